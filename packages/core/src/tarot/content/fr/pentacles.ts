import type { CardBodyTable } from '../../types';

export const pentacles: CardBodyTable = {
  'pentacles-01': {
    keywords: {
      upright: ['nouvelle occasion', 'terrain solide', 'graine de prospérité', 'départ concret'],
      reversed: ['occasion manquée', 'projets sans assise', 'finances fragiles', 'travail bâclé'],
    },
    upright:
      'Quelque chose de réel est déposé entre vos mains : une offre d’emploi, une nouvelle source de revenus, un projet qui peut enfin quitter la planche à dessin. L’As de Deniers n’éblouit pas comme le feu. C’est une graine, simple et pleine de promesses, qui, avec une bonne terre et un peu de patience, peut devenir un verger. C’est le bon moment pour poser des fondations. Saisissez-la fermement, puis aidez-la à prendre racine.',
    reversed:
      'L’offre paraît tentante, mais de près elle manque de fondations. Ou l’occasion était là et vous a glissé entre les doigts, parce que vous avez hésité, vous êtes précipité ou ne l’avez pas prise au sérieux. L’As renversé vous ramène sur terre : le budget est-il là, avez-vous le temps, est-ce vraiment faisable ou est-ce seulement séduisant ? Coulez les fondations avant d’attaquer les étages.',
    interpretation:
      'Racine de la Terre, cet As représente le corps, l’argent, le travail et tout ce qui se touche. Sa leçon est qu’une bonne idée ne compte qu’une fois posée sur un sol ferme. La terre fait pousser lentement, mais ce qu’elle fait pousser dure. Quand cette carte apparaît, donnez à un objectif qui vous tient à cœur un premier pas concret et mesurable : ouvrir un compte d’épargne dédié, établir un budget hebdomadaire, remettre sérieusement votre CV à jour. Les débuts modestes et tangibles sont souvent ceux qui vont le plus loin.',
    imagery:
      'Une main sort d’un nuage, une pièce d’or gravée d’un pentacle posée bien droite dans sa paume. En contrebas s’étend un jardin plein de lys blancs, et un chemin passe sous une arche taillée dans une haie de roses vers des montagnes lointaines. La main tendue est la vie qui offre un cadeau ; la pièce, la valeur matérielle ; les lys et le jardin, l’abondance qui suit un soin attentif ; l’arche et les sommets lointains rappellent que cette récolte est une porte vers quelque chose de plus grand.',
    areas: {
      love: {
        upright:
          'L’amour s’installe dans quelque chose de stable et d’ancré, peut-être avec des projets d’emménager, d’épargner ensemble ou d’avenir commun. Si vous êtes célibataire, une personne fiable pourrait apparaître au cœur de la vie ordinaire.',
        reversed:
          'Cocher des cases et peser les aspects pratiques peut étouffer la tendresse, ou une relation parfaite sur le papier ne mène nulle part. Demandez-vous ce que vous en attendez vraiment.',
      },
      career: {
        upright:
          'Un nouveau poste, un projet ou une augmentation pourrait vous être proposé. Voyez-y le moment de prendre racine : faites bien les petites choses, et les résultats s’accumuleront.',
        reversed:
          'Une occasion a été manquée, ou le projet ne tient pas tout à fait debout. Faites le point sur votre temps et vos ressources, et consolidez les bases avant de parler de croissance.',
      },
      wealth: {
        upright:
          'Un départ prometteur pour vos finances, peut-être une nouvelle source de revenus. Un excellent moment pour commencer à épargner, établir un budget ou planifier sobrement un objectif à long terme.',
        reversed:
          'L’argent file à travers des habitudes relâchées. Surveillez les dépenses impulsives et tout placement trop beau pour être vrai, et sachez où va chaque euro.',
      },
      health: {
        upright:
          'Votre corps est bien équilibré : c’est le bon moment pour installer des routines régulières de sommeil et d’alimentation. Commencez par une chose facile, comme marcher un peu plus chaque jour.',
        reversed:
          'Les bases du sommeil et de l’alimentation ont été négligées, et votre corps se plaint en silence. Retrouvez d’abord votre rythme, et si l’inconfort persiste, consultez un médecin.',
      },
    },
  },
  'pentacles-02': {
    keywords: {
      upright: ['équilibre', 'adaptabilité', 'jongler avec les priorités', 'débrouillardise'],
      reversed: ['balles perdues', 'éparpillement', 'finances déséquilibrées', 'débordement'],
    },
    upright:
      'La vie est devenue un numéro de jonglage : travail, tâches ménagères, factures et obligations sociales, tout semble en l’air en même temps. Le Deux de Deniers dit que vous pouvez y arriver. Cette carte parle de rester souple pendant que les choses bougent : pas de tout faire parfaitement, mais de savoir réorganiser les priorités au vol. Abordez les hauts et les bas avec humour, et vous pourriez être surpris de votre agilité.',
    reversed:
      'Trop de balles, pas assez de mains. Vous avez peut-être accepté plus que vous ne pouvez porter, laissant tout à moitié fait tandis que le stress et la fatigue s’accumulent sans bruit. Le Deux renversé vous demande de vous arrêter et de faire l’inventaire : qu’est-ce qui doit vraiment être fait, et qu’est-ce qui pourrait attendre, être confié ou simplement abandonné ? Lancez moins de balles, et vous rattraperez celles qui comptent.',
    interpretation:
      'Associé à Jupiter en Capricorne, le Deux est l’élan d’expansion qui se heurte aux contours durs de la réalité. Sa leçon est l’équilibre comme mouvement : la vie n’est jamais une balance immobile, plutôt une danse où l’on ajuste sans cesse ses appuis. Quand cette carte apparaît, notez les trois choses les plus importantes de la semaine et laissez le reste faire la queue derrière. Gardez un peu de marge dans votre budget comme dans votre agenda, pour avoir de quoi rester debout quand viendra la prochaine vague.',
    imagery:
      'Un jeune homme coiffé d’un haut chapeau danse avec légèreté en jonglant avec deux deniers, reliés par un ruban vert qui forme un huit couché, le signe de l’infini. Derrière lui, la mer est houleuse, et deux navires montent et descendent sur la houle. La boucle de l’infini est le cycle et le flux sans fin ; les vagues, les hauts et les bas de la vie ; son jeu de jambes aisé suggère que la meilleure réponse au changement est de rester léger et souple.',
    areas: {
      love: {
        upright:
          'L’amour doit partager le temps avec le travail et la famille, mais vous pouvez trouver l’équilibre. Réfléchissez un peu à l’organisation de vos moments à deux pour que votre partenaire se sente important.',
        reversed:
          'Trop occupé pour remarquer votre partenaire, ou hésitant entre deux personnes ou deux voies. Cessez de repousser et soyez honnête sur ce que vous voulez.',
      },
      career: {
        upright:
          'Vous portez plusieurs casquettes et vous vous en sortez bien, déplaçant temps et ressources là où il le faut. Votre adaptabilité vous distingue en période de changement.',
        reversed:
          'Les tâches s’accumulent, votre concentration faiblit et les erreurs se glissent. Apprenez à dire non, convenez des priorités avec votre responsable et cessez de tout porter seul.',
      },
      wealth: {
        upright:
          'L’argent entre et sort de façon irrégulière, mais dans l’ensemble il circule. Surveillez votre trésorerie et gardez une épargne de précaution pour que les imprévus ne vous renversent pas.',
        reversed:
          'Déshabiller Pierre pour habiller Paul est épuisant. Revoyez votre budget, supprimez le superflu et pensez à demander un conseil financier professionnel.',
      },
      health: {
        upright:
          'Gardez un certain rythme même pendant les semaines chargées. Glissez-y des activités légères comme la marche, la danse ou les étirements pour aider votre corps à évacuer la pression.',
        reversed:
          'Courir sans cesse a aussi déréglé votre sommeil. Rétablissez d’abord vos heures de repos, et si l’épuisement ne passe pas, faites-vous examiner par un médecin.',
      },
    },
  },
  'pentacles-03': {
    keywords: {
      upright: ['travail d’équipe', 'savoir-faire', 'exigence', 'reconnaissance'],
      reversed: ['mauvaise coordination', 'travail sans conviction', 'absence de plan clair', 'lacunes de compétences'],
    },
    upright:
      'On commence à remarquer ce dont vous êtes capable. Le Trois de Deniers est l’expertise qui rencontre la collaboration : chacun apporte son savoir-faire à la même table, et ensemble l’ouvrage se construit. Votre métier, votre expérience et votre soin suscitent ici un vrai respect. C’est un bon moment pour écouter les retours, répartir le travail avec bon sens et laisser le projet s’enrichir des échanges.',
    reversed:
      'Chacun tire dans une direction différente, le plan change sans cesse, ou quelqu’un se contente de faire semblant. Votre contribution n’est peut-être pas reconnue, ou vous avez réalisé que vos propres compétences ont besoin d’être peaufinées. Le Trois renversé vous ramène aux fondamentaux : précisez le but, les rôles et le niveau d’exigence attendu, et alors seulement la collaboration avancera.',
    interpretation:
      'Liée à Mars en Capricorne, cette carte est une énergie disciplinée et orientée. Sa leçon est que le bel ouvrage naît du savoir-faire et de la coopération réunis. Travailler seul d’arrache-pied a ses mérites, mais c’est en demandant conseil et en reconnaissant l’apport de chaque rôle que l’on bâtit des cathédrales. Quand cette carte apparaît, cherchez la pièce manquante de votre projet, allez trouver la personne qui peut l’apporter, et soyez généreux de ce que vous faites le mieux.',
    imagery:
      'Sous les arcades d’une église, un tailleur de pierre debout sur un banc sculpte avec soin une voûte. En dessous, un moine et un personnage tenant des plans discutent avec lui de l’ouvrage. Trois deniers sont gravés dans l’arche au-dessus, disposés en triangle. Le tailleur de pierre est le savoir-faire ; le moine et le concepteur, la foi et la planification ; leur conversation montre que chaque rôle est nécessaire ; et l’église elle-même suggère qu’un travail honnête et soigné peut devenir une source de fierté.',
    areas: {
      love: {
        upright:
          'Vous êtes tous deux prêts à investir dans la relation et à partager la charge en vrais partenaires. Célibataire ? Des amis ou le travail pourraient vous faire rencontrer quelqu’un.',
        reversed:
          'L’un de vous s’investit davantage, ou vos projets d’avenir ne concordent pas. Mettez vos attentes sur la table et trouvez une façon d’être ensemble qui vous convienne à tous les deux.',
      },
      career: {
        upright:
          'Le travail d’équipe se déroule sans accroc et votre expertise est reconnue. Un bon moment pour un grand projet, un travail transversal ou une demande de formation.',
        reversed:
          'Des rôles flous et une mauvaise communication causent des retards ou des résultats bâclés. Clarifiez qui fait quoi, et avec quel niveau d’exigence, avant de continuer.',
      },
      wealth: {
        upright:
          'Vos compétences ouvrent de nouvelles façons de gagner votre vie, et les projets communs reposent sur des bases saines. Écoutez les personnes vraiment expertes avant de décider.',
        reversed:
          'Les partenariats et les investissements partagés favorisent les désaccords. Mettez dès maintenant par écrit les responsabilités et le partage des gains pour préserver l’amitié plus tard.',
      },
      health: {
        upright:
          'Prenez soin de votre corps avec l’aide de professionnels, un coach pour organiser vos entraînements ou des bilans réguliers, et progressez pas à pas.',
        reversed:
          'Faire cavalier seul avec une mauvaise méthode peut signifier beaucoup d’efforts pour peu de résultats. Ne copiez pas tout ce que propose Internet ; en cas de doute, demandez à un médecin.',
      },
    },
  },
  'pentacles-04': {
    keywords: {
      upright: ['retenir', 'sécurité', 'économie', 'contrôle'],
      reversed: ['avarice', 'peur de perdre', 'lâcher prise', 'dépenses excessives'],
    },
    upright:
      'Vous avez travaillé dur pour bâtir quelque chose, épargne, statut ou vie stable, et votre premier réflexe est désormais de le mettre à l’abri. Le Quatre de Deniers est la sécurité et la prudence, et savoir épargner et poser des limites est une vraie maturité. Remarquez simplement qu’un poing serré sur ce que vous avez est aussi une main qui ne peut rien recevoir de nouveau.',
    reversed:
      'Le Quatre renversé peut aller dans deux sens. Le premier, c’est serrer encore plus fort : le besoin de contrôler l’argent, les gens ou les circonstances vous rend tendu et méfiant envers tout changement. Le second, c’est se relâcher : peut-être êtes-vous enfin prêt à partager ou à prendre un petit risque, ou peut-être avez-vous surcompensé en dépensant beaucoup trop d’un coup. Trouvez la voie du milieu, pour que votre sentiment de sécurité vienne de l’intérieur plutôt que d’un poing serré.',
    interpretation:
      'Associé au Soleil en Capricorne, le Quatre est le besoin d’imposer l’ordre et de garder le contrôle. Sa leçon est la différence entre protéger et thésauriser. Les réserves apportent la tranquillité d’esprit, mais dès que la peur prend le volant, l’argent et les ressources cessent d’être des outils pour devenir des barreaux. Quand cette carte apparaît, demandez-vous honnêtement ce que vous avez le plus peur de perdre. Chiffrez clairement la sécurité dont vous avez vraiment besoin, et laissez circuler tout ce qui dépasse : vers l’apprentissage, les expériences ou l’aide à autrui.',
    imagery:
      'Un homme couronné est assis aux portes d’une ville, les bras serrés autour d’un denier plaqué contre sa poitrine, un autre posé en équilibre sur sa couronne et un sous chaque pied. Une ville prospère s’élève derrière lui, mais il lui tourne le dos. La pièce serrée est l’attachement à la richesse et à la sécurité ; les pièces sur sa tête et sous ses pieds montrent ses pensées comme ses appuis accaparés par les possessions ; son dos tourné à la ville montre comment l’excès de protection nous coupe peu à peu du monde et des autres.',
    areas: {
      love: {
        upright:
          'La relation est stable, et l’engagement comme la sécurité comptent beaucoup pour vous. Ne serrez simplement pas trop fort ; la confiance fait durer l’amour bien plus longtemps que le contrôle.',
        reversed:
          'La possessivité ou l’insécurité rendent l’atmosphère étouffante. Ou, plus heureusement, vous apprenez à vous détendre et à vous laisser mutuellement plus d’air.',
      },
      career: {
        upright:
          'Consolidez votre position et vos acquis. Protégez votre domaine d’expertise et résistez à la pression de brûler les étapes.',
        reversed:
          'La peur de l’erreur vous fait résister au changement et pourrait vous coûter une occasion de progresser. Partagez connaissances et ressources ; la collaboration peut vous rendre plus sûr, et non moins.',
      },
      wealth: {
        upright:
          'Vous épargnez bien et vos finances sont solides. Organisez votre patrimoine et planifiez prudemment, mais ne vous privez pas au point de vous léser vous-même.',
        reversed:
          'Soit trop regardant, soit soudain très dépensier. Revoyez vos habitudes de dépense pour que l’argent serve de nouveau votre vie au lieu de la gouverner.',
      },
      health: {
        upright:
          'Vous êtes physiquement stable, même si un état d’esprit tendu peut se loger dans votre nuque, vos épaules ou votre estomac. Relâchez-vous et ne gardez pas la pression enfermée dans votre corps.',
        reversed:
          'Une tension et des inquiétudes de longue date ont besoin d’une issue. Essayez les étirements et la respiration lente, et si l’inconfort physique persiste, faites-le examiner par un médecin.',
      },
    },
  },
  'pentacles-05': {
    keywords: {
      upright: ['difficultés', 'manque', 'sentiment d’exclusion', 'soucis d’argent'],
      reversed: ['redressement', 'aide qui arrive', 'guérison lente', 'accepter l’aide des autres'],
    },
    upright:
      'Les choses sont peut-être difficiles en ce moment : moins d’argent qui rentre, un corps qui ne suit pas, ou le sentiment d’être ignoré même au milieu de la foule. Le Cinq de Deniers montre une nuit d’hiver et vous demande de regarder en face le manque et la solitude. Il porte pourtant un rappel discret. L’aide est souvent plus proche qu’il n’y paraît ; vous regardiez simplement la neige à vos pieds et n’avez pas encore levé les yeux vers la fenêtre éclairée.',
    reversed:
      'Le plus froid de l’hiver est en train de passer. Le Cinq renversé montre les difficultés qui commencent à s’atténuer : de nouveaux revenus, un coup de main, ou votre propre volonté, enfin, de demander du soutien. Parfois, le véritable obstacle n’est pas à l’extérieur, mais dans cette voix qui dit que vous ne méritez pas d’aide. Déposez cette fierté ou cette honte, et laissez entrer la chaleur.',
    interpretation:
      'Associé à Mercure en Taureau, le Cinq est l’esprit pris dans une boucle de « jamais assez ». Sa leçon est que le manque est une situation, pas une identité. Dans les moments difficiles, on est tenté de s’enfermer, persuadé que personne ne pourrait comprendre. Quand cette carte apparaît, listez les personnes et les ressources vers lesquelles vous pourriez vous tourner dès maintenant, même s’il ne s’agit que d’un ami, d’un service social ou d’un conseiller professionnel. Tendre la main est souvent le premier pas pour sortir de l’hiver.',
    imagery:
      'Par une nuit de neige, deux silhouettes en haillons passent péniblement devant le vitrail illuminé d’une église. L’une boite sur des béquilles, la tête bandée ; l’autre serre un mince châle, pieds nus dans la neige. Cinq deniers brillent dans le vitrail et une lumière chaude s’en échappe, mais aucun des deux ne lève les yeux. La tempête est la détresse matérielle et spirituelle ; les blessures, la fragilité du corps ; la fenêtre éclairée, l’abri et l’aide à portée de main, qui n’attendent que d’être remarqués.',
    areas: {
      love: {
        upright:
          'Vous vous sentez peut-être seul ou délaissé, ou vous traversez ensemble des difficultés financières. Les temps durs demandent de s’appuyer l’un sur l’autre : ne gardez pas vos soucis sous clé.',
        reversed:
          'Les choses se dégèlent et vous retrouvez le chemin l’un de l’autre. Si vous êtes célibataire, vous guérissez d’anciennes blessures et commencez à croire que vous méritez l’amour.',
      },
      career: {
        upright:
          'Un licenciement, une perte d’emploi ou une mise à l’écart est possible. Ne serrez pas les dents en silence ; appuyez-vous sur votre réseau et sur les services d’accompagnement professionnel.',
        reversed:
          'La tendance s’inverse, avec une nouvelle ouverture ou quelqu’un prêt à se porter garant pour vous. Reconstruisez votre confiance pas à pas ; nul besoin de sauter.',
      },
      wealth: {
        upright:
          'L’argent se fait rare et chaque centime compte. Assurez d’abord l’essentiel, et si nécessaire, sollicitez des aides légitimes ou un conseil budgétaire professionnel.',
        reversed:
          'Vos finances se redressent et l’étau de la dette se desserre. Profitez de ce répit pour constituer une épargne de précaution en vue de la prochaine tempête.',
      },
      health: {
        upright:
          'Vous vous sentez peut-être épuisé, ou un petit mal traîne depuis trop longtemps. N’ignorez pas les signaux : consultez un médecin et accordez-vous un vrai temps de récupération.',
        reversed:
          'Vous êtes en voie de guérison et votre énergie revient. Gardez des horaires réguliers, suivez les conseils médicaux et ne reprenez pas trop vite à pleine intensité.',
      },
    },
  },
  'pentacles-06': {
    keywords: {
      upright: ['générosité', 'donner et recevoir', 'réciprocité', 'équité'],
      reversed: ['don à sens unique', 'aide intéressée', 'dette', 'condescendance'],
    },
    upright:
      'Les ressources circulent : quelqu’un tend la main, et quelqu’un l’accepte avec gratitude. Le Six de Deniers est la générosité et l’entraide. Peut-être recevez-vous un soutien, une aide financière ou un coup de pouce ; peut-être êtes-vous maintenant en mesure d’aider. Donner et recevoir sont tous deux de bonnes choses. L’essentiel est le respect mutuel, pour que la bienveillance circule naturellement entre les personnes.',
    reversed:
      'Le don a tourné à l’aigre. L’aide est assortie de conditions, les faveurs deviennent des moyens de pression, ou vous ne cessez de donner sans que rien ne revienne. Le Six renversé peut aussi désigner des dettes et des échanges déséquilibrés. Vérifiez la balance dans cette relation : donnez-vous trop et recevez-vous trop peu, ou en êtes-vous venu à dépendre de quelqu’un plus qu’il n’est sain ?',
    interpretation:
      'Associé à la Lune en Taureau, le Six est le besoin de sécurité et de nourriture qui circule d’une personne à l’autre. Sa leçon est que la vraie générosité ne fait jamais se sentir petit celui qui reçoit, et que recevoir vraiment ne comporte aucune honte. Quand cette carte apparaît, remarquez de quel côté de la balance vous vous trouvez en ce moment. Si vous avez du superflu, trouvez une manière concrète d’aider. Si vous avez besoin d’aide, demandez-la simplement. Et tout en donnant, gardez vos propres limites en vue.',
    imagery:
      'Un marchand richement vêtu tient une balance d’une main et, de l’autre, fait tomber des pièces dans les mains d’un mendiant agenouillé, tandis qu’un second mendiant tend la main et attend. Six deniers flottent dans les airs au-dessus d’eux. La balance est l’équité et la mesure, rappelant que le don demande du discernement ; le marchand est celui qui a les moyens de donner ; les personnages agenouillés, ceux qui sont dans le besoin. La scène suggère aussi un écart de pouvoir, et invite à réfléchir à la relation délicate entre celui qui donne et celui qui reçoit.',
    areas: {
      love: {
        upright:
          'Vous donnez tous deux et prenez soin l’un de l’autre, et la relation est chaleureuse et équilibrée. Ce genre d’attention mérite d’être chéri.',
        reversed:
          'L’un de vous donne trop et l’autre a commencé à le tenir pour acquis. Exprimez vos besoins avant que le ressentiment silencieux ne se change en amertume.',
      },
      career: {
        upright:
          'Un responsable ou un mentor pourrait vous soutenir, ou vous pourriez guider un nouveau venu. Une répartition équitable du travail et des récompenses fait tourner l’équipe sans heurts.',
        reversed:
          'L’effort et la récompense sont disproportionnés, ou quelqu’un vous exploite au nom d’un service rendu. Posez clairement vos limites et réclamez ce qui vous est dû.',
      },
      wealth: {
        upright:
          'Revenus et dépenses sont à l’équilibre, avec de quoi aider les autres, ou des prêts et des aides pourraient se présenter. Donnez selon vos moyens et gardez l’argent en circulation saine.',
        reversed:
          'Attention aux litiges de prêts et aux marchés inéquitables. Réfléchissez à deux fois avant de prêter de l’argent, et mettez tout accord par écrit.',
      },
      health: {
        upright:
          'Un bon moment pour accepter des soins comme pour en offrir. Des relations bienveillantes nourrissent le corps autant que l’esprit.',
        reversed:
          'Prendre soin de tout le monde vous a laissé à bout de forces. Bloquez du temps pour vous reposer, et demandez à vos proches de partager la charge si nécessaire.',
      },
    },
  },
  'pentacles-07': {
    keywords: {
      upright: ['patience', 'bilan', 'investissement à long terme', 'attente de la récolte'],
      reversed: ['impatience', 'efforts sans récompense', 'doutes sur le chemin', 'abandon prématuré'],
    },
    upright:
      'Vous travaillez la terre depuis un moment déjà. La récolte pousse, mais le temps de la moisson n’est pas encore venu. Le Sept de Deniers marque une pause pour faire le bilan : ce que vous avez investi, ce qui a poussé, et s’il faut continuer. Il demande de la patience. L’effort au long cours paie rarement du jour au lendemain, mais chaque goutte de sueur s’additionne, même quand vous ne le voyez pas.',
    reversed:
      'Vous travaillez depuis des lustres et les résultats restent invisibles, si bien que vous vous demandez si tout cela n’a servi à rien. Ou vous voulez tant un retour que vous changez sans cesse de direction, sans jamais laisser à quoi que ce soit le temps de mûrir. Le Sept renversé demande un verdict à tête reposée : faut-il changer de méthode, ou simplement laisser plus de temps ?',
    interpretation:
      'Lié à Saturne en Taureau, le Sept est une épreuve de temps et d’endurance. Sa leçon est le bilan de mi-saison : ni persévérance obstinée, ni départ précipité, mais un jugement fondé sur les faits. Quand cette carte apparaît, faites un bilan honnête de ce dans quoi vous investissez. Qu’avez-vous mis, qu’avez-vous récolté, quelles parties prospèrent et lesquelles dépérissent ? Taillez les branches qui ne portent pas de fruits et gardez vos forces pour les plants vraiment prometteurs.',
    imagery:
      'Un jeune paysan appuyé sur sa houe contemple en silence une vigne florissante à ses côtés, six deniers poussant parmi ses feuilles et un septième posé à ses pieds. Son expression est à la fois pensive, lasse et pleine d’espoir. La vigne est le fruit d’une longue culture ; la houe, le travail déjà fourni ; et sa façon de s’arrêter pour regarder vous dit que c’est un moment d’évaluation et de patience, non de labeur acharné tête baissée.',
    areas: {
      love: {
        upright:
          'L’amour se cultive avec le temps, et c’est un bon moment pour faire le point. Demandez-vous si cette relation grandit dans la direction que vous espériez.',
        reversed:
          'Vous avez beaucoup donné pour peu de retour, et le découragement s’installe. Plutôt que de subir en silence, parlez ouvertement de ce que chacun attend.',
      },
      career: {
        upright:
          'Le projet est à mi-parcours et les résultats ne sont pas encore pleinement visibles. Gardez votre rythme, ajustez votre approche si nécessaire, et les récompenses suivront.',
        reversed:
          'L’écart entre l’effort et le résultat vous donne envie d’abandonner. Identifiez ce qui ne fonctionne pas ; changer de méthode peut aider davantage que changer d’objectif.',
      },
      wealth: {
        upright:
          'Les placements à long terme demandent de la patience, et les fluctuations de court terme ne doivent pas vous alarmer. Revoyez périodiquement votre répartition et tenez-vous au plan.',
        reversed:
          'La soif de gains rapides pousse à multiplier les transactions et à courir après le marché. Revenez à vos objectifs à long terme et ne laissez pas l’anxiété décider.',
      },
      health: {
        upright:
          'Les efforts pour votre santé mettent du temps à porter leurs fruits : n’abandonnez pas parce que rien ne semble encore changer. Persévérez, et votre corps répondra.',
        reversed:
          'De longues périodes de travail acharné vous ont laissé usé et désabusé. Ajustez votre routine, accordez-vous un vrai repos, et consultez un médecin si l’inconfort persiste.',
      },
    },
  },
  'pentacles-08': {
    keywords: {
      upright: ['concentration', 'maîtrise d’un métier', 'assiduité', 'souci du détail'],
      reversed: ['travail machinal', 'perfectionnisme', 'monotonie', 'manque de motivation'],
    },
    upright:
      'Vous êtes plongé dans le perfectionnement d’un métier, gravant un denier après l’autre. Le Huit de Deniers est l’assiduité, la concentration et la recherche patiente de la qualité : le chemin que tout apprenti parcourt vers la maîtrise. L’effort vous paraît peut-être répétitif en ce moment, mais chaque séance de pratique vous rapproche d’un vrai savoir-faire. Installez-vous et faites bien la tâche qui est devant vous ; c’est le meilleur investissement possible.',
    reversed:
      'La répétition est devenue ennui, le travail se résume à cocher des cases, et la qualité baisse. Ou l’inverse : le perfectionnisme vous fait polir sans fin un petit détail pendant que l’ouvrage fini ne sort jamais. Le Huit renversé vous demande de renouer avec le sens de ce que vous faites. Pourquoi avez-vous voulu apprendre ce métier au départ, et où doit-il vous mener ?',
    interpretation:
      'Lié au Soleil en Vierge, le Huit est la lumière braquée sur les détails. Sa leçon est que la maîtrise vient d’une pratique délibérée, pas du seul talent. Quand cette carte apparaît, choisissez une compétence que vous voulez maîtriser, accordez-lui des moments de pratique réguliers et notez chaque petit progrès. Souvenez-vous aussi que viser l’excellence sert à améliorer le travail, non à vous punir. Savoir quand une chose est assez bonne fait partie du professionnalisme.',
    imagery:
      'Un artisan assis à son établi, marteau et ciseau en main, grave avec application un motif dans un denier. Des pièces terminées sont déjà accrochées en rang sur un poteau de bois à côté de lui, et une autre attend à ses pieds. Une ville se dessine au loin, mais ses yeux ne quittent jamais l’ouvrage qu’il tient. La rangée de pièces presque identiques est la pratique et l’accumulation ; sa concentration, le dévouement au métier ; et la ville lointaine suggère qu’un savoir-faire honnête finira par lui valoir une place dans le vaste monde.',
    areas: {
      love: {
        upright:
          'Vous êtes prêt à faire des efforts et à montrer votre attachement par des actes. Apprendre et grandir côte à côte renforce le lien jour après jour.',
        reversed:
          'Le travail a accaparé toute votre attention et votre partenaire le sent, ou vos moments à deux sont devenus routiniers. Prévoyez quelque chose de nouveau à partager.',
      },
      career: {
        upright:
          'Un excellent moment pour acquérir de nouvelles compétences, obtenir une certification ou vous concentrer sur le projet en cours. Votre assiduité deviendra peu à peu votre réputation.',
        reversed:
          'L’étincelle a quitté votre travail, ou les détails ralentissent tout. Redéfinissez vos objectifs, et demandez-vous si vous n’avez pas besoin d’un nouveau défi.',
      },
      wealth: {
        upright:
          'L’expertise et le travail font progresser vos revenus régulièrement. Investir dans vos propres compétences est le pari le plus sûr que vous puissiez faire en ce moment.',
        reversed:
          'Vos revenus stagnent, ou vos longues heures ne rapportent pas ce qu’elles devraient. Évaluez ce que vaut votre temps et ajustez votre façon de travailler.',
      },
      health: {
        upright:
          'Mettez en place un entraînement régulier. Avec une pratique patiente et une progression graduelle, votre corps se renforcera peu à peu.',
        reversed:
          'De longues heures penché sur un bureau, ou l’excès d’efforts, provoquent usure et tensions. Levez-vous et bougez à intervalles réguliers, et consultez tôt un médecin pour toute douleur.',
      },
    },
  },
  'pentacles-09': {
    keywords: {
      upright: ['autonomie', 'abondance', 'élégance', 'profiter des fruits'],
      reversed: [
        'dépendance excessive',
        'réussite creuse',
        'vivre au-dessus de ses moyens',
        'le paraître avant l’être',
      ],
    },
    upright:
      'Par vos propres efforts, vous avez fait pousser un jardin qui n’appartient qu’à vous. Le Neuf de Deniers est l’indépendance et l’abondance : autonome financièrement, et doté du goût nécessaire pour profiter de ce que la vie offre. Vous pouvez ralentir maintenant, admirer ce que vous avez bâti et savourer votre propre compagnie sans culpabilité. Cette aisance est le fruit d’années de discipline et de persévérance.',
    reversed:
      'En surface vous avez tout, et pourtant quelque chose sonne creux à l’intérieur. Ou sauver les apparences vous pousse à vous surendetter et à faire bonne figure. Le Neuf renversé peut aussi signifier dépendre trop de quelqu’un d’autre, financièrement ou affectivement, au point de perdre votre propre assise. Demandez-vous si la vie que vous menez est celle que vous voulez vraiment.',
    interpretation:
      'Associé à Vénus en Vierge, le Neuf est l’abondance là où la beauté et l’ordre se rencontrent. Sa leçon est que la vraie richesse n’est pas seulement ce que l’on possède, mais la capacité d’en profiter l’esprit tranquille. Beaucoup travaillent dur pendant des années sans jamais oser s’arrêter pour se récompenser. Quand cette carte apparaît, réservez-vous un temps qui soit vraiment à vous, et vérifiez que votre indépendance repose sur un sol ferme. La discipline vous a mené jusqu’ici ; apprendre à en profiter vous mènera plus loin.',
    imagery:
      'Une femme élégamment vêtue se tient seule dans un vignoble, sa robe brodée de fleurs et du symbole de Vénus. Un faucon encapuchonné est perché sur sa main gantée, neuf deniers pendent parmi les vignes autour d’elle, et un manoir se dresse au loin. Le raisin mûr est la récolte ; le faucon encapuchonné, la discipline acquise et la maîtrise de soi ; et son calme posé, seule mais comblée, montre que cette abondance vient de son propre travail et de ses propres choix.',
    areas: {
      love: {
        upright:
          'Vous savourez la liberté du célibat et savez exactement quel partenaire vous voulez. En couple, vous gardez votre indépendance et votre identité au sein de la relation.',
        reversed:
          'S’accrocher à un partenaire par besoin de sécurité, ou être si autosuffisant que personne ne peut vous approcher. Cherchez l’équilibre entre intimité et indépendance.',
      },
      career: {
        upright:
          'Le travail apporte des récompenses régulières et de la satisfaction, avec plus de maîtrise de votre temps. Le travail indépendant ou votre propre entreprise s’annoncent prometteurs.',
        reversed:
          'Votre carrière impressionne mais ne vous comble pas, ou vous dépendez trop d’un seul client ou protecteur. Repensez la façon dont vous voulez vraiment travailler.',
      },
      wealth: {
        upright:
          'Indépendant financièrement avec des revenus stables, vous pouvez vous offrir certains des plaisirs raffinés de la vie. Dépensez avec discernement, et votre argent vous servira longtemps.',
        reversed:
          'Trop dépenser pour sauver les apparences, ou une source de revenus unique et fragile. Revoyez où va l’argent et constituez-vous un filet de sécurité.',
      },
      health: {
        upright:
          'Le corps et l’esprit sont en bonne forme. Des loisirs apaisants comme le jardinage, la marche ou le yoga vous aident à savourer l’instant présent.',
        reversed:
          'Trop d’excès ou trop peu de mesure laissent peut-être des traces en silence. Rééquilibrez vos habitudes alimentaires et votre sommeil, et maintenez des bilans réguliers.',
      },
    },
  },
  'pentacles-10': {
    keywords: {
      upright: ['héritage', 'richesse durable', 'stabilité', 'appartenance'],
      reversed: ['conflit familial', 'litiges de succession', 'fondations fragiles', 'tradition étouffante'],
    },
    upright:
      'C’est une carte des choses qui durent. Le Dix de Deniers parle d’héritage familial, de richesse bâtie au fil des générations et d’un lieu où l’on se sent vraiment chez soi. Vos efforts ne sont pas seulement pour vous ; ils posent des fondations pour ceux que vous aimez et pour les années à venir. C’est un bon moment pour penser à long terme à la famille, au patrimoine, aux traditions et à ce que vous voulez transmettre.',
    reversed:
      'Il y a peut-être des frictions à la maison : disputes d’argent, de succession ou de mode de vie, ou le sentiment que les attentes familiales vous lient les mains. Le Dix renversé avertit aussi que des finances ou des relations en apparence solides comme le roc cachent peut-être des fissures. Parlez ouvertement, et voyez quelles traditions méritent d’être protégées et lesquelles vous pouvez doucement laisser partir.',
    interpretation:
      'Lié à Mercure en Vierge, le Dix est la sagesse de mettre ses affaires en ordre pour pouvoir les transmettre. Sa leçon est que la richesse comme les relations demandent un soin au long cours et une organisation réfléchie. Quand cette carte apparaît, parlez de l’avenir avec votre famille, mettez en ordre assurances, épargne et papiers importants, et écoutez les histoires de vos aînés. Qu’avez-vous reçu en héritage, et que voulez-vous transmettre ? Les réponses vous aideront à faire des choix à plus long horizon.',
    imagery:
      'Un vieillard aux cheveux blancs est assis sous une arche, vêtu d’une robe richement ornée, deux chiens blancs blottis à ses côtés. De l’autre côté de l’arche, un jeune couple converse tandis qu’un enfant tend la main pour toucher l’un des chiens. Des armoiries familiales sont accrochées au mur, et dix deniers sont disposés selon la forme de l’Arbre de vie. Trois générations réunies sont la continuité ; les chiens, la fidélité et la protection ; le motif de l’Arbre de vie suggère une abondance matérielle tissée d’héritage spirituel.',
    areas: {
      love: {
        upright:
          'La relation s’oriente vers l’engagement, peut-être le mariage, la rencontre des familles ou la construction d’un foyer commun. Le soutien familial rend le lien plus fort encore.',
        reversed:
          'Des proches se mêlent de votre relation, ou vous voyez la vie de famille très différemment. Trouvez d’abord un accord à deux, puis faites front ensemble face aux autres.',
      },
      career: {
        upright:
          'Les organisations établies ou une entreprise familiale vous conviennent en ce moment, et l’effort au long cours apporte une position sûre et de solides récompenses.',
        reversed:
          'Un milieu de travail conservateur freine votre progression, ou les intérêts d’une affaire familiale s’emmêlent. Décidez quelle voie est vraiment la vôtre.',
      },
      wealth: {
        upright:
          'Votre base financière est solide. Un bon moment pour planifier à long terme : achat immobilier, assurances, épargne pour les études d’un enfant.',
        reversed:
          'Attention aux conflits d’argent en famille ou aux problèmes de succession. Quand des sommes importantes sont en jeu, faites appel à un notaire, un comptable ou un autre professionnel.',
      },
      health: {
        upright:
          'La famille est une source de force. Il vaut aussi la peine de connaître vos antécédents médicaux familiaux et de maintenir des bilans réguliers dans la durée.',
        reversed:
          'La pression familiale affecte peut-être votre humeur et votre sommeil. Accordez-vous de l’espace, et si vous vous sentez mal longtemps, consultez rapidement un médecin.',
      },
    },
  },
  'pentacles-11': {
    keywords: {
      upright: ['apprentissage', 'rêves concrets', 'nouvelle occasion', 'premiers pas assurés'],
      reversed: ['paresse', 'ambitions irréalistes', 'absence de plan', 'procrastination'],
    },
    upright:
      'Une occasion qui mérite d’être prise au sérieux s’est présentée : une formation, un nouvel emploi, un projet que vous pouvez cultiver dans le temps. Le Valet de Deniers est l’étudiant les pieds sur terre, fasciné par la pièce qu’il tient et heureux de prendre le temps de la comprendre. Commencez avec humilité et concentration, et cette graine finira par fleurir et porter ses fruits.',
    reversed:
      'Beaucoup d’idées, très peu d’action, ou l’envie de sauter directement au sommet sans apprendre les bases. Le Valet renversé peut aussi désigner des études dispersées, des projets sans cesse repoussés, ou des nouvelles en deçà de vos espérances. Découpez le grand objectif en petites étapes et commencez par celle que vous pouvez terminer aujourd’hui.',
    interpretation:
      'Visage le plus jeune de la Terre, le Valet représente des rêves concrets qui commencent tout juste à germer. Sa leçon est que les rêves ont besoin de plans, et les plans d’action. Il n’est pas pressé de faire ses preuves ; il est absorbé par l’étude de ce qu’il tient. Quand cette carte apparaît, choisissez un domaine dans lequel vous êtes prêt à vous engager durablement, établissez un plan simple d’apprentissage ou d’épargne, et gardez une trace de vos progrès. Qui va doucement va vraiment plus sûrement.',
    imagery:
      'Un jeune homme se tient dans une prairie parsemée de petites fleurs, levant à deux mains un denier qu’il contemple intensément, comme s’il cherchait à en percer les secrets. Derrière lui s’étendent des champs fraîchement labourés, un petit bosquet et des collines lointaines. Élever la pièce montre combien il tient au savoir et aux occasions ; la terre labourée, le travail préparatoire déjà accompli ; et son regard absorbé, la patience et le sérieux d’un véritable apprenant.',
    areas: {
      love: {
        upright:
          'L’amour grandit lentement mais sincèrement, et vous pourriez rencontrer une personne fiable. Se soucier des petites choses du quotidien parle plus fort que les mots doux.',
        reversed:
          'Ne pas vraiment s’engager, ou garder l’amour bien à l’abri dans l’imaginaire. Si quelqu’un vous plaît vraiment, montrez-le par des actes.',
      },
      career: {
        upright:
          'Un excellent moment pour acquérir de nouvelles compétences, faire un stage ou commencer au bas de l’échelle. Votre envie d’apprendre sera remarquée et vous mettra sur de bons rails.',
        reversed:
          'Vos habitudes d’étude se sont relâchées, ou vos ambitions dépassent vos capacités. Laissez de côté l’anxiété du résultat et consolidez d’abord les bases.',
      },
      wealth: {
        upright:
          'Commencez à vous former sur l’argent et prenez l’habitude d’épargner. Suivez vos dépenses ou mettez en place un petit versement régulier, et enrichissez vos connaissances à partir de là.',
        reversed:
          'Vos projets financiers tournent court, ou vous vous laissez facilement influencer par les « bons tuyaux ». Apprenez les bases avant d’investir dans quoi que ce soit.',
      },
      health: {
        upright:
          'Apprenez-en un peu sur la nutrition ou l’exercice et établissez un plan de santé réaliste que vous pourrez tenir, un petit pas à la fois.',
        reversed:
          'Vous savez quoi faire mais repoussez sans cesse le moment de commencer. Partez du plus petit changement possible, et demandez conseil à un médecin ou à un diététicien en cas de doute.',
      },
    },
  },
  'pentacles-12': {
    keywords: {
      upright: ['constance', 'responsabilité', 'persévérance', 'méthode'],
      reversed: ['stagnation', 'entêtement', 'prudence excessive', 'routine terne'],
    },
    upright:
      'Vous ne cherchez à gagner aucune course, mais chacun de vos pas est solide. Le Cavalier de Deniers est l’assiduité, la fiabilité et l’endurance. Il n’est jamais le plus brillant de l’assemblée, mais c’est à lui que l’on confierait n’importe quoi. Le moment est venu de dérouler votre plan avec méthode, de tenir vos promesses et de soigner les détails. La lenteur n’est pas un problème ; gardez un rythme régulier et la ligne d’arrivée viendra.',
    reversed:
      'La constance est devenue stagnation. Vous êtes peut-être coincé dans une routine immuable, sachant que quelque chose doit changer sans jamais bouger, ou si ancré dans vos habitudes que vous n’entendez plus les autres points de vue. Le Cavalier renversé peut aussi signifier traîner des pieds ou trouver la vie terne et plate. Ajoutez un peu de nouveauté à votre rythme pour que la prudence ne se fige pas en immobilisme.',
    interpretation:
      'Portant l’esprit terrien de la Vierge, le Cavalier se soucie des détails et des résultats. Sa leçon est que la fiabilité est une force, mais qu’elle ne doit jamais devenir une excuse pour éviter le changement. Il laboure le même champ jour après jour, et cette persévérance mérite d’être imitée. Quand cette carte apparaît, construisez autour de votre objectif une routine quotidienne que vous pourrez tenir dans la durée, et vérifiez de temps en temps que la route mène toujours là où vous voulez aller.',
    imagery:
      'Un chevalier en armure monte un robuste cheval noir, planté bien droit et immobile, loin de tout galop. Il tient un denier dans sa main et l’examine attentivement. Derrière lui s’étend un champ soigneusement labouré. Le cheval immobile est la constance et la patience ; le champ labouré, le travail et la préparation ; et sa façon de contempler la pièce montre un homme qui pèse la valeur de chaque pas et n’agit jamais sur un coup de tête.',
    areas: {
      love: {
        upright:
          'L’amour est stable et fiable. Votre partenaire n’est peut-être pas très doué avec les mots, mais montre son attachement par des gestes concrets : long à se dévoiler, mais digne de confiance.',
        reversed:
          'La relation est devenue plate, avec peu de surprise ou de passion. Essayez quelque chose de nouveau ensemble et ramenez un peu de chaleur dans le quotidien.',
      },
      career: {
        upright:
          'Le travail progresse régulièrement, et votre fiabilité et votre soin vous valent la confiance des autres. Continuez à soigner les détails, et les résultats suivront.',
        reversed:
          'Le travail est devenu pure routine et les progrès sont lents. Vérifiez si vous n’êtes pas trop prudent, et restez ouvert à de nouvelles méthodes et à de nouveaux défis.',
      },
      wealth: {
        upright:
          'Une gestion prudente de l’argent vous convient : épargne à long terme et placements peu risqués. Suivez le plan, et votre patrimoine croîtra régulièrement.',
        reversed:
          'L’excès de prudence pourrait vous faire manquer des occasions, et la procrastination laisse vos finances à l’abandon. Revoyez vos comptes régulièrement et ne laissez pas dormir votre argent des années.',
      },
      health: {
        upright:
          'Une routine régulière et un exercice constant continueront d’améliorer votre santé. Visez la régularité, pas la vitesse.',
        reversed:
          'Le manque de mouvement vous rend apathique. Commencez par un peu d’activité chaque jour, et si l’inconfort persiste, consultez rapidement un médecin.',
      },
    },
  },
  'pentacles-13': {
    keywords: {
      upright: ['sollicitude', 'sens pratique', 'abondance', 'sécurité'],
      reversed: ['oubli de soi', 'surmenage', 'angoisse financière', 'besoin de contrôle'],
    },
    upright:
      'Vous avez le don de rendre la vie à la fois chaleureuse et généreuse. La Reine de Deniers est le soin concret : elle tient une maison confortable, gère l’argent avec bon sens et veille sur tout son entourage. C’est un bon moment pour vous concentrer sur les détails tangibles de la vie quotidienne. Mangez bien, rangez votre espace, prenez soin de votre corps, et vous découvrirez peut-être que le bonheur se cachait depuis toujours dans l’ordinaire.',
    reversed:
      'Vous avez peut-être tout donné au travail et à la famille en vous oubliant complètement. Ou l’angoisse de l’argent et de la sécurité vous fait vous inquiéter de tout et vouloir tout contrôler. La Reine renversée vous rappelle de prendre soin de vous avant de prendre soin des autres. Votre valeur ne se mesure pas seulement à ce que vous donnez.',
    interpretation:
      'Portant l’énergie terrienne du Capricorne, la Reine allie réalisme et tendresse. Sa leçon est que prendre soin est un savoir-faire, et qu’il a lui aussi besoin de limites. Un vrai soin laisse chacun, vous compris, plus ancré, au lieu d’exiger de vous un sacrifice sans fin. Quand cette carte apparaît, demandez-vous quelle petite chose vous pourriez faire pour vous aujourd’hui : un vrai repas, une soirée couché tôt, ou un moment de calme où personne ne peut vous joindre.',
    imagery:
      'Une reine siège dans un jardin luxuriant, sur un trône sculpté de chèvres, de fruits et de chérubins. Elle regarde avec tendresse le denier posé sur ses genoux, des roses retombent de la tonnelle au-dessus d’elle, et dans le coin inférieur droit un petit lapin est assis dans l’herbe. Les chèvres sont le Capricorne et l’endurance concrète ; les fruits et les fleurs, la fertilité et l’abondance ; le lapin, la vie nouvelle et la profusion ; et sa manière de bercer la pièce montre son soin des choses matérielles et de la vie elle-même.',
    areas: {
      love: {
        upright:
          'Vous êtes un partenaire attentionné et fiable, qui montre son amour par des soins concrets. La relation est chaleureuse et sûre, une bonne base pour construire un foyer.',
        reversed:
          'Donner trop en vous négligeant, ou chercher à tout contrôler par insécurité. Laissez pour une fois votre partenaire prendre soin de vous.',
      },
      career: {
        upright:
          'Compétent et terre à terre, vous alliez efficacité et bienveillance, et l’on compte sur vous. Les rôles liés aux ressources, aux budgets ou au soin d’une équipe vous conviennent bien.',
        reversed:
          'Jongler entre travail et foyer vous a épuisé. Posez des limites claires et confiez une partie des responsabilités à d’autres.',
      },
      wealth: {
        upright:
          'Vous avez un vrai talent pour gérer l’argent et planifier à la fois pour aujourd’hui et pour demain. Un bon moment pour établir un plan financier solide pour le foyer.',
        reversed:
          'Trop d’inquiétude au sujet de l’argent, ou des dépenses faites surtout pour faire plaisir aux autres. Revenez à ce dont vous avez réellement besoin et budgétez en conséquence.',
      },
      health: {
        upright:
          'Vous êtes en bonne santé. Cuisiner, jardiner ou passer du temps dans la nature nourrira le corps et l’esprit et vous fera goûter au rythme naturel de la vie.',
        reversed:
          'Prendre soin de tout le monde a relégué votre propre santé au second plan. Prenez des repas réguliers, reposez-vous correctement, et consultez un médecin si l’inconfort persiste.',
      },
    },
  },
  'pentacles-14': {
    keywords: {
      upright: ['réussite', 'stabilité', 'ressources abondantes', 'leadership fiable'],
      reversed: ['avidité', 'entêtement', 'le profit avant tout', 'prodigalité'],
    },
    upright:
      'Vous avez trouvé votre place dans votre domaine et disposez de ressources, d’expérience et d’une bonne réputation. Le Roi de Deniers est la réussite matérielle alliée à une responsabilité mûre. Il sait faire fructifier la richesse et protéger ceux qui dépendent de lui. Le moment est venu de prendre des décisions avec sobriété et de mettre votre force et vos ressources au service d’objectifs à long horizon.',
    reversed:
      'Le succès peut rendre rigide ou avide : obsédé par le profit, refusant tout risque, mesurant tout à l’aune de l’argent. Le Roi renversé peut aussi désigner une mauvaise gestion financière, des dépenses fastueuses ou la perte de ses repères une fois le pouvoir venu. Rappelez-vous que la richesse est un outil, pas toute la vie.',
    interpretation:
      'Associé au Taureau, le Roi est la Terre dans sa forme la plus stable et la plus mûre. Sa leçon est que la vraie richesse consiste à utiliser ses ressources pour créer de la valeur et la partager avec les autres. Il ne gagne pas en jouant, mais par des années de culture patiente et de jugement sûr. Quand cette carte apparaît, considérez les ressources dont vous disposez déjà et la façon dont elles pourraient apporter une sécurité plus durable à vous et à votre entourage. Les décisions posées sont généralement celles qui résistent à l’épreuve du temps.',
    imagery:
      'Un roi siège sur un trône orné de têtes de taureau, vêtu d’une robe couverte de vignes, un sceptre dans une main et un denier posé sur son genou sous l’autre. Des vignes et des fruits l’entourent, et un solide château s’élève derrière lui. Les taureaux sont le signe du Taureau, la stabilité et la fertilité ; les vignes, la récolte et la jouissance ; le château, l’entreprise et la sécurité qu’il a bâties ; et l’armure entrevue sous sa robe montre que son abondance s’appuie sur la force de la défendre.',
    areas: {
      love: {
        upright:
          'Une relation mûre et stable avec un partenaire fiable qui veut assurer votre avenir commun. Un bon moment pour parler sérieusement d’engagement à long terme.',
        reversed:
          'Trop de poids accordé à l’argent ou au contrôle, et trop peu au lien affectif. Ne laissez pas les cadeaux ou les dépenses remplacer le temps et l’attention.',
      },
      career: {
        upright:
          'La réussite au travail ; diriger, gérer une entreprise ou administrer des ressources vous convient. Votre constance et votre jugement vous valent un large respect.',
        reversed:
          'Votre style de management s’est rigidifié, ou vous courez après des gains à court terme. Écoutez votre équipe et ne laissez pas le pouvoir obscurcir votre jugement.',
      },
      wealth: {
        upright:
          'Les finances sont solides, et investir comme gérer un patrimoine vous vient naturellement. Planifiez à long terme et laissez votre richesse croître régulièrement.',
        reversed:
          'Méfiez-vous des risques nés de l’avidité, ou des dépenses sans retenue. Avant toute décision financière importante, demandez un conseil professionnel.',
      },
      health: {
        upright:
          'Votre constitution est robuste. Gardez des repas et un sommeil réguliers, et vous resterez en forme avec de l’énergie à revendre.',
        reversed:
          'Les dîners copieux, les excès ou des années à faire passer le travail avant tout vous rattrapent. Levez le pied, maintenez des bilans réguliers et consultez un médecin pour toute gêne.',
      },
    },
  },
};
