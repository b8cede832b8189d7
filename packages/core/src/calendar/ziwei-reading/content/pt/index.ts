import type { ZiweiContent } from '../../texts';
import { stars } from './stars';

export const texts: ZiweiContent = {
  names: {
    palaces: {
      soul: 'Vida',
      siblings: 'Irmãos',
      spouse: 'Cônjuge',
      children: 'Filhos',
      wealth: 'Riqueza',
      health: 'Saúde',
      travel: 'Viagens',
      friends: 'Amigos',
      career: 'Carreira',
      property: 'Lar',
      spirit: 'Vida interior',
      parents: 'Pais',
    },
    mutagens: { lu: 'Hua Lu (fluxo)', quan: 'Hua Quan (poder)', ke: 'Hua Ke (mérito)', ji: 'Hua Ji (atenção)' },
  },
  stars,
  palaces: {
    soul: 'O palácio da Vida mostra o seu temperamento básico e o jeito como você encara o mundo; o mapa inteiro começa aqui.',
    siblings: 'O palácio dos Irmãos mostra como você se relaciona com irmãos e irmãs, colegas e companheiros próximos.',
    spouse:
      'O palácio do Cônjuge mostra o que você espera de uma relação íntima e como você compartilha a vida com alguém.',
    children:
      'O palácio dos Filhos mostra o seu vínculo com crianças e pessoas mais jovens, e com tudo aquilo que você cria e cultiva.',
    wealth:
      'O palácio da Riqueza mostra a sua atitude e os seus hábitos em relação a dinheiro e recursos; ele não prevê ganhos nem perdas.',
    health:
      'O palácio da Saúde tradicionalmente olha para o corpo; aqui ele é só um lembrete para cuidar do descanso e do estresse. Para qualquer questão de saúde, consulte um médico.',
    travel:
      'O palácio das Viagens mostra como você se apresenta longe de casa e como se sai ao viajar ou mudar de ambiente.',
    friends: 'O palácio dos Amigos mostra a sua convivência com amigos, colegas e parceiros de trabalho.',
    career:
      'O palácio da Carreira mostra o seu jeito de trabalhar, para onde a sua carreira se inclina e o que lhe dá sensação de realização.',
    property: 'O palácio do Lar mostra o clima da sua casa, o lugar onde você vive e o tipo de lar que você deseja.',
    spirit:
      'O palácio da Vida interior mostra de onde vem a sua alegria: interesses, estado de espírito e a vida do espírito.',
    parents:
      'O palácio dos Pais mostra o seu vínculo com pais, pessoas mais velhas e superiores, além dos seus estudos e da papelada.',
  },
  brightness: {
    bright: 'Aqui a estrela está no seu brilho máximo: as suas qualidades se desdobram com facilidade e naturalidade.',
    steady: 'Aqui a estrela brilha com moderação: as suas qualidades aparecem à medida que você as cultiva.',
    dim: 'Aqui a estrela está apagada e age em silêncio; as suas lições ficam mais visíveis, e é justamente aí que você cresce.',
  },
  mutagen: {
    lu: 'Hua Lu acrescenta leveza e boa vontade a esta estrela: as oportunidades nesta área chegam até você com mais facilidade. Aproveite-as e compartilhe-as.',
    quan: 'Hua Quan acrescenta garra e comando a esta estrela: aqui você quer definir a direção. Guarde um pouco de suavidade na sua força.',
    ke: 'Hua Ke acrescenta clareza e bom nome a esta estrela: é um lugar para aprender, mostrar o seu trabalho e construir uma reputação.',
    ji: 'Hua Ji marca algo que importa para você e que você fica remoendo. Não é má notícia, apenas um convite para trazer paciência e consciência a este ponto.',
  },
  borrowed:
    'Este palácio não tem estrela principal, então, pela tradição, ele é lido pelas estrelas do palácio oposto. As qualidades delas aparecem aqui de forma mais discreta e ficam mais abertas à influência do ambiente e das pessoas ao seu redor.',
  pairs: {
    ziweiTianfu:
      'Zi Wei e Tian Fu dividem este palácio: o Imperador encontra o Tesouro, visão unida à estabilidade. Os dois querem o volante, então a arte está em equilibrar ousadia e cautela.',
    ziweiQisha:
      'Zi Wei e Qi Sha dividem este palácio, uma dupla que, segundo a tradição, transforma força em autoridade: você assume grandes tarefas de bom grado. Dê a essa garra uma direção clara e ela ganha potência.',
    wuquTanlang:
      'Wu Qu e Tan Lang dividem este palácio, senso prático unido a muitos talentos; a tradição fala de alguém que floresce tarde. Construir com paciência deixa os seus dons darem frutos.',
    taiyangTaiyin:
      'Tai Yang e Tai Yin dividem este palácio, o Sol e a Lua juntos: força e suavidade, expansão e recolhimento. O humor pode oscilar entre os dois; dê espaço aos dois lados de você.',
    taiyangTianliang:
      'Tai Yang e Tian Liang dividem este palácio: calor humano unido a princípios. Você gosta de ajudar e valoriza o bom nome, e o seu conhecimento e experiência podem iluminar o caminho dos outros.',
    tiantongJumen:
      'Tian Tong e Ju Men dividem este palácio: delicadeza entrelaçada com pensamento crítico. Você sente muito, e o que você diz nem sempre corresponde ao que quer dizer; pôr os sentimentos em palavras claras ajuda.',
  },
  summary: {
    borrowed:
      'O seu palácio da Vida não tem estrela principal e é lido pelo palácio oposto, o das Viagens: o seu caráter é flexível e se adapta a lugares e pessoas, o que já é uma força em si.',
  },
  body: {
    soul: 'Os palácios do Corpo e da Vida coincidem: quem você é também é onde você põe o seu esforço. Uma personalidade marcante, com forte impulso interior.',
    spouse:
      'O palácio do Corpo está no Cônjuge: a parceria molda profundamente a sua vida, e você se conhece por meio das suas relações.',
    wealth:
      'O palácio do Corpo está na Riqueza: você valoriza uma base material segura e se empenha de verdade em cuidar dos seus recursos.',
    travel:
      'O palácio do Corpo está nas Viagens: o seu palco costuma ser o mundo lá fora; novos lugares e novas pessoas ajudam você a crescer.',
    career:
      'O palácio do Corpo está na Carreira: o seu senso de propósito vem em grande parte do trabalho; concluir algo é o que firma os seus pés no chão.',
    spirit:
      'O palácio do Corpo está na Vida interior: o contentamento interior é o que mais importa para você, e os seus interesses e estado de espírito moldam a sua felicidade.',
  },
  period: {
    focus: {
      soul: 'Este período se abre no seu palácio da Vida: a atenção volta para você. Um bom momento para definir a direção, ajustar hábitos e se conhecer de novo.',
      siblings:
        'Este período se abre no seu palácio dos Irmãos: mais contato com irmãos, colegas e companheiros; cooperação e bons limites são a lição.',
      spouse:
        'Este período se abre no seu palácio do Cônjuge: as relações íntimas ganham o centro do palco. Um tempo para cuidar do vínculo e praticar o diálogo.',
      children:
        'Este período se abre no seu palácio dos Filhos: crianças, pessoas mais jovens ou os seus próprios projetos ganham importância. Um tempo para cultivar e criar.',
      wealth:
        'Este período se abre no seu palácio da Riqueza: o planejamento de dinheiro e recursos pede mais atenção. Um tempo para deixar claras as receitas e as despesas e criar hábitos firmes.',
      health:
        'Este período se abre no seu palácio da Saúde: um lembrete para cuidar do descanso e do estresse e ser gentil com o corpo e a mente. Para qualquer questão de saúde, ouça um médico.',
      travel:
        'Este período se abre no seu palácio das Viagens: mais chances de sair, se mudar e conhecer novos ambientes. Um tempo para ampliar os horizontes.',
      friends:
        'Este período se abre no seu palácio dos Amigos: a vida social fica animada. Um tempo para cultivar conexões e descobrir de quem vale a pena se aproximar.',
      career:
        'Este período se abre no seu palácio da Carreira: o trabalho e o jeito de fazê-lo ficam em foco. Um tempo para definir metas e construir competência.',
      property:
        'Este período se abre no seu palácio do Lar: a família e a casa chamam a atenção. Um tempo para arrumar as coisas e criar um espaço onde você se sinta em paz.',
      spirit:
        'Este período se abre no seu palácio da Vida interior: sentimentos e interesses ganham importância. Um tempo para cuidar do seu humor e cultivar passatempos que fazem você feliz.',
      parents:
        'Este período se abre no seu palácio dos Pais: os laços com pais, pessoas mais velhas ou superiores chamam a atenção, e é um bom momento para os estudos.',
    },
    mutagen: {
      lu: 'Onde cai o Hua Lu do período, as coisas tendem a fluir e o esforço é recompensado com mais facilidade; vale a pena se dedicar ali.',
      quan: 'Onde cai o Hua Quan do período, você quer tomar a frente; um bom lugar para assumir responsabilidades e agir com decisão.',
      ke: 'Onde cai o Hua Ke do período é um bom lugar para aprender, mostrar os seus talentos e construir uma reputação.',
      ji: 'Onde cai o Hua Ji do período está aquilo que talvez seja difícil de largar e que você fica remoendo. Desacelere e traga um pouco de paciência.',
    },
    luInSoul:
      'Hua Lu entra no seu palácio da Vida: neste período, a sua visão e a sua boa vontade abrem portas com mais facilidade; aproveite o vento a favor.',
    jiInSoul:
      'Hua Ji entra no seu palácio da Vida: neste período, você pode se cobrar muito e pensar demais. Lembre-se de ser gentil consigo.',
  },
};
