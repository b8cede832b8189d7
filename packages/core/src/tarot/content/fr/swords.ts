import type { CardBodyTable } from '../../types';

export const swords: CardBodyTable = {
  'swords-01': {
    keywords: {
      upright: ['clarté', 'vérité', 'percée', 'pensée décisive'],
      reversed: ['confusion', 'erreur de jugement', 'paroles dures', 'vérité brouillée'],
    },
    upright:
      'Une lame claire et nette fend le brouillard. L’As d’Épées est une percée de l’esprit : soudain, vous voyez quel est vraiment le problème, et ce qu’il faut dire ou faire à son sujet. Cela peut arriver sous la forme d’une idée clé, d’une conversation franche ou d’une décision trop longtemps repoussée. Votre esprit est affûté en ce moment : profitez de cette clarté tant qu’elle dure. Nommez la vérité et tranchez.',
    reversed:
      'L’épée est dans votre main, mais votre prise tremble. Peut-être réfléchissez-vous trop, noyé sous les informations au point que plus rien n’a de sens, ou vos mots sortent-ils plus vite et plus tranchants que vous ne le voudriez. L’As renversé suggère que la clarté a besoin de temps pour se déposer. Suspendez vos jugements, séparez les faits des suppositions, et vérifiez ce que vous savez réellement.',
    interpretation:
      'L’As est la racine pure de l’Air : l’intellect, le langage et le pouvoir de la vérité. Une épée coupe des deux côtés : elle tranche la confusion d’un côté, et blesse les gens de l’autre. Sa leçon est d’user de votre esprit et de vos mots avec honnêteté, mais aussi avec soin. Quand il apparaît, résumez ce qui vous tracasse en une seule phrase, puis posez-vous deux questions : qu’est-ce que je sais avec certitude, et de quoi ai-je peur ? Une fois ces deux choses séparées, la réponse devient souvent évidente.',
    imagery:
      'Une main sort d’un nuage, serrant une épée à double tranchant pointée droit vers le ciel. Sa pointe traverse une couronne dorée d’où pendent un rameau d’olivier et une palme, tandis que de petites gouttes de lumière dorée flottent dans l’air. En contrebas se dressent des pics nus et déchiquetés. La couronne est la maîtrise et la victoire de l’esprit ; l’olivier et la palme, la paix et le triomphe ; le double tranchant rappelle que la vérité a deux faces ; les montagnes arides suggèrent que la clarté se gagne souvent en affrontant quelque chose de difficile.',
    areas: {
      love: {
        upright:
          'Le moment est venu de crever l’abcès et de dire honnêtement où en est vraiment la relation. Une seule conversation franche pourrait changer les choses en mieux.',
        reversed:
          'Des piques, de la méfiance, ou deux personnes qui parlent sans s’entendre. Respirez avant de parler, pour qu’un instant de tension ne laisse pas une blessure durable.',
      },
      career: {
        upright:
          'Votre pensée est nette, ce qui rend ce moment idéal pour décider, proposer, négocier ou résoudre des problèmes épineux. Fiez-vous à votre jugement : il est particulièrement fiable en ce moment.',
        reversed:
          'Des informations confuses ou une mauvaise décision ont engagé le travail sur une mauvaise voie. Revérifiez les faits avant l’étape suivante et évitez de trancher dans la précipitation.',
      },
      wealth: {
        upright:
          'Mettez de l’ordre dans vos comptes, lisez les petites lignes et prenez une décision financière rationnelle. Laissez parler les chiffres plutôt que votre humeur.',
        reversed:
          'Des informations partielles pourraient vous induire en erreur, ou vous pourriez être tenté de signer ou de payer avant d’avoir compris. Une question de plus, une vérification de plus, en valent toujours la peine.',
      },
      health: {
        upright:
          'Une tête claire facilite la définition d’objectifs de bien-être précis. C’est aussi un bon moment pour faire le point sur votre santé et prendre le rendez-vous que vous repoussez.',
        reversed:
          'Un esprit qui s’emballe vous garde tendu et éveillé. Offrez à votre cerveau des moments de vide et posez le téléphone avant de dormir ; si l’insomnie persiste, parlez-en à un médecin.',
      },
    },
  },
  'swords-02': {
    keywords: {
      upright: ['impasse', 'choix difficile', 'évitement', 'trêve fragile'],
      reversed: ['indécision', 'surcharge d’informations', 'choix forcé', 'voir la vérité'],
    },
    upright:
      'Pris entre deux options et incapable de choisir, vous avez mis un bandeau sur vos yeux et appuyé sur pause. Le Deux d’Épées est la carte de l’impasse et de l’évitement. La logique devient un mur qui tient les sentiments à distance, et en surface tout semble calme. Cette trêve peut vous donner un répit, mais elle ne peut pas durer toujours. Tôt ou tard, le bandeau devra tomber pour que vous voyiez où vous en êtes vraiment.',
    reversed:
      'L’impasse commence à se fissurer. Une pression extérieure vous force peut-être la main, ou les informations affluent au point que décider semble plus difficile encore. À moins que vous ne soyez enfin prêt à ôter le bandeau et à affronter ce que vous esquiviez. Le Deux renversé vous rappelle que ne pas décider est aussi une décision : mieux vaut choisir que laisser le choix se faire à votre place.',
    interpretation:
      'Associé à la Lune en Balance, le Deux est le lieu où le sentiment et la pesée des options s’emmêlent sans espoir. Sa leçon est d’admettre ce que vous évitez. Souvent, nous connaissons déjà la réponse ; ce que nous redoutons, c’est de vivre avec ses conséquences. Notez ce que chaque option vous coûterait, puis demandez à votre corps laquelle vous arrache un soupir de soulagement. L’intuition est aussi une information, et elle mérite sa place à côté de la logique.',
    imagery:
      'Une femme aux yeux bandés, vêtue d’une robe blanche, est assise sur un banc de pierre au bord de la mer, les bras croisés sur la poitrine, une longue épée dans chaque main. Derrière elle s’étendent une eau calme et des rochers épars, sous un croissant de lune. Le bandeau est le refus ou l’incapacité de voir ; les bras croisés forment un bouclier autour du cœur ; la mer dans son dos contient les émotions qu’elle tient à distance ; le croissant de lune suggère que la réponse se trouve dans son intuition.',
    areas: {
      love: {
        upright:
          'Vous êtes partagé entre deux personnes ou deux voies, ou enfermé dans un silence froid avec votre partenaire. L’évitement ne fait que prolonger la tension : commencez par exprimer vos inquiétudes.',
        reversed:
          'Les questions que vous avez tous deux esquivées remontent à la surface et exigent une réponse. Affrontez-les honnêtement ; cela vaut mieux que de faire comme si tout allait bien.',
      },
      career: {
        upright:
          'Un choix difficile entre deux options, ou une équipe dans l’impasse. Rassemblez suffisamment d’informations, puis fixez-vous une échéance ferme pour décider.',
        reversed:
          'Trop d’avis vous paralysent. Revenez à l’objectif essentiel et mettez de côté les voix secondaires pour l’instant.',
      },
      wealth: {
        upright:
          'Vous hésitez sans cesse entre deux options financières. Listez les coûts et les risques de chacune, comparez-les froidement, et ne laissez pas la peur de l’erreur vous paralyser.',
        reversed:
          'Une question d’argent mise de côté réclame maintenant votre attention. Ouvrez les factures, regardez les chiffres et demandez conseil à un professionnel si besoin.',
      },
      health: {
        upright:
          'Des émotions retenues peuvent se manifester par une oppression dans la poitrine ou de la fatigue. Trouvez un exutoire sûr : une promenade, un journal ou une conversation avec une personne de confiance.',
        reversed:
          'Toutes ces tergiversations vous épuisent. Prenez une petite décision pour desserrer le nœud, et si l’anxiété vous empêche de dormir nuit après nuit, demandez l’aide d’un professionnel.',
      },
    },
  },
  'swords-03': {
    keywords: {
      upright: ['cœur brisé', 'chagrin', 'vérité douloureuse', 'perte'],
      reversed: ['guérison', 'chagrin qui s’apaise', 'douleur refoulée', 'rétablissement'],
    },
    upright:
      'Certains mots et certains événements vont droit au cœur comme une lame. Le Trois d’Épées est la carte du chagrin : déception, séparation, trahison, ou une vérité que vous n’avez pas d’autre choix que d’accepter. Il n’est pas doux, mais il est honnête. Vous n’avez pas à jouer les forts en ce moment. Autorisez-vous la tristesse et laissez venir les larmes. Un chagrin vraiment ressenti est un chagrin qui peut finir par passer.',
    reversed:
      'Le pire de la douleur est peut-être derrière vous, et vous guérissez peu à peu. Mais le Trois renversé peut aussi signifier que la blessure a été cachée : vous semblez aller bien à l’extérieur alors qu’elle fait encore mal en dessous. Retournez-vous et regardez cette blessure avec douceur. Ce dont elle a besoin, ce n’est peut-être pas l’oubli, mais la compréhension et, avec le temps, le pardon.',
    interpretation:
      'Associée à Saturne en Balance, cette carte montre le déséquilibre dans les relations confronté au poids dur de la réalité. Sa leçon est d’accepter la douleur comme une part de la vie au lieu de se hâter de la repousser. La tristesse en elle-même n’est pas le problème ; c’est le refus de la ressentir qui la fait durer. Faites une petite chose pour cette perte : écrivez une lettre que vous n’enverrez jamais, parlez à quelqu’un de confiance, ou pleurez un bon coup. Quand la pluie cesse, le ciel s’éclaircit lentement.',
    imagery:
      'Un cœur d’un rouge vif est suspendu dans les airs, transpercé par trois épées sous des angles différents, sur un fond de lourds nuages gris et de pluie oblique. Aucun personnage, seulement le cœur et les lames. Le cœur est l’amour et le sentiment ; les trois épées, les mots, les pensées ou les vérités qui le blessent ; la pluie sombre, le chagrin lui-même. Mais la pluie lave aussi, et elle s’arrêtera, laissant la terre plus tendre qu’avant.',
    areas: {
      love: {
        upright:
          'Une rupture, une dispute amère ou une découverte douloureuse se profile peut-être. Accordez-vous le temps de guérir et ne vous précipitez dans aucune grande décision.',
        reversed:
          'Le chagrin s’apaise lentement et vous pouvez regarder en arrière avec plus de calme. Si vous n’arrivez toujours pas à lâcher prise, appuyez-vous sur un ami de confiance.',
      },
      career: {
        upright:
          'Des critiques, un refus ou des remarques blessantes au travail pourraient faire mal. Occupez-vous d’abord de vos émotions, puis cherchez calmement ce qu’il y a d’utile dans ce retour.',
        reversed:
          'Vous vous relevez d’un revers et retrouvez vos marques. Transformez l’expérience en leçons plutôt que de la repasser sans fin dans votre tête.',
      },
      wealth: {
        upright:
          'Une nouvelle financière décevante, ou l’argent qui crée une brouille avec un proche. Arrêtez d’abord l’hémorragie et faites le bilan plus tard ; évitez les grandes décisions tant que vous souffrez.',
        reversed:
          'Le coup financier s’estompe, et vous pouvez commencer à réparer les choses pas à pas. Fixez-vous un plan de redressement réaliste et faisable.',
      },
      health: {
        upright:
          'Le chagrin et le stress peuvent couper l’appétit et peser sur la poitrine. Reposez-vous, donnez une issue à vos émotions, et si la tristesse s’installe, cherchez un soutien professionnel.',
        reversed:
          'Votre humeur se stabilise et votre corps suit. Gardez une routine régulière et passez du temps au soleil et auprès de personnes qui vous rassurent.',
      },
    },
  },
  'swords-04': {
    keywords: {
      upright: ['repos', 'récupération', 'pause', 'contemplation'],
      reversed: ['agitation', 'épuisement', 'retour trop précoce', 'stagnation'],
    },
    upright:
      'Après une série de combats épuisants, ce dont vous avez le plus besoin, c’est de vous arrêter. Le Quatre d’Épées représente le repos, la récupération et la réflexion tranquille. Ce n’est pas une fuite ; c’est donner au corps et à l’esprit une vraie chance de se réparer. Posez l’épée un moment, coupez le bruit et réservez-vous un temps que personne n’a le droit d’interrompre. Une fois reposé, vous verrez bien plus facilement l’étape suivante.',
    reversed:
      'Votre corps envoie des signaux d’alerte et vous n’arrivez toujours pas à vous arrêter, ou vous vous êtes reposé si longtemps que vous devenez agité et bloqué. Le Quatre renversé vaut dans les deux sens : repartir au combat avant d’être guéri, ou être prêt à avancer mais trop anxieux pour commencer. Demandez-vous honnêtement s’il vous manque du repos ou du courage pour vous lancer.',
    interpretation:
      'Lié à Jupiter en Balance, le Quatre est un moment d’équilibre et de récupération trouvé au milieu du conflit. Sa leçon est d’apprendre à se reposer vraiment, ce qui ne veut pas dire s’allonger en continuant de s’inquiéter, mais laisser l’esprit se taire. Essayez de réserver un moment pendant lequel vous ne résolvez absolument rien : marchez, méditez, dormez vraiment. Une fois vos pensées apaisées, les réponses à des problèmes qui semblaient insolubles remontent souvent d’elles-mêmes.',
    imagery:
      'Le gisant d’un chevalier repose sur un tombeau dans une église, les mains jointes comme en prière ou dans le sommeil. Trois épées sont suspendues au mur au-dessus de lui, pointe en bas, et une quatrième est posée le long du tombeau. Un vitrail laisse entrer une lumière douce. Le chevalier allongé s’est retiré du combat pour un temps ; ses mains jointes parlent de réflexion et de prière ; les épées suspendues montrent des problèmes mis de côté ; l’église est un sanctuaire paisible où l’esprit peut se rétablir.',
    areas: {
      love: {
        upright:
          'La relation a besoin d’air. Mettez les disputes en suspens, offrez-vous mutuellement un peu de calme, et reparlez-en une fois que vous vous serez tous deux apaisés.',
        reversed:
          'Esquiver le problème a tout figé, ou vous vous précipitez dans une nouvelle histoire avant d’être prêt. Prenez d’abord soin de votre propre cœur.',
      },
      career: {
        upright:
          'Prenez des congés, rechargez vos batteries ou mettez un projet en pause pour le repenser. Un court arrêt aujourd’hui est ce qui vous permettra de tenir la distance.',
        reversed:
          'Fonctionner sur la réserve nuit à votre travail, ou une longue pause vous a fait perdre le fil. Prévoyez un retour progressif plutôt que de replonger d’un coup.',
      },
      wealth: {
        upright:
          'Différez les gros achats et faites calmement le point sur votre situation financière. Rien ne presse tant que vous n’y voyez pas clair.',
        reversed:
          'Les démarches financières que vous repoussez doivent être faites. Commencez par la plus simple, pour que la pile cesse de grossir.',
      },
      health: {
        upright:
          'Votre corps a besoin de récupérer : prenez le sommeil au sérieux et réduisez les nuits tardives et les heures supplémentaires. Si vous êtes en convalescence, suivez les conseils de votre médecin et allez-y doucement.',
        reversed:
          'Le manque de repos vous laisse vidé et à cran. Faites passer le sommeil en premier, et si l’insomnie persiste ou que la récupération traîne, consultez un médecin.',
      },
    },
  },
  'swords-05': {
    keywords: {
      upright: ['victoire creuse', 'conflit', 'intérêt personnel', 'gagner à tout prix'],
      reversed: ['réconciliation', 'rancunes abandonnées', 'regrets', 'se retirer'],
    },
    upright:
      'Vous avez peut-être gagné ce combat, et pourtant cela ne ressemble pas à une victoire. Le Cinq d’Épées est le conflit et la victoire creuse : quelqu’un fera tout pour l’emporter, quelqu’un d’autre repart blessé, et il ne reste qu’un champ de ruines. Il vous rappelle que certains combats ne valent pas d’être livrés et que certaines victoires coûtent trop cher. Demandez-vous ce que vous voulez vraiment ici : avoir raison, ou régler le problème ?',
    reversed:
      'La fumée se dissipe, et vous avez peut-être envie de recoller les morceaux, ou regrettez une partie de ce qui a été dit. Le Cinq renversé peut aussi signifier que vous avez enfin décidé de cesser d’alimenter une querelle qui n’en valait pas la peine, et de simplement partir. Faire la paix demande du courage, et céder est parfois le choix le plus sage. Ne laissez pas de vieilles rancunes s’installer gratuitement dans votre tête.',
    interpretation:
      'Associé à Vénus en Verseau, le Cinq montre avec quelle facilité la chaleur humaine se perd entre les principes et l’ego. Sa leçon est de distinguer avoir raison et bien agir. Vous pouvez gagner chaque dispute par la logique et perdre bien davantage dans la relation. Quand cette carte apparaît, rappelez-vous le conflit que vous ne cessez de ressasser et demandez-vous comment vous le géreriez si vous aviez une seconde chance. Parfois, lâcher prise protège ce qui vous est cher mieux que n’importe quelle victoire.',
    imagery:
      'Un homme au demi-sourire satisfait ramasse trois épées, tandis que deux autres gisent à ses pieds. Au loin, deux personnages s’éloignent péniblement vers l’eau, tête baissée, l’un le visage dans les mains. Au-dessus, des nuages effilochés sont déchirés par le vent. L’homme narquois est la victoire acquise aux dépens des autres ; les personnages qui s’éloignent, la blessure et la perte ; le ciel en lambeaux montre que l’air reste tendu et troublé après un affrontement.',
    areas: {
      love: {
        upright:
          'Aucun de vous ne veut céder, et les mots se font de plus en plus tranchants. Arrêtez-vous et demandez-vous si vous voulez battre votre partenaire ou être avec lui.',
        reversed:
          'Maintenant que les esprits se sont calmés, vous voulez tous deux réparer les choses. Des excuses ou un petit geste de bonne volonté peuvent rouvrir la porte.',
      },
      career: {
        upright:
          'La concurrence au travail est rude et quelqu’un joue peut-être déloyalement. Tenez-vous à vos principes et ne ruinez pas vos relations pour une victoire à court terme.',
        reversed:
          'Le conflit s’éteint : c’est un bon moment pour reconstruire les relations de travail. Si un environnement continue de vous épuiser, partir avec élégance est aussi une option.',
      },
      wealth: {
        upright:
          'L’argent pourrait déclencher un litige, ou l’on pourrait vous proposer un accord inéquitable. Lisez chaque clause et défendez votre position si nécessaire, mais ne laissez pas l’orgueil prendre le volant.',
        reversed:
          'Un différend financier semble en voie de règlement. Plutôt que d’investir plus d’énergie dans le combat, trouvez vite un accord et revenez à l’essentiel.',
      },
      health: {
        upright:
          'Des relations tendues vous laissent à bout de nerfs et irritable. Éloignez-vous du conflit, calmez-vous, et ne laissez pas la colère s’accumuler dans votre corps.',
        reversed:
          'Renoncer à la rancune permet aussi à votre corps de se décrisper. Gardez une routine régulière, et si votre moral reste bas, pensez à en parler à un professionnel.',
      },
    },
  },
  'swords-06': {
    keywords: {
      upright: ['transition', 'aller de l’avant', 'chemin de guérison', 'eaux plus calmes'],
      reversed: [
        'impossible de lâcher prise',
        'retour des vieux schémas',
        'départ retardé',
        'résistance au changement',
      ],
    },
    upright:
      'Vous laissez lentement derrière vous une période agitée pour gagner des eaux plus calmes. Le Six d’Épées parle de transition et de guérison : un déménagement, un voyage, ou simplement un changement de regard. La blessure n’a pas disparu et vous l’emportez avec vous, mais vous allez dans la bonne direction. Vous n’avez pas à vous sentir mieux d’un seul coup. Continuez, et la rive lointaine se rapprochera sans cesse.',
    reversed:
      'Vous voulez partir mais n’arrivez pas à vous éloigner, ou vous êtes parti pour découvrir que les anciens problèmes sont montés dans la barque avec vous. Le Six renversé vous rappelle qu’une vraie transition est plus qu’un changement de décor : elle demande de déposer certains bagages. Repérez quelles vieilles habitudes et quelles vieilles histoires vous tirent encore en arrière, et ayez le courage de les laisser sur le rivage.',
    interpretation:
      'Associé à Mercure en Verseau, le Six est l’esprit qui commence à regarder le passé avec plus de recul. Sa leçon est de vous autoriser à avancer avant d’être complètement guéri. La guérison n’est pas une ligne droite, et les hauts et les bas sont normaux. Trouvez-vous un passeur pour cette traversée, un ami, un thérapeute ou un bon livre, qui vous tienne compagnie sur l’eau. Et souvenez-vous qu’il suffit d’emporter à bord ce qui compte vraiment.',
    imagery:
      'Un passeur pousse à la perche une petite barque vers une rive lointaine ; il transporte une femme enveloppée d’une cape et un enfant, et six épées sont plantées debout à la proue. D’un côté de la barque, l’eau est agitée ; de l’autre, elle est lisse. Le passeur est la guidance et l’aide ; la femme et l’enfant, la vulnérabilité et la blessure que l’on emporte ; les épées, les souvenirs qui voyagent avec eux ; le passage de l’eau agitée à l’eau calme montre qu’ils se dirigent vers un lieu plus paisible.',
    areas: {
      love: {
        upright:
          'La phase la plus difficile est derrière vous et la relation gagne un terrain plus calme. Ou vous laissez partir un ancien amour et vous ouvrez lentement à quelque chose de nouveau.',
        reversed:
          'Les vieux nœuds ne sont pas dénoués et vous empêchent d’avancer vraiment. Affrontez-les, plutôt que de trouver une nouvelle personne pour fuir le même problème.',
      },
      career: {
        upright:
          'Une mutation, un changement d’emploi ou un déménagement pourrait vous sortir d’un environnement épuisant. Accompagnez le changement et laissez-vous le temps de vous adapter.',
        reversed:
          'Une évolution professionnelle ne cesse de piétiner, ou le nouveau poste présente les mêmes problèmes que l’ancien. Identifiez ce qui vous rend vraiment malheureux avant de décider de la suite.',
      },
      wealth: {
        upright:
          'Vos finances se stabilisent peu à peu et la période de vaches maigres passe. Gardez un rythme prudent et avancez sûrement vers un terrain plus solide.',
        reversed:
          'D’anciennes dettes ou habitudes de dépense vous pèsent encore. Au lieu de les éviter, dressez une liste et traitez-la point par point.',
      },
      health: {
        upright:
          'Le corps et l’esprit se rétablissent. Un changement d’air peut aider, comme un court voyage ou une promenade au bord de l’eau. Accordez-vous largement le temps de récupérer.',
        reversed:
          'La récupération est plus lente que vous ne l’espériez, ce qui décourage. Soyez patient, suivez les conseils de votre médecin et faites du repos et de la régularité votre priorité.',
      },
    },
  },
  'swords-07': {
    keywords: {
      upright: ['stratégie', 'secret', 'faire cavalier seul', 'raccourcis'],
      reversed: ['secrets dévoilés', 'mauvaise conscience', 'aveux', 'illusion sur soi-même'],
    },
    upright:
      'Quelque chose se passe en coulisses. Le Sept d’Épées parle de stratégie, de secret et de cavalier seul. Peut-être devez-vous éviter une confrontation directe et atteindre votre but par des moyens plus habiles, ou peut-être quelqu’un autour de vous n’est-il pas tout à fait honnête. Restez vigilant et protégez vos intérêts, mais demandez-vous aussi honnêtement si le raccourci que vous lorgnez ne finira pas par coûter plus cher que le long chemin.',
    reversed:
      'Ce qui était caché ne le restera peut-être plus longtemps, ou vous commencez à vous sentir mal à l’aise avec vos propres méthodes. Le Sept renversé peut aussi signifier que vous êtes prêt à abandonner les ruses et à tout avouer. Parfois, la supercherie qui a le plus besoin d’être démasquée est celle que nous nous jouons à nous-mêmes. Dire la vérité peut être difficile, mais cela vous remet sur un sol ferme.',
    interpretation:
      'Lié à la Lune en Verseau, le Sept associe un esprit vif à des sentiments froids et distants, ce qui rend très tentant de faire cavalier seul. Sa leçon est de distinguer la souplesse de l’esquive. La stratégie n’est ni bonne ni mauvaise en soi ; ce qui compte, c’est de savoir si vous blessez les autres ou si vous vous trompez vous-même. Quand cette carte apparaît, voyez s’il y a quelque chose que vous préféreriez que personne ne découvre, et demandez-vous pourquoi. La réponse vous montre ce que vous cherchez réellement à protéger.',
    imagery:
      'Un homme s’éloigne d’un camp militaire sur la pointe des pieds, cinq épées serrées dans les bras, jetant un regard par-dessus son épaule avec un sourire rusé. Deux épées restent plantées dans le sol derrière lui, et quelques soldats se rassemblent près des tentes au loin. La démarche furtive et le regard en arrière suggèrent la discrétion et une pointe de culpabilité ; les épées volées, des gains obtenus par la ruse ; les deux qu’il laisse derrière lui suggèrent qu’il n’a pas tout emporté, et que l’affaire est loin d’être close.',
    areas: {
      love: {
        upright:
          'Quelque chose est peut-être tu ou caché. Observez si les paroles et les actes concordent, et demandez-vous si vous êtes vous-même parfaitement transparent.',
        reversed:
          'Un secret éclate au grand jour et doit être traité. Parlez-en honnêtement et donnez à la confiance une chance de se reconstruire.',
      },
      career: {
        upright:
          'Rester discret et agile fonctionne bien en ce moment, mais attention aux manœuvres de bureau. Protégez vos documents importants et veillez à ce que votre travail vous soit attribué.',
        reversed:
          'Une méthode expéditive pourrait être découverte. Revenez à un travail solide et honnête et corrigez vous-même vos erreurs : c’est ainsi que l’on regagne la confiance.',
      },
      wealth: {
        upright:
          'Méfiez-vous des placements opaques et des affaires trop belles pour être vraies. Vérifiez à qui vous avez affaire, examinez le contrat et protégez vos données personnelles.',
        reversed:
          'Des dépenses cachées ou un trou dans les comptes apparaissent. Comblez-le rapidement et commencez à tenir des comptes plus transparents.',
      },
      health: {
        upright:
          'Vous ignorez peut-être les signaux de votre corps ou empruntez du temps à votre sommeil. Il n’y a pas de raccourci ici : soyez honnête sur ce que vous ressentez vraiment.',
        reversed:
          'Vous affrontez enfin un problème de santé que vous ignoriez, et c’est une bonne chose. Prenez rendez-vous, suivez les avis médicaux et cessez de repousser.',
      },
    },
  },
  'swords-08': {
    keywords: {
      upright: ['sentiment d’enfermement', 'croyances limitantes', 'impuissance', 'peur'],
      reversed: ['libération', 'issue entrevue', 'choix retrouvé', 'nouveau regard'],
    },
    upright:
      'Vous vous sentez cerné, avec des obstacles de tous côtés et aucun mouvement qui paraisse juste. Le Huit d’Épées parle de limites que l’on s’impose soi-même : ce qui vous retient n’est souvent pas un vrai mur, mais la peur, le doute et cette voix qui dit que vous n’y arriverez pas. Regardez de plus près et vous remarquerez que les liens sont lâches et que l’issue n’est pas entièrement bouchée. Changer votre façon de voir la situation suffit pour faire un premier pas.',
    reversed:
      'Vous commencez à réaliser que les cordes peuvent finalement être dénouées. Le Huit renversé parle de libération et de choix retrouvés : une nouvelle idée, ou une demande d’aide, et soudain une issue apparaît. Si vous vous sentez encore profondément prisonnier de l’anxiété, cette carte vous rappelle aussi de ne pas lutter seul. Des personnes sont prêtes à vous aider à ôter ce bandeau.',
    interpretation:
      'Associé à Jupiter en Gémeaux, le Huit montre comment trop de pensées et trop de possibilités peuvent vous figer. Sa leçon est de séparer les faits des pensées. Quand vous vous entendez dire « je n’ai pas le choix », reformulez : « je ne vois pas encore de choix ». Puis listez toutes les options qui vous viennent, même si certaines paraissent absurdes. Souvent, le simple fait de mettre la peur sur papier suffit à la ramener à une taille gérable.',
    imagery:
      'Une femme aux yeux bandés, lâchement entourée de bandes de tissu, se tient sur un sol boueux et détrempé. Huit épées sont plantées autour d’elle comme une clôture inachevée, et sur une falaise au loin se dresse un château. Le bandeau signifie qu’elle ne peut pas voir clairement sa situation ; les liens lâches montrent que la contrainte est plus faible qu’elle ne le paraît ; les espaces entre les épées sont des sorties qui ont toujours été là ; le château lointain, la sécurité et l’appartenance qu’elle a quittées pour un temps.',
    areas: {
      love: {
        upright:
          'Vous vous sentez coincé dans une relation ou un schéma sans issue. Parlez-en à une personne de confiance et essayez de voir votre situation sous un angle nouveau.',
        reversed:
          'Vous sortez d’une relation ou d’un état d’esprit qui vous enfermait, et retrouvez votre propre voix. Osez dire ce dont vous avez besoin.',
      },
      career: {
        upright:
          'Le travail vous laisse un sentiment d’impuissance, comme s’il n’y avait pas d’alternative. Notez les compétences et les ressources dont vous disposez : il y a généralement plus d’issues que vous ne le pensez.',
        reversed:
          'De nouvelles possibilités se dessinent et vous êtes prêt à essayer autre chose. Avancez pas à pas, en commençant par vous former ou vous renseigner.',
      },
      wealth: {
        upright:
          'Les soucis d’argent vous ont convaincu que chaque mouvement serait une erreur. Posez les chiffres sur la table : la réalité est généralement moins sombre que la peur.',
        reversed:
          'Vous avez trouvé un moyen d’améliorer vos finances et vous sortez du trou. Tenez-vous au plan et demandez conseil à un professionnel quand c’est nécessaire.',
      },
      health: {
        upright:
          'L’anxiété et les ruminations vous maintiennent peut-être tendu, incapable de vous détendre. Essayez la respiration profonde ou une activité douce, et si la tristesse persiste, demandez l’aide d’un professionnel.',
        reversed:
          'Votre humeur se détend et votre corps se relâche avec elle. Gardez les habitudes qui vous apaisent et accordez-vous plus d’espace pour respirer.',
      },
    },
  },
  'swords-09': {
    keywords: {
      upright: ['anxiété', 'insomnie', 'cauchemars', 'inquiétude excessive'],
      reversed: ['peurs qui s’apaisent', 'demander de l’aide', 'désespoir', 'angoisse cachée'],
    },
    upright:
      'Au milieu de la nuit, vous vous redressez brusquement, les pensées s’enchaînant sans interrupteur. Le Neuf d’Épées est l’anxiété, l’insomnie et l’inquiétude qui s’emballe. Dans le noir, ce que vous craignez grossit démesurément. Rappelez-vous qu’une pensée n’est pas un fait, et que la plupart de ce que nous redoutons n’arrive jamais. Vous n’avez pas à traverser cette nuit seul ; essayez de confier à une personne de confiance ce qui vous préoccupe.',
    reversed:
      'Les pires nuits sont peut-être en train de passer. Vous êtes plus disposé à demander de l’aide, ou vous avez trouvé des moyens de vous apaiser. Mais le Neuf renversé peut aussi signifier que l’anxiété a été enfouie plus profondément, se durcissant en un désespoir difficile à mettre en mots. Dans les deux cas, prenez vos émotions au sérieux, et cherchez un soutien professionnel si vous en avez besoin. C’est du courage, pas de la faiblesse.',
    interpretation:
      'Associé à Mars en Gémeaux, le Neuf montre un esprit affûté qui retourne sa lame contre lui-même dans une boucle sans fin d’autocritique. Sa leçon est d’apprendre à vivre avec l’anxiété sans se laisser engloutir. Quand l’inquiétude monte, notez ce que vous craignez, quelle serait la pire issue, et une chose que vous pouvez réellement faire tout de suite. Une tempête dans la tête devient concrète et maniable une fois posée sur le papier. Le matin finit toujours par venir, et vous aussi, vous passerez le cap.',
    imagery:
      'Dans une chambre plongée dans le noir, une femme est assise dans son lit, le visage enfoui dans les mains, comme réveillée par un cauchemar. Neuf épées sont alignées horizontalement sur le mur sombre derrière elle. Sa couverture est ornée de roses et de symboles astrologiques, et le flanc du lit est sculpté d’une scène où un personnage en terrasse un autre. Son visage caché est une douleur et une peur qui semblent insupportables ; les épées, les pensées qui tournent au-dessus d’elle, sans qu’aucune ne la touche réellement ; la couverture fleurie de roses rappelle que la chaleur et l’espoir sont encore à portée.',
    areas: {
      love: {
        upright:
          'Vous vous rongez peut-être les sangs au sujet de la relation, remettant en question chaque geste de votre partenaire. Plutôt que de vous enfermer dans vos pensées, posez la question avec douceur et franchise.',
        reversed:
          'Vous déposez lentement vos peurs en amour, ou vous vous ouvrez enfin à votre partenaire. Partager ce qui vous pèse allégera le fardeau.',
      },
      career: {
        upright:
          'Le stress au travail vous coûte votre sommeil, et vous craignez sans cesse l’erreur. Listez ce qui vous inquiète et isolez ce sur quoi vous pouvez réellement agir.',
        reversed:
          'L’anxiété s’apaise et votre sentiment de maîtrise revient. Si la pression reste forte, parlez à votre responsable ou à vos collègues de la manière de la partager.',
      },
      wealth: {
        upright:
          'Les soucis d’argent vous empêchent de dormir. Mettez vos revenus, vos dépenses et vos dettes par écrit : les faits sont souvent moins effrayants que la peur.',
        reversed:
          'Les inquiétudes financières se dissipent à mesure que vous trouvez des solutions praticables. Continuez pas à pas, et demandez conseil à un professionnel si besoin.',
      },
      health: {
        upright:
          'L’anxiété et l’insomnie épuisent votre énergie. Réduisez les stimulations avant le coucher et essayez des exercices de relaxation ; si l’insomnie ou la tristesse persistent, consultez rapidement un médecin.',
        reversed:
          'Le sommeil et l’humeur s’améliorent peu à peu. Gardez une routine stable, et ne laissez pas tomber le soin de vous-même sous prétexte que tout va mieux.',
      },
    },
  },
  'swords-10': {
    keywords: {
      upright: ['fins', 'toucher le fond', 'défaite', 'la fin de la douleur'],
      reversed: ['rétablissement', 'se relever', 'le pire est passé', 'refus de lâcher prise'],
    },
    upright:
      'Quelque chose est arrivé à son terme : une relation, un emploi ou un projet auquel vous aviez tout donné. Le Dix d’Épées a l’air sombre, mais il porte un message important : le pire est déjà arrivé, et à partir d’ici on ne peut que remonter. Inutile de continuer à vous battre pour sauver ce qui est perdu. Admettez que c’est fini et laissez-le vraiment finir. L’heure la plus sombre précède vraiment l’aube.',
    reversed:
      'Vous remontez lentement du fond ; les plaies cicatrisent, et le corps comme l’esprit se rétablissent. Le Dix renversé peut aussi signifier que vous refusez encore d’accepter la fin, revivant la douleur encore et encore, si bien que la vieille blessure ne se referme jamais. Essayez de lâcher prise. Gardez vos forces pour recommencer plutôt que pour prouver, une fois de plus, combien vous avez souffert.',
    interpretation:
      'Lié au Soleil en Gémeaux, le Dix montre que même au moment le plus sombre, la lumière se lève quelque part à l’horizon. Sa leçon est d’accepter les fins et d’y trouver les graines du renouveau. Souvent, ce qui fait le plus mal n’est pas la perte elle-même, mais notre résistance à celle-ci. Quand cette carte apparaît, faites vraiment vos adieux à ce chapitre : notez ce qu’il vous a appris, puis tournez délibérément la page. Dès que vous cessez de regarder en arrière, un nouveau jour peut commencer.',
    imagery:
      'Un homme gît face contre terre sur le rivage, dix épées plantées dans le dos, un drap rouge jeté sur lui. Le ciel au-dessus est d’un noir d’encre, mais le long de l’horizon, une bande d’aube dorée se lève sur une eau immobile. Les dix épées marquent une fin totale et irréversible ; le ciel noir, la douleur à son paroxysme ; la lumière lointaine et la mer calme promettent que cela aussi passera, et qu’un nouveau départ prend déjà forme.',
    areas: {
      love: {
        upright:
          'Une relation arrive peut-être à sa fin, ou vous voyez enfin qu’elle ne peut pas continuer. Autorisez-vous le deuil, et autorisez-vous à fermer la porte.',
        reversed:
          'Vous vous remettez lentement d’un chagrin d’amour. Ne vous précipitez ni vers un retour, ni vers une nouvelle histoire ; prenez d’abord soin de vous.',
      },
      career: {
        upright:
          'Un projet raté, une perte d’emploi ou un revers important. Stabilisez vos émotions, acceptez la situation telle qu’elle est, puis faites l’inventaire des ressources qu’il vous reste.',
        reversed:
          'Le passage le plus dur est derrière vous et vous vous remettez sur pied. Faites de cette expérience une source de force pour reconstruire.',
      },
      wealth: {
        upright:
          'Une perte financière importante est possible. Limitez les dégâts plutôt que de remettre de l’argent dans une cause perdue, et demandez un conseil professionnel si nécessaire.',
        reversed:
          'Vos finances ont touché le fond et commencent à se redresser. Faites un plan concret et reconstruisez régulièrement, au lieu de vouloir tout regagner d’un coup.',
      },
      health: {
        upright:
          'Vous êtes au plus bas, et l’épuisement est profond. Faites du repos la priorité absolue, et si quelque chose ne va pas, consultez un médecin plutôt que de forcer.',
        reversed:
          'Le corps et l’humeur se rétablissent peu à peu. Soyez patient, suivez les conseils des professionnels et laissez la guérison suivre son cours naturel.',
      },
    },
  },
  'swords-11': {
    keywords: {
      upright: ['curiosité', 'soif de savoir', 'vigilance', 'prise de parole'],
      reversed: ['paroles imprudentes', 'commérages', 'beaucoup de paroles', 'méfiance'],
    },
    upright:
      'Votre esprit est vif et curieux en ce moment, avide d’aller au fond de toute chose. Le Valet d’Épées représente la soif d’apprendre, la vigilance et le franc-parler. Il peut apporter des nouvelles, une question qui mérite d’être creusée, ou l’occasion d’étudier quelque chose de nouveau. Gardez ce tranchant et cette envie de poser des questions, en pensant simplement à marquer une seconde de pause avant de parler.',
    reversed:
      'La curiosité a pris un mauvais tournant, glissant vers les commérages, les remarques irréfléchies ou la critique sans lever le petit doigt pour aider. Le Valet renversé peut aussi signifier être si méfiant que chacun semble une menace potentielle. Orientez votre vivacité dans une meilleure direction : vérifiez davantage et spéculez moins, agissez plus et discutez moins.',
    interpretation:
      'Le Valet est le visage le plus jeune de l’Air, un pouvoir de pensée et de parole fraîchement éveillé. Sa leçon est d’apprendre à manier cette épée : les questions apportent la compréhension mais peuvent aussi blesser ; l’information aide à décider mais peut aussi semer la confusion. Quand cette carte apparaît, choisissez une question dont vous voulez sincèrement la réponse, puis faites des recherches, interrogez, lisez sérieusement à son sujet. Que la curiosité nourrisse l’apprentissage plutôt que l’anxiété.',
    imagery:
      'Une jeune silhouette se tient sur une hauteur, tenant à deux mains une épée dressée, le corps tourné d’un côté tandis que le regard se porte de l’autre. Le vent fouette ses cheveux, des nuages tourbillonnent au-dessus, des oiseaux tournoient haut dans le ciel et des arbres lointains ploient sous les rafales. Le vent et les oiseaux appartiennent à l’élément Air et à un esprit agile et agité ; le regard en arrière est vigilance et curiosité ; le point de vue élevé montre un désir de voir plus loin et d’en savoir plus.',
    areas: {
      love: {
        upright:
          'Vous êtes curieux de l’autre et voulez mieux le connaître. Des questions sincères ouvrent la conversation et vous rapprochent.',
        reversed:
          'Des questions incessantes ou des mots acérés mettent votre partenaire sous pression. La confiance a besoin d’espace ; ne laissez pas l’intérêt tourner à l’interrogatoire.',
      },
      career: {
        upright:
          'Un bon moment pour acquérir une compétence, faire des recherches ou lancer des idées nouvelles. Votre esprit vif et votre envie d’apprendre vous feront remarquer.',
        reversed:
          'Méfiez-vous des commérages de bureau et des rumeurs non vérifiées. Choisissez vos mots avec soin et concentrez-vous sur un travail solide.',
      },
      wealth: {
        upright:
          'Apprenez-en davantage sur la gestion de l’argent et faites-vous une idée claire de vos propres finances. Comprendre d’abord et agir ensuite vous donnera de l’assurance.',
        reversed:
          'Les ouï-dire pourraient brouiller votre jugement. Vérifiez vos sources avant d’investir, et ne suivez pas la foule ni ne vous précipitez pour parier.',
      },
      health: {
        upright:
          'Intéressez-vous activement aux besoins de votre corps, en lisant des sources fiables ou en prenant rendez-vous pour un bilan. La curiosité peut vous aider à prendre de meilleures habitudes.',
        reversed:
          'Chercher vos symptômes sur Internet vous angoisse davantage, ou votre esprit ne s’éteint pas la nuit. Si vous avez des questions, posez-les à un médecin au lieu de vous faire peur.',
      },
    },
  },
  'swords-12': {
    keywords: {
      upright: ['esprit de décision', 'action rapide', 'franchise brutale', 'détermination sans faille'],
      reversed: ['témérité', 'impulsivité', 'paroles blessantes', 'précipitation'],
    },
    upright:
      'Vous savez ce que vous pensez et vous agissez vite ; dès qu’une cible est en vue, vous chargez à pleine vitesse. Le Cavalier d’Épées est une énergie décidée et sans détour, idéale pour faire avancer les choses rapidement, défendre votre point de vue ou sortir d’une impasse. Cet élan peut écarter les obstacles de votre chemin, mais vérifiez que votre entourage peut suivre, et ne perdez pas votre sens de l’orientation ni de la mesure en pleine charge.',
    reversed:
      'À cette vitesse, vous avez perdu le contrôle. Vous agissez peut-être sur un coup de tête, lancez des piques ou vous précipitez pour faire vos preuves sans en mesurer les conséquences. Le Cavalier renversé peut aussi désigner une personne autoritaire et querelleuse dans votre entourage. Ralentissez et réfléchissez avant de frapper ; une épée tranchante n’est utile que si elle est bien dirigée.',
    interpretation:
      'Associé aux Gémeaux, le Cavalier a l’esprit vif, la langue acérée et l’envie d’agir tout de suite. Sa leçon est de faire aller de pair vitesse et discernement. L’esprit de décision est une force rare, mais foncer sur son seul élan blesse souvent les autres et soi-même. Avant d’agir, prenez quelques minutes pour vous demander ce que vous visez et s’il manque une information. Une fois cela clair, engagez-vous à fond.',
    imagery:
      'Un chevalier en armure charge au grand galop sur un cheval blanc, l’épée levée bien haut et la cape flottant derrière lui. Les nuages sont dispersés par le vent, les arbres ploient, et le harnais du cheval est orné de papillons et d’oiseaux. Le cheval au galop est une action urgente, tête baissée ; l’épée levée, un esprit affûté et une résolution farouche ; le paysage balayé par le vent montre la force qu’il soulève, et suggère qu’un tel élan peut semer le désordre tout autour de lui.',
    areas: {
      love: {
        upright:
          'Les choses vont vite, et l’autre est peut-être direct et intense. L’honnêteté est un atout, mais n’oubliez pas d’écouter et d’être bienveillant.',
        reversed:
          'Des mots blessants lancés sur un coup de tête, ou une relation qui s’emballe trop vite. Calmez-vous et pensez à ce dont l’autre a réellement besoin.',
      },
      career: {
        upright:
          'Un excellent moment pour accélérer un projet, défendre votre point de vue ou vous attaquer à un problème difficile. L’action résolue vous donne l’avantage.',
        reversed:
          'L’impatience provoque des erreurs ou des frictions avec vos collègues. Ralentissez, recueillez des avis, puis décidez.',
      },
      wealth: {
        upright:
          'Agissez avec décision sur les questions financières que vous repoussez. Décidez vite, mais seulement une fois les informations claires.',
        reversed:
          'Des placements ou des dépenses impulsifs pourraient vous coûter cher. Accordez-vous un délai de réflexion et ne décidez jamais sous le coup d’une émotion forte.',
      },
      health: {
        upright:
          'Vous débordez d’énergie et êtes fait pour un exercice vif et rythmé. Échauffez-vous correctement pour que la précipitation ne mène pas à la blessure.',
        reversed:
          'La hâte et la tension vous fatiguent et vous exposent aux accidents. Ralentissez votre rythme quotidien et accordez à votre corps assez de repos.',
      },
    },
  },
  'swords-13': {
    keywords: {
      upright: ['lucidité', 'indépendance', 'franchise', 'discernement'],
      reversed: ['froideur', 'langue acérée', 'murs dressés', 'jugement sévère'],
    },
    upright:
      'Vous voyez les personnes et les situations avec une rare clarté, et ni l’émotion ni la flatterie ne vous font facilement vaciller. La Reine d’Épées est l’indépendance, la franchise et la sagesse de distinguer le juste de l’injuste. Elle a traversé des tempêtes, et c’est justement pour cela qu’elle connaît la valeur des limites. Fiez-vous à votre jugement maintenant, et dites la vérité directement mais avec bienveillance. Votre lucidité peut devenir un guide pour votre entourage.',
    reversed:
      'La clarté s’est refroidie en froideur, et la franchise est devenue blessante. Vous vous êtes peut-être tant enveloppé de raison que personne ne peut vous approcher, ou vous êtes trop dur envers les autres et envers vous-même. La Reine renversée vous rappelle que la vérité doit être dite, mais qu’elle doit l’être avec douceur. Baissez un peu la garde et autorisez-vous un peu de tendresse.',
    interpretation:
      'Associée à la Balance, la Reine cherche l’équilibre par l’équité et la raison. Sa leçon est de faire cohabiter une tête claire et un cœur ouvert. Des expériences passées vous ont peut-être appris à vous protéger, mais la vraie force ne consiste pas à être dur. Elle consiste à tout voir clairement et à rester malgré tout prêt à tendre la main. Quand cette carte apparaît, exercez-vous à dire un oui net et un non net, en soignant votre ton, pour que vos limites et votre bienveillance soient entendues ensemble.',
    imagery:
      'Une reine est assise de profil sur un haut trône, tenant de la main droite une épée dressée, tandis que sa main gauche se tend vers l’avant, comme pour inviter quelqu’un ou lui faire signe. Son trône est sculpté de papillons, d’un croissant de lune et d’un chérubin ailé, et des papillons ornent sa couronne. Des nuages s’amoncellent sous elle, et un oiseau solitaire vole haut dans le ciel. L’épée dressée est la justice et la clarté ; la main tendue, la disposition à écouter ; les papillons, l’âme et la transformation ; l’oiseau solitaire, son regard indépendant et lointain.',
    areas: {
      love: {
        upright:
          'Vous savez ce que vous voulez en amour et refusez de vous contenter de moins ou de vous effacer. Parler ouvertement attirera des personnes qui vous comprennent vraiment.',
        reversed:
          'D’anciennes blessures ont dressé un haut mur autour de votre cœur, et vos mots peuvent sortir acérés. Baissez la garde et donnez à quelqu’un la chance de vous connaître.',
      },
      career: {
        upright:
          'Votre jugement professionnel et votre franc-parler sont appréciés. Vous brillez dans les rôles d’analyse, de communication ou de contrôle qualité.',
        reversed:
          'Des exigences démesurées ou un ton cassant tiennent peut-être vos collègues à distance. Gardez vos exigences, mais ajoutez-y de la compréhension et des encouragements.',
      },
      wealth: {
        upright:
          'Froid et rationnel, vous repérez les risques et les failles de toute situation financière. Gérez l’argent selon un plan et ne vous laissez pas emporter par les émotions des autres.',
        reversed:
          'Un excès de prudence ou de méfiance pourrait vous faire manquer de bons partenariats. Distinguez la prudence du soupçon, et jugez chaque cas sur pièces.',
      },
      health: {
        upright:
          'Vous comprenez bien votre corps et savez faire des choix de santé raisonnables. Tenez vos limites et réduisez les engagements qui ne font que vous épuiser.',
        reversed:
          'Des émotions retenues crispent votre nuque et vos épaules et vous empêchent de vous détendre. Soyez doux avec vous-même, et si la tension dure, cherchez un soutien professionnel.',
      },
    },
  },
  'swords-14': {
    keywords: {
      upright: ['raison', 'autorité', 'équité', 'jugement d’expert'],
      reversed: ['froideur', 'tyrannie', 'abus de pouvoir', 'manipulation'],
    },
    upright:
      'Vous savez analyser une situation calmement et porter des jugements fondés sur la logique et les principes. Le Roi d’Épées est l’intellect mûr et l’autorité : juste, lucide et prévoyant, jamais mené par l’émotion. Cette carte favorise les questions juridiques, les contrats, les négociations ou tout ce qui demande un avis d’expert. Fiez-vous à vos capacités d’analyse, et n’hésitez pas à consulter des experts fiables pour que vos décisions résistent à l’examen.',
    reversed:
      'La raison s’est durcie en froideur, et l’autorité en tyrannie. Vous vous arc-boutez peut-être sur vos propres vues et utilisez la logique pour écraser les sentiments des autres, ou quelqu’un de proche se sert de son expertise ou de son statut pour manipuler la situation. Le Roi renversé vous rappelle que la sagesse ne consiste pas seulement à juger du vrai et du faux ; elle consiste aussi à comprendre les gens. Gardez vos principes, mais gardez aussi votre humanité.',
    interpretation:
      'Associé au Verseau, le Roi est l’Air dans sa forme la plus mûre et la plus visionnaire. Sa leçon est de mettre l’intelligence au service de l’équité plutôt que du contrôle. Un esprit clair est une forme de pouvoir, et ceux qui le possèdent doivent le manier avec soin. Quand cette carte apparaît, examinez la décision qui est devant vous. Est-elle équitable ? Résisterait-elle à l’examen ? Avez-vous entendu toutes les parties ? Quand la raison et la conscience marchent ensemble, votre jugement gagne un respect véritable.',
    imagery:
      'Un roi siège bien droit sur son trône, face à nous, tenant une épée dressée, l’expression sévère et posée. Le trône est sculpté de papillons et de croissants de lune ; quelques nuages dérivent dans le ciel derrière lui, et deux oiseaux volent au loin. Sa posture frontale signale un jugement ouvert et transparent ; l’épée dressée, les principes et la justice ; les papillons et les lunes suggèrent la transformation de la pensée et la clairvoyance ; le vaste ciel montre qu’il se tient haut et voit loin.',
    areas: {
      love: {
        upright:
          'Vous êtes rationnel et fiable en amour, attaché à l’engagement et à une communication claire. Vous pourriez aussi rencontrer un partenaire mûr qui sait ce qu’il veut.',
        reversed:
          'Mettre la logique en avant en ignorant les sentiments peut laisser votre partenaire de glace. Essayez d’abord de comprendre les émotions, puis discutez de qui a raison.',
      },
      career: {
        upright:
          'Très favorable aux contrats, aux questions juridiques ou aux décisions stratégiques. Votre expertise et votre sens de l’équité vous vaudront la confiance des autres.',
        reversed:
          'Un style trop rigide ou obstiné suscite des résistances. Écoutez les avis divergents pour que vos décisions soient mieux équilibrées.',
      },
      wealth: {
        upright:
          'Planifiez vos finances rationnellement et consultez un professionnel si nécessaire. Fondez vos décisions sur les données et les faits, et avancez avec constance.',
        reversed:
          'Méfiez-vous de quiconque utilise le jargon ou un air d’autorité pour vous induire en erreur. Vérifiez sous plusieurs angles les contrats et placements importants.',
      },
      health: {
        upright:
          'Abordez votre santé de façon rationnelle, avec des bilans réguliers et des conseils professionnels. Un plan clair aide à tenir les bonnes habitudes.',
        reversed:
          'Des émotions refoulées et un esprit surmené peuvent entraîner tensions et insomnie. Apprenez à décrocher, et demandez l’aide d’un médecin ou d’un autre professionnel quand c’est nécessaire.',
      },
    },
  },
};
