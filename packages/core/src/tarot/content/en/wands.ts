import type { CardBodyTable } from '../../types';

export const wands: CardBodyTable = {
  'wands-01': {
    keywords: { upright: ['inspiration', 'fresh start', 'creative spark', 'enthusiasm'], reversed: ['delays', 'low drive', 'creative block', 'false starts'] },
    upright: 'Something has caught fire in you: an idea, a project, a sudden urge to try. The Ace of Wands hands you raw creative energy while it is still hot. This is not the moment to polish the plan for another month; it is the moment to take one small, real step and let momentum do the rest. The opportunity is already in your hand. The question is whether you will grip it.',
    reversed: 'The spark is there, but it keeps sputtering out like a damp match. Maybe you have plenty of ideas and no starting point, or doubt douses each one before it can catch. The reversed Ace does not say the chance is gone. It asks what is draining your fire: exhaustion, fear of failing, or a goal that was never truly yours in the first place?',
    interpretation: 'As the pure root of fire, this Ace is the seed of everything you might create. Its lesson is that fire needs both fuel and a hearth. Passion without grounding burns out fast; a plan without passion becomes a chore. When this card turns up, write down the ideas buzzing in your head, circle the one that makes your pulse quicken, and do one concrete thing for it this week. Starting is the best way to strike the match.',
    imagery: 'A hand emerges from a cloud, holding a stout wooden staff that is sprouting fresh leaves, a few of them drifting to the ground. Below lie a castle on a hill, a winding river and rolling green country under a bright sky. The hand suggests a gift from beyond, or from deep within; the budding wand is raw life force; the castle is a goal still to be reached; the river reminds you that inspiration has to flow to nourish anything.',
    areas: {
      love: {
        upright: 'A new spark is in the air, whether an exciting meeting or fresh heat in a familiar relationship. Be a little bold and let your interest show.',
        reversed: 'Hot one day, cool the next, or both of you waiting for the other to move first. Before hesitation turns into distance, ask whether you truly want this.',
      },
      career: {
        upright: 'A great time to pitch an idea, launch a project or test a side venture. Your initiative is unusually visible right now, so put it to work.',
        reversed: 'The project keeps failing to launch. Shrink the goal down to the smallest possible first step, take it, and adjust as you go.',
      },
      wealth: {
        upright: 'A new income idea or partnership may be worth a serious look. Try it small, prove it works, and only then think about investing more.',
        reversed: 'Impulse buys and spur-of-the-moment bets are likely to fizzle. Write the idea down, sleep on it for a few days, then decide.',
      },
      health: {
        upright: 'Your energy is climbing back. Start a movement habit built around something you actually enjoy, and let your body rediscover its rhythm.',
        reversed: 'Feeling flat and unmotivated? Sort out your sleep and daily rhythm before pushing harder, and if the fatigue lingers, have a professional take a look.',
      },
    },
  },
  'wands-02': {
    keywords: { upright: ['planning', 'vision', 'decisions', 'leaving your comfort zone'], reversed: ['indecision', 'fear of the unknown', 'stalled plans', 'playing it safe'] },
    upright: 'You have built something solid, and now your gaze is drifting toward the horizon. The Two of Wands is the planner’s card: standing at the edge of what you know, weighing where to go next and whether to leave familiar ground. It urges you to turn vague dreams into an actual map, and to make a deliberate choice about your future rather than drifting into one.',
    reversed: 'Part of you knows there is a bigger world out there, yet you keep not leaving. Perhaps you fear losing the security you have, or you have planned for so long that the courage has quietly drained away. The reversed Two is a gentle nudge: you can watch from the battlements forever, but the world will not walk up to the gate for you.',
    interpretation: 'Linked to Mars in Aries, the Two carries a pioneering urge that has not yet left the castle. Its lesson is the trade-off between safety and growth. You do not have to stake everything at once, but you do have to admit you want more. Ask yourself which path you would choose if failure were not a worry. Then list three small steps on that path you could test soon, so vision starts turning into motion.',
    imagery: 'A man in a red cloak stands on a castle rampart, a small globe in one hand and a wand in the other, while a second wand is fixed to the wall beside him. He gazes out over sea and land. The globe is the world he imagines holding; the two wands are what he has achieved and what he has yet to pursue; the red roses and white lilies nearby balance passion with pure intention.',
    areas: {
      love: {
        upright: 'You are thinking seriously about where this relationship is heading, or weighing two paths. Say plainly what you hope for and the way forward gets clearer.',
        reversed: 'Fear of change may be keeping you somewhere that no longer fits. Is it love holding you there, or simply dread of the unknown?',
      },
      career: {
        upright: 'Good timing for long-range planning: new markets, a career pivot, a posting abroad. Do your research thoroughly, then choose boldly.',
        reversed: 'Plenty of planning, very little movement, and the window may be closing. Give yourself a firm deadline for making the call.',
      },
      wealth: {
        upright: 'Review how your resources are spread and think about the long game. Look far ahead, but make sure every step rests on solid reasoning.',
        reversed: 'Endless waiting can cost you good timing, yet anxious haste is no better. Get clear on what you actually want your money to do first.',
      },
      health: {
        upright: 'Sketch out a longer-term plan for your wellbeing, like a season-long fitness goal or a steadier sleep routine. Direction makes consistency easier.',
        reversed: 'Lots of intentions, no starting line, and the stress is piling up. Pick one tiny habit and begin there instead of waiting for the perfect plan.',
      },
    },
  },
  'wands-03': {
    keywords: { upright: ['expansion', 'foresight', 'awaiting results', 'collaboration'], reversed: ['delays', 'disappointment', 'narrow vision', 'poor preparation'] },
    upright: 'The seeds you planted are starting to answer back. Your plans have set sail, and what you need now is patience and a wider view. The Three of Wands speaks of growth beyond your usual borders: partnerships, opportunities far away, new circles. You have done the groundwork. Trust the process and keep an eye on the horizon, because new possibilities are already taking shape out there.',
    reversed: 'The ships are late. Results you were counting on have not arrived, or things are unfolding differently than you hoped. Maybe the preparation had gaps, or maybe you have been looking through too narrow a lens. The reversed Three asks you to recheck the details and adjust your expectations, without letting one delay convince you that all your effort was wasted.',
    interpretation: 'Tied to the Sun in Aries, this card is confidence lighting the road ahead. Its lesson is shifting from doing to watching: once you have invested, learn to observe, wait and widen your field of view. Opportunity often arrives from an unexpected direction, such as a phone call, a friend overseas or a project that crosses disciplines. Reach outward and share what you are building; you may find far more support than you imagined.',
    imagery: 'Seen from behind, a man stands on a clifftop with one hand on a wand, two more planted beside him. Below stretches a golden bay where several ships are under sail. The ships are plans already launched and rewards still in transit; the golden water hints at abundance; and the fact that we see his back tells us this is a moment for looking outward and waiting, not anxiously glancing behind.',
    areas: {
      love: {
        upright: 'The relationship is opening up, and perhaps you are planning a trip or a shared future. Long-distance connections look especially promising right now.',
        reversed: 'Replies are slower than you would like, or your pictures of the future do not quite match. Hold off on conclusions and talk about pace.',
      },
      career: {
        upright: 'Partnerships, international work or cross-team projects gain momentum. Your early groundwork is paying off; stay open to where it leads.',
        reversed: 'A project stalls or a partner underdelivers. Look for weak points in the process and have a plan B ready so you can stay calm.',
      },
      wealth: {
        upright: 'Earlier investments of time or money may start to return something. Consider widening your income streams, and give growth time to mature.',
        reversed: 'Returns are slower than expected. Resist the urge to double down or bail in a hurry; review the plan and keep a cash cushion.',
      },
      health: {
        upright: 'You are steadily feeling better. Get outdoors, rest your eyes on far horizons and let open space refill your reserves.',
        reversed: 'Long hours at a desk or screen are wearing you down. Stand up regularly, rest your eyes and protect the rhythm of your day.',
      },
    },
  },
  'wands-04': {
    keywords: { upright: ['celebration', 'belonging', 'stability', 'milestones'], reversed: ['unsettled home', 'not fitting in', 'family friction', 'postponed joy'] },
    upright: 'This is one of the happiest cards in the deck. A stage of your journey is complete, and you finally get to pause and celebrate with the people who matter. The Four of Wands stands for solid foundations, a warm home and moments worth remembering: a housewarming, an engagement, a team milestone, a joyful reunion. Enjoy what you have built. You have earned it.',
    reversed: 'The celebration feels a little dimmed. There may be friction at home, a happy event may have been postponed, or you might be surrounded by people yet still feel you do not quite belong. The reversed Four is not dismissing your achievements. It invites you to check on the roots that make you feel safe, and to tend them if they have been neglected.',
    interpretation: 'Associated with Venus in Aries, the Four turns fiery drive into warmth and festivity. Its lesson is to stop and mark each milestone along the way. So many of us sprint from one goal to the next without looking back at how far we have come. This card asks you to create a little ceremony for yourself and those around you: a shared meal, a gathering, a heartfelt thank-you. Such moments bind people together and give you the footing to keep going.',
    imagery: 'Four wands stand in the foreground, crowned with a garland of flowers and ribbons to form a welcoming arch. Two figures raise bouquets in greeting, a crowd gathers behind them, and a sturdy castle rises against a golden-yellow sky. The garland speaks of harvest and blessing; the four wands suggest a stable structure; the castle is a secure home. The whole scene hums with homecoming and festivity.',
    areas: {
      love: {
        upright: 'Things feel settled and sweet, a good time to meet the family, move in together or talk about commitment. Singles may click with someone at a gathering.',
        reversed: 'Small frictions, or a mismatch in how fast you each want to commit. Naming the unease will bring you closer than pretending all is fine.',
      },
      career: {
        upright: 'Your team has hit a real milestone, so celebrate it together. The atmosphere is warm and you feel recognised and at home.',
        reversed: 'Tension in the team, or results that went unacknowledged. Speak up, and make sure both you and your colleagues get the credit due.',
      },
      wealth: {
        upright: 'Finances are steadying. Spending on your home or household makes sense now, as long as the party stays within budget.',
        reversed: 'Household costs or moving expenses may be squeezing you. Budget ahead, and skip any spending that is mainly about keeping up appearances.',
      },
      health: {
        upright: 'A light heart helps your body relax too. Walks and shared meals with family or friends are a lovely way to recharge.',
        reversed: 'Upheaval or household chores make it hard to unwind. Claim a quiet corner and a fixed time each day that is just for rest.',
      },
    },
  },
  'wands-05': {
    keywords: { upright: ['competition', 'clashing opinions', 'sparring', 'friction'], reversed: ['avoiding conflict', 'quiet tension', 'truce', 'bottled-up frustration'] },
    upright: 'Everyone is talking at once, and each voice wants to win. The Five of Wands describes competition, debate and messy growing pains, less a bitter battle than a heated sparring match. You can treat it as a chance to grow: the clash shows you where you really stand, and it teaches you to hear perspectives very different from your own.',
    reversed: 'The conflict may have gone underground: nobody says anything, but nobody has let it go either. Or you may be swallowing your opinions just to keep the peace. The reversed Five can also mean tension is finally easing. The key is to notice whether this is genuine resolution or simply avoidance dressed up as calm.',
    interpretation: 'Linked to Saturn in Leo, the Five is the friction that comes when self-expression meets real-world limits. Its lesson is that competition itself is not the problem; the rules and the purpose are what matter. When everyone is waving a wand, ask what the group is actually trying to solve. You can turn argument into discussion and rivalry into mutual sharpening. If things get too chaotic, step back, get clear on your own position, then speak.',
    imagery: 'Five young men each brandish a wand, the staffs crossing in every direction on open ground. It could be a brawl, a game or a training drill. Their tunics are all different colours and their movements out of sync. The varied clothing reflects different backgrounds and viewpoints; the tangled wands are opinions colliding; and the fact that no one seems hurt suggests testing and jostling rather than true hostility.',
    areas: {
      love: {
        upright: 'Bickering over small things, or a rival on the scene. Arguing can still be a way of communicating, as long as you tackle the issue, not the person.',
        reversed: 'You are both sidestepping something, and resentment is building under the calm. Pick a relaxed moment and gently say what needs saying.',
      },
      career: {
        upright: 'Competition is fierce and meetings are noisy. Treat it as a stage for your skills, and keep the focus on the best idea rather than on winning.',
        reversed: 'Infighting and quiet rivalry are draining the team. Clear roles and ground rules that everyone agrees on can get collaboration flowing again.',
      },
      wealth: {
        upright: 'A crowded market means prices and openings keep shifting. Compare options, get several quotes and do not get swept up in the buzz.',
        reversed: 'A money disagreement with someone needs facing. Putting accounts and agreements in writing will save a lot of arguing later.',
      },
      health: {
        upright: 'Plenty of energy, but irritable with it. Team sports can burn off the stress nicely; just do not let competitiveness push you into injury.',
        reversed: 'Unspoken frustration may be tightening your shoulders and unsettling your sleep. Journal, or talk it through with someone, so it has somewhere to go.',
      },
    },
  },
  'wands-06': {
    keywords: { upright: ['victory', 'recognition', 'confidence', 'public success'], reversed: ['unrecognised effort', 'arrogance', 'self-doubt', 'fall from grace'] },
    upright: 'Your hard work has been noticed. The Six of Wands is the victory parade: a promotion, an award, a project that lands, or simply someone finally telling you that you did brilliantly. Let yourself enjoy the moment, because this recognition will fuel the confidence you need for what comes next. And remember to thank the people who cheered you on along the way.',
    reversed: 'You may have poured in a great deal and received little acknowledgement, and now you are second-guessing yourself. Or success came so quickly that other people’s opinions have started to matter too much, and a touch of arrogance has crept in. The reversed Six reminds you to anchor your worth in yourself rather than in applause.',
    interpretation: 'Connected to Jupiter in Leo, this card is where growth and self-belief meet in a moment of glory. Its lesson is how to hold success well: neither brushing it off with false modesty nor letting applause become your only fuel. Note which skills and choices actually earned this win, because those are your real assets. Then share the spotlight with the people who helped. Leadership tends to grow whenever recognition is passed around.',
    imagery: 'A man wearing a laurel wreath rides a white horse through a crowd, and another wreath is tied to the wand he holds high. People around him raise their own wands as if welcoming a hero home. The laurels stand for victory and honour; the white horse for clean strength and well-earned success; the crowd for public recognition, and for the truth that nobody triumphs entirely alone.',
    areas: {
      love: {
        upright: 'Your charm is shining and admiration comes easily. In a steady relationship, your partner is genuinely proud of what you have achieved.',
        reversed: 'You feel taken for granted, or you care too much about how the relationship looks to others. Start by naming what you truly need.',
      },
      career: {
        upright: 'Public recognition is likely: a promotion, a bonus or a high-profile opportunity. Step forward and show what you can do.',
        reversed: 'Your contribution was overlooked or claimed by someone else. Document your results and present them clearly in the right setting.',
      },
      wealth: {
        upright: 'Income may rise alongside your achievements, perhaps through a bonus or reward. Manage it steadily; there is no need to show it off.',
        reversed: 'Spending to impress, or taking risks on a wave of overconfidence. Bring purchases back to real needs, not other people’s eyes.',
      },
      health: {
        upright: 'Confidence is lifting your vitality. Sign up for an event or set a fitness challenge, and enjoy the thrill of beating your own mark.',
        reversed: 'Chasing peak performance is leaving you tense. Allow yourself to be imperfect, and keep a steady routine with proper rest.',
      },
    },
  },
  'wands-07': {
    keywords: { upright: ['standing your ground', 'courage', 'defending', 'perseverance'], reversed: ['overwhelmed', 'giving in', 'worn down', 'defensiveness'] },
    upright: 'You have reached higher ground, and that is exactly why challengers keep coming. The Seven of Wands is about defending your position: holding steady against doubt, competition or pressure with courage and persistence. You do not need to treat everyone as an enemy, but you do need to know what is worth protecting, and then protect it without apology.',
    reversed: 'You have been fighting for so long that you are running out of strength and starting to think about giving up. Or you may be treating every comment as an attack, and your defences have become a cage. The reversed Seven asks whether this battle is still worth it. Sometimes letting go, or calling for backup, is the wiser kind of persistence.',
    interpretation: 'Associated with Mars in Leo, the Seven carries a courage that refuses to back down. Its lesson is telling conviction apart from stubbornness. Standing firm under pressure for something you truly believe in is real strength; digging in simply because you hate losing will exhaust you. Write down what you are defending and why it matters. Knowing your reasons lets you hold the line more calmly, and helps you recognise when it is safe to loosen your grip.',
    imagery: 'A man on a rise grips a single wand and fends off six others thrust up at him from below. His feet are in mismatched shoes, as if he dressed in a hurry. The high ground is the advantage he has already won; the six wands are challenges from every side; the odd shoes suggest he was caught less than fully prepared, yet he still chooses not to give an inch.',
    areas: {
      love: {
        upright: 'You may need to stand up for this relationship, or for your choice in the face of disapproval. Protect it firmly but kindly.',
        reversed: 'Constant guardedness is making closeness hard. Let go of needing to win and listen for what your partner is really feeling.',
      },
      career: {
        upright: 'Competitors are circling and your position is being tested. Defend your work with expertise and preparation; you need not yield to every voice.',
        reversed: 'The pressure is so heavy you want to retreat. Work out which duties could be shared, and ask your manager or colleagues for support.',
      },
      wealth: {
        upright: 'Protecting what you have matters more than bold expansion now. Stick to your budget and do not be talked out of it easily.',
        reversed: 'Ongoing money stress is wearing you down. List the problems one by one and consult a professional rather than carrying it alone.',
      },
      health: {
        upright: 'You are resilient, but living on high alert builds tension. Make sure real rest is scheduled right alongside all that determination.',
        reversed: 'Sustained pressure is leaving you drained, restless or sleeping poorly. Slow down, and if it persists, reach out to a professional.',
      },
    },
  },
  'wands-08': {
    keywords: { upright: ['swift progress', 'news', 'action', 'travel'], reversed: ['delays', 'impatience', 'crossed wires', 'scattered energy'] },
    upright: 'Suddenly everything is moving. Plans that were stuck start to roll, news arrives in a rush, and you may need to respond quickly. The Eight of Wands signals rapid progress, clear communication and the chance to travel. This is not the time to overthink. Ride the momentum and make the most of a stretch when doors are opening almost faster than you can walk through them.',
    reversed: 'The rhythm has been knocked off. Messages are late, plans change at the last minute, or your own impatience is making things messier. The reversed Eight asks you to ease off the throttle and check your bearings before launching again. Speed was never the goal in itself; arriving where you actually meant to go is what counts.',
    interpretation: 'Tied to Mercury in Sagittarius, this card is thought and message flying at full speed. Its lesson is how to handle velocity. When opportunities come at you like arrows, what you need is a clear order of priorities, not a yes to everything. Rank your to-do list, answer the messages that matter and let the trivial wait. And after a burst of speed, leave a little white space so you can absorb what has changed.',
    imagery: 'Eight wands sail diagonally across an open sky in neat formation, like arrows about to land. There are no people in the scene, only quiet fields, a river and a small house on a distant hillside. The absence of figures puts the focus on events themselves; the flying wands are news, action and energy in swift transit; their downward angle suggests everything is about to touch ground, and outcomes will soon be clear.',
    areas: {
      love: {
        upright: 'Things are moving fast: a relationship may become official quickly, or messages fly back and forth. Long-distance lovers may soon be reunited.',
        reversed: 'Crossed wires in texts, or a pace that feels too fast for comfort. Slow down and make sure you are both on the same page.',
      },
      career: {
        upright: 'Projects accelerate and invitations pile up: trips, interviews, new proposals. Stay efficient, but double-check that your messages are landing clearly.',
        reversed: 'Progress is blocked, or haste is breeding careless mistakes. Clarify your priorities and proofread important documents before you hit send.',
      },
      wealth: {
        upright: 'Money is moving faster and payments may arrive promptly. Track and plan as it comes in, so it does not leave just as fast.',
        reversed: 'Late payments and impulse orders are more likely than usual. Before any big financial decision, build in a cooling-off period.',
      },
      health: {
        upright: 'Energy is high and recovery quick, ideal for rhythmic exercise like running or cycling. Warm up properly rather than sprinting off cold.',
        reversed: 'A frantic pace is leaving you wired or depleted. Cut unnecessary commitments and protect time for proper meals and sleep.',
      },
    },
  },
  'wands-09': {
    keywords: { upright: ['resilience', 'persistence', 'vigilance', 'boundaries'], reversed: ['exhaustion', 'suspicion', 'over-guardedness', 'ready to quit'] },
    upright: 'You have come a long way, you carry some scars, and you are still standing. The Nine of Wands is about grit: the finish line is close, and you only need to hold on a little longer. Experience has made you watchful and better at protecting yourself, and that strength deserves credit. Keep your boundaries steady and you can walk the final stretch.',
    reversed: 'You are tired, tired enough to doubt everything, even kindness. The reversed Nine reminds you that perseverance is not the same as endlessly gritting your teeth. It may be time to rest, accept help, or ask honestly whether this road still suits you. Lowering your guard a little is not the same as losing the fight.',
    interpretation: 'Connected to the Moon in Sagittarius, this card weaves together emotional memory and a stubborn faith in the distance ahead. Its lesson is to recognise both your wounds and your strength. Past setbacks may have taught you to stay braced, but not every situation calls for full armour. Try sorting your boundaries: which ones keep you safe, and which ones keep support out? Give yourself room to breathe, then carry on; the last leg will feel steadier.',
    imagery: 'A man with a bandaged head leans on a wand, gripping it with both hands and glancing warily to one side. Behind him eight more wands stand in a row like a palisade. The bandage tells of battles already fought; the wands behind him are the defences and boundaries he has built; his watchful gaze shows he is still on guard, though the weariness of a long vigil is plain to see.',
    areas: {
      love: {
        upright: 'Old hurts make you cautious, and that is understandable. Take your time, let trust build gradually, and feel no rush to hand over everything.',
        reversed: 'Your guard is so high that people trying to reach you feel pushed away. Separate old wounds from the person in front of you.',
      },
      career: {
        upright: 'You are in the final push. It is tiring, but persistence will show results. Hold your standards and do not ease off at the last hurdle.',
        reversed: 'Prolonged pressure is burning you out. Check whether your workload is reasonable and talk to your manager about adjusting the pace.',
      },
      wealth: {
        upright: 'Hold steady financially for a while yet, guarding savings and budget. Caution now gives you firmer footing when things shift.',
        reversed: 'Money worries are keeping you on edge. Get your income and outgoings clearly mapped, and consult a financial professional if needed.',
      },
      health: {
        upright: 'You are on the mend. Be patient and keep a regular routine, and avoid jumping straight back to full intensity the moment you feel better.',
        reversed: 'Fatigue and tension have been quietly accumulating. Take rest seriously, and if the discomfort continues, seek a professional opinion without delay.',
      },
    },
  },
  'wands-10': {
    keywords: { upright: ['burden', 'overcommitment', 'pressure', 'hard work'], reversed: ['setting down the load', 'delegating', 'burnout', 'letting go'] },
    upright: 'You are hauling far too much, and none of it feels optional. The Ten of Wands is the weight of responsibility: work, family and everyone else’s expectations stacked on your shoulders. You are not far from your destination, but it is worth asking whether every one of these burdens really has to be carried by you, and by you alone.',
    reversed: 'Either the load has become almost unbearable, or you are finally realising you are allowed to put some of it down. The reversed Ten holds both possibilities: a warning about burnout and an opening to lighten up. Learning to say no and to delegate is not weakness. It is the kind of wisdom that lets you go the distance.',
    interpretation: 'Linked to Saturn in Sagittarius, this is idealism bowed under the weight of reality. Its lesson is to audit what you carry. Which burdens are genuine responsibilities, and which come from habit, guilt or the belief that only you can do it properly? Make a list and mark what could be handed over, postponed or dropped entirely. Fire needs air to keep burning; give yourself some breathing room so your enthusiasm is not smothered.',
    imagery: 'A man, bent nearly double, hugs a bundle of ten wands and trudges toward a house in the distance. The wands block his view so that he can barely see the path ahead. The ten staffs are responsibilities and tasks heaped one on another; his stooped body is the strain; his obscured sight shows how overload robs us of perspective, while the house reminds us that the journey’s end is within reach.',
    areas: {
      love: {
        upright: 'You are carrying too much of the relationship, or caretaking has become your whole role. Speak up about your needs and let your partner share the load.',
        reversed: 'You are pulling back from over-giving and rebalancing things, or realising a relationship is simply too draining and needs an honest review.',
      },
      career: {
        upright: 'Workload and responsibility are piling up. Once the current task is done, have a proper conversation about dividing work before you run on empty.',
        reversed: 'Delegating and saying no are starting to lighten the load. If you are already overstretched, consider a change of role or pace.',
      },
      wealth: {
        upright: 'Obligations such as loans or household costs feel heavy. Rank them and tackle one at a time instead of trying to fix everything at once.',
        reversed: 'There is a chance to ease the strain, such as clearing part of a debt. If it feels unmanageable, seek professional financial advice.',
      },
      health: {
        upright: 'Your body is signalling fatigue, often as tight shoulders and back. Cut down on overtime and make room for stretching and proper sleep.',
        reversed: 'When you are this depleted, stop pushing through. Take genuine rest, and if you keep feeling unwell, see a professional promptly.',
      },
    },
  },
  'wands-11': {
    keywords: { upright: ['curiosity', 'exploration', 'exciting news', 'fresh ideas'], reversed: ['fleeting enthusiasm', 'immaturity', 'delayed news', 'lack of direction'] },
    upright: 'A burst of excitement arrives: good news, a subject you are itching to learn, or a spontaneous adventure. The Page of Wands embodies curiosity and a daring spirit. It does not know exactly where the road leads, but it is eager to set out anyway. Let yourself be a beginner again and try something boldly, without needing to be good at it yet.',
    reversed: 'Enthusiasm flares and fades just as fast. You may have started a dozen things and finished none. The reversed Page can also point to news that is held up, or to minor trouble stirred by impulsive, half-formed choices. Instead of chasing the next shiny idea, pick one thing you already began and stay with it for a while.',
    interpretation: 'The youngest face of fire, the Page represents passion just breaking ground and a hunger to learn. Its lesson is to protect your curiosity while learning to focus. A beginner’s eyes make you brave enough to try, but real growth asks for a bit of patience. When this card appears, choose the topic that excites you most and give it a month of genuine exploration. See how far that spark can carry you.',
    imagery: 'A young figure stands in a desert, holding a tall wand with both hands and gazing up curiously at the leaves sprouting from its tip. His tunic is patterned with salamanders, and three pyramid-like hills rise in the distance. The desert is unexplored territory; the salamanders represent fire and its power to transform; his rapt expression captures an explorer’s wide-eyed delight in anything new.',
    areas: {
      love: {
        upright: 'A flirtatious message or an exciting invitation may arrive. Keep things light and sincere, and enjoy the thrill of getting to know someone.',
        reversed: 'Their interest may burn hot and fade fast, or yours might. Watch how things unfold over time before investing your heart.',
      },
      career: {
        upright: 'Ideal for learning new skills, exploring a new field or joining a training course. Your enthusiasm and creativity make a strong impression.',
        reversed: 'Lots of ideas, little follow-through, or mistakes from inexperience. Ask a mentor for guidance and take the time to build your foundations properly.',
      },
      wealth: {
        upright: 'A small new income stream may appear, or you may start learning about money management. Approach it as a student and go step by step.',
        reversed: 'Impulse shopping and trend-chasing investments are tempting. Make sure you understand before you act, and set yourself a firm spending limit.',
      },
      health: {
        upright: 'Try a new sport or a class you have been curious about. Keep it playful, because novelty itself can give your body a real lift.',
        reversed: 'Your exercise plans keep starting and stopping. Lower the bar to ten minutes a day and let the habit grow from there.',
      },
    },
  },
  'wands-12': {
    keywords: { upright: ['action', 'adventure', 'drive', 'travel'], reversed: ['recklessness', 'impatience', 'unfinished business', 'impulsiveness'] },
    upright: 'You are charged with energy and want to race straight at your goal. The Knight of Wands represents bold adventure, travel or relocation, and a just-do-it drive that breaks through stagnation and gets things moving fast. Go after what you want with gusto and trust your nerve. Just glance at the map before you gallop off.',
    reversed: 'Drive has tipped into recklessness: jumping in before the plan is clear, or veering off the moment you hit resistance. The reversed Knight can also signal a short temper, or a romance that blows in and out. Slow the pace and give your passion a direction, so it warms something instead of scorching everything in its path.',
    interpretation: 'Carrying the fiery spirit of Sagittarius, the Knight craves freedom, far horizons and challenge. Its lesson is to let courage and judgement ride together. Boldness is a gift; it lets you take leaps others will not. Without direction, though, it leaves a trail of half-finished quests. Before you act, ask where you want to end up and what matters most about this journey. Charge with those answers in hand, and you will land much closer to what you really want.',
    imagery: 'A knight in a salamander-patterned tunic sits astride a rearing horse, wand in hand, the red plume on his helmet streaming like a flame. Behind him lie desert and pyramid-shaped hills. The rearing horse is impatient momentum; the fiery plume is passion and drive; the desert suggests he is racing toward unknown, faraway places, hungry for adventure and whatever lies over the next ridge.',
    areas: {
      love: {
        upright: 'Romance is passionate and direct, and a magnetic go-getter may sweep in. Enjoy the heat, but notice whether your rhythms truly match.',
        reversed: 'Fast in, fast out, or someone who will not settle. Do not let a rush of passion blind you; watch for consistency over time.',
      },
      career: {
        upright: 'Push your plans forward boldly and go for travel or overseas assignments. Initiative is your edge, so keep the team in the loop.',
        reversed: 'Snap decisions and constant changes of direction are diluting your results. Finish what is in hand before chasing the next thing.',
      },
      wealth: {
        upright: 'Quick money may be on offer, but so is risk. Do the basic homework first and set a clear limit on how much you commit.',
        reversed: 'Impulsive spending or aggressive bets could cost you. Set rules for yourself and never make money decisions in a rush of emotion.',
      },
      health: {
        upright: 'Energy is high, perfect for outdoor or adventurous activities. Warm up and wear proper gear so haste does not cause an injury.',
        reversed: 'Restlessness makes you tired and accident-prone. Slow your movements, schedule real rest, and do not let your body stay wound up.',
      },
    },
  },
  'wands-13': {
    keywords: { upright: ['confidence', 'charisma', 'warmth', 'independence'], reversed: ['jealousy', 'insecurity', 'controlling', 'volatility'] },
    upright: 'You radiate a warm, self-assured glow that lights up the people around you while you take good care of yourself too. The Queen of Wands stands for independence, magnetism and a vibrant, open-hearted way of leading. She is passionate and decisive, and she knows what she wants. Trust your instincts and abilities now, and let people see the real you.',
    reversed: 'When confidence wobbles, that fire can turn into jealousy, impatience or a need to control everything. You may be pouring so much energy into others that your own needs have slipped off the list. The reversed Queen asks you to return to your inner flame and replenish yourself first; then you will have light to share again.',
    interpretation: 'Carrying the pioneering energy of Aries, the Queen expresses it with maturity and warmth. Her lesson is that real confidence has no need for comparison. She does not prove herself by overshadowing anyone; she simply takes her rightful seat. Learn from her: speak up boldly, be generous with people and hold your boundaries. Ask yourself how you can share your warmth today without burning yourself out in the process.',
    imagery: 'A queen sits upright on her throne, a wand in one hand and a sunflower in the other, with a black cat sitting at her feet. Lions are carved into the throne, and the sky behind her is bright. The sunflower stands for vitality and optimism; the lions for courage and strength; the black cat for her intuition and hidden depths, showing that she embraces her shadow side and is whole because of it.',
    areas: {
      love: {
        upright: 'Your charisma draws people in effortlessly. Staying genuine and independent within a relationship only makes you more admired and trusted.',
        reversed: 'Jealousy or insecurity is creeping into the relationship. Share your worries openly instead of trying to manage the other person.',
      },
      career: {
        upright: 'You can lead with confidence, balancing results with people skills. Go for the lead role and let your organising flair shine.',
        reversed: 'Juggling too much is making you short-tempered, or convinced you must do it all yourself. Trust others and hand some of it over.',
      },
      wealth: {
        upright: 'You know your own mind about money and make decisions crisply. Sensible investment in your passions or business makes sense now.',
        reversed: 'Watch for emotional spending, or spending to prove something. Pause and ask yourself whether this purchase will genuinely satisfy you.',
      },
      health: {
        upright: 'You are vibrant and glowing with energy. Keep moving and keep a steady daily routine so this vitality lasts well beyond a good week.',
        reversed: 'Caring for everyone else has left you exhausted. Book time that is only for you, and notice where stress is making you irritable.',
      },
    },
  },
  'wands-14': {
    keywords: { upright: ['leadership', 'vision', 'boldness', 'entrepreneurial spirit'], reversed: ['domineering', 'arrogance', 'impatience', 'unrealistic demands'] },
    upright: 'You have the vision and nerve to lead others forward. The King of Wands is seasoned leadership: seeing the big picture, making decisions without dithering and firing people up with your enthusiasm. It is a strong card for starting a business, steering a project or taking on serious responsibility. Trust your judgement and turn your vision into something real.',
    reversed: 'Leadership has slid into dictating. You may be rushing results, brushing off input or expecting too much of others. Or there may be a forceful, hard-to-reason-with person in your orbit. The reversed King reminds you that genuine authority is built on trust, not pressure. Slow down and really listen to the people you lead.',
    interpretation: 'Associated with Leo, the King is fire at its steadiest and most mature. His lesson is turning personal passion into a shared vision. A great leader does not only burn brightly; he lights others up. When this card appears, consider what you are leading, whether a team, a household or simply your own life. State your direction clearly, leave room for others to take part, and your influence will travel much further.',
    imagery: 'A king sits on his throne leaning slightly forward, gripping a budding wand as if ready to spring into action. Lions and salamanders decorate the throne behind him, and a small salamander rests at his feet. His forward-leaning posture is decisiveness and readiness; the lions are courage and regal presence; the salamanders biting their own tails signal a creativity and vision that keep renewing themselves.',
    areas: {
      love: {
        upright: 'You are dependable and committed, ready to plan a future together. You may also meet someone mature with a natural air of leadership.',
        reversed: 'You may be steamrolling your partner’s feelings. Try swapping “I’ve decided” for “let’s work it out together”, and leave room to breathe.',
      },
      career: {
        upright: 'A great time to start a venture, lead a team or make big calls. Your vision and decisiveness will earn trust and loyal followers.',
        reversed: 'A heavy-handed or impatient style is provoking pushback. Listen to your team more closely so that your decisions are better rounded.',
      },
      wealth: {
        upright: 'You have a long-range eye for money and can plan business investment well. Execute steadily and keep room to adapt.',
        reversed: 'Overconfidence may make you underestimate risk. Check the facts from several angles before big decisions instead of running on bravado.',
      },
      health: {
        upright: 'You are full of drive and energy. Keep exercising, and make sure there are moments of genuine downtime between the busy stretches.',
        reversed: 'Long stretches of high-pressure leadership breed irritability and poor sleep. Delegate, keep regular hours and seek professional advice if needed.',
      },
    },
  },
};
