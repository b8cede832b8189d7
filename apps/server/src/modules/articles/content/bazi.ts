import type { SeedArticle } from './seed-article';

/** 八字 basics: the four pillars, the day master, the ten gods and the ten-year luck pillars. */
export const BAZI_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'bazi-four-pillars-basics',
    category: 'bazi',
    publishedAt: '2026-09-05',
    texts: {
      'zh-Hans': {
        title: '八字入门：四柱到底是什么',
        summary: '年、月、日、时四根柱子，每根一干一支，合起来正好八个字。弄清它们怎么排，是看懂八字的起点。',
        body: [
          '常听人说“合八字”“算八字”，八字到底是哪八个字？简单说，就是把一个人出生的年、月、日、时，各用一组“天干+地支”来表示。四组干支像四根柱子，所以又叫“四柱”；每柱两个字，四柱一共八个字。',
          '天干有十个：甲、乙、丙、丁、戊、己、庚、辛、壬、癸；地支有十二个：子、丑、寅、卯、辰、巳、午、未、申、酉、戌、亥。天干与地支按顺序两两相配，从甲子开始，到癸亥结束，正好六十组，这就是“六十甲子”，用完一轮再从头开始。',
          '年柱最容易弄错。很多人以为按公历元旦或者农历正月初一换年，但八字是以“立春”为界的。立春通常在公历2月3日到5日之间。比如2026年是丙午年，但如果你出生在2026年1月20日，还没到立春，年柱仍然是乙巳。',
          '月柱同样看节气，而不是农历的初一。一年被十二个“节”分成十二个月：立春到惊蛰之间是寅月，惊蛰到清明是卯月，清明到立夏是辰月，依此类推，到小寒至立春之间的丑月为止。月柱的天干由年干推出，口诀是“甲己之年丙作首”，也就是说甲年、己年的寅月是丙寅。',
          '日柱是整个八字的核心。它不管公历还是农历，只按六十甲子一天一天往下数，每六十天一个循环，从古至今从未间断。所以日柱无法靠月份推算，需要查万年历或交给程序计算。',
          '时柱把一天分成十二个时辰，每个时辰两小时：子时是23点到1点，丑时1点到3点，寅时3点到5点，依此类推，亥时是21点到23点。时柱的天干由日干推出，口诀是“甲己还加甲”，即甲日、己日的子时是甲子时。',
          '这里有个常见的讲究：子时横跨午夜。一种做法认为23点一过就算第二天，日柱跟着换；另一种做法把23点到24点称为“晚子时”，日柱仍算当天，零点以后的“早子时”才算新的一天。两派各有依据，看盘时知道对方用的是哪一种即可。另外，有的命理师还会按出生地经度换算成“真太阳时”，在时辰交界附近出生的人尤其值得留意。',
          '四柱排好，八个字就像一张人生的“底片”：年柱常被看作祖辈与早年，月柱关乎父母与青年，日柱代表自己和伴侣，时柱则与子女和晚年相关。当然，这是一种古老的文化观察方法，更适合拿来了解自己的性格倾向、作为反思的参照，而不是给人生下定论。',
        ].join('\n\n'),
      },
      en: {
        title: 'Bazi Basics: What Are the Four Pillars?',
        summary:
          'Year, month, day and hour each become a pair of characters, a stem and a branch, which makes eight characters in all. Here is how the pillars are set up.',
        body: [
          'In Chinese, bazi literally means "eight characters". It is a way of writing down the moment of birth, with the year, month, day and hour each expressed as a pair of characters: one Heavenly Stem and one Earthly Branch. Each pair is called a pillar, so the same chart is also known as the Four Pillars of Destiny. Four pillars, two characters each: eight characters.',
          'There are ten Heavenly Stems: Jia, Yi, Bing, Ding, Wu, Ji, Geng, Xin, Ren and Gui. There are twelve Earthly Branches: Zi, Chou, Yin, Mao, Chen, Si, Wu, Wei, Shen, You, Xu and Hai, the same branches that carry the twelve zodiac animals from Rat to Pig. Pair stems and branches in order, starting with Jia-Zi, and after sixty combinations you reach Gui-Hai. That is the sexagenary cycle, and when it ends it simply begins again.',
          "The year pillar is where people most often slip. It does not change on 1 January, nor on Chinese New Year's Day, but at Lichun, the Start of Spring, which falls between 3 and 5 February. 2026 is a Bing-Wu year, the year of the Fire Horse, but a baby born on 20 January 2026 arrives before Lichun and still has Yi-Si, the Snake year of 2025, as the year pillar.",
          'The month pillar follows the solar terms too, not the new moon. Twelve "node" terms divide the year into twelve months: from Lichun to Jingzhe (Awakening of Insects) is the Yin month, from Jingzhe to Qingming is the Mao month, and so on round to the Chou month between Xiaohan (Minor Cold) and the next Lichun. The month\'s stem is derived from the year\'s stem by a fixed rule; in a Jia or Ji year, for example, the first month is Bing-Yin.',
          'The day pillar is the heart of the chart. It ignores both the Western and the lunar calendar and simply counts through the sixty pairs one day at a time, a cycle that has run unbroken for centuries. Because it does not line up with months, you cannot work it out in your head; you look it up in an almanac or let software do it.',
          "The hour pillar divides the day into twelve double hours of two hours each. The Zi hour runs from 23:00 to 01:00, Chou from 01:00 to 03:00, Yin from 03:00 to 05:00, and so on to Hai from 21:00 to 23:00. Its stem is derived from the day's stem; on a Jia or Ji day, the Zi hour is Jia-Zi.",
          'Because the Zi hour straddles midnight, there are two conventions. One school starts the new day at 23:00, so the day pillar changes then. The other calls 23:00 to midnight the "late Zi hour", keeps the old day pillar until midnight, and only treats the "early Zi hour" after midnight as the new day. Both have their reasons; just know which one a chart uses. Some practitioners also convert clock time to local true solar time based on longitude, which matters if you were born close to the boundary between two hours.',
          'Once the four pillars are set, they read like a negative of a life. Traditionally the year pillar speaks of ancestors and early childhood, the month of parents and youth, the day of yourself and your partner, and the hour of children and later years. It is an old cultural way of looking at character, best used as a mirror for self-reflection rather than a verdict on how your life must go.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'bazi-day-master-five-elements',
    category: 'bazi',
    publishedAt: '2026-09-19',
    texts: {
      'zh-Hans': {
        title: '日主与五行：认识八字里的“我”',
        summary: '八字里最重要的一个字，是日柱的天干，也就是日主。从它出发，五行的生克关系才有了意义。',
        body: [
          '排好八字之后，第一件事不是看财运或感情，而是找到“日主”。日主就是日柱的天干，也叫“日元”，在八字里代表你自己。其余七个字，都要拿来和它比较，看是帮你、耗你、还是管你。',
          '十个天干各有五行和阴阳：甲乙属木，丙丁属火，戊己属土，庚辛属金，壬癸属水；每组中前一个为阳，后一个为阴。古人还喜欢用自然意象来形容它们：甲木是参天大树，乙木是花草藤蔓；丙火像太阳，丁火像烛光；戊土是高山城墙，己土是田园沃土；庚金是刀剑矿石，辛金是珠宝首饰；壬水是江河大海，癸水是雨露云雾。',
          '这些意象常被用来描述性格。甲木日主的人，往往正直、有上进心，不太愿意弯腰；乙木日主柔韧灵活，善于借力；丙火热情外放，丁火细腻温暖；戊土厚重可靠，己土包容务实；庚金果断讲义气，辛金精致重面子；壬水聪明好动，癸水敏感而有想象力。当然，这只是起点，真实的性格还要看整张盘。',
          '五行之间有两种基本关系。相生：木生火，火生土，土生金，金生水，水生木，像一个循环的接力。相克：木克土，土克水，水克火，火克金，金克木，像彼此约束的制衡。生不一定全是好事，克也不一定全是坏事，关键在于是否适度。',
          '判断日主强弱，是八字分析的基本功。最重要的是看出生的季节，也就是月令：木在春天最旺，火在夏天最旺，金在秋天最旺，水在冬天最旺，土则在每季末的辰、未、戌、丑月当令。日主生在得令的季节，又有不少同类或生扶的五行相助，就偏“身强”；反之则偏“身弱”。',
          '强弱本身没有好坏。身强的人精力足、主见强，但容易固执，需要适当地“泄”和“耗”，比如发挥才华、投入工作；身弱的人敏感细腻、善于合作，但容易疲惫，需要“生”和“扶”，比如学习、贵人与伙伴的支持。命理里所说的“喜用神”，就是帮助整个八字趋于平衡的那一种或几种五行。',
          '了解自己的日主和五行喜忌，可以落到很多生活小事上：喜木的人多接近自然、多用绿色；喜水的人适合流动、沟通性强的环境；喜火的人不妨多晒太阳、多参与热闹的活动。这些都是温和的参考，没有人会因为穿错一件衣服而改变命运。',
          '说到底，日主就像一颗种子，五行就是它所处的土壤、阳光和雨水。看八字，不是为了给自己贴标签，而是更清楚地看见自己的长处和需要，然后在生活里给自己多一点平衡。',
        ].join('\n\n'),
      },
      en: {
        title: 'The Day Master and the Five Elements in Your Bazi Chart',
        summary:
          'The most important character in a bazi chart is the stem of the day pillar, the Day Master. Every five-element relationship in the chart is measured against it.',
        body: [
          'Once a bazi chart is drawn up, the first thing a reader looks for is not money or love but the Day Master. This is the Heavenly Stem of the day pillar, and it stands for you. The other seven characters are all judged by how they relate to it: whether they support you, drain you or keep you in check.',
          'Each of the ten stems carries an element and a polarity. Jia and Yi are wood, Bing and Ding are fire, Wu and Ji are earth, Geng and Xin are metal, Ren and Gui are water; the first of each pair is yang, the second yin. Traditional teaching paints them as images from nature. Jia wood is a tall tree, Yi wood a vine or flowering plant. Bing fire is the sun, Ding fire a candle flame. Wu earth is a mountain or a city wall, Ji earth a cultivated field. Geng metal is an axe or raw ore, Xin metal a polished jewel. Ren water is a great river, Gui water is rain and mist.',
          'These images are often used to sketch temperament. A Jia Day Master tends to be upright and ambitious, reluctant to bend. Yi is supple and good at finding support. Bing is warm and outgoing, Ding quietly caring. Wu is solid and dependable, Ji accommodating and practical. Geng is decisive and loyal, Xin refined and conscious of appearances. Ren is quick and restless, Gui sensitive and imaginative. These are starting points only; the rest of the chart colours the picture.',
          'The five elements relate in two basic ways. In the generating cycle, wood feeds fire, fire makes earth, earth bears metal, metal carries water and water nourishes wood, like runners passing a baton. In the controlling cycle, wood parts earth, earth dams water, water quenches fire, fire melts metal and metal cuts wood, a system of checks and balances. Being generated is not always good and being controlled is not always bad; what matters is proportion.',
          'Judging whether the Day Master is strong or weak is a core skill. The season of birth, read from the month branch, carries the most weight. Wood is strongest in spring, fire in summer, metal in autumn and water in winter, while earth rules the last month of each season. A Day Master born in its own season and surrounded by supportive elements is considered strong; one born out of season with little support is considered weak.',
          'Neither is better. A strong Day Master has energy and conviction but can be stubborn, and benefits from outlets such as creative work and effort. A weak Day Master is perceptive and cooperative but tires easily, and benefits from support such as learning, mentors and good partners. The "useful element" that practitioners talk about is simply whichever element brings the whole chart closer to balance.',
          "Knowing your Day Master and favourable elements can inform small everyday choices. Someone who benefits from wood might spend more time outdoors and enjoy green; someone who benefits from water might thrive in fluid, communicative settings; someone who benefits from fire might seek sunshine and lively company. Think of these as gentle suggestions. Nobody's fate turns on the colour of a shirt.",
          'In the end, the Day Master is like a seed, and the five elements are its soil, sunlight and rain. Reading a chart is not about labelling yourself. It is about seeing your strengths and needs more clearly, and giving your life a little more balance.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'bazi-ten-gods-plain-words',
    category: 'bazi',
    publishedAt: '2026-10-11',
    texts: {
      'zh-Hans': {
        title: '十神白话讲：比劫食伤财官印',
        summary: '十神听起来玄，其实只是八字里其他字和“我”的五种关系，每种再分阴阳。用大白话讲一遍。',
        body: [
          '看八字时，常会听到“正官”“七杀”“伤官”这些名词，听起来像神仙名号，其实一点也不神秘。十神描述的是八字里其他字和日主之间的关系，一共五种关系，每种按阴阳是否相同再分成两个，所以是十个。',
          '第一种，和我五行相同的，叫“比劫”。阴阳相同的是比肩，阴阳不同的是劫财。它们像兄弟姐妹、同学和同事：能给你撑腰，也会和你分资源。比劫多的人往往独立、自尊心强，讲义气，但也可能比较好胜。',
          '第二种，我生的，叫“食伤”。阴阳相同的是食神，不同的是伤官。它们是你向外输出的东西：才华、表达、作品、口才。食神温和，懂得享受生活，像一位美食家；伤官锋利，聪明有创意，不爱被规矩束缚，像一位敢说真话的艺术家。',
          '第三种，我克的，叫“财”。阴阳相同的是偏财，不同的是正财。克就是能掌控、能运用，所以财代表你能支配的资源。正财像按月到账的工资，稳定踏实；偏财像奖金、投资或意外收获，来得活络，也更讲究眼光和胆识。偏财旺的人常常慷慨、人缘好。',
          '第四种，克我的，叫“官杀”。阴阳不同的是正官，相同的是七杀，也叫偏官。它们是约束你的力量：规则、责任、上司、社会期待。正官像一份体面的职位，让人守规矩、重名誉；七杀像一场高压挑战，带来压力，也激发魄力和决断力。很多能扛事的人，八字里都有一个用得好的七杀。',
          '第五种，生我的，叫“印”。阴阳不同的是正印，相同的是偏印，也叫枭神。印是滋养你的力量：父母、师长、知识、证书、保护。正印像母爱，温厚包容；偏印像一位怪才老师，带来独特的领悟力，也可能让人想得多、做得少。',
          '举个例子，若日主是甲木：遇到甲是比肩，乙是劫财；丙是食神，丁是伤官；戊是偏财，己是正财；庚是七杀，辛是正官；壬是偏印，癸是正印。按这个思路，任何日主都能推出自己的十神。',
          '传统命理还会把十神对应到六亲，比如男命以财为妻、女命以官为夫。这是旧时社会结构下的说法，今天更适合把它们理解为不同的人生主题：事业、资源、表达、学习、伙伴。',
          '最重要的是，十神没有绝对的吉凶。伤官可以是才华，也可以是口舌；七杀可以是压力，也可以是成就。一个十神好不好，要看它在整张盘里是否平衡、是否被用得恰到好处。理解十神，就是理解自己在关系中的习惯模式。',
        ].join('\n\n'),
      },
      en: {
        title: 'The Ten Gods of Bazi in Plain Language',
        summary:
          'The Ten Gods sound mysterious, but they are simply five kinds of relationship between your Day Master and the rest of the chart, each split by yin and yang.',
        body: [
          'Spend any time around bazi and you will hear terms like Direct Officer, Seven Killings or Hurting Officer. They sound like deities, but the Ten Gods are nothing supernatural. They describe how each character in a chart relates to the Day Master. There are five relationships, and each splits in two depending on whether the polarity matches, which gives ten.',
          'First come the elements that are the same as yours, the Companions. Same polarity is the Friend (bi jian), opposite polarity the Rob Wealth (jie cai). Think of siblings, classmates and colleagues: they can back you up, and they also share your resources. People with many Companions tend to be independent, proud and loyal, and can be competitive.',
          'Second, the elements you produce, the Output stars. Same polarity is the Eating God (shi shen), opposite polarity the Hurting Officer (shang guan). This is what flows out of you: talent, expression, work, wit. The Eating God is gentle and knows how to enjoy life, a bit of a gourmet. The Hurting Officer is sharp, inventive and impatient with rules, the artist who says what others will not.',
          'Third, the elements you control, the Wealth stars. Same polarity is Indirect Wealth (pian cai), opposite polarity Direct Wealth (zheng cai). To control something is to be able to use it, so Wealth stands for resources you can direct. Direct Wealth is a steady salary. Indirect Wealth is bonuses, investments and windfalls, more fluid and more dependent on judgement and nerve. People strong in Indirect Wealth are often generous and well liked.',
          'Fourth, the elements that control you, the Officer stars. Opposite polarity is the Direct Officer (zheng guan), same polarity the Seven Killings (qi sha), also called the Indirect Officer. These are the forces that hold you to account: rules, duty, bosses, social expectation. The Direct Officer is a respectable position that values reputation and order. Seven Killings is a high-pressure challenge; it brings stress, but also courage and decisiveness. Many people who thrive under pressure have a well-used Seven Killings in their chart.',
          "Fifth, the elements that produce you, the Resource stars. Opposite polarity is Direct Resource (zheng yin), same polarity Indirect Resource (pian yin). They nourish you: parents, teachers, knowledge, qualifications, protection. Direct Resource is like a mother's care, warm and accepting. Indirect Resource is like an eccentric mentor, offering unusual insight, though sometimes encouraging more thinking than doing.",
          'Take a Jia wood Day Master as an example. Jia is the Friend and Yi is Rob Wealth. Bing is the Eating God and Ding the Hurting Officer. Wu is Indirect Wealth and Ji Direct Wealth. Geng is Seven Killings and Xin the Direct Officer. Ren is Indirect Resource and Gui Direct Resource. The same logic works for any Day Master.',
          "Classical texts also tie the Ten Gods to family members, for instance Wealth as a man's wife and Officer as a woman's husband. Those readings reflect the society they came from; today it is more useful to see the stars as life themes such as career, resources, self-expression, learning and partnership.",
          'Above all, no Ten God is simply lucky or unlucky. The Hurting Officer can be brilliance or a sharp tongue; Seven Killings can be pressure or achievement. Whether a star helps depends on balance across the whole chart. Understanding the Ten Gods is really about understanding your own habits in relationships.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'bazi-ten-year-luck-pillars',
    category: 'bazi',
    publishedAt: '2026-11-02',
    texts: {
      'zh-Hans': {
        title: '大运：人生的十年一换季',
        summary: '八字是一张静态的底片，大运则像一部慢慢展开的电影。了解大运怎么排，也就明白了“运”从何而来。',
        body: [
          '常听人说“这几年走好运”“下一步运就转了”。在八字里，这个“运”有一个具体的名字：大运。如果说四柱是出生那一刻定下的底片，大运就是随着年龄推进、每十年换一次的背景光，同一张底片在不同的光线下，呈现出不同的样子。',
          '大运从月柱推出。月柱是出生时所在的“节气月”，大运就从这一柱出发，沿着六十甲子往前或往后，一柱接一柱地排下去，每一柱管十年。',
          '往哪个方向排，要看年干的阴阳和性别。年干为甲、丙、戊、庚、壬的是阳年，为乙、丁、己、辛、癸的是阴年。口诀是“阳男阴女顺排，阴男阳女逆排”。举例来说，2026年立春后、惊蛰前出生的人，年柱丙午、月柱庚寅。丙是阳干，男命顺排，大运依次是辛卯、壬辰、癸巳……；女命逆排，依次是己丑、戊子、丁亥……。',
          '第一步大运从几岁开始，叫“起运”。算法是：顺排的人，数出生时刻到下一个“节”之间的天数；逆排的人，数到上一个“节”的天数。然后按“三天折合一年”换算，一天折四个月，一个时辰折十天。所以有人一两岁就起运，有人要到八九岁，起运之前主要看原局和流年。',
          '解读大运时，一个常见的方法是把它当作第五根柱子，看它和日主、原局的关系：带来的是日主喜欢的五行，这十年往往顺风顺水；带来的是日主忌讳的五行，就需要更多耐心。有的流派还讲究大运天干主前五年、地支主后五年，也有的主张干支合看，各有道理。',
          '在大运之下，还有“流年”，也就是每一年的干支，比如2026年的丙午。大运是十年的气候，流年是当年的天气。两者叠加，再与原局互动，才构成某一年的完整图景。所以，同样是丙午年，对不同的人意义完全不同。',
          '交运的前后一两年，很多人会感到生活节奏发生变化：换工作、搬家、关系重新洗牌。这并不神秘，可以理解为人生阶段的自然转换。知道自己何时交运，至少能提前做好心理准备，把转折当成机会。',
          '最后提醒一句，大运描述的是环境的气候，而不是必然的结局。好运时不骄不躁，平淡时修炼内功，这才是看大运真正的意义。把它当作一张长期的天气预报，安排好自己的步伐，就已经足够。',
        ].join('\n\n'),
      },
      en: {
        title: 'Luck Pillars: How Bazi Marks Life in Ten-Year Seasons',
        summary:
          'A bazi chart is a still photograph; the ten-year Luck Pillars are the film that slowly unrolls from it. Here is how they are worked out and read.',
        body: [
          'People say things like "the last few years have gone my way" or "my luck is about to turn". In bazi, that sense of changing fortune has a concrete name: the Luck Pillars, or da yun. If the four pillars are a photograph taken at birth, the Luck Pillars are the lighting that changes every ten years as you age. The same photo looks quite different in different light.',
          'Luck Pillars grow out of the month pillar. Starting from the solar month you were born in, they step through the sixty-pair cycle one pair at a time, either forwards or backwards, with each pillar governing a decade.',
          'The direction depends on the polarity of the year stem and on sex. Jia, Bing, Wu, Geng and Ren years are yang; Yi, Ding, Ji, Xin and Gui years are yin. The rule is: yang men and yin women count forwards, yin men and yang women count backwards. For example, someone born in 2026 after the Start of Spring and before Awakening of Insects has Bing-Wu as the year pillar and Geng-Yin as the month pillar. Bing is yang, so a man counts forwards: Xin-Mao, Ren-Chen, Gui-Si and so on. A woman counts backwards: Ji-Chou, Wu-Zi, Ding-Hai.',
          'When does the first Luck Pillar begin? Counting forwards, you measure the days from the moment of birth to the next node solar term; counting backwards, to the previous one. Every three days equal one year of age, so one day equals four months and one double hour equals ten days. Some people start their first Luck Pillar at one or two, others at eight or nine. Before that, readers rely on the natal chart and the yearly influences.',
          'A common way to read a Luck Pillar is to treat it as a fifth pillar and see how it interacts with the Day Master and the natal chart. If it brings elements the Day Master welcomes, the decade tends to feel like a following wind. If it brings elements the chart struggles with, the decade asks for more patience. Some schools say the stem governs the first five years and the branch the last five; others read the pair as a whole. Both approaches have their advocates.',
          'Below the Luck Pillars sit the annual pillars, the stem and branch of each year, such as Bing-Wu for 2026. Think of the Luck Pillar as the climate of a decade and the annual pillar as the weather of a year. Only by layering both onto the natal chart do you get the full picture of any given year, which is why the same Fire Horse year means very different things to different people.',
          'Many people notice that the year or two around a change of Luck Pillar brings a shift in rhythm: a new job, a move, relationships rearranging themselves. There is nothing eerie about it; it can be understood as the natural turning of life stages. Knowing roughly when your pillar changes simply lets you prepare and treat the turn as an opportunity.',
          'One last thought. A Luck Pillar describes the climate, not a fixed ending. Stay grounded when things go well and build quiet strength when they do not. Used like a long-range weather forecast, the Luck Pillars help you pace yourself, and that is plenty.',
        ].join('\n\n'),
      },
    },
  },
];
