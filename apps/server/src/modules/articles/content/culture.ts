import type { SeedArticle } from './seed-article';

/** Everyday tradition: the 24 solar terms and the five elements' colours for daily dress. */
export const CULTURE_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'culture-twenty-four-solar-terms',
    category: 'culture',
    publishedAt: '2026-09-23',
    texts: {
      'zh-Hans': {
        title: '二十四节气：跟着太阳过日子',
        summary: '节气不是农历，而是按太阳的位置划分的。了解它的来历和规律，也就读懂了古人安排生活的节奏。',
        body: [
          '“春雨惊春清谷天，夏满芒夏暑相连，秋处露秋寒霜降，冬雪雪冬小大寒。”这首小时候背过的歌谣，藏着一年里的二十四个节气。2016年，二十四节气被列入联合国教科文组织人类非物质文化遗产代表作名录，这份来自农耕时代的时间智慧，至今仍在影响我们的生活。',
          '很多人以为节气属于农历，其实恰恰相反，节气是按太阳来定的。古人把太阳在天空中一年走过的路线（黄道）分成二十四等份，每份十五度，太阳每走到一个分点，就是一个节气。春分时太阳位于黄经零度，立春在三百一十五度。也正因为如此，节气在公历里的日期非常稳定，前后最多差一两天：立春约在2月4日，夏至约在6月21日，冬至约在12月22日前后。',
          '二十四节气又分为十二个“节”和十二个“中气”，交替出现。立春、惊蛰、清明、立夏等是“节”，雨水、春分、谷雨、小满等是“中气”。农历是阴阳合历，月份跟着月亮走，一年比太阳年少十一天左右，于是需要闰月来调整。传统规则是：一个农历月里如果没有中气，就设为闰月。节气就这样把月亮的历法拉回到太阳的节奏上。',
          '在命理里，节气同样是关键。八字的年份以立春为界，月份以“节”为界，比如立春到惊蛰是寅月，惊蛰到清明是卯月。老黄历里建除十二值星的轮转，也是在每个“节”的当天调整一次。可以说，节气是整个传统历法体系的骨架。',
          '每个节气都有自己的气候特征和生活习俗。立春有“咬春”，吃春饼、春卷；清明扫墓、踏青；夏至北方有吃面的讲究；立秋“贴秋膘”，把夏天消耗的体力补回来；冬至北方吃饺子、南方吃汤圆，民间还有“冬至大如年”的说法。',
          '节气也是一份养生和生活的提醒。白露之后早晚温差变大，要注意添衣；霜降之后天气转寒，适合吃些温润的食物；小雪前后北方开始飘雪，南方也进入湿冷，早睡早起、多晒太阳都是顺应时节的好习惯。',
          '当然，二十四节气诞生于黄河流域，和岭南、东北等地的实际气候并不完全吻合，把它当作一种观察自然的框架就好。不妨每逢节气，抬头看看天色，吃一道应季的菜，记下一点当天的心情。跟着太阳过日子，生活会多一份从容和仪式感。',
        ].join('\n\n'),
      },
      en: {
        title: 'The 24 Solar Terms: Living by the Sun',
        summary:
          'The solar terms are not part of the lunar calendar; they follow the sun. Knowing how they work reveals the rhythm by which traditional China organised the year.',
        body: [
          'Chinese children learn a little rhyme that strings together the first syllables of twenty-four names, from the Start of Spring to Major Cold. These are the twenty-four solar terms, or jie qi. In 2016 UNESCO inscribed them on its list of the Intangible Cultural Heritage of Humanity, and this piece of agricultural timekeeping still shapes daily life across China today.',
          "Many people assume the solar terms belong to the lunar calendar. In fact the opposite is true: they are set by the sun. The sun's yearly path across the sky, the ecliptic, is divided into twenty-four equal parts of fifteen degrees each, and each time the sun reaches one of these points a new term begins. The Spring Equinox sits at zero degrees of solar longitude and the Start of Spring at 315 degrees. That is why the terms land on nearly the same Western calendar dates every year, varying by a day or so: the Start of Spring around 4 February, the Summer Solstice around 21 June, the Winter Solstice around 22 December.",
          'The twenty-four terms alternate between twelve "nodes" and twelve "middle" terms. The Start of Spring, Awakening of Insects and Clear and Bright are nodes; Rain Water, the Spring Equinox and Grain Rain are middle terms. The traditional Chinese calendar is lunisolar. Its months follow the moon, so a lunar year runs about eleven days short of the solar year and needs an occasional leap month. The classic rule is that a lunar month containing no middle term becomes the leap month. In this way the solar terms keep the moon\'s calendar in step with the sun.',
          'The terms matter in Chinese metaphysics too. A bazi year begins at the Start of Spring, and each bazi month begins at a node term: the Yin month runs from the Start of Spring to Awakening of Insects, the Mao month from there to Clear and Bright. In the almanac, the cycle of twelve day officers also shifts by one on each node day. The solar terms are the backbone of the whole traditional calendar.',
          'Each term has its own weather and customs. At the Start of Spring people "bite the spring" with spring pancakes and spring rolls. Clear and Bright, often called Tomb-Sweeping Day, is for honouring ancestors and walking in the fresh green countryside. Northerners eat noodles at the Summer Solstice. At the Start of Autumn there is a custom of "putting on autumn fat", eating well to restore strength after the summer heat. At the Winter Solstice the north eats dumplings and the south eats sweet rice balls, and an old saying holds that the solstice is as important as the New Year.',
          "The terms double as gentle health reminders. After White Dew, mornings and evenings turn cool and it is time for an extra layer. After Frost's Descent the cold sets in, and warming, nourishing food feels right. Around Minor Snow in late November the first flakes fall in the north while the south turns damp and chilly; earlier nights, earlier mornings and a little sunshine suit the season.",
          'The solar terms were born in the Yellow River valley, so they do not match every region perfectly; Guangdong and the far northeast have their own climates. Treat them as a framework for noticing nature rather than a forecast. When a new term arrives, look up at the sky, cook something seasonal and jot down how the day feels. Living by the sun adds a little calm and ceremony to ordinary life.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'culture-five-element-outfit-colours',
    category: 'culture',
    publishedAt: '2026-10-17',
    texts: {
      'zh-Hans': {
        title: '每日穿衣颜色：五行配色的门道',
        summary: '“今天穿什么颜色好？”每日穿衣指南背后，是五行与颜色的对应和生克关系。弄懂原理，你也能自己推算。',
        body: [
          '最近几年，“每日穿衣颜色”成了很多人早上出门前的小仪式：今天适合穿蓝色，明天宜穿黄色。它的依据来自五行学说，把颜色与木、火、土、金、水对应起来，再看它们与当天的关系。了解其中的门道，选衣服就多了一份乐趣。',
          '先记住五行对应的颜色：木对应绿色、青色，象征草木生长；火对应红色、紫色、粉色，象征热烈光明；土对应黄色、棕色、咖啡色，象征大地的厚重；金对应白色、金色、银色，象征金属的明亮；水对应黑色、蓝色，象征江河深海。有的体系会把灰色归入金或水，各家略有不同。',
          '那么“当天”的五行怎么确定？常见的做法是看日柱的天干：甲乙日属木，丙丁日属火，戊己日属土，庚辛日属金，壬癸日属水。天干十天一轮，所以每两天换一种五行，十天走完一圈。',
          '有了当天的五行，就可以按生克关系给颜色排序。常用的规则是：生我者大吉，同我者次吉，我克者小吉，我生者平，克我者忌。生我的颜色给当天带来生扶，最为顺遂；和当天同五行的颜色比和相助；我克者为财，穿了可得小利；我生的颜色会“泄气”，平平无奇；克我的颜色则耗力，最好避开。',
          '举个例子，甲日或乙日属木。水生木，所以黑色、蓝色是大吉色；绿色、青色与木同气，是次吉色；木克土，黄色、棕色是小吉色；木生火，红色、紫色算平；金克木，白色、金色、银色就是当天的忌色。同样的方法，换到其他日子也一样适用。',
          '如果想更个性化，还可以用自己八字的日主代替当天的天干来排颜色，或者结合自己的喜用五行来挑。比如日主偏弱、喜水木的人，平时多穿蓝绿色系，会觉得更有底气。这类“专属幸运色”和每日颜色结合着看，可以作为搭配的小参考。',
          '实际搭配时，不必全身都是同一个颜色。一件大吉色的外套，一条次吉色的围巾，甚至手机壳、包包、指甲油上的一点点颜色，都可以算作“用上了”。遇到忌色也不用紧张，工作制服、重要场合的正装，当然还是以得体为先。',
          '穿衣颜色的意义，说到底是给平凡的早晨加一点仪式感和好心情。当你穿上一件喜欢的颜色，走路都会轻快一些，这份自信，本身就是最好的好运。',
        ].join('\n\n'),
      },
      en: {
        title: 'Daily Outfit Colours and the Five Elements',
        summary:
          'Behind the daily guides that tell you which colour to wear lies a simple system of five-element colours and their relationships. Learn the logic and you can work it out yourself.',
        body: [
          "In recent years, checking the day's lucky outfit colour has become a small morning ritual for many people in China: blue is good today, yellow tomorrow. The idea comes from five-element theory, which pairs colours with wood, fire, earth, metal and water and then looks at how each relates to the day. Knowing the logic makes getting dressed a little more fun.",
          'First, the colours. Wood is green and cyan, the colours of growing plants. Fire is red, purple and pink, the colours of heat and light. Earth is yellow, brown and coffee, the colours of soil and clay. Metal is white, gold and silver, the shine of polished metal. Water is black and blue, the depths of rivers and the sea. Some systems place grey under metal or under water; schools vary a little.',
          'How do you find the element of the day? The common method uses the Heavenly Stem of the day pillar. Jia and Yi days are wood, Bing and Ding days fire, Wu and Ji days earth, Geng and Xin days metal, Ren and Gui days water. The stems run in a ten-day cycle, so the element changes every two days and completes the circle in ten.',
          "With the day's element in hand, you rank the colours by the five-element relationships. A widely used rule goes like this. The element that generates the day is the best choice, because it feeds the day's energy. The element that matches the day comes second, like a friend at your side. The element the day controls comes third, since what you control counts as wealth and brings small gains. The element the day generates is neutral, because producing it drains a little energy. The element that controls the day is the one to avoid.",
          "Take a Jia or Yi day, which is wood. Water generates wood, so black and blue are the top colours. Green and cyan share the day's element and come second. Wood controls earth, so yellow and brown bring small gains. Wood generates fire, so red and purple are neutral. Metal cuts wood, so white, gold and silver are the colours to skip that day. The same steps work for every other day.",
          "For a more personal reading, swap the day's stem for your own Day Master from your bazi chart, or lean towards your favourable elements. Someone whose chart benefits from water and wood, for example, may simply feel more grounded in blues and greens. A personal palette combined with the daily colour makes a handy starting point for an outfit.",
          'You do not need to dress head to toe in one shade. A jacket in the top colour, a scarf in the second, even a phone case, a bag or a touch of nail polish all count. And if the colour to avoid happens to be your work uniform or the suit a big occasion calls for, looking appropriate comes first.',
          'In the end, daily colours are about adding a little ceremony and good cheer to an ordinary morning. Put on a colour you love and you walk a bit lighter. That confidence may be the best luck of all.',
        ].join('\n\n'),
      },
    },
  },
];
