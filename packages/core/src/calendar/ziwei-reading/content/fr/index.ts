import type { ZiweiContent } from '../../texts';
import { stars } from './stars';

export const texts: ZiweiContent = {
  names: {
    palaces: {
      soul: 'Vie',
      siblings: 'Fratrie',
      spouse: 'Conjoint',
      children: 'Enfants',
      wealth: 'Richesse',
      health: 'Santé',
      travel: 'Voyages',
      friends: 'Amis',
      career: 'Carrière',
      property: 'Biens',
      spirit: 'Bonheur',
      parents: 'Parents',
    },
    mutagens: { lu: 'Hua Lu (aisance)', quan: 'Hua Quan (pouvoir)', ke: 'Hua Ke (mérite)', ji: 'Hua Ji (vigilance)' },
  },
  stars,
  palaces: {
    soul: 'Le palais de la Vie montre votre tempérament de fond et votre manière d’aborder le monde ; toute la carte part de lui.',
    siblings:
      'Le palais de la Fratrie montre vos rapports avec vos frères et sœurs, vos pairs et vos proches compagnons.',
    spouse:
      'Le palais du Conjoint montre ce que vous espérez d’une relation intime et votre façon de partager une vie.',
    children:
      'Le palais des Enfants montre votre lien avec les enfants et les plus jeunes, et avec tout ce que vous créez et faites grandir.',
    wealth:
      'Le palais de la Richesse montre votre attitude et vos habitudes face à l’argent et aux ressources ; il ne prédit ni gains ni pertes.',
    health:
      'Le palais de la Santé regarde traditionnellement le corps ; ici, il n’est qu’un rappel à veiller sur votre repos et votre stress. Pour toute question de santé, adressez-vous à un médecin.',
    travel:
      'Le palais des Voyages montre l’image que vous donnez loin de chez vous, et la façon dont vous vivez les déplacements et les changements de cadre.',
    friends: 'Le palais des Amis montre vos relations avec les amis, les collègues et les partenaires de travail.',
    career:
      'Le palais de la Carrière montre votre manière de travailler, l’orientation de votre parcours et ce qui vous donne le sentiment d’accomplir quelque chose.',
    property:
      'Le palais des Biens montre l’atmosphère de votre foyer, votre lieu de vie et le genre de maison dont vous rêvez.',
    spirit:
      'Le palais du Bonheur montre d’où vient votre joie : vos centres d’intérêt, votre état d’esprit et votre vie intérieure.',
    parents:
      'Le palais des Parents montre votre lien avec vos parents, vos aînés et vos supérieurs, ainsi que vos études et vos démarches administratives.',
  },
  brightness: {
    bright: 'L’étoile brille ici de tout son éclat : ses qualités se déploient avec aisance et naturel.',
    steady: 'L’étoile brille ici avec mesure : ses qualités apparaissent à mesure que vous les cultivez.',
    dim: 'L’étoile est ici voilée et agit en silence ; ses leçons se lisent plus nettement, et c’est justement là que vous grandissez.',
  },
  mutagen: {
    lu: 'Hua Lu ajoute à cette étoile de l’aisance et de la bienveillance : dans ce domaine, les occasions viennent à vous plus facilement. Profitez-en et partagez-les.',
    quan: 'Hua Quan ajoute à cette étoile de l’élan et de l’autorité : ici, vous voulez fixer le cap. Gardez un peu de douceur dans votre force.',
    ke: 'Hua Ke ajoute à cette étoile de la clarté et une bonne réputation : c’est un lieu pour apprendre, montrer votre travail et vous faire un nom.',
    ji: 'Hua Ji marque quelque chose qui vous tient à cœur et que vous ressassez. Ce n’est pas une mauvaise nouvelle, seulement une invitation à y apporter de la patience et de la conscience.',
  },
  borrowed:
    'Ce palais n’a pas d’étoile majeure ; selon la tradition, on le lit donc à travers les étoiles du palais opposé. Leurs qualités s’y expriment plus discrètement et restent plus sensibles à l’environnement et aux personnes qui vous entourent.',
  pairs: {
    ziweiTianfu:
      'Zi Wei et Tian Fu partagent ce palais : l’Empereur rencontre le Trésor, la vision s’unit à la stabilité. Tous deux veulent tenir la barre ; tout l’art consiste à équilibrer audace et prudence.',
    ziweiQisha:
      'Zi Wei et Qi Sha partagent ce palais, une association qui, selon la tradition, change la force en autorité : vous prenez volontiers de grandes tâches sur vos épaules. Donnez à cet élan une direction claire et il gagnera en puissance.',
    wuquTanlang:
      'Wu Qu et Tan Lang partagent ce palais : le sens pratique s’allie à des talents multiples ; la tradition y voit une réussite tardive. Une construction patiente permet à vos dons de porter leurs fruits.',
    taiyangTaiyin:
      'Tai Yang et Tai Yin partagent ce palais, le Soleil et la Lune réunis : force et douceur, élan vers l’extérieur et repli vers l’intérieur. L’humeur peut osciller entre les deux ; faites de la place à ces deux facettes de vous-même.',
    taiyangTianliang:
      'Tai Yang et Tian Liang partagent ce palais : la chaleur s’unit aux principes. Vous aimez aider et tenez à votre réputation, et votre savoir comme votre expérience peuvent éclairer le chemin des autres.',
    tiantongJumen:
      'Tian Tong et Ju Men partagent ce palais : la douceur se mêle à l’esprit critique. Vous ressentez beaucoup, et vos paroles ne reflètent pas toujours vos intentions ; mettre des mots clairs sur vos sentiments vous aidera.',
  },
  summary: {
    borrowed:
      'Votre palais de la Vie n’a pas d’étoile majeure et se lit à travers le palais opposé, celui des Voyages : votre caractère est souple et s’adapte aux lieux et aux personnes, ce qui est une force en soi.',
  },
  body: {
    soul: 'Les palais du Corps et de la Vie se confondent : ce que vous êtes est aussi ce en quoi vous mettez votre énergie. Une personnalité affirmée, portée par un fort élan intérieur.',
    spouse:
      'Le palais du Corps se trouve dans celui du Conjoint : la vie à deux façonne profondément votre existence, et c’est à travers vos relations que vous apprenez à vous connaître.',
    wealth:
      'Le palais du Corps se trouve dans celui de la Richesse : vous tenez à une base matérielle sûre et mettez un réel effort à prendre soin de vos ressources.',
    travel:
      'Le palais du Corps se trouve dans celui des Voyages : votre scène est souvent le vaste monde ; les lieux et les personnes nouveaux vous font grandir.',
    career:
      'Le palais du Corps se trouve dans celui de la Carrière : votre sentiment d’utilité vient largement du travail ; mener une chose à bien est ce qui vous ancre.',
    spirit:
      'Le palais du Corps se trouve dans celui du Bonheur : le contentement intérieur compte avant tout pour vous, et vos centres d’intérêt comme votre état d’esprit façonnent votre bonheur.',
  },
  period: {
    focus: {
      soul: 'Cette période s’ouvre dans votre palais de la Vie : l’attention revient vers vous. Un bon moment pour clarifier votre direction, ajuster vos habitudes et apprendre à vous connaître de nouveau.',
      siblings:
        'Cette période s’ouvre dans votre palais de la Fratrie : davantage de contacts avec vos frères et sœurs, vos pairs et vos compagnons ; la coopération et des limites saines en sont la leçon.',
      spouse:
        'Cette période s’ouvre dans votre palais du Conjoint : les relations intimes passent au premier plan. Un temps pour prendre soin de votre lien et vous exercer à vous parler vraiment.',
      children:
        'Cette période s’ouvre dans votre palais des Enfants : les enfants, les plus jeunes ou vos propres projets prennent plus d’importance. Un temps pour faire grandir et pour créer.',
      wealth:
        'Cette période s’ouvre dans votre palais de la Richesse : la gestion de l’argent et des ressources demande plus d’attention. Un temps pour y voir clair dans vos revenus et vos dépenses et prendre des habitudes stables.',
      health:
        'Cette période s’ouvre dans votre palais de la Santé : un rappel à veiller sur votre repos et votre stress, et à être bienveillant envers votre corps et votre esprit. Pour tout ce qui touche à votre santé, écoutez un médecin.',
      travel:
        'Cette période s’ouvre dans votre palais des Voyages : davantage d’occasions de sortir, de bouger et de découvrir de nouveaux cadres. Un temps pour élargir vos horizons.',
      friends:
        'Cette période s’ouvre dans votre palais des Amis : la vie sociale est animée. Un temps pour cultiver vos liens et apprendre de qui il vaut la peine de se rapprocher.',
      career:
        'Cette période s’ouvre dans votre palais de la Carrière : le travail et votre manière de le faire sont au centre. Un temps pour vous fixer des objectifs et bâtir votre expertise.',
      property:
        'Cette période s’ouvre dans votre palais des Biens : la famille et le foyer retiennent l’attention. Un temps pour mettre de l’ordre et aménager un lieu où vous vous sentez en paix.',
      spirit:
        'Cette période s’ouvre dans votre palais du Bonheur : les sentiments et les centres d’intérêt comptent davantage. Un temps pour prendre soin de vos humeurs et cultiver les loisirs qui vous rendent heureux.',
      parents:
        'Cette période s’ouvre dans votre palais des Parents : les liens avec vos parents, vos aînés ou vos supérieurs retiennent l’attention, et c’est un bon moment pour étudier.',
    },
    mutagen: {
      lu: 'Là où tombe le Hua Lu de la période, les choses ont tendance à couler de source et l’effort est plus facilement récompensé ; cela vaut la peine de s’y investir.',
      quan: 'Là où tombe le Hua Quan de la période, vous avez envie de prendre les devants ; un bon terrain pour assumer des responsabilités et agir avec décision.',
      ke: 'Là où tombe le Hua Ke de la période se trouve un bon terrain pour apprendre, montrer vos talents et bâtir votre réputation.',
      ji: 'Là où tombe le Hua Ji de la période se trouve ce que vous aurez du mal à lâcher et que vous ne cesserez de retourner dans votre tête. Ralentissez et armez-vous de patience.',
    },
    luInSoul:
      'Hua Lu entre dans votre palais de la Vie : durant cette période, votre regard et votre bienveillance ouvrent plus facilement les portes ; profitez bien de ce vent porteur.',
    jiInSoul:
      'Hua Ji entre dans votre palais de la Vie : durant cette période, vous risquez d’exiger beaucoup de vous-même et de beaucoup réfléchir. Pensez à être doux avec vous-même.',
  },
};
