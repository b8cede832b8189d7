import type { CardBodyTable } from '../../types';

export const cups: CardBodyTable = {
  'cups-01': {
    keywords: {
      upright: ['nouvel amour', 'cœur ouvert', 'nourriture affective', 'joie'],
      reversed: ['sentiments refoulés', 'don entravé', 'vide intérieur', 'fermeture'],
    },
    upright:
      'Une coupe débordante vous est offerte : un nouvel amour, une nouvelle amitié ou un sentiment presque oublié revient couler dans votre vie. L’As de Coupes vous invite à ouvrir votre cœur, à vous laisser aimer et à aimer. La douceur n’est pas en ce moment une faiblesse : c’est la porte par laquelle entre le bonheur.',
    reversed:
      'La coupe est toujours là, mais rien n’en coule. Peut-être retenez-vous trop vos sentiments, ou donnez-vous beaucoup sans être vu, au point de vous sentir creux à l’intérieur. L’As renversé vous demande de prendre d’abord soin de vos propres émotions : pleurez s’il le faut, dites-le à voix haute, et la source se remettra à couler.',
    interpretation:
      'Racine de l’Eau, cet As est la source des sentiments, de l’intuition et de l’amour. Sa leçon est que l’amour doit circuler : il faut le donner, et aussi le recevoir. Quand il apparaît, remarquez les petites choses qui vous ont réchauffé le cœur dernièrement et dites merci ; demandez-vous aussi si vous n’avez pas repoussé la bienveillance qu’on vous offrait.',
    imagery:
      'Une main sort d’un nuage et tient une coupe d’or débordante. Cinq filets d’eau tombent de son bord dans un bassin couvert de lotus, tandis qu’une colombe blanche plonge vers la coupe, une hostie dans le bec. L’eau qui déborde est le sentiment sans fin ; la colombe, la paix et la bénédiction venues d’en haut ; les lotus montrent l’émotion qui s’épanouit dans le monde réel.',
    areas: {
      love: {
        upright:
          'Un nouveau coup de cœur, ou une tendresse renouvelée dans un lien existant. Dites sincèrement ce que vous ressentez, et vous recevrez une réponse.',
        reversed:
          'Des sentiments tus, ou un amour devenu fatigant. Prenez soin de votre propre cœur avant de donner davantage.',
      },
      career: {
        upright:
          'Des moments au travail où vous vous sentez apprécié. Favorable aux tâches créatives ou au contact humain.',
        reversed:
          'Vous faites les choses machinalement, sans y mettre le cœur. Trouvez la part du travail à laquelle vous pouvez vraiment tenir.',
      },
      wealth: {
        upright:
          'Une petite rentrée inattendue ou l’aide de quelqu’un qui tient à vous. Dépensez pour ce qui vous rend vraiment heureux.',
        reversed:
          'Les dépenses émotionnelles font fondre l’argent en silence. Quand vous êtes triste, tenez-vous loin du panier d’achat.',
      },
      health: {
        upright:
          'Le corps et l’esprit commencent à se détendre et à se sentir nourris. Buvez de l’eau, reposez-vous, laissez votre corps s’adoucir lui aussi.',
        reversed:
          'Les émotions refoulées peuvent se changer en fatigue physique. Parlez à quelqu’un ou tenez un journal, et demandez l’aide d’un professionnel si cela dure.',
      },
    },
  },
  'cups-02': {
    keywords: {
      upright: ['attirance réciproque', 'partenariat', 'lien', 'réconciliation'],
      reversed: ['déséquilibre', 'malentendu', 'éloignement', 'rupture'],
    },
    upright:
      'Deux personnes lèvent leur coupe l’une vers l’autre, et leurs cœurs se rencontrent. Le Deux de Coupes représente un lien d’égal à égal, fait de respect : le début d’une histoire d’amour, un partenariat fondé sur la compréhension, ou une amitié intime. La sincérité que vous offrez vous revient avec la même chaleur.',
    reversed:
      'Un lien qui semblait facile s’est fissuré : l’un donne plus que l’autre, ou un malentendu s’est glissé. Le Deux renversé vous demande de faire une pause, d’écouter vraiment l’autre et de dire clairement ce que vous pensez, avant qu’un petit écart ne devienne une vraie distance.',
    interpretation:
      'Le Deux de Coupes, c’est Vénus en Cancer : une carte d’amour et de lien. Sa leçon est l’équilibre : une relation saine n’est pas celle où l’un s’efface devant l’autre, mais celle où chacun est vu. Quand il apparaît, demandez-vous si vous êtes honnête dans les relations qui comptent, et si vous laissez à l’autre la même place.',
    imagery:
      'Un homme et une femme se font face, chacun tenant une coupe, comme pour échanger des vœux. Au-dessus d’eux s’élève un caducée, deux serpents enlacés autour d’un bâton, surmonté d’une tête de lion ailée. Le caducée représente la communication et la guérison ; le lion, la passion élevée vers un amour plus haut ; leurs regards à même hauteur, l’égalité et le respect.',
    areas: {
      love: {
        upright:
          'Un très beau moment pour déclarer sa flamme, se donner rendez-vous ou officialiser. Les couples se sentiront plus proches.',
        reversed:
          'Un déséquilibre ou un malentendu appelle une conversation franche avant que le silence ne s’installe.',
      },
      career: {
        upright:
          'La collaboration est fluide : favorable aux contrats, aux alliances et à la recherche de partenaires qui vous ressemblent.',
        reversed:
          'Des désaccords ou un effort inégal au sein d’un partenariat. Clarifiez les rôles et la répartition des gains.',
      },
      wealth: {
        upright: 'L’argent gagné à deux se porte bien ; les projets communs démarrent sur de bonnes bases.',
        reversed:
          'Relations et argent s’emmêlent. Réfléchissez-y à deux fois avant de prêter à des amis ou à la famille.',
      },
      health: {
        upright: 'Vous vous sentez bien auprès d’un proche, et votre corps suit votre humeur apaisée.',
        reversed: 'Le stress relationnel affecte votre sommeil. Accordez-vous des moments de calme, seul.',
      },
    },
  },
  'cups-03': {
    keywords: {
      upright: ['célébration', 'amitié', 'retrouvailles', 'joie'],
      reversed: ['excès', 'clans', 'une tierce personne', 'compagnie inconstante'],
    },
    upright:
      'Trois amies rient et lèvent leur coupe : il y a quelque chose à fêter. Le Trois de Coupes apporte retrouvailles, amitié et bonheur partagé, qu’il s’agisse d’une fête, d’une bonne nouvelle ou d’un cercle de personnes qui vous comprennent vraiment. Savourez-le pleinement, et faites circuler la joie.',
    reversed:
      'Derrière l’amusement, quelque chose cloche : trop de nourriture et de boisson, des commérages au sein d’un clan, ou une tierce personne qui s’immisce dans une relation. Le Trois renversé vous demande quelles compagnies vous nourrissent vraiment et lesquelles ne font que vous épuiser, et vous suggère de baisser un peu le volume.',
    interpretation:
      'Le Trois de Coupes, c’est Mercure en Cancer : le sentiment qui circule au sein d’un groupe. Sa leçon est que la joie a besoin d’être partagée, mais aussi d’un sens de la mesure. Quand il apparaît, reprenez contact avec un ami perdu de vue ou félicitez quelqu’un de tout cœur, et demandez-vous si vous n’utilisez pas le bruit pour fuir un sentiment.',
    imagery:
      'Trois femmes dansent en rond dans un champ de récolte, levant haut leurs coupes, des courges et du raisin à leurs pieds. Leurs pas sont légers et leurs robes toutes de couleurs différentes. La récolte est la récompense après l’effort ; la ronde, le soutien mutuel ; la variété des couleurs montre que la vraie amitié fait place à la différence.',
    areas: {
      love: {
        upright:
          'La vie sociale pétille et une fête pourrait amener quelqu’un de spécial. Les couples gagnent à sortir ensemble.',
        reversed:
          'Méfiez-vous des flirts qui se compliquent, et ne laissez pas vos amis décider de votre vie amoureuse.',
      },
      career: {
        upright:
          'Le travail d’équipe est un plaisir et une étape franchie mérite d’être fêtée. Favorable aux événements d’équipe.',
        reversed: 'Les clans et les rumeurs au bureau vous distraient. Concentrez-vous sur votre propre travail.',
      },
      wealth: {
        upright: 'Une prime ou un petit gain ; fêtez-le entre amis, mais sans trop dépenser.',
        reversed: 'Les sorties et les obligations sociales vous coûtent plus que vous ne le pensez.',
      },
      health: {
        upright: 'La bonne humeur est bonne pour la santé ; faire du sport entre amis est une bonne idée.',
        reversed: 'La nourriture et la boisson peuvent vite aller trop loin. Accordez du repos à votre estomac.',
      },
    },
  },
  'cups-04': {
    keywords: {
      upright: ['apathie', 'contemplation', 'insatisfaction', 'occasions manquées'],
      reversed: ['intérêt retrouvé', 'offre acceptée', 'sortie de la torpeur', 'éveil'],
    },
    upright:
      'Rien de ce qui est devant vous ne semble éveiller votre intérêt, et il manque toujours quelque chose. Le Quatre de Coupes montre la lassitude et le repli sur soi : peut-être êtes-vous en train de réévaluer votre vie, peut-être êtes-vous simplement fatigué. Regardez autour de vous ; il y a peut-être une gentillesse ou une occasion que vous n’avez pas vue.',
    reversed:
      'Vous relevez la tête de votre morosité et acceptez de regarder à nouveau le monde. Renversé, le Quatre signifie sortir de la stagnation, dire oui à une invitation que vous aviez déclinée, ou comprendre enfin ce que vous voulez vraiment. Avancez pas à pas.',
    interpretation:
      'Le Quatre de Coupes, c’est la Lune en Cancer : les sentiments qui se retirent vers l’intérieur comme une marée. Sa leçon est que la réflexion aide, mais que l’apathie peut vous enfermer. Quand il apparaît, notez trois petites choses pour lesquelles vous êtes reconnaissant aujourd’hui, et essayez de dire oui à une nouvelle invitation.',
    imagery:
      'Un jeune homme est assis en tailleur sous un arbre, les bras croisés, les yeux fixés sur trois coupes posées dans l’herbe devant lui. Une main sort d’un nuage pour lui offrir une quatrième coupe, mais il ne la remarque pas. Les bras croisés traduisent une attitude défensive ; les trois coupes, ce qu’il possède sans plus l’apprécier ; la coupe du nuage, l’occasion qu’il laisse passer.',
    areas: {
      love: {
        upright: 'L’amour semble fade ou sans éclat. Avant de le rejeter, demandez-vous ce qui manque vraiment.',
        reversed:
          'L’intérêt revient ; vous êtes prêt à faire une rencontre ou à donner une nouvelle chance à la relation.',
      },
      career: {
        upright:
          'Lassitude au travail et occasions qui filent. Faites une pause pour repenser votre direction, mais n’abandonnez pas.',
        reversed:
          'De nouvelles idées et une nouvelle énergie arrivent ; c’est le bon moment pour accepter l’offre qui vous faisait hésiter.',
      },
      wealth: {
        upright: 'Peu d’envie de vous occuper de votre argent, si bien que de bonnes occasions vous échappent.',
        reversed: 'Vous réorganisez vos finances et repérez des revenus que vous aviez négligés.',
      },
      health: {
        upright:
          'Le manque d’énergie et la fatigue appellent une meilleure hygiène de vie. Si la morosité persiste, parlez-en à quelqu’un ou consultez un médecin.',
        reversed: 'Vous remontez la pente ; reprenez l’exercice en douceur et un rythme régulier.',
      },
    },
  },
  'cups-05': {
    keywords: {
      upright: ['perte', 'regret', 'chagrin', 'ressassement du passé'],
      reversed: ['lâcher prise', 'acceptation', 'tourner la page', 'espoir retrouvé'],
    },
    upright:
      'Vous pleurez quelque chose de perdu : une relation, une occasion, une attente restée sans suite. Le Cinq de Coupes reconnaît cette tristesse comme réelle, et vous rappelle aussi que deux coupes sont encore debout derrière vous. Autorisez-vous la tristesse, mais n’oubliez pas ce qui mérite encore d’être chéri.',
    reversed:
      'Vous commencez à laisser partir le regret et à vous retourner lentement pour voir ce qui reste. Renversé, le Cinq signifie la guérison et l’acceptation, le pardon envers vous-même et envers les autres. Le passé ne peut pas changer, mais vous pouvez choisir où aller à partir d’ici.',
    interpretation:
      'Le Cinq de Coupes, c’est Mars en Scorpion : une perte profonde et l’apaisement d’émotions fortes. Sa leçon est que le chagrin doit être traversé, non contourné. Quand il apparaît, accordez-vous le temps du deuil, et comptez les personnes et les choses qui sont encore à vos côtés.',
    imagery:
      'Un personnage drapé d’une cape noire se tient tête baissée devant trois coupes renversées dont le contenu se répand sur le sol ; derrière lui, deux coupes sont encore debout. Au loin, une rivière coule sous un pont qui mène à un château. La cape est le deuil ; les coupes renversées, ce qui est perdu ; les deux coupes et le pont rappellent que l’espoir et un chemin demeurent.',
    areas: {
      love: {
        upright:
          'Tristesse après une rupture ou une déception, et attirance pour le passé. Prenez votre temps, mais ne fermez pas votre cœur.',
        reversed:
          'La blessure s’apaise ; vous pouvez regarder le passé calmement et faire de nouveau confiance à l’amour.',
      },
      career: {
        upright: 'Un revers ou un projet qui échoue. Avant de vous blâmer, regardez les ressources qui vous restent.',
        reversed: 'Vous tirez les leçons de l’échec et retrouvez votre direction ; faites le bilan, puis repartez.',
      },
      wealth: {
        upright: 'Une perte ou un mauvais placement. Ne cherchez pas à vous refaire en y remettant de l’argent.',
        reversed: 'Les pertes s’arrêtent et vous gérez votre argent avec plus de soin.',
      },
      health: {
        upright:
          'Le moral en berne pèse sur votre corps ; veillez au sommeil et aux repas. Si le chagrin dure trop longtemps, cherchez un soutien professionnel.',
        reversed: 'Votre moral remonte lentement, et votre corps suit.',
      },
    },
  },
  'cups-06': {
    keywords: {
      upright: ['nostalgie', 'innocence', 'enfance', 'un ancien amour'],
      reversed: ['vivre dans le passé', 'refus de grandir', 'vieilles blessures rouvertes', 'regard vers l’avenir'],
    },
    upright:
      'De doux souvenirs affluent : un vieil ami qui reprend contact, la visite d’un lieu familier, un simple geste de gentillesse. Le Six de Coupes apporte chaleur et innocence, et vous rappelle de retrouver l’enfant intérieur qui était si facilement heureux, et d’aimer simplement.',
    reversed:
      'Vous êtes peut-être trop pris par le passé, comparant aujourd’hui à vos anciens souvenirs ou incapable de laisser partir des personnes et des événements d’autrefois. Renversé, le Six peut aussi signifier que vous êtes enfin prêt à dire adieu au passé, à grandir un peu et à regarder le présent et l’avenir.',
    interpretation:
      'Le Six de Coupes, c’est le Soleil en Scorpion : la douce lueur de la mémoire affective. Sa leçon est que les souvenirs peuvent vous nourrir, mais ne doivent pas vous piéger. Quand il apparaît, contactez un vieil ami ou faites quelque chose que vous aimiez enfant, et demandez-vous aussi quelle vie vous voulez mener maintenant.',
    imagery:
      'Dans une cour paisible, un petit garçon tend à une fillette une coupe remplie de fleurs blanches ; cinq autres coupes fleuries les entourent. Derrière se dressent de vieilles maisons, et un garde s’éloigne. Les enfants sont l’innocence et la bienveillance ; les fleurs, les souvenirs heureux ; le garde qui s’en va, le signe que dans un lieu sûr le cœur peut baisser sa garde.',
    areas: {
      love: {
        upright:
          'Un ancien amour pourrait réapparaître, ou vous vous remémorez avec votre partenaire votre première rencontre. L’affection simple gagne les cœurs.',
        reversed:
          'Cessez de comparer le présent au passé, sans quoi vous passerez à côté de la personne qui est devant vous.',
      },
      career: {
        upright: 'Retravailler avec d’anciens collègues ou clients ; l’expérience passée porte ses fruits.',
        reversed: 'S’accrocher aux anciennes méthodes vous met en décalage avec la nouveauté.',
      },
      wealth: {
        upright:
          'Une aide de la famille ou une vieille dette remboursée ; l’argent dépensé pour le foyer est bien dépensé.',
        reversed: 'Le sentiment ou les obligations vous coûtent trop. Dépensez la tête froide.',
      },
      health: {
        upright:
          'Les routines familières vous aident à vous détendre ; un séjour chez les vôtres pourrait vous ressourcer.',
        reversed:
          'De vieilles habitudes ou blessures affectent votre santé. Essayez d’en construire de nouvelles, plus saines.',
      },
    },
  },
  'cups-07': {
    keywords: {
      upright: ['chimères', 'trop d’options', 'rêveries', 'tentation'],
      reversed: ['retour au réel', 'vision claire', 'faire un choix', 'réveil'],
    },
    upright:
      'D’innombrables options semblent flotter devant vous, toutes scintillantes. Le Sept de Coupes montre une imagination riche qui peut facilement s’égarer : les rêves sont beaux, mais tous ne sont pas réalisables. Distinguez ce que vous voulez vraiment de ce qui n’est qu’une chimère passagère.',
    reversed:
      'La brume se lève et vous commencez à y voir clair, sans plus vous laisser éblouir par les apparences. Renversé, le Sept signifie sortir des rêveries, faire un choix concret et accepter d’agir en conséquence.',
    interpretation:
      'Le Sept de Coupes, c’est Vénus en Scorpion, là où le désir et l’imagination s’emmêlent. Sa leçon est que les rêves ont besoin d’un sol ferme. Quand il apparaît, écrivez vos souhaits, demandez-vous pour chacun ce que vous seriez prêt à donner pour lui, puis choisissez-en un et commencez.',
    imagery:
      'Un personnage vu de dos se tient devant un nuage où flottent sept coupes contenant une tête, une silhouette voilée, un serpent, un château, des joyaux, une couronne de laurier et un dragon. Chaque coupe est une tentation ou un rêve, gloire, richesse, amour, danger, et les nuages montrent qu’aucun n’est encore réel : il faut savoir les distinguer.',
    areas: {
      love: {
        upright:
          'Trop de fantasmes sur l’amour, ou une attirance pour plusieurs personnes à la fois. Voyez qui est vraiment l’autre avant de plonger.',
        reversed: 'Vous sortez d’attentes irréalistes et voyez la relation telle qu’elle est.',
      },
      career: {
        upright:
          'Trop d’idées et trop peu de concentration ; méfiez-vous des grands projets sans substance. Choisissez le plus réalisable.',
        reversed: 'La direction devient enfin claire ; vous passez du rêve à l’action.',
      },
      wealth: {
        upright:
          'Méfiez-vous des placements alléchants et des promesses d’enrichissement rapide ; ce pourraient bien être des pièges.',
        reversed: 'Vous percez à jour des combines financières douteuses et revenez à un plan solide.',
      },
      health: {
        upright:
          'Habitudes irrégulières et attention dispersée ; méfiez-vous des échappatoires comme les nuits tardives et le défilement sans fin sur écran.',
        reversed: 'Vous commencez à écouter votre corps et à ajuster votre façon de vivre.',
      },
    },
  },
  'cups-08': {
    keywords: {
      upright: ['s’éloigner', 'quête de sens', 'lâcher prise', 'tournant'],
      reversed: ['indécision', 'peur du changement', 'retour en arrière', 'errance sans but'],
    },
    upright:
      'Vous avez compris que ce que vous avez ne vous satisfait plus intérieurement, même si tout paraît bien de l’extérieur. Le Huit de Coupes est le courage de partir : quitter une relation, un emploi ou un mode de vie, en quête d’un sens plus profond. Partir n’est pas facile, mais vous savez qu’il le faut.',
    reversed:
      'Vous voulez partir mais n’osez pas, ou vous êtes parti et ne cessez de regarder en arrière. Renversé, le Huit peut aussi signifier errer sans but pour éviter quelque chose. Demandez-vous : cherchez-vous quelque chose, ou fuyez-vous simplement autre chose ?',
    interpretation:
      'Le Huit de Coupes, c’est Saturne en Poissons : le sentiment qui se décante en quête de sens. Sa leçon est que certains renoncements sont la voie pour devenir plus entier. Quand il apparaît, évaluez honnêtement ce qui ne vous convient plus, et accordez-vous un adieu en douceur.',
    imagery:
      'Sous la lune, un personnage en cape rouge s’appuie sur un bâton et tourne le dos à huit coupes soigneusement empilées, se dirigeant vers des montagnes lointaines. La lune montre à la fois un visage plein et un croissant. Les coupes empilées sont les sentiments investis dans le passé ; le voyage, la quête d’un sens plus élevé ; la lune, le signe que cette route se parcourt à l’intuition.',
    areas: {
      love: {
        upright:
          'Vous réalisez que cette relation ne vous permet plus de grandir, et vous pourriez prendre vos distances, pour de bon ou pour un temps.',
        reversed:
          'Tiraillé entre partir et rester ; les allers-retours ne font que vous épuiser. Donnez-vous une réponse claire.',
      },
      career: {
        upright: 'Le travail a perdu son sens ; vous songez à un nouveau domaine ou à une nouvelle direction.',
        reversed:
          'L’envie de changer d’emploi sans jamais passer à l’acte, ou une démission sur un coup de tête, sans plan.',
      },
      wealth: {
        upright:
          'Prêt à renoncer à un gain immédiat pour un objectif à plus long terme ; un bon moment pour repenser votre rapport à l’argent.',
        reversed: 'L’indécision financière gaspille les occasions entre deux options.',
      },
      health: {
        upright:
          'Vous avez besoin de vous éloigner d’un environnement épuisant et de vous accorder le temps de récupérer.',
        reversed: 'Ignorer les signaux d’alarme de votre corps ne résout rien ; si un bilan s’impose, allez-y.',
      },
    },
  },
  'cups-09': {
    keywords: {
      upright: ['vœux exaucés', 'contentement', 'plaisir', 'satisfaction de soi'],
      reversed: ['jamais satisfait', 'suffisance', 'plaisir creux', 'vœux inaccomplis'],
    },
    upright:
      'C’est la carte des vœux : ce que vous espériez a de bonnes chances de se réaliser, et vous ressentez une profonde satisfaction. Le Neuf de Coupes vous encourage à savourer ce que vous avez accompli, à vous faire plaisir et à être fier de vos efforts.',
    reversed:
      'Le vœu semble exaucé, et pourtant quelque chose reste insatisfait ; ou bien vous êtes devenu suffisant et complaisant envers vous-même. Renversé, le Neuf vous demande de distinguer le vrai bonheur d’une satisfaction de surface, et de ne pas faire reposer votre joie sur les seules choses matérielles.',
    interpretation:
      'Le Neuf de Coupes, c’est Jupiter en Poissons : l’abondance dans les sentiments comme dans le monde matériel. Sa leçon est que le contentement naît de la gratitude. Quand il apparaît, listez les petits vœux qui se sont réalisés récemment et remerciez-vous, puis réfléchissez à ce qui vous apporterait un vrai bonheur ensuite.',
    imagery:
      'Un homme bien vêtu est assis, satisfait, sur un banc de bois, les bras croisés. Derrière lui, sur une table arrondie drapée de bleu, neuf coupes dorées sont alignées. Son visage est confiant et comblé. L’arc des coupes est l’accomplissement ; les bras croisés, la fierté de ce qu’il a réalisé ; le fond jaune éclatant, la joie et l’optimisme.',
    areas: {
      love: {
        upright:
          'Les vœux se réalisent en amour : les célibataires pourraient rencontrer leur idéal, les couples se sentent tendres et comblés.',
        reversed:
          'Trop exiger de l’amour, ou ne se soucier que des apparences, rend la vraie satisfaction difficile à trouver.',
      },
      career: {
        upright: 'Objectifs atteints, avec reconnaissance ou récompense à la clé ; faites-vous un petit plaisir.',
        reversed: 'Vous vous reposez sur vos lauriers et ignorez des problèmes qui couvent.',
      },
      wealth: {
        upright: 'La chance vous sourit côté argent ; les revenus sont stables, voire assortis d’une prime.',
        reversed: 'Des dépenses pour le seul plaisir. Gardez un œil sur le budget.',
      },
      health: {
        upright: 'Vous vous sentez bien ; profitez de la bonne chère et des loisirs, avec modération.',
        reversed: 'Les excès affectent votre santé. Surveillez votre poids et votre sommeil.',
      },
    },
  },
  'cups-10': {
    keywords: {
      upright: ['bonheur familial', 'plénitude', 'harmonie', 'appartenance'],
      reversed: ['conflit familial', 'harmonie de façade', 'valeurs différentes', 'distance'],
    },
    upright:
      'Un arc-en-ciel traverse le ciel et vos proches sont là. Le Dix de Coupes est la plénitude affective : un foyer harmonieux, une relation apaisée, un sentiment d’appartenance. Donnez votre temps à ceux que vous aimez et laissez-vous sentir combien vous êtes aimé.',
    reversed:
      'En surface tout va bien, mais des tensions couvent ; ou les membres de la famille ont des valeurs si différentes qu’un vrai dialogue est difficile. Renversé, le Dix vous rappelle que le bonheur se nourrit de conversations sincères, non du maintien d’une image parfaite.',
    interpretation:
      'Le Dix de Coupes, c’est Mars en Poissons : l’heureux dénouement du voyage des sentiments. Sa leçon est que le bonheur n’est pas une ligne d’arrivée, mais un soin quotidien. Quand il apparaît, organisez un dîner en famille ou un tête-à-tête avec votre partenaire, et dites merci à voix haute.',
    imagery:
      'Un couple enlacé lève les bras vers un arc-en-ciel qui porte dix coupes dorées, tandis que deux enfants dansent main dans la main à leurs côtés. Une maison et une rivière s’étendent au loin. L’arc-en-ciel est bénédiction et promesse ; les enfants qui dansent, la joie d’une famille ; la maison paisible, le lieu où le cœur se sent chez lui.',
    areas: {
      love: {
        upright:
          'Un amour stable et heureux ; un bon moment pour parler d’avenir ou rencontrer la famille. Les célibataires pourraient rencontrer quelqu’un avec qui partager leur vie.',
        reversed:
          'Des tensions cachées dans la relation ; l’harmonie apparente n’est pas le vrai bonheur. Parlez-vous franchement.',
      },
      career: {
        upright: 'Un environnement de travail chaleureux où l’équipe se soutient comme une famille.',
        reversed: 'Difficile d’équilibrer travail et vie de famille, ou une équipe polie en surface mais divisée.',
      },
      wealth: {
        upright: 'Les finances du foyer sont stables ; planifiez à long terme, pour un logement ou une épargne.',
        reversed: 'Les dépenses du foyer suscitent des désaccords. Mettez la question de l’argent sur la table.',
      },
      health: {
        upright: 'Le soutien familial vous garde serein et en bonne santé.',
        reversed: 'La pression familiale affecte votre humeur et votre sommeil. Pensez à prendre soin de vous.',
      },
    },
  },
  'cups-11': {
    keywords: {
      upright: ['bonnes nouvelles', 'sensibilité', 'créativité', 'un geste tendre'],
      reversed: ['sautes d’humeur', 'immaturité', 'rêverie', 'mauvaises nouvelles'],
    },
    upright:
      'Une douce surprise est en route : une déclaration, une bonne nouvelle, ou une idée créative soudaine. Le Valet de Coupes apporte la curiosité et la sensibilité d’un enfant, et vous encourage à faire confiance à votre intuition et à exprimer ce que vous ressentez.',
    reversed:
      'L’humeur oscille et les petites choses blessent, ou les nerfs lâchent ; ou un message attendu n’arrive pas. Renversé, le Valet vous rappelle que la sensibilité est un don, mais un don dont il faut prendre soin plutôt que de se laisser gouverner par lui.',
    interpretation:
      'Le Valet de Coupes porte l’élément Eau sous sa forme la plus pure et la plus jeune : c’est un apprenti dans le monde des sentiments. Sa leçon est de ressentir le cœur ouvert et d’apprendre à changer le sentiment en action. Quand il apparaît, écrivez un petit poème, dessinez quelque chose, ou dites simplement à quelqu’un qu’il vous manque.',
    imagery:
      'Un jeune homme en tunique fleurie se tient au bord de la mer, tenant une coupe dorée d’où sort un petit poisson ; il le regarde avec curiosité. Les vagues roulent derrière lui. Le poisson est l’inspiration soudaine et l’intuition ; son regard curieux, un cœur ouvert ; la mer, le monde profond des émotions.',
    areas: {
      love: {
        upright: 'Une déclaration ou un signe de flirt pourrait arriver ; exprimez-vous avec douceur et sincérité.',
        reversed: 'Les sautes d’humeur ou une trop grande dépendance à la réaction de l’autre vous rendent anxieux.',
      },
      career: {
        upright: 'Les idées créatives affluent ; favorable au design, à l’écriture et aux travaux d’imagination.',
        reversed: 'Une attitude immature au travail, ou des émotions qui brouillent le jugement.',
      },
      wealth: {
        upright: 'Un petit gain inattendu ou une bonne nouvelle, mais pas une grosse somme.',
        reversed: 'Des achats impulsifs, ou une gestion de l’argent au seul feeling.',
      },
      health: {
        upright: 'Les émotions et le corps sont étroitement liés ; une humeur joyeuse aide votre santé.',
        reversed:
          'Les sautes d’humeur affectent l’appétit et le sommeil ; essayez d’écrire un journal pour laisser sortir vos émotions.',
      },
    },
  },
  'cups-12': {
    keywords: {
      upright: ['romance', 'cour amoureuse', 'une invitation', 'idéalisme'],
      reversed: ['manque de réalisme', 'humeur changeante', 'manque de sincérité', 'fuite de l’engagement'],
    },
    upright:
      'Un chevalier s’approche lentement, tendant une coupe, porteur d’une invitation romantique ou d’une proposition pleine de poésie. Le Cavalier de Coupes invite à suivre votre cœur vers quelque chose de beau : une histoire d’amour, un projet artistique ou un voyage riche en émotions.',
    reversed:
      'La romance s’est changée en paroles : les promesses sont belles mais les actes ne viennent jamais, ou les sentiments arrivent vite et repartent aussi vite. Renversé, le Cavalier vous demande de regarder la vérité derrière les mots doux, et de ne pas vivre seulement dans votre imagination.',
    interpretation:
      'Le Cavalier de Coupes correspond aux Poissons : un sentiment en mouvement, en quête d’idéal. Sa leçon est de donner à la romance un sol ferme. Quand il apparaît, faites un pas concret vers le rêve que vous portez : inscrivez-vous à un cours, ou proposez à cette personne de vous voir.',
    imagery:
      'Un chevalier en armure d’argent avance au pas sur un cheval blanc, tenant devant lui une coupe dorée bien droite ; son casque et ses talons sont ailés. Un ruisseau coule devant lui. Le cheval blanc au pas lent est la douceur et le calme ; la coupe bien droite, un cœur offert sincèrement ; les ailes, l’imagination et les idéaux ; le ruisseau, les sentiments qu’il reste à traverser.',
    areas: {
      love: {
        upright:
          'Une cour romantique ou une invitation à un rendez-vous pourrait arriver ; l’amour prend une teinte poétique.',
        reversed: 'L’autre n’est peut-être que belles paroles, ou c’est vous qui hésitez à vous engager.',
      },
      career: {
        upright: 'Favorable aux propositions créatives et aux métiers de l’art, du design ou du service.',
        reversed: 'Beaucoup d’idées mais peu de suivi ; l’enthousiasme retombe vite.',
      },
      wealth: {
        upright: 'Une occasion de gagner de l’argent grâce à une passion, à condition de planifier.',
        reversed: 'Trop dépenser pour la romance ou pour des idéaux. Vivez selon vos moyens.',
      },
      health: {
        upright: 'Une humeur légère aide à la récupération ; essayez une activité douce comme le yoga ou la natation.',
        reversed: 'Les sautes d’humeur affectent votre santé ; attention à l’alcool et aux nuits tardives.',
      },
    },
  },
  'cups-13': {
    keywords: {
      upright: ['douceur', 'empathie', 'intuition', 'sollicitude'],
      reversed: ['dépendance affective', 'don excessif', 'hypersensibilité', 'oubli de soi'],
    },
    upright:
      'Vous êtes doux et perspicace, capable de percevoir ce que les autres taisent. La Reine de Coupes est l’amour mûr et l’empathie : prendre soin des autres tout en écoutant sa propre voix intérieure. Faites confiance à votre intuition ; elle vous montre le chemin.',
    reversed:
      'Vous donnez trop aux autres et vous vous oubliez, ou vos émotions sont si débordantes que les joies et les peines d’autrui vous emportent. Renversée, la Reine vous demande de poser des limites : la gentillesse est précieuse, mais soyez d’abord gentil avec vous-même.',
    interpretation:
      'La Reine de Coupes correspond au Cancer : l’expression la plus pure et la plus profonde du sentiment. Sa leçon est qu’après l’empathie, il faut revenir à soi. Quand elle apparaît, accordez-vous un moment de calme, un bain ou de la musique, et demandez-vous ce dont vous avez vraiment besoin maintenant.',
    imagery:
      'Une reine est assise sur un trône au bord de l’eau, tenant à deux mains une coupe d’or ouvragée munie d’un couvercle, qu’elle contemple intensément. De petits anges sont sculptés sur le trône, et des galets colorés et l’eau de mer s’étendent à ses pieds. La coupe fermée est le sentiment profond et l’intuition ; son regard, la réflexion ; l’eau qui lèche ses pieds, sa proximité avec le monde des émotions.',
    areas: {
      love: {
        upright:
          'L’amour est plein de tendresse et de compréhension ; un bon moment pour montrer votre attention et approfondir le lien.',
        reversed: 'Donner tant en amour que vous vous y perdez, ou dépendre affectivement de votre partenaire.',
      },
      career: {
        upright: 'Très adapté aux métiers qui demandent de l’empathie : accompagnement, enseignement, soins ou design.',
        reversed: 'L’humeur de vos collègues vous affecte trop et vous épuise.',
      },
      wealth: {
        upright: 'Quand vous suivez votre intuition en matière d’argent, vérifiez-la par la raison.',
        reversed: 'Prêter par faiblesse ou dépenser sous le coup des émotions ; gardez vos limites.',
      },
      health: {
        upright: 'Prenez soin de votre santé émotionnelle et reposez-vous bien ; votre corps se détendra aussi.',
        reversed: 'L’épuisement émotionnel affecte votre corps ; cherchez un soutien professionnel si nécessaire.',
      },
    },
  },
  'cups-14': {
    keywords: {
      upright: ['maturité affective', 'générosité', 'calme', 'sagesse'],
      reversed: ['sentiments refoulés', 'manipulation', 'froideur', 'instabilité'],
    },
    upright:
      'Vous savez garder votre calme dans la tempête, comprendre les autres tout en restant maître de vous. Le Roi de Coupes est la maturité affective et la générosité : ni noyé par les émotions, ni dans leur déni. Votre douceur et votre stabilité font que votre entourage se sent en sécurité.',
    reversed:
      'Calme en surface, mais beaucoup de choses refoulées à l’intérieur ; ou des émotions gérées par la froideur et le contrôle. Renversé, le Roi vous rappelle que la maturité ne consiste pas à ne jamais exprimer ses sentiments, mais à les affronter avec honnêteté et bienveillance.',
    interpretation:
      'Le Roi de Coupes correspond au Scorpion : un meneur capable de maîtriser des émotions profondes. Sa leçon est d’équilibrer raison et sentiment. Quand il apparaît et qu’un conflit surgit, respirez d’abord profondément, puis exprimez vos besoins d’une voix posée.',
    imagery:
      'Un roi siège sur un trône de pierre flottant sur une mer agitée, une coupe dans une main et un sceptre dans l’autre, le visage calme. D’un côté un poisson jaillit de l’eau, de l’autre un navire fait voile. La mer agitée est l’émotion complexe ; le calme du roi, sa maîtrise ; le poisson et le navire le montrent circulant librement entre le sentiment et la vie pratique.',
    areas: {
      love: {
        upright: 'Un partenaire mûr et stable, ou une relation fondée sur la compréhension ; favorable au long terme.',
        reversed:
          'Sentiments refoulés ou guerre froide, l’un contrôlant l’autre par la distance. Parlez-vous sincèrement.',
      },
      career: {
        upright: 'Très adapté au management ou à la médiation, pour conduire l’équipe avec douceur.',
        reversed:
          'Cacher trop longtemps ses émotions au travail, ou avoir affaire à un supérieur ou un collègue manipulateur.',
      },
      wealth: {
        upright: 'Une gestion de l’argent posée ; vous traitez les questions financières avec calme.',
        reversed:
          'Les émotions influencent vos décisions financières ; évitez les grands choix quand vous êtes contrarié.',
      },
      health: {
        upright: 'Équilibre du corps et de l’esprit ; la stabilité émotionnelle soutient votre santé.',
        reversed: 'Des émotions longtemps refoulées peuvent affecter le corps ; apprenez à relâcher la pression.',
      },
    },
  },
};
