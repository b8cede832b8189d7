import type { CardTextTable } from '../../types';

export const pentacles: CardTextTable = {
  'pentacles-01': {
    name: 'Ace of Pentacles',
    keywords: { upright: ['new opportunity', 'solid foundation', 'seed of prosperity', 'grounded start'], reversed: ['missed chance', 'unrealistic plans', 'financial instability', 'greed'] },
    upright: 'A gleaming coin lands in your hand: a new job, new income, a plan that can actually take root. The Ace of Pentacles is a real, tangible beginning. It does not blaze like passion, but it is as dependable as a seed. Hold on to it, water it with patience, and it will slowly grow into something sturdy.',
    reversed: 'An opportunity comes and goes, or a plan sounds great but lacks a practical base. The reversed Ace asks you to check your budget, time and resources, so that haste or carelessness does not let a good chance slip through your fingers.',
    interpretation: 'As the root of earth, this Ace stands for the body, money and everything you can touch. Its lesson is to turn ideas into results you can see. When it appears, set a concrete first step toward a goal: open a savings account, write a budget or update your CV.',
    imagery: 'A hand emerges from a cloud, steadily holding a golden coin engraved with a pentagram. Below lies a flowering garden, and an arch in a hedge opens toward distant mountains. The coin is material value, the blooming garden abundance and care, and the arch the gateway to greater achievement.',
    areas: {
      love: {
        upright: 'Love moves in a steady, practical direction; a good time to plan a future together.',
        reversed: 'Focusing only on practicalities and forgetting the warmth of the relationship itself.',
      },
      career: {
        upright: 'A new job, project or raise may come; start steadily and build.',
        reversed: 'A chance is missed, or the plan is not workable and needs rethinking.',
      },
      wealth: {
        upright: 'A fresh start for your finances; begin saving or investing sensibly.',
        reversed: 'Loose money habits; beware impulse buys and dubious investments.',
      },
      health: {
        upright: 'Your health is stable; build regular habits around food and exercise.',
        reversed: 'Basic needs are being neglected; adjust your sleep and diet.',
      },
    },
  },
  'pentacles-02': {
    name: 'Two of Pentacles',
    keywords: { upright: ['balance', 'adaptability', 'multitasking', 'juggling'], reversed: ['dropping balls', 'overload', 'financial imbalance', 'chaos'] },
    upright: 'You are juggling several things at once and keeping them all in the air. The Two of Pentacles is flexibility and adaptation: life has ups and downs, but you can find a rhythm within change. Keep a light heart, adjust your priorities as you go, and you will manage.',
    reversed: 'Too much on your plate: things start slipping and the pressure builds. The reversed Two asks you to stop, drop what matters less and steady the core first, before the busyness swallows you.',
    interpretation: 'The Two of Pentacles is Jupiter in Capricorn, the art of balance amid change. Its lesson is that not everything must be done well at once. When it appears, list the three most important things this week, and learn to postpone or decline the rest.',
    imagery: 'A young man dances as he juggles two pentacles, linked by a green ribbon looped in the shape of an infinity sign. Behind him the sea heaves and two ships ride the waves. The infinity loop is endless flow, the waves and ships the highs and lows of life, and his light step the flexibility that meets change.',
    areas: {
      love: {
        upright: 'Balancing love with everything else; give the relationship some extra care.',
        reversed: 'Too busy for your partner, or swinging between two relationships.',
      },
      career: {
        upright: 'Handling several roles with ease; flexible with time and resources.',
        reversed: 'Too many tasks drag down your efficiency; learn to choose.',
      },
      wealth: {
        upright: 'Income fluctuates but you can keep things moving; watch your cash flow.',
        reversed: 'Spending exceeds income or cash is tight; rework the budget.',
      },
      health: {
        upright: 'Balance work and rest, with a flexible but regular routine.',
        reversed: 'Stress is affecting your body; remember to stop and rest.',
      },
    },
  },
  'pentacles-03': {
    name: 'Three of Pentacles',
    keywords: { upright: ['teamwork', 'skill', 'recognition', 'laying foundations'], reversed: ['poor coordination', 'sloppy work', 'lack of recognition', 'working in silos'] },
    upright: 'Your skills are being noticed. The Three of Pentacles is collaboration and craft: each person bringing their strengths to do something well together. Your effort and care earn recognition, and this is a good time to lay solid foundations.',
    reversed: 'The team is out of sync, or the work is rushed and falls short of the quality it needs. The reversed Three asks you to value communication and clear roles, and not to neglect details: solid work is what stands the test of time.',
    interpretation: 'The Three of Pentacles is Mars in Capricorn, hard work grounded in skill. Its lesson is that good results come from expertise and cooperation. When it appears, ask someone experienced a question, or share your ideas with a colleague so the work flows better.',
    imagery: 'In a church, a craftsman stands on a bench carving an arch while a monk and an architect holding plans discuss the work with him. Three pentacles are carved above the arch. The craftsman is skill, the monk and architect different roles working together, and the church under construction a lasting work made by shared effort.',
    areas: {
      love: {
        upright: 'Working together toward a shared goal deepens the relationship.',
        reversed: 'Little teamwork between you; your expectations are not aligned.',
      },
      career: {
        upright: 'Your expertise is recognised and teamwork goes well; good for training or new responsibilities.',
        reversed: 'Unclear roles and poor communication hurt the quality of the work.',
      },
      wealth: {
        upright: 'Income grows through your skills; investing in your learning pays off.',
        reversed: 'Pay does not match effort; ask for fair treatment.',
      },
      health: {
        upright: 'Work on your health step by step, following professional advice.',
        reversed: 'Ignoring expert advice; your health plan lacks structure.',
      },
    },
  },
  'pentacles-04': {
    name: 'Four of Pentacles',
    keywords: { upright: ['holding on', 'security', 'thrift', 'control'], reversed: ['stinginess', 'clinging', 'financial insecurity', 'letting go'] },
    upright: 'You are holding tight to what you have: savings, status, a sense of security. The Four of Pentacles is stability and caution, and in uncertain times keeping what you have is wise. Just do not grip so hard that you lose the joy of flow and sharing.',
    reversed: 'Either holding on so tightly that you become miserly and resistant to change, or beginning to loosen your grip and learning to trust and share. Reversed, the Four can also show money insecurity, asking you to look at your relationship with money.',
    interpretation: 'The Four of Pentacles is the Sun in Capricorn, mastery of the material world. Its lesson is that security comes from within, not only from what you own. When it appears, review your savings plan, and think about what you could let go of or share.',
    imagery: 'A crowned figure sits on a stone block outside a city, arms wrapped tightly around one pentacle, another balanced on his head and one under each foot. A city rises behind him. The clutching pose is protection and control, the coins on his head and feet a mind wholly on possessions, and the city behind a safe but closed world.',
    areas: {
      love: {
        upright: 'You long for stability, but do not try to control your partner.',
        reversed: 'Possessiveness or fear of loss stifles the relationship; learn to trust and let go.',
      },
      career: {
        upright: 'Hold your position and gains; this is not a time for risky moves.',
        reversed: 'Clinging to old ways, or missing chances out of fear of risk.',
      },
      wealth: {
        upright: 'Solid finances; good for saving and cautious investing.',
        reversed: 'Excessive thrift or fear of spending, and watch for hidden leaks.',
      },
      health: {
        upright: 'Notice tension in the body, such as a stiff neck and shoulders, and learn to relax.',
        reversed: 'Built-up stress stiffens the body; exercise and massage help.',
      },
    },
  },
  'pentacles-05': {
    name: 'Five of Pentacles',
    keywords: { upright: ['hardship', 'scarcity', 'isolation', 'worry'], reversed: ['recovery', 'accepting help', 'things improving', 'regaining confidence'] },
    upright: 'Life feels cold and stormy: money pressure, poor health, or a sense of being left out. The Five of Pentacles shows hard times, but it also reminds you that the lit window beside you has been there all along. Do not struggle alone; asking for help is nothing to be ashamed of.',
    reversed: 'The hardest part is passing; you are finding a way out and are willing to accept help. Reversed, the Five means recovery and hope. Hard times do not last forever, so put your life back in order step by step.',
    interpretation: 'The Five of Pentacles is Mercury in Taurus, a test of material security. Its lesson is that difficulties pass, and you do not have to face them alone. When it appears, list the people and resources you could turn to, and reach out to one of them.',
    imagery: 'In heavy snow, two ragged figures struggle along, one on crutches and one wrapped in a thin shawl. Beside them is a stained-glass window glowing with warm light, showing five pentacles. The storm is hardship, their injuries scarcity and discomfort, and the lit window help that is close at hand yet overlooked.',
    areas: {
      love: {
        upright: 'Feeling lonely or insecure in the relationship; you may face practical pressures together.',
        reversed: 'The hard time is passing; supporting each other makes the bond stronger.',
      },
      career: {
        upright: 'Difficulties at work, possibly job loss or reduced income; seek support actively.',
        reversed: 'Things are improving and a new job opportunity may appear.',
      },
      wealth: {
        upright: 'Money is tight; cut costs and find new income, and avoid predatory loans.',
        reversed: 'Finances begin to recover, but stay careful.',
      },
      health: {
        upright: 'Your resistance is low; keep warm and rest, and see a doctor if you feel unwell.',
        reversed: 'Your body is slowly recovering; keep up good habits.',
      },
    },
  },
  'pentacles-06': {
    name: 'Six of Pentacles',
    keywords: { upright: ['giving and receiving', 'generosity', 'support', 'fairness'], reversed: ['strings attached', 'inequality', 'debt', 'condescension'] },
    upright: 'Someone is reaching out to help, or you are in a position to help others. The Six of Pentacles is the flow and sharing of resources: giving and receiving are both good. Be generous now, and also accept kindness gracefully.',
    reversed: 'Help comes with strings attached, or giving and receiving have become unequal. Reversed, the Six asks you to look at how money and favours flow between you and others, so that kindness does not turn into control and accepting help does not cost you your independence.',
    interpretation: 'The Six of Pentacles is the Moon in Taurus, the circulation and balance of resources. Its lesson is to give with measure and receive with dignity. When it appears, do a small kindness, or thank someone who once helped you.',
    imagery: 'A wealthy merchant holds a pair of scales in one hand and drops coins into the hands of two kneeling beggars with the other. Six pentacles float above him. The scales are fairness and judgement, the giving hand generosity, and the kneeling figures a reminder that giving and receiving also carry a difference in power.',
    areas: {
      love: {
        upright: 'Mutual care and giving; the relationship feels warm and balanced.',
        reversed: 'One partner gives too much, or uses material things to control; rebalance.',
      },
      career: {
        upright: 'Support from a manager or mentor, and a good time to help newcomers grow.',
        reversed: 'Effort and reward are out of proportion, or you are treated unfairly.',
      },
      wealth: {
        upright: 'Support, a bonus or a repaid loan arrives; also a good time to donate or share.',
        reversed: 'Beware lending disputes; do not give more than you can afford.',
      },
      health: {
        upright: 'Letting others care for you helps recovery; help those around you too.',
        reversed: 'Caring for others at the expense of your own health; find balance.',
      },
    },
  },
  'pentacles-07': {
    name: 'Seven of Pentacles',
    keywords: { upright: ['patience', 'assessing results', 'long-term investment', 'reflection'], reversed: ['impatience', 'effort without reward', 'giving up halfway', 'anxiety'] },
    upright: 'You have sown diligently and now gaze at the crop slowly growing. The Seven of Pentacles is patience and assessment: pause to see whether the effort is worth it, knowing that results take time to ripen. Do not rush the harvest, and do not give up just because results are not visible yet.',
    reversed: 'You have waited a long time and see no return, and frustration is setting in; or you realise the direction was wrong and the effort wasted. Reversed, the Seven asks for an honest assessment: do you need more patience, or a timely change of strategy?',
    interpretation: 'The Seven of Pentacles is Saturn in Taurus, the slow and careful work of Saturn. Its lesson is that long-term gains need patience and regular review. When it appears, look back at a long-term plan you are working on and ask whether it still deserves your investment.',
    imagery: 'A farmer leans on his hoe and gazes thoughtfully at a bush laden with seven pentacles. He looks tired yet hopeful. The laden bush is results slowly ripening, the resting pose a pause for reflection, and his expression the patience that both tending and waiting require.',
    areas: {
      love: {
        upright: 'Love needs time to grow; do not rush for an outcome.',
        reversed: 'Long effort with no response; think seriously about whether this relationship is worth it.',
      },
      career: {
        upright: 'Results are building; a good time for a mid-point review and adjustments.',
        reversed: 'Much effort with little effect; change your method or direction.',
      },
      wealth: {
        upright: 'Good for long-term investment; do not expect big returns soon.',
        reversed: 'Returns fall short; review your strategy and cut losses in time.',
      },
      health: {
        upright: 'Health improves with persistence; do not expect overnight results.',
        reversed: 'Impatience leads you to quit; only persistence shows results.',
      },
    },
  },
  'pentacles-08': {
    name: 'Eight of Pentacles',
    keywords: { upright: ['focus', 'mastering a craft', 'diligence', 'learning'], reversed: ['going through the motions', 'perfectionism', 'lack of motivation', 'tedium'] },
    upright: 'Head down, you are focused on one thing, refining your craft bit by bit. The Eight of Pentacles is diligence and improvement: through practice, doing things better and better. It is a good time to learn a new skill or deepen your expertise, and every bit of effort leaves its mark.',
    reversed: 'Work has become mechanical and you are cutting corners; or perfectionism keeps you stuck. Reversed, the Eight asks you to find the meaning in what you do again, and to accept a standard of good enough.',
    interpretation: 'The Eight of Pentacles is the Sun in Virgo, focus on detail and craft. Its lesson is that practice makes mastery and focus is its own discipline. When it appears, set aside a fixed time each day for a skill you want to learn, even just twenty minutes.',
    imagery: 'A craftsman sits at his bench, carefully engraving a pentagram on a coin, with six finished pieces hung beside him and another at his feet. A small town lies in the distance. The repeated work is steady practice, his concentration commitment, and his distance from the town a sign that he has withdrawn to perfect his craft.',
    areas: {
      love: {
        upright: 'Tend the relationship with care and show love in the details.',
        reversed: 'Too absorbed in work to notice your partner, or expecting love to be perfect.',
      },
      career: {
        upright: 'Ideal for learning new skills, further training or deepening your expertise.',
        reversed: 'Tedious work and low motivation, or perfectionism slowing progress.',
      },
      wealth: {
        upright: 'Income grows steadily through skill and diligence.',
        reversed: 'Income has stalled; you may need to upskill or change direction.',
      },
      health: {
        upright: 'Regular exercise gradually improves your fitness.',
        reversed: 'Repetitive strain from long hours; mind your posture and rest.',
      },
    },
  },
  'pentacles-09': {
    name: 'Nine of Pentacles',
    keywords: { upright: ['independence', 'abundance', 'self-sufficiency', 'elegance'], reversed: ['over-reliance', 'a glossy facade', 'financial instability', 'loneliness'] },
    upright: 'Through your own effort you have built a comfortable, abundant life. The Nine of Pentacles is independence and confidence: you know how to enjoy your achievements and how to look after yourself. Treat yourself and appreciate the good things you have made with your own hands.',
    reversed: 'It looks polished from outside, but there is financial or emotional insecurity underneath; or you depend too much on others and have lost your autonomy. Reversed, the Nine asks what real independence means: not just money, but inner steadiness too.',
    interpretation: 'The Nine of Pentacles is Venus in Virgo, the enjoyment of refinement and self-sufficiency. Its lesson is that abundance comes from long-term discipline. When it appears, do something gracious for yourself, such as tidying your home or buying one carefully chosen thing.',
    imagery: 'An elegantly dressed woman stands in a vineyard with a hooded falcon perched on her gloved left hand. The vines beside her are heavy with nine pentacles, and her manor stands in the distance. The rich vineyard is abundance, the tamed falcon self-discipline and control, and her easy poise the grace and freedom that independence brings.',
    areas: {
      love: {
        upright: 'Keeping your independence and self-worth attracts someone who values you.',
        reversed: 'Depending too much on your partner, or keeping up appearances with money.',
      },
      career: {
        upright: 'Career success; you work independently and earn freedom and respect.',
        reversed: 'Outward success with inner insecurity, or too much reliance on a patron.',
      },
      wealth: {
        upright: 'Greater financial freedom; enjoy a better quality of life.',
        reversed: 'Finances look comfortable but are unstable; watch spending and reserves.',
      },
      health: {
        upright: 'You feel well; enjoy nature and good living.',
        reversed: 'Too much time alone can feel lonely; look after your emotional health.',
      },
    },
  },
  'pentacles-10': {
    name: 'Ten of Pentacles',
    keywords: { upright: ['family wealth', 'legacy', 'lasting stability', 'fulfilment'], reversed: ['family disputes', 'inheritance quarrels', 'restrictive traditions', 'instability'] },
    upright: 'The foundations of your life are secure: family, wealth and legacy are all here. The Ten of Pentacles is lasting stability and fulfilment, not a passing success but something built to pass on to the next generation. Cherish your family and plan for the long term.',
    reversed: 'Disputes over property or inheritance arise in the family, or tradition feels confining. Reversed, the Ten asks you to handle family money matters well, and to consider which traditions are worth keeping and which need to change.',
    interpretation: 'The Ten of Pentacles is Mercury in Virgo, the final result of the material world. Its lesson is that true wealth includes the bonds between people. When it appears, talk with your family about long-term plans, or put important household papers in order.',
    imagery: 'A white-haired old man sits beneath an archway with two white dogs beside him; through the arch a couple stand with a child. Ten pentacles are arranged across the scene in the pattern of the Tree of Life. The generations inside and outside the arch are the family line, the dogs loyalty and protection, and the Tree of Life the wholeness handed down from one generation to the next.',
    areas: {
      love: {
        upright: 'A stable relationship; a good time to talk about marriage or connect with each other’s families.',
        reversed: 'Family opinions interfere with love, or money causes friction.',
      },
      career: {
        upright: 'A solid career base; good for long-term growth or a family business.',
        reversed: 'Conflict within the company or family shakes stability.',
      },
      wealth: {
        upright: 'Steady wealth; good for buying property, estate planning or long-term saving.',
        reversed: 'Dividing family assets causes disputes; negotiate calmly.',
      },
      health: {
        upright: 'Family support helps your health; be aware of hereditary health issues.',
        reversed: 'Family pressure takes a toll on your body; seek support if needed.',
      },
    },
  },
  'pentacles-11': {
    name: 'Page of Pentacles',
    keywords: { upright: ['study', 'a new plan', 'diligence', 'eagerness to learn'], reversed: ['procrastination', 'no clear goal', 'impracticality', 'wasted chances'] },
    upright: 'A serious, studious young person holds up a pentacle and examines it closely. The Page of Pentacles is new learning and a practical beginning: a course, a new job or a savings plan. One step at a time, take every detail seriously.',
    reversed: 'The plan never quite starts, or your attention wanders while learning and it is hard to keep going. Reversed, the Page asks you to break big goals into small steps, so that procrastination and daydreams do not waste a good chance.',
    interpretation: 'The Page of Pentacles carries the element of earth in its youngest form, an apprentice in the material world. Its lesson is that solid growth comes from daily effort. When it appears, make a simple learning plan for a skill you want, and take the first step today.',
    imagery: 'A young man stands in a flowering meadow holding a pentacle up before his eyes, gazing at it intently. Ploughed fields and a grove of trees lie behind him. His gaze is studiousness, the raised coin the value he places on a new opportunity, and the ploughed field a promise that those who tend will harvest.',
    areas: {
      love: {
        upright: 'Start a relationship in a sincere, grounded way and get to know each other slowly.',
        reversed: 'Little commitment to love, or staying in fantasy without acting.',
      },
      career: {
        upright: 'Good for learning new skills, internships or starting a new job; steady effort gets noticed.',
        reversed: 'Procrastination or lack of focus hurts your performance.',
      },
      wealth: {
        upright: 'Start learning about money; begin with small savings.',
        reversed: 'Money plans stay on paper, or carelessness causes a loss.',
      },
      health: {
        upright: 'Begin building healthy habits, such as regular meals and exercise.',
        reversed: 'You know what to change but keep putting it off.',
      },
    },
  },
  'pentacles-12': {
    name: 'Knight of Pentacles',
    keywords: { upright: ['steadiness', 'responsibility', 'method', 'reliability'], reversed: ['stagnation', 'stubbornness', 'overcaution', 'laziness'] },
    upright: 'A knight sits quietly on a black horse, in no hurry. The Knight of Pentacles is steadiness and responsibility: not chasing speed, but doing things properly, step by step. Your reliability and patience will be rewarded as time builds on them.',
    reversed: 'Too cautious and set in your ways, so things stall; or you have grown lazy and lost your drive. Reversed, the Knight asks you to keep a little flexibility within your steadiness, and to move forward when it is time.',
    interpretation: 'The Knight of Pentacles corresponds to Virgo, the picture of hard work and reliability. Its lesson is that persistence is itself a strength. When it appears, finish one small task you have been putting off, and let reliability start with the little things.',
    imagery: 'A knight on a heavy black horse has halted before a freshly ploughed field, holding a pentacle in both hands and studying it. Green sprigs decorate his helmet. The still horse is patience and stability, the ploughed field careful preparation, and the sprigs on his helmet the hope of growth and harvest.',
    areas: {
      love: {
        upright: 'A stable, dependable relationship with a responsible partner; good for the long term.',
        reversed: 'The relationship feels flat, or one person is too stubborn to talk.',
      },
      career: {
        upright: 'Diligent, responsible work; following the plan brings steady progress.',
        reversed: 'Slow progress, and overcaution leads to missed opportunities.',
      },
      wealth: {
        upright: 'Steady finances; good for long-term saving and conservative investments.',
        reversed: 'Overly cautious with money, or ignoring your finances altogether.',
      },
      health: {
        upright: 'Keep up regular habits and your health stays steady.',
        reversed: 'Too little exercise and too much sitting; get moving.',
      },
    },
  },
  'pentacles-13': {
    name: 'Queen of Pentacles',
    keywords: { upright: ['practical care', 'abundance', 'homemaking', 'security'], reversed: ['overwork', 'self-neglect', 'materialism', 'insecurity'] },
    upright: 'You are warm and practical, and you keep life running smoothly. The Queen of Pentacles is abundance and nurture: caring for your family while also looking after your own body and finances. Your care makes the people around you feel secure.',
    reversed: 'Worn out from caring for others or from work, with your own needs forgotten; or so focused on material things that feelings get lost. Reversed, the Queen asks you to restore balance and give yourself some gentle care too.',
    interpretation: 'The Queen of Pentacles corresponds to Capricorn, nourishing and fertile like the earth. Its lesson is to look after yourself before you look after others. When it appears, cook yourself a nourishing meal, or tidy one corner of your home.',
    imagery: 'A queen sits on a throne in a garden, a pentacle resting in her lap, looking down at it tenderly. Goats’ heads and fruit are carved on the throne, lush plants surround her and a rabbit leaps at her feet. The coin in her lap is care and appreciation, the goats and fruit abundance, and the rabbit vitality and fertility.',
    areas: {
      love: {
        upright: 'Warm and considerate in love, giving your partner a steady sense of security.',
        reversed: 'Caring for your partner until you neglect yourself, or caring too much about material things.',
      },
      career: {
        upright: 'Capable and trusted at work, balancing efficiency with warmth.',
        reversed: 'Stretched between work and home, physically and mentally tired.',
      },
      wealth: {
        upright: 'Good at managing money and the household; finances are stable.',
        reversed: 'Too focused on money, or saving excessively out of insecurity.',
      },
      health: {
        upright: 'Attention to nutrition and rest keeps you in good shape.',
        reversed: 'Overwork is draining your body; remember to rest properly.',
      },
    },
  },
  'pentacles-14': {
    name: 'King of Pentacles',
    keywords: { upright: ['success', 'wealth', 'steady leadership', 'reliability'], reversed: ['greed', 'stubbornness', 'materialism', 'abuse of power'] },
    upright: 'You have achieved success in the material world and are steady and reliable. The King of Pentacles is a successful leader living in abundance, who knows how to build and how to protect. Your judgement and practical style earn people’s trust.',
    reversed: 'Chasing money and status too hard, becoming greedy or stubborn; or using wealth and power to control others. Reversed, the King reminds you that real success includes character and respect for others.',
    interpretation: 'The King of Pentacles corresponds to Taurus, the mature master of the material realm. Its lesson is that wealth is a tool, not a goal. When it appears, review your long-term financial plans, and think about how your resources could help others.',
    imagery: 'A king sits on a throne decorated with bulls’ heads, wearing a robe embroidered with grapes, holding a sceptre in one hand and a pentacle in the other. A strong castle stands behind him and vines twine all around. The bulls are Taurus’s steadiness and abundance, the grapes harvest, and the castle the solid foundations he has built.',
    areas: {
      love: {
        upright: 'A reliable, steady partner who offers both material and emotional security.',
        reversed: 'Measuring love in money, or being too domineering in the relationship.',
      },
      career: {
        upright: 'Career success; well suited to leadership or running your own business.',
        reversed: 'Stubbornness, or neglecting principles for profit.',
      },
      wealth: {
        upright: 'Money flows well and your investment judgement is sound.',
        reversed: 'Greedy risks or excessive caution can both cause losses.',
      },
      health: {
        upright: 'Strong health, but watch out for too much rich food.',
        reversed: 'Too many business dinners affect your health; watch blood pressure and weight.',
      },
    },
  },
};
