import type { SeedArticle } from './seed-article';

/** 老黄历: reading 宜/忌, 冲煞 and the twelve day officers, and choosing a date. */
export const ALMANAC_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'almanac-how-to-read-yi-ji',
    category: 'almanac',
    publishedAt: '2026-09-12',
    texts: {
      'zh-Hans': {
        title: '看懂老黄历：宜与忌怎么读',
        summary: '黄历上密密麻麻的“宜”和“忌”，其实都是有讲究的老词。认识几个常见条目，翻黄历就不再是看天书。',
        body: [
          '翻开一页老黄历，最显眼的就是两栏：“宜”和“忌”。宜是这一天适合做的事，忌是最好避开的事。很多年轻人第一次看，会被“纳采”“入殓”“修造”这些词弄得一头雾水。其实它们都是古人生活里的日常事务，只是说法比较文雅。',
          '先说几个和喜事有关的。“嫁娶”就是结婚办酒；“纳采”是男方向女方提亲、送聘礼，相当于今天的订婚；“订盟”也是订婚结盟的意思；“会亲友”则是走亲访友、聚会宴请。想选个好日子订婚或摆酒，主要看这几项。',
          '再说和房子有关的。“入宅”是搬进新房，“移徙”是搬家迁居，“安床”是安放新床；“动土”指盖房、装修时第一次破土施工，“修造”是修建和整修房屋。要注意，“破土”和“动土”不一样：动土是给活人盖房子，破土专指为安葬挖墓穴，千万别弄混。',
          '和工作、钱财有关的也很常见。“开市”就是开业、开张，也可以理解为新项目启动；“立券”是签合同、立契约；“交易”是买卖成交；“纳财”是收账、进货、收取财物；“出行”则是出远门、旅行。',
          '还有一些和身体、祭祀相关的条目：“祭祀”是祭拜祖先神明，“祈福”是祈求平安；“求医”“治病”指看病就医；“沐浴”“理发”照字面理解即可。偶尔还会看到“余事勿取”，意思是除了列出的几件事，别的事情今天最好不要特意安排；而“诸事不宜”则是说这天不宜办重要的事。',
          '读宜忌时有个小窍门：宜和忌要结合起来看。如果你想办的事同时出现在“宜”里，又没有落在“忌”里，就算是合适的日子；如果两栏都没有提到，一般可以视为平常，不必太纠结。另外，同一件事在不同版本的黄历里偶尔会有出入，这是因为各家依据的吉神凶煞体系略有差别。',
          '黄历上除了宜忌，通常还印着当天的干支、冲煞、值神、彭祖百忌、吉神凶煞、吉时等等。比如“彭祖百忌”里有一句“甲不开仓”，说的是甲日不宜开仓放粮，带着浓浓的农耕时代气息。把这些小字当作了解传统文化的窗口，也挺有意思。',
          '最后想说，老黄历是祖先留给我们的一份生活智慧，也是一份仪式感。它提醒人们在做大事前停一停、想一想。今天翻黄历，不妨把它当作参考和乐趣，真正决定一件事能否办好的，还是准备是否充分、心意是否真诚。',
        ].join('\n\n'),
      },
      en: {
        title: 'Reading the Chinese Almanac: Auspicious and Inauspicious',
        summary:
          'Every page of the traditional almanac lists what the day is good for and what to avoid. Learn a handful of its old-fashioned terms and the page starts to make sense.',
        body: [
          'Open a page of the Chinese almanac, the huangli, and two columns jump out: yi, things the day is suited to, and ji, things best avoided. Many younger readers are puzzled the first time, because the entries use a formal, old-fashioned vocabulary. Underneath, though, they describe the ordinary business of life in an agricultural society.',
          "Start with the happy occasions. Jia qu means a wedding, including the banquet. Na cai is the traditional proposal and betrothal gifts from the groom's family, roughly today's engagement. Ding meng is likewise an engagement or formal alliance. Hui qin you is visiting relatives and friends or hosting a gathering. If you are looking for an engagement or wedding date, these are the entries to look for.",
          'Then there is the house. Ru zhai is moving into a new home, yi xi is relocating in general, and an chuang is setting up a new bed. Dong tu means breaking ground to build or renovate, and xiu zao covers building and repairs. Do not confuse dong tu with po tu: the first is groundwork for the living, while po tu refers specifically to digging a grave for a burial.',
          'Work and money appear too. Kai shi is opening a business, and today people also read it as launching a project. Li quan is signing a contract, jiao yi is closing a deal, and na cai, written with a different character from the betrothal entry, is receiving money, collecting debts or taking in stock. Chu xing is setting out on a journey.',
          'Other entries concern health and ritual. Ji si is making offerings to ancestors, qi fu is praying for blessings, qiu yi and zhi bing are seeing a doctor and seeking treatment, and mu yu and li fa are simply bathing and cutting hair. Sometimes the list ends with a phrase meaning "nothing else", which tells you not to plan other important matters that day. A day marked "nothing is suitable" is one to leave free of big events.',
          'A simple way to read the two columns is to use them together. If what you plan appears under yi and not under ji, the day is considered a good fit. If it appears in neither column, the day is ordinary for that purpose and there is no need to fret. Different almanacs occasionally disagree on a particular entry, because publishers draw on slightly different systems of auspicious and baleful spirits.',
          'Besides the two columns, a page usually shows the day\'s stem and branch, the zodiac sign it clashes with, the day officer, lucky hours and the "Pengzu taboos". One of those taboos reads "on a Jia day, do not open the granary", a glimpse of a world where grain stores mattered more than bank accounts. Reading the small print is a pleasant window into traditional culture.',
          'The almanac is a piece of practical wisdom and a little ritual handed down through generations. Its real gift is the pause it invites before something important. Use it today as a reference and a source of enjoyment; whether an event goes well still depends far more on good preparation and sincere intentions.',
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'almanac-clash-and-day-officers',
    category: 'almanac',
    publishedAt: '2026-10-02',
    texts: {
      'zh-Hans': {
        title: '冲煞与建除十二值星',
        summary: '“冲鼠煞北”“今日值开”，黄历上的这些小字是怎么来的？弄懂冲煞和建除，你就能看懂黄历的一半。',
        body: [
          '在黄历的宜忌旁边，常有一行小字，比如“冲鼠煞北”，或者“值神：开”。它们看起来神秘，背后的规则却相当有条理，了解之后，你甚至可以自己推算出来。',
          '先说“冲”。十二地支两两相对，形成六组相冲：子午相冲、丑未相冲、寅申相冲、卯酉相冲、辰戌相冲、巳亥相冲。每一天都有自己的日支，与日支相冲的那个地支所对应的生肖，就是当天“冲”的生肖。比如午日冲子，也就是冲鼠；子日冲午，就是冲马。属相被冲的人，传统上会避免在这天办婚嫁、搬家这类大事。',
          '再说“煞”。煞方是按三合局来定的：申子辰日煞南，寅午戌日煞北，亥卯未日煞西，巳酉丑日煞东。所以午日写作“冲鼠煞北”，子日写作“冲马煞南”。讲究的人在这一天会避免朝煞方动土、出行或摆放重要物件，算是一种趋吉避凶的习惯。',
          '接下来是“建除十二值星”，也叫建除十二神。它们按固定顺序轮流值日：建、除、满、平、定、执、破、危、成、收、开、闭，十二天一轮。起点叫“月建”：哪一天的日支和当月的月支相同，这天就是“建”日。比如寅月（立春到惊蛰之间），寅日为建，卯日为除，辰日为满，依此类推。',
          '你可能会问：十二天一轮，月份却有长有短，怎么对得上？秘密在于，每逢“节”（立春、惊蛰、清明等十二个节）交替的那一天，值星会重复前一天的那一个，这样整个序列就往后挪一位，新的月份里“建”依然落在与月支相同的日子上。',
          '每个值星都有大致的性格。“建”是万物初建，宜出行、求职，不宜动土；“除”是除旧布新，宜扫除、治病；“满”有丰收之意，宜祈福、纳财；“平”是平常日子，适合修路、整理；“定”是安定，宜签约、订婚、嫁娶；“执”宜捕捉、收执；“破”与月建相冲，为“月破”，大事多不宜；“危”宜谨慎，不宜登高涉险；“成”是诸事易成，宜开业、嫁娶、入学；“收”宜收获、收账；“开”宜开张、开工，旧说不宜安葬；“闭”宜收藏、安葬、修堤，不宜开市、出行。',
          '民间还有一句口诀：“建满平收黑，除危定执黄，成开皆可用，破闭不相当。”意思是除、危、定、执较吉，成、开也可用，建、满、平、收较平淡，而破、闭最好避开。不过口诀只是粗略的分类，同一个值星遇到不同的吉神凶煞，宜忌也会有所调整。',
          '把冲煞和值星放在一起看，你对一天的“性格”就有了基本的判断。当然，它们终究是传统文化里的择日参考，用来增添仪式感、提醒自己慎重就好，不必因为某天“冲”了自己的属相就惴惴不安。',
        ].join('\n\n'),
      },
      en: {
        title: 'Clashes and the Twelve Day Officers in the Almanac',
        summary:
          'What do "clashes with the Rat, sha in the north" and "day officer: Open" mean? Understand these two notes and you can read half of an almanac page.',
        body: [
          'Next to the lists of suitable and unsuitable activities, an almanac page usually carries a small line such as "clashes with the Rat, sha in the north" or "day officer: Open". These look cryptic, but the rules behind them are orderly. Once you know them, you could almost work them out yourself.',
          'Start with the clash. The twelve Earthly Branches sit opposite each other in six pairs: Zi and Wu, Chou and Wei, Yin and Shen, Mao and You, Chen and Xu, Si and Hai. Every day has its own branch, and the zodiac animal of the opposite branch is the one the day "clashes" with. A Wu day clashes with Zi, the Rat; a Zi day clashes with Wu, the Horse. Traditionally, people born in the clashing animal\'s year avoid scheduling weddings or house moves on that day.',
          'Then the sha, or baleful direction. It follows the three harmony groups of branches: on Shen, Zi and Chen days the sha lies south; on Yin, Wu and Xu days, north; on Hai, Mao and Wei days, west; on Si, You and Chou days, east. So a Wu day reads "clashes with the Rat, sha in the north", and a Zi day reads "clashes with the Horse, sha in the south". Careful observers avoid starting building work or travelling towards that direction on the day.',
          "Next come the twelve day officers, known in Chinese as jian chu. They take turns in a fixed order: Establish, Remove, Full, Balance, Settle, Hold, Break, Danger, Success, Receive, Open and Close, repeating every twelve days. The anchor is the month branch. The day whose branch matches the month's branch is an Establish day. In the Yin month, from the Start of Spring to Awakening of Insects, the Yin day is Establish, the Mao day is Remove, the Chen day is Full, and so on.",
          'Months are not all the same length, so how does a twelve-day cycle stay aligned? On the day of each node solar term, such as the Start of Spring or Clear and Bright, the officer of the previous day repeats. That single repeat shifts the sequence by one, so that in the new month Establish once again falls on the day whose branch matches the month.',
          'Each officer has a character. Establish is a beginning, good for journeys and job-seeking but not for breaking ground. Remove clears out the old, good for cleaning and medical treatment. Full suggests abundance, good for blessings and receiving money. Balance is an ordinary day for routine work such as roads and tidying. Settle is stable, good for contracts, engagements and weddings. Hold suits capturing and securing. Break clashes with the month itself, the so-called month breaker, and is poor for major events. Danger calls for caution and no risky climbs. Success makes things come together, good for openings, weddings and starting school. Receive is for harvests and collecting debts. Open suits launches and new work, though old sources say not burials. Close suits storing, burials and repairing dykes, not openings or travel.',
          'A folk rhyme sums it up: Remove, Danger, Settle and Hold are the yellow, lucky days; Success and Open are usable; Establish, Full, Balance and Receive are the black, plainer days; Break and Close are best avoided. It is only a rough guide, because each day also carries its own auspicious and baleful spirits that can adjust the verdict.',
          "Put the clash and the day officer together and you have a basic sense of a day's personality. They remain traditional tools for choosing dates, best used to add a sense of occasion and a reminder to take care. There is no need to feel uneasy just because a day happens to clash with your zodiac animal.",
        ].join('\n\n'),
      },
    },
  },
  {
    slug: 'almanac-date-selection-basics',
    category: 'almanac',
    publishedAt: '2026-10-24',
    texts: {
      'zh-Hans': {
        title: '择日入门：挑个好日子的几个原则',
        summary: '结婚、搬家、开业，很多人都想挑个好日子。择日其实有一套清楚的思路，普通人也能掌握基本原则。',
        body: [
          '“挑个好日子”是中国人办大事前的老习惯。结婚、搬家、开业、动工，长辈总会翻翻黄历。专业的择日是一门学问，流派也多，但有几条基本原则，几乎各家都认同，了解之后，你也能自己先筛一遍。',
          '第一步，从“宜”入手。先明确要办的是什么事，再找宜栏里包含这件事、忌栏里又没有它的日子。结婚看“嫁娶”，搬家看“入宅”“移徙”，开业看“开市”“立券”，装修动工看“动土”“修造”。这一步能排除掉大多数不合适的日子。',
          '第二步，避开与当事人相冲的日子。前面讲过，每天都冲一个生肖：午日冲鼠，子日冲马，依此类推。如果是婚礼，一般要同时避开新郎、新娘的属相；如果是搬家，则看户主和主要家人的属相。这是民间择日最常用、也最容易操作的一条。',
          '第三步，留意几类传统上不用的日子。一是“月破”，也就是建除十二值星中的“破”日；二是“岁破”，即日支与当年年支相冲的日子，比如2026年是午年，子日就是岁破；三是“四离四绝”，即春分、夏至、秋分、冬至的前一天（四离）和立春、立夏、立秋、立冬的前一天（四绝）；此外还有流传很广的“杨公忌日”，每年有十三天，比如农历正月十三。',
          '第四步，挑选值星和黄道。在建除十二值星里，成、开、定等日子常被用于喜庆之事；在另一套“黄道黑道”体系中，青龙、明堂、金匮、天德、玉堂、司命六个为黄道吉日。能同时满足的，就更理想。',
          '第五步，再细一点可以选时辰。一天十二个时辰也分吉凶，黄历通常会标出当天的吉时。比如婚礼的接亲、开业的揭牌，可以尽量安排在吉时进行。讲究的人还会结合当事人的八字喜用来挑选，这就属于进阶内容了。',
          '最后，也是最重要的一条：现实条件优先。一个在黄历上完美、却下着暴雨、亲友都来不了的日子，并不是真正的好日子。择日是在可行的几个日期里“锦上添花”，而不是让生活围着日历转。',
          '不妨这样用：先根据工作安排、场地和天气，列出几个可行的日期，再用以上几条原则排个序。既尊重了传统的心意，也照顾了现实的方便。心里踏实，日子自然就是好日子。',
        ].join('\n\n'),
      },
      en: {
        title: 'Choosing an Auspicious Date: The Basic Principles',
        summary:
          'Weddings, house moves and grand openings: many families still like to pick a good day. Date selection follows a clear logic, and the basics are easy to learn.',
        body: [
          'Picking a good day before a big event is an old Chinese habit. Before a wedding, a move, a shop opening or building work, an older relative will usually reach for the almanac. Professional date selection, ze ri, is a discipline with many schools, but a few principles are shared by almost all of them, and with these you can do a first round of filtering yourself.',
          'Step one: start with the suitable list. Be clear about what you are planning, then look for days where that activity appears under "suitable" and not under "avoid". For a wedding, look for the wedding entry; for a move, moving in and relocation; for an opening, opening a business and signing contracts; for renovation, breaking ground and building. This step alone removes most unsuitable days.',
          'Step two: avoid days that clash with the people involved. Each day clashes with one zodiac animal: a Wu day clashes with the Rat, a Zi day with the Horse, and so on round the six opposite pairs. For a wedding, families usually avoid days that clash with either the bride or the groom; for a move, the head of the household and the main family members. This is the most widely used and easiest rule in folk practice.',
          'Step three: note the days tradition sets aside. One is the month breaker, the Break day among the twelve day officers. Another is the year breaker, a day whose branch clashes with the branch of the year; 2026 is a Horse year, so Rat days are year breakers. Then there are the "four separations and four extinctions", the days before the equinoxes and solstices and the days before the four "start of season" terms. Many people also avoid the thirteen Yang Gong taboo days each year, such as the thirteenth day of the first lunar month.',
          'Step four: look at the day officer and the yellow path. Among the twelve officers, Success, Open and Settle are the ones most often chosen for celebrations. In a separate system of twelve spirits, six form the "yellow path" of lucky days: Azure Dragon, Bright Hall, Golden Casket, Heavenly Virtue, Jade Hall and Life Governor. A day that is good under both systems is better still.',
          "Step five, for those who want more detail, is choosing the hour. The twelve double hours of a day are also rated, and most almanacs mark the lucky ones. The moment the groom arrives to fetch the bride, or the unveiling of a shop sign, can be timed to fall inside a good hour. Some practitioners go further and match the date to the favourable elements in each person's bazi chart, which is more advanced territory.",
          'Finally, and most importantly: real-world practicality comes first. A day that is perfect in the almanac but brings a downpour and leaves half your guests unable to come is not a good day. Date selection adds a finishing touch to the options that already work; life should not be bent around the calendar.',
          'A sensible way to use all this is to list the dates that suit your work, venue and likely weather, then rank them with the principles above. You honour the spirit of tradition and stay practical at the same time. When your mind is at ease, the day you choose will feel like a good one.',
        ].join('\n\n'),
      },
    },
  },
];
