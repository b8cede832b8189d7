import type { CardBodyTable } from '../../types';

export const cups: CardBodyTable = {
  'cups-01': {
    keywords: { upright: ['new love', 'open heart', 'nourishment', 'joy'], reversed: ['bottled-up feelings', 'blocked giving', 'emptiness', 'shutting down'] },
    upright: 'A brimming cup is being offered to you: new love, a new friendship or a feeling you had almost forgotten is flowing back into your life. The Ace of Cups invites you to open your heart, to let yourself love and be loved. Softness right now is not weakness; it is the door happiness walks through.',
    reversed: 'The cup is still there, but nothing pours from it. Perhaps you are holding your feelings too tightly, or giving a great deal without being seen, and feel hollow inside. The reversed Ace asks you to tend your own feelings first: cry if you need to, say it out loud, and the spring will start to flow again.',
    interpretation: 'As the root of water, this Ace is the source of feeling, intuition and love. Its lesson is that love has to move: it must be given and also received. When it appears, notice the small things that have warmed you lately and say thank you; ask yourself, too, whether you have been turning kindness away.',
    imagery: 'A hand reaches from a cloud holding an overflowing golden cup. Five streams fall from its rim into a pool of lotus flowers, while a white dove dives toward the cup carrying a wafer. The overflowing water is feeling without end; the dove is peace and blessing from above; the lotuses show emotion blossoming in the real world.',
    areas: {
      love: {
        upright: 'A new crush, or fresh tenderness in an existing bond. Say how you feel honestly and it will be answered.',
        reversed: 'Feelings left unsaid, or a love that has become tiring. Look after your own heart before giving more.',
      },
      career: {
        upright: 'Moments at work where you feel appreciated. Good for people-facing or creative tasks.',
        reversed: 'Going through the motions without heart. Find the part of the job you can truly care about.',
      },
      wealth: {
        upright: 'A small windfall or help from someone who cares. Spend on what genuinely makes you happy.',
        reversed: 'Emotional spending lets money slip away quietly. When you are sad, stay away from the shopping cart.',
      },
      health: {
        upright: 'Body and mind begin to relax and feel nourished. Drink water, rest, let your body soften too.',
        reversed: 'Pent-up feelings can turn into physical fatigue. Talk to someone or keep a journal, and seek professional help if it lingers.',
      },
    },
  },
  'cups-02': {
    keywords: { upright: ['mutual attraction', 'partnership', 'connection', 'reconciliation'], reversed: ['imbalance', 'misunderstanding', 'drifting apart', 'a rift'] },
    upright: 'Two people raise their cups to each other and their hearts meet. The Two of Cups stands for an equal, respectful connection: the start of a romance, a partnership built on understanding, or a close friendship. The sincerity you offer comes back to you at the same warmth.',
    reversed: 'A bond that used to feel easy has developed a crack: one side gives more, or a misunderstanding has crept in. The reversed Two asks you to pause, really listen to the other person and say plainly what you think, before a small gap becomes a real distance.',
    interpretation: 'The Two of Cups is Venus in Cancer, a card of love and connection. Its lesson is balance: a healthy relationship is not one person giving way to the other, but both being seen. When it appears, consider whether you are being honest in the relationships that matter, and whether you give the other person the same room.',
    imagery: 'A man and a woman face each other, each holding a cup as if exchanging vows. Above them rises a caduceus, two snakes entwined around a staff, crowned with a winged lion’s head. The caduceus stands for communication and healing, the lion for passion lifted into a higher love, and their level gaze for equality and respect.',
    areas: {
      love: {
        upright: 'A lovely time for confessions, dates or making it official. Couples will feel closer.',
        reversed: 'An imbalance or misunderstanding needs an honest talk before silence sets in.',
      },
      career: {
        upright: 'Collaboration flows; good for contracts, alliances and finding like-minded partners.',
        reversed: 'Disagreements or unequal effort in a partnership. Clarify roles and rewards.',
      },
      wealth: {
        upright: 'Money made together goes well; joint ventures start on a good footing.',
        reversed: 'Relationships and money get tangled. Think twice before lending to friends or family.',
      },
      health: {
        upright: 'You feel at ease with someone close, and your body follows your calm mood.',
        reversed: 'Relationship stress is affecting your sleep. Give yourself quiet time alone.',
      },
    },
  },
  'cups-03': {
    keywords: { upright: ['celebration', 'friendship', 'reunion', 'joy'], reversed: ['overindulgence', 'cliques', 'a third party', 'fickle company'] },
    upright: 'Three friends laugh and raise their cups: there is something worth celebrating. The Three of Cups brings reunions, friendship and shared happiness, whether a party, good news or a circle of people who truly get you. Enjoy it fully, and pass the joy around.',
    reversed: 'Behind the fun something is off: too much food and drink, gossip within a clique, or a third person entering a relationship. The reversed Three asks which company truly feeds you and which only drains you, and suggests turning the volume down a little.',
    interpretation: 'The Three of Cups is Mercury in Cancer, feeling that flows through a group. Its lesson is that joy needs sharing, and also a sense of measure. When it appears, get in touch with a friend you have not seen for a while or congratulate someone wholeheartedly, and notice whether you are using the noise to escape a feeling.',
    imagery: 'Three women dance in a circle in a harvest field, lifting their cups high, with pumpkins and grapes at their feet. Their steps are light and their dresses all different colours. The harvest is the reward after hard work, the circle is mutual support, and the varied colours show that real friendship makes room for difference.',
    areas: {
      love: {
        upright: 'Social life sparkles and a party may bring someone special. Couples do well going out together.',
        reversed: 'Beware flirtation that gets complicated, and do not let friends decide your love life.',
      },
      career: {
        upright: 'Teamwork is a pleasure and a milestone deserves celebrating. Good for team events.',
        reversed: 'Office cliques and rumours distract you. Stick to your own work.',
      },
      wealth: {
        upright: 'A bonus or small gain; celebrate with friends, but do not overspend.',
        reversed: 'Social outings and obligations are costing more than you think.',
      },
      health: {
        upright: 'A happy mood helps your health; exercising with friends is a good idea.',
        reversed: 'Food and drink easily go too far. Give your stomach a rest.',
      },
    },
  },
  'cups-04': {
    keywords: { upright: ['apathy', 'contemplation', 'discontent', 'missed chances'], reversed: ['renewed interest', 'accepting an offer', 'leaving a slump', 'awakening'] },
    upright: 'Nothing in front of you seems to spark any interest, and something always feels missing. The Four of Cups shows weariness and turning inward: maybe you are re-evaluating your life, maybe you are simply tired. Look around; there may be a kindness or opportunity you have been overlooking.',
    reversed: 'You are lifting your head from the low mood and are willing to look at the world again. Reversed, the Four means moving out of stagnation, saying yes to an invitation you turned down, or finally understanding what you really want. Take it step by step.',
    interpretation: 'The Four of Cups is the Moon in Cancer, feelings ebbing inward like a tide. Its lesson is that reflection helps, but apathy can lock you in. When it appears, write down three small things you are grateful for today, and try saying yes to one new invitation.',
    imagery: 'A young man sits cross-legged under a tree, arms folded, staring at three cups on the grass before him. A hand reaches from a cloud offering a fourth cup, but he does not notice. Folded arms mean defensiveness, the three cups what he has but no longer values, and the cup from the cloud the chance he is missing.',
    areas: {
      love: {
        upright: 'Love feels flat or uninspiring. Before dismissing it, ask what is really missing.',
        reversed: 'Interest returns; you are open to meeting someone or giving the relationship another go.',
      },
      career: {
        upright: 'Burnout at work and chances slipping by. Pause to rethink your direction, but do not give up.',
        reversed: 'New ideas and energy arrive; a good time to accept the offer you hesitated over.',
      },
      wealth: {
        upright: 'Little enthusiasm for planning money, so good opportunities pass you by.',
        reversed: 'You reorganise your finances and spot income you had overlooked.',
      },
      health: {
        upright: 'Low energy and tiredness call for a better routine. If the low mood lasts, talk to someone or see a doctor.',
        reversed: 'You are coming back up; ease into exercise and a steady rhythm.',
      },
    },
  },
  'cups-05': {
    keywords: { upright: ['loss', 'regret', 'grief', 'dwelling on the past'], reversed: ['letting go', 'acceptance', 'moving on', 'finding hope'] },
    upright: 'You are grieving something lost: a relationship, an opportunity, an expectation that came to nothing. The Five of Cups honours that sadness as real, and also reminds you that two cups are still standing behind you. Let yourself be sad, but do not forget what is still worth treasuring.',
    reversed: 'You are beginning to let the regret go and slowly turn around to see what remains. Reversed, the Five means healing and acceptance, forgiving yourself and others. The past cannot change, but you can choose where to go from here.',
    interpretation: 'The Five of Cups is Mars in Scorpio, deep loss and the settling of strong feeling. Its lesson is that grief has to be lived through, not skipped. When it appears, give yourself time to mourn, and count the people and things that still stand by you.',
    imagery: 'A figure in a black cloak stands with head bowed before three spilled cups, their contents running across the ground; behind him two cups still stand upright. In the distance a river flows beneath a bridge leading to a castle. The cloak is mourning, the spilled cups what is lost, and the two cups and the bridge a reminder that hope and a way forward remain.',
    areas: {
      love: {
        upright: 'Sadness over a breakup or disappointment, and a pull toward the past. Take time, but do not close your heart.',
        reversed: 'The hurt is easing; you can face the past calmly and trust love again.',
      },
      career: {
        upright: 'A setback or failed plan. Before blaming yourself, look at what resources you still have.',
        reversed: 'You learn from the failure and find your direction; review, then start again.',
      },
      wealth: {
        upright: 'A loss or poor investment. Do not chase it by throwing in more money.',
        reversed: 'The losses stop and you manage money more carefully.',
      },
      health: {
        upright: 'Low mood is weighing on your body; watch sleep and meals. If grief lasts too long, seek professional support.',
        reversed: 'Your mood lifts slowly and your body follows.',
      },
    },
  },
  'cups-06': {
    keywords: { upright: ['nostalgia', 'innocence', 'childhood', 'an old flame'], reversed: ['living in the past', 'refusing to grow', 'old wounds reopened', 'looking ahead'] },
    upright: 'Sweet memories come flooding back: an old friend getting in touch, a visit to a familiar place, a simple act of kindness. The Six of Cups brings warmth and innocence, reminding you to find the inner child who was happy so easily, and to love in simple ways.',
    reversed: 'You may be too caught up in the past, comparing today with old memories or unable to let old people and events go. Reversed, the Six can also mean you are finally ready to say goodbye to the past, grow up a little and look at the present and the future.',
    interpretation: 'The Six of Cups is the Sun in Scorpio, the warm glow of emotional memory. Its lesson is that memories can nourish you but should not trap you. When it appears, contact an old friend or do something you loved as a child, and also ask what kind of life you want now.',
    imagery: 'In a quiet courtyard a small boy hands a little girl a cup filled with white flowers, with five more flower-filled cups around them. Behind stand old houses, and a guard walks away. The children are innocence and goodwill, the flowers happy memories, and the departing guard a sign that in a safe place the heart can lower its defences.',
    areas: {
      love: {
        upright: 'An ex may reappear, or you and your partner remember how you first met. Simple affection wins hearts.',
        reversed: 'Stop comparing the present with the past, or you will miss the person in front of you.',
      },
      career: {
        upright: 'Working again with former colleagues or clients; past experience pays off.',
        reversed: 'Clinging to old methods leaves you out of step with what is new.',
      },
      wealth: {
        upright: 'Help from family or an old debt repaid; money spent on home is well spent.',
        reversed: 'Sentiment or obligations are costing too much. Spend with a clear head.',
      },
      health: {
        upright: 'Familiar routines help you relax; a visit home could restore you.',
        reversed: 'Old habits or hurts affect your health. Try building new, healthier ones.',
      },
    },
  },
  'cups-07': {
    keywords: { upright: ['fantasy', 'too many options', 'daydreams', 'temptation'], reversed: ['back to reality', 'seeing clearly', 'making a choice', 'waking up'] },
    upright: 'Countless options seem to float before you, each one glittering. The Seven of Cups shows a rich imagination that can easily get lost: dreams are beautiful, but not every one is workable. Sort out what you truly want from what is merely a passing fantasy.',
    reversed: 'The mist is lifting and you begin to see clearly, no longer dazzled by surfaces. Reversed, the Seven means waking from daydreams, making a practical choice and being willing to act on it.',
    interpretation: 'The Seven of Cups is Venus in Scorpio, where desire and imagination tangle. Its lesson is that dreams need solid ground. When it appears, write your wishes down, ask of each one what you would be willing to give for it, then choose one and begin.',
    imagery: 'A figure seen from behind stands before a cloud in which seven cups float, holding a head, a veiled figure, a snake, a castle, jewels, a laurel wreath and a dragon. Each cup is a temptation or a dream, fame, riches, love, danger, and the clouds show that none of them is real yet: they have to be told apart.',
    areas: {
      love: {
        upright: 'Too many fantasies about love, or attraction to several people at once. See who someone really is before diving in.',
        reversed: 'You wake from unrealistic expectations and see the relationship as it is.',
      },
      career: {
        upright: 'Too many ideas and too little focus; beware grand projects with no substance. Pick the most workable one.',
        reversed: 'Direction becomes clear at last; you move from dreaming to doing.',
      },
      wealth: {
        upright: 'Watch out for tempting investments or get-rich-quick offers; they may well be traps.',
        reversed: 'You see through dubious money schemes and return to a steady plan.',
      },
      health: {
        upright: 'Irregular habits and scattered attention; watch escapes like late nights and endless scrolling.',
        reversed: 'You start listening to your body and adjust how you live.',
      },
    },
  },
  'cups-08': {
    keywords: { upright: ['walking away', 'seeking meaning', 'letting go', 'turning a corner'], reversed: ['indecision', 'fear of change', 'turning back', 'aimless drifting'] },
    upright: 'You have realised that what you have no longer satisfies you inside, even if it looks fine from the outside. The Eight of Cups is the courage to leave: a relationship, a job or a way of life, in search of deeper meaning. Leaving is not easy, but you know you must go.',
    reversed: 'You want to go but dare not, or you left and keep looking back. Reversed, the Eight can also mean drifting aimlessly to avoid something. Ask yourself: are you seeking something, or simply running from something?',
    interpretation: 'The Eight of Cups is Saturn in Pisces, feeling settling into a search for meaning. Its lesson is that some letting go is how you become more whole. When it appears, honestly assess what no longer fits you, and allow yourself a gentle goodbye.',
    imagery: 'Under the moon, a figure in a red cloak leans on a staff and turns away from eight neatly stacked cups, heading toward distant mountains. The moon shows both a full and a crescent face. The stacked cups are feelings invested in the past, the journey a search for higher meaning, and the moon a sign that this road is walked by intuition.',
    areas: {
      love: {
        upright: 'You realise this relationship no longer lets you grow and may step away, for good or for now.',
        reversed: 'Torn between leaving and staying; going back and forth only exhausts you. Give yourself a clear answer.',
      },
      career: {
        upright: 'Work has lost its meaning; you are thinking about a new field or direction.',
        reversed: 'Wanting to change jobs but never acting, or quitting on impulse with no plan.',
      },
      wealth: {
        upright: 'Willing to give up short-term gain for a longer-term goal; a good time to rethink money.',
        reversed: 'Indecision about finances wastes opportunities between two options.',
      },
      health: {
        upright: 'You need to step back from a draining environment and give yourself time to recover.',
        reversed: 'Ignoring your body’s warnings solves nothing; if a check-up is due, go.',
      },
    },
  },
  'cups-09': {
    keywords: { upright: ['wishes granted', 'contentment', 'enjoyment', 'self-satisfaction'], reversed: ['never satisfied', 'smugness', 'hollow pleasure', 'wishes unfulfilled'] },
    upright: 'This is the wish card: what you hoped for is likely to come true, and you feel deeply satisfied. The Nine of Cups encourages you to enjoy what you have achieved, treat yourself and be proud of your effort.',
    reversed: 'The wish seems to have come true, yet something still feels unsatisfied; or you have grown smug and indulgent. Reversed, the Nine asks you to tell real happiness from surface satisfaction, and not to pin your joy on things alone.',
    interpretation: 'The Nine of Cups is Jupiter in Pisces, abundance in feeling and in the material world. Its lesson is that contentment comes from appreciation. When it appears, list the small wishes that have come true lately and thank yourself, then think about what would bring you real happiness next.',
    imagery: 'A well-dressed man sits contentedly on a wooden bench with his arms folded. Behind him, on a curved table draped in blue, nine golden cups stand in a neat row. His face is confident and satisfied. The arc of cups is fulfilment, the folded arms pride in what he has achieved, and the bright yellow background joy and optimism.',
    areas: {
      love: {
        upright: 'Wishes come true in love: singles may meet their ideal, couples feel sweet and content.',
        reversed: 'Asking too much of love, or caring only about appearances, makes real satisfaction hard to find.',
      },
      career: {
        upright: 'Goals reached, with recognition or a reward; treat yourself a little.',
        reversed: 'Resting on your laurels and ignoring problems that are brewing.',
      },
      wealth: {
        upright: 'Good fortune with money; income is steady, even with a bonus.',
        reversed: 'Splashing out just for pleasure. Keep an eye on the budget.',
      },
      health: {
        upright: 'You feel well; enjoy good food and leisure, in moderation.',
        reversed: 'Overindulgence affects your health. Watch weight and sleep.',
      },
    },
  },
  'cups-10': {
    keywords: { upright: ['family happiness', 'fulfilment', 'harmony', 'belonging'], reversed: ['family conflict', 'a harmonious facade', 'different values', 'distance'] },
    upright: 'A rainbow arcs across the sky and your loved ones are close. The Ten of Cups is emotional fulfilment: a harmonious home, a settled relationship, a sense of belonging. Give your time to the people you love and let yourself feel how loved you are.',
    reversed: 'Everything looks fine on the surface, but there is tension underneath; or family members hold such different values that real talk is hard. Reversed, the Ten reminds you that happiness is kept alive by honest conversation, not by keeping up a perfect picture.',
    interpretation: 'The Ten of Cups is Mars in Pisces, the happy ending of the journey of feeling. Its lesson is that happiness is not a finish line but daily care. When it appears, plan a family dinner or a date with your partner and say your thanks out loud.',
    imagery: 'A couple stand embracing, arms raised to a rainbow bearing ten golden cups, while two children dance hand in hand beside them. A house and a river lie in the distance. The rainbow is blessing and promise, the dancing children a family’s joy, and the peaceful home the place where the heart belongs.',
    areas: {
      love: {
        upright: 'Stable, happy love; a good time to talk about the future or meet the family. Singles may meet someone to share a life with.',
        reversed: 'Hidden tension in the relationship; outward harmony is not true happiness. Talk honestly.',
      },
      career: {
        upright: 'A warm work environment where the team supports each other like family.',
        reversed: 'Work and home are hard to balance, or the team is polite on the surface but divided.',
      },
      wealth: {
        upright: 'Household finances are steady; plan for the long term, such as a home or savings.',
        reversed: 'Household spending causes disagreements. Put the money question on the table.',
      },
      health: {
        upright: 'Family support keeps you calm and healthy.',
        reversed: 'Family pressure affects your mood and sleep. Remember to look after yourself.',
      },
    },
  },
  'cups-11': {
    keywords: { upright: ['good news', 'sensitivity', 'creativity', 'a tender gesture'], reversed: ['moodiness', 'immaturity', 'fantasy', 'bad news'] },
    upright: 'A gentle surprise is on its way: a confession, some good news, or a sudden creative idea. The Page of Cups brings a child’s curiosity and sensitivity, encouraging you to trust your intuition and express what you feel.',
    reversed: 'Moods swing and small things hurt, or tempers flare; or a message you were waiting for does not arrive. Reversed, the Page reminds you that sensitivity is a gift, but one you need to look after rather than be ruled by.',
    interpretation: 'The Page of Cups carries the element of water in its purest, youngest form: an apprentice in the world of feeling. Its lesson is to feel with an open heart and learn to turn feeling into action. When it appears, write a little poem, draw something, or simply tell someone you miss them.',
    imagery: 'A young man in a flowered tunic stands by the sea holding a golden cup from which a small fish peeks out; he gazes at it with curiosity. Waves roll behind him. The fish is sudden inspiration and intuition, his curious look an open heart, and the sea the deep world of emotion.',
    areas: {
      love: {
        upright: 'A confession or flirtatious signal may come; express yourself gently and sincerely.',
        reversed: 'Moodiness or too much dependence on the other person’s response leaves you anxious.',
      },
      career: {
        upright: 'Creative ideas flow; good for design, writing and imaginative work.',
        reversed: 'An immature attitude at work, or emotions clouding judgement.',
      },
      wealth: {
        upright: 'A small unexpected gain or good news, though not a large sum.',
        reversed: 'Impulse buys, or managing money by feel alone.',
      },
      health: {
        upright: 'Feelings and body are closely linked; a cheerful mood helps your health.',
        reversed: 'Mood swings affect appetite and sleep; try journaling to let feelings out.',
      },
    },
  },
  'cups-12': {
    keywords: { upright: ['romance', 'pursuit', 'an invitation', 'idealism'], reversed: ['unrealistic', 'moody', 'insincere', 'avoiding commitment'] },
    upright: 'A knight approaches slowly, holding out a cup and bringing a romantic invitation or a poetic proposal. The Knight of Cups means following your heart toward something beautiful: a love affair, an artistic project or a journey full of feeling.',
    reversed: 'Romance has turned into talk: promises sound lovely but action never comes, or feelings arrive fast and leave just as fast. Reversed, the Knight asks you to look at the truth behind sweet words, and not to live only in your imagination.',
    interpretation: 'The Knight of Cups corresponds to Pisces, feeling that moves in search of an ideal. Its lesson is to give romance some solid ground. When it appears, take one concrete step toward the dream in your heart: sign up for a class, or invite that person to meet.',
    imagery: 'A knight in silver armour rides a white horse at a slow walk, holding a golden cup level before him; his helmet and heels bear wings. A stream runs ahead. The slow white horse is gentleness and calm, the level cup a heart offered sincerely, the wings imagination and ideals, and the stream the feelings still to be crossed.',
    areas: {
      love: {
        upright: 'A romantic pursuit or date invitation may arrive; love takes on a poetic glow.',
        reversed: 'The other person may be all talk, or you are the one hesitating over commitment.',
      },
      career: {
        upright: 'Good for creative proposals and for art, design or service work.',
        reversed: 'Plenty of ideas but little follow-through; enthusiasm fades fast.',
      },
      wealth: {
        upright: 'A chance to earn from a passion, but it needs planning.',
        reversed: 'Spending too much on romance or ideals. Live within your means.',
      },
      health: {
        upright: 'A light mood helps recovery; try gentle exercise like yoga or swimming.',
        reversed: 'Mood swings affect your health; watch drinking and late nights.',
      },
    },
  },
  'cups-13': {
    keywords: { upright: ['gentleness', 'empathy', 'intuition', 'care'], reversed: ['emotional dependence', 'overgiving', 'oversensitivity', 'losing yourself'] },
    upright: 'You are gentle and perceptive, able to sense feelings others leave unspoken. The Queen of Cups is mature love and empathy: caring for others while listening to your own inner voice. Trust your intuition; it is showing you the way.',
    reversed: 'You give too much to others and forget yourself, or your feelings are so full that other people’s joys and sorrows sweep you along. Reversed, the Queen asks you to set boundaries: kindness is precious, but be kind to yourself first.',
    interpretation: 'The Queen of Cups corresponds to Cancer, the purest and deepest expression of feeling. Its lesson is that after empathy you must come back to yourself. When it appears, give yourself some quiet time, a bath or music, and ask what you truly need right now.',
    imagery: 'A queen sits on a throne at the water’s edge, holding an ornate lidded golden cup in both hands and gazing at it intently. Little angels are carved on the throne, and coloured pebbles and seawater lie at her feet. The closed cup is deep feeling and intuition, her gaze reflection, and the water lapping at her feet her closeness to the world of emotion.',
    areas: {
      love: {
        upright: 'Love is full of tenderness and understanding; a good time to show care and deepen the bond.',
        reversed: 'Giving so much in love that you lose yourself, or leaning on your partner emotionally.',
      },
      career: {
        upright: 'Well suited to work needing empathy: counselling, teaching, nursing or design.',
        reversed: 'Colleagues’ moods affect you too much and leave you drained.',
      },
      wealth: {
        upright: 'When following your gut on money, double-check it with reason.',
        reversed: 'Lending out of softness or spending on feelings; keep your boundaries.',
      },
      health: {
        upright: 'Care for your emotional health and rest well; your body will relax too.',
        reversed: 'Emotional drain is affecting your body; seek professional support if needed.',
      },
    },
  },
  'cups-14': {
    keywords: { upright: ['emotional maturity', 'generosity', 'calm', 'wisdom'], reversed: ['suppressed feelings', 'manipulation', 'coldness', 'volatility'] },
    upright: 'You can stay calm in a storm, understanding others while keeping hold of yourself. The King of Cups is emotional maturity and generosity: not drowned by feeling, nor denying it. Your gentleness and steadiness make the people around you feel safe.',
    reversed: 'Calm on the surface, with a great deal held down inside; or feelings handled through coldness and control. Reversed, the King reminds you that maturity does not mean never expressing feelings, but facing them honestly and kindly.',
    interpretation: 'The King of Cups corresponds to Scorpio, a leader able to master deep emotion. Its lesson is to balance reason and feeling. When it appears and conflict arises, take a deep breath first, then state your needs in a steady voice.',
    imagery: 'A king sits on a stone throne floating on a rough sea, a cup in one hand and a sceptre in the other, his expression calm. A fish leaps from the water on one side and a ship sails on the other. The rough sea is complex emotion, the king’s calm his mastery of it, and the fish and ship show him moving freely between feeling and practical life.',
    areas: {
      love: {
        upright: 'A mature, steady partner or relationship built on understanding; good for the long term.',
        reversed: 'Suppressed feelings or a cold war, one person controlling through distance. Talk sincerely.',
      },
      career: {
        upright: 'Well suited to managing or mediating, leading the team gently.',
        reversed: 'Hiding feelings at work for too long, or dealing with a manipulative boss or colleague.',
      },
      wealth: {
        upright: 'Steady money management; you handle financial issues calmly.',
        reversed: 'Emotions sway your money decisions; avoid big choices when upset.',
      },
      health: {
        upright: 'Balance of body and mind; emotional stability supports your health.',
        reversed: 'Long-suppressed emotions can affect the body; learn to let pressure out.',
      },
    },
  },
};
