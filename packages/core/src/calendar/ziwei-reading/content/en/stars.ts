import type { StarId } from '../../vocabulary';
import type { StarTexts } from '../../texts';

export const stars: Readonly<Record<StarId, StarTexts>> = {
  ziwei: {
    keywords: 'presence · vision · responsibility',
    core: 'Zi Wei, the Emperor Star, stands for self-direction, dignity and the wish to see the whole picture. It wants things done well and with grace, and it tends to carry everyone’s responsibilities as its own.',
    soul: 'With Zi Wei in the Life palace you often carry a calm authority that people trust, and you like to see the whole board before you move. Leadership is most convincing when it also listens.',
    wealth:
      'Zi Wei in the Wealth palace leans towards planned, dignified spending and long-range arrangements over quick wins. A question worth asking: when I spend, am I meeting a need or keeping up an image?',
    career:
      'Zi Wei in the Career palace suits roles that coordinate, decide and take responsibility. Look for a stage where your organising gifts can work, and practise handing tasks to people you trust.',
    spouse:
      'Zi Wei in the Spouse palace values respect and good measure in love, and hopes to admire its partner. Closeness is not about who leads; try meeting eye to eye and deciding together.',
    other:
      'Zi Wei here marks an area you want to handle properly and are willing to invest in. Composure rather than control tends to bring more.',
  },
  tianji: {
    keywords: 'quick wit · strategy · change',
    core: 'Tian Ji, the star of wisdom and movement, thinks nimbly, analyses and plans well, and can overthink.',
    soul: 'With Tian Ji in the Life palace you are perceptive and quick, curious about the reasons behind things. A fast mind is a gift; give it some time off, too.',
    wealth:
      'Tian Ji in the Wealth palace manages resources through information and planning rather than force. A clear written plan keeps too many ideas from turning into too many changes.',
    career:
      'Tian Ji in the Career palace suits work that uses the mind: planning, research, consulting, technology. Change is your friend; before each turn, decide what you want to keep.',
    spouse:
      'Tian Ji in the Spouse palace looks for a partner to talk with, someone who meets you in ideas. Conversation feeds the bond: guess less, say more.',
    other:
      'Tian Ji here makes you the one with ideas in this area, and sometimes the one who changes course. Give your plans the patience to be carried out.',
  },
  taiyang: {
    keywords: 'warmth · generosity · openness',
    core: 'Tai Yang, the Sun, stands for light and warmth, giving, reputation and public life. It loves to light others up and sometimes forgets to look after itself.',
    soul: 'With Tai Yang in the Life palace you are open-hearted and loyal, quick to stand up for others. Your warmth is contagious; remember that the one who gives light needs recharging too.',
    wealth:
      'Tai Yang in the Wealth palace is generous with money, spending on people and ideals. Openness and a good name serve you well here; keep some margin for yourself.',
    career:
      'Tai Yang in the Career palace suits public-facing work with influence: teaching, media, management, public service. Enthusiasm is your calling card; pacing is what makes it last.',
    spouse:
      'Tai Yang in the Spouse palace gives and protects in love and wants things clear and above board. Before giving, notice what your partner actually needs.',
    other:
      'Tai Yang shines here: in this area you give first and bring warmth. Check now and then that your own energy is topped up.',
  },
  wuqu: {
    keywords: 'decisive · practical · gets things done',
    core: 'Wu Qu is both a wealth star and a general: decisive, practical and good at execution, it cares about efficiency and results.',
    soul: 'With Wu Qu in the Life palace you are direct, determined and as good as your word. Strength is your footing; where softness is needed, slow your tone a little.',
    wealth:
      'Wu Qu in the Wealth palace is the wealth star at home, as tradition says: a feel for numbers and method. It describes a skill and a habit, not a guaranteed outcome; steadiness and discipline bring out the best in it.',
    career:
      'Wu Qu in the Career palace suits roles that need decisions: finance, engineering, management. You make things happen; leave room for others on the team, too.',
    spouse:
      'Wu Qu in the Spouse palace shows love through deeds rather than sweet words. Saying what you feel now and then will reassure your partner.',
    other:
      'Wu Qu here brings a focus on efficiency and results in this area. Balancing firmness with flexibility keeps things moving.',
  },
  tiantong: {
    keywords: 'gentle · content · enjoys life',
    core: 'Tian Tong, the star of blessings, is mild and easy-going and knows how to enjoy life, though it can lack a push.',
    soul: 'With Tian Tong in the Life palace you are well liked and even-tempered, with a childlike openness. Ease is a blessing; a small goal of your own gives the days direction.',
    wealth:
      'Tian Tong in the Wealth palace takes money lightly and values quality of life. A slow, steady approach with room for both enjoyment and saving suits you.',
    career:
      'Tian Tong in the Career palace suits warm, harmonious places: service, design, care, culture. Find work you enjoy and the motivation follows.',
    spouse:
      'Tian Tong in the Spouse palace longs for a cosy, relaxed partnership. Facing problems together instead of around them makes it sturdier.',
    other: 'Tian Tong here lets you feel at ease in this area. Ease grows best when you still tend it.',
  },
  lianzhen: {
    keywords: 'passion · principle · self-discipline',
    core: 'Lian Zhen is complex and full of tension: principled and self-disciplined, yet passionate and desiring. It is a star that asks to be managed well.',
    soul: 'With Lian Zhen in the Life palace you have a strong personality and charm, and your own standards. Turning intense feeling into focus is your great strength.',
    wealth:
      'Lian Zhen in the Wealth palace is ambitious about resources and keeps to rules. Clear rules and clear accounts let that ambition go the distance.',
    career:
      'Lian Zhen in the Career palace suits fields of standards, systems or competition: management, public service, compliance, hard technical problems. Clear boundaries make success feel earned.',
    spouse:
      'Lian Zhen in the Spouse palace loves intensely and cares how invested each of you is. Phrase what matters as a hope rather than a demand, and things lighten.',
    other:
      'Lian Zhen here stirs your feelings and your competitive streak in this area. Set your principles first, then bring the passion.',
  },
  tianfu: {
    keywords: 'steady · generous · a keeper',
    core: 'Tian Fu, the treasury star, stands for steadiness, generosity and keeping what has been built; it accumulates and looks after things.',
    soul: 'With Tian Fu in the Life palace you come across as dependable and generous, with a good sense of measure. Steadiness is your strength; step out of the comfort zone now and then.',
    wealth:
      'Tian Fu in the Wealth palace values building up reserves and a sense of security, and plans ahead. It is a cautious, steady leaning that suits long-term plans; there is no race to win.',
    career:
      'Tian Fu in the Career palace suits roles built on stability and trust: management, administration, accounting. You are the team’s ballast; ask for the chance to shine too.',
    spouse:
      'Tian Fu in the Spouse palace wants a lasting, settled relationship and likes to take care of its partner. Alongside stability, bring in something new now and then.',
    other:
      'Tian Fu here makes you a keeper and builder in this area. Keep moving forward while you keep safe, and you stand on firmer ground.',
  },
  taiyin: {
    keywords: 'sensitive · gentle · inward',
    core: 'Tai Yin, the Moon, is gentle, subtle and feeling. It rules the inner life, home and savings, and works quietly.',
    soul: 'With Tai Yin in the Life palace you feel deeply, notice details and have a good eye. Your gentleness is a strength; say what you need, too.',
    wealth:
      'Tai Yin in the Wealth palace builds slowly and steadily and values a secure home. Patient, long-term plans suit it.',
    career:
      'Tai Yin in the Career palace suits work that needs care, taste or looking after others: design, writing, finance, education. Quiet persistence gets noticed.',
    spouse:
      'Tai Yin in the Spouse palace treasures thoughtful detail and gentle company. Saying what you hope for beats waiting for your partner to guess.',
    other: 'Tai Yin here suggests a gentle, careful approach to this area; going slowly is what keeps you steady.',
  },
  tanlang: {
    keywords: 'many talents · curious · sociable',
    core: 'Tan Lang is talented and curious, the star of desire and social life, drawn to everything new; it has to learn to choose.',
    soul: 'With Tan Lang in the Life palace you have wide interests and plenty of charm, and you are good with people. Enthusiasm is your fuel; focus makes it burn longer.',
    wealth:
      'Tan Lang in the Wealth palace ties resources to people, interests and talents. When ideas multiply, first tell wants from needs.',
    career:
      'Tan Lang in the Career palace suits social, creative and expressive fields: sales, media, the arts, entertainment. After trying many things, grow one speciality deep.',
    spouse:
      'Tan Lang in the Spouse palace values attraction and fun and hopes for a colourful partnership. Beyond novelty, commitment and trust are just as precious.',
    other:
      'Tan Lang here sparks your interest and enthusiasm in this area. When there is a lot you want, pick one or two things and go deep.',
  },
  jumen: {
    keywords: 'analysis · eloquence · seeking truth',
    core: 'Ju Men rules speech and critical thought: it analyses and questions, and can grow suspicious. Words are its gift and also its lesson.',
    soul: 'With Ju Men in the Life palace you observe sharply, hold your own views and look beneath the surface. Turning doubt into research is your advantage.',
    wealth:
      'Ju Men in the Wealth palace links resources to expertise, speech or knowledge. Agreements in writing and plain explanations save many misunderstandings.',
    career:
      'Ju Men in the Career palace suits work built on words and expertise: teaching, consulting, media, research. Acknowledge first, then add your point, and it lands better.',
    spouse:
      'Ju Men in the Spouse palace makes communication especially important; one remark can start a long train of thought. Ask “do you mean…?” rather than assume.',
    other:
      'Ju Men here makes communication the key to this area. Say things clearly and kindly, and much goes more smoothly.',
  },
  tianxiang: {
    keywords: 'fair · diplomatic · keeps promises',
    core: 'Tian Xiang, the seal star, supports, mediates and keeps things fair; it values good order and appearance and makes a reliable partner in any work.',
    soul: 'With Tian Xiang in the Life palace you are courteous and helpful and care about fairness. People trust you to mediate; keep your own wishes in view as well.',
    wealth:
      'Tian Xiang in the Wealth palace keeps money matters orderly and balanced. A steady approach suits you; there is no need to stretch yourself to keep up appearances.',
    career:
      'Tian Xiang in the Career palace suits supporting and coordinating roles, administration, people work, or advisory practice. Back a goal worth supporting and your value multiplies.',
    spouse:
      'Tian Xiang in the Spouse palace values fairness and grace in a relationship and looks after its partner. In a disagreement, honest feelings matter more than surface peace.',
    other:
      'Tian Xiang here makes you the mediator and rule-keeper in this area. A sense of fairness builds trust over time.',
  },
  tianliang: {
    keywords: 'mature · caring · principled',
    core: 'Tian Liang, the sheltering star, stands for protection, principle and the bearing of an elder. It loves looking after people, and explaining how things should be.',
    soul: 'With Tian Liang in the Life palace you are mature and steady, with an elder’s sense of duty; you keep calm and people come to you for help. Let yourself be looked after, too.',
    wealth:
      'Tian Liang in the Wealth palace is not fussy about money and cares more about security and principle. Cautious arrangements suit it; help others within your means.',
    career:
      'Tian Liang in the Career palace suits protective work: teaching, social work, oversight, advice. Your experience becomes something others can lean on.',
    spouse:
      'Tian Liang in the Spouse palace often plays the carer and admires a mature partner. Less lecturing and more walking side by side brings you closer.',
    other:
      'Tian Liang here makes you look out for others in this area, on your own principles. Principles offered gently are more easily taken up.',
  },
  qisha: {
    keywords: 'boldness · independence · pioneering',
    core: 'Qi Sha, a general’s star, stands for daring, drive and independence; it charges ahead and loves a challenge.',
    soul: 'With Qi Sha in the Life palace you are strong-willed and full of drive, and challenges wake you up. When you charge, glance back at your companions.',
    wealth:
      'Qi Sha in the Wealth palace goes after resources boldly and efficiently. Knowing your limits before you act makes that boldness more reliable.',
    career:
      'Qi Sha in the Career palace suits pioneering, demanding work: starting ventures, opening markets, hard technical problems. Goals set in stages keep the pace steady.',
    spouse:
      'Qi Sha in the Spouse palace is direct in love, and both of you need room of your own. Turn insistence into acceptance and the bond grows resilient.',
    other: 'Qi Sha here makes you want to push hard in this area. Planned courage goes further than raw drive.',
  },
  pojun: {
    keywords: 'pioneering · renewal · unconventional',
    core: 'Po Jun, the star of breaking through, dares to clear away the old and start the new; it dislikes routine, and change also asks it to tidy up patiently.',
    soul: 'With Po Jun in the Life palace you are distinctive and bold, often finding new roads through change. Daring is your gift; finishing well is a strength of yours, too.',
    wealth:
      'Po Jun in the Wealth palace sees resources move a lot, following ideas and plans. A reserve you promise not to touch brings peace of mind amid change.',
    career:
      'Po Jun in the Career palace suits work that innovates, reforms or opens new ground. Before each change, know what you want to carry forward.',
    spouse:
      'Po Jun in the Spouse palace values honesty and freshness in love and dislikes being hemmed in. Speak plainly, and give each other time to adjust.',
    other: 'Po Jun here brings change and fresh starts to this area. See change as renewal rather than loss.',
  },
};
