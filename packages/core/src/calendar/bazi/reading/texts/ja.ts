import type { ReadingTexts } from '../types';

/** 四柱推命の読み解き（日本語）。中国語の原文をもとに、四柱推命で使われる用語で書いています。口調はやわらかく具体的に。自分を見つめるための参考であり、運命の宣告ではありません。 */
export const texts: ReadingTexts = {
  'list.separator': '、',
  'relation.name': '{{members}}{{kind}}',
  'relation.joiner': '',

  'element.木': '木',
  'element.火': '火',
  'element.土': '土',
  'element.金': '金',
  'element.水': '水',
  'god.比肩': '比肩',
  'god.劫财': '劫財',
  'god.正印': '印綬',
  'god.偏印': '偏印',
  'god.食神': '食神',
  'god.伤官': '傷官',
  'god.正财': '正財',
  'god.偏财': '偏財',
  'god.正官': '正官',
  'god.七杀': '偏官',
  'category.peer': '比劫',
  'category.resource': '印星',
  'category.output': '食傷',
  'category.wealth': '財星',
  'category.officer': '官星',

  'level.veryWeak': '極弱',
  'level.weak': 'やや弱い（身弱）',
  'level.balanced': '中和',
  'level.strong': 'やや強い（身強）',
  'level.veryStrong': '極強',

  'strength.season.prosperous':
    '{{branch}}月の生まれで、月令の{{element}}の気がまさに旺じています。季節が日主と同じ五行なので、月令を得ています（+{{points}}）。',
  'strength.season.supported':
    '{{branch}}月の生まれで、月令の{{element}}の気が日主を生じて支えています。月令を得ています（+{{points}}）。',
  'strength.season.resting':
    '{{branch}}月の生まれで、月令の{{element}}の気は日主が生じるものです。力が外へ漏れるため、月令を失っています（+{{points}}）。',
  'strength.season.confined':
    '{{branch}}月の生まれで、月令の{{element}}の気は日主が剋すものです。消耗が大きく、月令を失っています（+{{points}}）。',
  'strength.season.dead':
    '{{branch}}月の生まれで、月令の{{element}}の気が日主を剋しています。季節が逆風となり、月令を失っています（+{{points}}）。',
  'strength.roots.found':
    '地支の蔵干に{{stems}}があり、日主の根となったり日主を生じたりしています。地を得ています（+{{points}}）。',
  'strength.roots.none': '地支の蔵干に、日主の根となる気も日主を生じる気も見当たりません。日主は無根です（+0）。',
  'strength.stems.found': '天干に{{stems}}が並び、日主を助けています。勢いを得ています（+{{points}}）。',
  'strength.stems.none': 'ほかの天干には、日主を助ける比劫も印星もありません（+0）。',

  'pattern.name.zhengGuan': '正官格',
  'pattern.name.qiSha': '偏官格',
  'pattern.name.zhengCai': '正財格',
  'pattern.name.pianCai': '偏財格',
  'pattern.name.shiShen': '食神格',
  'pattern.name.shangGuan': '傷官格',
  'pattern.name.zhengYin': '印綬格',
  'pattern.name.pianYin': '偏印格',
  'pattern.name.jianLu': '建禄格',
  'pattern.name.yueRen': '月刃格',
  'pattern.name.followWealth': '従財格',
  'pattern.name.followOfficer': '従殺格',
  'pattern.name.followOutput': '従児格',
  'pattern.name.dominant': '専旺格',
  'pattern.about.zhengGuan':
    '秩序や公正さを自然に大切にできる人です。ルールをきちんと把握し、結果に責任を持とうとします。',
  'pattern.about.qiSha':
    'プレッシャーと度胸が一緒にやってくるタイプです。ここぞという場面で前に出られる人ですが、力の抜きどころを覚えるとさらに生きやすくなります。',
  'pattern.about.zhengCai': '現実的で堅実。こつこつ積み上げることと、守れる約束を大切にします。',
  'pattern.about.pianCai': 'チャンスや人とのご縁に素早く気づき、いくつもの道を試すことを楽しめる人です。',
  'pattern.about.shiShen': 'おおらかで表現力があり、センスもあります。物事を美しく仕上げることに喜びを感じます。',
  'pattern.about.shangGuan':
    '頭の回転が速く独創的で、決まったレールを嫌います。アイデアがいつも人より一歩先に浮かぶタイプです。',
  'pattern.about.zhengYin':
    '学ぶことや信用・名誉を大切にする人です。辛抱強く、目上の人や師に恵まれることも多いでしょう。',
  'pattern.about.pianYin':
    '直感が鋭く、自分の頭で考えるのが好きな人です。専門的な分野や少しマニアックな学問に、楽しく没頭できます。',
  'pattern.about.jianLu': '月令が日主自身の禄の地にあたります。自分の手で道を切り開いていくタイプです。',
  'pattern.about.yueRen':
    '月令が日主にいちばん鋭い刃を与えています。個性がはっきりしていて行動力も十分。その勢いは、本当に大切なことに向けると生きてきます。',
  'pattern.about.followWealth':
    '根のない日主が、命式に満ちた財星に従っています。状況を読み、現実的に動くことで自分の居場所を見つけていく人です。',
  'pattern.about.followOfficer':
    '根のない日主が、命式に満ちた官星に従っています。ルールや枠組みがはっきりした環境で、その力を借りて物事を成し遂げられます。',
  'pattern.about.followOutput':
    '根のない日主が、命式に満ちた食傷に従っています。才能と表現が、いちばん自然な力の出口です。',
  'pattern.about.dominant':
    '{{element}}というひとつの五行が命式全体を占め、それを抑えるものがありません。この流れに乗って力を発揮するのが、もっとも自然な生き方です。',
  'pattern.reason.main': '{{branch}}月の本気である{{stem}}が{{tenGod}}にあたるため、ここから格を取ります。',
  'pattern.reason.shown':
    '{{branch}}月に蔵された{{stem}}が天干に透出して{{tenGod}}となっているため、ここから格を取ります。',
  'pattern.reason.peerMonth':
    '{{branch}}月の本気は日主と同じ五行なので、そこに蔵された{{stem}}（{{tenGod}}）で格を定めます。',
  'pattern.reason.lu': '日主は{{branch}}月の生まれで、ここはちょうど日主の禄の地（建禄）にあたります。',
  'pattern.reason.ren': '日主は{{branch}}月の生まれで、ここはちょうど日主の刃の地（帝旺）にあたります。',
  'pattern.reason.followWealth':
    '日主が極めて弱く、地支には同じ五行の根がなく、天干にも助けがありません。その一方で、財星がもっとも重くなっています。',
  'pattern.reason.followOfficer':
    '日主が極めて弱く、地支には同じ五行の根がなく、天干にも助けがありません。その一方で、官星がもっとも重くなっています。',
  'pattern.reason.followOutput':
    '日主が極めて弱く、地支には同じ五行の根がなく、天干にも助けがありません。その一方で、食傷がもっとも重くなっています。',
  'pattern.reason.dominant': '{{element}}の日主が自らの旺ずる季節に生まれ、命式のどこにも官星が見当たりません。',

  'balance.followWealth': '従財の命式では、財星そのものを用神とし、従う流れに沿います。',
  'balance.followOfficer': '従殺の命式では、官星そのものを用神とし、従う流れに沿います。',
  'balance.followOutput': '従児の命式では、食傷そのものを用神とし、従う流れに沿います。',
  'balance.dominant': '専旺の命式では、同じ五行を用神とし、その旺盛な勢いに沿います。',
  'balance.strongPeers': '日主が強く比劫が多いので、官星で形を整えるのがよいでしょう。',
  'balance.strongResource': '日主が強く印星が多いので、財星でバランスを取るのがよいでしょう。',
  'balance.weakOfficer':
    '日主が弱く、官星の圧力がもっとも大きいので、印星を用神とします。印星がその圧力を日主への支えに変えてくれます。',
  'balance.weakWealth': '日主が弱く、財星による消耗がもっとも大きいので、荷を分け合う比劫が助けになります。',
  'balance.weakOutput': '日主が弱く、食傷へ漏れる力がもっとも大きいので、印星で補います。',
  'balance.balancedScarce':
    '中和の命式ですが、{{element}}は{{count}}個しかありません。足りないものを補うのがいちばんの助けです。',
  'balance.balancedExcess':
    '中和の命式で、{{element}}はすでに{{count}}個あります。これ以上増えるとバランスが崩れます。',
  'balance.climate.winter':
    '調候：冬の生まれで、命式の火は{{count}}個だけです。寒さを温めるために{{element}}が求められます。',
  'balance.climate.summer':
    '調候：夏の生まれで、命式の水は{{count}}個だけです。暑さを潤すために{{element}}が求められます。',
  'balance.helps': '用神である{{element}}を生じたり、ともに働いたりします。',
  'balance.against.strong': 'すでに強い日主をさらに強くしてしまい、バランスが崩れます。',
  'balance.against.weak': 'すでに繊細な日主に、さらに負担をかけてしまいます。',
  'balance.against.follow': '根のない日主を、従っている流れに逆らわせてしまいます。',
  'balance.against.dominant': '命式をひとつにまとめている五行とぶつかってしまいます。',

  'personality.element.木':
    '木の日主は、まっすぐ伸びる木のような人です。心根がやさしく理想を持ち、静かな粘り強さがあります。',
  'personality.element.火':
    '火の日主は、あたたかく率直で、周りを明るくする力があります。身近な人に光と熱を届けることを喜びとします。',
  'personality.element.土': '土の日主は、落ち着きがあって頼もしく、約束を守る人です。周りから自然と頼りにされます。',
  'personality.element.金': '金の日主は、決断力があって筋を通し、義理堅い人です。物事をすっきり片づけるのを好みます。',
  'personality.element.水':
    '水の日主は、聡明で柔軟、観察眼の鋭い人です。ほかの人が立ち止まるところでも、うまく抜け道を見つけます。',
  'personality.output':
    '食傷が強め：表現すること、生み出すことがあなたの才能です。アイデアに出口を与えると、毎日がのびやかになります。',
  'personality.officer':
    '官星が強め：自分を律する責任感の強い人で、自分に求めるものも高めです。ときには肩の力を抜いてあげましょう。',
  'personality.resource':
    '印星が強め：考えることや学ぶことが好きで、心の安定を大切にします。ひとりで過ごす時間を確保するとよいでしょう。',
  'personality.peer':
    '比劫が強め：自立心があり、自分の考えをしっかり持っています。ほかの人の声にも耳を傾けると、判断がより豊かになります。',
  'personality.strong':
    '身強の日主：意志が強く、行動もすばやいタイプです。耳を傾けることや主導権を分け合うことで、その強さが周りに伝わりやすくなります。',
  'personality.weak':
    'やわらかな日主：感受性が豊かで、人の気持ちによく気づきます。境界線を引くことや自分をいたわることも、同じくらい大切です。',

  'career.officer':
    '天干に官星が透出しています。役割がはっきりした場で力を発揮しやすく、管理職や公的な仕事、専門職などが向いています。',
  'career.output':
    '天干に食傷が透出しています。技術・クリエイティブ・表現の仕事で才能が見えやすくなります。作品そのものがあなたの名刺になります。',
  'career.wealth':
    '天干に財星が透出しています。資源や市場の動きを読むのが得意です。経営、営業、財務といった方向も検討してみる価値があります。',
  'career.resource':
    '天干に印星が透出しています。教育、研究、相談、ケアなど、積み重ねと忍耐が報われる分野があなたに合っています。',
  'career.peer':
    '天干に比劫が透出しています。仲間と肩を並べて働くこと、あるいは自分の技術ひとつで独立することに向いています。',
  'career.monthClash':
    '月柱が命式の中で冲を受けています。仕事の環境が変わりやすいかもしれません。変化のたびに、計画を見直すチャンスととらえましょう。',
  'career.general':
    '唯一の正しい職業というものはありません。これらの傾向はヒントとして受け取り、ご自身の興味や状況と照らし合わせて確かめてみてください。',

  'wealth.outputFeeds':
    '食傷が財を生じています。技術や知識、アイデアを収入に変えていくのが、あなたにとって自然な道です。',
  'wealth.strongCarries':
    '身強で財を担えます。チャンスを引き受ける底力があります。はっきりした計画と組み合わせると、より安定します。',
  'wealth.weakCarries':
    '財多身弱：チャンスは多いものの、手を広げすぎて疲れやすい傾向があります。自分のペースを守り、信頼できる人と組むと余裕が生まれます。',
  'wealth.peersShare':
    '比劫が強め：友人のあいだでお金が行き来しやすいタイプです。貸し借りや分け合いの条件は、前もって話し合っておきましょう。',
  'wealth.little':
    '財星は目立ちません。お金があなたの一番の原動力ではないのかもしれません。家計管理や貯蓄の基本をしっかり押さえておけば十分です。',
  'wealth.general':
    '長期的に、分散して、身の丈に合った範囲で。それが堅実な土台です。ここでお伝えしているのはあくまで傾向で、どんな利益も約束するものではありません。',

  'relationships.dayClash':
    '日支（配偶者の宮）が冲を受けています。親しい関係ではリズムがずれやすいかもしれません。こまめに話し合い、お互いに余白を残しましょう。',
  'relationships.dayCombine':
    '日支が合しています。気持ちや古いご縁を大切にする人で、深いつながりを築きやすいでしょう。',
  'relationships.peers':
    '比劫が強め：人間関係にも負けず嫌いな面が出やすいようです。手柄を分け合い、弱さも見せることで、ぐっと距離が縮まります。',
  'relationships.officer':
    '官星が強め：自分にもパートナーにも高い基準を求めがちです。もう少しだけ歩み寄ると、関係が軽やかになります。',
  'relationships.candid':
    '天干に傷官が透出しています。率直で核心をつく話し方をする人です。まず認めてから提案すると、言葉が相手に届きやすくなります。',
  'relationships.general':
    '関係はふたりで一緒に育てていくものです。これらの傾向は、ご自身のくせに気づくためのきっかけにすぎません。',

  'health.element.木':
    '木はのびのびと伸びたい性質です。定期的なストレッチや自然の中で過ごす時間が、気持ちの逃げ道になります。',
  'health.element.火':
    '火は熱をもちやすい性質です。睡眠と気分の浮き沈みに気を配り、本当に静かに過ごす時間をつくりましょう。',
  'health.element.土': '土は消化をつかさどります。食事は決まった時間に、ほどよい量で。体はそのリズムに応えてくれます。',
  'health.element.金':
    '金は澄んだ性質です。ゆっくりとした呼吸が助けになります。季節の変わり目には保温と保湿を心がけましょう。',
  'health.element.水': '水は蓄える性質です。睡眠を守り、体を冷やさず、蓄えを削って無理を続けないようにしましょう。',
  'health.strong':
    'エネルギーに余裕があるぶん、やりすぎてしまいがちです。運動も仕事も、少しずつ段階的に増やしていきましょう。',
  'health.weak':
    'あなたのエネルギーは、丁寧に蓄えることで生きてきます。仕事と休息のバランスをとり、やさしい運動をこまめに続けましょう。',
  'health.general':
    'ここに書いたのは生活習慣のヒントにすぎません。体調で気になることがあれば、必ず専門の医師にご相談ください。',

  'fortune.beforeDecades': 'まだ大運は始まっていません。最初の大運は{{date}}から始まります。',
  'fortune.clash.day':
    '日柱と冲しています（{{relations}}）。家庭や親しい関係に変化が起こるかもしれません。反射的に動くより、よく話し合いましょう。',
  'fortune.clash.month':
    '月柱と冲しています（{{relations}}）。仕事や環境が動きやすい時期です。前もって計画しておけば落ち着いて過ごせます。',
  'fortune.clash.year':
    '年柱と冲しています（{{relations}}）。目上の人や家族、広い人間関係とのつながりに、いつもより気を配りましょう。',
  'fortune.clash.hour':
    '時柱と冲しています（{{relations}}）。計画や個人的な取り組みは、進め方を変える必要があるかもしれません。',
  'fortune.stemClash.day':
    '日干と冲しています（{{relations}}）。選択のあいだで気持ちが揺れるかもしれません。決断には少し長めに時間をかけましょう。',
  'fortune.combine.day':
    '日柱と合しています（{{relations}}）。新しい出会いや協力関係に恵まれやすい時期です。ただし、義理に流されないよう気をつけて。',
  'fortune.combine.month': '月柱と合しています（{{relations}}）。一緒に仕事ができる人やチャンスが現れやすいでしょう。',
  'fortune.punish.day':
    '日支と刑の関係にあります（{{relations}}）。小さな摩擦が増えやすいので、ペースを落として細かな点に気を配りましょう。',
  'fortune.flow.good':
    '天干の{{stem}}（{{stemElement}}）も地支の{{branch}}（{{branchElement}}）も、命式が喜ぶ五行を運んできます。望むことを進めるのによい時期です。',
  'fortune.flow.leanGood':
    '天干の{{stem}}（{{stemElement}}）と地支の{{branch}}（{{branchElement}}）は、全体として追い風寄りです。着実に前進するのに向いています。',
  'fortune.flow.even':
    '天干の{{stem}}（{{stemElement}}）と地支の{{branch}}（{{branchElement}}）は、吉凶が相半ばするか穏やかです。一歩ずつ進めていきましょう。',
  'fortune.flow.leanHard':
    '天干の{{stem}}（{{stemElement}}）と地支の{{branch}}（{{branchElement}}）は、やや向かい風寄りです。何事にも少し余裕を残しておきましょう。',
  'fortune.flow.hard':
    '天干の{{stem}}（{{stemElement}}）も地支の{{branch}}（{{branchElement}}）も、命式にとって扱いにくい五行を運んできます。焦らず、力を蓄えて足場を固める時期です。',
};
