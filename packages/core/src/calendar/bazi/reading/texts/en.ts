import type { ReadingTexts } from '../types';

/** The English reading, written from the Chinese original: warm, concrete, for reflection and never fate. */
export const texts: ReadingTexts = {
  'list.separator': ', ',
  'relation.name': '{{kind}}: {{members}}',
  'relation.joiner': ' – ',

  'element.木': 'Wood',
  'element.火': 'Fire',
  'element.土': 'Earth',
  'element.金': 'Metal',
  'element.水': 'Water',
  'god.比肩': 'Friend',
  'god.劫财': 'Rob Wealth',
  'god.正印': 'Direct Resource',
  'god.偏印': 'Indirect Resource',
  'god.食神': 'Eating God',
  'god.伤官': 'Hurting Officer',
  'god.正财': 'Direct Wealth',
  'god.偏财': 'Indirect Wealth',
  'god.正官': 'Direct Officer',
  'god.七杀': 'Seven Killings',
  'category.peer': 'Companions',
  'category.resource': 'Resource',
  'category.output': 'Output',
  'category.wealth': 'Wealth',
  'category.officer': 'Authority',

  'level.veryWeak': 'Very weak',
  'level.weak': 'Weak',
  'level.balanced': 'Balanced',
  'level.strong': 'Strong',
  'level.veryStrong': 'Very strong',

  'strength.season.prosperous':
    'Born in the {{branch}} month, when {{element}} is at its peak: the season shares the day master’s element (+{{points}}).',
  'strength.season.supported':
    'Born in the {{branch}} month, whose {{element}} feeds the day master: the season supports it (+{{points}}).',
  'strength.season.resting':
    'Born in the {{branch}} month, whose {{element}} the day master feeds: the season draws on its strength (+{{points}}).',
  'strength.season.confined':
    'Born in the {{branch}} month, whose {{element}} the day master must control: the season tires it (+{{points}}).',
  'strength.season.dead':
    'Born in the {{branch}} month, whose {{element}} controls the day master: the season works against it (+{{points}}).',
  'strength.roots.found': 'Hidden stems {{stems}} in the branches root or feed the day master (+{{points}}).',
  'strength.roots.none': 'No hidden stem in the branches roots or feeds the day master (+0).',
  'strength.stems.found': 'The stems {{stems}} stand beside the day master and help it (+{{points}}).',
  'strength.stems.none': 'None of the other stems helps the day master (+0).',

  'pattern.name.zhengGuan': 'Direct Officer structure',
  'pattern.name.qiSha': 'Seven Killings structure',
  'pattern.name.zhengCai': 'Direct Wealth structure',
  'pattern.name.pianCai': 'Indirect Wealth structure',
  'pattern.name.shiShen': 'Eating God structure',
  'pattern.name.shangGuan': 'Hurting Officer structure',
  'pattern.name.zhengYin': 'Direct Resource structure',
  'pattern.name.pianYin': 'Indirect Resource structure',
  'pattern.name.jianLu': 'Established Prosperity structure',
  'pattern.name.yueRen': 'Month Blade structure',
  'pattern.name.followWealth': 'Following Wealth structure',
  'pattern.name.followOfficer': 'Following Authority structure',
  'pattern.name.followOutput': 'Following Output structure',
  'pattern.name.dominant': 'Dominant Element structure',
  'pattern.about.zhengGuan':
    'Order and fairness come naturally to you; you like to know the rules and to answer for the result.',
  'pattern.about.qiSha':
    'Pressure and courage arrive together: you step up when it matters, and do well to learn when to ease off.',
  'pattern.about.zhengCai': 'Practical and steady, you value patient building and promises that can be kept.',
  'pattern.about.pianCai': 'You spot openings and people quickly, and enjoy trying more than one road.',
  'pattern.about.shiShen': 'Easy-going and expressive, you have taste and enjoy doing things beautifully.',
  'pattern.about.shangGuan':
    'Quick and original, you dislike fixed tracks; your ideas often arrive before everyone else’s.',
  'pattern.about.zhengYin':
    'Learning and a good name matter to you; you are patient, and often find support from mentors.',
  'pattern.about.pianYin':
    'Intuitive and independent in thought, you can lose yourself happily in a specialist subject.',
  'pattern.about.jianLu': 'The month is the day master’s own ground: you tend to make your way by your own hands.',
  'pattern.about.yueRen':
    'The month gives the day master its sharpest edge: a vivid character with drive to spare, best aimed at what counts.',
  'pattern.about.followWealth':
    'A rootless day master goes with the Wealth that fills the chart: you find your place by reading the situation and staying practical.',
  'pattern.about.followOfficer':
    'A rootless day master goes with the Authority that fills the chart: clear structures let you borrow their strength.',
  'pattern.about.followOutput':
    'A rootless day master goes with the Output that fills the chart: talent and expression are your natural outlet.',
  'pattern.about.dominant':
    'One element, {{element}}, holds the whole chart with nothing to check it: working with that current comes most naturally.',
  'pattern.reason.main':
    'The main hidden stem of the {{branch}} month, {{stem}}, is {{tenGod}}: the structure is read from it.',
  'pattern.reason.shown':
    '{{stem}}, hidden in the {{branch}} month, shows among the stems as {{tenGod}}: the structure is read from it.',
  'pattern.reason.peerMonth':
    'The {{branch}} month’s main qi is the day master’s own element, so its hidden {{stem}} ({{tenGod}}) sets the structure.',
  'pattern.reason.lu': 'The day master was born in the {{branch}} month, its place of prosperity.',
  'pattern.reason.ren': 'The day master was born in the {{branch}} month, its place of peak strength.',
  'pattern.reason.followWealth':
    'The day master is very weak: no branch holds its own element as a root, and no stem helps it, while Wealth weighs most.',
  'pattern.reason.followOfficer':
    'The day master is very weak: no branch holds its own element as a root, and no stem helps it, while Authority weighs most.',
  'pattern.reason.followOutput':
    'The day master is very weak: no branch holds its own element as a root, and no stem helps it, while Output weighs most.',
  'pattern.reason.dominant':
    'The {{element}} day master rules its own season and meets no Authority anywhere in the chart.',

  'balance.followWealth': 'A chart that follows Wealth is served by Wealth itself.',
  'balance.followOfficer': 'A chart that follows Authority is served by Authority itself.',
  'balance.followOutput': 'A chart that follows Output is served by Output itself.',
  'balance.dominant': 'A dominant chart is served by its own element, going with its strength.',
  'balance.strongPeers': 'A strong day master crowded by Companions is best given shape by Authority.',
  'balance.strongResource': 'A strong day master heavy with Resource is best balanced by Wealth.',
  'balance.weakOfficer':
    'A weak day master under most pressure from Authority is eased by Resource, which turns that pressure into support.',
  'balance.weakWealth': 'A weak day master stretched most by Wealth is helped by Companions who share the load.',
  'balance.weakOutput': 'A weak day master drained most by Output is restored by Resource.',
  'balance.balancedScarce': 'A balanced chart holds only {{count}} {{element}}: topping up what is scarce helps most.',
  'balance.balancedExcess': 'A balanced chart already holds {{count}} {{element}}: more would tip it over.',
  'balance.climate.winter':
    'Climate: born in winter with only {{count}} Fire in the chart, the cold calls for {{element}} to warm it.',
  'balance.climate.summer':
    'Climate: born in summer with only {{count}} Water in the chart, the heat calls for {{element}} to cool it.',
  'balance.helps': 'Feeds or works alongside the useful element, {{element}}.',
  'balance.against.strong': 'Would make an already strong day master stronger still, and less balanced.',
  'balance.against.weak': 'Would add pressure to an already tender day master.',
  'balance.against.follow': 'Would stir a rootless day master to swim against the current it follows.',
  'balance.against.dominant': 'Would clash with the single element that holds the chart.',

  'personality.element.木': 'A Wood day master grows like a tree: kind at heart, idealistic, and quietly persistent.',
  'personality.element.火':
    'A Fire day master is warm, direct and infectious, glad to bring light to the people around.',
  'personality.element.土': 'An Earth day master is steady, dependable and true to their word: someone others lean on.',
  'personality.element.金': 'A Metal day master is decisive and principled, loyal, and likes things done cleanly.',
  'personality.element.水':
    'A Water day master is clever, adaptable and observant, finding a way round where others stop.',
  'personality.output':
    'Strong Output: expression and creation are your gifts; give your ideas an outlet and life feels roomier.',
  'personality.officer':
    'Strong Authority: disciplined and responsible, you ask a lot of yourself; let yourself breathe now and then.',
  'personality.resource':
    'Strong Resource: you love to think and learn, and inner calm matters to you; keep some time for yourself.',
  'personality.peer':
    'Strong Companions: independent and sure of your views; hearing other voices makes your judgement fuller.',
  'personality.strong':
    'A strong day master: firm will and quick action; listening and sharing the lead help others understand your strength.',
  'personality.weak':
    'A gentler day master: perceptive and sensitive to others; setting boundaries and caring for yourself matter just as much.',

  'career.officer':
    'Authority shows among the stems: you do well where roles are clear, as in management, public service or a profession.',
  'career.output':
    'Output shows among the stems: technical, creative and expressive work lets your talent be seen; your work speaks for you.',
  'career.wealth':
    'Wealth shows among the stems: you read resources and markets well; business, sales or finance are worth a look.',
  'career.resource':
    'Resource shows among the stems: education, research, advice and care, fields that reward patience, suit you.',
  'career.peer':
    'Companions show among the stems: you work well shoulder to shoulder with partners, or independently on your own skill.',
  'career.monthClash':
    'The month pillar clashes within the chart: your work setting may change often; treat each move as a chance to re-plan.',
  'career.general':
    'There is no single right career: take these tendencies as clues and test them against your interests and circumstances.',

  'wealth.outputFeeds':
    'Output feeds Wealth: turning craft, knowledge and ideas into income is a natural road for you.',
  'wealth.strongCarries':
    'A strong day master can carry Wealth: you have the backbone to take up opportunities; a clear plan keeps them steady.',
  'wealth.weakCarries':
    'Much Wealth for a tender day master: plenty of openings, but it is easy to spread thin; pace yourself and team up with people you trust.',
  'wealth.peersShare':
    'Strong Companions: money often moves among friends; agree the terms of sharing or lending beforehand.',
  'wealth.little':
    'Wealth stays in the background: money may not be your main drive, and sound basics of budgeting and saving serve you well.',
  'wealth.general':
    'Long-term, spread-out and within your means is a sound base; these are tendencies, never a promise of any return.',

  'relationships.dayClash':
    'The day branch (the partner palace) is clashed: close relationships may run on different rhythms; talk often and leave each other room.',
  'relationships.dayCombine':
    'The day branch combines: you value feelings and old bonds, and form deep connections easily.',
  'relationships.peers':
    'Strong Companions: a competitive streak shows in relationships too; sharing credit and showing softness bring people closer.',
  'relationships.officer':
    'Strong Authority: high standards for yourself and your partner; a little more understanding makes things lighter.',
  'relationships.candid':
    'Hurting Officer shows among the stems: you speak directly and to the point; affirm first, then suggest, and you will be heard.',
  'relationships.general':
    'A relationship is something two people build together; these tendencies only invite you to notice your own habits.',

  'health.element.木': 'Wood likes to stretch: regular stretching and time in nature give feelings a way out.',
  'health.element.火': 'Fire runs warm: watch your sleep and your swings of mood, and keep time to be truly still.',
  'health.element.土': 'Earth digests: regular meals in good measure, and your body repays the rhythm.',
  'health.element.金': 'Metal is crisp: slow breathing helps, and so does keeping warm and moist as the seasons turn.',
  'health.element.水': 'Water stores: protect your sleep, keep warm, and do not run on reserves for long.',
  'health.strong': 'With energy to spare it is easy to overdo things; build up exercise and work step by step.',
  'health.weak': 'Your energy likes to be gathered with care: balance work and rest, and move gently but often.',
  'health.general':
    'These are lifestyle reflections only; for any concern about your health, please see a qualified doctor.',

  'fortune.beforeDecades': 'Luck pillars have not begun yet: the first starts on {{date}}.',
  'fortune.clash.day':
    'Clashes the day pillar ({{relations}}): home and close relationships may see change; talk more, react less.',
  'fortune.clash.month':
    'Clashes the month pillar ({{relations}}): work or surroundings may shift; planning ahead keeps you at ease.',
  'fortune.clash.year':
    'Clashes the year pillar ({{relations}}): ties with elders, family or wider circles deserve extra care.',
  'fortune.clash.hour': 'Clashes the hour pillar ({{relations}}): plans and personal projects may need a new approach.',
  'fortune.stemClash.day':
    'Clashes the day stem ({{relations}}): you may feel torn between choices; give decisions a little more time.',
  'fortune.combine.day':
    'Combines with the day pillar ({{relations}}): good for new connections and partnerships; mind not to be swayed by obligation.',
  'fortune.combine.month':
    'Combines with the month pillar ({{relations}}): people and openings to work with tend to appear.',
  'fortune.punish.day':
    'Punishes the day branch ({{relations}}): small frictions may multiply; slow down and mind the details.',
  'fortune.flow.good':
    'Stem {{stem}} ({{stemElement}}) and branch {{branch}} ({{branchElement}}) both bring elements the chart welcomes: a good time to move on what you want.',
  'fortune.flow.leanGood':
    'Stem {{stem}} ({{stemElement}}) and branch {{branch}} ({{branchElement}}) lean favourable: steady progress suits.',
  'fortune.flow.even':
    'Stem {{stem}} ({{stemElement}}) and branch {{branch}} ({{branchElement}}) are even or mixed: take things step by step.',
  'fortune.flow.leanHard':
    'Stem {{stem}} ({{stemElement}}) and branch {{branch}} ({{branchElement}}) lean unfavourable: leave yourself some margin.',
  'fortune.flow.hard':
    'Stem {{stem}} ({{stemElement}}) and branch {{branch}} ({{branchElement}}) both bring elements the chart finds hard: a time to consolidate, with no need to rush.',
};
