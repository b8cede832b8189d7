import type { CardBodyTable } from '../../types';

export const swords: CardBodyTable = {
  'swords-01': {
    keywords: { upright: ['clarity', 'truth', 'breakthrough', 'decisive thinking'], reversed: ['confusion', 'misjudgement', 'harsh words', 'clouded truth'] },
    upright: 'A bright, clean edge cuts through the fog. The Ace of Swords is a mental breakthrough: suddenly you can see what the problem really is, and what needs to be said or done about it. It might arrive as a key insight, an honest conversation or a decision you have put off for far too long. Your mind is sharp right now, so use that clarity while it lasts. Name the truth and make the call.',
    reversed: 'The sword is in your hand, but your grip is shaky. Maybe you are overthinking, drowning in information until nothing makes sense, or maybe your words are coming out faster and sharper than you mean them to. The reversed Ace suggests that clarity needs time to settle. Hold off on verdicts, separate facts from assumptions, and check what you actually know.',
    interpretation: 'The Ace is the pure root of air: intellect, language and the power of truth. A sword cuts both ways, slicing through confusion on one side and wounding people on the other. Its lesson is to use your mind and your words honestly, but with care. When it appears, boil whatever is bothering you down to a single sentence, then ask two questions: what do I know for sure, and what am I afraid of? Once those are pulled apart, the answer is often obvious.',
    imagery: 'A hand reaches out of a cloud, gripping a double-edged sword that points straight up. Its tip pierces a golden crown hung with an olive branch and a palm frond, while small drops of golden light drift through the air. Below rise bare, jagged peaks. The crown is the mind’s mastery and victory; the olive and palm stand for peace and triumph; the double edge reminds you that truth has two sides; the harsh mountains hint that clarity is often won by facing something difficult.',
    areas: {
      love: {
        upright: 'Time to clear the air and be honest about where the relationship really stands. One frank conversation could change things for the better.',
        reversed: 'Barbed comments, suspicion, or two people talking past each other. Take a breath before you speak so a sharp moment does not leave a lasting wound.',
      },
      career: {
        upright: 'Your thinking is crisp, which makes this ideal for decisions, proposals, negotiations or thorny problems. Trust your judgement; it is unusually reliable now.',
        reversed: 'Muddled information or a bad call has sent work down the wrong path. Double-check the facts before the next step and avoid rushing a verdict.',
      },
      wealth: {
        upright: 'Sort out the accounts, read the fine print and make a rational money decision. Let the numbers speak rather than your mood.',
        reversed: 'Partial information could mislead you, or you may be tempted to sign or pay before you understand. One more question, one more check, is always worth it.',
      },
      health: {
        upright: 'A clear head makes it easy to set specific wellbeing goals. It is also a good moment to take stock of your health and book the check-up you have been putting off.',
        reversed: 'A racing mind is keeping you tense and awake. Give your brain some blank space and put the phone down before bed; if the sleeplessness persists, talk to a doctor.',
      },
    },
  },
  'swords-02': {
    keywords: { upright: ['stalemate', 'difficult choice', 'avoidance', 'fragile truce'], reversed: ['indecision', 'information overload', 'forced choice', 'seeing the truth'] },
    upright: 'Caught between two options and unable to choose, you have pulled on a blindfold and pressed pause. The Two of Swords is the card of stalemate and avoidance. Logic becomes a wall that keeps feelings out, and on the surface everything looks calm. That truce can buy you breathing room, but it cannot hold forever. Sooner or later the blindfold has to come off so you can see where you actually stand.',
    reversed: 'The deadlock is starting to crack. Outside pressure may be forcing your hand, or there is so much information coming at you that deciding feels even harder. Alternatively, you may finally be ready to remove the blindfold and face what you have been dodging. The reversed Two reminds you that not deciding is a decision too, so it is better to choose than to have the choice made for you.',
    interpretation: 'Linked to the Moon in Libra, the Two is where feeling and weighing-up get hopelessly tangled. Its lesson is admitting what you are avoiding. Often we already know the answer; what we fear is living with the consequences. Write down what each option would cost you, then ask your body which one brings a sigh of relief. Intuition is information too, and it deserves a place alongside the logic.',
    imagery: 'A blindfolded woman in a white robe sits on a stone bench by the sea, arms crossed over her chest, a long sword in each hand. Behind her lie calm water and scattered rocks, with a crescent moon overhead. The blindfold is an unwillingness or inability to see; the crossed arms form a shield around the heart; the sea at her back holds the emotions she is keeping at bay; the crescent moon hints that the answer lies in her intuition.',
    areas: {
      love: {
        upright: 'You are torn between two people or two paths, or locked in a cold silence with your partner. Avoidance only drags out the strain, so start by voicing your worries.',
        reversed: 'Issues you have both sidestepped are surfacing and demanding an answer. Face them honestly; that beats pretending everything is fine.',
      },
      career: {
        upright: 'A tough either-or choice, or a team stuck at an impasse. Gather enough information, then set yourself a firm deadline to decide.',
        reversed: 'Too many opinions are leaving you paralysed. Go back to the core goal and set the secondary voices aside for now.',
      },
      wealth: {
        upright: 'You keep wavering between two financial options. List the costs and risks of each, compare them coolly, and do not let fear of error keep you stalled.',
        reversed: 'A money matter you have shelved now needs attention. Open the bills, look at the numbers and get professional advice if you need it.',
      },
      health: {
        upright: 'Bottled-up feelings may show up as tightness in the chest or fatigue. Find a safe outlet, such as a walk, a journal or a talk with someone you trust.',
        reversed: 'All this agonising is wearing you out. Make one small decision to loosen the knot, and if anxiety keeps you up night after night, reach out for professional help.',
      },
    },
  },
  'swords-03': {
    keywords: { upright: ['heartbreak', 'grief', 'painful truth', 'loss'], reversed: ['healing', 'releasing sorrow', 'suppressed pain', 'recovery'] },
    upright: 'Some words and some events go straight to the heart like a blade. The Three of Swords is the card of heartache: disappointment, separation, betrayal, or a truth you have no choice but to accept. It is not gentle, but it is honest. You do not have to act strong right now. Let yourself be sad and let the tears come. Grief that is truly felt is grief that can eventually pass.',
    reversed: 'The worst of the pain may be behind you, and you are mending bit by bit. But the reversed Three can also mean the wound has been tucked out of sight: you seem fine on the outside while it still aches underneath. Turn back and look at that hurt gently. What it needs may not be forgetting, but understanding and, in time, forgiveness.',
    interpretation: 'Associated with Saturn in Libra, this card shows imbalance in relationships meeting the hard weight of reality. Its lesson is to accept pain as part of life instead of rushing to shove it away. Sadness itself is not the problem; refusing to feel it is what makes it linger. Do one small thing for this loss: write a letter you will never send, talk to someone you trust, or simply have a good cry. When the rain stops, the sky slowly clears.',
    imagery: 'A bright red heart hangs in mid-air, pierced by three swords from different angles, against heavy grey clouds and slanting rain. There are no people, only the heart and the blades. The heart is love and feeling; the three swords are the words, thoughts or truths that wound it; the dark rain is sorrow itself. Yet rain also cleanses, and it will stop, leaving the ground softer than before.',
    areas: {
      love: {
        upright: 'A breakup, a bitter argument or a painful discovery may be on the cards. Give yourself time to heal and do not rush into any big decisions.',
        reversed: 'The heartache is slowly easing and you can look back with more calm. If you still cannot let go, lean on a friend you trust.',
      },
      career: {
        upright: 'Criticism, rejection or hurtful remarks at work may sting. Deal with the emotions first, then look calmly for anything useful in the feedback.',
        reversed: 'You are coming back from a setback and finding your feet again. Turn the experience into lessons learned instead of replaying it endlessly.',
      },
      wealth: {
        upright: 'Disappointing financial news, or money causing a rift with someone close. Stop the bleeding first and review later; avoid big decisions while you are hurting.',
        reversed: 'The financial blow is fading, and you can begin to repair things step by step. Set yourself a realistic, doable recovery plan.',
      },
      health: {
        upright: 'Grief and stress can dull your appetite and sit heavy on your chest. Rest, give your feelings an outlet, and if low moods linger, seek professional support.',
        reversed: 'Your mood is steadying and your body is following. Keep a regular routine and spend time in the sunshine and with people who make you feel safe.',
      },
    },
  },
  'swords-04': {
    keywords: { upright: ['rest', 'recovery', 'pause', 'contemplation'], reversed: ['restlessness', 'burnout', 'returning too soon', 'stagnation'] },
    upright: 'After a run of draining battles, what you need most is to stop. The Four of Swords stands for rest, recuperation and quiet reflection. This is not running away; it is giving body and mind a real chance to repair. Lay the sword down for a while, shut out the noise and claim some time that nobody is allowed to interrupt. Once you are rested, the next step will be much easier to see.',
    reversed: 'Your body is sending warning signs and you still cannot stop, or you have rested so long that you are growing restless and stuck. The reversed Four cuts both ways: rushing back into the fight before you have healed, or being ready to move but too nervous to begin. Ask yourself honestly whether you are short on rest or short on the courage to get going.',
    interpretation: 'Tied to Jupiter in Libra, the Four is a moment of balance and recovery found in the middle of conflict. Its lesson is learning to truly rest, which does not mean lying down and carrying on worrying, but letting the mind go quiet. Try setting aside a stretch of time in which you solve nothing at all: walk, meditate, sleep properly. Once your thoughts have settled, answers to problems that seemed impossible often float up by themselves.',
    imagery: 'The effigy of a knight lies on a tomb inside a church, hands pressed together as if in prayer or sleep. Three swords hang on the wall above him, points down, and a fourth lies along the side of the tomb. A stained-glass window lets in soft light. The reclining knight has withdrawn from battle for now; his joined hands speak of reflection and prayer; the hanging swords show problems set aside; the church is a quiet sanctuary where the spirit can recover.',
    areas: {
      love: {
        upright: 'The relationship needs breathing space. Put the arguments on hold, give each other some quiet, and talk again once you have both cooled down.',
        reversed: 'Dodging the issue has left things stuck, or you are rushing into something new before you are ready. Look after your own heart first.',
      },
      career: {
        upright: 'Take leave, recharge or pause a project to rethink it. A short stop now is what lets you go the distance later.',
        reversed: 'Running on empty is hurting your output, or a long break has left you out of the loop. Plan a gradual return rather than diving straight back in.',
      },
      wealth: {
        upright: 'Hold off on big purchases and take a calm look at where you stand financially. There is no need to decide anything until you can see clearly.',
        reversed: 'Money admin you have been putting off needs doing. Start with the simplest item so the pile stops growing.',
      },
      health: {
        upright: 'Your body needs to recover, so take sleep seriously and cut back on late nights and overtime. If you are convalescing, follow your doctor’s advice and go slowly.',
        reversed: 'Too little rest is leaving you drained and on edge. Put sleep first, and if insomnia persists or recovery drags on, see a doctor.',
      },
    },
  },
  'swords-05': {
    keywords: { upright: ['hollow victory', 'conflict', 'self-interest', 'winning at all costs'], reversed: ['reconciliation', 'letting go of grudges', 'regret', 'walking away'] },
    upright: 'You may have won this fight, yet somehow it does not feel like winning. The Five of Swords is conflict and the hollow victory: someone will do whatever it takes to come out on top, someone else leaves hurt, and what remains is a mess. It reminds you that some battles are not worth fighting and some wins cost too much. Ask yourself what you actually want here: to be right, or to fix the problem?',
    reversed: 'The smoke is clearing, and you may want to mend fences or regret some of what was said. The reversed Five can also mean you have finally decided to stop feeding a fight that was never worth it and simply walk away. Making peace takes courage, and conceding is sometimes the wiser move. Do not let old grudges keep living rent-free in your head.',
    interpretation: 'Linked to Venus in Aquarius, the Five shows how easily human warmth gets lost between principles and ego. Its lesson is telling the difference between being right and doing right. You can win every argument on logic and still lose far more in the relationship. When this card appears, recall the conflict you cannot stop chewing over and ask how you would handle it given a second chance. Sometimes letting go protects what you care about better than winning ever could.',
    imagery: 'A man with a smug half-smile gathers up three swords while two more lie at his feet. In the distance two figures trudge away towards the water, heads bowed, one with his face in his hands. Overhead, ragged clouds are torn apart by the wind. The smirking man is victory bought at other people’s expense; the retreating figures are hurt and loss; the shredded sky shows that the air after a fight stays tense and unsettled.',
    areas: {
      love: {
        upright: 'Neither of you will back down, and the words keep getting sharper. Stop and ask whether you want to beat your partner or to be with them.',
        reversed: 'Now that tempers have cooled, you both want to repair things. An apology or a small gesture of goodwill can open the door again.',
      },
      career: {
        upright: 'Competition at work is fierce and someone may be playing dirty. Hold to your principles and do not wreck relationships over a short-term win.',
        reversed: 'Conflict is dying down, so it is a good time to rebuild working relationships. If an environment keeps draining you, leaving gracefully is also an option.',
      },
      wealth: {
        upright: 'Money may spark a dispute, or you may be offered an unfair deal. Read every clause and stand your ground where needed, but do not let pride do the driving.',
        reversed: 'A financial dispute looks set to settle. Rather than sinking more energy into the fight, reach agreement quickly and get back to what matters.',
      },
      health: {
        upright: 'Tense relationships are leaving you frazzled and irritable. Step away from the conflict, calm down, and do not let anger get stored up in your body.',
        reversed: 'Letting go of the grudge lets your body unclench as well. Keep a steady routine, and if your mood stays low, consider talking to a professional.',
      },
    },
  },
  'swords-06': {
    keywords: { upright: ['transition', 'moving on', 'healing journey', 'calmer waters'], reversed: ['unable to let go', 'old patterns returning', 'delayed move', 'resisting change'] },
    upright: 'You are slowly leaving a turbulent stretch behind and heading for calmer water. The Six of Swords speaks of transition and healing: a move, a journey, or simply a shift in how you see things. The hurt has not vanished and you are carrying it with you, but you are pointed in the right direction. You do not have to feel better all at once. Keep going, and the far shore will keep getting closer.',
    reversed: 'You want to leave but cannot seem to get away, or you have left only to find the old problems climbed into the boat with you. The reversed Six reminds you that real transition is more than a change of scenery; it means putting some baggage down. Notice which old habits and old stories are still pulling you back, and have the courage to leave them on the shore.',
    interpretation: 'Associated with Mercury in Aquarius, the Six is the mind beginning to see the past from a more detached angle. Its lesson is allowing yourself to move forward before you are fully healed. Recovery is not a straight line, and ups and downs are normal. Find yourself a ferryman for this crossing, whether a friend, a counsellor or a good book, to keep you company on the water. And remember that you only need to bring what truly matters on board.',
    imagery: 'A ferryman poles a small boat towards a distant shore, carrying a cloaked woman and a child, with six swords standing upright in the bow. The water on one side of the boat is rippled, while on the other it lies smooth. The ferryman is guidance and help; the woman and child are vulnerability and hurt carried forward; the swords are the memories that travel with them; the shift from choppy to still water shows they are heading somewhere more peaceful.',
    areas: {
      love: {
        upright: 'The hardest phase is behind you and the relationship is moving onto calmer ground. Or you are letting go of an old love and slowly opening to something new.',
        reversed: 'Old knots remain untied and keep you from really moving on. Face them, rather than finding a new person to run from the same problem.',
      },
      career: {
        upright: 'A transfer, job change or relocation may carry you out of a draining environment. Go with the change and give yourself time to settle in.',
        reversed: 'A career move keeps stalling, or the new place has the same old problems. Pin down what is really making you unhappy before you decide your next step.',
      },
      wealth: {
        upright: 'Your finances are gradually stabilising and the lean period is passing. Keep a careful pace and move steadily towards firmer footing.',
        reversed: 'Old debts or spending habits are still weighing you down. Rather than avoiding them, make a list and work through it item by item.',
      },
      health: {
        upright: 'Body and mind are on the mend. A change of scene can help, like a short trip or a walk by the water. Allow yourself plenty of recovery time.',
        reversed: 'Recovery is slower than you hoped, which is discouraging. Be patient, follow your doctor’s advice and make rest and routine your priority.',
      },
    },
  },
  'swords-07': {
    keywords: { upright: ['strategy', 'secrecy', 'going it alone', 'cutting corners'], reversed: ['secrets exposed', 'guilty conscience', 'coming clean', 'self-deception'] },
    upright: 'Something is happening behind the scenes. The Seven of Swords is about strategy, secrecy and going it alone. Perhaps you need to sidestep a direct confrontation and reach your goal by cleverer means, or perhaps someone around you is not being entirely straight. Stay alert and protect your interests, but also ask yourself honestly whether the shortcut you are eyeing might end up costing more than the long way round.',
    reversed: 'Whatever has been hidden may not stay hidden much longer, or you are starting to feel uneasy about your own methods. The reversed Seven can also mean you are ready to drop the clever tricks and come clean. Sometimes the con most in need of exposing is the one we run on ourselves. Telling the truth may be hard, but it puts you back on solid ground.',
    interpretation: 'Tied to the Moon in Aquarius, the Seven pairs a quick mind with cool, detached feelings, which makes going solo very tempting. Its lesson is telling flexibility apart from evasion. Strategy is neither good nor bad in itself; what matters is whether you are hurting others or fooling yourself. When this card appears, notice whether there is something you would rather nobody found out, and ask why. The answer shows you what you are really trying to protect.',
    imagery: 'A man tiptoes away from a military camp with five swords bundled in his arms, glancing back over his shoulder with a sly grin. Two swords remain planted in the ground behind him, and a few soldiers gather near the tents in the distance. The tiptoeing and backward look suggest stealth and a touch of guilt; the stolen swords are gains won by cunning; the two he leaves behind hint that he has not got away with everything, and that the matter is far from closed.',
    areas: {
      love: {
        upright: 'Something may be going unsaid or kept hidden. Notice whether words and actions line up, and ask yourself whether you are being fully open too.',
        reversed: 'A secret comes to light and has to be dealt with. Talk it through honestly and give trust a chance to be rebuilt.',
      },
      career: {
        upright: 'Keeping a low profile and staying nimble works well now, but watch for office manoeuvring. Protect important files and make sure your work is credited.',
        reversed: 'A corner-cutting approach may be found out. Return to solid, honest work and fix mistakes yourself; that is how trust is won back.',
      },
      wealth: {
        upright: 'Be wary of murky investments and deals that look too good to be true. Verify who you are dealing with, check the contract and guard your personal data.',
        reversed: 'Hidden spending or a hole in the accounts comes to light. Patch it promptly and start keeping more transparent records.',
      },
      health: {
        upright: 'You may be ignoring your body’s signals or borrowing time from sleep. There are no shortcuts here, so be honest about how you really feel.',
        reversed: 'You are finally facing a health issue you had been ignoring, and that is a good thing. Book the check-up, follow medical advice and stop putting it off.',
      },
    },
  },
  'swords-08': {
    keywords: { upright: ['feeling trapped', 'self-limiting beliefs', 'helplessness', 'fear'], reversed: ['breaking free', 'seeing a way out', 'regaining choice', 'new perspective'] },
    upright: 'You feel hemmed in, with obstacles on every side and no move that feels right. The Eight of Swords is about self-imposed limits: what holds you is often not a real wall but fear, self-doubt and the voice that says you cannot. Look more closely and you will notice the bonds are loose and the way out is not entirely blocked. A shift in how you think about the situation is enough for a first step.',
    reversed: 'You are starting to realise that the ropes can be untied after all. The reversed Eight is about breaking free and reclaiming your choices: a new idea, or a request for help, and suddenly there is a way out. If you still feel deeply stuck in anxiety, though, this card is also a reminder not to struggle alone. There are people willing to help you take that blindfold off.',
    interpretation: 'Linked to Jupiter in Gemini, the Eight shows how too many thoughts and too many possibilities can leave you frozen. Its lesson is separating facts from thoughts. When you hear yourself say “I have no choice”, rephrase it as “I can’t see a choice yet”. Then list every option you can think of, however absurd some of them look. Often just putting the fear on paper is enough to shrink it to a manageable size.',
    imagery: 'A blindfolded woman, loosely wrapped in strips of cloth, stands on muddy, waterlogged ground. Eight swords are stuck in the earth around her like an unfinished fence, and on a cliff in the distance stands a castle. The blindfold means she cannot see her situation clearly; the slack bindings show the restraint is weaker than it feels; the gaps between the swords are exits that were always there; the distant castle is the safety and belonging she has temporarily left behind.',
    areas: {
      love: {
        upright: 'You feel stuck in a relationship or a pattern with no way out. Talk it through with someone you trust and try to see your situation from a new angle.',
        reversed: 'You are stepping out of a relationship or mindset that boxed you in and finding your own voice again. Be brave about stating what you need.',
      },
      career: {
        upright: 'Work leaves you feeling powerless, as if there is no alternative. Write down the skills and resources you do have; there are usually more ways out than you think.',
        reversed: 'New possibilities are coming into view and you are willing to try something different. Go step by step, starting with learning or asking around.',
      },
      wealth: {
        upright: 'Money worries have you convinced that every move is wrong. Lay the numbers out on the table; the reality is usually less grim than the fear.',
        reversed: 'You have found a way to improve your finances and are climbing out of the hole. Stick to the plan and ask a professional when you need to.',
      },
      health: {
        upright: 'Anxiety and overthinking may be keeping you tense and unable to relax. Try deep breathing or gentle exercise, and if low moods persist, seek professional help.',
        reversed: 'Your mood is loosening and your body is unwinding with it. Keep up the habits that make you feel at ease and give yourself more room to breathe.',
      },
    },
  },
  'swords-09': {
    keywords: { upright: ['anxiety', 'sleeplessness', 'nightmares', 'excessive worry'], reversed: ['easing fears', 'reaching out', 'despair', 'hidden dread'] },
    upright: 'In the middle of the night you sit bolt upright, thoughts tumbling one after another with no off switch. The Nine of Swords is anxiety, sleeplessness and worry run wild. In the dark, the things you fear grow several times larger. Remember that a thought is not a fact, and most of what we dread never actually happens. You do not have to get through this night alone; try telling someone you trust what is on your mind.',
    reversed: 'The worst nights may be passing. You are more willing to reach out, or you have found ways to soothe yourself. But the reversed Nine can also mean the anxiety has been pushed down deeper, hardening into a despair that is difficult to put into words. Either way, take your feelings seriously, and seek professional support if you need it. That is courage, not weakness.',
    interpretation: 'Associated with Mars in Gemini, the Nine shows a sharp mind turning its blade on itself in an endless loop of self-attack. Its lesson is learning to live alongside anxiety without being swallowed by it. When the worry rises, write down what you are afraid of, what the worst outcome would be, and one thing you can actually do right now. A storm in your head becomes concrete and workable once it lands on paper. Morning always comes, and you will come through too.',
    imagery: 'In a pitch-black room a woman sits up in bed with her face buried in her hands, as if woken by a nightmare. Nine swords are lined up horizontally on the dark wall behind her. Her quilt is patterned with roses and astrological symbols, and the side of the bed is carved with a scene of one figure striking down another. Her hidden face is pain and fear that feel unbearable; the swords are the thoughts circling above her, though none of them actually touches her; the rose-covered quilt is a reminder that warmth and hope are still within reach.',
    areas: {
      love: {
        upright: 'You may be worrying yourself sick over the relationship, second-guessing everything your partner does. Rather than spiralling alone, ask gently and directly.',
        reversed: 'You are slowly putting down your fears about love, or finally opening up to your partner. Sharing what weighs on you will lighten the load.',
      },
      career: {
        upright: 'Work stress is costing you sleep, and you keep fearing mistakes. List what you are worried about and pick out the parts you can actually act on.',
        reversed: 'The anxiety is easing and your sense of control is coming back. If the pressure is still heavy, talk to your manager or colleagues about sharing it.',
      },
      wealth: {
        upright: 'Money worries are keeping you up at night. Get your income, spending and debts down on paper; the facts are often less frightening than the fear.',
        reversed: 'Financial worries are lifting as you find workable solutions. Keep going step by step, and ask a professional for guidance where needed.',
      },
      health: {
        upright: 'Anxiety and sleeplessness are draining your energy. Cut back on stimulation before bed and try relaxation exercises; if insomnia or low mood persists, see a doctor soon.',
        reversed: 'Sleep and mood are gradually improving. Keep your routine steady, and do not drop the self-care just because things are getting better.',
      },
    },
  },
  'swords-10': {
    keywords: { upright: ['endings', 'rock bottom', 'defeat', 'the end of pain'], reversed: ['recovery', 'getting back up', 'the worst is over', 'refusing to let go'] },
    upright: 'Something has run its course: a relationship, a job, or a plan you gave everything to. The Ten of Swords looks grim, but it carries an important message: the worst has already happened, and from here the only way is up. There is no need to keep fighting to save what is gone. Admit that it is over and let it truly end. The darkest hour really does come just before the dawn.',
    reversed: 'You are slowly climbing up from rock bottom; the wounds are scabbing over and both body and spirit are mending. The reversed Ten can also mean you are still refusing to accept the ending, reliving the pain again and again so the old wound never closes. Try letting go. Save your strength for starting over rather than proving, one more time, how much it hurt.',
    interpretation: 'Tied to the Sun in Gemini, the Ten shows that even at the darkest moment, light is rising somewhere on the horizon. Its lesson is accepting endings and finding the seeds of renewal inside them. Often what hurts most is not the loss itself but our resistance to it. When this card appears, give this chapter a proper farewell: write down what it taught you, then deliberately turn the page. Once you stop looking back, a new day can begin.',
    imagery: 'A man lies face down on the shore with ten swords in his back and a red cloth draped over him. The sky above is pitch black, yet along the horizon a band of golden dawn is breaking over still water. The ten swords mark a total, irreversible ending; the black sky is pain at its peak; the distant light and calm sea promise that this too will pass and that a new beginning is already taking shape.',
    areas: {
      love: {
        upright: 'A relationship may be reaching its end, or you can finally see it cannot go on. Let yourself grieve, and let yourself close the door.',
        reversed: 'You are slowly recovering from heartbreak. Do not rush back, and do not rush into something new; take care of yourself first.',
      },
      career: {
        upright: 'A failed project, a job loss or a major setback. Steady your emotions, accept where things stand, then take stock of the resources you still have.',
        reversed: 'The hardest stretch is behind you and you are getting back on your feet. Let the experience become a source of strength as you rebuild.',
      },
      wealth: {
        upright: 'A significant financial loss is possible. Cut your losses rather than throwing good money after bad, and get professional advice if needed.',
        reversed: 'Your finances have hit bottom and are starting to recover. Make a practical plan and rebuild steadily instead of trying to win it all back at once.',
      },
      health: {
        upright: 'You are at a low ebb, and the exhaustion runs deep. Make rest the top priority, and if something feels wrong, see a doctor rather than pushing through.',
        reversed: 'Body and mood are gradually recovering. Be patient, follow professional advice and let healing take its natural course.',
      },
    },
  },
  'swords-11': {
    keywords: { upright: ['curiosity', 'thirst for knowledge', 'vigilance', 'speaking up'], reversed: ['careless talk', 'gossip', 'all talk', 'suspicion'] },
    upright: 'Your mind is quick and curious right now, wanting to get to the bottom of everything. The Page of Swords stands for a hunger to learn, alertness and speaking your mind. It may bring news, a question that deserves digging into, or the chance to study something new. Keep that sharpness and that urge to ask questions, and just remember to pause for a second before you speak.',
    reversed: 'Curiosity has taken a wrong turn, sliding into gossip, thoughtless remarks, or criticising without lifting a finger to help. The reversed Page can also mean being so on guard that everyone looks like a potential threat. Point your sharpness in a better direction: verify more and speculate less, do more and argue less.',
    interpretation: 'The Page is the youngest face of air, a newly awakened power of thought and speech. Its lesson is learning how to handle this sword: questions bring understanding but can also wound; information helps you decide but can also sow confusion. When this card appears, choose one question you genuinely want answered, then research it, ask about it and read about it properly. Let curiosity fuel learning rather than feed anxiety.',
    imagery: 'A young figure stands on high ground holding an upright sword in both hands, body turned one way while glancing back the other. The wind whips their hair, clouds churn overhead, birds wheel high in the sky and distant trees bend in the gusts. The wind and birds belong to the element of air and a restless, agile mind; the backward glance is vigilance and curiosity; the high vantage point shows a longing to see further and know more.',
    areas: {
      love: {
        upright: 'You are curious about the other person and want to know them better. Sincere questions open up conversation and bring you closer.',
        reversed: 'Relentless questions or sharp words are putting your partner under pressure. Trust needs room; do not let concern turn into interrogation.',
      },
      career: {
        upright: 'A good time to learn a skill, do research or float fresh ideas. Your sharp mind and eagerness to learn will help you stand out.',
        reversed: 'Watch out for office gossip and unverified rumours. Choose your words carefully and focus on doing solid work.',
      },
      wealth: {
        upright: 'Learn more about managing money and get a clear picture of your own finances. Understanding first and acting second will give you confidence.',
        reversed: 'Hearsay could cloud your judgement. Check your sources before investing, and do not follow the crowd or rush to place a bet.',
      },
      health: {
        upright: 'Take an active interest in what your body needs, such as reading reliable sources or booking a check-up. Curiosity can help you build better habits.',
        reversed: 'Googling symptoms is making you more anxious, or your mind will not switch off at night. If you have questions, ask a doctor instead of scaring yourself.',
      },
    },
  },
  'swords-12': {
    keywords: { upright: ['decisiveness', 'swift action', 'bluntness', 'single-minded drive'], reversed: ['recklessness', 'impulsiveness', 'cutting words', 'rushing'] },
    upright: 'You know what you think and you move fast; once you have a target in sight, you charge at full speed. The Knight of Swords is decisive, no-nonsense energy, ideal for pushing things forward quickly, arguing your case or breaking a deadlock. That drive can clear obstacles out of your way, but check whether the people around you can keep up, and do not lose your sense of direction or proportion mid-charge.',
    reversed: 'Going this fast, you have lost control. You may be acting on impulse, saying barbed things or racing to prove yourself without thinking through the consequences. The reversed Knight can also point to a domineering, argumentative person nearby. Slow down and think before you strike; a sharp sword is only useful when it is aimed.',
    interpretation: 'Associated with Gemini, the Knight has a quick mind, a sharp tongue and an itch to act right now. His lesson is keeping speed and judgement side by side. Decisiveness is a rare strength, but charging ahead on sheer momentum tends to hurt others and yourself. Before acting, take a few minutes to ask what you are aiming for and whether any information is missing. Once that is clear, go all in.',
    imagery: 'An armoured knight charges at full gallop on a white horse, sword raised high and cloak streaming behind him. The clouds are scattered by the wind, the trees bend over, and the horse’s harness is decorated with butterflies and birds. The galloping horse is urgent, headlong action; the raised sword is a sharp mind and fierce resolve; the wind-torn landscape shows the force he stirs up and hints that such momentum can throw everything around him into disarray.',
    areas: {
      love: {
        upright: 'Things are moving quickly, and the other person may be direct and intense. Honesty is a plus, but do not forget to listen and be kind.',
        reversed: 'Hurtful words spoken on impulse, or a relationship racing ahead too fast. Cool down and think about what the other person actually needs.',
      },
      career: {
        upright: 'A great time to fast-track a project, argue your case or tackle a difficult problem. Decisive action gives you the edge.',
        reversed: 'Impatience is causing mistakes or friction with colleagues. Slow your pace, gather input, and then decide.',
      },
      wealth: {
        upright: 'Act decisively on financial matters you have been putting off. Decide quickly, but only once the information is clear.',
        reversed: 'Impulsive investing or spending could cost you. Give yourself a cooling-off period and never decide while emotions are running high.',
      },
      health: {
        upright: 'You are full of energy and well suited to brisk, fast-paced exercise. Warm up properly so that rushing does not lead to injury.',
        reversed: 'Haste and tension are making you tired and accident-prone. Slow down your daily pace and give your body enough rest.',
      },
    },
  },
  'swords-13': {
    keywords: { upright: ['clear-sightedness', 'independence', 'candour', 'discernment'], reversed: ['coldness', 'sharp tongue', 'walls up', 'harsh judgement'] },
    upright: 'You see people and situations with rare clarity, and neither emotion nor flattery can easily sway you. The Queen of Swords is independence, candour and the wisdom to tell right from wrong. She has weathered storms, which is exactly why she understands the value of boundaries. Trust your judgement now, and speak the truth directly but kindly. Your clear head can become a guide for the people around you.',
    reversed: 'Clarity has cooled into coldness, and candour has turned cutting. You may have wrapped yourself so tightly in reason that no one can get close, or you are being too hard on others and on yourself. The reversed Queen reminds you that the truth needs to be spoken, and it also needs to be spoken gently. Lower your guard a little and allow yourself some softness.',
    interpretation: 'Linked to Libra, the Queen seeks balance through fairness and reason. Her lesson is letting a clear head and an open heart live side by side. Past experiences may have taught you to protect yourself, but real strength is not about being hard. It is about seeing everything clearly and still being willing to reach out. When this card appears, practise saying a clean yes and a clean no, and pay attention to your tone, so that your boundaries and your goodwill are heard together.',
    imagery: 'A queen sits in profile on a high throne, holding a sword straight up in her right hand while her left hand reaches forward, as if inviting someone in or signalling to them. Her throne is carved with butterflies, a crescent moon and a winged cherub, and butterflies decorate her crown. Clouds billow below her, and a single bird flies high overhead. The upright sword is justice and clarity; the outstretched hand is a willingness to listen; the butterflies are the soul and transformation; the lone bird is her independent, far-seeing perspective.',
    areas: {
      love: {
        upright: 'You know what you want in love and will not settle or shrink yourself. Speaking openly will draw people who truly understand you.',
        reversed: 'Old hurts have built a high wall around your heart, and your words can come out sharp. Lower your guard and give someone the chance to know you.',
      },
      career: {
        upright: 'Your professional judgement and straight talk are valued. You shine in roles that call for analysis, communication or quality control.',
        reversed: 'Sky-high standards or a cutting tone may be keeping colleagues at a distance. Hold your standards, but add some understanding and praise.',
      },
      wealth: {
        upright: 'Cool and rational, you can spot the risks and loopholes in any financial picture. Manage money to a plan and do not get swept up in other people’s emotions.',
        reversed: 'Excessive caution or distrust may cause you to miss sound partnerships. Tell prudence apart from suspicion, and judge each case on its merits.',
      },
      health: {
        upright: 'You understand your body well and can make sensible health choices. Hold your boundaries and cut back on commitments that only drain you.',
        reversed: 'Bottled-up feelings are tightening your neck and shoulders and making it hard to relax. Be gentle with yourself, and if the tension lasts, seek professional support.',
      },
    },
  },
  'swords-14': {
    keywords: { upright: ['reason', 'authority', 'fairness', 'expert judgement'], reversed: ['coldness', 'tyranny', 'abuse of power', 'manipulation'] },
    upright: 'You can analyse a situation calmly and make judgements grounded in logic and principle. The King of Swords is mature intellect and authority: fair, clear-eyed and far-sighted, never led around by emotion. This card favours legal matters, contracts, negotiations or anything that calls for expert opinion. Trust your analytical skills, and do not hesitate to consult reliable experts so that your decisions stand up to scrutiny.',
    reversed: 'Reason has hardened into coldness, and authority into tyranny. You may be digging in on your own views and using logic to steamroll other people’s feelings, or someone close by may be using their expertise or status to manipulate the situation. The reversed King reminds you that wisdom is not only about judging right and wrong; it also means understanding people. Keep your principles, but keep your humanity too.',
    interpretation: 'Associated with Aquarius, the King is air at its most mature and visionary. His lesson is making intelligence serve fairness rather than control. A clear mind is a form of power, and those who have it need to wield it carefully. When this card appears, look at the decision in front of you. Is it fair? Would it hold up to scrutiny? Have you heard every side? When reason and conscience walk together, your judgement earns genuine respect.',
    imagery: 'A king sits squarely on his throne facing us, holding an upright sword, his expression stern and composed. The throne is carved with butterflies and crescent moons; a few clouds drift across the sky behind him, and two birds fly in the distance. His frontal posture signals open, transparent judgement; the upright sword is principle and justice; the butterflies and moons suggest transformation of thought and insight; the wide sky shows that he stands high and sees far.',
    areas: {
      love: {
        upright: 'You are rational and reliable in love, valuing commitment and clear communication. You may also meet a mature partner who knows their own mind.',
        reversed: 'Leading with logic and ignoring feelings can leave your partner cold. Try understanding the emotions first, then discuss who is right.',
      },
      career: {
        upright: 'Well suited to contracts, legal issues or strategic decisions. Your expertise and fairness will earn people’s trust.',
        reversed: 'An overly hard-line or stubborn style is provoking resistance. Listen to differing views so your decisions are better rounded.',
      },
      wealth: {
        upright: 'Plan your finances rationally and consult a professional where needed. Base decisions on data and facts, and move steadily.',
        reversed: 'Watch out for anyone using jargon or an air of authority to mislead you. Check important contracts and investments from several angles.',
      },
      health: {
        upright: 'Approach your health rationally, with regular check-ups and professional advice. A clear plan makes it easier to stick with good habits.',
        reversed: 'Suppressed emotions and an overworked mind can lead to tension and sleeplessness. Learn to switch off, and seek help from a doctor or other professional when needed.',
      },
    },
  },
};
