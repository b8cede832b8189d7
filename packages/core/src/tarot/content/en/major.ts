import type { CardBodyTable } from '../../types';

export const major: CardBodyTable = {
  'major-00': {
    keywords: { upright: ['new beginnings', 'spontaneity', 'trust', 'a leap of faith'], reversed: ['recklessness', 'naivety', 'fear of the leap', 'poor judgement'] },
    upright: 'A blank page lies open in front of you, and you do not need every answer before you begin. The Fool is the traveller with a light pack and an open heart, ready to say yes to the road. A new chapter, a move, a career change or a simple experiment is calling. Curiosity is your best compass right now. Trust that you will learn what you need along the way.',
    reversed: 'The urge to jump is there, but something is off. Either you are rushing ahead without checking where your feet will land, or you are standing at the edge so long that the moment is slipping past. The reversed Fool asks for honesty: is this freedom you are chasing, or just escape? And is your caution protecting you, or keeping you small?',
    interpretation: 'Numbered zero, the Fool stands both outside and at the start of the journey the other twenty-one cards describe. It carries the element of air, and in modern practice Uranus, the planet of sudden freedom. Its lesson is beginner’s mind: the willingness to not yet know. Experience is valuable, but it can also harden into fear. When the Fool appears, ask where you have stopped letting life surprise you, then take one step you cannot fully plan, while keeping an eye on the ground beneath you.',
    imagery: 'A young traveller in a bright patterned tunic steps towards the edge of a cliff, face tilted to the sky, a small bundle slung over one shoulder on a staff. He holds a white rose, and a little white dog leaps at his heels. A pale sun shines behind him and snowy peaks rise in the distance. The cliff is the unknown; the white rose is innocence and pure intent; the dog is instinct, warning or urging him on; the mountains are the long journey of experience still ahead.',
    areas: {
      love: {
        upright: 'Something fresh and unplanned may be starting, light and full of possibility. Enjoy it without rushing to define it too soon.',
        reversed: 'Be careful of diving in headfirst, or of keeping things so casual that no one knows where they stand. Freedom works best alongside honesty.',
      },
      career: {
        upright: 'A new path, a new field or an unconventional opportunity is opening up. Your openness is an asset, so say yes and learn quickly.',
        reversed: 'A bold move without research could leave you exposed. Keep the adventurous spirit, but check the details before you hand in any notice.',
      },
      wealth: {
        upright: 'Fine for a small experiment, such as a side project or a new way of managing money. Keep the stakes light while you learn the ropes.',
        reversed: 'Impulsive spending or a gamble on something you barely understand could cost you. Set aside a safety net before taking any leap.',
      },
      health: {
        upright: 'A lovely time to try a new activity purely for fun. Fresh air, travel and play can recharge you more than you expect.',
        reversed: 'Carelessness could lead to small accidents or skipped basics. Slow down, watch your step, and do not ignore signals your body is sending.',
      },
    },
  },
  'major-01': {
    keywords: { upright: ['willpower', 'skill', 'manifestation', 'resourcefulness'], reversed: ['manipulation', 'scattered energy', 'untapped talent', 'trickery'] },
    upright: 'Everything you need is already on the table. The Magician says you have the skills, the tools and the focus to turn an idea into something real, so stop waiting for permission. This is a card of action and clear intention: decide what you want, gather what you have, and start shaping it. Your words carry weight right now, and so do your choices. Use both on purpose.',
    reversed: 'The talent is there, but it is leaking away. Maybe you are juggling too many things to finish any of them, or doubting yourself so much that your abilities sit unused. The reversed Magician can also warn of smoke and mirrors: someone, perhaps even you, bending the truth to get a result. Come back to honest intention and focus on one thing at a time.',
    interpretation: 'Ruled by Mercury, the Magician is the messenger between ideas and the material world: communication, skill and quick thinking. Its lesson is that power comes from alignment. When what you think, say and do point in the same direction, things start to move. When this card appears, name one clear goal, list the resources you already hold, and take the first concrete step today. Be mindful of how you use your influence, because the Magician’s gifts work just as well for deception as for creation.',
    imagery: 'A young man in a white robe and red cloak stands at a table, one hand raising a wand to the sky, the other pointing to the earth. On the table lie a cup, a sword, a pentacle and a wand, the four suits of the tarot. An infinity sign floats above his head, a snake-like belt circles his waist, and roses and lilies grow around him. The gesture says “as above, so below”, channelling inspiration into form; the four tools are every element at his command; the infinity sign is limitless potential; the flowers balance desire with purity.',
    areas: {
      love: {
        upright: 'You are charming and persuasive, and this is a good time to make the first move or say exactly what you want. Be sincere and it will land.',
        reversed: 'Watch for games, mixed signals or someone who talks better than they act. Let actions, not smooth words, tell you where you stand.',
      },
      career: {
        upright: 'Excellent for pitching, launching, negotiating or learning a new skill. You have more leverage than you think, so use it.',
        reversed: 'Your abilities feel underused, or you are spread across too many tasks. Narrow your focus and be wary of deals that sound too clever.',
      },
      wealth: {
        upright: 'Your skills can turn into income, so think about how to put them to work. A practical plan now can pay off well.',
        reversed: 'Be cautious of slick schemes and promises of quick money. Read the fine print and trust numbers over sales talk.',
      },
      health: {
        upright: 'Your mind and body respond well to intention. Set a specific, realistic wellbeing goal and you will likely stick to it.',
        reversed: 'Nervous energy and overthinking may be wearing you out. Ground yourself with regular meals, sleep and time away from screens.',
      },
    },
  },
  'major-02': {
    keywords: { upright: ['intuition', 'inner knowing', 'mystery', 'stillness'], reversed: ['ignored instincts', 'secrets', 'disconnection', 'confusion'] },
    upright: 'Not everything needs to be said out loud or decided right now. The High Priestess invites you to get quiet and listen to the part of you that already knows. There may be more going on beneath the surface than anyone is admitting, and your intuition is picking up on it. Trust the subtle signals, give answers time to surface, and resist the pressure to act before you are ready.',
    reversed: 'You may be tuning out your gut feelings, drowning them in noise, busyness or other people’s opinions. Or something is being hidden, by someone else or by you from yourself. The reversed High Priestess says the answer is not out there in more advice. Step back, make some space, and let yourself hear what you have been avoiding.',
    interpretation: 'Ruled by the Moon, the High Priestess guards the threshold between the conscious and the unconscious. Her lesson is receptivity: some knowledge only arrives when you stop chasing it. Dreams, hunches, repeated coincidences and quiet discomfort are all forms of information. When she appears, make room for stillness each day, whether journaling, walking alone or simply sitting without your phone, and pay attention to what rises. Not every mystery needs solving at once; some need to be lived with a while.',
    imagery: 'A serene woman in blue robes sits between two pillars, one black marked B and one white marked J, the pillars of Solomon’s temple. She wears a crown shaped like the phases of the moon, holds a partly hidden scroll marked TORA, and a crescent moon lies at her feet. Behind her hangs a veil embroidered with pomegranates, through which water can be glimpsed. The pillars are opposites held in balance; the scroll is hidden wisdom; the veil and water suggest the deep unconscious she guards; the pomegranates speak of fertility and secret knowledge.',
    areas: {
      love: {
        upright: 'There is more beneath the surface here, feelings unspoken or a connection still unfolding. Trust what you sense and let things reveal themselves.',
        reversed: 'Secrets or emotional distance are creating confusion. If something feels off, gently ask rather than filling the silence with guesses.',
      },
      career: {
        upright: 'Observe before you act. Keep your plans close for now, read the room carefully, and trust your instinct about people and timing.',
        reversed: 'Missing information or office politics may be clouding the picture. Get the facts in writing and listen to your unease.',
      },
      wealth: {
        upright: 'Quiet, careful decisions suit you now. If a financial move does not feel right, wait until you understand it fully.',
        reversed: 'Hidden costs or unclear terms could catch you out. Check statements and contracts closely before committing to anything.',
      },
      health: {
        upright: 'Your body is sending subtle messages, so listen to them. Rest, quiet and regular rhythms will serve you well.',
        reversed: 'Ignoring small signs can let stress build up. If something feels wrong and does not pass, check in with a doctor rather than guessing.',
      },
    },
  },
  'major-03': {
    keywords: { upright: ['abundance', 'nurturing', 'creativity', 'sensuality'], reversed: ['creative block', 'over-giving', 'neglecting yourself', 'stagnation'] },
    upright: 'Life is ripening around you. The Empress brings growth, comfort and creative abundance: a project that blossoms, a relationship that deepens, a home that feels warm. She reminds you that good things grow when they are tended with patience and care, not forced. Enjoy your senses, nourish yourself and the people you love, and let yourself receive as generously as you give.',
    reversed: 'The garden looks a little neglected, and perhaps the person most neglected is you. You may be pouring care into everyone else until you have nothing left, or feeling creatively stuck and disconnected from pleasure. The reversed Empress can also point to smothering, holding on too tightly. Come back to your own needs, and give things room to grow at their own pace.',
    interpretation: 'Ruled by Venus, the Empress embodies love, beauty and the fertile power of nature. Her lesson is that growth follows seasons. You cannot rush a harvest, but you can create conditions where things flourish: good soil, steady attention, enough rest. When she appears, ask what you are currently growing, whether a project, a relationship or your own wellbeing, and what it needs from you. Make room for pleasure and beauty too; they are not luxuries, but fuel for creativity.',
    imagery: 'A woman sits on plush cushions in a lush garden, wearing a robe printed with pomegranates and a crown of twelve stars. A heart-shaped shield bearing the symbol of Venus rests beside her, golden wheat ripens at her feet, and a waterfall tumbles through a forest behind her. The wheat is harvest and abundance; the pomegranates are fertility; the twelve stars link her to the cycle of the year; the flowing water and trees show life renewing itself, unhurried and generous.',
    areas: {
      love: {
        upright: 'Warmth, affection and romance flow easily now. Existing bonds deepen, and for some this card hints at commitment or starting a family.',
        reversed: 'You may be giving far more than you receive, or feeling taken for granted. Care for yourself too, and let your partner meet you halfway.',
      },
      career: {
        upright: 'Creative work thrives and projects you have nurtured start to bear fruit. Work that involves care, design or beauty is especially favoured.',
        reversed: 'Burnout or a creative dry spell may be setting in. Step back, refill your well, and stop trying to force ideas that are not ready.',
      },
      wealth: {
        upright: 'A comfortable, steady period where patient effort pays off. Enjoy it, and keep a portion set aside for leaner seasons.',
        reversed: 'Comfort spending or over-giving may be draining your budget. Look at where your money goes and treat yourself more wisely.',
      },
      health: {
        upright: 'Nourishing food, good sleep and time in nature restore you beautifully. Listen to your body and treat it kindly.',
        reversed: 'Self-care has slipped down the list. Rebuild simple routines, and speak to a doctor about anything that keeps nagging at you.',
      },
    },
  },
  'major-04': {
    keywords: { upright: ['structure', 'authority', 'stability', 'leadership'], reversed: ['rigidity', 'control', 'power struggles', 'lack of discipline'] },
    upright: 'It is time to build something that lasts. The Emperor brings order, responsibility and steady leadership, the strength to set boundaries and stick to a plan. Whether you are organising your finances, leading a team or simply getting your life into shape, this card supports clear rules and decisive action. Take charge of what is yours to manage, and let structure free you rather than confine you.',
    reversed: 'Structure has tipped into control, or collapsed altogether. You might be dealing with a rigid, domineering figure, or notice that you are clinging to control because uncertainty feels unbearable. The reversed Emperor can also mean the opposite: no plan, no boundaries, no follow-through. Either way, the question is how to lead with steadiness rather than force.',
    interpretation: 'Linked to Aries, the Emperor channels fiery drive into order and protection. His lesson is mature authority: taking responsibility for your own life and using power to create safety, not fear. Healthy structure means clear boundaries, reliable habits and decisions you can stand behind. When this card appears, look at where life feels chaotic and ask what framework would help. Then look at where you are too rigid, and ask what might loosen without everything falling apart.',
    imagery: 'A bearded ruler sits on a stone throne decorated with ram’s heads, wearing red robes over a suit of armour. In one hand he holds an ankh-topped sceptre, in the other an orb. Behind him rise bare, rugged mountains, with a thin stream at their foot. The rams recall Aries and forceful energy; the armour beneath the robe shows a leader ready to protect; the sceptre and orb are rule over life and the world; the stark mountains are firm foundations and the hard-won strength of discipline.',
    areas: {
      love: {
        upright: 'Stability and commitment are highlighted. You or your partner may want clearer plans and security, which can make the bond feel safe.',
        reversed: 'One person may be trying to control the other, or rules have replaced warmth. Talk about needs as equals rather than issuing orders.',
      },
      career: {
        upright: 'Leadership opportunities and organised progress are favoured. Set clear goals, take responsibility and others will follow your lead.',
        reversed: 'Clashes with a boss or an overly rigid system may frustrate you. Stay professional, and check whether you are being inflexible too.',
      },
      wealth: {
        upright: 'A great time for budgeting, long-term planning and building financial security. Discipline now creates real freedom later.',
        reversed: 'Either money is tightly controlled or not managed at all. Find the middle ground with a realistic plan you can actually keep.',
      },
      health: {
        upright: 'A steady routine suits you: regular sleep, structured exercise, consistent meals. Discipline is your ally here.',
        reversed: 'Pushing through stress or ignoring limits may catch up with you. Ease off the pressure, and see a doctor if tension persists.',
      },
    },
  },
  'major-05': {
    keywords: { upright: ['tradition', 'guidance', 'shared values', 'learning'], reversed: ['rebellion', 'questioning rules', 'dogma', 'going your own way'] },
    upright: 'There is wisdom in what has been tested over time. The Hierophant points to teachers, mentors, institutions and traditions that can guide you, from a course of study to a trusted advisor or a community with shared values. This is a good moment to learn the established way before trying to reinvent it. Seeking guidance is not weakness; it is a shortcut to understanding.',
    reversed: 'The old rules are not fitting anymore. You may be questioning beliefs you grew up with, chafing against an institution, or realising that following convention has left you feeling hollow. The reversed Hierophant supports your right to think for yourself, while asking one thing: are you rejecting tradition because it no longer serves you, or simply because it is familiar?',
    interpretation: 'Associated with Taurus, the Hierophant grounds spiritual and social wisdom in lasting form: rituals, schools, customs and communities. His lesson is the value of belonging to something larger, and the responsibility to make sure what you follow still rings true. When he appears, consider who your real teachers are and what values you actually live by. You might commit to a discipline, join a group, or find a mentor. Or you may need to write your own rules, respectfully and deliberately.',
    imagery: 'A religious figure in red robes and a triple crown sits between two grey pillars, raising one hand in blessing and holding a triple cross in the other. Two crossed keys lie at his feet, and two tonsured followers kneel before him. The pillars echo the High Priestess, but here wisdom is taught openly rather than kept hidden; the keys unlock spiritual and worldly knowledge; the kneeling figures show teaching passed from one generation to the next.',
    areas: {
      love: {
        upright: 'Traditional commitment is favoured: meeting the family, marriage, or a relationship built on shared values. Stability matters more than fireworks.',
        reversed: 'You may want a relationship that does not fit the expected mould, or feel pressure from family norms. Choose what truly suits you both.',
      },
      career: {
        upright: 'Training, qualifications and established organisations support your growth. A mentor or senior colleague may offer valuable guidance.',
        reversed: 'Red tape or an old-fashioned culture frustrates you. Consider where you can innovate, and where it pays to work within the system.',
      },
      wealth: {
        upright: 'Conventional, proven approaches work best now. Take advice from qualified professionals and stick to sound, tested principles.',
        reversed: 'Standard advice may not fit your situation, but unconventional schemes need extra scrutiny. Question everything, including the shiny new idea.',
      },
      health: {
        upright: 'Reliable routines and established advice serve you well. Follow the basics and do not hesitate to book a regular check-up.',
        reversed: 'Rigid rules may be making self-care feel like a chore. Find a routine that fits your life, and check big changes with a professional.',
      },
    },
  },
  'major-06': {
    keywords: { upright: ['love', 'harmony', 'meaningful choice', 'alignment'], reversed: ['disharmony', 'misaligned values', 'temptation', 'avoiding a choice'] },
    upright: 'A deep connection, and a choice that matters. The Lovers speaks of relationships built on real understanding, where two people, or two parts of yourself, come into harmony. It is also a card of decision: choosing from the heart, in line with what you truly value. Whatever is in front of you, the question is not just what you want, but who you want to be when you choose it.',
    reversed: 'Something is out of sync. It might be a relationship where your values have drifted apart, a temptation pulling you away from what you care about, or a decision you keep putting off. The reversed Lovers asks you to stop blaming circumstances and look inward. What would alignment look like here, and what are you afraid to give up to reach it?',
    interpretation: 'Linked to Gemini, the sign of pairs and dialogue, the Lovers is about union through honest communication and conscious choice. Its lesson is that love is more than attraction; it is a commitment to values you share. The card often appears at crossroads, whether in romance, work or belief, asking you to choose with your whole self. Before deciding, get clear on what matters most to you, then make the choice you can stand behind with an open heart.',
    imagery: 'A naked man and woman stand in a sunlit garden beneath a great winged angel who spreads his arms over them in blessing. Behind the woman grows a tree bearing fruit with a serpent coiled around it; behind the man, a tree of flames. A mountain rises between them. The angel is higher guidance and blessing; their nakedness is honesty and vulnerability; the two trees recall Eden, knowledge and desire; the mountain is the challenge and reward of a committed bond.',
    areas: {
      love: {
        upright: 'A beautiful sign for romance: deep connection, mutual attraction and harmony. It may also mark a decision to commit more fully.',
        reversed: 'Communication breakdowns or differing values are causing friction. Talk honestly about what you each want before resentment sets in.',
      },
      career: {
        upright: 'A partnership or collaboration looks promising. You may face a choice between paths; pick the one that fits your values.',
        reversed: 'A working relationship feels strained, or you are torn between options. Decide based on principles, not just convenience.',
      },
      wealth: {
        upright: 'Joint finances or shared investments can go well with open agreement. Make money decisions that reflect your real priorities.',
        reversed: 'Disagreements over money or tempting splurges may cause tension. Align on a plan before spending or signing anything together.',
      },
      health: {
        upright: 'Balance between mind and body is within reach. Supportive relationships and doing what you love boost your wellbeing.',
        reversed: 'Conflict or inner tension may be affecting your rest. Restore balance gently, and talk to a professional if stress lingers.',
      },
    },
  },
  'major-07': {
    keywords: { upright: ['determination', 'drive', 'self-control', 'victory'], reversed: ['lack of direction', 'scattered effort', 'aggression', 'losing control'] },
    upright: 'You are ready to move, and nothing will stop you if you stay focused. The Chariot is a card of willpower and disciplined progress: holding competing forces in check and steering them towards a single goal. Obstacles will come, but you have the resolve to push through. Decide where you are going, keep your hands on the reins, and trust your ability to win this one.',
    reversed: 'The horses are pulling in different directions. You may be charging ahead without a clear route, scattering your energy, or feeling that events have taken the reins from you. The reversed Chariot can also warn of forcing things through sheer aggression. Stop, regain your bearings, and decide what you actually want before you try to go faster.',
    interpretation: 'Linked to Cancer, the Chariot pairs emotional protection with forward motion, its armour a shell that lets the driver move through a hard world. Its lesson is that victory comes from inner mastery, not brute force. The two sphinxes pulling in opposite directions represent conflicting desires you must hold together. When the Chariot appears, name your goal clearly, acknowledge the competing pulls inside you, and commit. Discipline and focus will carry you further than raw emotion.',
    imagery: 'An armoured figure stands in a chariot beneath a starry canopy, holding a wand but no reins. Two sphinxes, one black and one white, sit in front of the chariot, facing different ways. A walled city stands behind him, and crescent moons rest on his shoulders. The missing reins show control through will alone; the contrasting sphinxes are opposing forces held in balance; the starry canopy links him to higher purpose; the city behind him is the comfort he has left to pursue his goal.',
    areas: {
      love: {
        upright: 'You know what you want and go after it. A relationship gathers momentum through commitment and effort from both sides.',
        reversed: 'Power struggles or mismatched goals are pulling you apart. Slow down, and steer together rather than competing for control.',
      },
      career: {
        upright: 'Strong momentum towards success. Stay focused, hold your ground through setbacks, and you will likely reach your goal.',
        reversed: 'Projects may stall or wander off course. Clarify priorities and rein in the urge to take on everything at once.',
      },
      wealth: {
        upright: 'Disciplined effort brings progress. Set a clear financial target and keep driving towards it with self-control.',
        reversed: 'Impulsive choices could send finances off course. Pause, review the plan and avoid decisions made in frustration.',
      },
      health: {
        upright: 'Determination helps you stick with fitness or wellbeing goals. Channel your drive into steady, sustainable progress.',
        reversed: 'Pushing too hard or running on stress could wear you down. Balance effort with rest, and get checked if you feel run-down.',
      },
    },
  },
  'major-08': {
    keywords: { upright: ['inner strength', 'courage', 'compassion', 'patience'], reversed: ['self-doubt', 'low confidence', 'impulsiveness', 'raw emotion'] },
    upright: 'Real strength is quieter than you might think. This card shows courage that does not need to shout: the patience to stay calm under pressure, the kindness to meet anger without adding to it, the confidence to face your fears gently. Whatever wild feeling or difficult situation you are dealing with, you can handle it with steadiness rather than force. You are stronger than you are giving yourself credit for.',
    reversed: 'Your inner lion feels either very small or very loud. Self-doubt may be telling you that you cannot cope, or frustration is bursting out in ways you later regret. The reversed Strength card is not a judgement; it is an invitation to be gentler with yourself. Courage can be rebuilt one small brave act at a time, and it starts with treating your own feelings with patience.',
    interpretation: 'Linked to Leo, Strength is about the heart: courage, warmth and the dignity of a gentle spirit. In the Rider–Waite–Smith deck it sits at number eight, the balancing point of the first half of the journey. Its lesson is that you tame fear and anger not by fighting them but by befriending them. Notice what triggers you, breathe before reacting, and meet yourself with the same compassion you would offer a frightened animal. Strength grows with every moment you stay soft without giving way.',
    imagery: 'A woman in a white gown, crowned with flowers, gently closes or opens the jaws of a lion. She shows no fear, and the lion seems calm in her hands. An infinity sign floats above her head, a chain of roses links her to the beast, and mountains rise in the background. The lion is raw passion and instinct; her gentle hands show mastery through love rather than force; the infinity sign repeats the Magician’s limitless potential; the flowers turn power into something beautiful rather than brutal.',
    areas: {
      love: {
        upright: 'Patience and tenderness strengthen your bond. Handle difficult moments with compassion, and your relationship will grow deeper.',
        reversed: 'Insecurity or flashes of temper may be causing strain. Work on self-trust, and take a breath before words slip out in anger.',
      },
      career: {
        upright: 'Calm confidence wins the day. Handle difficult people and pressure with grace, and your quiet steadiness will be noticed.',
        reversed: 'Doubt is holding you back, or frustration is leaking into your work. Rebuild confidence by focusing on what you do well.',
      },
      wealth: {
        upright: 'Steady, patient decisions serve you best. Resist emotional spending and trust your ability to manage what you have.',
        reversed: 'Fear or impulse may be steering your money choices. Step back, let the emotion settle, and decide once your head is clear.',
      },
      health: {
        upright: 'Your resilience is strong, and gentle consistency builds it further. Move in ways that feel good rather than punishing.',
        reversed: 'Stress and low energy may be catching up with you. Be patient with yourself, rest well, and see a doctor if things do not improve.',
      },
    },
  },
  'major-09': {
    keywords: { upright: ['introspection', 'solitude', 'inner guidance', 'seeking truth'], reversed: ['isolation', 'loneliness', 'withdrawal', 'refusing guidance'] },
    upright: 'It is time to step back from the noise. The Hermit calls you into solitude, not as punishment but as a chance to hear your own thoughts again. Maybe you need time to reflect on a big decision, to rethink your direction, or simply to rest from other people’s expectations. The answers you are looking for will not come from more input. They will come from going inward and trusting your own light.',
    reversed: 'Solitude has turned into isolation. You may be withdrawing because it feels safer, cutting yourself off from people who care, or getting lost in your own head. Or perhaps you are avoiding reflection altogether, staying so busy that you never have to face the quiet. The reversed Hermit asks you to find the balance between inner work and real connection.',
    interpretation: 'Linked to Virgo, the Hermit brings careful discernment and a quiet search for meaning. His lesson is that wisdom is found, not given: you have to walk part of the road alone to know what you truly believe. The lantern he carries is also meant to guide others, so introspection is not selfishness. When this card appears, set aside regular time for quiet, whether a walk, a journal or a long think. And if you have been alone too long, notice when it is time to bring your light back to others.',
    imagery: 'An old man in a long grey cloak stands alone on a snowy mountaintop, holding up a lantern in one hand and leaning on a staff with the other. Inside the lantern glows a six-pointed star. The mountain peak shows he has reached a place of hard-won understanding; the lantern is inner wisdom lighting one step at a time; the star within it is the seal of Solomon, a sign of insight; the grey cloak speaks of modesty and withdrawal from the world.',
    areas: {
      love: {
        upright: 'You may need space to understand what you want. Singles benefit from time alone; couples from giving each other room to reflect.',
        reversed: 'Distance is growing, or loneliness is weighing on you. Reach out, because connection is still available when you are ready.',
      },
      career: {
        upright: 'Step back to reconsider your path. Deep, focused work or specialist study suits you better than networking right now.',
        reversed: 'Working in isolation may be limiting you. Ask for input, share your ideas, and do not carry everything alone.',
      },
      wealth: {
        upright: 'Take some quiet time to go through your finances on your own. Careful, private planning will serve you better than following the crowd.',
        reversed: 'Avoiding money matters will not make them go away. Open the statements, face the numbers, and ask an advisor if you feel stuck.',
      },
      health: {
        upright: 'Rest, quiet and time alone help you recover. Slow walks, a little meditation and good sleep will gently restore your balance.',
        reversed: 'Withdrawal may be affecting your mood or energy. Stay in touch with others, and reach out to a professional if low feelings persist.',
      },
    },
  },
  'major-10': {
    keywords: { upright: ['change', 'cycles', 'turning point', 'good luck'], reversed: ['setbacks', 'resisting change', 'bad timing', 'feeling stuck'] },
    upright: 'The wheel is turning, and things are starting to move in your favour. This card marks a turning point: a lucky break, a sudden opportunity, a shift you did not see coming. Life runs in cycles, and right now the momentum is with you. Stay alert, be willing to go with the current, and make the most of this upswing while it lasts, because that is the nature of wheels.',
    reversed: 'It feels as if luck has turned against you, or nothing is moving at all. Delays, setbacks and frustrating timing may be testing your patience. The reversed Wheel reminds you that every downturn is part of a cycle too, and this will pass. Meanwhile, ask what patterns keep repeating in your life, and what you can change instead of waiting for fate to shift.',
    interpretation: 'Ruled by Jupiter, the planet of expansion and fortune, the Wheel teaches that change is the only constant. Its lesson is to hold good times lightly and hard times patiently, knowing neither lasts forever. You cannot control the wheel, but you can control how you respond to its turning. When this card appears, look at the cycles in your life: what keeps coming round, and what you have learned from it. Ride the good fortune wisely, and prepare for the next turn.',
    imagery: 'A great wheel floats in the sky, inscribed with letters and alchemical symbols. A sphinx sits on top holding a sword, a snake slides down one side, and a jackal-headed figure rises on the other. In the four corners, winged creatures, an angel, an eagle, a lion and a bull, read from books among the clouds. The wheel is the cycle of fate; the sphinx is wisdom that stays steady; the falling snake and rising figure show fortunes going down and up; the four creatures are the fixed signs, stable points amid constant change.',
    areas: {
      love: {
        upright: 'A fateful meeting or a positive shift in your relationship may be coming. Stay open to surprises and let things unfold.',
        reversed: 'Old patterns may be repeating, or timing feels off. Notice what keeps going wrong and what you can do differently.',
      },
      career: {
        upright: 'A lucky break or unexpected opening could change your direction. Keep your eyes open and be ready to say yes when it appears.',
        reversed: 'Setbacks or stalled plans are testing your patience. Adapt rather than resist, and use the slowdown to prepare for the next upturn.',
      },
      wealth: {
        upright: 'Fortune is turning your way, perhaps through a windfall or new income. Enjoy it, and save some for the next cycle.',
        reversed: 'An unexpected bill or loss may turn up. Lean on an emergency cushion, and resist the urge to gamble your way back to even.',
      },
      health: {
        upright: 'Things are on the up and your energy is returning. Ride the momentum by starting a new habit while it feels easy to do so.',
        reversed: 'Ups and downs in energy may frustrate you. Build steady routines, and seek medical advice for anything that keeps coming back.',
      },
    },
  },
  'major-11': {
    keywords: { upright: ['fairness', 'truth', 'accountability', 'cause and effect'], reversed: ['unfairness', 'dishonesty', 'avoiding responsibility', 'bias'] },
    upright: 'What goes around comes around, and now is a time for clarity and fair outcomes. Justice asks you to look at the facts honestly, weigh every side, and make decisions you can stand behind. Legal matters, contracts and important choices are highlighted, and they tend to resolve fairly if you act with integrity. Take responsibility for your part, and trust that truth has a way of coming out.',
    reversed: 'Something feels unfair, or someone is not being honest, possibly including you. You may be facing an outcome that seems unjust, or avoiding responsibility for a choice you made. The reversed Justice card asks for uncomfortable honesty: where are you bending the truth, blaming others, or refusing to see what is obvious? Fairness begins with looking straight at yourself.',
    interpretation: 'Linked to Libra, the sign of balance, Justice sits at number eleven in the Rider–Waite–Smith deck, right at the centre of the major arcana. Its lesson is that every action has consequences, and clear-eyed honesty is the path to peace. This is not about punishment but accountability: seeing a situation as it really is, owning your part, and choosing fairly. When this card appears, gather the facts, listen to all sides, and make a decision guided by conscience rather than fear or favour.',
    imagery: 'A figure in red robes sits on a stone throne between two pillars, holding an upright double-edged sword in one hand and balanced scales in the other. A purple veil hangs behind the throne, and a single white shoe peeks from under the robe. The sword is clear thinking that cuts through confusion; the scales are impartial judgement; the pillars and veil echo the High Priestess, but here truth is weighed in the open; the white shoe hints that every step has spiritual consequences.',
    areas: {
      love: {
        upright: 'Honesty and fairness strengthen your relationship. It is a good time to have balanced conversations and settle long-standing issues.',
        reversed: 'Imbalance or dishonesty is creating tension. Look at whether both of you are giving equally and telling the truth.',
      },
      career: {
        upright: 'Fair treatment and just rewards for your efforts. Contracts, negotiations and legal matters tend to go well if you are thorough.',
        reversed: 'You may face unfair treatment or office politics. Document everything, and stay honest even when others are not.',
      },
      wealth: {
        upright: 'A good time to settle debts, sign agreements or balance the books. Straightforward, honest dealing brings stable results.',
        reversed: 'Watch for unfair terms or hidden costs. Read every contract carefully and be truthful about your own finances.',
      },
      health: {
        upright: 'Balance is key: work and rest, activity and recovery. Honest attention to your habits brings steady improvement.',
        reversed: 'Neglected habits may be catching up with you. Face what needs changing, and check in with a doctor if anything worries you.',
      },
    },
  },
  'major-12': {
    keywords: { upright: ['pause', 'surrender', 'new perspective', 'letting go'], reversed: ['stalling', 'resistance', 'pointless sacrifice', 'indecision'] },
    upright: 'Sometimes progress means stopping. The Hanged Man asks you to pause, let go of the need to force an outcome, and look at your situation from a completely different angle. What feels like being stuck may actually be a valuable in-between time, a chance to rethink rather than rush. Surrender here is not defeat; it is choosing to stop fighting so that fresh insight can find its way in.',
    reversed: 'The waiting has gone on too long, or it was never really waiting at all, just avoidance. You may be stalling on a decision, making sacrifices that help no one, or resisting a shift in perspective that would free you. The reversed Hanged Man asks you to notice whether this pause is serving you or simply keeping you stuck. At some point, you need to get down and move.',
    interpretation: 'Associated with the element of water, and in modern practice Neptune, the Hanged Man is about dissolving old certainties. His lesson is that some answers only come when you stop grasping for them. By accepting a temporary loss of control, you gain a perspective that striving could never give you. When this card appears, try turning the problem upside down: what if the opposite were true? What are you holding onto that you could release? A little surrender now can spare a lot of struggle later.',
    imagery: 'A man hangs upside down from a living wooden cross, tied by one ankle, his other leg bent behind the first to form a figure four. His hands are folded behind his back, and a golden halo shines around his calm face. The upside-down position is a radically new point of view; the living wood suggests growth even in stillness; his serene expression shows that this is a chosen surrender, not a punishment; the halo is the enlightenment that comes from seeing things differently.',
    areas: {
      love: {
        upright: 'The relationship may be in a holding pattern. Use this pause to see things from your partner’s side rather than forcing answers.',
        reversed: 'One of you may be sacrificing too much, or things are stuck in limbo. Be honest about whether this is still working.',
      },
      career: {
        upright: 'Progress is slow, but this is a good time to rethink strategy. A fresh angle may reveal a better route forward.',
        reversed: 'Indecision is starting to cost you. Stop waiting for perfect conditions and take a step, even a small one, to get things moving.',
      },
      wealth: {
        upright: 'Hold off on big financial moves for now. Review your approach calmly and wait until the picture is clear before committing.',
        reversed: 'Putting off necessary decisions may only make them harder. Face the numbers, and act on what you already know to be true.',
      },
      health: {
        upright: 'Rest and recovery come first for now. Slow down, stretch, and let your body reset at its own pace instead of pushing through.',
        reversed: 'Feeling stuck or drained may be a sign to change your routine. If things stay low for a while, talk to a doctor.',
      },
    },
  },
  'major-13': {
    keywords: { upright: ['endings', 'transformation', 'transition', 'clearing space'], reversed: ['resisting change', 'stagnation', 'fear of endings', 'holding on'] },
    upright: 'Despite its name, this card rarely means physical death. It means that something in your life has run its course, whether a relationship, a job, a habit or an old version of yourself, and it is time to let it go. Endings can be painful, but they clear space for what comes next. Grieve what needs grieving, then open the door to transformation. Something new is waiting on the other side.',
    reversed: 'You know something needs to end, but you are holding on with both hands. Fear of change may be keeping you in a situation that stopped nourishing you long ago. The reversed Death card shows the cost of resistance: stagnation, a slow drain of energy, a life on pause. Letting go is hard, but staying stuck is often harder. What would it take to release your grip just a little?',
    interpretation: 'Linked to Scorpio, the sign of depth and rebirth, Death teaches that transformation requires release. Like autumn leaves falling so spring can come, endings are part of every living cycle. The lesson here is not to fear change but to move through it with awareness. When this card appears, ask what is finished in your life, even if you have not admitted it yet. Honour what it gave you, let it go with care, and make room for a version of yourself that has been waiting to emerge.',
    imagery: 'A skeleton in black armour rides a white horse, carrying a black banner marked with a white five-petalled rose. Before him lie a fallen king, a pleading bishop, a young woman turning away and a child looking up. In the distance, a boat sails on a river and the sun rises between two towers. The skeleton is the inevitable, which comes for everyone regardless of rank; the white rose is purity and renewal; the rising sun shows that every ending holds the promise of a new dawn.',
    areas: {
      love: {
        upright: 'A relationship may be ending or changing profoundly. Either way, it clears space for something more authentic.',
        reversed: 'Clinging to a relationship that has run its course is keeping you both stuck. Be honest about what is truly alive here.',
      },
      career: {
        upright: 'A job or chapter is closing, making way for a new direction. Let it end with grace, and stay curious about what comes next.',
        reversed: 'Staying in a role you have outgrown is quietly draining you. Start preparing now for the change you already know is coming.',
      },
      wealth: {
        upright: 'An old financial pattern is ending. Clear out what no longer works and build a fresh approach from the ground up.',
        reversed: 'Holding onto habits or investments that are not working will keep costing you. Cut your losses thoughtfully and move on.',
      },
      health: {
        upright: 'A good moment to drop habits that wear you down and begin afresh. Small, deliberate changes can transform how you feel.',
        reversed: 'Resisting necessary changes may leave you feeling stagnant. Take one step towards healthier habits, and seek advice if you need support.',
      },
    },
  },
  'major-14': {
    keywords: { upright: ['balance', 'moderation', 'patience', 'healing'], reversed: ['imbalance', 'excess', 'impatience', 'discord'] },
    upright: 'Slow and steady wins this one. Temperance is about finding the middle way: blending opposites, pacing yourself, and letting things develop at their natural speed. You may be healing from something, bringing different parts of your life into harmony, or learning that less is often more. Trust the gradual process. Patience and moderation will achieve what force and haste cannot.',
    reversed: 'Something is out of balance, whether too much work, too little rest, too much of anything. You might be rushing for results, swinging between extremes, or feeling pulled in conflicting directions. The reversed Temperance card invites you to notice where excess has crept in and to gently restore the middle ground. Harmony is not found all at once; it is rebuilt one adjustment at a time.',
    interpretation: 'Linked to Sagittarius, Temperance follows Death in the sequence, the healing that comes after an ending. Its lesson is alchemy: blending seemingly incompatible elements into something new and whole. This applies to your schedule, your relationships and your inner life. When this card appears, look for the right mixture rather than the perfect extreme. Ask where you need more and where you need less, then adjust patiently. True balance is not a fixed point but a constant, gentle flow.',
    imagery: 'A winged angel stands with one foot on land and one in a pool of water, pouring liquid between two golden cups. A triangle inside a square is marked on the angel’s robe, and a path leads from the water to distant mountains where a crown of light glows. Irises bloom beside the pool. The pouring water is the careful blending of opposites; one foot on land and one in water shows balance between the practical and the emotional; the path is the long, steady road to fulfilment.',
    areas: {
      love: {
        upright: 'Compromise and patience help your relationship flourish. Meeting each other halfway brings a calm, lasting closeness.',
        reversed: 'Extremes or frequent clashes are wearing you both down. Look for the middle ground, and take a breath before you react.',
      },
      career: {
        upright: 'Steady progress through cooperation and careful planning. Blend your skills with others for the best results.',
        reversed: 'Overwork or conflicting priorities may be causing stress. Rebalance your workload and set realistic expectations.',
      },
      wealth: {
        upright: 'Moderation works in your favour: spending and saving in healthy proportion. Let wealth build gradually and sensibly.',
        reversed: 'Swinging between splurges and strict cutbacks creates strain. Find a balanced budget that you can realistically keep up.',
      },
      health: {
        upright: 'A gentle, balanced routine supports recovery. Moderation in food, movement and rest does more than any dramatic overhaul.',
        reversed: 'Excess or erratic habits may be taking a toll. Restore balance step by step, and consult a professional if needed.',
      },
    },
  },
  'major-15': {
    keywords: { upright: ['attachment', 'temptation', 'unhealthy patterns', 'materialism'], reversed: ['breaking free', 'release', 'reclaiming power', 'facing your shadow'] },
    upright: 'Something has a hold on you, and you may not be fully aware of it. The Devil points to attachments that limit you: addictive habits, toxic relationships, money worries that run your life, or fears that keep you small. The chains in this card are loose, though. You have more freedom than you think. The first step is to name what is controlling you, honestly and without shame.',
    reversed: 'You are starting to see the chains for what they are, and beginning to loosen them. The reversed Devil often signals release: breaking a bad habit, leaving an unhealthy situation, or reclaiming power you had given away. It can also mean facing the shadow side of yourself with honesty. Keep going. Freedom rarely arrives all at once, but every step you take counts.',
    interpretation: 'Linked to Capricorn, the Devil speaks of the material world and the ways we bind ourselves to it. Its lesson is that the things that trap us often feel like comfort at first. Desire, ambition and pleasure are not wrong in themselves; the trouble comes when they rule you. When this card appears, look at where you feel powerless and ask what you are getting from staying. Compassion, not judgement, helps here. The shadow loses its grip once you look at it clearly.',
    imagery: 'A horned, bat-winged creature crouches on a black pedestal, one hand raised and the other holding a downward-pointing torch. Below him stand a naked man and woman with small horns and tails, loosely chained to the pedestal. An inverted pentagram marks the creature’s brow. The figures echo the Lovers, now bound by their desires; the loose chains show they could free themselves if they chose; the dark background and inverted star suggest energy turned towards the material rather than the spiritual.',
    areas: {
      love: {
        upright: 'Intense attraction or codependency may be clouding your judgement. Ask whether this relationship frees you or holds you captive.',
        reversed: 'You are breaking free from an unhealthy pattern in love. Trust yourself, and set boundaries that protect your wellbeing.',
      },
      career: {
        upright: 'You may feel trapped in a job for the money or the status. Look honestly at what really binds you there, and what it costs.',
        reversed: 'You are reclaiming your independence at work. A good time to leave a toxic environment or renegotiate your terms.',
      },
      wealth: {
        upright: 'Debt, overspending or money anxiety may be controlling you. Face the numbers honestly and seek help if needed.',
        reversed: 'You are taking back control of your finances. Keep building healthier habits, and steer well clear of the old traps.',
      },
      health: {
        upright: 'Unhealthy habits or dependencies may need attention. Be honest with yourself, and reach out to a doctor or support service.',
        reversed: 'You are making progress in breaking unhelpful habits. Celebrate small wins, and lean on professional support when you need it.',
      },
    },
  },
  'major-16': {
    keywords: { upright: ['sudden change', 'upheaval', 'revelation', 'breakdown'], reversed: ['averted disaster', 'fear of change', 'delaying the inevitable', 'inner upheaval'] },
    upright: 'Something built on shaky ground is coming down, and it may happen fast. The Tower brings sudden change: a shock, a revelation, a collapse of plans or beliefs you thought were solid. It is rarely comfortable, but it clears away what was never going to last. Once the dust settles, you will see the truth more clearly, and you can rebuild on foundations that are real.',
    reversed: 'You may sense the tremor coming and be doing everything you can to prop things up. The reversed Tower can mean a crisis narrowly avoided, or one that is simply being postponed. It can also point to an inner upheaval, a private shift in how you see yourself. Ask whether you are protecting something worth saving, or just delaying a change that needs to happen.',
    interpretation: 'Ruled by Mars, the planet of force and action, the Tower represents sudden, unavoidable transformation. Its lesson is that false structures, whether illusions, denial or arrangements built on fear, cannot stand forever. When life shakes you, it is often showing you where you were not standing on solid ground. When this card appears, stay as calm as you can, focus on immediate safety and basics, and resist the urge to rebuild the same tower. This is a chance to build something truer.',
    imagery: 'A tall stone tower stands on a rocky peak, its golden crown blasted off by a bolt of lightning. Flames burst from its windows, and two figures fall headlong through the dark sky, surrounded by tiny drops of flame shaped like the Hebrew letter yod. The tower is rigid belief and false security; the lightning is sudden truth or divine intervention; the falling crown is ego toppled; the flames of yod suggest grace even in destruction, and a spark of the divine in every upheaval.',
    areas: {
      love: {
        upright: 'A sudden revelation or upheaval may shake your relationship. Painful as it is, it reveals the truth you need to see.',
        reversed: 'Tension is building, or a crisis has only just been avoided. Deal with the hidden problems before they come to a head.',
      },
      career: {
        upright: 'Unexpected change, perhaps restructuring or a sudden ending, could turn things upside down. Adapt, and look for the opening it creates.',
        reversed: 'You may be clinging to a situation that is already shaky. Start preparing for change now, so a shift does not catch you off guard.',
      },
      wealth: {
        upright: 'A financial shock or unexpected expense may hit. Stay calm, cover the essentials first and rebuild step by step.',
        reversed: 'Consider a near miss your warning shot. Strengthen your safety net now, and steer clear of risky moves for a while.',
      },
      health: {
        upright: 'Stress or a sudden wake-up call may demand attention. Take it seriously, rest, and see a doctor promptly if something feels wrong.',
        reversed: 'Warning signs may be quietly building up. Do not brush them aside; a check-up with your doctor can put your mind at ease.',
      },
    },
  },
  'major-17': {
    keywords: { upright: ['hope', 'renewal', 'inspiration', 'serenity'], reversed: ['discouragement', 'lost faith', 'disconnection', 'self-doubt'] },
    upright: 'After the storm comes a quiet, starlit night. The Star brings hope, healing and a gentle sense that things are going to be all right. It is a time to restore yourself, reconnect with your dreams, and trust the future again. You do not need to have everything figured out. Just keep the light in view, pour your energy into what you love, and let renewal happen naturally.',
    reversed: 'Hope feels dim right now. You may be discouraged, doubting your path, or too tired to believe things can get better. The reversed Star reminds you that the light has not gone out; you have simply lost sight of it for a while. Be gentle with yourself. Small acts of self-care, and a few people who believe in you, can help you find your way back.',
    interpretation: 'Linked to Aquarius, the Star holds a vision of the future and the quiet faith that keeps us moving towards it. Coming after the Tower, it represents healing after upheaval. Its lesson is that hope is not naive; it is a practice. When this card appears, reconnect with what inspires you, whether creativity, nature or spirituality, and let yourself dream again. Give generously of your gifts, but also let yourself be replenished. You are more resilient than you realise.',
    imagery: 'A naked woman kneels beside a pool under a night sky, pouring water from one jug into the pool and from another onto the land. A large eight-pointed star shines above her, surrounded by seven smaller stars, and an ibis perches in a tree nearby. Her nakedness is openness and vulnerability; the water nourishes both the emotional and the physical; the great star is guidance and hope; the ibis, sacred to Thoth, is wisdom and renewal.',
    areas: {
      love: {
        upright: 'Healing and hope flow into your love life. Open your heart again, and trust that good connections are possible.',
        reversed: 'Old hurts may have made you guarded or cynical. Look after yourself first, and let your faith in love return at its own pace.',
      },
      career: {
        upright: 'Inspiration and renewed motivation light the way. Follow the path that feels meaningful and let your creativity shine.',
        reversed: 'You may feel uninspired or unsure about your direction. Revisit what drew you to this work in the first place.',
      },
      wealth: {
        upright: 'Financial recovery is on its way. Stay hopeful, plan realistically and trust that steady effort will add up over time.',
        reversed: 'Discouragement can lead to choices you later regret. Stick with a sensible plan and do not give up on your goals just yet.',
      },
      health: {
        upright: 'A time of healing and renewal. Rest, time outdoors under open skies and gentle routines will help restore your energy.',
        reversed: 'Low spirits may be affecting your wellbeing. Take small restorative steps, and reach out to a professional if you feel stuck.',
      },
    },
  },
  'major-18': {
    keywords: { upright: ['illusion', 'uncertainty', 'intuition', 'the subconscious'], reversed: ['clarity returning', 'release of fear', 'truth revealed', 'confusion lifting'] },
    upright: 'The path ahead is lit only by moonlight, and things are not quite what they seem. The Moon signals uncertainty, confusion and hidden factors. Fears may be louder than facts right now, and your imagination can play tricks on you. Move slowly, trust your intuition, and do not make big decisions until the fog clears. Not everything needs to be understood tonight.',
    reversed: 'The fog is beginning to lift. Misunderstandings are being cleared up, fears are losing their power, and the truth is coming into view. The reversed Moon can also mean that deceptions are exposed, or that you are finally facing anxieties you had pushed away. Let the light in gradually, and be patient with yourself as things come into focus.',
    interpretation: 'Linked to Pisces, the Moon governs dreams, imagination and the deep waters of the subconscious. Its lesson is that not everything can be seen clearly, and that fear often fills the gaps in our knowledge. This card invites you to navigate uncertainty with intuition rather than panic. When it appears, pay attention to dreams and gut feelings, but check them against reality. Separate what you know from what you fear, and take the next step by the light you have.',
    imagery: 'A full moon with a solemn face hangs between two towers, dropping dew-like drops of light. Below, a dog and a wolf howl up at it, and a crayfish crawls out of a pool onto a winding path that leads into distant hills. The moon is the realm of dreams and illusion; the dog and wolf are the tame and wild sides of our nature; the crayfish is the primal subconscious emerging; the path between the towers is the uncertain journey into the unknown.',
    areas: {
      love: {
        upright: 'Confusion or mixed signals may cloud your relationship. Do not assume the worst; ask questions and trust your intuition.',
        reversed: 'Clarity is returning and misunderstandings are easing. An honest, unhurried conversation will help clear the air.',
      },
      career: {
        upright: 'Uncertainty or hidden agendas may be at play. Gather information carefully before making any major decisions.',
        reversed: 'The truth behind a confusing situation is coming to light. Use this new clarity to make your next move with confidence.',
      },
      wealth: {
        upright: 'Be wary of unclear deals or anyone who avoids straight answers. Double-check the facts and hold off on risky investments.',
        reversed: 'Financial confusion is clearing. Look at your situation again with fresh eyes, then adjust your plans to match what you see.',
      },
      health: {
        upright: 'Anxiety or poor sleep may be affecting you. Rest, gentle routines and talking things through help; see a doctor if worries persist.',
        reversed: 'Things are getting clearer and anxiety is easing. Keep protecting your sleep and the small self-care habits that steady you.',
      },
    },
  },
  'major-19': {
    keywords: { upright: ['joy', 'success', 'vitality', 'optimism'], reversed: ['temporary setbacks', 'dimmed joy', 'overconfidence', 'delayed success'] },
    upright: 'This is one of the brightest cards in the deck. The Sun brings warmth, success and genuine happiness: things are going well, and you can feel it. Confidence comes naturally, relationships feel easy, and your efforts are paying off. Let yourself enjoy this. Share your joy generously, play a little, and let the light in. Life is offering you a moment to simply shine.',
    reversed: 'The sun is still there, just behind a few clouds. You may be feeling less joyful than usual, facing minor setbacks, or struggling to see the good in your situation. The reversed Sun can also warn against overconfidence or forced positivity. Be patient. The light will return, and in the meantime, small pleasures can still warm your days.',
    interpretation: 'Ruled by the Sun itself, this card represents vitality, clarity and the joy of being fully alive. After the confusion of the Moon comes illumination: everything is seen plainly and warmly. Its lesson is to embrace happiness without guilt and to share your light with others. When the Sun appears, celebrate your successes, reconnect with simple pleasures, and let your authentic self be seen. Confidence grounded in gratitude is a powerful force.',
    imagery: 'A smiling child rides a white horse bareback, arms spread wide, beneath a huge radiant sun with a human face. Behind the child, tall sunflowers peek over a stone wall, and a red banner flutters in one hand. The child is innocence and pure joy; the white horse is strength and purity; the sunflowers turn towards the light, symbols of growth and abundance; the wall suggests the safe boundaries within which joy can flourish.',
    areas: {
      love: {
        upright: 'Happiness and warmth fill your love life. Relationships feel joyful and secure, and a new romance may well blossom.',
        reversed: 'A little tension or a slight cooling may dim the mood. Go back to the simple things that make you laugh together.',
      },
      career: {
        upright: 'Success and recognition are likely. Your confidence and enthusiasm help you shine, so do not be shy about stepping forward.',
        reversed: 'Progress may be slower than you hoped. Keep going, and make sure early wins have not tipped into taking success for granted.',
      },
      wealth: {
        upright: 'A prosperous spell in which effort brings rewards. Enjoy it, and set aside or invest some of your good fortune wisely.',
        reversed: 'Small setbacks or a touch of overconfidence may affect your finances. Stay grounded and skip unnecessary risks.',
      },
      health: {
        upright: 'Energy and vitality are high. Make the most of sunshine, movement and anything that lifts your spirits and gets you outside.',
        reversed: 'Your energy may dip for a while. Rest, get some daylight, and check in with a doctor if the tiredness does not lift.',
      },
    },
  },
  'major-20': {
    keywords: { upright: ['awakening', 'reckoning', 'renewal', 'answering a calling'], reversed: ['self-doubt', 'harsh self-judgement', 'ignoring the call', 'regret'] },
    upright: 'A wake-up call is sounding, and this time you are ready to answer it. Judgement brings clarity about the past and a strong sense of what comes next. You may be reflecting on old choices, forgiving yourself or others, and feeling called towards a fresh chapter with real purpose. This is a moment of reckoning in the best sense: seeing yourself clearly, and rising to meet your potential.',
    reversed: 'The call is there, but you are hesitating to answer. Self-doubt, fear of change or harsh judgement of your past may be holding you back. The reversed Judgement card can also point to regret that keeps you stuck. Be kinder to yourself. You do not have to have everything figured out; you just need to be willing to listen and take the first step.',
    interpretation: 'Associated with the element of fire, and in modern practice Pluto, Judgement speaks of rebirth and transformation at the deepest level. Its lesson is that you are not defined by your past; you can rise from it. This card asks you to review your life honestly, let go of old guilt, and embrace a higher calling. When it appears, ask yourself what truly matters and what you are being called to become. Then answer with courage and self-compassion.',
    imagery: 'An angel blows a trumpet from the clouds, a banner with a red cross hanging from it. Below, men, women and children rise from open coffins floating on water, arms outstretched towards the sky. Snowy mountains fill the background. The trumpet is a call to awaken; the rising figures are rebirth and renewal; the cross on the banner is balance and integration; the mountains are the challenges and clarity of a new level of being.',
    areas: {
      love: {
        upright: 'A relationship may reach a turning point, perhaps reconciliation or a deeper commitment. Forgiveness opens the way forward.',
        reversed: 'Old regrets or harsh judgements may be blocking love. Forgive yourself and others, so you are free to move on.',
      },
      career: {
        upright: 'A calling or a clearer sense of purpose is emerging. Trust it, and take real steps towards work that truly fits you.',
        reversed: 'Doubt may be stopping you from pursuing what you really want. Reflect honestly, and listen to the voice you keep hushing.',
      },
      wealth: {
        upright: 'A good time to look back over past money decisions and start afresh. Clear-eyed review leads to wiser choices ahead.',
        reversed: 'Avoiding a financial reckoning may only make things worse. Face it calmly, and treat past mistakes as lessons rather than shame.',
      },
      health: {
        upright: 'Renewed motivation supports healthier habits. Let this wake-up call spark positive changes that you can sustain.',
        reversed: 'Ignoring what your body needs could hold you back. Listen to it carefully, and seek medical advice when in doubt.',
      },
    },
  },
  'major-21': {
    keywords: { upright: ['completion', 'fulfilment', 'integration', 'achievement'], reversed: ['unfinished business', 'lack of closure', 'delays', 'shortcuts'] },
    upright: 'You have come full circle. The World marks the completion of a major chapter: a goal achieved, a lesson learned, a journey that has brought you somewhere whole. There is a deep sense of fulfilment here, of all the pieces finally fitting together. Take time to celebrate and honour how far you have come. When you are ready, a new cycle will begin, and you will carry everything you have learned into it.',
    reversed: 'You are close to the finish line, but something is still unresolved. Maybe a loose end needs tying up, or you are hesitating to close one chapter and open the next. The reversed World can also mean trying to skip steps on the way to completion. Look at what remains undone, finish it with care, and give yourself the closure you deserve.',
    interpretation: 'Ruled by Saturn, the planet of time, structure and maturity, the World is the final card of the major arcana, the Fool’s journey complete. Its lesson is integration: bringing together every experience, joyful and painful alike, into a sense of wholeness. When this card appears, recognise your achievements and the growth behind them. Completion is not an ending but a threshold. Honour what you have built, and step forward into the next cycle with gratitude and confidence.',
    imagery: 'A dancing figure, wrapped loosely in a violet sash, floats inside a large oval laurel wreath tied with red ribbons, a wand in each hand. In the four corners appear the same creatures as on the Wheel of Fortune: an angel, an eagle, a lion and a bull. The wreath is victory and completion; the dancer is freedom and harmony; the two wands echo the Magician, now in perfect balance; the four creatures, no longer reading their books, show the elements fully integrated.',
    areas: {
      love: {
        upright: 'A deeply fulfilling phase in love, perhaps a milestone such as commitment or a sense of true wholeness together.',
        reversed: 'Something still feels unfinished between you. Address the lingering issues so you can both move forward wholeheartedly.',
      },
      career: {
        upright: 'A major goal is achieved, bringing recognition and satisfaction. Celebrate, then consider your next big step.',
        reversed: 'A project drags on or never quite wraps up. Focus on finishing strong before you let yourself start something new.',
      },
      wealth: {
        upright: 'Financial goals are within reach and stability is secured. Enjoy the rewards, then plan wisely for the next phase.',
        reversed: 'Reaching your money goals is taking longer than planned. Tie up the loose ends, stay patient, and avoid risky shortcuts.',
      },
      health: {
        upright: 'A lovely sense of wholeness and wellbeing. Keep up the habits that brought you here, and enjoy the balance you have found.',
        reversed: 'You may feel close to your goals but not quite there. Stay consistent, and check in with a doctor if something lingers.',
      },
    },
  },
};
