import type { ReadingTexts } from '../types';

/** La lecture française, écrite d’après l’original chinois : chaleureuse, concrète, pour réfléchir et jamais pour prédire un destin. */
export const texts: ReadingTexts = {
  'list.separator': ', ',
  'relation.name': '{{kind}} : {{members}}',
  'relation.joiner': ' – ',

  'element.木': 'Bois',
  'element.火': 'Feu',
  'element.土': 'Terre',
  'element.金': 'Métal',
  'element.水': 'Eau',
  'god.比肩': 'Compagnon',
  'god.劫财': 'Voleur de richesse',
  'god.正印': 'Ressource directe',
  'god.偏印': 'Ressource indirecte',
  'god.食神': 'Dieu nourricier',
  'god.伤官': 'Officier blessant',
  'god.正财': 'Richesse directe',
  'god.偏财': 'Richesse indirecte',
  'god.正官': 'Officier direct',
  'god.七杀': 'Sept tueurs',
  'category.peer': 'Compagnons',
  'category.resource': 'Ressource',
  'category.output': 'Expression',
  'category.wealth': 'Richesse',
  'category.officer': 'Autorité',

  'level.veryWeak': 'Très faible',
  'level.weak': 'Faible',
  'level.balanced': 'Équilibré',
  'level.strong': 'Fort',
  'level.veryStrong': 'Très fort',

  'strength.season.prosperous':
    'Naissance au mois {{branch}}, quand l’élément {{element}} est à son apogée : la saison partage l’élément du maître du jour (+{{points}}).',
  'strength.season.supported':
    'Naissance au mois {{branch}}, dont l’élément {{element}} nourrit le maître du jour : la saison le soutient (+{{points}}).',
  'strength.season.resting':
    'Naissance au mois {{branch}}, dont le maître du jour nourrit l’élément {{element}} : la saison puise dans ses forces (+{{points}}).',
  'strength.season.confined':
    'Naissance au mois {{branch}}, dont le maître du jour doit contrôler l’élément {{element}} : la saison le fatigue (+{{points}}).',
  'strength.season.dead':
    'Naissance au mois {{branch}}, dont l’élément {{element}} contrôle le maître du jour : la saison joue contre lui (+{{points}}).',
  'strength.roots.found':
    'Les troncs cachés {{stems}} dans les branches enracinent ou nourrissent le maître du jour (+{{points}}).',
  'strength.roots.none': 'Aucun tronc caché dans les branches n’enracine ni ne nourrit le maître du jour (+0).',
  'strength.stems.found': 'Les troncs {{stems}} se tiennent aux côtés du maître du jour et l’aident (+{{points}}).',
  'strength.stems.none': 'Aucun des autres troncs n’aide le maître du jour (+0).',

  'pattern.name.zhengGuan': 'Structure de l’Officier direct',
  'pattern.name.qiSha': 'Structure des Sept tueurs',
  'pattern.name.zhengCai': 'Structure de la Richesse directe',
  'pattern.name.pianCai': 'Structure de la Richesse indirecte',
  'pattern.name.shiShen': 'Structure du Dieu nourricier',
  'pattern.name.shangGuan': 'Structure de l’Officier blessant',
  'pattern.name.zhengYin': 'Structure de la Ressource directe',
  'pattern.name.pianYin': 'Structure de la Ressource indirecte',
  'pattern.name.jianLu': 'Structure de la Prospérité établie (jian lu)',
  'pattern.name.yueRen': 'Structure de la Lame du mois (yue ren)',
  'pattern.name.followWealth': 'Structure qui suit la Richesse',
  'pattern.name.followOfficer': 'Structure qui suit l’Autorité',
  'pattern.name.followOutput': 'Structure qui suit l’Expression',
  'pattern.name.dominant': 'Structure de l’élément dominant',
  'pattern.about.zhengGuan':
    'L’ordre et l’équité vous viennent naturellement ; vous aimez connaître les règles et répondre du résultat.',
  'pattern.about.qiSha':
    'La pression et le courage arrivent ensemble : vous vous avancez quand il le faut, et gagnez à apprendre quand relâcher l’effort.',
  'pattern.about.zhengCai':
    'Pratique et posé, vous appréciez la construction patiente et les promesses que l’on peut tenir.',
  'pattern.about.pianCai': 'Vous repérez vite les occasions et les personnes, et aimez essayer plus d’un chemin.',
  'pattern.about.shiShen':
    'D’un naturel facile et expressif, vous avez du goût et aimez faire les choses avec élégance.',
  'pattern.about.shangGuan':
    'Vif et original, vous n’aimez pas les sentiers tout tracés ; vos idées arrivent souvent avant celles des autres.',
  'pattern.about.zhengYin':
    'L’étude et la réputation comptent pour vous ; vous êtes patient et trouvez souvent l’appui de mentors.',
  'pattern.about.pianYin':
    'Intuitif et indépendant d’esprit, vous pouvez vous plonger avec bonheur dans un domaine pointu.',
  'pattern.about.jianLu':
    'Le mois est le terrain propre du maître du jour : vous avez tendance à faire votre chemin par vos propres moyens.',
  'pattern.about.yueRen':
    'Le mois donne au maître du jour son tranchant le plus vif : un caractère marqué, débordant d’élan, à diriger de préférence vers ce qui compte.',
  'pattern.about.followWealth':
    'Un maître du jour sans racine suit la Richesse qui remplit le thème : vous trouvez votre place en lisant la situation et en restant pragmatique.',
  'pattern.about.followOfficer':
    'Un maître du jour sans racine suit l’Autorité qui remplit le thème : des structures claires vous permettent d’emprunter leur force.',
  'pattern.about.followOutput':
    'Un maître du jour sans racine suit l’Expression qui remplit le thème : le talent et l’expression sont votre débouché naturel.',
  'pattern.about.dominant':
    'Un seul élément, {{element}}, tient tout le thème sans rien pour le freiner : aller dans le sens de ce courant est ce qui vous est le plus naturel.',
  'pattern.reason.main':
    'Le tronc caché principal du mois {{branch}}, {{stem}}, est {{tenGod}} : la structure se lit à partir de lui.',
  'pattern.reason.shown':
    '{{stem}}, caché dans le mois {{branch}}, apparaît parmi les troncs comme {{tenGod}} : la structure se lit à partir de lui.',
  'pattern.reason.peerMonth':
    'Le qi principal du mois {{branch}} est l’élément même du maître du jour : c’est donc son tronc caché {{stem}} ({{tenGod}}) qui fixe la structure.',
  'pattern.reason.lu':
    'Le maître du jour est né au mois {{branch}}, son lieu de prospérité (lin guan, « Entrée en fonction »).',
  'pattern.reason.ren': 'Le maître du jour est né au mois {{branch}}, son lieu de pleine force (di wang, « Apogée »).',
  'pattern.reason.followWealth':
    'Le maître du jour est très faible : aucune branche ne porte son élément comme racine, aucun tronc ne l’aide, et c’est la Richesse qui pèse le plus.',
  'pattern.reason.followOfficer':
    'Le maître du jour est très faible : aucune branche ne porte son élément comme racine, aucun tronc ne l’aide, et c’est l’Autorité qui pèse le plus.',
  'pattern.reason.followOutput':
    'Le maître du jour est très faible : aucune branche ne porte son élément comme racine, aucun tronc ne l’aide, et c’est l’Expression qui pèse le plus.',
  'pattern.reason.dominant':
    'Le maître du jour {{element}} règne sur sa propre saison et ne rencontre l’Autorité nulle part dans le thème.',

  'balance.followWealth': 'Un thème qui suit la Richesse est servi par la Richesse elle-même.',
  'balance.followOfficer': 'Un thème qui suit l’Autorité est servi par l’Autorité elle-même.',
  'balance.followOutput': 'Un thème qui suit l’Expression est servi par l’Expression elle-même.',
  'balance.dominant': 'Un thème dominé par un élément est servi par cet élément même, en suivant sa force.',
  'balance.strongPeers': 'Un maître du jour fort, entouré de nombreux Compagnons, gagne à être cadré par l’Autorité.',
  'balance.strongResource':
    'Un maître du jour fort, chargé de Ressource, trouve son meilleur équilibre dans la Richesse.',
  'balance.weakOfficer':
    'Un maître du jour faible, pressé surtout par l’Autorité, est soulagé par la Ressource, qui change cette pression en soutien.',
  'balance.weakWealth':
    'Un maître du jour faible, surtout sollicité par la Richesse, est aidé par des Compagnons qui partagent la charge.',
  'balance.weakOutput':
    'Un maître du jour faible, surtout épuisé par l’Expression, se refait des forces grâce à la Ressource.',
  'balance.balancedScarce':
    'Ce thème équilibré ne contient que peu d’élément {{element}} ({{count}}) : compléter ce qui manque est ce qui aide le plus.',
  'balance.balancedExcess':
    'Ce thème équilibré contient déjà beaucoup d’élément {{element}} ({{count}}) : en ajouter le ferait pencher.',
  'balance.climate.winter':
    'Climat : naissance en hiver avec seulement {{count}} Feu dans le thème, le froid appelle l’élément {{element}} pour le réchauffer.',
  'balance.climate.summer':
    'Climat : naissance en été avec seulement {{count}} Eau dans le thème, la chaleur appelle l’élément {{element}} pour le rafraîchir.',
  'balance.helps': 'Nourrit l’élément utile, {{element}}, ou œuvre à ses côtés.',
  'balance.against.strong': 'Rendrait plus fort encore un maître du jour déjà fort, et moins équilibré.',
  'balance.against.weak': 'Ajouterait de la pression à un maître du jour déjà fragile.',
  'balance.against.follow': 'Pousserait un maître du jour sans racine à nager contre le courant qu’il suit.',
  'balance.against.dominant': 'Heurterait l’élément unique qui tient le thème.',

  'personality.element.木':
    'Un maître du jour Bois pousse comme un arbre : bon au fond de lui, idéaliste et tranquillement persévérant.',
  'personality.element.火':
    'Un maître du jour Feu est chaleureux, direct et communicatif, heureux d’apporter de la lumière autour de lui.',
  'personality.element.土':
    'Un maître du jour Terre est stable, fiable et fidèle à sa parole : quelqu’un sur qui les autres s’appuient.',
  'personality.element.金':
    'Un maître du jour Métal est décidé et intègre, loyal, et aime que les choses soient faites proprement.',
  'personality.element.水':
    'Un maître du jour Eau est habile, souple et observateur, et trouve un détour là où d’autres s’arrêtent.',
  'personality.output':
    'Expression marquée : s’exprimer et créer sont vos dons ; offrez une issue à vos idées et la vie vous semblera plus vaste.',
  'personality.officer':
    'Autorité marquée : discipliné et responsable, vous exigez beaucoup de vous-même ; accordez-vous de temps en temps le droit de respirer.',
  'personality.resource':
    'Ressource marquée : vous aimez réfléchir et apprendre, et le calme intérieur compte pour vous ; gardez du temps pour vous.',
  'personality.peer':
    'Compagnons marqués : indépendant et sûr de vos idées ; écouter d’autres voix rendra votre jugement plus complet.',
  'personality.strong':
    'Un maître du jour fort : volonté ferme et action rapide ; écouter et partager la direction aide les autres à comprendre votre force.',
  'personality.weak':
    'Un maître du jour plus doux : perspicace et sensible aux autres ; poser des limites et prendre soin de vous comptent tout autant.',

  'career.officer':
    'L’Autorité apparaît parmi les troncs : vous réussissez là où les rôles sont clairs, dans le management, la fonction publique ou une profession réglementée.',
  'career.output':
    'L’Expression apparaît parmi les troncs : les métiers techniques, créatifs ou d’expression mettent votre talent en valeur ; votre travail parle pour vous.',
  'career.wealth':
    'La Richesse apparaît parmi les troncs : vous savez lire les ressources et les marchés ; le commerce, la vente ou la finance méritent votre attention.',
  'career.resource':
    'La Ressource apparaît parmi les troncs : l’enseignement, la recherche, le conseil et le soin, des domaines qui récompensent la patience, vous conviennent.',
  'career.peer':
    'Les Compagnons apparaissent parmi les troncs : vous travaillez bien côte à côte avec des associés, ou en indépendant grâce à votre savoir-faire.',
  'career.monthClash':
    'Le pilier du mois subit un choc dans le thème : votre cadre de travail peut changer souvent ; voyez chaque changement comme l’occasion de revoir vos plans.',
  'career.general':
    'Il n’existe pas une seule bonne carrière : prenez ces tendances comme des indices, et confrontez-les à vos goûts et à votre situation.',

  'wealth.outputFeeds':
    'L’Expression nourrit la Richesse : transformer votre savoir-faire, vos connaissances et vos idées en revenus est pour vous une voie naturelle.',
  'wealth.strongCarries':
    'Un maître du jour fort peut porter la Richesse : vous avez l’assise pour saisir les occasions ; un plan clair les garde stables.',
  'wealth.weakCarries':
    'Beaucoup de Richesse pour un maître du jour fragile : les occasions abondent, mais on s’éparpille facilement ; ménagez votre rythme et associez-vous à des personnes de confiance.',
  'wealth.peersShare':
    'Compagnons marqués : l’argent circule souvent entre amis ; fixez à l’avance les conditions d’un partage ou d’un prêt.',
  'wealth.little':
    'La Richesse reste en retrait : l’argent n’est peut-être pas votre moteur principal, et de bonnes bases de budget et d’épargne vous serviront bien.',
  'wealth.general':
    'Le long terme, la diversification et des engagements à votre mesure forment une base saine ; ce sont des tendances, jamais la promesse d’un rendement.',

  'relationships.dayClash':
    'La branche du jour (le palais du conjoint) subit un choc : les relations proches peuvent suivre des rythmes différents ; parlez souvent et laissez-vous mutuellement de l’espace.',
  'relationships.dayCombine':
    'La branche du jour forme une union : vous tenez aux sentiments et aux liens anciens, et nouez facilement des attaches profondes.',
  'relationships.peers':
    'Compagnons marqués : un goût de la compétition se montre aussi dans les relations ; partager le mérite et montrer votre douceur rapprochent les gens.',
  'relationships.officer':
    'Autorité marquée : des exigences élevées envers vous-même et votre partenaire ; un peu plus de compréhension allège les choses.',
  'relationships.candid':
    'L’Officier blessant apparaît parmi les troncs : vous parlez franchement et sans détour ; commencez par reconnaître, puis proposez, et vous serez entendu.',
  'relationships.general':
    'Une relation se construit à deux ; ces tendances vous invitent seulement à remarquer vos propres habitudes.',

  'health.element.木':
    'Le Bois aime s’étirer : des étirements réguliers et du temps dans la nature offrent une issue aux émotions.',
  'health.element.火':
    'Le Feu tient chaud : surveillez votre sommeil et vos sautes d’humeur, et gardez des moments de vrai repos.',
  'health.element.土': 'La Terre digère : des repas réguliers et mesurés, et votre corps vous rendra ce rythme.',
  'health.element.金':
    'Le Métal est vif : une respiration lente aide, tout comme rester au chaud et bien hydraté aux changements de saison.',
  'health.element.水':
    'L’Eau met en réserve : protégez votre sommeil, restez au chaud, et ne vivez pas longtemps sur vos réserves.',
  'health.strong':
    'Avec de l’énergie à revendre, il est facile d’en faire trop ; augmentez l’effort et le travail pas à pas.',
  'health.weak':
    'Votre énergie aime être rassemblée avec soin : équilibrez travail et repos, et bougez en douceur mais souvent.',
  'health.general':
    'Ce ne sont que des réflexions sur l’hygiène de vie ; pour toute inquiétude sur votre santé, consultez un médecin.',

  'fortune.beforeDecades': 'Les piliers de chance n’ont pas encore commencé : le premier débute le {{date}}.',
  'fortune.clash.day':
    'En choc avec le pilier du jour ({{relations}}) : le foyer et les relations proches peuvent connaître des changements ; parlez davantage, réagissez moins.',
  'fortune.clash.month':
    'En choc avec le pilier du mois ({{relations}}) : le travail ou l’environnement peuvent bouger ; anticiper vous aidera à rester serein.',
  'fortune.clash.year':
    'En choc avec le pilier de l’année ({{relations}}) : les liens avec les aînés, la famille ou les cercles plus larges méritent une attention particulière.',
  'fortune.clash.hour':
    'En choc avec le pilier de l’heure ({{relations}}) : projets et entreprises personnelles peuvent demander une nouvelle approche.',
  'fortune.stemClash.day':
    'En choc avec le tronc du jour ({{relations}}) : vous pourriez vous sentir tiraillé entre plusieurs choix ; laissez un peu plus de temps à vos décisions.',
  'fortune.combine.day':
    'En union avec le pilier du jour ({{relations}}) : favorable aux nouvelles rencontres et aux partenariats ; veillez à ne pas vous laisser guider par l’obligation.',
  'fortune.combine.month':
    'En union avec le pilier du mois ({{relations}}) : des personnes et des occasions de collaborer ont tendance à se présenter.',
  'fortune.punish.day':
    'Forme une punition avec la branche du jour ({{relations}}) : les petites frictions peuvent se multiplier ; ralentissez et soignez les détails.',
  'fortune.flow.good':
    'Le tronc {{stem}} ({{stemElement}}) et la branche {{branch}} ({{branchElement}}) apportent tous deux des éléments que le thème accueille volontiers : un bon moment pour avancer vers ce que vous voulez.',
  'fortune.flow.leanGood':
    'Le tronc {{stem}} ({{stemElement}}) et la branche {{branch}} ({{branchElement}}) penchent du côté favorable : une progression régulière convient.',
  'fortune.flow.even':
    'Le tronc {{stem}} ({{stemElement}}) et la branche {{branch}} ({{branchElement}}) s’équilibrent ou se mêlent : avancez pas à pas.',
  'fortune.flow.leanHard':
    'Le tronc {{stem}} ({{stemElement}}) et la branche {{branch}} ({{branchElement}}) penchent du côté défavorable : gardez-vous une marge.',
  'fortune.flow.hard':
    'Le tronc {{stem}} ({{stemElement}}) et la branche {{branch}} ({{branchElement}}) apportent tous deux des éléments difficiles pour le thème : un temps pour consolider, sans rien précipiter.',
};
