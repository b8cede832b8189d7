import type { CardBodyTable } from '../../types';

export const major: CardBodyTable = {
  'major-00': {
    keywords: {
      upright: ['nouveaux départs', 'spontanéité', 'confiance', 'saut dans l’inconnu'],
      reversed: ['imprudence', 'naïveté', 'peur de sauter', 'manque de discernement'],
    },
    upright:
      'Une page blanche s’ouvre devant vous, et nul besoin d’avoir toutes les réponses pour commencer. Le Fou est le voyageur au sac léger et au cœur ouvert, prêt à dire oui à la route. Un nouveau chapitre, un déménagement, une reconversion ou une simple expérience vous appelle. La curiosité est aujourd’hui votre meilleure boussole. Ayez confiance : vous apprendrez en chemin ce qu’il vous faut savoir.',
    reversed:
      'L’envie de sauter est bien là, mais quelque chose cloche. Soit vous foncez sans regarder où vous allez poser le pied, soit vous restez si longtemps au bord du précipice que le moment vous échappe. Le Fou renversé vous demande d’être honnête : est-ce la liberté que vous cherchez, ou simplement la fuite ? Et votre prudence vous protège-t-elle, ou vous empêche-t-elle de grandir ?',
    interpretation:
      'Numéroté zéro, le Fou se tient à la fois en dehors du voyage que décrivent les vingt et une autres cartes et à son point de départ. Il porte l’élément Air et, dans la pratique moderne, Uranus, la planète des libérations soudaines. Sa leçon est celle de l’esprit du débutant : accepter de ne pas encore savoir. L’expérience est précieuse, mais elle peut aussi se durcir en peur. Quand le Fou apparaît, demandez-vous où vous avez cessé de laisser la vie vous surprendre, puis faites un pas que vous ne pouvez pas entièrement prévoir, tout en gardant un œil sur le sol sous vos pieds.',
    imagery:
      'Un jeune voyageur vêtu d’une tunique aux motifs éclatants s’avance vers le bord d’une falaise, le visage tourné vers le ciel, un petit baluchon accroché à un bâton sur l’épaule. Il tient une rose blanche, et un petit chien blanc bondit à ses talons. Un soleil pâle brille derrière lui et des sommets enneigés se dressent au loin. La falaise est l’inconnu ; la rose blanche, l’innocence et la pureté d’intention ; le chien, l’instinct qui avertit ou qui encourage ; les montagnes, le long voyage de l’expérience qui reste à accomplir.',
    areas: {
      love: {
        upright:
          'Quelque chose de neuf et d’imprévu commence peut-être, léger et plein de promesses. Savourez-le sans vous presser de le définir.',
        reversed:
          'Méfiez-vous de l’envie de plonger tête la première, ou d’une relation si floue que personne ne sait où il en est. La liberté fonctionne mieux avec l’honnêteté.',
      },
      career: {
        upright:
          'Une nouvelle voie, un nouveau domaine ou une occasion peu conventionnelle s’ouvre à vous. Votre ouverture est un atout : dites oui et apprenez vite.',
        reversed:
          'Un coup d’audace sans préparation pourrait vous mettre en difficulté. Gardez l’esprit d’aventure, mais vérifiez les détails avant de donner votre démission.',
      },
      wealth: {
        upright:
          'Le moment se prête à une petite expérience, comme un projet parallèle ou une nouvelle manière de gérer votre argent. Misez peu le temps d’apprendre.',
        reversed:
          'Des dépenses impulsives ou un pari sur quelque chose que vous comprenez à peine pourraient vous coûter cher. Constituez un filet de sécurité avant tout saut.',
      },
      health: {
        upright:
          'Un très bon moment pour essayer une activité nouvelle, juste pour le plaisir. Le grand air, les voyages et le jeu peuvent vous ressourcer plus que prévu.',
        reversed:
          'L’étourderie pourrait entraîner de petits accidents ou vous faire négliger l’essentiel. Ralentissez, regardez où vous mettez les pieds et ne négligez pas les signaux de votre corps.',
      },
    },
  },
  'major-01': {
    keywords: {
      upright: ['volonté', 'savoir-faire', 'concrétisation', 'ingéniosité'],
      reversed: ['manipulation', 'énergie dispersée', 'talent inexploité', 'tromperie'],
    },
    upright:
      'Tout ce dont vous avez besoin est déjà sur la table. Le Bateleur vous dit que vous avez les compétences, les outils et la concentration pour transformer une idée en réalité : cessez d’attendre une permission. C’est une carte d’action et d’intention claire : décidez de ce que vous voulez, rassemblez ce que vous avez et commencez à lui donner forme. Vos paroles ont du poids en ce moment, vos choix aussi. Servez-vous des deux en conscience.',
    reversed:
      'Le talent est là, mais il s’échappe. Peut-être menez-vous trop de choses de front pour en achever une seule, ou doutez-vous tant de vous que vos capacités restent inemployées. Le Bateleur renversé peut aussi signaler de la poudre aux yeux : quelqu’un, peut-être vous-même, qui arrange la vérité pour obtenir un résultat. Revenez à une intention honnête, et concentrez-vous sur une chose à la fois.',
    interpretation:
      'Gouverné par Mercure, le Bateleur est le messager entre les idées et le monde matériel : communication, habileté et vivacité d’esprit. Sa leçon est que la puissance naît de l’alignement. Quand ce que vous pensez, dites et faites va dans le même sens, les choses se mettent en mouvement. Lorsque cette carte apparaît, nommez un objectif clair, faites la liste des ressources dont vous disposez déjà, et accomplissez aujourd’hui le premier pas concret. Veillez à l’usage que vous faites de votre influence, car les dons du Bateleur servent aussi bien la tromperie que la création.',
    imagery:
      'Un jeune homme en robe blanche et manteau rouge se tient devant une table, une main levant une baguette vers le ciel, l’autre pointée vers la terre. Sur la table reposent une coupe, une épée, un denier et un bâton, les quatre couleurs du tarot. Un signe de l’infini flotte au-dessus de sa tête, une ceinture en forme de serpent entoure sa taille, et des roses et des lys poussent autour de lui. Son geste dit « ce qui est en haut est comme ce qui est en bas », l’inspiration canalisée vers la forme ; les quatre outils sont tous les éléments à sa disposition ; le signe de l’infini, un potentiel sans limite ; les fleurs équilibrent le désir et la pureté.',
    areas: {
      love: {
        upright:
          'Vous êtes charmant et convaincant : c’est le bon moment pour faire le premier pas ou dire exactement ce que vous voulez. Soyez sincère, et vous serez entendu.',
        reversed:
          'Méfiez-vous des jeux, des signaux contradictoires ou de quelqu’un qui parle mieux qu’il n’agit. Laissez les actes, et non les belles paroles, vous dire où vous en êtes.',
      },
      career: {
        upright:
          'Excellent pour présenter un projet, lancer, négocier ou acquérir une nouvelle compétence. Vous avez plus de poids que vous ne le pensez : servez-vous-en.',
        reversed:
          'Vos capacités semblent sous-employées, ou vous vous dispersez entre trop de tâches. Resserrez votre attention et méfiez-vous des affaires trop habiles pour être vraies.',
      },
      wealth: {
        upright:
          'Vos compétences peuvent devenir des revenus : réfléchissez à la manière de les mettre à profit. Un plan concret dès maintenant peut bien rapporter.',
        reversed:
          'Méfiez-vous des combines trop lisses et des promesses d’argent facile. Lisez les petites lignes et fiez-vous aux chiffres plutôt qu’aux argumentaires.',
      },
      health: {
        upright:
          'Votre esprit et votre corps répondent bien à l’intention. Fixez-vous un objectif de bien-être précis et réaliste, et vous devriez vous y tenir.',
        reversed:
          'La nervosité et les ruminations vous épuisent peut-être. Ancrez-vous par des repas réguliers, du sommeil et du temps loin des écrans.',
      },
    },
  },
  'major-02': {
    keywords: {
      upright: ['intuition', 'savoir intérieur', 'mystère', 'silence'],
      reversed: ['instinct ignoré', 'secrets', 'déconnexion', 'confusion'],
    },
    upright:
      'Tout n’a pas besoin d’être dit à voix haute ni décidé sur-le-champ. La Papesse vous invite à faire silence et à écouter la part de vous qui sait déjà. Il se passe peut-être sous la surface plus de choses que quiconque ne l’admet, et votre intuition les perçoit. Fiez-vous aux signaux subtils, laissez aux réponses le temps d’émerger, et résistez à la pression d’agir avant d’être prêt.',
    reversed:
      'Peut-être faites-vous taire votre instinct en le noyant sous le bruit, l’agitation ou l’avis des autres. Ou quelque chose est caché, par quelqu’un d’autre ou par vous-même à vous-même. La Papesse renversée vous dit que la réponse ne se trouve pas dans davantage de conseils extérieurs. Prenez du recul, faites de la place, et laissez-vous entendre ce que vous évitiez.',
    interpretation:
      'Gouvernée par la Lune, la Papesse garde le seuil entre le conscient et l’inconscient. Sa leçon est la réceptivité : certains savoirs ne viennent que lorsqu’on cesse de les poursuivre. Les rêves, les pressentiments, les coïncidences répétées et les malaises discrets sont autant d’informations. Quand elle apparaît, accordez-vous chaque jour un moment de calme, qu’il s’agisse d’écrire un journal, de marcher seul ou simplement de vous asseoir sans votre téléphone, et soyez attentif à ce qui remonte. Tous les mystères n’ont pas à être résolus d’un coup ; certains demandent qu’on vive un temps avec eux.',
    imagery:
      'Une femme sereine vêtue de bleu est assise entre deux colonnes, l’une noire marquée B, l’autre blanche marquée J : les colonnes du temple de Salomon. Elle porte une couronne aux formes des phases de la lune, tient un rouleau en partie caché où l’on lit TORA, et un croissant de lune repose à ses pieds. Derrière elle pend un voile brodé de grenades, à travers lequel on devine de l’eau. Les colonnes sont des contraires tenus en équilibre ; le rouleau, la sagesse cachée ; le voile et l’eau évoquent l’inconscient profond qu’elle garde ; les grenades parlent de fécondité et de connaissance secrète.',
    areas: {
      love: {
        upright:
          'Il y a plus ici qu’il n’y paraît : des sentiments tus ou un lien qui continue de se révéler. Fiez-vous à ce que vous percevez et laissez les choses se dévoiler.',
        reversed:
          'Des secrets ou une distance émotionnelle sèment la confusion. Si quelque chose vous semble étrange, posez doucement la question plutôt que de combler le silence par des suppositions.',
      },
      career: {
        upright:
          'Observez avant d’agir. Gardez vos projets pour vous pour l’instant, lisez attentivement l’ambiance et fiez-vous à votre instinct sur les personnes et le bon moment.',
        reversed:
          'Des informations manquantes ou des jeux de pouvoir brouillent peut-être la situation. Faites confirmer les faits par écrit et écoutez votre malaise.',
      },
      wealth: {
        upright:
          'Les décisions calmes et prudentes vous conviennent en ce moment. Si une opération financière ne vous semble pas juste, attendez de bien la comprendre.',
        reversed:
          'Des frais cachés ou des conditions floues pourraient vous surprendre. Vérifiez attentivement relevés et contrats avant de vous engager.',
      },
      health: {
        upright:
          'Votre corps vous envoie des messages subtils : écoutez-les. Le repos, le calme et des rythmes réguliers vous feront du bien.',
        reversed:
          'Ignorer les petits signes peut laisser le stress s’accumuler. Si quelque chose ne va pas et ne passe pas, consultez un médecin plutôt que de deviner.',
      },
    },
  },
  'major-03': {
    keywords: {
      upright: ['abondance', 'soin', 'créativité', 'sensualité'],
      reversed: ['blocage créatif', 'don excessif', 'oubli de soi', 'stagnation'],
    },
    upright:
      'Autour de vous, la vie mûrit. L’Impératrice apporte croissance, confort et abondance créative : un projet qui s’épanouit, une relation qui s’approfondit, un foyer qui respire la chaleur. Elle vous rappelle que les bonnes choses poussent lorsqu’on les soigne avec patience, non lorsqu’on les force. Goûtez aux plaisirs des sens, nourrissez-vous et nourrissez ceux que vous aimez, et sachez recevoir aussi généreusement que vous donnez.',
    reversed:
      'Le jardin semble un peu à l’abandon, et la personne la plus négligée, c’est peut-être vous. Vous donnez sans doute tant de soin aux autres qu’il ne vous reste plus rien, ou vous vous sentez bloqué créativement, coupé du plaisir. L’Impératrice renversée peut aussi désigner un amour étouffant, qui retient trop fort. Revenez à vos propres besoins, et laissez les choses grandir à leur rythme.',
    interpretation:
      'Gouvernée par Vénus, l’Impératrice incarne l’amour, la beauté et la puissance féconde de la nature. Sa leçon est que la croissance suit des saisons. On ne presse pas une récolte, mais on peut créer les conditions pour que les choses s’épanouissent : une bonne terre, une attention constante, assez de repos. Quand elle apparaît, demandez-vous ce que vous faites pousser en ce moment, projet, relation ou votre propre bien-être, et ce que cela attend de vous. Faites aussi une place au plaisir et à la beauté : ce ne sont pas des luxes, mais le carburant de la créativité.',
    imagery:
      'Une femme est assise sur de moelleux coussins dans un jardin luxuriant, vêtue d’une robe imprimée de grenades et coiffée d’une couronne de douze étoiles. Un bouclier en forme de cœur portant le symbole de Vénus repose à ses côtés, des blés dorés mûrissent à ses pieds et une cascade dévale la forêt derrière elle. Le blé est la récolte et l’abondance ; les grenades, la fécondité ; les douze étoiles la relient au cycle de l’année ; l’eau vive et les arbres montrent la vie qui se renouvelle, sans hâte et avec générosité.',
    areas: {
      love: {
        upright:
          'La tendresse, l’affection et la romance circulent facilement. Les liens existants s’approfondissent, et pour certains cette carte annonce un engagement ou le désir de fonder une famille.',
        reversed:
          'Vous donnez peut-être bien plus que vous ne recevez, ou vous sentez que l’on vous tient pour acquis. Prenez soin de vous aussi, et laissez votre partenaire faire la moitié du chemin.',
      },
      career: {
        upright:
          'Le travail créatif prospère et les projets que vous avez nourris commencent à porter leurs fruits. Les métiers du soin, du design ou de la beauté sont particulièrement favorisés.',
        reversed:
          'L’épuisement ou une période de sécheresse créative s’installe peut-être. Prenez du recul, rechargez-vous, et cessez de forcer des idées qui ne sont pas mûres.',
      },
      wealth: {
        upright:
          'Une période confortable et stable où l’effort patient est récompensé. Profitez-en, et mettez une part de côté pour les saisons plus maigres.',
        reversed:
          'Les achats réconfort ou la générosité excessive grèvent peut-être votre budget. Regardez où va votre argent et faites-vous plaisir plus sagement.',
      },
      health: {
        upright:
          'Une alimentation nourrissante, un bon sommeil et du temps dans la nature vous ressourcent merveilleusement. Écoutez votre corps et traitez-le avec douceur.',
        reversed:
          'Le soin de vous-même a glissé en bas de la liste. Reconstruisez des routines simples, et parlez à un médecin de tout ce qui vous tracasse durablement.',
      },
    },
  },
  'major-04': {
    keywords: {
      upright: ['structure', 'autorité', 'stabilité', 'leadership'],
      reversed: ['rigidité', 'contrôle', 'luttes de pouvoir', 'manque de discipline'],
    },
    upright:
      'Le moment est venu de bâtir quelque chose de durable. L’Empereur apporte l’ordre, la responsabilité et une direction ferme : la force de poser des limites et de s’en tenir à un plan. Que vous organisiez vos finances, dirigiez une équipe ou remettiez simplement votre vie en ordre, cette carte soutient les règles claires et l’action résolue. Prenez en main ce qu’il vous revient de gérer, et laissez la structure vous libérer plutôt que vous enfermer.',
    reversed:
      'La structure a basculé dans le contrôle, ou s’est effondrée. Vous avez peut-être affaire à une figure rigide et autoritaire, ou vous remarquez que vous vous accrochez au contrôle parce que l’incertitude vous paraît insupportable. L’Empereur renversé peut aussi signifier l’inverse : pas de plan, pas de limites, pas de suivi. Dans tous les cas, la question est de savoir diriger avec constance plutôt qu’avec force.',
    interpretation:
      'Associé au Bélier, l’Empereur canalise un élan ardent vers l’ordre et la protection. Sa leçon est celle de l’autorité mûre : prendre la responsabilité de sa propre vie et user du pouvoir pour créer la sécurité, non la peur. Une structure saine, ce sont des limites claires, des habitudes fiables et des décisions que l’on peut assumer. Quand cette carte apparaît, regardez où la vie vous semble chaotique et demandez-vous quel cadre vous aiderait. Puis regardez où vous êtes trop rigide, et demandez-vous ce qui pourrait se desserrer sans que tout s’écroule.',
    imagery:
      'Un souverain barbu siège sur un trône de pierre orné de têtes de bélier, vêtu d’une robe rouge par-dessus une armure. D’une main il tient un sceptre surmonté d’une croix ansée, de l’autre un globe. Derrière lui s’élèvent des montagnes nues et escarpées, au pied desquelles coule un mince ruisseau. Les béliers rappellent le signe du Bélier et son énergie puissante ; l’armure sous la robe montre un chef prêt à protéger ; le sceptre et le globe, le règne sur la vie et sur le monde ; les montagnes austères, des fondations solides et la force durement acquise de la discipline.',
    areas: {
      love: {
        upright:
          'La stabilité et l’engagement sont mis en avant. Vous ou votre partenaire souhaitez peut-être des projets plus clairs et de la sécurité, ce qui peut rendre le lien rassurant.',
        reversed:
          'L’un cherche peut-être à contrôler l’autre, ou les règles ont remplacé la tendresse. Parlez de vos besoins d’égal à égal plutôt que de donner des ordres.',
      },
      career: {
        upright:
          'Les occasions de diriger et une progression organisée sont favorisées. Fixez des objectifs clairs, prenez vos responsabilités, et les autres suivront.',
        reversed:
          'Des heurts avec un supérieur ou un système trop rigide peuvent vous frustrer. Restez professionnel, et vérifiez si vous ne manquez pas vous-même de souplesse.',
      },
      wealth: {
        upright:
          'Un excellent moment pour établir un budget, planifier à long terme et bâtir votre sécurité financière. La discipline d’aujourd’hui fait la vraie liberté de demain.',
        reversed:
          'Soit l’argent est trop sévèrement contrôlé, soit il n’est pas géré du tout. Trouvez le juste milieu avec un plan réaliste que vous pourrez vraiment tenir.',
      },
      health: {
        upright:
          'Une routine régulière vous convient : sommeil régulier, exercice structuré, repas réguliers. La discipline est ici votre alliée.',
        reversed:
          'Forcer malgré le stress ou ignorer vos limites pourrait vous rattraper. Relâchez la pression, et consultez un médecin si la tension persiste.',
      },
    },
  },
  'major-05': {
    keywords: {
      upright: ['tradition', 'conseil', 'valeurs partagées', 'apprentissage'],
      reversed: ['rébellion', 'remise en cause des règles', 'dogme', 'chemin personnel'],
    },
    upright:
      'Il y a de la sagesse dans ce qui a fait ses preuves. Le Pape désigne les maîtres, les mentors, les institutions et les traditions qui peuvent vous guider, d’une formation à un conseiller de confiance ou à une communauté aux valeurs partagées. C’est un bon moment pour apprendre la voie établie avant de chercher à la réinventer. Demander conseil n’est pas une faiblesse : c’est un raccourci vers la compréhension.',
    reversed:
      'Les anciennes règles ne vous vont plus. Vous remettez peut-être en question les croyances de votre enfance, vous vous heurtez à une institution, ou vous réalisez que suivre les conventions vous a laissé un sentiment de vide. Le Pape renversé soutient votre droit de penser par vous-même, tout en vous posant une question : rejetez-vous la tradition parce qu’elle ne vous sert plus, ou simplement parce qu’elle vous est familière ?',
    interpretation:
      'Associé au Taureau, le Pape ancre la sagesse spirituelle et sociale dans des formes durables : rites, écoles, coutumes et communautés. Sa leçon est la valeur de l’appartenance à quelque chose de plus grand, et la responsabilité de vérifier que ce que l’on suit sonne toujours juste. Quand il apparaît, demandez-vous qui sont vos vrais maîtres et selon quelles valeurs vous vivez réellement. Vous pourriez vous engager dans une discipline, rejoindre un groupe ou trouver un mentor. Ou bien il vous faudra écrire vos propres règles, avec respect et en pleine conscience.',
    imagery:
      'Un personnage religieux en robe rouge et tiare à trois couronnes siège entre deux colonnes grises, une main levée pour bénir, l’autre tenant une croix à triple traverse. Deux clés croisées reposent à ses pieds, et deux disciples tonsurés sont agenouillés devant lui. Les colonnes font écho à la Papesse, mais ici la sagesse est enseignée ouvertement au lieu d’être gardée secrète ; les clés ouvrent le savoir spirituel et temporel ; les figures agenouillées montrent l’enseignement transmis d’une génération à l’autre.',
    areas: {
      love: {
        upright:
          'L’engagement traditionnel est favorisé : présentation à la famille, mariage, ou relation fondée sur des valeurs communes. La stabilité compte plus que les feux d’artifice.',
        reversed:
          'Vous souhaitez peut-être une relation qui sort du moule attendu, ou vous ressentez la pression des normes familiales. Choisissez ce qui vous convient vraiment à tous les deux.',
      },
      career: {
        upright:
          'Les formations, les diplômes et les organisations établies soutiennent votre progression. Un mentor ou un collègue expérimenté pourrait vous prodiguer de précieux conseils.',
        reversed:
          'La paperasserie ou une culture d’entreprise dépassée vous agace. Voyez où vous pouvez innover, et où il vaut mieux composer avec le système.',
      },
      wealth: {
        upright:
          'Les approches classiques et éprouvées fonctionnent le mieux en ce moment. Écoutez des professionnels qualifiés et tenez-vous-en à des principes sûrs.',
        reversed:
          'Les conseils habituels ne correspondent peut-être pas à votre situation, mais les solutions originales méritent un examen attentif. Questionnez tout, y compris la nouvelle idée séduisante.',
      },
      health: {
        upright:
          'Des routines fiables et des conseils reconnus vous réussissent. Respectez les bases et n’hésitez pas à prévoir un bilan régulier.',
        reversed:
          'Des règles trop rigides font peut-être du soin de soi une corvée. Trouvez une routine adaptée à votre vie, et faites valider les grands changements par un professionnel.',
      },
    },
  },
  'major-06': {
    keywords: {
      upright: ['amour', 'harmonie', 'choix qui compte', 'alignement'],
      reversed: ['désaccord', 'valeurs divergentes', 'tentation', 'choix esquivé'],
    },
    upright:
      'Un lien profond, et un choix qui compte. Les Amoureux parlent de relations fondées sur une vraie compréhension, où deux personnes, ou deux parts de vous-même, s’accordent. C’est aussi une carte de décision : choisir avec le cœur, en accord avec ce à quoi vous tenez vraiment. Quoi qu’il y ait devant vous, la question n’est pas seulement ce que vous voulez, mais qui vous voulez être en le choisissant.',
    reversed:
      'Quelque chose est désaccordé. Ce peut être une relation où vos valeurs se sont éloignées, une tentation qui vous détourne de ce qui vous tient à cœur, ou une décision que vous repoussez sans cesse. Les Amoureux renversés vous demandent de cesser d’accuser les circonstances et de regarder en vous. À quoi ressemblerait l’alignement ici, et qu’avez-vous peur d’abandonner pour l’atteindre ?',
    interpretation:
      'Associés aux Gémeaux, le signe des paires et du dialogue, les Amoureux parlent d’union par la communication sincère et le choix conscient. Leur leçon est que l’amour est plus qu’une attirance : c’est un engagement envers des valeurs partagées. La carte apparaît souvent à la croisée des chemins, en amour, au travail ou dans les convictions, et vous demande de choisir de tout votre être. Avant de décider, clarifiez ce qui compte le plus pour vous, puis faites le choix que vous pourrez assumer le cœur ouvert.',
    imagery:
      'Un homme et une femme nus se tiennent dans un jardin baigné de soleil, sous un grand ange ailé qui étend les bras au-dessus d’eux pour les bénir. Derrière la femme pousse un arbre chargé de fruits autour duquel s’enroule un serpent ; derrière l’homme, un arbre de flammes. Une montagne s’élève entre eux. L’ange est la guidance supérieure et la bénédiction ; leur nudité, l’honnêteté et la vulnérabilité ; les deux arbres rappellent l’Éden, la connaissance et le désir ; la montagne, le défi et la récompense d’un lien engagé.',
    areas: {
      love: {
        upright:
          'Un très beau signe pour l’amour : lien profond, attirance réciproque et harmonie. Elle peut aussi marquer la décision de s’engager plus pleinement.',
        reversed:
          'Des malentendus ou des valeurs divergentes créent des frictions. Parlez sincèrement de ce que chacun veut avant que la rancœur ne s’installe.',
      },
      career: {
        upright:
          'Un partenariat ou une collaboration s’annonce prometteur. Vous aurez peut-être à choisir entre deux voies : prenez celle qui correspond à vos valeurs.',
        reversed:
          'Une relation de travail est tendue, ou vous hésitez entre plusieurs options. Décidez selon vos principes, pas seulement selon la commodité.',
      },
      wealth: {
        upright:
          'Les finances communes ou les investissements partagés peuvent bien se passer avec un accord clair. Prenez des décisions d’argent qui reflètent vos vraies priorités.',
        reversed:
          'Des désaccords financiers ou des dépenses tentantes risquent de créer des tensions. Mettez-vous d’accord sur un plan avant de dépenser ou de signer quoi que ce soit ensemble.',
      },
      health: {
        upright:
          'L’équilibre entre le corps et l’esprit est à portée de main. Des relations bienveillantes et le fait de faire ce que vous aimez renforcent votre bien-être.',
        reversed:
          'Un conflit ou une tension intérieure affecte peut-être votre repos. Retrouvez l’équilibre en douceur, et parlez à un professionnel si le stress s’installe.',
      },
    },
  },
  'major-07': {
    keywords: {
      upright: ['détermination', 'élan', 'maîtrise de soi', 'victoire'],
      reversed: ['manque de direction', 'efforts dispersés', 'agressivité', 'perte de contrôle'],
    },
    upright:
      'Vous êtes prêt à avancer, et rien ne vous arrêtera si vous restez concentré. Le Chariot est une carte de volonté et de progression disciplinée : tenir en respect des forces contraires et les diriger vers un seul but. Les obstacles viendront, mais vous avez la résolution nécessaire pour les franchir. Décidez où vous allez, gardez les rênes en main, et ayez confiance en votre capacité à l’emporter.',
    reversed:
      'Les chevaux tirent dans des directions opposées. Vous foncez peut-être sans itinéraire clair, dispersez votre énergie, ou avez l’impression que les événements vous ont pris les rênes. Le Chariot renversé peut aussi mettre en garde contre le passage en force. Arrêtez-vous, retrouvez vos repères, et décidez de ce que vous voulez vraiment avant de chercher à aller plus vite.',
    interpretation:
      'Associé au Cancer, le Chariot allie la protection émotionnelle au mouvement vers l’avant : son armure est une carapace qui permet au conducteur de traverser un monde rude. Sa leçon est que la victoire vient de la maîtrise intérieure, non de la force brute. Les deux sphinx qui tirent en sens opposés représentent des désirs contradictoires qu’il faut tenir ensemble. Quand le Chariot apparaît, nommez clairement votre but, reconnaissez les tiraillements en vous, et engagez-vous. La discipline et la concentration vous mèneront plus loin que l’émotion brute.',
    imagery:
      'Un personnage en armure se tient debout dans un char, sous un dais étoilé, une baguette à la main mais sans rênes. Deux sphinx, l’un noir et l’autre blanc, sont assis devant le char et regardent dans des directions différentes. Une ville fortifiée se dresse derrière lui, et des croissants de lune ornent ses épaules. L’absence de rênes montre un contrôle par la seule volonté ; les sphinx opposés, des forces contraires tenues en équilibre ; le dais étoilé le relie à un dessein plus élevé ; la ville derrière lui, le confort qu’il a quitté pour poursuivre son but.',
    areas: {
      love: {
        upright:
          'Vous savez ce que vous voulez et vous allez le chercher. Une relation prend de l’élan grâce à l’engagement et aux efforts des deux côtés.',
        reversed:
          'Des luttes de pouvoir ou des objectifs divergents vous éloignent. Ralentissez, et tenez la barre ensemble au lieu de vous disputer le contrôle.',
      },
      career: {
        upright:
          'Un fort élan vers la réussite. Restez concentré, tenez bon face aux revers, et vous devriez atteindre votre but.',
        reversed:
          'Les projets risquent de stagner ou de dévier de leur route. Clarifiez vos priorités et freinez l’envie de tout entreprendre à la fois.',
      },
      wealth: {
        upright:
          'L’effort discipliné fait progresser. Fixez-vous un objectif financier clair et avancez vers lui avec maîtrise.',
        reversed:
          'Des choix impulsifs pourraient faire dérailler vos finances. Faites une pause, revoyez votre plan et évitez les décisions prises sous le coup de la frustration.',
      },
      health: {
        upright:
          'La détermination vous aide à tenir vos objectifs de forme ou de bien-être. Canalisez votre élan vers une progression régulière et durable.',
        reversed:
          'Forcer ou fonctionner au stress pourrait vous user. Équilibrez l’effort et le repos, et faites-vous examiner si vous vous sentez à bout.',
      },
    },
  },
  'major-08': {
    keywords: {
      upright: ['force intérieure', 'courage', 'compassion', 'patience'],
      reversed: ['doute de soi', 'manque d’assurance', 'impulsivité', 'émotions à vif'],
    },
    upright:
      'La vraie force est plus silencieuse qu’on ne le croit. Cette carte montre un courage qui n’a pas besoin de crier : la patience de rester calme sous la pression, la bonté de répondre à la colère sans l’attiser, l’assurance d’affronter ses peurs avec douceur. Quelle que soit l’émotion sauvage ou la situation difficile que vous traversez, vous pouvez y faire face avec constance plutôt qu’avec force. Vous êtes plus fort que vous ne le reconnaissez.',
    reversed:
      'Votre lion intérieur semble soit tout petit, soit bien trop bruyant. Le doute vous souffle peut-être que vous n’y arriverez pas, ou la frustration éclate d’une manière que vous regrettez ensuite. La Force renversée n’est pas un jugement : c’est une invitation à être plus doux avec vous-même. Le courage se reconstruit un petit acte de bravoure à la fois, et cela commence par accueillir vos propres émotions avec patience.',
    interpretation:
      'Associée au Lion, la Force parle du cœur : le courage, la chaleur et la dignité d’un esprit doux. Dans le tarot Rider-Waite-Smith, elle porte le numéro huit, point d’équilibre de la première moitié du voyage. Sa leçon est que l’on apprivoise la peur et la colère non en les combattant, mais en s’en faisant des alliées. Repérez ce qui vous déclenche, respirez avant de réagir, et traitez-vous avec la même compassion que vous offririez à un animal effrayé. La force grandit chaque fois que vous restez doux sans céder.',
    imagery:
      'Une femme en robe blanche, couronnée de fleurs, ferme ou ouvre doucement la gueule d’un lion. Elle ne montre aucune peur, et le lion semble calme entre ses mains. Un signe de l’infini flotte au-dessus de sa tête, une guirlande de roses la relie à l’animal, et des montagnes s’élèvent à l’arrière-plan. Le lion est la passion et l’instinct bruts ; ses mains douces montrent une maîtrise par l’amour plutôt que par la force ; le signe de l’infini reprend le potentiel illimité du Bateleur ; les fleurs font de la puissance quelque chose de beau plutôt que de brutal.',
    areas: {
      love: {
        upright:
          'La patience et la tendresse renforcent votre lien. Traversez les moments difficiles avec compassion, et votre relation s’approfondira.',
        reversed:
          'L’insécurité ou des accès d’humeur créent peut-être des tensions. Travaillez votre confiance en vous, et respirez avant que des mots ne vous échappent sous l’effet de la colère.',
      },
      career: {
        upright:
          'L’assurance calme l’emporte. Gérez les personnes difficiles et la pression avec élégance, et votre constance tranquille sera remarquée.',
        reversed:
          'Le doute vous freine, ou la frustration déborde sur votre travail. Reconstruisez votre confiance en vous concentrant sur ce que vous faites bien.',
      },
      wealth: {
        upright:
          'Les décisions posées et patientes vous servent le mieux. Résistez aux dépenses émotionnelles et fiez-vous à votre capacité à gérer ce que vous avez.',
        reversed:
          'La peur ou l’impulsion guident peut-être vos choix d’argent. Prenez du recul, laissez l’émotion retomber, et décidez une fois l’esprit clair.',
      },
      health: {
        upright:
          'Votre résistance est solide, et une constance douce la renforce encore. Bougez de façon agréable plutôt que punitive.',
        reversed:
          'Le stress et la fatigue vous rattrapent peut-être. Soyez patient avec vous-même, reposez-vous bien, et consultez un médecin si cela ne s’améliore pas.',
      },
    },
  },
  'major-09': {
    keywords: {
      upright: ['introspection', 'solitude', 'guide intérieur', 'quête de vérité'],
      reversed: ['isolement', 'sentiment de solitude', 'repli', 'refus d’être guidé'],
    },
    upright:
      'Le moment est venu de vous éloigner du bruit. L’Hermite vous appelle à la solitude, non comme une punition, mais comme une occasion d’entendre à nouveau vos propres pensées. Vous avez peut-être besoin de temps pour mûrir une grande décision, repenser votre direction, ou simplement vous reposer des attentes des autres. Les réponses que vous cherchez ne viendront pas de nouvelles informations. Elles viendront de votre regard intérieur et de votre confiance en votre propre lumière.',
    reversed:
      'La solitude s’est changée en isolement. Vous vous retirez peut-être parce que cela vous semble plus sûr, vous coupant de ceux qui tiennent à vous, ou vous vous perdez dans vos pensées. À moins que vous n’évitiez toute réflexion, si occupé que vous n’avez jamais à affronter le silence. L’Hermite renversé vous demande de trouver l’équilibre entre le travail intérieur et les vrais liens.',
    interpretation:
      'Associé à la Vierge, l’Hermite apporte un discernement minutieux et une quête silencieuse de sens. Sa leçon est que la sagesse se trouve et ne se donne pas : il faut faire seul une partie du chemin pour savoir ce que l’on croit vraiment. La lanterne qu’il porte sert aussi à guider les autres : l’introspection n’est donc pas de l’égoïsme. Quand cette carte apparaît, réservez régulièrement du temps au calme, promenade, journal ou longue réflexion. Et si vous êtes seul depuis trop longtemps, sachez reconnaître le moment de rapporter votre lumière aux autres.',
    imagery:
      'Un vieil homme enveloppé d’un long manteau gris se tient seul au sommet d’une montagne enneigée, levant une lanterne d’une main et s’appuyant de l’autre sur un bâton. Dans la lanterne brille une étoile à six branches. Le sommet montre qu’il a atteint une compréhension durement acquise ; la lanterne est la sagesse intérieure qui éclaire un pas à la fois ; l’étoile qu’elle renferme est le sceau de Salomon, signe de clairvoyance ; le manteau gris parle de modestie et de retrait du monde.',
    areas: {
      love: {
        upright:
          'Vous avez peut-être besoin d’espace pour comprendre ce que vous voulez. Les célibataires gagnent à passer du temps seuls ; les couples, à se laisser mutuellement le temps de réfléchir.',
        reversed:
          'La distance grandit, ou la solitude vous pèse. Tendez la main : le lien reste possible dès que vous serez prêt.',
      },
      career: {
        upright:
          'Prenez du recul pour reconsidérer votre parcours. Un travail approfondi et concentré, ou une formation spécialisée, vous convient mieux que le réseautage en ce moment.',
        reversed:
          'Travailler en vase clos vous limite peut-être. Demandez des avis, partagez vos idées, et ne portez pas tout seul.',
      },
      wealth: {
        upright:
          'Prenez un moment au calme pour examiner seul vos finances. Une planification soigneuse et personnelle vous servira mieux que de suivre la foule.',
        reversed:
          'Éviter les questions d’argent ne les fera pas disparaître. Ouvrez les relevés, regardez les chiffres en face, et demandez conseil si vous vous sentez bloqué.',
      },
      health: {
        upright:
          'Le repos, le calme et le temps passé seul vous aident à récupérer. Des promenades tranquilles, un peu de méditation et un bon sommeil rétabliront doucement votre équilibre.',
        reversed:
          'Le repli affecte peut-être votre humeur ou votre énergie. Restez en contact avec les autres, et adressez-vous à un professionnel si la tristesse persiste.',
      },
    },
  },
  'major-10': {
    keywords: {
      upright: ['changement', 'cycles', 'tournant', 'chance'],
      reversed: ['revers', 'résistance au changement', 'mauvais timing', 'impression d’être bloqué'],
    },
    upright:
      'La roue tourne, et les choses commencent à évoluer en votre faveur. Cette carte marque un tournant : un coup de chance, une occasion soudaine, un changement que vous n’aviez pas vu venir. La vie avance par cycles, et en ce moment l’élan est avec vous. Restez attentif, acceptez de suivre le courant, et profitez pleinement de cette embellie tant qu’elle dure, car c’est là la nature des roues.',
    reversed:
      'On dirait que la chance a tourné contre vous, ou que plus rien ne bouge. Retards, revers et contretemps mettent peut-être votre patience à l’épreuve. La Roue renversée vous rappelle que chaque creux fait aussi partie d’un cycle, et que cela passera. En attendant, demandez-vous quels schémas se répètent dans votre vie, et ce que vous pouvez changer au lieu d’attendre que le destin tourne.',
    interpretation:
      'Gouvernée par Jupiter, la planète de l’expansion et de la fortune, la Roue enseigne que le changement est la seule constante. Sa leçon est de tenir les bons moments avec légèreté et les moments difficiles avec patience, en sachant qu’aucun ne dure toujours. Vous ne contrôlez pas la roue, mais vous contrôlez votre manière de répondre à ses tours. Quand cette carte apparaît, observez les cycles de votre vie : ce qui revient sans cesse, et ce que vous en avez appris. Chevauchez la chance avec sagesse, et préparez-vous au prochain tour.',
    imagery:
      'Une grande roue flotte dans le ciel, gravée de lettres et de symboles alchimiques. Un sphinx armé d’une épée est assis à son sommet, un serpent glisse le long d’un côté et une figure à tête de chacal s’élève de l’autre. Aux quatre coins, des créatures ailées, un ange, un aigle, un lion et un taureau, lisent dans des livres parmi les nuages. La roue est le cycle du destin ; le sphinx, la sagesse qui reste stable ; le serpent qui descend et la figure qui monte montrent les fortunes qui chutent et s’élèvent ; les quatre créatures sont les signes fixes, points stables au milieu du changement perpétuel.',
    areas: {
      love: {
        upright:
          'Une rencontre marquante ou une évolution positive de votre relation se profile peut-être. Restez ouvert aux surprises et laissez les choses se déployer.',
        reversed:
          'D’anciens schémas se répètent peut-être, ou le moment semble mal choisi. Repérez ce qui tourne mal à chaque fois et ce que vous pourriez faire autrement.',
      },
      career: {
        upright:
          'Un coup de chance ou une ouverture inattendue pourrait changer votre direction. Gardez les yeux ouverts et soyez prêt à dire oui quand elle se présentera.',
        reversed:
          'Des revers ou des projets au point mort mettent votre patience à l’épreuve. Adaptez-vous au lieu de résister, et profitez du ralentissement pour préparer la prochaine embellie.',
      },
      wealth: {
        upright:
          'La chance tourne en votre faveur, peut-être grâce à une rentrée inattendue ou à un nouveau revenu. Profitez-en, et mettez-en de côté pour le prochain cycle.',
        reversed:
          'Une facture imprévue ou une perte pourrait survenir. Appuyez-vous sur une épargne de précaution, et résistez à l’envie de parier pour vous refaire.',
      },
      health: {
        upright:
          'Les choses s’améliorent et votre énergie revient. Profitez de cet élan pour adopter une nouvelle habitude tant que cela vous semble facile.',
        reversed:
          'Les hauts et les bas de votre énergie vous frustrent peut-être. Installez des routines régulières, et demandez un avis médical pour tout ce qui revient sans cesse.',
      },
    },
  },
  'major-11': {
    keywords: {
      upright: ['équité', 'vérité', 'responsabilité', 'cause et effet'],
      reversed: ['injustice', 'malhonnêteté', 'fuite des responsabilités', 'parti pris'],
    },
    upright:
      'On récolte ce que l’on sème, et le moment est venu de la clarté et de résultats équitables. La Justice vous demande de regarder les faits avec honnêteté, de peser chaque aspect et de prendre des décisions que vous pourrez assumer. Les questions juridiques, les contrats et les choix importants sont mis en lumière, et ils tendent à se régler équitablement si vous agissez avec intégrité. Assumez votre part, et ayez confiance : la vérité finit toujours par se faire jour.',
    reversed:
      'Quelque chose semble injuste, ou quelqu’un n’est pas honnête, peut-être vous-même. Vous faites peut-être face à une issue qui vous paraît inéquitable, ou vous fuyez la responsabilité d’un choix que vous avez fait. La Justice renversée demande une honnêteté inconfortable : où déformez-vous la vérité, où rejetez-vous la faute sur les autres, où refusez-vous de voir l’évidence ? L’équité commence par un regard droit sur soi-même.',
    interpretation:
      'Associée à la Balance, le signe de l’équilibre, la Justice porte le numéro onze dans le tarot Rider-Waite-Smith, au centre même des arcanes majeurs. Sa leçon est que chaque acte a des conséquences, et qu’une honnêteté lucide est le chemin de la paix. Il ne s’agit pas de punition mais de responsabilité : voir une situation telle qu’elle est, assumer sa part et choisir avec équité. Quand cette carte apparaît, rassemblez les faits, écoutez toutes les parties, et prenez une décision guidée par la conscience plutôt que par la peur ou la complaisance.',
    imagery:
      'Un personnage en robe rouge siège sur un trône de pierre entre deux colonnes, tenant d’une main une épée à double tranchant dressée, de l’autre une balance en équilibre. Un voile pourpre pend derrière le trône, et un soulier blanc dépasse de sous la robe. L’épée est la pensée claire qui tranche la confusion ; la balance, le jugement impartial ; les colonnes et le voile font écho à la Papesse, mais ici la vérité est pesée au grand jour ; le soulier blanc suggère que chaque pas a des conséquences spirituelles.',
    areas: {
      love: {
        upright:
          'L’honnêteté et l’équité renforcent votre relation. C’est un bon moment pour des conversations équilibrées et pour régler des questions anciennes.',
        reversed:
          'Un déséquilibre ou un manque d’honnêteté crée des tensions. Voyez si chacun donne autant que l’autre et dit la vérité.',
      },
      career: {
        upright:
          'Un traitement équitable et une juste récompense de vos efforts. Contrats, négociations et questions juridiques tendent à bien se passer si vous êtes rigoureux.',
        reversed:
          'Vous risquez de subir une injustice ou des jeux de pouvoir. Gardez une trace de tout, et restez honnête même si les autres ne le sont pas.',
      },
      wealth: {
        upright:
          'Un bon moment pour régler des dettes, signer des accords ou équilibrer vos comptes. Des échanges francs et honnêtes apportent des résultats stables.',
        reversed:
          'Attention aux conditions abusives et aux frais cachés. Lisez chaque contrat avec soin et soyez honnête sur vos propres finances.',
      },
      health: {
        upright:
          'L’équilibre est la clé : travail et repos, activité et récupération. Une attention honnête à vos habitudes apporte une amélioration régulière.',
        reversed:
          'Des habitudes négligées vous rattrapent peut-être. Regardez en face ce qui doit changer, et consultez un médecin si quelque chose vous inquiète.',
      },
    },
  },
  'major-12': {
    keywords: {
      upright: ['pause', 'lâcher-prise', 'nouveau regard', 'abandon'],
      reversed: ['atermoiement', 'résistance', 'sacrifice inutile', 'indécision'],
    },
    upright:
      'Parfois, avancer, c’est s’arrêter. Le Pendu vous demande de faire une pause, de renoncer à forcer un résultat et de regarder votre situation sous un tout autre angle. Ce qui ressemble à un blocage est peut-être un précieux entre-deux, l’occasion de repenser plutôt que de vous précipiter. Lâcher prise n’est pas ici une défaite : c’est choisir de cesser de lutter pour qu’une idée neuve puisse trouver son chemin.',
    reversed:
      'L’attente a trop duré, ou ce n’en était pas vraiment une, seulement de l’évitement. Vous retardez peut-être une décision, consentez des sacrifices qui n’aident personne, ou résistez à un changement de regard qui vous libérerait. Le Pendu renversé vous invite à vous demander si cette pause vous sert ou vous maintient simplement dans l’impasse. À un moment, il faut descendre et se remettre en marche.',
    interpretation:
      'Associé à l’élément Eau et, dans la pratique moderne, à Neptune, le Pendu parle de la dissolution des anciennes certitudes. Sa leçon est que certaines réponses ne viennent que lorsqu’on cesse de vouloir les saisir. En acceptant une perte de contrôle temporaire, vous gagnez une perspective que l’effort ne vous aurait jamais donnée. Quand cette carte apparaît, essayez de retourner le problème : et si le contraire était vrai ? À quoi vous accrochez-vous que vous pourriez relâcher ? Un peu d’abandon aujourd’hui peut épargner bien des luttes demain.',
    imagery:
      'Un homme est suspendu la tête en bas à une croix de bois vivant, attaché par une cheville, l’autre jambe repliée derrière la première pour dessiner un chiffre quatre. Ses mains sont croisées dans son dos, et une auréole dorée brille autour de son visage paisible. La position inversée est un point de vue radicalement nouveau ; le bois vivant suggère la croissance jusque dans l’immobilité ; son expression sereine montre un abandon choisi, non une punition ; l’auréole est l’éveil qui vient de voir les choses autrement.',
    areas: {
      love: {
        upright:
          'La relation est peut-être en suspens. Profitez de cette pause pour voir les choses du point de vue de votre partenaire plutôt que d’exiger des réponses.',
        reversed:
          'L’un de vous sacrifie peut-être trop, ou les choses restent en suspens. Soyez honnête : cela fonctionne-t-il encore ?',
      },
      career: {
        upright:
          'Les progrès sont lents, mais c’est un bon moment pour repenser votre stratégie. Un angle nouveau peut révéler une meilleure voie.',
        reversed:
          'L’indécision commence à vous coûter. Cessez d’attendre les conditions parfaites et faites un pas, même petit, pour relancer les choses.',
      },
      wealth: {
        upright:
          'Différez les grandes décisions financières pour l’instant. Revoyez calmement votre approche et attendez que la situation soit claire avant de vous engager.',
        reversed:
          'Repousser des décisions nécessaires ne fera que les compliquer. Regardez les chiffres en face, et agissez selon ce que vous savez déjà.',
      },
      health: {
        upright:
          'Le repos et la récupération passent avant tout pour le moment. Ralentissez, étirez-vous, et laissez votre corps se rétablir à son rythme au lieu de forcer.',
        reversed:
          'Se sentir bloqué ou vidé peut être le signe qu’il faut changer de routine. Si cela dure, parlez-en à un médecin.',
      },
    },
  },
  'major-13': {
    keywords: {
      upright: ['fins', 'transformation', 'transition', 'faire place nette'],
      reversed: ['résistance au changement', 'stagnation', 'peur des fins', 'attachement'],
    },
    upright:
      'Malgré son nom, cette carte annonce rarement une mort physique. Elle signifie que quelque chose dans votre vie a fait son temps, relation, emploi, habitude ou ancienne version de vous-même, et qu’il est temps de le laisser partir. Les fins peuvent être douloureuses, mais elles font de la place pour ce qui vient. Faites le deuil de ce qui doit l’être, puis ouvrez la porte à la transformation. Quelque chose de nouveau vous attend de l’autre côté.',
    reversed:
      'Vous savez que quelque chose doit finir, mais vous vous y cramponnez à deux mains. La peur du changement vous retient peut-être dans une situation qui a cessé de vous nourrir depuis longtemps. La Mort renversée montre le prix de la résistance : la stagnation, une lente perte d’énergie, une vie en suspens. Lâcher prise est difficile, mais rester bloqué l’est souvent davantage. Que faudrait-il pour desserrer un peu votre étreinte ?',
    interpretation:
      'Associée au Scorpion, signe de la profondeur et de la renaissance, la Mort enseigne que la transformation exige de lâcher. Comme les feuilles d’automne tombent pour que vienne le printemps, les fins font partie de tout cycle vivant. La leçon n’est pas de craindre le changement, mais de le traverser en conscience. Quand cette carte apparaît, demandez-vous ce qui est achevé dans votre vie, même si vous ne l’avez pas encore admis. Honorez ce que cela vous a donné, laissez-le partir avec soin, et faites de la place à une version de vous qui attendait d’éclore.',
    imagery:
      'Un squelette en armure noire chevauche un cheval blanc et porte une bannière noire frappée d’une rose blanche à cinq pétales. Devant lui gisent un roi tombé, un évêque suppliant, une jeune femme qui se détourne et un enfant qui lève les yeux. Au loin, une barque vogue sur un fleuve et le soleil se lève entre deux tours. Le squelette est l’inévitable, qui vient pour chacun quel que soit son rang ; la rose blanche, la pureté et le renouveau ; le soleil levant montre que chaque fin porte la promesse d’une aube nouvelle.',
    areas: {
      love: {
        upright:
          'Une relation prend peut-être fin ou se transforme profondément. Dans les deux cas, cela fait de la place pour quelque chose de plus authentique.',
        reversed:
          'S’accrocher à une relation qui a fait son temps vous maintient tous deux dans l’impasse. Soyez honnête sur ce qui est encore vraiment vivant ici.',
      },
      career: {
        upright:
          'Un emploi ou un chapitre se termine, ouvrant la voie à une nouvelle direction. Laissez-le finir avec élégance, et restez curieux de la suite.',
        reversed:
          'Rester à un poste devenu trop petit pour vous vous épuise en silence. Préparez dès maintenant le changement que vous savez déjà venir.',
      },
      wealth: {
        upright:
          'Un ancien schéma financier prend fin. Débarrassez-vous de ce qui ne fonctionne plus et reconstruisez une approche nouvelle à partir de zéro.',
        reversed:
          'Garder des habitudes ou des placements qui ne fonctionnent pas continuera de vous coûter. Coupez vos pertes de manière réfléchie et passez à autre chose.',
      },
      health: {
        upright:
          'Un bon moment pour abandonner les habitudes qui vous usent et repartir à neuf. De petits changements délibérés peuvent transformer votre état.',
        reversed:
          'Résister aux changements nécessaires peut vous laisser un sentiment de stagnation. Faites un pas vers des habitudes plus saines, et demandez conseil si vous avez besoin de soutien.',
      },
    },
  },
  'major-14': {
    keywords: {
      upright: ['équilibre', 'modération', 'patience', 'guérison'],
      reversed: ['déséquilibre', 'excès', 'impatience', 'discorde'],
    },
    upright:
      'Lentement mais sûrement : voilà ce qui l’emporte ici. La Tempérance parle de trouver la voie du milieu : mêler les contraires, doser ses efforts et laisser les choses se développer à leur rythme naturel. Vous êtes peut-être en train de guérir de quelque chose, d’harmoniser différentes parts de votre vie, ou d’apprendre que moins, c’est souvent plus. Faites confiance à la progression graduelle. La patience et la modération accompliront ce que la force et la hâte ne peuvent pas.',
    reversed:
      'Quelque chose est déséquilibré : trop de travail, trop peu de repos, trop de quoi que ce soit. Vous cherchez peut-être des résultats trop vite, oscillez d’un extrême à l’autre, ou vous sentez tiraillé dans des directions contraires. La Tempérance renversée vous invite à repérer où l’excès s’est glissé et à rétablir doucement le juste milieu. L’harmonie ne se trouve pas d’un coup ; elle se reconstruit ajustement après ajustement.',
    interpretation:
      'Associée au Sagittaire, la Tempérance suit la Mort dans la séquence : c’est la guérison qui vient après une fin. Sa leçon est l’alchimie : mêler des éléments en apparence incompatibles pour en faire quelque chose de neuf et d’entier. Cela vaut pour votre emploi du temps, vos relations et votre vie intérieure. Quand cette carte apparaît, cherchez le bon dosage plutôt que l’extrême parfait. Demandez-vous où il vous faut plus et où il vous faut moins, puis ajustez avec patience. Le véritable équilibre n’est pas un point fixe, mais un mouvement doux et constant.',
    imagery:
      'Un ange ailé se tient un pied sur la terre, l’autre dans un bassin, et verse un liquide d’une coupe dorée à l’autre. Un triangle inscrit dans un carré orne sa robe, et un chemin mène de l’eau vers des montagnes lointaines où brille une couronne de lumière. Des iris fleurissent au bord du bassin. L’eau versée est le mélange attentif des contraires ; un pied sur terre et un pied dans l’eau montrent l’équilibre entre le pratique et l’émotionnel ; le chemin est la longue route régulière vers l’accomplissement.',
    areas: {
      love: {
        upright:
          'Le compromis et la patience font s’épanouir votre relation. Faire chacun la moitié du chemin apporte une proximité calme et durable.',
        reversed:
          'Les extrêmes ou les heurts fréquents vous usent tous les deux. Cherchez le juste milieu, et respirez avant de réagir.',
      },
      career: {
        upright:
          'Une progression régulière grâce à la coopération et à une planification soignée. Associez vos compétences à celles des autres pour obtenir les meilleurs résultats.',
        reversed:
          'Le surmenage ou des priorités contradictoires sont peut-être source de stress. Rééquilibrez votre charge de travail et fixez des attentes réalistes.',
      },
      wealth: {
        upright:
          'La modération joue en votre faveur : dépenser et épargner dans de saines proportions. Laissez votre patrimoine se construire progressivement et raisonnablement.',
        reversed:
          'Alterner folies dépensières et restrictions sévères crée des tensions. Trouvez un budget équilibré que vous pourrez réellement tenir.',
      },
      health: {
        upright:
          'Une routine douce et équilibrée soutient la récupération. La modération dans l’alimentation, le mouvement et le repos fait plus que n’importe quelle révolution.',
        reversed:
          'Les excès ou des habitudes irrégulières laissent peut-être des traces. Rétablissez l’équilibre pas à pas, et consultez un professionnel si nécessaire.',
      },
    },
  },
  'major-15': {
    keywords: {
      upright: ['attachement', 'tentation', 'schémas néfastes', 'matérialisme'],
      reversed: ['libération', 'délivrance', 'reprise de pouvoir', 'face à son ombre'],
    },
    upright:
      'Quelque chose a prise sur vous, et vous n’en avez peut-être pas pleinement conscience. Le Diable désigne les attachements qui vous limitent : habitudes addictives, relations toxiques, soucis d’argent qui dirigent votre vie, ou peurs qui vous empêchent de grandir. Pourtant, les chaînes de cette carte sont lâches. Vous êtes plus libre que vous ne le pensez. Le premier pas consiste à nommer ce qui vous contrôle, honnêtement et sans honte.',
    reversed:
      'Vous commencez à voir les chaînes pour ce qu’elles sont, et à les desserrer. Le Diable renversé annonce souvent une libération : rompre avec une mauvaise habitude, quitter une situation malsaine, ou reprendre un pouvoir que vous aviez cédé. Il peut aussi signifier affronter honnêtement votre part d’ombre. Continuez. La liberté arrive rarement d’un coup, mais chaque pas compte.',
    interpretation:
      'Associé au Capricorne, le Diable parle du monde matériel et des manières dont nous nous y enchaînons. Sa leçon est que ce qui nous piège ressemble souvent d’abord à un réconfort. Le désir, l’ambition et le plaisir ne sont pas mauvais en soi ; le problème survient quand ils vous gouvernent. Quand cette carte apparaît, regardez où vous vous sentez impuissant et demandez-vous ce que vous gagnez à rester. La compassion, plus que le jugement, aide ici. L’ombre perd son emprise dès qu’on la regarde clairement.',
    imagery:
      'Une créature cornue aux ailes de chauve-souris est accroupie sur un piédestal noir, une main levée, l’autre tenant une torche pointée vers le bas. En dessous se tiennent un homme et une femme nus, dotés de petites cornes et de queues, enchaînés sans serrer au piédestal. Un pentagramme inversé marque le front de la créature. Les personnages rappellent les Amoureux, désormais liés par leurs désirs ; les chaînes lâches montrent qu’ils pourraient se libérer s’ils le choisissaient ; le fond sombre et l’étoile inversée suggèrent une énergie tournée vers le matériel plutôt que vers le spirituel.',
    areas: {
      love: {
        upright:
          'Une attirance intense ou une relation de dépendance brouille peut-être votre jugement. Demandez-vous si cette relation vous libère ou vous tient captif.',
        reversed:
          'Vous vous libérez d’un schéma amoureux malsain. Faites-vous confiance, et posez des limites qui protègent votre bien-être.',
      },
      career: {
        upright:
          'Vous vous sentez peut-être prisonnier d’un emploi pour l’argent ou le statut. Regardez honnêtement ce qui vous y retient vraiment, et ce que cela vous coûte.',
        reversed:
          'Vous reprenez votre indépendance au travail. Un bon moment pour quitter un environnement toxique ou renégocier vos conditions.',
      },
      wealth: {
        upright:
          'Les dettes, les dépenses excessives ou l’angoisse de l’argent vous dominent peut-être. Regardez les chiffres honnêtement et demandez de l’aide si nécessaire.',
        reversed:
          'Vous reprenez le contrôle de vos finances. Continuez à bâtir de meilleures habitudes, et tenez-vous bien à l’écart des anciens pièges.',
      },
      health: {
        upright:
          'Des habitudes néfastes ou des dépendances méritent peut-être votre attention. Soyez honnête avec vous-même, et tournez-vous vers un médecin ou une structure d’accompagnement.',
        reversed:
          'Vous progressez pour vous défaire d’habitudes qui ne vous aident pas. Fêtez les petites victoires, et appuyez-vous sur un soutien professionnel quand vous en avez besoin.',
      },
    },
  },
  'major-16': {
    keywords: {
      upright: ['changement soudain', 'bouleversement', 'révélation', 'effondrement'],
      reversed: ['catastrophe évitée', 'peur du changement', 'report de l’inévitable', 'bouleversement intérieur'],
    },
    upright:
      'Quelque chose bâti sur un sol instable est en train de s’effondrer, et cela peut aller vite. La Tour apporte un changement soudain : un choc, une révélation, l’écroulement de projets ou de croyances que vous pensiez solides. Ce n’est guère confortable, mais cela balaie ce qui n’était de toute façon pas fait pour durer. Une fois la poussière retombée, vous verrez la vérité plus clairement, et vous pourrez reconstruire sur des fondations réelles.',
    reversed:
      'Vous sentez peut-être venir la secousse et faites tout pour étayer l’édifice. La Tour renversée peut signifier une crise évitée de justesse, ou simplement repoussée. Elle peut aussi désigner un bouleversement intérieur, un changement intime dans votre manière de vous voir. Demandez-vous si vous protégez quelque chose qui mérite d’être sauvé, ou si vous retardez seulement un changement nécessaire.',
    interpretation:
      'Gouvernée par Mars, la planète de la force et de l’action, la Tour représente une transformation soudaine et inévitable. Sa leçon est que les fausses structures, illusions, déni ou arrangements fondés sur la peur, ne peuvent tenir éternellement. Quand la vie vous secoue, elle vous montre souvent où vous ne vous teniez pas sur un sol ferme. Quand cette carte apparaît, restez aussi calme que possible, concentrez-vous sur la sécurité immédiate et l’essentiel, et résistez à l’envie de rebâtir la même tour. C’est l’occasion de construire quelque chose de plus vrai.',
    imagery:
      'Une haute tour de pierre se dresse sur un pic rocheux, sa couronne dorée arrachée par un éclair. Des flammes jaillissent de ses fenêtres, et deux personnages tombent la tête la première dans le ciel noir, entourés de petites gouttes de feu en forme de lettre hébraïque yod. La tour est la croyance rigide et la fausse sécurité ; l’éclair, la vérité soudaine ou l’intervention divine ; la couronne qui tombe, l’ego renversé ; les flammes en forme de yod suggèrent la grâce jusque dans la destruction, et une étincelle du divin dans chaque bouleversement.',
    areas: {
      love: {
        upright:
          'Une révélation soudaine ou un bouleversement peut ébranler votre relation. Aussi douloureux que ce soit, cela révèle la vérité que vous avez besoin de voir.',
        reversed:
          'La tension monte, ou une crise vient tout juste d’être évitée. Occupez-vous des problèmes cachés avant qu’ils n’éclatent.',
      },
      career: {
        upright:
          'Un changement inattendu, restructuration ou fin soudaine, pourrait tout bouleverser. Adaptez-vous, et cherchez l’ouverture qu’il crée.',
        reversed:
          'Vous vous accrochez peut-être à une situation déjà fragile. Préparez-vous dès maintenant au changement, pour ne pas être pris au dépourvu.',
      },
      wealth: {
        upright:
          'Un choc financier ou une dépense imprévue peut survenir. Restez calme, assurez d’abord l’essentiel et reconstruisez pas à pas.',
        reversed:
          'Voyez dans ce que vous avez frôlé un avertissement. Renforcez dès maintenant votre filet de sécurité, et évitez les opérations risquées pendant un temps.',
      },
      health: {
        upright:
          'Le stress ou un signal d’alarme soudain réclame votre attention. Prenez-le au sérieux, reposez-vous, et consultez rapidement un médecin si quelque chose ne va pas.',
        reversed:
          'Des signes d’alerte s’accumulent peut-être en silence. Ne les balayez pas ; un bilan chez votre médecin peut vous rassurer.',
      },
    },
  },
  'major-17': {
    keywords: {
      upright: ['espoir', 'renouveau', 'inspiration', 'sérénité'],
      reversed: ['découragement', 'foi perdue', 'déconnexion', 'doute de soi'],
    },
    upright:
      'Après l’orage vient une nuit calme et étoilée. L’Étoile apporte l’espoir, la guérison et le doux sentiment que tout va bien se passer. C’est le moment de vous ressourcer, de renouer avec vos rêves et de faire à nouveau confiance à l’avenir. Nul besoin d’avoir tout compris. Gardez simplement la lumière en vue, mettez votre énergie dans ce que vous aimez, et laissez le renouveau venir naturellement.',
    reversed:
      'L’espoir semble faible en ce moment. Vous êtes peut-être découragé, vous doutez de votre chemin, ou vous êtes trop fatigué pour croire que les choses peuvent s’améliorer. L’Étoile renversée vous rappelle que la lumière ne s’est pas éteinte ; vous l’avez seulement perdue de vue un moment. Soyez doux avec vous-même. De petits gestes de soin et quelques personnes qui croient en vous peuvent vous aider à retrouver votre chemin.',
    interpretation:
      'Associée au Verseau, l’Étoile porte une vision de l’avenir et la foi tranquille qui nous fait avancer vers lui. Venant après la Tour, elle représente la guérison après le bouleversement. Sa leçon est que l’espoir n’est pas de la naïveté : c’est une pratique. Quand cette carte apparaît, renouez avec ce qui vous inspire, création, nature ou spiritualité, et autorisez-vous à rêver de nouveau. Donnez généreusement de vos talents, mais laissez-vous aussi ressourcer. Vous êtes plus résilient que vous ne le croyez.',
    imagery:
      'Une femme nue est agenouillée au bord d’un bassin sous un ciel nocturne ; elle verse l’eau d’une cruche dans le bassin et celle d’une autre sur la terre. Une grande étoile à huit branches brille au-dessus d’elle, entourée de sept étoiles plus petites, et un ibis est perché dans un arbre tout proche. Sa nudité est ouverture et vulnérabilité ; l’eau nourrit à la fois l’émotionnel et le physique ; la grande étoile est guidance et espoir ; l’ibis, oiseau sacré de Thot, représente la sagesse et le renouveau.',
    areas: {
      love: {
        upright:
          'La guérison et l’espoir entrent dans votre vie amoureuse. Ouvrez de nouveau votre cœur, et croyez que de belles rencontres sont possibles.',
        reversed:
          'D’anciennes blessures vous ont peut-être rendu méfiant ou cynique. Prenez d’abord soin de vous, et laissez votre foi en l’amour revenir à son rythme.',
      },
      career: {
        upright:
          'L’inspiration et une motivation retrouvée éclairent la voie. Suivez le chemin qui a du sens pour vous et laissez briller votre créativité.',
        reversed:
          'Vous vous sentez peut-être sans inspiration ou incertain de votre direction. Rappelez-vous ce qui vous a attiré vers ce travail au départ.',
      },
      wealth: {
        upright:
          'Le redressement financier est en route. Gardez espoir, planifiez de façon réaliste et ayez confiance : l’effort régulier finit par payer.',
        reversed:
          'Le découragement peut mener à des choix que vous regretteriez. Tenez-vous-en à un plan raisonnable et n’abandonnez pas vos objectifs pour l’instant.',
      },
      health: {
        upright:
          'Un temps de guérison et de renouveau. Le repos, le grand air et des routines douces vous aideront à retrouver votre énergie.',
        reversed:
          'Le moral en berne affecte peut-être votre bien-être. Faites de petits pas réparateurs, et adressez-vous à un professionnel si vous vous sentez bloqué.',
      },
    },
  },
  'major-18': {
    keywords: {
      upright: ['illusion', 'incertitude', 'intuition', 'inconscient'],
      reversed: ['retour de la clarté', 'peurs qui se dissipent', 'vérité révélée', 'confusion qui se lève'],
    },
    upright:
      'Le chemin devant vous n’est éclairé que par la lune, et les choses ne sont pas tout à fait ce qu’elles semblent. La Lune signale l’incertitude, la confusion et des éléments cachés. Les peurs parlent peut-être plus fort que les faits en ce moment, et votre imagination peut vous jouer des tours. Avancez lentement, fiez-vous à votre intuition, et ne prenez pas de grandes décisions avant que le brouillard ne se lève. Tout n’a pas besoin d’être compris ce soir.',
    reversed:
      'Le brouillard commence à se lever. Les malentendus se dissipent, les peurs perdent leur pouvoir et la vérité apparaît. La Lune renversée peut aussi signifier que des tromperies sont démasquées, ou que vous affrontez enfin des angoisses que vous aviez repoussées. Laissez entrer la lumière peu à peu, et soyez patient avec vous-même pendant que les choses se précisent.',
    interpretation:
      'Associée aux Poissons, la Lune gouverne les rêves, l’imagination et les eaux profondes de l’inconscient. Sa leçon est que tout ne peut pas être vu clairement, et que la peur comble souvent les vides de notre savoir. Cette carte vous invite à traverser l’incertitude avec intuition plutôt qu’avec panique. Quand elle apparaît, soyez attentif à vos rêves et à vos pressentiments, mais confrontez-les à la réalité. Séparez ce que vous savez de ce que vous craignez, et faites le pas suivant à la lumière dont vous disposez.',
    imagery:
      'Une pleine lune au visage grave est suspendue entre deux tours et laisse tomber des gouttes de lumière semblables à de la rosée. En dessous, un chien et un loup hurlent vers elle, et une écrevisse sort d’un bassin pour gagner un chemin sinueux qui mène vers des collines lointaines. La lune est le royaume des rêves et de l’illusion ; le chien et le loup, les faces apprivoisée et sauvage de notre nature ; l’écrevisse, l’inconscient primitif qui émerge ; le chemin entre les tours, le voyage incertain vers l’inconnu.',
    areas: {
      love: {
        upright:
          'La confusion ou des signaux contradictoires troublent peut-être votre relation. Ne supposez pas le pire ; posez des questions et fiez-vous à votre intuition.',
        reversed:
          'La clarté revient et les malentendus s’apaisent. Une conversation honnête et sans précipitation aidera à assainir l’atmosphère.',
      },
      career: {
        upright:
          'Des incertitudes ou des intentions cachées sont peut-être en jeu. Rassemblez soigneusement les informations avant toute décision importante.',
        reversed:
          'La vérité derrière une situation confuse se fait jour. Servez-vous de cette clarté nouvelle pour agir avec assurance.',
      },
      wealth: {
        upright:
          'Méfiez-vous des affaires floues et de quiconque évite les réponses franches. Vérifiez les faits deux fois et différez les placements risqués.',
        reversed:
          'La confusion financière se dissipe. Regardez votre situation d’un œil neuf, puis ajustez vos plans à ce que vous voyez.',
      },
      health: {
        upright:
          'L’anxiété ou un mauvais sommeil vous affectent peut-être. Le repos, des routines douces et le fait d’en parler aident ; consultez un médecin si les inquiétudes persistent.',
        reversed:
          'Les choses s’éclaircissent et l’anxiété s’apaise. Continuez à protéger votre sommeil et les petites habitudes de soin qui vous stabilisent.',
      },
    },
  },
  'major-19': {
    keywords: {
      upright: ['joie', 'réussite', 'vitalité', 'optimisme'],
      reversed: ['revers passagers', 'joie ternie', 'excès de confiance', 'réussite retardée'],
    },
    upright:
      'C’est l’une des cartes les plus lumineuses du jeu. Le Soleil apporte la chaleur, la réussite et un bonheur sincère : les choses vont bien, et vous le sentez. La confiance vient naturellement, les relations sont faciles, et vos efforts portent leurs fruits. Autorisez-vous à en profiter. Partagez généreusement votre joie, jouez un peu, et laissez entrer la lumière. La vie vous offre un moment pour simplement rayonner.',
    reversed:
      'Le soleil est toujours là, simplement caché derrière quelques nuages. Vous vous sentez peut-être moins joyeux que d’habitude, faites face à de petits revers, ou peinez à voir le bon côté de votre situation. Le Soleil renversé peut aussi mettre en garde contre l’excès de confiance ou un optimisme forcé. Soyez patient. La lumière reviendra, et en attendant, de petits plaisirs peuvent encore réchauffer vos journées.',
    interpretation:
      'Gouvernée par le Soleil lui-même, cette carte représente la vitalité, la clarté et la joie d’être pleinement vivant. Après la confusion de la Lune vient l’illumination : tout se voit nettement et chaleureusement. Sa leçon est d’accueillir le bonheur sans culpabilité et de partager votre lumière avec les autres. Quand le Soleil apparaît, célébrez vos réussites, renouez avec les plaisirs simples, et laissez voir qui vous êtes vraiment. Une confiance ancrée dans la gratitude est une force puissante.',
    imagery:
      'Un enfant souriant chevauche à cru un cheval blanc, les bras grands ouverts, sous un immense soleil rayonnant au visage humain. Derrière lui, de hauts tournesols dépassent d’un mur de pierre, et une bannière rouge flotte dans sa main. L’enfant est l’innocence et la joie pure ; le cheval blanc, la force et la pureté ; les tournesols se tournent vers la lumière, symboles de croissance et d’abondance ; le mur suggère les limites sûres à l’intérieur desquelles la joie peut s’épanouir.',
    areas: {
      love: {
        upright:
          'Le bonheur et la chaleur emplissent votre vie amoureuse. Les relations sont joyeuses et sûres, et une nouvelle histoire pourrait bien éclore.',
        reversed:
          'Un peu de tension ou un léger refroidissement assombrit peut-être l’ambiance. Revenez aux choses simples qui vous font rire ensemble.',
      },
      career: {
        upright:
          'La réussite et la reconnaissance sont probables. Votre assurance et votre enthousiasme vous font briller : n’hésitez pas à vous avancer.',
        reversed:
          'Les progrès sont peut-être plus lents que prévu. Persévérez, et veillez à ce que les premiers succès ne vous fassent pas tenir la réussite pour acquise.',
      },
      wealth: {
        upright:
          'Une période prospère où l’effort est récompensé. Profitez-en, et mettez de côté ou investissez avec sagesse une part de votre bonne fortune.',
        reversed:
          'De petits revers ou un brin d’excès de confiance pourraient peser sur vos finances. Gardez les pieds sur terre et évitez les risques inutiles.',
      },
      health: {
        upright:
          'L’énergie et la vitalité sont au plus haut. Profitez du soleil, du mouvement et de tout ce qui vous remonte le moral et vous fait sortir.',
        reversed:
          'Votre énergie peut baisser un temps. Reposez-vous, prenez la lumière du jour, et consultez un médecin si la fatigue ne passe pas.',
      },
    },
  },
  'major-20': {
    keywords: {
      upright: ['éveil', 'bilan', 'renouveau', 'réponse à un appel'],
      reversed: ['doute de soi', 'jugement sévère envers soi', 'appel ignoré', 'regrets'],
    },
    upright:
      'Un appel retentit, et cette fois vous êtes prêt à y répondre. Le Jugement apporte de la clarté sur le passé et un sentiment fort de ce qui vient ensuite. Vous faites peut-être le point sur d’anciens choix, vous vous pardonnez ou pardonnez aux autres, et vous vous sentez appelé vers un nouveau chapitre porteur de sens. C’est l’heure du bilan, au meilleur sens du terme : vous voir clairement, et vous élever à la hauteur de votre potentiel.',
    reversed:
      'L’appel est là, mais vous hésitez à y répondre. Le doute, la peur du changement ou un jugement sévère sur votre passé vous retiennent peut-être. Le Jugement renversé peut aussi désigner des regrets qui vous empêchent d’avancer. Soyez plus bienveillant envers vous-même. Vous n’avez pas besoin d’avoir tout compris ; il suffit d’accepter d’écouter et de faire le premier pas.',
    interpretation:
      'Associé à l’élément Feu et, dans la pratique moderne, à Pluton, le Jugement parle de renaissance et de transformation au niveau le plus profond. Sa leçon est que votre passé ne vous définit pas : vous pouvez vous en relever. Cette carte vous demande de faire honnêtement le bilan de votre vie, de laisser partir l’ancienne culpabilité et d’embrasser une vocation plus haute. Quand elle apparaît, demandez-vous ce qui compte vraiment et ce que vous êtes appelé à devenir. Puis répondez avec courage et bienveillance envers vous-même.',
    imagery:
      'Un ange sonne de la trompette depuis les nuages ; une bannière à croix rouge y est suspendue. En dessous, des hommes, des femmes et des enfants se lèvent de cercueils ouverts qui flottent sur l’eau, les bras tendus vers le ciel. Des montagnes enneigées emplissent l’arrière-plan. La trompette est un appel à l’éveil ; les personnages qui se lèvent, la renaissance et le renouveau ; la croix de la bannière, l’équilibre et l’intégration ; les montagnes, les défis et la clarté d’un nouveau palier de l’existence.',
    areas: {
      love: {
        upright:
          'Une relation atteint peut-être un tournant, réconciliation ou engagement plus profond. Le pardon ouvre le chemin.',
        reversed:
          'D’anciens regrets ou des jugements sévères bloquent peut-être l’amour. Pardonnez-vous et pardonnez aux autres, pour être libre d’avancer.',
      },
      career: {
        upright:
          'Une vocation ou un sens plus clair de votre mission se dessine. Faites-lui confiance, et avancez concrètement vers un travail qui vous correspond vraiment.',
        reversed:
          'Le doute vous empêche peut-être de poursuivre ce que vous voulez vraiment. Réfléchissez honnêtement, et écoutez la voix que vous faites taire.',
      },
      wealth: {
        upright:
          'Un bon moment pour revenir sur vos décisions financières passées et repartir à neuf. Un bilan lucide mène à des choix plus sages.',
        reversed:
          'Éviter de faire vos comptes ne fera qu’aggraver les choses. Affrontez-les calmement, et voyez vos erreurs passées comme des leçons plutôt que comme une honte.',
      },
      health: {
        upright:
          'Une motivation renouvelée soutient de meilleures habitudes. Laissez ce réveil déclencher des changements positifs que vous pourrez maintenir.',
        reversed:
          'Ignorer les besoins de votre corps pourrait vous freiner. Écoutez-le attentivement, et demandez un avis médical en cas de doute.',
      },
    },
  },
  'major-21': {
    keywords: {
      upright: ['achèvement', 'accomplissement', 'intégration', 'réussite'],
      reversed: ['affaires en suspens', 'absence de clôture', 'retards', 'raccourcis'],
    },
    upright:
      'La boucle est bouclée. Le Monde marque l’achèvement d’un chapitre majeur : un but atteint, une leçon apprise, un voyage qui vous a conduit vers quelque chose d’entier. Il y a ici un profond sentiment d’accomplissement, celui de toutes les pièces qui s’emboîtent enfin. Prenez le temps de célébrer et de mesurer le chemin parcouru. Quand vous serez prêt, un nouveau cycle commencera, et vous y emporterez tout ce que vous avez appris.',
    reversed:
      'Vous êtes tout près de la ligne d’arrivée, mais quelque chose reste en suspens. Peut-être faut-il régler un dernier détail, ou hésitez-vous à clore un chapitre pour ouvrir le suivant. Le Monde renversé peut aussi signifier que vous cherchez à brûler des étapes. Regardez ce qui reste à faire, terminez-le avec soin, et offrez-vous la conclusion que vous méritez.',
    interpretation:
      'Gouverné par Saturne, la planète du temps, de la structure et de la maturité, le Monde est la dernière carte des arcanes majeurs : le voyage du Fou est accompli. Sa leçon est l’intégration : rassembler chaque expérience, joyeuse comme douloureuse, en un sentiment de plénitude. Quand cette carte apparaît, reconnaissez vos réussites et la croissance qui les sous-tend. L’achèvement n’est pas une fin, mais un seuil. Honorez ce que vous avez bâti, et avancez dans le cycle suivant avec gratitude et confiance.',
    imagery:
      'Une figure dansante, à peine drapée d’une écharpe violette, flotte au centre d’une grande couronne ovale de laurier nouée de rubans rouges, une baguette dans chaque main. Aux quatre coins apparaissent les mêmes créatures que sur la Roue de Fortune : un ange, un aigle, un lion et un taureau. La couronne est la victoire et l’achèvement ; la danseuse, la liberté et l’harmonie ; les deux baguettes font écho au Bateleur, désormais en parfait équilibre ; les quatre créatures, qui ne lisent plus leurs livres, montrent les éléments pleinement intégrés.',
    areas: {
      love: {
        upright:
          'Une période amoureuse profondément épanouissante, peut-être une étape marquante comme un engagement, ou le sentiment d’une vraie plénitude à deux.',
        reversed:
          'Quelque chose semble encore inachevé entre vous. Réglez les questions en suspens pour pouvoir tous deux avancer de tout cœur.',
      },
      career: {
        upright:
          'Un objectif majeur est atteint, apportant reconnaissance et satisfaction. Célébrez, puis réfléchissez à votre prochaine grande étape.',
        reversed:
          'Un projet traîne en longueur ou ne se conclut jamais tout à fait. Concentrez-vous sur une belle fin avant de vous lancer dans autre chose.',
      },
      wealth: {
        upright:
          'Vos objectifs financiers sont à portée de main et votre stabilité est assurée. Profitez des fruits de vos efforts, puis préparez sagement la suite.',
        reversed:
          'Atteindre vos objectifs financiers prend plus de temps que prévu. Réglez les derniers détails, restez patient et évitez les raccourcis risqués.',
      },
      health: {
        upright:
          'Un beau sentiment de plénitude et de bien-être. Gardez les habitudes qui vous ont mené jusqu’ici, et savourez l’équilibre trouvé.',
        reversed:
          'Vous vous sentez peut-être près du but sans y être tout à fait. Restez constant, et consultez un médecin si quelque chose persiste.',
      },
    },
  },
};
