import type { SeedArticle } from './seed-article';

/** 紫微斗数: the twelve palaces of the chart. */
export const ZIWEI_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'ziwei-twelve-palaces',
    category: 'ziwei',
    publishedAt: '2026-10-28',
    texts: {
      'zh-Hans': {
        title: '紫微斗数十二宫，一次看明白',
        summary: '一张紫微命盘有十二个格子，每个格子就是一个“宫”，分管人生的一个领域。先认识宫位，再谈星曜。',
        body: [
          '第一次看到紫微斗数命盘，很多人会被满格的星名吓到：紫微、天机、贪狼、破军……其实读盘的第一步不是背星曜，而是认识“宫位”。命盘被分成十二个格子，对应十二地支，每一格就是一个宫，各自负责人生的一个领域。星曜落在哪个宫，就在那个领域里发挥作用。',
          '紫微斗数相传由宋代的陈抟（希夷先生）所创，与八字不同，它以农历的出生年、月、日、时来起盘。命宫的位置由出生月份和时辰决定：从寅宫起正月，顺数到出生月，再从那里起子时，逆数到出生时辰，落在哪里，哪里就是命宫。其余十一宫从命宫开始，按固定顺序逆时针排列。',
          '这十二宫依次是：命宫、兄弟宫、夫妻宫、子女宫、财帛宫、疾厄宫、迁移宫、交友宫（也叫仆役宫）、官禄宫、田宅宫、福德宫、父母宫。',
          '命宫是整张盘的核心，代表你的性格、天赋和人生基调；兄弟宫看手足和亲近的平辈；夫妻宫看感情模式和伴侣特质；子女宫看与子女、晚辈的缘分，也延伸到创造力；财帛宫看赚钱与理财的方式；疾厄宫看体质和需要留意的身体状况。',
          '迁移宫看外出、远行以及在外面的表现，它正对命宫，常被看作“另一个自己”；交友宫看朋友、同事和下属；官禄宫看事业、学业和做事风格；田宅宫看居住环境、家庭氛围和不动产；福德宫看精神世界、兴趣爱好和内心的满足感；父母宫看与父母、长辈和上司的关系，也与文书、学业有关。',
          '除了十二宫，盘上还有一个“身宫”，从寅宫起正月数到生月后，顺数到出生时辰即是。它不单独占一格，而是和某一宫重叠，通常被认为代表后天的努力方向，中年以后作用越来越明显。',
          '看宫位时，有个重要的概念叫“三方四正”：本宫、对宫，再加上两个三合宫。比如看命宫，要同时参考迁移宫（对宫）、财帛宫和官禄宫（三合宫）。一个宫的好坏，从来不是孤立判断的，而要看它和相关宫位组成的整体格局。',
          '认识了十二宫，再去了解紫微、天府等十四颗主星的性格，读盘就顺畅多了。把命盘当作一张认识自己的地图，看看哪些领域是你的强项，哪些需要多用心，远比纠结“好命”还是“坏命”更有意义。',
        ].join('\n\n'),
      },
      en: {
        title: 'The Twelve Palaces of Zi Wei Dou Shu Explained',
        summary:
          'A Zi Wei Dou Shu chart has twelve boxes, and each box is a palace that governs one area of life. Learn the palaces first and the stars will make far more sense.',
        body: [
          'The first time you see a Zi Wei Dou Shu chart, the sheer number of star names can be overwhelming: Zi Wei, Tian Ji, Tan Lang, Po Jun and dozens more. The first step in reading one, though, is not memorising stars but learning the palaces. The chart is divided into twelve boxes, one for each Earthly Branch, and each box is a palace responsible for one area of life. A star works its influence in whichever palace it lands.',
          'Tradition credits the system, often translated as Purple Star Astrology, to Chen Tuan, a Daoist sage of the Song dynasty. Unlike bazi, which follows the solar terms, Zi Wei Dou Shu is set up from the lunar date and hour of birth. The Life Palace is found from the birth month and hour: starting at the Yin box as the first month, count forwards to your birth month, then from there count backwards through the hours, beginning with the Zi hour, until you reach your birth hour. The other eleven palaces follow from the Life Palace in a fixed order, running anticlockwise around the chart.',
          'In order, the twelve palaces are: Life, Siblings, Spouse, Children, Wealth, Health, Travel, Friends (sometimes called Servants), Career, Property, Fortune and Parents.',
          'The Life Palace is the core of the chart, showing your character, gifts and the overall tone of your life. Siblings covers brothers, sisters and close peers. Spouse describes how you love and what your partner tends to be like. Children covers children and younger people in your care, and by extension creativity. Wealth shows how you earn and handle money. Health points to your constitution and what your body may need attention for.',
          'Travel covers journeys, moving away and how you come across in the wider world; it sits directly opposite the Life Palace and is often described as your "other self". Friends covers friends, colleagues and people who work for you. Career covers work, study and your working style. Property covers your home, family atmosphere and real estate. Fortune is your inner world: interests, peace of mind and what truly satisfies you. Parents covers parents, elders and bosses, and also documents and education.',
          'Alongside the twelve palaces there is the Body Palace. Having counted from Yin to your birth month, you count forwards by the birth hour instead of backwards, and the box you land on holds the Body Palace. It does not take a box of its own but overlaps one of the twelve, and it is usually read as the direction of your own effort later in life, growing more important after middle age.',
          'A key idea when reading any palace is the "three directions and four squares": the palace itself, the one opposite it and the two that form a triangle with it. To read the Life Palace, you also consult Travel opposite, and Wealth and Career at the other corners of the triangle. No palace is judged in isolation; what matters is the pattern they form together.',
          'Once the twelve palaces are familiar, it becomes much easier to meet the fourteen major stars, such as Zi Wei and Tian Fu, and understand their personalities. Treat the chart as a map for getting to know yourself: where your strengths lie and where a little extra care would help. That is far more rewarding than worrying about whether your chart is "good" or "bad".',
        ].join('\n\n'),
      },
    },
  },
];
