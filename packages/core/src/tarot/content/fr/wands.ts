import type { CardBodyTable } from '../../types';

export const wands: CardBodyTable = {
  'wands-01': {
    keywords: {
      upright: ['inspiration', 'nouveau départ', 'étincelle créative', 'enthousiasme'],
      reversed: ['retards', 'manque d’élan', 'blocage créatif', 'faux départs'],
    },
    upright:
      'Quelque chose s’est embrasé en vous : une idée, un projet, une soudaine envie d’essayer. L’As de Bâtons vous remet une énergie créatrice brute, encore brûlante. Ce n’est pas le moment de peaufiner le plan un mois de plus ; c’est le moment de faire un petit pas concret et de laisser l’élan faire le reste. L’occasion est déjà dans votre main. Reste à savoir si vous allez la saisir.',
    reversed:
      'L’étincelle est là, mais elle s’éteint sans cesse comme une allumette humide. Vous avez peut-être beaucoup d’idées et aucun point de départ, ou le doute les noie les unes après les autres avant qu’elles ne prennent. L’As renversé ne dit pas que la chance est passée. Il vous demande ce qui épuise votre feu : la fatigue, la peur d’échouer, ou un but qui n’a jamais vraiment été le vôtre ?',
    interpretation:
      'Racine pure du Feu, cet As est la graine de tout ce que vous pourriez créer. Sa leçon est que le feu a besoin à la fois de combustible et d’un foyer. La passion sans ancrage s’éteint vite ; un plan sans passion devient une corvée. Quand cette carte apparaît, notez les idées qui bourdonnent dans votre tête, entourez celle qui fait battre votre cœur plus vite, et faites pour elle une chose concrète cette semaine. Commencer, c’est la meilleure façon de gratter l’allumette.',
    imagery:
      'Une main sort d’un nuage, tenant un solide bâton de bois d’où jaillissent de jeunes feuilles, dont quelques-unes tombent au sol. En contrebas, un château sur une colline, une rivière sinueuse et une campagne verdoyante sous un ciel clair. La main suggère un don venu d’ailleurs, ou du plus profond de vous ; le bâton bourgeonnant est la force vitale brute ; le château, un but encore à atteindre ; la rivière rappelle que l’inspiration doit couler pour nourrir quoi que ce soit.',
    areas: {
      love: {
        upright:
          'Une nouvelle étincelle flotte dans l’air : une rencontre excitante ou un regain de flamme dans une relation installée. Osez un peu et laissez voir votre intérêt.',
        reversed:
          'Brûlant un jour, froid le lendemain, ou chacun attend que l’autre fasse le premier pas. Avant que l’hésitation ne devienne distance, demandez-vous si vous le voulez vraiment.',
      },
      career: {
        upright:
          'Un excellent moment pour proposer une idée, lancer un projet ou tester une activité parallèle. Votre esprit d’initiative est particulièrement visible : mettez-le à profit.',
        reversed:
          'Le projet n’arrive pas à décoller. Réduisez l’objectif au plus petit premier pas possible, faites-le, et ajustez en chemin.',
      },
      wealth: {
        upright:
          'Une nouvelle idée de revenu ou un partenariat mérite peut-être un examen sérieux. Essayez à petite échelle, vérifiez que cela fonctionne, et seulement ensuite pensez à investir davantage.',
        reversed:
          'Les achats impulsifs et les paris sur un coup de tête risquent de faire long feu. Notez l’idée, laissez-la reposer quelques jours, puis décidez.',
      },
      health: {
        upright:
          'Votre énergie remonte. Prenez l’habitude de bouger autour d’une activité que vous aimez vraiment, et laissez votre corps retrouver son rythme.',
        reversed:
          'Vous vous sentez à plat et sans motivation ? Remettez d’abord en ordre votre sommeil et votre rythme quotidien avant de forcer davantage, et si la fatigue persiste, faites-vous examiner.',
      },
    },
  },
  'wands-02': {
    keywords: {
      upright: ['planification', 'vision', 'décisions', 'sortie de la zone de confort'],
      reversed: ['indécision', 'peur de l’inconnu', 'projets au point mort', 'excès de prudence'],
    },
    upright:
      'Vous avez bâti quelque chose de solide, et votre regard glisse maintenant vers l’horizon. Le Deux de Bâtons est la carte du stratège : debout à la limite de ce que vous connaissez, vous pesez où aller ensuite et s’il faut quitter le terrain familier. Il vous pousse à transformer des rêves flous en une véritable carte, et à choisir délibérément votre avenir plutôt que d’y dériver.',
    reversed:
      'Une part de vous sait qu’un monde plus vaste vous attend, et pourtant vous ne partez jamais. Peut-être craignez-vous de perdre la sécurité acquise, ou avez-vous tant planifié que le courage s’est tari sans bruit. Le Deux renversé vous pousse doucement : vous pouvez contempler le monde du haut des remparts indéfiniment, il ne viendra pas frapper à la porte à votre place.',
    interpretation:
      'Associé à Mars en Bélier, le Deux porte un élan de pionnier qui n’a pas encore quitté le château. Sa leçon est l’arbitrage entre sécurité et croissance. Vous n’êtes pas obligé de tout miser d’un coup, mais vous devez reconnaître que vous voulez davantage. Demandez-vous quel chemin vous choisiriez si l’échec n’était pas un souci. Puis notez trois petits pas sur ce chemin que vous pourriez tester bientôt, pour que la vision commence à se changer en mouvement.',
    imagery:
      'Un homme en manteau rouge se tient sur le rempart d’un château, un petit globe dans une main et un bâton dans l’autre, tandis qu’un second bâton est fixé au mur à côté de lui. Il contemple la mer et la terre. Le globe est le monde qu’il s’imagine tenir ; les deux bâtons, ce qu’il a accompli et ce qu’il lui reste à poursuivre ; les roses rouges et les lys blancs tout proches équilibrent la passion et la pureté d’intention.',
    areas: {
      love: {
        upright:
          'Vous réfléchissez sérieusement à l’avenir de cette relation, ou vous hésitez entre deux voies. Dites clairement ce que vous espérez, et le chemin s’éclaircira.',
        reversed:
          'La peur du changement vous retient peut-être là où vous n’êtes plus à votre place. Est-ce l’amour qui vous y retient, ou simplement la crainte de l’inconnu ?',
      },
      career: {
        upright:
          'Un bon moment pour planifier à long terme : nouveaux marchés, réorientation, poste à l’étranger. Renseignez-vous à fond, puis choisissez avec audace.',
        reversed:
          'Beaucoup de plans, très peu de mouvement, et la fenêtre est peut-être en train de se refermer. Fixez-vous une échéance ferme pour trancher.',
      },
      wealth: {
        upright:
          'Revoyez la répartition de vos ressources et pensez au long terme. Regardez loin, mais assurez-vous que chaque pas repose sur un raisonnement solide.',
        reversed:
          'Attendre indéfiniment peut vous faire manquer le bon moment, mais la précipitation anxieuse ne vaut pas mieux. Clarifiez d’abord ce que vous attendez réellement de votre argent.',
      },
      health: {
        upright:
          'Esquissez un plan de bien-être à plus long terme, comme un objectif sportif sur une saison ou une routine de sommeil plus stable. Une direction rend la régularité plus facile.',
        reversed:
          'Beaucoup de bonnes intentions, aucune ligne de départ, et le stress s’accumule. Choisissez une toute petite habitude et commencez par là, au lieu d’attendre le plan parfait.',
      },
    },
  },
  'wands-03': {
    keywords: {
      upright: ['expansion', 'prévoyance', 'attente des résultats', 'collaboration'],
      reversed: ['retards', 'déception', 'vision étroite', 'préparation insuffisante'],
    },
    upright:
      'Les graines que vous avez semées commencent à répondre. Vos projets ont pris la mer, et il vous faut maintenant de la patience et un regard plus large. Le Trois de Bâtons parle d’une croissance au-delà de vos frontières habituelles : partenariats, occasions lointaines, nouveaux cercles. Vous avez fait le travail de fond. Faites confiance au processus et gardez un œil sur l’horizon, car de nouvelles possibilités y prennent déjà forme.',
    reversed:
      'Les navires sont en retard. Les résultats sur lesquels vous comptiez ne sont pas arrivés, ou les choses se déroulent autrement que prévu. La préparation avait peut-être des failles, ou vous regardiez à travers une lorgnette trop étroite. Le Trois renversé vous demande de revérifier les détails et d’ajuster vos attentes, sans laisser un seul retard vous convaincre que tous vos efforts ont été vains.',
    interpretation:
      'Liée au Soleil en Bélier, cette carte est la confiance qui éclaire la route. Sa leçon est de passer de l’action à l’observation : une fois l’investissement fait, apprenez à observer, à attendre et à élargir votre champ de vision. L’occasion vient souvent d’une direction inattendue, un appel, un ami à l’étranger, un projet qui croise plusieurs disciplines. Tournez-vous vers l’extérieur et partagez ce que vous construisez ; vous trouverez peut-être bien plus de soutien que vous ne l’imaginiez.',
    imagery:
      'Vu de dos, un homme se tient au sommet d’une falaise, une main posée sur un bâton, deux autres plantés à ses côtés. En contrebas s’étend une baie dorée où voguent plusieurs navires. Les navires sont les projets déjà lancés et les récompenses encore en route ; l’eau dorée évoque l’abondance ; et le fait que nous le voyions de dos nous dit que c’est un moment pour regarder au loin et attendre, non pour jeter des regards inquiets en arrière.',
    areas: {
      love: {
        upright:
          'La relation s’ouvre, et vous préparez peut-être un voyage ou un avenir commun. Les relations à distance sont particulièrement prometteuses en ce moment.',
        reversed:
          'Les réponses tardent plus que vous ne le voudriez, ou vos visions de l’avenir ne concordent pas tout à fait. Ne tirez pas de conclusions hâtives et parlez du rythme de chacun.',
      },
      career: {
        upright:
          'Les partenariats, le travail à l’international ou les projets transversaux prennent de l’élan. Votre travail préparatoire porte ses fruits ; restez ouvert à ce qu’il vous apporte.',
        reversed:
          'Un projet stagne ou un partenaire ne tient pas ses engagements. Cherchez les points faibles du processus et préparez un plan B pour garder votre calme.',
      },
      wealth: {
        upright:
          'Des investissements passés, en temps ou en argent, commencent peut-être à rapporter. Pensez à diversifier vos sources de revenus, et laissez à la croissance le temps de mûrir.',
        reversed:
          'Les rendements sont plus lents que prévu. Résistez à l’envie de doubler la mise ou de tout abandonner dans la précipitation ; revoyez le plan et gardez une réserve de trésorerie.',
      },
      health: {
        upright:
          'Vous vous sentez de mieux en mieux. Sortez, posez votre regard sur des horizons lointains, et laissez les grands espaces remplir vos réserves.',
        reversed:
          'Les longues heures devant un bureau ou un écran vous usent. Levez-vous régulièrement, reposez vos yeux et protégez le rythme de vos journées.',
      },
    },
  },
  'wands-04': {
    keywords: {
      upright: ['célébration', 'appartenance', 'stabilité', 'étapes franchies'],
      reversed: ['foyer instable', 'sentiment de décalage', 'frictions familiales', 'joie différée'],
    },
    upright:
      'C’est l’une des cartes les plus heureuses du jeu. Une étape de votre parcours est accomplie, et vous pouvez enfin faire une pause pour la fêter avec ceux qui comptent. Le Quatre de Bâtons représente des fondations solides, un foyer chaleureux et des moments mémorables : une crémaillère, des fiançailles, une réussite d’équipe, de joyeuses retrouvailles. Savourez ce que vous avez bâti. Vous l’avez bien mérité.',
    reversed:
      'La fête semble un peu ternie. Il y a peut-être des frictions à la maison, un heureux événement a été repoussé, ou vous êtes entouré de monde tout en sentant que vous n’êtes pas vraiment à votre place. Le Quatre renversé ne minimise pas vos réussites. Il vous invite à vérifier les racines qui vous donnent un sentiment de sécurité, et à les soigner si elles ont été négligées.',
    interpretation:
      'Associé à Vénus en Bélier, le Quatre change l’élan ardent en chaleur et en fête. Sa leçon est de s’arrêter pour marquer chaque étape du chemin. Tant d’entre nous courent d’un but au suivant sans regarder le chemin parcouru. Cette carte vous demande de créer un petit rituel pour vous et votre entourage : un repas partagé, une réunion, un merci sincère. Ces moments soudent les gens et vous donnent l’assise pour continuer.',
    imagery:
      'Quatre bâtons se dressent au premier plan, couronnés d’une guirlande de fleurs et de rubans qui forme une arche accueillante. Deux personnages lèvent des bouquets en signe de bienvenue, une foule se rassemble derrière eux, et un solide château s’élève sur un ciel jaune d’or. La guirlande parle de récolte et de bénédiction ; les quatre bâtons suggèrent une structure stable ; le château, un foyer sûr. Toute la scène respire le retour à la maison et la fête.',
    areas: {
      love: {
        upright:
          'Tout semble serein et doux : un bon moment pour rencontrer la famille, emménager ensemble ou parler d’engagement. Les célibataires pourraient faire une rencontre lors d’une fête.',
        reversed:
          'De petites frictions, ou un décalage dans le rythme d’engagement de chacun. Nommer ce malaise vous rapprochera davantage que de faire comme si tout allait bien.',
      },
      career: {
        upright:
          'Votre équipe a franchi une vraie étape : fêtez-la ensemble. L’ambiance est chaleureuse, et vous vous sentez reconnu et à votre place.',
        reversed:
          'Des tensions dans l’équipe, ou des résultats passés sous silence. Exprimez-vous, et veillez à ce que vous et vos collègues receviez la reconnaissance méritée.',
      },
      wealth: {
        upright:
          'Les finances se stabilisent. Dépenser pour votre maison ou votre foyer a du sens maintenant, tant que la fête reste dans les limites du budget.',
        reversed:
          'Les frais du foyer ou d’un déménagement vous mettent peut-être à l’étroit. Établissez un budget à l’avance, et renoncez aux dépenses qui servent surtout à sauver les apparences.',
      },
      health: {
        upright:
          'Un cœur léger aide aussi le corps à se détendre. Les promenades et les repas partagés en famille ou entre amis sont une belle façon de vous ressourcer.',
        reversed:
          'L’agitation ou les tâches ménagères vous empêchent de décompresser. Réservez-vous un coin tranquille et un moment fixe chaque jour, uniquement pour vous reposer.',
      },
    },
  },
  'wands-05': {
    keywords: {
      upright: ['compétition', 'opinions qui s’affrontent', 'joute', 'frictions'],
      reversed: ['évitement du conflit', 'tension sourde', 'trêve', 'frustration rentrée'],
    },
    upright:
      'Tout le monde parle en même temps, et chaque voix veut l’emporter. Le Cinq de Bâtons décrit la compétition, le débat et les désordres de la croissance, moins une bataille amère qu’une joute animée. Vous pouvez y voir une occasion de grandir : l’affrontement vous montre où vous en êtes vraiment, et vous apprend à entendre des points de vue très différents du vôtre.',
    reversed:
      'Le conflit est peut-être devenu souterrain : personne ne dit rien, mais personne n’a lâché prise non plus. Ou vous ravalez vos opinions juste pour préserver la paix. Le Cinq renversé peut aussi signifier que la tension retombe enfin. L’essentiel est de voir s’il s’agit d’une vraie résolution ou d’un simple évitement déguisé en calme.',
    interpretation:
      'Associé à Saturne en Lion, le Cinq est la friction qui naît lorsque l’expression de soi se heurte aux limites du réel. Sa leçon est que la compétition n’est pas le problème en soi : ce sont les règles et le but qui comptent. Quand chacun brandit son bâton, demandez-vous ce que le groupe cherche réellement à résoudre. Vous pouvez transformer la dispute en discussion et la rivalité en émulation. Si tout devient trop chaotique, prenez du recul, clarifiez votre propre position, puis prenez la parole.',
    imagery:
      'Cinq jeunes hommes brandissent chacun un bâton, les bâtons se croisant en tous sens sur un terrain découvert. Ce pourrait être une bagarre, un jeu ou un exercice d’entraînement. Leurs tuniques sont toutes de couleurs différentes et leurs gestes désordonnés. La diversité des vêtements reflète des origines et des points de vue variés ; l’enchevêtrement des bâtons, des opinions qui s’entrechoquent ; et le fait que personne ne semble blessé suggère une mise à l’épreuve et une bousculade plutôt qu’une réelle hostilité.',
    areas: {
      love: {
        upright:
          'Des chamailleries pour des broutilles, ou un rival dans le paysage. Se disputer peut rester une manière de communiquer, tant que vous vous attaquez au problème, pas à la personne.',
        reversed:
          'Vous esquivez tous deux quelque chose, et le ressentiment s’accumule sous le calme. Choisissez un moment détendu et dites doucement ce qui doit être dit.',
      },
      career: {
        upright:
          'La concurrence est rude et les réunions sont bruyantes. Voyez-y une scène pour montrer vos compétences, et concentrez-vous sur la meilleure idée plutôt que sur la victoire.',
        reversed:
          'Les querelles internes et les rivalités feutrées épuisent l’équipe. Des rôles clairs et des règles acceptées par tous peuvent relancer la collaboration.',
      },
      wealth: {
        upright:
          'Un marché encombré signifie que les prix et les occasions ne cessent de bouger. Comparez, demandez plusieurs devis et ne vous laissez pas emporter par l’effervescence.',
        reversed:
          'Un désaccord d’argent avec quelqu’un doit être affronté. Mettre les comptes et les accords par écrit vous évitera bien des disputes plus tard.',
      },
      health: {
        upright:
          'Beaucoup d’énergie, mais aussi de l’irritabilité. Les sports d’équipe peuvent très bien évacuer le stress ; veillez simplement à ce que l’esprit de compétition ne vous mène pas à la blessure.',
        reversed:
          'Une frustration non dite crispe peut-être vos épaules et trouble votre sommeil. Écrivez, ou parlez-en à quelqu’un, pour qu’elle trouve une issue.',
      },
    },
  },
  'wands-06': {
    keywords: {
      upright: ['victoire', 'reconnaissance', 'confiance', 'succès public'],
      reversed: ['efforts non reconnus', 'arrogance', 'doute de soi', 'disgrâce'],
    },
    upright:
      'Votre travail acharné a été remarqué. Le Six de Bâtons est le défilé de la victoire : une promotion, un prix, un projet qui aboutit, ou simplement quelqu’un qui vous dit enfin que vous avez été brillant. Savourez ce moment, car cette reconnaissance nourrira la confiance dont vous aurez besoin pour la suite. Et pensez à remercier ceux qui vous ont encouragé en chemin.',
    reversed:
      'Vous avez peut-être beaucoup donné pour peu de reconnaissance, et vous commencez à douter de vous. Ou le succès est venu si vite que l’avis des autres a pris trop d’importance, et une pointe d’arrogance s’est glissée. Le Six renversé vous rappelle d’ancrer votre valeur en vous-même plutôt que dans les applaudissements.',
    interpretation:
      'Liée à Jupiter en Lion, cette carte est le lieu où la croissance et la confiance en soi se rejoignent dans un moment de gloire. Sa leçon est de savoir bien porter le succès : sans le balayer par fausse modestie, ni laisser les applaudissements devenir votre seul carburant. Notez quelles compétences et quels choix vous ont réellement valu cette victoire, car ce sont vos vrais atouts. Puis partagez la lumière avec ceux qui vous ont aidé. Le leadership grandit chaque fois que la reconnaissance circule.',
    imagery:
      'Un homme couronné de laurier traverse une foule sur un cheval blanc, et une autre couronne est nouée au bâton qu’il tient bien haut. Autour de lui, des gens lèvent leurs propres bâtons comme pour accueillir un héros. Les lauriers représentent la victoire et l’honneur ; le cheval blanc, une force pure et un succès mérité ; la foule, la reconnaissance publique, et cette vérité que personne ne triomphe tout à fait seul.',
    areas: {
      love: {
        upright:
          'Votre charme rayonne et l’admiration vient facilement. Dans une relation stable, votre partenaire est sincèrement fier de ce que vous avez accompli.',
        reversed:
          'Vous vous sentez tenu pour acquis, ou vous accordez trop d’importance à l’image que votre couple renvoie. Commencez par nommer ce dont vous avez vraiment besoin.',
      },
      career: {
        upright:
          'Une reconnaissance publique est probable : promotion, prime ou occasion très en vue. Avancez-vous et montrez ce dont vous êtes capable.',
        reversed:
          'Votre contribution a été ignorée ou revendiquée par quelqu’un d’autre. Documentez vos résultats et présentez-les clairement, dans le bon cadre.',
      },
      wealth: {
        upright:
          'Vos revenus peuvent augmenter avec vos réussites, par une prime ou une récompense. Gérez-les posément ; nul besoin de les exhiber.',
        reversed:
          'Dépenser pour impressionner, ou prendre des risques porté par l’excès de confiance. Ramenez vos achats à vos vrais besoins, pas au regard des autres.',
      },
      health: {
        upright:
          'La confiance stimule votre vitalité. Inscrivez-vous à une épreuve ou lancez-vous un défi sportif, et savourez le plaisir de battre votre propre record.',
        reversed:
          'La course à la performance vous crispe. Autorisez-vous l’imperfection, et gardez une routine régulière avec un vrai repos.',
      },
    },
  },
  'wands-07': {
    keywords: {
      upright: ['tenir bon', 'courage', 'défense', 'persévérance'],
      reversed: ['débordement', 'capitulation', 'usure', 'attitude défensive'],
    },
    upright:
      'Vous avez gagné les hauteurs, et c’est justement pour cela que les challengers affluent. Le Sept de Bâtons parle de défendre votre position : tenir bon face au doute, à la concurrence ou à la pression, avec courage et persévérance. Inutile de traiter tout le monde en ennemi, mais vous devez savoir ce qui mérite d’être protégé, puis le protéger sans vous excuser.',
    reversed:
      'Vous vous battez depuis si longtemps que vos forces s’épuisent et que vous songez à abandonner. Ou vous prenez chaque remarque pour une attaque, et vos défenses sont devenues une cage. Le Sept renversé vous demande si ce combat en vaut encore la peine. Parfois, lâcher prise ou appeler des renforts est la forme la plus sage de persévérance.',
    interpretation:
      'Associé à Mars en Lion, le Sept porte un courage qui refuse de reculer. Sa leçon est de distinguer la conviction de l’entêtement. Tenir bon sous la pression pour quelque chose en quoi vous croyez vraiment est une force réelle ; s’arc-bouter simplement parce que vous détestez perdre vous épuisera. Notez ce que vous défendez et pourquoi cela compte. Connaître vos raisons vous permet de tenir la ligne plus calmement, et de reconnaître le moment où vous pouvez desserrer votre prise sans danger.',
    imagery:
      'Un homme posté sur une hauteur serre un unique bâton et repousse six autres bâtons dressés contre lui d’en bas. Il porte des chaussures dépareillées, comme s’il s’était habillé à la hâte. La hauteur est l’avantage déjà conquis ; les six bâtons, des défis venus de toutes parts ; les chaussures dépareillées suggèrent qu’il a été pris de court, et pourtant il choisit de ne pas céder un pouce.',
    areas: {
      love: {
        upright:
          'Vous aurez peut-être à défendre cette relation, ou votre choix face à la désapprobation. Protégez-la fermement mais avec douceur.',
        reversed:
          'Une vigilance permanente rend l’intimité difficile. Renoncez au besoin de gagner et écoutez ce que votre partenaire ressent vraiment.',
      },
      career: {
        upright:
          'Les concurrents rôdent et votre position est mise à l’épreuve. Défendez votre travail par l’expertise et la préparation ; vous n’avez pas à céder à chaque voix.',
        reversed:
          'La pression est si lourde que vous avez envie de battre en retraite. Voyez quelles tâches pourraient être partagées, et demandez du soutien à votre responsable ou à vos collègues.',
      },
      wealth: {
        upright:
          'Protéger ce que vous avez compte davantage qu’une expansion audacieuse en ce moment. Tenez votre budget et ne vous laissez pas facilement convaincre d’y déroger.',
        reversed:
          'Des soucis d’argent persistants vous usent. Listez les problèmes un par un et consultez un professionnel plutôt que de tout porter seul.',
      },
      health: {
        upright:
          'Vous êtes résistant, mais vivre en état d’alerte crée des tensions. Veillez à prévoir un vrai repos à côté de toute cette détermination.',
        reversed:
          'Une pression prolongée vous laisse vidé, agité ou en manque de sommeil. Ralentissez, et si cela persiste, adressez-vous à un professionnel.',
      },
    },
  },
  'wands-08': {
    keywords: {
      upright: ['progrès rapides', 'nouvelles', 'action', 'voyage'],
      reversed: ['retards', 'impatience', 'malentendus', 'énergie dispersée'],
    },
    upright:
      'Soudain, tout se met en mouvement. Les projets bloqués se remettent à rouler, les nouvelles affluent, et il vous faudra peut-être réagir vite. Le Huit de Bâtons annonce des progrès rapides, une communication claire et des occasions de voyager. Ce n’est pas le moment de trop réfléchir. Profitez de l’élan et tirez le meilleur d’une période où les portes s’ouvrent presque plus vite que vous ne pouvez les franchir.',
    reversed:
      'Le rythme s’est déréglé. Les messages arrivent en retard, les projets changent à la dernière minute, ou votre propre impatience embrouille les choses. Le Huit renversé vous demande de lever le pied et de vérifier votre cap avant de repartir. La vitesse n’a jamais été un but en soi ; ce qui compte, c’est d’arriver là où vous vouliez vraiment aller.',
    interpretation:
      'Liée à Mercure en Sagittaire, cette carte est la pensée et le message lancés à pleine vitesse. Sa leçon est de savoir gérer la vitesse. Quand les occasions fusent vers vous comme des flèches, il vous faut un ordre de priorités clair, pas un oui à tout. Classez votre liste de tâches, répondez aux messages importants et laissez attendre l’accessoire. Et après un coup d’accélérateur, laissez-vous un peu de blanc pour assimiler ce qui a changé.',
    imagery:
      'Huit bâtons traversent en diagonale un ciel dégagé en formation serrée, comme des flèches sur le point d’atterrir. Aucun personnage dans la scène, seulement des champs paisibles, une rivière et une petite maison sur une colline lointaine. L’absence de figures met l’accent sur les événements eux-mêmes ; les bâtons en vol sont les nouvelles, l’action et l’énergie en transit rapide ; leur inclinaison vers le sol suggère que tout va bientôt toucher terre, et que les résultats seront bientôt clairs.',
    areas: {
      love: {
        upright:
          'Les choses vont vite : une relation pourrait vite devenir officielle, ou les messages s’enchaînent. Les amoureux séparés par la distance pourraient bientôt se retrouver.',
        reversed:
          'Des malentendus par messages, ou un rythme trop rapide pour être confortable. Ralentissez et assurez-vous que vous êtes bien sur la même longueur d’onde.',
      },
      career: {
        upright:
          'Les projets s’accélèrent et les sollicitations s’accumulent : déplacements, entretiens, nouvelles propositions. Restez efficace, mais vérifiez que vos messages sont bien compris.',
        reversed:
          'Les progrès sont bloqués, ou la hâte engendre des erreurs d’inattention. Clarifiez vos priorités et relisez les documents importants avant de les envoyer.',
      },
      wealth: {
        upright:
          'L’argent circule plus vite et les paiements pourraient arriver rapidement. Suivez et planifiez au fur et à mesure, pour qu’il ne reparte pas aussi vite.',
        reversed:
          'Les retards de paiement et les commandes impulsives sont plus probables que d’habitude. Avant toute grande décision financière, prévoyez un délai de réflexion.',
      },
      health: {
        upright:
          'L’énergie est haute et la récupération rapide, idéal pour les activités rythmées comme la course ou le vélo. Échauffez-vous correctement plutôt que de partir à froid.',
        reversed:
          'Un rythme effréné vous laisse surexcité ou épuisé. Supprimez les engagements inutiles et protégez le temps des vrais repas et du sommeil.',
      },
    },
  },
  'wands-09': {
    keywords: {
      upright: ['résilience', 'persévérance', 'vigilance', 'limites'],
      reversed: ['épuisement', 'méfiance', 'excès de défense', 'envie d’abandonner'],
    },
    upright:
      'Vous avez fait un long chemin, vous portez quelques cicatrices, et vous êtes toujours debout. Le Neuf de Bâtons parle de ténacité : la ligne d’arrivée est proche, il ne vous reste qu’à tenir encore un peu. L’expérience vous a rendu vigilant et plus habile à vous protéger, et cette force mérite d’être reconnue. Gardez vos limites bien en place, et vous pourrez parcourir la dernière ligne droite.',
    reversed:
      'Vous êtes fatigué, assez fatigué pour douter de tout, même de la gentillesse. Le Neuf renversé vous rappelle que persévérer n’est pas serrer les dents indéfiniment. Il est peut-être temps de vous reposer, d’accepter de l’aide, ou de vous demander honnêtement si cette route vous convient encore. Baisser un peu la garde, ce n’est pas perdre le combat.',
    interpretation:
      'Liée à la Lune en Sagittaire, cette carte mêle la mémoire émotionnelle et une foi obstinée dans la route qui reste. Sa leçon est de reconnaître à la fois vos blessures et votre force. Les revers passés vous ont peut-être appris à rester sur vos gardes, mais toutes les situations ne demandent pas l’armure complète. Essayez de trier vos limites : lesquelles vous protègent, et lesquelles tiennent le soutien à distance ? Accordez-vous le temps de respirer, puis continuez ; la dernière étape vous paraîtra plus sûre.',
    imagery:
      'Un homme à la tête bandée s’appuie sur un bâton qu’il serre à deux mains, jetant un regard méfiant de côté. Derrière lui, huit autres bâtons sont alignés comme une palissade. Le bandage raconte les combats déjà livrés ; les bâtons derrière lui sont les défenses et les limites qu’il a construites ; son regard attentif montre qu’il reste sur ses gardes, même si la lassitude d’une longue veille se lit clairement.',
    areas: {
      love: {
        upright:
          'D’anciennes blessures vous rendent prudent, et c’est compréhensible. Prenez votre temps, laissez la confiance se construire peu à peu, et ne vous pressez pas de tout donner.',
        reversed:
          'Votre garde est si haute que ceux qui cherchent à vous atteindre se sentent repoussés. Distinguez les vieilles blessures de la personne qui se tient devant vous.',
      },
      career: {
        upright:
          'Vous êtes dans la dernière ligne droite. C’est fatigant, mais la persévérance portera ses fruits. Gardez vos exigences et ne relâchez pas au dernier obstacle.',
        reversed:
          'Une pression prolongée vous mène à l’épuisement. Vérifiez si votre charge de travail est raisonnable et parlez à votre responsable d’un ajustement du rythme.',
      },
      wealth: {
        upright:
          'Tenez bon financièrement encore un moment, en protégeant votre épargne et votre budget. La prudence d’aujourd’hui vous donnera une assise plus ferme quand les choses bougeront.',
        reversed:
          'Les soucis d’argent vous gardent sur le qui-vive. Faites un état clair de vos revenus et de vos dépenses, et consultez un professionnel de la finance si nécessaire.',
      },
      health: {
        upright:
          'Vous êtes en voie de rétablissement. Soyez patient, gardez une routine régulière, et évitez de reprendre à pleine intensité dès que vous vous sentez mieux.',
        reversed:
          'La fatigue et les tensions se sont accumulées en silence. Prenez le repos au sérieux, et si l’inconfort persiste, demandez sans tarder l’avis d’un professionnel.',
      },
    },
  },
  'wands-10': {
    keywords: {
      upright: ['fardeau', 'surengagement', 'pression', 'dur labeur'],
      reversed: ['déposer le fardeau', 'déléguer', 'épuisement', 'lâcher prise'],
    },
    upright:
      'Vous portez beaucoup trop, et rien ne vous semble facultatif. Le Dix de Bâtons est le poids des responsabilités : le travail, la famille et les attentes de tous empilés sur vos épaules. Vous n’êtes plus très loin du but, mais il vaut la peine de vous demander si chacun de ces fardeaux doit vraiment être porté par vous, et par vous seul.',
    reversed:
      'Soit la charge est devenue presque insupportable, soit vous réalisez enfin que vous avez le droit d’en déposer une partie. Le Dix renversé contient les deux possibilités : un avertissement contre l’épuisement et une ouverture pour vous alléger. Apprendre à dire non et à déléguer n’est pas une faiblesse. C’est la sagesse qui permet de tenir la distance.',
    interpretation:
      'Associé à Saturne en Sagittaire, le Dix est l’idéalisme qui ploie sous le poids de la réalité. Sa leçon est de faire l’inventaire de ce que vous portez. Quels fardeaux sont de vraies responsabilités, et lesquels viennent de l’habitude, de la culpabilité ou de la conviction que vous seul pouvez bien faire les choses ? Faites une liste et marquez ce qui pourrait être confié, reporté ou abandonné. Le feu a besoin d’air pour brûler ; donnez-vous de l’air pour que votre enthousiasme ne soit pas étouffé.',
    imagery:
      'Un homme, presque plié en deux, serre contre lui une brassée de dix bâtons et avance péniblement vers une maison au loin. Les bâtons lui bouchent la vue, si bien qu’il distingue à peine le chemin. Les dix bâtons sont les responsabilités et les tâches entassées les unes sur les autres ; son corps courbé, l’effort ; sa vue obstruée montre comment la surcharge nous prive de recul, tandis que la maison rappelle que la fin du voyage est à portée.',
    areas: {
      love: {
        upright:
          'Vous portez trop de la relation, ou prendre soin de l’autre est devenu tout votre rôle. Exprimez vos besoins et laissez votre partenaire partager la charge.',
        reversed:
          'Vous cessez de trop donner et rééquilibrez les choses, ou vous réalisez qu’une relation est tout simplement trop épuisante et mérite un examen honnête.',
      },
      career: {
        upright:
          'La charge de travail et les responsabilités s’accumulent. Une fois la tâche en cours terminée, ayez une vraie conversation sur la répartition du travail avant de tomber en panne sèche.',
        reversed:
          'Déléguer et dire non commencent à alléger la charge. Si vous êtes déjà à bout, envisagez un changement de poste ou de rythme.',
      },
      wealth: {
        upright:
          'Les obligations, comme les crédits ou les dépenses du foyer, pèsent lourd. Classez-les et traitez-les une par une au lieu de vouloir tout régler à la fois.',
        reversed:
          'Une occasion d’alléger la pression se présente, comme rembourser une partie d’une dette. Si la situation vous semble ingérable, demandez un conseil financier professionnel.',
      },
      health: {
        upright:
          'Votre corps signale la fatigue, souvent par des épaules et un dos tendus. Réduisez les heures supplémentaires et faites de la place aux étirements et à un vrai sommeil.',
        reversed:
          'Quand vous êtes à ce point épuisé, cessez de forcer. Accordez-vous un vrai repos, et si vous continuez à vous sentir mal, consultez rapidement un professionnel.',
      },
    },
  },
  'wands-11': {
    keywords: {
      upright: ['curiosité', 'exploration', 'nouvelles réjouissantes', 'idées neuves'],
      reversed: ['enthousiasme passager', 'immaturité', 'nouvelles retardées', 'manque de direction'],
    },
    upright:
      'Une bouffée d’enthousiasme arrive : une bonne nouvelle, un sujet que vous brûlez d’apprendre, ou une aventure improvisée. Le Valet de Bâtons incarne la curiosité et l’audace. Il ne sait pas exactement où mène la route, mais il a hâte de partir malgré tout. Autorisez-vous à redevenir débutant et essayez quelque chose avec audace, sans avoir besoin d’y exceller tout de suite.',
    reversed:
      'L’enthousiasme s’enflamme et retombe aussi vite. Vous avez peut-être commencé une douzaine de choses sans en finir aucune. Le Valet renversé peut aussi désigner des nouvelles qui tardent, ou de petits ennuis causés par des choix impulsifs et mal mûris. Au lieu de courir après la prochaine idée brillante, choisissez une chose déjà commencée et restez-y un moment.',
    interpretation:
      'Visage le plus jeune du Feu, le Valet représente une passion qui vient de germer et une soif d’apprendre. Sa leçon est de protéger votre curiosité tout en apprenant à vous concentrer. Le regard du débutant donne le courage d’essayer, mais une vraie progression demande un peu de patience. Quand cette carte apparaît, choisissez le sujet qui vous enthousiasme le plus et accordez-lui un mois de véritable exploration. Voyez jusqu’où cette étincelle peut vous porter.',
    imagery:
      'Un jeune personnage se tient dans un désert, tenant à deux mains un grand bâton et levant un regard curieux vers les feuilles qui poussent à son extrémité. Sa tunique est ornée de salamandres, et trois collines en forme de pyramides se dressent au loin. Le désert est un territoire inexploré ; les salamandres représentent le feu et son pouvoir de transformation ; son expression captivée traduit l’émerveillement de l’explorateur devant toute nouveauté.',
    areas: {
      love: {
        upright:
          'Un message charmeur ou une invitation excitante pourrait arriver. Restez léger et sincère, et savourez le frisson de la découverte de l’autre.',
        reversed:
          'Son intérêt, ou le vôtre, pourrait s’embraser puis s’éteindre aussi vite. Observez comment les choses évoluent dans le temps avant d’engager votre cœur.',
      },
      career: {
        upright:
          'Idéal pour acquérir de nouvelles compétences, explorer un nouveau domaine ou suivre une formation. Votre enthousiasme et votre créativité font forte impression.',
        reversed:
          'Beaucoup d’idées, peu de suivi, ou des erreurs dues au manque d’expérience. Demandez conseil à un mentor et prenez le temps de bâtir de bonnes bases.',
      },
      wealth: {
        upright:
          'Une petite source de revenus pourrait apparaître, ou vous commencez à vous former à la gestion d’argent. Abordez-la en élève, pas à pas.',
        reversed:
          'Les achats impulsifs et les placements à la mode sont tentants. Assurez-vous de comprendre avant d’agir, et fixez-vous une limite de dépense ferme.',
      },
      health: {
        upright:
          'Essayez un nouveau sport ou un cours qui vous intrigue. Gardez une dimension ludique, car la nouveauté elle-même peut vraiment stimuler votre corps.',
        reversed:
          'Vos projets sportifs ne cessent de démarrer et de s’arrêter. Abaissez la barre à dix minutes par jour et laissez l’habitude grandir à partir de là.',
      },
    },
  },
  'wands-12': {
    keywords: {
      upright: ['action', 'aventure', 'élan', 'voyage'],
      reversed: ['témérité', 'impatience', 'affaires inachevées', 'impulsivité'],
    },
    upright:
      'Vous débordez d’énergie et voulez foncer droit vers votre but. Le Cavalier de Bâtons représente l’aventure audacieuse, le voyage ou le déménagement, et un élan du « on y va » qui brise la stagnation et fait bouger les choses vite. Poursuivez ce que vous voulez avec fougue et fiez-vous à votre cran. Jetez simplement un œil à la carte avant de partir au galop.',
    reversed:
      'L’élan a basculé dans la témérité : se lancer avant que le plan soit clair, ou bifurquer dès la première résistance. Le Cavalier renversé peut aussi signaler un caractère emporté, ou une histoire d’amour qui passe en coup de vent. Ralentissez l’allure et donnez une direction à votre passion, pour qu’elle réchauffe quelque chose au lieu de tout brûler sur son passage.',
    interpretation:
      'Portant l’esprit ardent du Sagittaire, le Cavalier a soif de liberté, d’horizons lointains et de défis. Sa leçon est de faire chevaucher ensemble le courage et le discernement. L’audace est un don : elle permet des sauts que d’autres n’oseront pas. Mais sans direction, elle laisse derrière elle une traînée de quêtes inachevées. Avant d’agir, demandez-vous où vous voulez arriver et ce qui compte le plus dans ce voyage. Chargez avec ces réponses en main, et vous arriverez bien plus près de ce que vous voulez vraiment.',
    imagery:
      'Un chevalier vêtu d’une tunique à motifs de salamandres monte un cheval cabré, bâton en main, le panache rouge de son casque flottant comme une flamme. Derrière lui s’étendent le désert et des collines en forme de pyramides. Le cheval cabré est un élan impatient ; le panache de feu, la passion et l’ardeur ; le désert suggère qu’il file vers des contrées lointaines et inconnues, avide d’aventure et de ce qui se cache derrière la prochaine crête.',
    areas: {
      love: {
        upright:
          'L’amour est passionné et direct, et une personne magnétique et entreprenante pourrait faire irruption. Savourez la flamme, mais vérifiez que vos rythmes s’accordent vraiment.',
        reversed:
          'Vite entré, vite reparti, ou quelqu’un qui ne veut pas se poser. Ne laissez pas un élan de passion vous aveugler ; observez la constance dans la durée.',
      },
      career: {
        upright:
          'Faites avancer vos projets avec audace et saisissez les déplacements ou les missions à l’étranger. L’initiative est votre atout : tenez simplement l’équipe informée.',
        reversed:
          'Les décisions à l’emporte-pièce et les changements de cap incessants diluent vos résultats. Terminez ce que vous avez en main avant de courir après la suite.',
      },
      wealth: {
        upright:
          'De l’argent rapide est peut-être à portée, mais le risque aussi. Faites d’abord les vérifications de base et fixez une limite claire à ce que vous engagez.',
        reversed:
          'Des dépenses impulsives ou des paris agressifs pourraient vous coûter cher. Fixez-vous des règles et ne prenez jamais de décision d’argent sous le coup de l’émotion.',
      },
      health: {
        upright:
          'L’énergie est haute, parfaite pour les activités de plein air ou d’aventure. Échauffez-vous et équipez-vous correctement pour que la hâte ne cause pas de blessure.',
        reversed:
          'L’agitation vous fatigue et vous expose aux accidents. Ralentissez vos gestes, prévoyez un vrai repos, et ne laissez pas votre corps rester sous tension.',
      },
    },
  },
  'wands-13': {
    keywords: {
      upright: ['assurance', 'charisme', 'chaleur', 'indépendance'],
      reversed: ['jalousie', 'insécurité', 'besoin de contrôle', 'humeur changeante'],
    },
    upright:
      'Vous rayonnez d’une chaleur assurée qui illumine votre entourage, tout en prenant bien soin de vous. La Reine de Bâtons représente l’indépendance, le magnétisme et une manière de diriger vibrante et généreuse. Passionnée et décidée, elle sait ce qu’elle veut. Fiez-vous maintenant à votre instinct et à vos capacités, et laissez les autres voir qui vous êtes vraiment.',
    reversed:
      'Quand l’assurance vacille, ce feu peut se changer en jalousie, en impatience ou en besoin de tout contrôler. Vous donnez peut-être tant d’énergie aux autres que vos propres besoins ont disparu de la liste. La Reine renversée vous demande de revenir à votre flamme intérieure et de vous ressourcer d’abord ; vous aurez ensuite de nouveau de la lumière à partager.',
    interpretation:
      'Portant l’énergie pionnière du Bélier, la Reine l’exprime avec maturité et chaleur. Sa leçon est que la vraie confiance n’a pas besoin de comparaison. Elle ne prouve pas sa valeur en éclipsant qui que ce soit ; elle prend simplement la place qui lui revient. Inspirez-vous d’elle : prenez la parole avec audace, soyez généreux avec les autres et tenez vos limites. Demandez-vous comment partager votre chaleur aujourd’hui sans vous consumer.',
    imagery:
      'Une reine est assise bien droite sur son trône, un bâton dans une main et un tournesol dans l’autre, un chat noir assis à ses pieds. Des lions sont sculptés dans le trône, et le ciel derrière elle est lumineux. Le tournesol représente la vitalité et l’optimisme ; les lions, le courage et la force ; le chat noir, son intuition et ses profondeurs cachées : elle accueille sa part d’ombre, et c’est ce qui la rend entière.',
    areas: {
      love: {
        upright:
          'Votre charisme attire les autres sans effort. Rester authentique et indépendant au sein d’une relation ne vous rend que plus admiré et digne de confiance.',
        reversed:
          'La jalousie ou l’insécurité s’insinue dans la relation. Partagez ouvertement vos inquiétudes au lieu de chercher à gérer l’autre.',
      },
      career: {
        upright:
          'Vous pouvez diriger avec assurance, en équilibrant résultats et qualités humaines. Visez le premier rôle et laissez briller votre talent d’organisation.',
        reversed:
          'Mener trop de choses de front vous rend irritable, ou convaincu de devoir tout faire vous-même. Faites confiance aux autres et déléguez une partie.',
      },
      wealth: {
        upright:
          'Vous savez ce que vous voulez en matière d’argent et décidez avec netteté. Investir raisonnablement dans vos passions ou votre activité a du sens maintenant.',
        reversed:
          'Attention aux dépenses émotionnelles, ou faites pour prouver quelque chose. Faites une pause et demandez-vous si cet achat vous satisfera vraiment.',
      },
      health: {
        upright:
          'Vous êtes rayonnant et débordant d’énergie. Continuez à bouger et gardez un rythme quotidien régulier pour que cette vitalité dure bien au-delà d’une bonne semaine.',
        reversed:
          'Prendre soin de tout le monde vous a épuisé. Réservez-vous du temps rien que pour vous, et repérez où le stress vous rend irritable.',
      },
    },
  },
  'wands-14': {
    keywords: {
      upright: ['leadership', 'vision', 'audace', 'esprit d’entreprise'],
      reversed: ['autoritarisme', 'arrogance', 'impatience', 'exigences irréalistes'],
    },
    upright:
      'Vous avez la vision et le cran pour entraîner les autres vers l’avant. Le Roi de Bâtons est un leadership aguerri : voir la situation dans son ensemble, décider sans tergiverser et enflammer les autres par votre enthousiasme. C’est une carte forte pour créer une entreprise, piloter un projet ou assumer de vraies responsabilités. Fiez-vous à votre jugement et concrétisez votre vision.',
    reversed:
      'Le leadership a glissé vers le diktat. Vous voulez peut-être des résultats trop vite, balayez les avis ou exigez trop des autres. Ou une personne autoritaire, difficile à raisonner, gravite autour de vous. Le Roi renversé vous rappelle que l’autorité véritable se construit sur la confiance, non sur la pression. Ralentissez et écoutez vraiment ceux que vous dirigez.',
    interpretation:
      'Associé au Lion, le Roi est le feu dans sa forme la plus stable et la plus mûre. Sa leçon est de transformer une passion personnelle en vision partagée. Un grand leader ne se contente pas de briller ; il allume la flamme chez les autres. Quand cette carte apparaît, demandez-vous ce que vous dirigez : une équipe, un foyer, ou simplement votre propre vie. Énoncez clairement votre direction, laissez aux autres la place d’y prendre part, et votre influence portera bien plus loin.',
    imagery:
      'Un roi siège sur son trône, légèrement penché en avant, serrant un bâton bourgeonnant comme s’il s’apprêtait à passer à l’action. Des lions et des salamandres ornent le trône derrière lui, et une petite salamandre repose à ses pieds. Sa posture penchée exprime la détermination et la disponibilité ; les lions, le courage et la prestance royale ; les salamandres qui se mordent la queue signalent une créativité et une vision qui se renouvellent sans cesse.',
    areas: {
      love: {
        upright:
          'Vous êtes fiable et engagé, prêt à construire un avenir à deux. Vous pourriez aussi rencontrer une personne mûre, dotée d’un ascendant naturel.',
        reversed:
          'Vous écrasez peut-être les sentiments de votre partenaire. Essayez de remplacer « j’ai décidé » par « voyons cela ensemble », et laissez de l’air à la relation.',
      },
      career: {
        upright:
          'Un excellent moment pour lancer une entreprise, diriger une équipe ou prendre de grandes décisions. Votre vision et votre esprit de décision vous vaudront confiance et fidélité.',
        reversed:
          'Un style trop directif ou impatient suscite des résistances. Écoutez davantage votre équipe pour que vos décisions soient mieux équilibrées.',
      },
      wealth: {
        upright:
          'Vous avez un regard à long terme sur l’argent et savez bien planifier les investissements professionnels. Exécutez avec constance et gardez une marge d’adaptation.',
        reversed:
          'L’excès de confiance pourrait vous faire sous-estimer les risques. Vérifiez les faits sous plusieurs angles avant les grandes décisions, au lieu de vous fier à votre bravade.',
      },
      health: {
        upright:
          'Vous débordez d’élan et d’énergie. Continuez à faire de l’exercice, et ménagez de vrais moments de détente entre les périodes chargées.',
        reversed:
          'Diriger longtemps sous haute pression engendre irritabilité et mauvais sommeil. Déléguez, gardez des horaires réguliers et demandez un avis professionnel si nécessaire.',
      },
    },
  },
};
