import type { StarId } from '../../vocabulary';
import type { StarTexts } from '../../texts';

export const stars: Readonly<Record<StarId, StarTexts>> = {
  ziwei: {
    keywords: 'présence · vision · responsabilité',
    core: 'Zi Wei, l’étoile de l’Empereur, incarne l’autonomie, la dignité et le désir d’embrasser l’ensemble du tableau. Elle veut que les choses soient bien faites, avec élégance, et tend à porter les responsabilités de tous comme les siennes.',
    soul: 'Avec Zi Wei dans le palais de la Vie, vous dégagez souvent une autorité calme qui inspire confiance, et vous aimez voir tout l’échiquier avant de jouer. Un leadership convainc davantage quand il sait aussi écouter.',
    wealth:
      'Zi Wei dans le palais de la Richesse penche pour des dépenses réfléchies et dignes, et pour des arrangements à long terme plutôt que des gains rapides. Une question à se poser : quand je dépense, est-ce pour un besoin ou pour tenir un rang ?',
    career:
      'Zi Wei dans le palais de la Carrière convient aux rôles où l’on coordonne, décide et assume. Cherchez une scène où votre sens de l’organisation peut s’exercer, et apprenez à confier des tâches à des personnes de confiance.',
    spouse:
      'Zi Wei dans le palais du Conjoint tient au respect et à la juste mesure en amour, et espère pouvoir admirer son partenaire. L’intimité n’est pas une question de qui dirige : essayez de vous regarder d’égal à égal et de décider ensemble.',
    other:
      'Zi Wei marque ici un domaine que vous voulez traiter comme il se doit et dans lequel vous êtes prêt à investir. Le sang-froid, plus que le contrôle, y rapporte davantage.',
  },
  tianji: {
    keywords: 'vivacité d’esprit · stratégie · changement',
    core: 'Tian Ji, l’étoile de la sagesse et du mouvement, pense avec agilité, analyse et planifie bien, et peut trop réfléchir.',
    soul: 'Avec Tian Ji dans le palais de la Vie, vous êtes perspicace et vif, curieux des raisons cachées des choses. Un esprit rapide est un cadeau ; offrez-lui aussi des moments de repos.',
    wealth:
      'Tian Ji dans le palais de la Richesse gère les ressources par l’information et la planification plutôt que par la force. Un plan clair, mis par écrit, évite que trop d’idées ne se traduisent en trop de changements.',
    career:
      'Tian Ji dans le palais de la Carrière convient aux métiers qui font travailler l’esprit : planification, recherche, conseil, technologie. Le changement est votre allié ; avant chaque virage, décidez de ce que vous voulez garder.',
    spouse:
      'Tian Ji dans le palais du Conjoint cherche un partenaire avec qui parler, quelqu’un qui vous rejoint dans les idées. La conversation nourrit le lien : devinez moins, dites davantage.',
    other:
      'Tian Ji fait de vous, dans ce domaine, celui ou celle qui a les idées, et parfois qui change de cap. Accordez à vos projets la patience d’être menés à terme.',
  },
  taiyang: {
    keywords: 'chaleur · générosité · ouverture',
    core: 'Tai Yang, le Soleil, représente la lumière et la chaleur, le don de soi, la réputation et la vie publique. Il aime éclairer les autres et oublie parfois de prendre soin de lui-même.',
    soul: 'Avec Tai Yang dans le palais de la Vie, vous avez le cœur ouvert et fidèle, prompt à défendre les autres. Votre chaleur est contagieuse ; n’oubliez pas que celui qui donne la lumière a lui aussi besoin de se recharger.',
    wealth:
      'Tai Yang dans le palais de la Richesse est généreux avec l’argent, qu’il dépense pour les autres et pour ses idéaux. L’ouverture et une bonne réputation vous servent ici ; gardez une marge pour vous-même.',
    career:
      'Tai Yang dans le palais de la Carrière convient aux métiers tournés vers le public et porteurs d’influence : enseignement, médias, management, service public. L’enthousiasme est votre carte de visite ; c’est le bon rythme qui le fait durer.',
    spouse:
      'Tai Yang dans le palais du Conjoint donne et protège en amour, et veut des choses claires et franches. Avant de donner, regardez ce dont votre partenaire a réellement besoin.',
    other:
      'Tai Yang brille ici : dans ce domaine, vous donnez le premier et apportez de la chaleur. Vérifiez de temps en temps que votre propre énergie reste bien chargée.',
  },
  wuqu: {
    keywords: 'décision · sens pratique · efficacité',
    core: 'Wu Qu est à la fois étoile de la richesse et général : décidée, pratique et douée pour l’exécution, elle tient à l’efficacité et aux résultats.',
    soul: 'Avec Wu Qu dans le palais de la Vie, vous êtes direct, déterminé et fidèle à votre parole. La force est votre socle ; là où il faut de la douceur, adoucissez un peu le ton.',
    wealth:
      'Wu Qu dans le palais de la Richesse est, selon la tradition, l’étoile de la richesse chez elle : le sens des chiffres et de la méthode. Elle décrit un savoir-faire et une habitude, non un résultat garanti ; la constance et la discipline en tirent le meilleur.',
    career:
      'Wu Qu dans le palais de la Carrière convient aux rôles qui demandent des décisions : finance, ingénierie, management. Vous faites avancer les choses ; laissez aussi de la place aux autres dans l’équipe.',
    spouse:
      'Wu Qu dans le palais du Conjoint montre son amour par des actes plutôt que par des mots doux. Dire de temps en temps ce que vous ressentez rassurera votre partenaire.',
    other:
      'Wu Qu apporte ici, dans ce domaine, le souci de l’efficacité et du résultat. Équilibrer fermeté et souplesse permet aux choses d’avancer.',
  },
  tiantong: {
    keywords: 'douceur · contentement · joie de vivre',
    core: 'Tian Tong, l’étoile des bienfaits, est douce et accommodante et sait profiter de la vie, même s’il lui manque parfois un peu d’élan.',
    soul: 'Avec Tian Tong dans le palais de la Vie, vous êtes apprécié et d’humeur égale, avec une ouverture presque enfantine. L’aisance est une chance ; un petit objectif bien à vous donne une direction à vos journées.',
    wealth:
      'Tian Tong dans le palais de la Richesse prend l’argent à la légère et privilégie la qualité de vie. Une approche lente et régulière, qui laisse place au plaisir comme à l’épargne, vous convient.',
    career:
      'Tian Tong dans le palais de la Carrière convient aux lieux chaleureux et harmonieux : service, design, soin, culture. Trouvez un travail qui vous plaît, et la motivation suivra.',
    spouse:
      'Tian Tong dans le palais du Conjoint aspire à une relation douillette et détendue. Affronter les problèmes ensemble plutôt que les contourner la rend plus solide.',
    other:
      'Tian Tong vous permet ici de vous sentir à l’aise dans ce domaine. L’aisance s’épanouit mieux quand on continue à l’entretenir.',
  },
  lianzhen: {
    keywords: 'passion · principes · maîtrise de soi',
    core: 'Lian Zhen est complexe et pleine de tensions : attachée à ses principes et maîtresse d’elle-même, mais aussi passionnée et pleine de désirs. C’est une étoile qui demande à être bien conduite.',
    soul: 'Avec Lian Zhen dans le palais de la Vie, vous avez une forte personnalité, du charme et vos propres exigences. Transformer l’intensité de vos sentiments en concentration est votre grande force.',
    wealth:
      'Lian Zhen dans le palais de la Richesse est ambitieuse en matière de ressources et respecte les règles. Des règles claires et des comptes clairs permettent à cette ambition d’aller loin.',
    career:
      'Lian Zhen dans le palais de la Carrière convient aux domaines faits de normes, de systèmes ou de compétition : management, service public, conformité, problèmes techniques ardus. Des limites nettes rendent la réussite pleinement méritée.',
    spouse:
      'Lian Zhen dans le palais du Conjoint aime intensément et tient à ce que chacun s’investisse. Formulez ce qui compte comme un espoir plutôt que comme une exigence, et tout s’allège.',
    other:
      'Lian Zhen éveille ici vos sentiments et votre goût de la compétition. Posez d’abord vos principes, puis mettez-y votre passion.',
  },
  tianfu: {
    keywords: 'stabilité · générosité · sens de la conservation',
    core: 'Tian Fu, l’étoile du Trésor, incarne la stabilité, la générosité et la préservation de ce qui a été bâti ; elle accumule et prend soin des choses.',
    soul: 'Avec Tian Fu dans le palais de la Vie, vous paraissez fiable et généreux, doté d’un bon sens de la mesure. La stabilité est votre force ; sortez de temps en temps de votre zone de confort.',
    wealth:
      'Tian Fu dans le palais de la Richesse tient à constituer des réserves et à un sentiment de sécurité, et prévoit à l’avance. C’est une inclination prudente et stable, faite pour les projets à long terme ; il n’y a aucune course à gagner.',
    career:
      'Tian Fu dans le palais de la Carrière convient aux rôles fondés sur la stabilité et la confiance : gestion, administration, comptabilité. Vous êtes le lest de l’équipe ; demandez aussi l’occasion de briller.',
    spouse:
      'Tian Fu dans le palais du Conjoint souhaite une relation durable et posée, et aime prendre soin de son partenaire. À côté de la stabilité, apportez de temps en temps un peu de nouveauté.',
    other:
      'Tian Fu fait de vous, dans ce domaine, quelqu’un qui préserve et qui bâtit. Continuez d’avancer tout en protégeant vos acquis, et votre sol sera plus ferme.',
  },
  taiyin: {
    keywords: 'sensibilité · douceur · intériorité',
    core: 'Tai Yin, la Lune, est douce, subtile et sensible. Elle gouverne la vie intérieure, le foyer et l’épargne, et œuvre en silence.',
    soul: 'Avec Tai Yin dans le palais de la Vie, vous ressentez profondément, remarquez les détails et avez l’œil juste. Votre douceur est une force ; dites aussi ce dont vous avez besoin.',
    wealth:
      'Tai Yin dans le palais de la Richesse construit lentement et sûrement, et tient à un foyer sécurisant. Les projets patients, à long terme, lui conviennent.',
    career:
      'Tai Yin dans le palais de la Carrière convient aux métiers qui demandent du soin, du goût ou l’attention aux autres : design, écriture, finance, éducation. Une persévérance discrète finit par se remarquer.',
    spouse:
      'Tai Yin dans le palais du Conjoint chérit les attentions délicates et une présence douce. Dire ce que vous espérez vaut mieux qu’attendre que votre partenaire le devine.',
    other:
      'Tai Yin suggère ici une approche douce et attentive de ce domaine ; c’est en allant lentement que vous restez stable.',
  },
  tanlang: {
    keywords: 'talents multiples · curiosité · sociabilité',
    core: 'Tan Lang, talentueuse et curieuse, est l’étoile du désir et de la vie sociale, attirée par tout ce qui est nouveau ; elle doit apprendre à choisir.',
    soul: 'Avec Tan Lang dans le palais de la Vie, vous avez des intérêts variés, beaucoup de charme, et vous êtes à l’aise avec les gens. L’enthousiasme est votre carburant ; la concentration le fait brûler plus longtemps.',
    wealth:
      'Tan Lang dans le palais de la Richesse lie les ressources aux relations, aux centres d’intérêt et aux talents. Quand les idées se multiplient, distinguez d’abord les envies des besoins.',
    career:
      'Tan Lang dans le palais de la Carrière convient aux domaines sociaux, créatifs et expressifs : vente, médias, arts, spectacle. Après avoir touché à beaucoup de choses, approfondissez une spécialité.',
    spouse:
      'Tan Lang dans le palais du Conjoint tient à l’attirance et au plaisir, et espère une relation haute en couleur. Au-delà de la nouveauté, l’engagement et la confiance sont tout aussi précieux.',
    other:
      'Tan Lang éveille ici votre intérêt et votre enthousiasme. Quand vous avez envie de beaucoup de choses, choisissez-en une ou deux et allez en profondeur.',
  },
  jumen: {
    keywords: 'analyse · éloquence · quête de vérité',
    core: 'Ju Men gouverne la parole et l’esprit critique : elle analyse et questionne, et peut devenir soupçonneuse. Les mots sont son don, et aussi sa leçon.',
    soul: 'Avec Ju Men dans le palais de la Vie, vous observez avec acuité, avez vos propres opinions et regardez sous la surface. Transformer le doute en recherche est votre atout.',
    wealth:
      'Ju Men dans le palais de la Richesse relie les ressources à l’expertise, à la parole ou au savoir. Des accords écrits et des explications simples évitent bien des malentendus.',
    career:
      'Ju Men dans le palais de la Carrière convient aux métiers fondés sur les mots et l’expertise : enseignement, conseil, médias, recherche. Reconnaissez d’abord, puis ajoutez votre point de vue : il sera mieux reçu.',
    spouse:
      'Ju Men dans le palais du Conjoint rend la communication particulièrement importante ; une seule remarque peut déclencher un long fil de pensées. Demandez « tu veux dire que… ? » plutôt que de supposer.',
    other:
      'Ju Men fait ici de la communication la clé de ce domaine. Dites les choses clairement et avec bienveillance, et beaucoup de choses iront mieux.',
  },
  tianxiang: {
    keywords: 'équité · diplomatie · parole tenue',
    core: 'Tian Xiang, l’étoile du Sceau, soutient, arbitre et veille à l’équité ; elle tient au bon ordre et aux apparences, et fait un partenaire fiable dans tout travail.',
    soul: 'Avec Tian Xiang dans le palais de la Vie, vous êtes courtois et serviable, et l’équité vous tient à cœur. On vous fait confiance pour arbitrer ; ne perdez pas de vue vos propres souhaits.',
    wealth:
      'Tian Xiang dans le palais de la Richesse garde les questions d’argent ordonnées et équilibrées. Une approche posée vous convient ; inutile de vous mettre en difficulté pour sauver les apparences.',
    career:
      'Tian Xiang dans le palais de la Carrière convient aux rôles de soutien et de coordination, à l’administration, aux métiers humains ou au conseil. Mettez-vous au service d’un objectif qui en vaut la peine, et votre valeur se multiplie.',
    spouse:
      'Tian Xiang dans le palais du Conjoint tient à l’équité et à la délicatesse dans la relation, et prend soin de son partenaire. En cas de désaccord, des sentiments sincères comptent plus qu’une paix de façade.',
    other:
      'Tian Xiang fait de vous, dans ce domaine, le médiateur et le gardien des règles. Le sens de l’équité bâtit la confiance au fil du temps.',
  },
  tianliang: {
    keywords: 'maturité · bienveillance · principes',
    core: 'Tian Liang, l’étoile protectrice, représente la protection, les principes et la posture d’un aîné. Elle aime prendre soin des autres, et expliquer comment les choses devraient se faire.',
    soul: 'Avec Tian Liang dans le palais de la Vie, vous êtes mûr et posé, avec le sens du devoir d’un aîné ; vous gardez votre calme et l’on vient vous demander de l’aide. Laissez-vous aussi prendre soin de vous.',
    wealth:
      'Tian Liang dans le palais de la Richesse ne s’attache pas à l’argent et se soucie davantage de sécurité et de principes. Les arrangements prudents lui conviennent ; aidez les autres dans la mesure de vos moyens.',
    career:
      'Tian Liang dans le palais de la Carrière convient aux métiers qui protègent : enseignement, travail social, contrôle, conseil. Votre expérience devient un appui sur lequel les autres peuvent compter.',
    spouse:
      'Tian Liang dans le palais du Conjoint joue souvent le rôle de celui qui prend soin, et admire un partenaire mûr. Moins de leçons et plus de chemin côte à côte vous rapprocheront.',
    other:
      'Tian Liang vous pousse ici à veiller sur les autres, selon vos propres principes. Des principes proposés avec douceur sont plus facilement adoptés.',
  },
  qisha: {
    keywords: 'audace · indépendance · esprit pionnier',
    core: 'Qi Sha, étoile de général, incarne l’audace, l’élan et l’indépendance ; elle fonce et adore les défis.',
    soul: 'Avec Qi Sha dans le palais de la Vie, vous avez une volonté forte et beaucoup d’élan, et les défis vous réveillent. Quand vous foncez, jetez un coup d’œil à vos compagnons.',
    wealth:
      'Qi Sha dans le palais de la Richesse va chercher les ressources avec audace et efficacité. Connaître vos limites avant d’agir rend cette audace plus sûre.',
    career:
      'Qi Sha dans le palais de la Carrière convient aux métiers pionniers et exigeants : créer une entreprise, ouvrir des marchés, résoudre des problèmes techniques ardus. Des objectifs fixés par étapes gardent un rythme régulier.',
    spouse:
      'Qi Sha dans le palais du Conjoint est direct en amour, et chacun de vous a besoin de son propre espace. Changez l’insistance en acceptation, et le lien deviendra résistant.',
    other: 'Qi Sha vous donne ici envie de pousser fort. Un courage réfléchi va plus loin qu’un élan brut.',
  },
  pojun: {
    keywords: 'esprit pionnier · renouveau · anticonformisme',
    core: 'Po Jun, l’étoile de la percée, ose balayer l’ancien et commencer du neuf ; elle n’aime pas la routine, et le changement lui demande aussi de tout remettre en ordre avec patience.',
    soul: 'Avec Po Jun dans le palais de la Vie, vous êtes singulier et audacieux, et trouvez souvent de nouvelles voies à travers le changement. L’audace est votre don ; bien finir ce que vous commencez est aussi l’une de vos forces.',
    wealth:
      'Po Jun dans le palais de la Richesse voit les ressources beaucoup bouger, au gré des idées et des projets. Une réserve que vous vous promettez de ne pas toucher apporte la sérénité au milieu des changements.',
    career:
      'Po Jun dans le palais de la Carrière convient aux métiers qui innovent, réforment ou défrichent de nouveaux territoires. Avant chaque changement, sachez ce que vous voulez emporter avec vous.',
    spouse:
      'Po Jun dans le palais du Conjoint tient à la franchise et à la fraîcheur en amour, et n’aime pas se sentir enfermé. Parlez simplement, et laissez-vous mutuellement le temps de vous adapter.',
    other:
      'Po Jun apporte ici changements et nouveaux départs. Voyez le changement comme un renouveau plutôt que comme une perte.',
  },
};
