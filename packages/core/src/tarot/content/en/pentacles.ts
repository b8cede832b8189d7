import type { CardBodyTable } from '../../types';

export const pentacles: CardBodyTable = {
  'pentacles-01': {
    keywords: { upright: ['new opportunity', 'solid ground', 'seed of prosperity', 'practical start'], reversed: ['missed chance', 'plans without footing', 'money wobbles', 'cutting corners'] },
    upright: 'Something real is being placed in your hands: a job offer, a new source of income, a plan that can finally leave the drawing board. The Ace of Pentacles does not dazzle the way fire does. It is a seed, plain and full of promise, and with decent soil and some patience it can become an orchard. This is a good moment to lay foundations. Take hold of it firmly, then help it put down roots.',
    reversed: 'The offer looks tempting, but up close it has no foundation. Or the chance was right there and slipped through your fingers because you hesitated, rushed or did not take it seriously. The reversed Ace brings you back to earth: is the budget there, do you have the time, is this actually workable or does it only sound good? Pour the foundation before you start on the upper floors.',
    interpretation: 'As the root of earth, this Ace stands for the body, money, work and everything you can touch. Its lesson is that a good idea only counts once it lands on solid ground. Earth grows slowly, but what it grows lasts. When this card appears, give a goal you care about one concrete, measurable first step: open a dedicated savings account, draft a weekly budget, give your CV a proper overhaul. Small, tangible beginnings tend to travel furthest.',
    imagery: 'A hand reaches out of a cloud, a golden coin engraved with a pentagram resting steadily on its palm. Below lies a garden full of white lilies, and a path runs through an arch in a rose-covered hedge toward distant mountains. The offered hand is life presenting a gift; the coin is material worth; the lilies and garden are the abundance that follows careful tending; the arch and far peaks remind you that this harvest is a doorway to something larger.',
    areas: {
      love: {
        upright: 'Love is settling into something steady and grounded, perhaps with talk of moving in, saving together or a shared future. If you are single, someone dependable may turn up in the middle of ordinary life.',
        reversed: 'Ticking boxes and weighing practicalities can crowd out the warmth, or a relationship that looks right on paper is not going anywhere. Ask what you actually want from it.',
      },
      career: {
        upright: 'A new role, project or pay rise may be on offer. Treat it as the moment you put down roots: do the small things well and the results will build.',
        reversed: 'An opening was missed, or the plan does not quite stand up. Take stock of your time and resources and shore up the basics before talking about growth.',
      },
      wealth: {
        upright: 'A promising start for your finances, possibly a fresh income stream. A fine time to begin saving, set a budget or plan soberly for a long-term goal.',
        reversed: 'Money is slipping through loose habits. Watch impulse spending and any investment that sounds too good to be true, and find out where each pound or dollar is going.',
      },
      health: {
        upright: 'Your body is on an even keel, which makes this a good time to build regular routines around sleep and food. Start with one easy thing, like walking a little further each day.',
        reversed: 'The basics of sleep and eating have been neglected, and your body is quietly complaining. Get your rhythm back first, and if the discomfort persists, see a doctor.',
      },
    },
  },
  'pentacles-02': {
    keywords: { upright: ['balance', 'adaptability', 'juggling priorities', 'resourcefulness'], reversed: ['dropped balls', 'spread too thin', 'money out of balance', 'overwhelm'] },
    upright: 'Life has turned into a juggling act: work, chores, bills and social obligations, all of them somehow in the air at once. The Two of Pentacles says you can manage it. This card is about staying flexible while things shift, not doing everything perfectly but knowing how to reshuffle priorities on the fly. Bring a sense of humour to the ups and downs and you may surprise yourself with how nimble you are.',
    reversed: 'Too many balls, not enough hands. You may have said yes to more than you can hold, leaving everything half done while stress and tiredness pile up unnoticed. The reversed Two asks you to stop and take inventory: what truly has to happen, and what could wait, be handed on or simply dropped? Throw fewer balls and you will catch the ones that matter.',
    interpretation: 'Linked to Jupiter in Capricorn, the Two is the urge to expand meeting the hard edges of reality. Its lesson is balance as movement: life is never a still set of scales, more a dance in which you keep adjusting your footing. When this card appears, write down the three things that matter most this week and let the rest queue behind them. Leave some slack in both your money and your calendar, so when the next wave arrives you have room to stay upright.',
    imagery: 'A young man in a tall hat dances lightly as he juggles two pentacles, joined by a green band looped into a sideways figure eight, the sign of infinity. Behind him the sea heaves, and two ships climb and drop on the swell. The infinity loop is endless cycle and flow; the rolling waves are life’s highs and lows; and his easy footwork suggests that the best answer to change is to stay light and supple.',
    areas: {
      love: {
        upright: 'Love has to share time with work and family, but you can find the balance. Put a little thought into planning time together so your partner feels valued.',
        reversed: 'Too busy to notice your partner, or wavering between two people or two paths. Stop putting it off and be honest about what you want.',
      },
      career: {
        upright: 'You are wearing several hats and handling it well, moving time and resources where they are needed. Your adaptability makes you stand out while things are in flux.',
        reversed: 'Tasks are piling up, your focus is slipping and mistakes creep in. Learn to say no, agree priorities with your manager and stop carrying it all alone.',
      },
      wealth: {
        upright: 'Money comes and goes unevenly, but overall it keeps moving. Watch your cash flow and keep an emergency fund so surprises do not knock you over.',
        reversed: 'Robbing Peter to pay Paul is exhausting. Rework the budget, cut what you do not need and consider getting professional financial advice.',
      },
      health: {
        upright: 'Keep some rhythm even in busy weeks. Slip in light activities such as walking, dancing or stretching to help your body shed the pressure.',
        reversed: 'Constant scrambling has scrambled your sleep too. Fix your rest times first, and if the exhaustion will not lift, get yourself checked by a doctor.',
      },
    },
  },
  'pentacles-03': {
    keywords: { upright: ['teamwork', 'craftsmanship', 'high standards', 'recognition'], reversed: ['poor coordination', 'half-hearted work', 'no clear plan', 'skills gap'] },
    upright: 'People are starting to notice what you can do. The Three of Pentacles is expertise meeting collaboration: everyone brings their own skill to the same table and together the thing gets built. Your craft, experience and care earn real respect here. It is a good time to listen to feedback, divide the work sensibly and let the project grow richer through the exchange.',
    reversed: 'Everyone is pulling in a different direction, the plan keeps changing, or someone is only going through the motions. Perhaps your contribution is going unrecognised, or you have realised your own skills need more polish. The reversed Three sends you back to fundamentals: spell out the goal, the roles and the standard expected, and only then will the collaboration move forward.',
    interpretation: 'Tied to Mars in Capricorn, this card is energy with discipline and a direction. Its lesson is that fine work comes from skill and cooperation together. Grinding away alone has its merits, but asking for advice and valuing what each role brings is how cathedrals get built. When this card appears, look for the missing piece in your plan, go and find the person who can supply it, and be generous with whatever you do best.',
    imagery: 'Inside the arcade of a church, a stonemason stands on a bench, carefully carving an archway. Below him a monk and a figure holding drawings confer with him over the work. Three pentacles are cut into the arch above, arranged in a triangle. The mason is skill; the monk and the designer are faith and planning; their conversation shows that every role is needed; and the church itself suggests that honest, careful work can become something to be proud of.',
    areas: {
      love: {
        upright: 'You are both willing to invest in the relationship and share the load like real partners. Single? Friends or work could introduce someone new.',
        reversed: 'One of you is putting in more, or your plans for the future do not match. Lay your expectations on the table and find a way of being together that suits you both.',
      },
      career: {
        upright: 'Teamwork runs smoothly and your expertise is recognised. Good timing for a big project, cross-team work or a push for further training.',
        reversed: 'Fuzzy roles and poor communication are causing delays or sloppy results. Clarify who does what and to what standard before pressing on.',
      },
      wealth: {
        upright: 'Your skills are opening more ways to earn, and joint ventures rest on sound footing. Hear out people with real expertise before you decide.',
        reversed: 'Partnerships and shared investments invite disagreements. Put responsibilities and the split of proceeds in writing now to spare the friendship later.',
      },
      health: {
        upright: 'Look after your body with expert guidance, such as a trainer to plan your workouts or regular check-ups, and improve step by step.',
        reversed: 'Going it alone with the wrong method can mean plenty of effort for little result. Do not copy whatever the internet suggests; ask a doctor when in doubt.',
      },
    },
  },
  'pentacles-04': {
    keywords: { upright: ['holding on', 'security', 'thrift', 'control'], reversed: ['stinginess', 'fear of loss', 'letting go', 'overspending'] },
    upright: 'You have worked hard to build something up, whether savings, status or a settled life, and now your main instinct is to keep it safe. The Four of Pentacles is security and prudence, and knowing how to save and set limits is real maturity. Just notice that a fist clenched around what you have is also a hand that cannot receive anything new.',
    reversed: 'The reversed Four can go two ways. One is gripping even tighter: the need to control money, people or circumstances leaves you tense and wary of any change at all. The other is loosening up: perhaps you are finally ready to share or take a small risk, or perhaps you have overcorrected and spent far too much at once. Find the middle road, so your sense of safety comes from within rather than from a clenched fist.',
    interpretation: 'Associated with the Sun in Capricorn, the Four is the drive to impose order and stay in control. Its lesson is the difference between protecting and hoarding. Reserves bring peace of mind, but once fear takes the wheel, money and resources stop being tools and start being bars. When this card appears, ask yourself honestly what you are most afraid of losing. Put a clear number on the security you really need, and let anything beyond that circulate: into learning, experiences or helping someone else.',
    imagery: 'A crowned man sits outside a town, arms wrapped tightly around a pentacle held against his chest, another balanced on his crown and one under each foot. A prosperous city rises behind him, but he has turned his back on it. The clutched coin is attachment to wealth and safety; the coins on his head and beneath his feet show his thoughts and footing both taken over by possessions; his back to the city shows how overprotection slowly cuts us off from the world and from other people.',
    areas: {
      love: {
        upright: 'The relationship is stable, and commitment and security matter a lot to you. Just do not hold on too tightly; trust keeps love going far longer than control does.',
        reversed: 'Possessiveness or insecurity is making things feel stifling. Or, more hopefully, you are learning to relax and give each other more room to breathe.',
      },
      career: {
        upright: 'Consolidate your position and what you have achieved. Guard your area of expertise and resist the pressure to leap ahead.',
        reversed: 'Fear of mistakes is making you resist change and may cost you a chance to grow. Share knowledge and resources; collaboration can make you more secure, not less.',
      },
      wealth: {
        upright: 'You save well and your finances are solid. Organise your assets and plan conservatively, but do not skimp so hard that you shortchange yourself.',
        reversed: 'Either too tight-fisted or suddenly splashing out. Review your spending habits so money goes back to serving your life rather than ruling it.',
      },
      health: {
        upright: 'You are physically steady, though a tense mindset may show up in your neck, shoulders or stomach. Ease off and do not bottle the pressure up in your body.',
        reversed: 'Long-running tension and worry need an outlet. Try stretching and slow breathing, and if physical discomfort hangs around, have a doctor check it.',
      },
    },
  },
  'pentacles-05': {
    keywords: { upright: ['hardship', 'scarcity', 'feeling left out', 'money worries'], reversed: ['recovery', 'help arriving', 'slow healing', 'letting others in'] },
    upright: 'Things may be hard right now: less money coming in, a body that is not cooperating, or a sense of being overlooked even in a crowd. The Five of Pentacles shows a winter night and asks you to look squarely at lack and loneliness. Yet it carries a quiet reminder too. Help is often closer than it seems; you have simply been watching the snow at your feet and have not yet looked up at the lit window.',
    reversed: 'The coldest stretch is passing. The reversed Five shows hardship beginning to ease: new income, a helping hand, or your own willingness at last to ask for support. Sometimes the real obstacle is not out there at all but in the voice that says you do not deserve help. Set down that pride or shame and let the warmth in.',
    interpretation: 'Linked to Mercury in Taurus, the Five is the mind caught in a loop of never enough. Its lesson is that scarcity is a situation, not an identity. In hard times it is tempting to shut yourself away, convinced nobody could understand. When this card appears, list the people and resources you could turn to right now, even if it is one friend, a community service or a professional adviser. Reaching out is often the first step out of winter.',
    imagery: 'On a snowy night, two ragged figures trudge past a brightly lit stained-glass church window. One hobbles on crutches with a bandaged head; the other clutches a thin shawl, feet bare in the snow. Five pentacles glow in the window and warm light spills out, but neither of them looks up. The storm is material and spiritual hardship; the injuries are the body’s fragility; the lit window is shelter and help within reach, waiting only to be noticed.',
    areas: {
      love: {
        upright: 'You may feel lonely or overlooked, or you are weathering money troubles together. Hard times call for leaning on each other, so do not keep your worries locked away.',
        reversed: 'Things are thawing and you are finding your way back to each other. If single, you are healing from old hurt and beginning to believe you deserve love.',
      },
      career: {
        upright: 'Redundancy, job loss or being sidelined could be on the cards. Do not tough it out alone; lean on your network and on professional support services.',
        reversed: 'The tide is turning, with a new opening or someone willing to vouch for you. Rebuild your confidence one step at a time; there is no need to leap.',
      },
      wealth: {
        upright: 'Money is tight and every penny counts. Cover the essentials first, and if you need to, seek legitimate assistance or professional money advice.',
        reversed: 'Your finances are recovering and debt is easing its grip. Use the breathing space to build an emergency fund for the next storm.',
      },
      health: {
        upright: 'You may feel run down, or a minor ailment has dragged on too long. Do not ignore the signals: see a doctor and give yourself real time to recover.',
        reversed: 'You are on the mend and your energy is returning. Keep regular hours, follow medical advice and do not rush back to full intensity.',
      },
    },
  },
  'pentacles-06': {
    keywords: { upright: ['generosity', 'giving and receiving', 'reciprocity', 'fairness'], reversed: ['one-sided giving', 'strings attached', 'debt', 'condescension'] },
    upright: 'Resources are on the move: someone offers a hand, and someone accepts it with gratitude. The Six of Pentacles is generosity and mutual help. Perhaps you are receiving support, a grant or a lucky break; perhaps you are the one now in a position to help. Giving and receiving are both good things. What matters is mutual respect, so goodwill can circulate naturally between people.',
    reversed: 'Giving has gone sour. Help comes with strings, favours become leverage, or you keep pouring in and nothing comes back. The reversed Six can also point to debt and lopsided exchanges. Check the scales in this relationship: are you giving too much and receiving too little, or have you come to lean on someone more than is healthy?',
    interpretation: 'Associated with the Moon in Taurus, the Six is the need for security and nourishment flowing from one person to another. Its lesson is that true generosity never leaves the other person feeling small, and true receiving carries no shame. When this card appears, notice which side of the scales you are on right now. If you have something to spare, find a concrete way to help. If you need help, ask for it plainly. And while you give, keep your own limits in view.',
    imagery: 'A richly dressed merchant holds a pair of scales in one hand and drops coins into the hands of a kneeling beggar with the other, while a second beggar reaches up and waits. Six pentacles hang in the air above them. The scales are fairness and measure, a reminder that giving needs judgement; the merchant is the one with means to give; the kneeling figures are those in need. The scene also hints at a gap in power, inviting you to think about the delicate relationship between giver and receiver.',
    areas: {
      love: {
        upright: 'You both give and both take care of each other, and the relationship feels warm and even. That kind of thoughtfulness is worth treasuring.',
        reversed: 'One of you gives too much and the other has started taking it for granted. Voice your needs before quiet resentment hardens into bitterness.',
      },
      career: {
        upright: 'A manager or mentor may champion you, or you get to guide someone newer. Fair division of work and reward keeps the team running smoothly.',
        reversed: 'Effort and reward are out of proportion, or someone is exploiting you in the name of a favour. State your boundaries clearly and ask for what you are owed.',
      },
      wealth: {
        upright: 'Income and outgoings are in balance, with room to help others, or loans and grants may come your way. Give within your means and keep money flowing healthily.',
        reversed: 'Watch for lending disputes and unfair deals. Think twice before lending money, and put any agreement in writing.',
      },
      health: {
        upright: 'A good time both to accept care and to offer it. Supportive relationships are nourishing for body and mind alike.',
        reversed: 'Looking after everyone else has left you running on empty. Block out time to rest, and ask family to share the load if needed.',
      },
    },
  },
  'pentacles-07': {
    keywords: { upright: ['patience', 'taking stock', 'long-term investment', 'awaiting the harvest'], reversed: ['impatience', 'effort without reward', 'doubting the path', 'giving up too soon'] },
    upright: 'You have been working the soil for a while now. The crop is growing, but harvest time has not come yet. The Seven of Pentacles marks a pause for assessment: how much you have put in, what has come up, and whether to keep going. It asks for patience. Long-term effort rarely pays off overnight, but every drop of sweat is adding up, even when you cannot see it.',
    reversed: 'You have worked for ages and the results are nowhere to be seen, so you start wondering whether it was all for nothing. Or you want returns so badly that you keep switching direction, never giving anything the time to ripen. The reversed Seven asks for a cool-headed verdict: does the method need changing, or does this simply need more time?',
    interpretation: 'Tied to Saturn in Taurus, the Seven is a test of time and stamina. Its lesson is the mid-season review: neither stubborn persistence nor a hasty exit, but a judgement based on evidence. When this card appears, run an honest review of what you are investing in. What have you put in, what have you got back, which parts are thriving and which are withering? Prune the branches that bear no fruit and save your strength for the plants that show real promise.',
    imagery: 'A young farmer leans on his hoe and quietly studies a thriving vine beside him, six pentacles growing among its leaves and a seventh lying at his feet. His expression is thoughtful, weary and hopeful all at once. The vine is the fruit of long cultivation; the hoe is the labour already given; and the way he stops to look tells you that this is a moment for evaluation and patience, not for digging harder with your head down.',
    areas: {
      love: {
        upright: 'Love takes time to cultivate, and now is a good moment to take stock. Ask whether this relationship is growing in the direction you hoped.',
        reversed: 'You have given a lot and feel little coming back, and discouragement is setting in. Rather than silently enduring, talk openly about what you each expect.',
      },
      career: {
        upright: 'The project is midway and the results are not fully visible yet. Hold your pace, tweak your approach where needed, and the rewards will follow.',
        reversed: 'The gap between effort and outcome makes you want to quit. Pin down what is going wrong; changing the method may help more than changing the goal.',
      },
      wealth: {
        upright: 'Long-term investments need patience, and short-term swings are no cause for alarm. Review your allocation periodically and stick to the plan.',
        reversed: 'Hunger for quick returns leads to overtrading and chasing the market. Return to your long-term goals and do not let anxiety make the decisions.',
      },
      health: {
        upright: 'Health plans take time to show results, so do not quit just because nothing seems to change yet. Keep going and your body will respond.',
        reversed: 'Long stretches of hard work have left you worn out and jaded. Adjust your routine, take real rest, and consult a doctor if the discomfort lingers.',
      },
    },
  },
  'pentacles-08': {
    keywords: { upright: ['focus', 'mastering a craft', 'diligence', 'attention to detail'], reversed: ['going through the motions', 'perfectionism', 'monotony', 'low motivation'] },
    upright: 'You are deep in the work of honing a craft, carving one pentacle after another. The Eight of Pentacles is diligence, concentration and the steady pursuit of quality, the road every apprentice walks on the way to mastery. The effort may feel repetitive right now, but each round of practice brings you closer to real skill. Settle in and do the task in front of you well; it is the best investment you can make.',
    reversed: 'Repetition has turned into boredom, the work has become box-ticking, and the quality is slipping. Or the opposite: perfectionism has you polishing one small detail over and over while the finished piece never ships. The reversed Eight asks you to reconnect with why you are doing this. Why did you want to learn this craft in the first place, and where is it meant to take you?',
    interpretation: 'Linked to the Sun in Virgo, the Eight is light shone on the details. Its lesson is that mastery comes from deliberate practice, not from talent alone. When this card appears, choose one skill you want to master, give it regular practice time and note each small improvement. Remember, too, that striving for excellence is meant to make the work better, not to punish yourself. Knowing when something is good enough is part of being a professional.',
    imagery: 'A craftsman sits at his bench with hammer and chisel, intently carving a design into a pentacle. Finished coins already hang in a row on a wooden post beside him, and another waits at his feet. A town sits in the distance, but his eyes never leave the work in his hands. The row of near-identical coins is practice and accumulation; his focus is dedication to the craft; and the far-off town hints that honest skill will eventually earn him a place in the wider world.',
    areas: {
      love: {
        upright: 'You are willing to put in the work and show you care through actions. Learning and growing side by side makes the bond steadily stronger.',
        reversed: 'Work has swallowed all your attention and your partner feels it, or your time together has become routine. Plan something fresh to share.',
      },
      career: {
        upright: 'A great time to learn new skills, earn a qualification or focus on the project in hand. Your diligence will gradually become your reputation.',
        reversed: 'The spark has gone out of your work, or detail is dragging everything down. Reset your goals, and ask yourself whether you need a new challenge.',
      },
      wealth: {
        upright: 'Expertise and hard work steadily raise your income. Investing in your own skills is the most reliable bet you can make right now.',
        reversed: 'Income has plateaued, or long hours are not paying what they should. Work out what your time is worth and adjust how you work.',
      },
      health: {
        upright: 'Set up a regular training routine. With patient practice and gradual progress, your body will grow stronger bit by bit.',
        reversed: 'Long hours hunched at a desk, or overdoing it, are causing wear and strain. Get up and move at regular intervals, and see a doctor early about any pain.',
      },
    },
  },
  'pentacles-09': {
    keywords: { upright: ['self-sufficiency', 'abundance', 'grace', 'enjoying the rewards'], reversed: ['over-dependence', 'hollow success', 'living beyond your means', 'style over substance'] },
    upright: 'Through your own effort you have grown a garden that is entirely yours. The Nine of Pentacles is independence and abundance: financially self-sufficient, and with the taste to enjoy what life has to offer. You can slow down now, admire what you have built and savour your own company without guilt. That ease is the fruit of years of discipline and persistence.',
    reversed: 'On the surface you have it all, yet inside something feels empty. Or keeping up appearances has you overstretching and putting on a brave face. The reversed Nine can also mean relying too heavily on someone else, financially or emotionally, until you lose your own footing. Ask yourself whether the life you have is the one you actually want.',
    interpretation: 'Associated with Venus in Virgo, the Nine is abundance where beauty and order meet. Its lesson is that real wealth is not only what you own but whether you can enjoy it with an easy mind. Plenty of people work hard for years and never dare stop to reward themselves. When this card appears, set aside some time that is truly yours, and check that your independence rests on firm ground. Discipline brought you this far; learning to enjoy it will carry you further.',
    imagery: 'An elegantly dressed woman stands alone in a vineyard, her robe embroidered with flowers and the symbol of Venus. A hooded falcon perches on her gloved hand, nine pentacles hang among the vines around her, and a manor house stands in the distance. The ripe grapes are harvest; the hooded falcon is trained discipline and self-mastery; and her calm composure, alone yet content, shows that this abundance comes from her own work and her own choices.',
    areas: {
      love: {
        upright: 'You are enjoying the freedom of being single and know exactly what kind of partner you want. If attached, you keep your independence and sense of self within the relationship.',
        reversed: 'Clinging to a partner for security, or so self-contained that nobody can get close. Look for the balance between intimacy and independence.',
      },
      career: {
        upright: 'Work brings steady rewards and satisfaction, with more control over your own time. Freelancing or running your own business looks promising.',
        reversed: 'Your career looks impressive but feels unfulfilling, or you depend too much on one patron. Rethink how you actually want to work.',
      },
      wealth: {
        upright: 'Financially independent with a steady income, you can afford some of life’s finer things. Spend thoughtfully and your money will serve you for a long time.',
        reversed: 'Overspending to keep up appearances, or one fragile income stream. Review where the money goes and build yourself a safety net.',
      },
      health: {
        upright: 'Body and mind are in good shape. Relaxing hobbies such as gardening, walking or yoga help you enjoy the present moment.',
        reversed: 'Too much indulgence or too little restraint may be quietly taking a toll. Rebalance your food and sleep habits and keep up regular check-ups.',
      },
    },
  },
  'pentacles-10': {
    keywords: { upright: ['legacy', 'lasting wealth', 'stability', 'belonging'], reversed: ['family conflict', 'inheritance disputes', 'shaky foundations', 'stifling tradition'] },
    upright: 'This is a card about things that last. The Ten of Pentacles speaks of family legacy, wealth built up across generations and a place where you truly belong. Your efforts are not only for yourself; they are laying foundations for the people you love and for the years ahead. It is a good moment to think long term about family, property, tradition and what you want to leave behind.',
    reversed: 'There may be friction at home: arguments over money, an inheritance or how to live, or a feeling that family expectations are tying your hands. The reversed Ten also warns that finances or relationships that look rock-solid may be hiding cracks. Talk openly, and work out which traditions are worth protecting and which you can gently let go.',
    interpretation: 'Tied to Mercury in Virgo, the Ten is the wisdom of putting affairs in order so they can be handed on. Its lesson is that wealth and relationships both need long-term care and thoughtful arrangement. When this card appears, talk with your family about the future, sort out insurance, savings and important papers, and listen to your elders’ stories. What have you inherited, and what do you want to pass on? The answers will help you make choices with a longer horizon.',
    imagery: 'A white-haired elder sits beneath an archway in a richly patterned robe, two white dogs nestled beside him. On the other side of the arch a young couple talk while a child reaches out to touch one of the dogs. A family coat of arms hangs on the wall, and ten pentacles are arranged in the shape of the Tree of Life. Three generations together are continuity; the dogs are loyalty and protection; and the Tree of Life pattern suggests material abundance woven together with spiritual inheritance.',
    areas: {
      love: {
        upright: 'The relationship is heading toward commitment, perhaps marriage, meeting the family or building a home together. Family support makes the bond stronger still.',
        reversed: 'Relatives are meddling in your relationship, or you see family life very differently. Reach an understanding between the two of you first, then face everyone else together.',
      },
      career: {
        upright: 'Established organisations or a family business suit you now, and long-term effort brings a secure position and solid rewards.',
        reversed: 'A conservative workplace is limiting your growth, or family business interests are tangled up. Decide which path is truly yours.',
      },
      wealth: {
        upright: 'Your financial base is secure. A good time for long-range planning such as buying property, arranging insurance or saving for a child’s education.',
        reversed: 'Watch for family money disputes or inheritance problems. Where large sums are involved, bring in a lawyer, accountant or other professional.',
      },
      health: {
        upright: 'Family is a source of strength. It is also worth learning your family medical history and keeping up regular check-ups for the long haul.',
        reversed: 'Pressure at home may be affecting your mood and sleep. Give yourself some space, and if you feel unwell for a long time, see a doctor soon.',
      },
    },
  },
  'pentacles-11': {
    keywords: { upright: ['learning', 'practical dreams', 'new opportunity', 'steady first steps'], reversed: ['laziness', 'unrealistic ambitions', 'no plan', 'procrastination'] },
    upright: 'An opportunity worth taking seriously has appeared: a course, a new job, a plan you can cultivate over time. The Page of Pentacles is the grounded student, fascinated by the coin in his hands and happy to spend time understanding it. Begin with humility and focus, and this seed will eventually flower and bear fruit.',
    reversed: 'Plenty of ideas, very little action, or a wish to skip straight to the top without learning the basics. The reversed Page can also point to scattered studying, plans postponed again and again, or news that falls short of what you hoped. Break the big goal into small steps and start with the one you can finish today.',
    interpretation: 'The youngest face of earth, the Page represents practical dreams just beginning to sprout. Its lesson is that dreams need plans and plans need action. He is in no hurry to prove himself; he is absorbed in studying what he holds. When this card appears, choose a field you are willing to commit to for the long haul, draw up a simple plan for learning or saving, and keep a record as you go. Slow and steady really does get there sooner.',
    imagery: 'A young man stands in a meadow dotted with small flowers, holding a pentacle up in both hands and gazing at it intently, as if trying to see into its secrets. Behind him lie freshly ploughed fields, a small grove of trees and distant hills. Raising the coin shows how much he values knowledge and opportunity; the ploughed earth is groundwork already done; and his absorbed gaze is the patience and seriousness of a true learner.',
    areas: {
      love: {
        upright: 'Love grows slowly but sincerely, and you may meet someone dependable. Caring about the small everyday things speaks louder than sweet talk.',
        reversed: 'Not really committing, or keeping love safely in the realm of imagination. If you truly like someone, show it with actions.',
      },
      career: {
        upright: 'A great time to learn new skills, take an internship or start at ground level. Your eagerness to learn will be noticed and will set you up well.',
        reversed: 'Study habits have slackened, or your ambitions outrun your abilities. Let go of anxiety about results and get the basics right first.',
      },
      wealth: {
        upright: 'Start learning about money and build a saving habit. Track your spending or set up a small regular deposit, and grow your knowledge from there.',
        reversed: 'Money plans keep fizzling out, or you are easily swayed by hot tips. Learn the fundamentals before you invest in anything.',
      },
      health: {
        upright: 'Learn a little about nutrition or exercise and draw up a realistic health plan you can stick with, one small step at a time.',
        reversed: 'You know what to do but keep putting off starting. Begin with the smallest possible change, and ask a doctor or dietitian if you are unsure.',
      },
    },
  },
  'pentacles-12': {
    keywords: { upright: ['steadiness', 'responsibility', 'perseverance', 'method'], reversed: ['stagnation', 'stubbornness', 'excessive caution', 'dull routine'] },
    upright: 'You are not out to win any races, but every step you take is solid. The Knight of Pentacles is diligence, reliability and staying power. He is never the flashiest person in the room, yet he is the one you would trust with anything. Now is the time to work through your plan methodically, keep your promises and get the details right. Slow is fine; keep a steady pace and the finish line will come.',
    reversed: 'Steadiness has become stagnation. You may be stuck in an unchanging routine, knowing something needs to shift but never moving, or so set in your ways that you cannot hear other views. The reversed Knight can also mean dragging your feet or finding life dull and flat. Add a little novelty to your rhythm so caution does not harden into standing still.',
    interpretation: 'Carrying the earthy spirit of Virgo, the Knight cares about detail and results. His lesson is that reliability is a strength, but it should never become an excuse to avoid change. He works the same field day after day, and that perseverance is worth learning from. When this card appears, build a daily routine for your goal that you can sustain for the long term, and every so often check that the road still leads where you want to go.',
    imagery: 'An armoured knight sits astride a sturdy black horse that stands square and still, not galloping. He holds a pentacle in his hand and studies it closely. Behind him stretches a neatly ploughed field. The motionless horse is steadiness and patience; the ploughed field is hard work and preparation; and the way he contemplates the coin shows a man who weighs the worth of every step and never acts on a whim.',
    areas: {
      love: {
        upright: 'Love is steady and dependable. Your partner may not be great with words but shows care through practical actions: slow to warm, but worth trusting.',
        reversed: 'Things have gone flat, with little surprise or passion. Try something new together and bring some warmth back into everyday life.',
      },
      career: {
        upright: 'Work progresses steadily, and your reliability and care win people’s trust. Keep getting the details right and results will follow.',
        reversed: 'Work has become pure routine and progress is slow. Check whether you are being too cautious, and be open to new methods and challenges.',
      },
      wealth: {
        upright: 'Careful money management suits you: long-term saving and low-risk investments. Follow the plan and your wealth will grow steadily.',
        reversed: 'Excess caution may cost you opportunities, and procrastination leaves your finances unattended. Review your accounts regularly and do not leave money idle for years.',
      },
      health: {
        upright: 'A regular routine and consistent exercise will keep improving your health. Aim for steady, not fast.',
        reversed: 'Too little movement is making you sluggish. Start with a little activity each day, and if discomfort persists, see a doctor promptly.',
      },
    },
  },
  'pentacles-13': {
    keywords: { upright: ['nurturing', 'practicality', 'abundance', 'security'], reversed: ['self-neglect', 'overwork', 'money anxiety', 'controlling'] },
    upright: 'You have a gift for making life feel both warm and plentiful. The Queen of Pentacles is practical care: she keeps a comfortable home, manages money sensibly and looks after everyone around her. This is a good time to focus on the tangible details of daily life. Eat well, tidy your space, care for your body, and you may find that happiness has been hiding in the ordinary all along.',
    reversed: 'You may have poured everything into work and family and forgotten yourself entirely. Or anxiety about money and security has you fretting over everything and trying to control it all. The reversed Queen reminds you to look after yourself before looking after others. Your worth is not measured only by how much you give.',
    interpretation: 'Carrying the earthy energy of Capricorn, the Queen combines realism with tenderness. Her lesson is that caring is a skill, and it needs boundaries too. Real nurture leaves both you and others feeling grounded, rather than asking you to sacrifice yourself endlessly. When this card appears, ask what small thing you could do for yourself today: a proper meal, an early night, or a stretch of quiet time where nobody can reach you.',
    imagery: 'A queen sits in a lush garden on a throne carved with goats, fruit and cherubs. She looks down tenderly at the pentacle in her lap, roses trail from the bower above her, and in the lower right corner a small rabbit sits in the grass. The goats are Capricorn and practical endurance; the fruit and flowers are fertility and plenty; the rabbit is new life and abundance; and the way she cradles the coin shows her care for material things and for life itself.',
    areas: {
      love: {
        upright: 'You are a thoughtful, reliable partner who shows love through practical care. The relationship feels warm and secure, a good base for building a home.',
        reversed: 'Giving too much and neglecting yourself, or trying to control everything out of insecurity. Let your partner look after you for a change.',
      },
      career: {
        upright: 'Capable and down-to-earth, you balance efficiency with kindness and people rely on you. Roles involving resources, budgets or caring for a team suit you well.',
        reversed: 'Juggling work and home has left you exhausted. Set clear boundaries and hand some responsibilities to others.',
      },
      wealth: {
        upright: 'You have a real talent for managing money and planning for both today and tomorrow. A good time to set up a sound financial plan for the household.',
        reversed: 'Too much worry about money, or spending mainly to please others. Come back to what you genuinely need and budget accordingly.',
      },
      health: {
        upright: 'You are in good health. Cooking, gardening or time in nature will nourish body and mind and let you enjoy life’s natural rhythm.',
        reversed: 'Caring for everyone else has left your own health on the back burner. Eat regular meals, rest properly, and see a doctor if discomfort persists.',
      },
    },
  },
  'pentacles-14': {
    keywords: { upright: ['success', 'stability', 'abundant resources', 'dependable leadership'], reversed: ['greed', 'stubbornness', 'profit above all', 'extravagance'] },
    upright: 'You have found your footing in your field and have resources, experience and a good name behind you. The King of Pentacles is material success paired with mature responsibility. He knows how to make wealth grow and how to protect the people who depend on him. Now is the time to make decisions soberly and put your strength and resources behind goals with a long horizon.',
    reversed: 'Success can make a person rigid or greedy: fixated on profit, unwilling to take any risk, measuring everything in money. The reversed King may also point to financial mismanagement, lavish spending or losing your way once power arrives. Remind yourself that wealth is a tool, not the whole of life.',
    interpretation: 'Associated with Taurus, the King is earth at its steadiest and most mature. His lesson is that real wealth means using resources to create value and sharing it with others. He does not win by gambling but through years of patient cultivation and sound judgement. When this card appears, consider what resources you already have and how they could bring more lasting security to you and the people around you. Steady decisions are usually the ones that stand the test of time.',
    imagery: 'A king sits on a throne decorated with the heads of bulls, wearing a robe covered in grapevines, a sceptre in one hand and a pentacle resting on his knee beneath the other. Vines and fruit surround him, and a sturdy castle rises behind. The bulls are Taurus, stability and fertility; the grapevines are harvest and enjoyment; the castle is the enterprise and security he has built; and the armour glimpsed beneath his robe shows that his abundance is backed by the strength to defend it.',
    areas: {
      love: {
        upright: 'A mature, stable relationship with a dependable partner who wants to provide for your shared future. A good time to talk seriously about long-term commitment.',
        reversed: 'Too much weight on money or control and too little emotional connection. Do not let gifts or spending stand in for time and attention.',
      },
      career: {
        upright: 'Success at work; leadership, running a business or managing resources all suit you. Your steadiness and judgement earn wide respect.',
        reversed: 'Your management style has grown rigid, or you are chasing short-term gains. Listen to your team and do not let power cloud your judgement.',
      },
      wealth: {
        upright: 'Finances are solid, and investing and managing assets come easily to you. Plan for the long term and let your wealth grow steadily.',
        reversed: 'Beware risks born of greed, or spending without restraint. Before any major financial decision, get professional advice.',
      },
      health: {
        upright: 'Your constitution is robust. Keep regular meals and sleep and you will stay in good shape with energy to spare.',
        reversed: 'Rich dinners, overindulgence or years of putting work first are catching up with you. Ease off, keep up regular check-ups and see a doctor about any discomfort.',
      },
    },
  },
};
