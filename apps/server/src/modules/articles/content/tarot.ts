import type { SeedArticle } from './seed-article';

/** Tarot basics: asking, the deck's structure, reversals, the Celtic Cross and a daily habit. */
export const TAROT_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'tarot-how-to-ask-a-good-question',
    category: 'tarot',
    publishedAt: '2026-09-02',
    texts: {
      'zh-Hans': {
        title: '怎样向塔罗提一个好问题',
        summary: '同样一副牌，问法不同，得到的启发也天差地别。学会提问，是读懂塔罗的第一步。',
        body: [
          '很多人第一次抽塔罗，开口就是“他到底爱不爱我？”或者“我明年能不能发财？”。牌摊开了，答案却总显得模糊，于是觉得塔罗“不准”。其实问题常常不在牌，而在问法。塔罗更像一面镜子，它擅长照出你此刻的处境、心态和可以选择的方向，却不擅长替你回答“是”或“否”。',
          '好问题的第一个特点，是把焦点放回自己身上。“他会不会回来找我”把主动权交给了别人，牌面再清楚，你能做的也很少。换成“在这段关系里，我需要看清什么？”或者“我可以怎样照顾好自己的情绪？”，你立刻就有了行动的空间，牌面给出的提示也更容易落地。',
          '第二个特点，是开放而不是封闭。以“怎样”“什么”“哪些”开头的问题，通常比“会不会”“能不能”更有内容。比如与其问“这份工作会不会成功”，不如问“要让这份新工作顺利起步，我应该注意什么”。前者只能等一个结论，后者却能打开一整段对话。',
          '第三个特点，是具体而有边界。“我的人生会怎样”太大了，十张牌也装不下；“接下来三个月，我在事业上最值得投入的方向是什么”就清楚得多。给问题加上时间范围和具体领域，解读时就不容易东拉西扯，也方便日后回头对照。',
          '第四，一次只问一件事。把“我该不该换工作、要不要搬家、感情会不会有变化”塞进同一次占卜，牌与牌之间的线索会互相打架。不妨先写下所有困扰，挑出最让你放不下的那一个，其余的留到下一次。',
          '还有一个常被忽略的细节：同一个问题不要反复抽。第一次的结果不合心意，就马上重洗再抽，直到出现想要的牌，这样得到的只是自己的愿望，而不是新的视角。如果真的放心不下，可以过几天、等情况有了变化再问，或者换一个角度来问。',
          '提问之前，给自己一两分钟安静下来。深呼吸，把问题在心里默念一遍，甚至写在纸上。这个小小的仪式并不神秘，它只是帮你确认：我真正想知道的是什么？很多时候，问题写清楚的那一刻，答案已经浮现了一半。',
          '最后，记得塔罗提供的是启发，而不是判决。把它当作一次和自己的深谈，抽到的牌是谈话的引子，真正做决定的始终是你。带着好奇心去问，带着开放的心去听，你会发现每一张牌都有话要说。',
        ].join('\n\n'),
      },
      en: {
        title: 'How to Ask Tarot a Good Question',
        summary:
          'The same cards can feel vague or startlingly clear depending on how you ask. Learning to frame a question is the first real skill in reading tarot.',
        body: [
          'Most people start with the questions that keep them up at night: "Does he love me?" "Will I be rich next year?" The cards come out, the answer feels fuzzy, and tarot gets written off as useless. More often than not, the problem is the question, not the deck. Tarot works best as a mirror. It is good at showing where you stand, what you are feeling and which paths are open to you. It is poor at issuing a simple yes or no.',
          'A good question puts you back at the centre. "Will she come back?" hands all the power to someone else, so even a clear answer leaves you with nothing to do. Try "What do I need to understand about this relationship?" or "How can I look after myself while things are uncertain?" Suddenly there is room to act, and the cards have something practical to say.',
          'A good question is open rather than closed. Questions that begin with "how", "what" or "which" usually carry more than those that begin with "will" or "should". Instead of "Will this job work out?", ask "What should I pay attention to as I settle into this new role?" The first waits for a verdict; the second starts a conversation.',
          'A good question is specific and has edges. "What will my life be like?" is far too big for any spread. "Where is my energy best spent at work over the next three months?" gives the reading a frame. Adding a time window and a clear area of life keeps the interpretation focused, and it makes it much easier to look back later and see what the cards pointed to.',
          'Ask one thing at a time. If you pack a career change, a house move and a shaky relationship into a single reading, the cards will pull in different directions and you will struggle to connect them. Write down everything that is on your mind, choose the one that weighs on you most, and save the others for another day.',
          'Resist the urge to ask the same question again and again. Shuffling and redrawing until you get the card you were hoping for only tells you what you already wanted. If a reading still bothers you, let a few days pass, wait until something has actually changed, or approach the situation from a new angle.',
          'Before you shuffle, take a minute to settle. Breathe, say the question to yourself, or write it on a piece of paper. There is nothing mystical about this little ritual. It simply helps you confirm what you really want to know, and very often the act of writing the question clearly brings half of the answer into view.',
          'Finally, remember that tarot offers perspective, not a sentence handed down. Treat a reading as an honest conversation with yourself in which the cards are prompts and you are the one who decides. Come with curiosity, listen with an open mind, and you will find that every card has something to say.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'tarot-major-and-minor-arcana',
    category: 'tarot',
    publishedAt: '2026-09-09',
    texts: {
      'zh-Hans': {
        title: '大阿尔卡纳与小阿尔卡纳',
        summary: '一副塔罗七十八张，分成二十二张大牌和五十六张小牌。弄清它们的分工，读牌就有了骨架。',
        body: [
          '刚拿到一副塔罗，很多人会被七十八张牌吓到：这么多图案，要怎么记？其实整副牌的结构非常清楚，它由两部分组成：二十二张大阿尔卡纳（也叫大牌），和五十六张小阿尔卡纳（也叫小牌）。“阿尔卡纳”来自拉丁文，意思是“秘密”。先把这个骨架搭好，再去记每张牌，会轻松许多。',
          '大阿尔卡纳从0号“愚人”开始，经过魔术师、女祭司、皇后、皇帝、恋人、战车、隐士、命运之轮、死神、高塔、星星、月亮、太阳、审判，一直到21号“世界”。很多人把它们看成一段完整的旅程：愚人带着好奇出发，一路遇见权威与爱情，经历考验、失去与重生，最后在“世界”中走向圆满。',
          '因为讲的是人生的大课题，大牌出现时，通常意味着这件事分量较重，或者牵涉到你内在的成长。一次占卜里如果大牌特别多，可以理解为：眼下的局面不只是日常琐事，而是一个值得认真面对的转折点。',
          '顺带一提，在今天最常见的韦特塔罗（1909年出版，由潘蜜拉·科尔曼·史密斯绘图）里，“力量”是8号、“正义”是11号；而在更古老的马赛塔罗中，两者的顺序正好对调。看到不同牌本编号不一样，不必困惑。',
          '小阿尔卡纳分为四个花色，每个花色十四张：从王牌（一）到十，共十张数字牌，再加上侍从、骑士、王后、国王四张宫廷牌。权杖对应火元素，代表行动、热情与创造；圣杯对应水元素，代表情感、关系与直觉；宝剑对应风元素，代表思考、沟通与冲突；星币对应土元素，代表金钱、工作、身体和一切看得见摸得着的事物。',
          '数字本身也有节奏。王牌是种子与开端，二代表选择与平衡，三是初步成果，四求稳定，五带来波动，六回到和谐，七面临考验，八是行动与推进，九接近完成，十则是一个循环的终点。把花色和数字结合起来，比如“圣杯三”就是情感上的小小收获，“宝剑五”则是言语上的争执，一张陌生的牌也能大致读出味道。',
          '宫廷牌常被理解为具体的人，或者你身上某种性格面向。侍从像学生，充满好奇；骑士像行动派，有冲劲也容易冒进；王后成熟、向内，懂得滋养；国王稳重、向外，善于掌控。同样是宝剑，宝剑侍从是爱打听的年轻人，宝剑国王则是理性果断的决策者。',
          '简单来说，大牌讲“主题”，小牌讲“细节”。大牌告诉你这段经历的意义，小牌告诉你它在日常生活中的样子。刚入门时，可以先熟悉二十二张大牌，再按花色一组一组认识小牌；每天抽一张，配合牌面的画面慢慢体会，几个月后，你会发现这七十八张牌就像一群老朋友。',
        ].join('\n\n'),
      },
      en: {
        title: 'Major and Minor Arcana: How a Tarot Deck Works',
        summary:
          'A tarot deck holds 78 cards: 22 Major Arcana and 56 Minor Arcana. Once you see how the two halves divide the work, the whole deck becomes far easier to learn.',
        body: [
          'Open a new tarot deck and 78 different pictures spill out. It can feel like a lot to memorise, but the deck has a clear structure. There are 22 Major Arcana, often called the trumps, and 56 Minor Arcana. "Arcana" is Latin for secrets. Learn the skeleton first and the individual cards will find their places much more easily.',
          "The Major Arcana run from 0, The Fool, through The Magician, The High Priestess, The Empress, The Emperor, The Lovers, The Chariot, The Hermit, the Wheel of Fortune, Death, The Tower, The Star, The Moon, The Sun and Judgement, to 21, The World. Many readers see them as one long journey, sometimes called the Fool's Journey. The Fool sets out full of curiosity, meets authority and love, faces trials, loss and renewal, and finally arrives at the wholeness of The World.",
          "Because the Major Arcana speak about life's big lessons, their appearance in a reading usually signals weight. If a spread is crowded with them, the situation is probably more than day-to-day noise; it may be a turning point that deserves your full attention.",
          'A small note on numbering: in the Rider-Waite-Smith deck, published in 1909 with art by Pamela Colman Smith and the most widely used deck today, Strength is 8 and Justice is 11. In the older Tarot de Marseille the two are swapped. If two books disagree, neither is wrong.',
          'The Minor Arcana are divided into four suits of fourteen cards each: ten numbered cards from Ace to Ten, plus four court cards, the Page, Knight, Queen and King. Wands belong to fire and speak of action, drive and creativity. Cups belong to water and speak of feelings, relationships and intuition. Swords belong to air and speak of thought, communication and conflict. Pentacles belong to earth and cover money, work, the body and everything you can touch.',
          'The numbers have a rhythm of their own. Aces are seeds and beginnings, Twos are choices and balance, Threes are first results, Fours seek stability, Fives stir things up, Sixes restore harmony, Sevens test you, Eights bring movement and effort, Nines are nearly there, and Tens close a cycle. Put suit and number together and even an unfamiliar card starts to make sense: the Three of Cups is a small emotional celebration, while the Five of Swords is a fight over words.',
          'Court cards are often read as real people in your life, or as sides of your own character. Pages are students, curious and new. Knights are doers, brave and sometimes reckless. Queens are mature and inward-looking, good at nurturing. Kings are steady and outward-facing, good at taking charge. The Page of Swords is the inquisitive youngster asking too many questions; the King of Swords is the clear-headed judge.',
          'In short, the Major Arcana name the theme and the Minor Arcana fill in the details. The trumps tell you what an experience means; the suits show what it looks like on an ordinary Tuesday. A gentle way to learn is to get to know the 22 trumps first, then meet the Minor Arcana one suit at a time. Draw a card a day, look closely at the picture, and within a few months the deck will feel like a circle of old friends.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'tarot-reading-reversed-cards',
    category: 'tarot',
    publishedAt: '2026-09-16',
    texts: {
      'zh-Hans': {
        title: '逆位牌怎么读：不只是“反过来”',
        summary: '牌倒着出现，并不等于坏消息。了解几种常见的逆位读法，你会发现它们给解读增加了层次。',
        body: [
          '洗牌时，总有一些牌会头朝下出现，这就是“逆位”。很多新手一看到逆位就紧张，以为意味着厄运。其实逆位只是多了一种表达方式，它让同一张牌可以说出更细腻的话。读不读逆位，本身也是个人选择：有的占卜师只看正位，一样读得很深入。',
          '最常见的读法，是把逆位看作能量受阻或尚未展开。比如“战车”正位代表冲劲和胜利，逆位时可能是方向不明、力气使不上；“星星”正位是希望与疗愈，逆位则像希望还在，只是暂时被乌云遮住。牌的本意没有消失，只是流动得不那么顺畅。',
          '第二种读法，是把逆位看作能量向内。正位的“隐士”是独处与反思，逆位可能提醒你：独处已经变成了逃避，是时候走出去了。正位的“圣杯王后”关怀他人，逆位则可能在说：先把这份温柔留一些给自己。逆位常常把目光从外部事件转回内心。',
          '第三种读法，是过度或不足。“权杖骑士”正位热情奔放，逆位可能是急躁冒进；“星币四”正位懂得守财，逆位可能是过分吝啬，或者反过来，完全守不住。同一种特质，少了不行，多了也不行，逆位正好把这种失衡点出来。',
          '有些牌逆过来，反而让人松一口气。“高塔”正位是突如其来的震荡，逆位常被理解为变化已在酝酿，你还有时间主动调整；“宝剑十”正位是最低谷，逆位则像是最难熬的时候正在过去。所以不要简单地把逆位等同于“相反的意思”，更不要一律当成坏兆头。',
          '决定怎么读某一张逆位牌时，可以看三样东西：问题本身、它所在的牌阵位置，以及周围的牌。同一张逆位的“恋人”，放在“过去”的位置上，可能是已经处理好的分歧；放在“建议”的位置上，则提醒你正视价值观的不一致。上下文永远比单张牌的字典意思更重要。',
          '如果你刚开始学习，建议先用一段时间只读正位，把每张牌的基本含义熟悉起来。之后在洗牌时把部分牌转个方向，让逆位自然出现，再从“受阻、向内、失衡”这几个角度练习。也可以在本子上记录每次逆位的体会，慢慢形成自己的理解。',
          '说到底，逆位不是惩罚，而是一种提醒：某件事需要你多看一眼。把它当成牌在轻声说“这里有点卡住了”，你就能从中找到调整的线索，而不是被吓住。',
        ].join('\n\n'),
      },
      en: {
        title: 'Reading Reversed Tarot Cards Without Fear',
        summary:
          'An upside-down card is not automatically bad news. A few simple ways of reading reversals add depth and nuance to any spread.',
        body: [
          "Shuffle long enough and some cards will land upside down. These are reversals, and many beginners tense up when they see one, as if the deck had just delivered a warning. In truth a reversal is simply another register in the card's voice, a way for the same image to say something more subtle. Whether you read reversals at all is your choice; plenty of experienced readers work with upright cards only and still read with great depth.",
          'The most common approach treats a reversal as blocked or delayed energy. The Chariot upright is momentum and victory; reversed, it can mean you are unsure of your direction or pushing without traction. The Star upright is hope and healing; reversed, the hope is still there but clouded for now. The meaning of the card has not vanished. It just is not flowing freely.',
          'A second approach reads the reversal as energy turned inward. The Hermit upright is solitude and reflection; reversed, it may be asking whether solitude has quietly become avoidance and whether it is time to rejoin the world. The Queen of Cups upright pours care into others; reversed, she may be reminding you to keep some of that tenderness for yourself. Reversals often move the focus from outside events to your inner life.',
          'A third approach looks for too much or too little. The Knight of Wands upright is exciting and bold; reversed, he can be impatient and rash. The Four of Pentacles upright knows how to save; reversed, it may point to holding on too tightly, or to money slipping through your fingers. The same quality can fail in both directions, and the reversal shows where the balance has tipped.',
          'Some cards are actually a relief when reversed. The Tower upright is sudden upheaval; reversed, it is often read as change that is still brewing, which leaves you time to adjust on your own terms. The Ten of Swords upright is rock bottom; reversed, the worst is passing. So avoid the shortcut of reading every reversal as the opposite meaning, and never read it as doom by default.',
          'When you are deciding how to read a particular reversal, look at three things: the question, the position in the spread and the cards around it. A reversed Lovers in the past position may describe a disagreement you have already worked through. The same card in the advice position may ask you to face a real difference in values. Context always matters more than a dictionary definition.',
          'If you are still learning, spend a few weeks reading upright cards only, until the core meanings feel familiar. Then turn part of your deck around while shuffling so reversals appear naturally, and practise with the three lenses: blocked, inward, out of balance. Keep a notebook of the reversals you draw and what they turned out to mean. Over time your own understanding will take shape.',
          'In the end, a reversal is not a punishment. It is a nudge to look twice. Hear it as the card saying quietly, "something is stuck here," and you will find a clue for what to adjust instead of a reason to worry.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'tarot-celtic-cross-explained',
    category: 'tarot',
    publishedAt: '2026-09-27',
    texts: {
      'zh-Hans': {
        title: '凯尔特十字牌阵，一张一张讲明白',
        summary: '凯尔特十字是最经典的十张牌阵。弄懂每个位置的含义，你就能把一个复杂的问题看得层次分明。',
        body: [
          '如果说塔罗有一个“招牌”牌阵，那一定是凯尔特十字。它在1910年前后随着韦特的著作流行开来，用十张牌把一个问题从现状、阻碍、根源到走向梳理一遍。十张听起来多，但只要记住它的结构：左边是一个“十字”，右边是一根由下往上的“权杖”，就一点也不乱。',
          '第1张放在中央，代表现状，也就是问题的核心；第2张横放在它上面，代表眼前的挑战或阻力。这两张牌叠在一起，就是整个问题的“心脏”：你在哪里，又被什么卡住了。',
          '第3张放在中央下方，代表根基，是这件事更深层的原因，有时也是你没意识到的动机；第4张放在左边，代表刚刚过去、正在淡出的影响。第5张放在上方，代表你有意识的目标，或者这件事目前看来最好的可能；第6张放在右边，代表不久的将来即将出现的发展。这样，中间的十字就把过去、未来、表层与深层都照顾到了。',
          '右边的权杖从下往上摆四张。第7张是你自己：你的态度，以及你在这件事里扮演的角色；第8张是外在环境，包括身边的人怎么看你、周围的条件如何；第9张是希望与恐惧，很有意思的是，人们最期待的和最害怕的，常常是同一件事；第10张是结果，代表照目前的方向走下去，最可能出现的局面。',
          '读这个牌阵时，不要一张张孤立地背含义，而是让它们互相对话。比较第1张和第10张，看看事情会往哪里发展；对照第3张和第5张，看看深层的需要与表面的目标是否一致；再把第7张和第8张放在一起，看看你的自我感觉和外界的评价有没有落差。这些“对照”往往比单张牌更有启发。',
          '第10张“结果”常让人格外在意，但请记住，它描述的是“照目前情况发展”的趋势，而不是写死的命运。如果结果让你不安，回头看第7张：那是你最能掌握、也最容易调整的部分。改变自己的做法，故事的走向也会随之改变。',
          '凯尔特十字适合那些牵涉面广、需要全盘梳理的问题，比如职业转换、一段关系的走向、一个重要的决定。如果只是想知道今天该注意什么，用一张牌或三张牌就够了。牌阵越大，越需要安静的时间和耐心，别急着一次看完，可以先写下每张牌给你的第一印象，再慢慢串起来。',
          '另外，不同书籍对第5张和第6张的摆放、对第1张是否作为“代表牌”等细节略有差异，这都很正常。选一个你觉得顺手的版本，坚持用下去，牌阵就会越来越像你自己的语言。',
        ].join('\n\n'),
      },
      en: {
        title: 'The Celtic Cross Spread, Card by Card',
        summary:
          'The Celtic Cross is the classic ten-card spread. Once you know what each position means, even a tangled question starts to look orderly.',
        body: [
          "If tarot has a signature spread, it is the Celtic Cross. It became popular through A. E. Waite's writing around 1910, and it walks a single question through its present, its obstacles, its roots and its likely direction in ten cards. Ten sounds like a lot, but the layout is simple to remember: a small cross on the left and a vertical staff of four cards on the right, read from the bottom up.",
          'Card 1 sits in the centre and shows the present situation, the heart of the matter. Card 2 is laid sideways across it and shows the challenge, the thing crossing you. Together these two form the core of the reading: where you are, and what is in the way.',
          'Card 3 goes below the centre and shows the foundation, the deeper cause of the situation, sometimes a motive you have not fully admitted to yourself. Card 4 goes to the left and shows the recent past, an influence that is fading. Card 5 goes above and shows what you are consciously aiming for, or the best that can come of things as they stand. Card 6 goes to the right and shows the near future, what is about to arrive. The cross therefore covers past and future, surface and depth.',
          "The staff on the right holds four more cards. Card 7 is you: your attitude and the part you are playing. Card 8 is your environment, meaning other people's views of you and the conditions around you. Card 9 is hopes and fears, and it is striking how often the thing we hope for and the thing we fear turn out to be the same. Card 10 is the outcome, where things are heading if the current course holds.",
          'Do not read the ten cards as ten separate definitions. Let them talk to each other. Compare card 1 with card 10 to see how the story moves. Set card 3 beside card 5 and ask whether the deep need matches the stated goal. Put card 7 next to card 8 and notice any gap between how you see yourself and how the world sees you. These pairings often reveal more than any single card.',
          'People tend to fixate on card 10, but remember that it describes a trend, not a fixed fate. If the outcome unsettles you, go back to card 7. Your own attitude is the part you can most easily change, and when you change your approach the story tends to change with it.',
          'The Celtic Cross suits broad questions that need a full picture: a career change, where a relationship is going, a major decision. If you only want a focus for today, one card or three will do. The bigger the spread, the more it asks for quiet time and patience. Jot down your first impression of each card before you try to weave them together.',
          'Books differ on small details, such as whether cards 5 and 6 swap places or whether card 1 is a chosen significator. That is normal. Pick the version that feels natural, stay with it, and over time the spread will become part of your own reading language.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'tarot-daily-card-habit',
    category: 'tarot',
    publishedAt: '2026-10-08',
    texts: {
      'zh-Hans': {
        title: '每日一牌：和你的牌慢慢熟起来',
        summary: '每天抽一张牌，花三分钟想一想，是学习塔罗最温和也最有效的方法。顺便聊聊怎样照顾你的牌。',
        body: [
          '学塔罗没有捷径，但有一个几乎人人都适用的好习惯：每天抽一张牌。它不需要复杂的牌阵，也不需要很多时间，早上起床或晚上睡前，花三五分钟就够了。日积月累，你会比背任何一本书都更了解这七十八张牌。',
          '早上抽牌，可以问“今天我需要留意什么？”或者“今天可以带着什么样的心态出门？”。抽到“权杖八”，也许提醒你事情会推进得很快，要及时回复消息；抽到“宝剑四”，也许是在说今天适合放慢节奏，给自己留一点空白。不必追求“准”，把它当作一天的小主题即可。',
          '晚上再回看这张牌，是整个习惯里最关键的一步。想一想，今天发生的哪件事和这张牌有呼应？它描述的是一次对话、一种情绪，还是一个选择？这样的回看，会把书上的抽象含义和你的真实生活连接起来，记忆也就牢固了。',
          '建议准备一个小本子，或者用手机备忘录，记下日期、牌名、第一眼看到画面的感受，以及晚上的回顾。写几个词就行，不必长篇大论。一两个月后翻看，你会发现某些牌总在特定的时期出现，也会发现自己对同一张牌的理解在悄悄变深。',
          '有人担心连续几天抽到同一张牌，或者总是抽到不喜欢的牌。其实这正是有意思的地方：它可能在提醒你，某个课题还没有处理完。试着把注意力放在“它想让我看到什么”，而不是“为什么又是它”。',
          '说到牌本身，也值得花点心思照顾。用干净、干燥的手洗牌，避免在潮湿或有油污的地方摊牌；不用时放进盒子或布袋里，远离阳光直射，牌面不容易褪色卷边。新牌可以先一张张翻看一遍，认识每一张画面，再充分洗匀，这个过程本身就是建立熟悉感的开始。',
          '至于“净化”“消磁”之类的仪式，信则用之，不信也无妨。有人喜欢把牌按顺序整理一遍，有人喜欢放在窗台上晒晒月光，本质上都是一种让心静下来、重新开始的方式。对你有帮助的，就是好方法。',
          '每日一牌最大的价值，不在于预测今天会发生什么，而在于每天留几分钟给自己，看看心里的天气。坚持一段时间，你会发现，比起牌更熟悉的，其实是你自己。',
        ].join('\n\n'),
      },
      en: {
        title: 'The Daily Card: A Small Habit That Teaches Tarot',
        summary:
          'Drawing one card a day and giving it three minutes of thought is the gentlest and most effective way to learn tarot. Plus a few tips on caring for your deck.',
        body: [
          'There are no shortcuts to learning tarot, but there is one habit that works for almost everyone: draw a single card every day. No elaborate spread, no long sessions, just a few minutes in the morning or before bed. Keep it up and you will come to know the 78 cards better than any book could teach you.',
          'In the morning, ask something light, such as "What should I keep an eye on today?" or "What attitude would serve me today?" The Eight of Wands might suggest things will move quickly and messages deserve a prompt reply. The Four of Swords might suggest slowing down and leaving some empty space in your schedule. Do not worry about whether the card is "right". Treat it as a theme for the day.',
          'The evening look-back is the most valuable part of the practice. Which moment today echoed the card? Was it a conversation, a mood, a choice? This step ties the abstract meanings in the guidebook to your actual life, and that is what makes them stick.',
          'Keep a small notebook or a note on your phone. Record the date, the card, your first impression of the image and a line from your evening review. A few words are enough. After a month or two, flick back through it. You will notice that some cards cluster around certain periods, and that your sense of a card deepens quietly over time.',
          'Some people worry when the same card shows up several days running, or when they keep drawing cards they dislike. That is actually where it gets interesting. A repeating card may be pointing to a lesson that is not finished yet. Ask what it wants you to see rather than why it keeps appearing.',
          'Your deck deserves a little care too. Shuffle with clean, dry hands and avoid laying cards out on damp or greasy surfaces. When you are not using them, keep them in their box or a cloth pouch, out of direct sunlight, so the colours do not fade and the edges do not curl. With a new deck, go through it card by card before the first shuffle and look at every picture; that first meeting is the beginning of familiarity.',
          'As for cleansing rituals, use them if they mean something to you and skip them if they do not. Some readers put the deck back in numerical order, others leave it on a windowsill under the moon. At heart these are ways of settling your mind and starting fresh. Whatever helps you do that is a good method.',
          'The real value of a daily card is not predicting what will happen. It is setting aside a few minutes each day to check the weather inside you. Stay with it for a while and you may find that the thing you have come to know best is not the deck, but yourself.',
        ].join('\n\n'),
      },
    },
  },
];
