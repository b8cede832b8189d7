import type { ReadingTexts } from './reading-texts';

export const texts: ReadingTexts = {
  listSeparator: ', ',
  orientation: { upright: 'à l’endroit', reversed: 'renversée' },
  topics: {
    love: 'Votre question touche à l’amour : chaque carte est donc lue pour ce qu’elle dit du cœur.',
    career:
      'Votre question touche au travail : chaque carte est donc lue pour ce qu’elle dit de votre vie professionnelle.',
    money:
      'Votre question touche à l’argent : chaque carte est donc lue pour ce qu’elle dit de vos finances. Les cartes proposent un regard sur l’argent, pas un conseil financier.',
    study:
      'Votre question touche aux études : chaque carte est donc lue pour ce qu’elle dit de l’effort, de l’apprentissage et de la progression.',
    health:
      'Votre question touche à votre bien-être : chaque carte est donc lue pour ce qu’elle dit du soin que vous vous portez. Les cartes sont un rappel, pas un diagnostic : pour votre corps, écoutez votre médecin.',
    decision:
      'Votre question appelle une décision. Les cartes vous aident à peser chaque option ; le choix vous appartient toujours.',
    general: 'Aucun domaine particulier n’a été précisé : chaque carte est donc lue dans son sens général.',
  },
  patterns: {
    majorsPastFuture:
      'Des arcanes majeurs occupent à la fois le passé et l’avenir ({cards}) : il ne s’agit pas d’une vague passagère, mais d’une leçon de plus longue haleine, qui relie ce qui a été à ce qui vient.',
    towerThenStar:
      'La Tour et l’Étoile apparaissent ensemble ({cards}) : une fois l’ancienne structure ébranlée, l’espoir revient. Reposez-vous d’abord, puis reconstruisez pièce par pièce.',
    sunAndMoon:
      'Le Soleil et la Lune apparaissent ensemble ({cards}) : le clair et l’obscur se côtoient. Fiez-vous à ce que vous savez, et laissez du temps aux zones encore floues.',
    loversAndDevil:
      'Les Amoureux et le Diable partagent ce tirage ({cards}) : l’attirance est forte, et il vaut la peine de distinguer un choix du cœur d’une habitude difficile à quitter.',
    courtPeople:
      'Les figures ({cards}) représentent souvent les personnes qui vous entourent, ou une facette de vous-même. Qui, dans cette histoire, leur ressemble, et comment son attitude influence-t-elle la vôtre ?',
    cupsInLove:
      'Plusieurs Coupes dans une question d’amour ({cards}) : le sentiment est ici le courant principal. Dire franchement ce que vous ressentez vous aidera davantage que deviner ce que pense l’autre.',
    swordsInLove:
      'Plusieurs Épées dans une question d’amour ({cards}) : les pensées et les mots pèsent lourd dans ce lien. Parlez avec douceur, et ne laissez pas l’inquiétude tirer les conclusions à votre place.',
    wandsInWork:
      'Plusieurs Bâtons dans une question de travail ou d’études ({cards}) : l’élan et l’enthousiasme sont votre capital. Donnez à cette énergie un plan clair sur lequel avancer.',
    pentaclesInMoney:
      'Plusieurs Deniers dans une question d’argent ({cards}) : la réponse se trouve dans les détails patients. Suivre ses comptes, planifier et avancer à petits pas est plus sûr qu’espérer un grand retournement.',
    manyAces:
      'Plusieurs As apparaissent ({cards}) : de nouveaux départs germent dans plusieurs directions. Choisissez celui que vous avez le plus envie de cultiver, et commencez par là.',
    majorsLead:
      'Les arcanes majeurs forment plus de la moitié du tirage : la question touche aux grands thèmes de votre vie. Elle mérite votre attention, et votre patience envers vous-même.',
    noMajors:
      'Seuls des arcanes mineurs apparaissent : tout se joue dans les choix et les gestes du quotidien, et vous avez plus de prise sur la situation que vous ne le pensez.',
    mostReversed:
      'Plus de la moitié des cartes sont renversées : c’est le moment de ralentir et de faire le tri en vous. Dénouez ce qui bloque avant d’aller de l’avant.',
    noneReversed:
      'Toutes les cartes sont à l’endroit : l’énergie circule librement, c’est un bon moment pour passer des idées aux actes.',
    fireLeads:
      'Le Feu (Bâtons) domine : la passion et l’action sont la clé. Une fois les idées claires, lancez-vous, sans céder à la précipitation.',
    waterLeads:
      'L’Eau (Coupes) domine : les sentiments et les relations sont au cœur de la question. Écoutez ce que vous ressentez vraiment, et faites aussi place aux sentiments des autres.',
    airLeads:
      'L’Air (Épées) domine : réfléchir, parler et décider passent au premier plan. Des mots clairs et une tête reposée valent mieux que de tourner en rond.',
    earthLeads:
      'La Terre (Deniers) domine : l’argent, le travail et le corps demandent le plus de soin. Des pas concrets et réguliers l’emportent sur les rêveries.',
    noWands:
      'Aucun Bâton dans tout le tirage : il manque peut-être l’étincelle de l’action. Qu’avez-vous vraiment envie de faire ?',
    noCups:
      'Aucune Coupe dans tout le tirage : les sentiments semblent avoir été mis de côté. Prenez soin de votre propre cœur et de ceux qui vous entourent.',
    noSwords:
      'Aucune Épée dans tout le tirage : la question n’a peut-être pas encore été pleinement réfléchie. Notez vos inquiétudes par écrit et mettez de l’ordre dans vos pensées.',
    noPentacles:
      'Aucun Denier dans tout le tirage : le projet manque encore de son versant pratique. Quelle serait la première étape concrète ?',
  },
  leaning: {
    yes: 'Les cartes penchent vers le oui. Suivez ce courant, en gardant l’œil sur les détails qu’elles soulignent.',
    no: 'Les cartes penchent vers le non, ou du moins vers « pas de cette façon ». Ce n’est pas un verdict, seulement une invitation à regarder les choses sous un autre angle.',
    notYet:
      'Les cartes penchent vers « pas encore ». La réponse est toujours en train de mûrir : observez, préparez-vous, et vous saurez quand le moment sera venu.',
  },
  choice: {
    pathA:
      'À bien peser les deux voies, les cartes favorisent la première option : le chemin comme l’issue s’y déroulent plus sereinement.',
    pathB:
      'À bien peser les deux voies, les cartes favorisent la seconde option : le chemin comme l’issue s’y déroulent plus sereinement.',
    even: 'Les deux voies pèsent à peu près le même poids et les cartes ne marquent pas de préférence nette. Peut-être importe-t-il moins de savoir quelle route prendre que de savoir comment la parcourir.',
  },
  synthesis: {
    question: 'Votre question : « {question} »',
    noQuestion:
      'Vous n’avez pas écrit de question cette fois ; les cartes s’adressent à ce qui vous occupe le plus l’esprit.',
    anchor: 'Le tirage trouve son point d’appui sur {card} ({orientation}) en position « {position} » : {keywords}.',
    tone: {
      flowing:
        'Dans l’ensemble, l’énergie circule avec aisance : portez cette confiance dans ce que vous voulez entreprendre.',
      mixed:
        'La fluidité et les frictions s’entremêlent. Regardez où se trouvent les cartes renversées : c’est là qu’un ajustement vous est demandé.',
      inward:
        'Les cartes vous invitent surtout à marquer une pause et à regarder en vous. Avancer ne vous est pas interdit ; prendre soin de vous d’abord rendra la route plus sûre.',
    },
  },
};
