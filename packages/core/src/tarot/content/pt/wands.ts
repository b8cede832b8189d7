import type { CardBodyTable } from '../../types';

export const wands: CardBodyTable = {
  'wands-01': {
    keywords: {
      upright: ['inspiração', 'recomeço', 'faísca criativa', 'entusiasmo'],
      reversed: ['atrasos', 'pouco ânimo', 'bloqueio criativo', 'começos em falso'],
    },
    upright:
      'Algo pegou fogo dentro de você: uma ideia, um projeto, uma vontade repentina de tentar. O Ás de Paus entrega a você energia criativa bruta enquanto ela ainda está quente. Não é hora de lapidar o plano por mais um mês; é hora de dar um passo pequeno e real e deixar o embalo fazer o resto. A oportunidade já está na sua mão. A questão é se você vai segurá-la com firmeza.',
    reversed:
      'A faísca existe, mas continua se apagando como um fósforo úmido. Talvez você tenha ideias de sobra e nenhum ponto de partida, ou a dúvida apague cada uma antes que ela pegue. O Ás invertido não diz que a chance passou. Ele pergunta o que está drenando o seu fogo: cansaço, medo de fracassar, ou uma meta que nunca foi realmente sua?',
    interpretation:
      'Como raiz pura do fogo, este Ás é a semente de tudo o que você pode criar. A sua lição é que o fogo precisa de combustível e de uma lareira. Paixão sem base se apaga rápido; plano sem paixão vira obrigação. Quando esta carta aparece, anote as ideias que fervilham na sua cabeça, circule aquela que acelera o seu pulso e faça uma coisa concreta por ela nesta semana. Começar é o melhor jeito de riscar o fósforo.',
    imagery:
      'Uma mão surge de uma nuvem segurando um bastão de madeira robusto que brota folhas novas, algumas caindo ao chão. Embaixo há um castelo sobre uma colina, um rio sinuoso e campos verdes ondulados sob um céu claro. A mão sugere um presente vindo de fora, ou das profundezas de você; o bastão que brota é a força vital em estado bruto; o castelo é uma meta ainda por alcançar; o rio lembra que a inspiração precisa fluir para nutrir alguma coisa.',
    areas: {
      love: {
        upright:
          'Uma nova faísca está no ar, seja um encontro empolgante, seja um calor renovado numa relação conhecida. Ouse um pouco e deixe o seu interesse aparecer.',
        reversed:
          'Quente num dia, frio no outro, ou os dois esperando que o outro dê o primeiro passo. Antes que a hesitação vire distância, pergunte-se se você quer isso de verdade.',
      },
      career: {
        upright:
          'Ótimo momento para apresentar uma ideia, lançar um projeto ou testar um negócio paralelo. A sua iniciativa está excepcionalmente visível agora: coloque-a para trabalhar.',
        reversed:
          'O projeto não sai do chão. Reduza a meta ao menor primeiro passo possível, dê esse passo e ajuste pelo caminho.',
      },
      wealth: {
        upright:
          'Uma nova ideia de renda ou uma parceria pode merecer um olhar sério. Teste em pequena escala, prove que funciona e só então pense em investir mais.',
        reversed:
          'Compras por impulso e apostas de momento tendem a dar em nada. Anote a ideia, durma sobre ela por alguns dias e depois decida.',
      },
      health: {
        upright:
          'A sua energia está voltando. Comece um hábito de movimento baseado em algo de que você realmente gosta e deixe o corpo redescobrir o seu ritmo.',
        reversed:
          'Sem ânimo e sem motivação? Acerte o sono e o ritmo do dia antes de forçar mais, e, se o cansaço persistir, peça a avaliação de um profissional.',
      },
    },
  },
  'wands-02': {
    keywords: {
      upright: ['planejamento', 'visão', 'decisões', 'sair da zona de conforto'],
      reversed: ['indecisão', 'medo do desconhecido', 'planos parados', 'jogar no seguro'],
    },
    upright:
      'Você construiu algo sólido, e agora o seu olhar se volta para o horizonte. O Dois de Paus é a carta de quem planeja: de pé na fronteira do que conhece, pesando para onde ir e se vale a pena deixar o terreno familiar. Ele incentiva você a transformar sonhos vagos num mapa de verdade, e a fazer uma escolha deliberada sobre o seu futuro em vez de ir parar nele à deriva.',
    reversed:
      'Uma parte de você sabe que existe um mundo maior lá fora, mas você continua não indo. Talvez tenha medo de perder a segurança que tem, ou planejou por tanto tempo que a coragem se esvaiu em silêncio. O Dois invertido é um empurrãozinho gentil: você pode ficar observando das muralhas para sempre, mas o mundo não vai bater no portão por você.',
    interpretation:
      'Ligado a Marte em Áries, o Dois carrega um impulso desbravador que ainda não saiu do castelo. A sua lição é a troca entre segurança e crescimento. Você não precisa apostar tudo de uma vez, mas precisa admitir que quer mais. Pergunte-se qual caminho escolheria se o fracasso não fosse uma preocupação. Depois liste três pequenos passos nesse caminho que você poderia testar em breve, para que a visão comece a virar movimento.',
    imagery:
      'Um homem de manto vermelho está de pé na muralha de um castelo, com um pequeno globo numa mão e um bastão na outra, enquanto um segundo bastão está preso ao muro ao seu lado. Ele contempla o mar e a terra. O globo é o mundo que ele imagina ter nas mãos; os dois bastões são o que ele já conquistou e o que ainda vai buscar; as rosas vermelhas e os lírios brancos ao redor equilibram paixão e intenção pura.',
    areas: {
      love: {
        upright:
          'Você está pensando seriamente em para onde esta relação vai, ou pesando dois caminhos. Diga com clareza o que você espera, e o caminho fica mais nítido.',
        reversed:
          'O medo da mudança pode estar mantendo você num lugar que já não combina com você. É o amor que segura você ali, ou só o pavor do desconhecido?',
      },
      career: {
        upright:
          'Bom momento para o planejamento de longo prazo: novos mercados, uma mudança de carreira, uma vaga no exterior. Pesquise a fundo e depois escolha com ousadia.',
        reversed:
          'Muito planejamento, pouquíssimo movimento, e a janela pode estar se fechando. Dê a si mesmo um prazo firme para tomar a decisão.',
      },
      wealth: {
        upright:
          'Reveja como os seus recursos estão distribuídos e pense no longo prazo. Olhe longe, mas garanta que cada passo se apoie num raciocínio sólido.',
        reversed:
          'Esperar indefinidamente pode fazer você perder o bom momento, mas a pressa ansiosa não é melhor. Tenha clareza primeiro sobre o que você quer que o seu dinheiro faça.',
      },
      health: {
        upright:
          'Esboce um plano de longo prazo para o seu bem-estar, como uma meta de condicionamento para a estação ou uma rotina de sono mais estável. Ter direção facilita a constância.',
        reversed:
          'Muitas intenções, nenhuma largada, e o estresse se acumulando. Escolha um hábito minúsculo e comece por ele, em vez de esperar pelo plano perfeito.',
      },
    },
  },
  'wands-03': {
    keywords: {
      upright: ['expansão', 'visão de futuro', 'aguardar resultados', 'colaboração'],
      reversed: ['atrasos', 'decepção', 'visão estreita', 'preparação falha'],
    },
    upright:
      'As sementes que você plantou estão começando a responder. Os seus planos já zarparam, e o que você precisa agora é de paciência e de uma visão mais ampla. O Três de Paus fala de crescimento além das suas fronteiras habituais: parcerias, oportunidades distantes, novos círculos. Você fez o trabalho de base. Confie no processo e fique de olho no horizonte, porque novas possibilidades já estão tomando forma lá longe.',
    reversed:
      'Os navios estão atrasados. Resultados com que você contava não chegaram, ou as coisas estão se desenrolando de um jeito diferente do esperado. Talvez a preparação tenha tido falhas, ou talvez você esteja olhando por uma lente estreita demais. O Três invertido pede que você confira de novo os detalhes e ajuste as expectativas, sem deixar que um atraso convença você de que todo o esforço foi em vão.',
    interpretation:
      'Associado ao Sol em Áries, esta carta é a confiança iluminando a estrada à frente. A sua lição é passar do fazer para o observar: depois de investir, aprenda a acompanhar, esperar e ampliar o seu campo de visão. A oportunidade muitas vezes chega de uma direção inesperada, como um telefonema, um amigo no exterior ou um projeto que cruza áreas diferentes. Estenda a mão para fora e compartilhe o que está construindo; talvez você encontre muito mais apoio do que imaginava.',
    imagery:
      'Visto de costas, um homem está no alto de um penhasco com uma mão apoiada num bastão e outros dois fincados ao seu lado. Embaixo se estende uma baía dourada onde vários navios navegam. Os navios são planos já lançados e recompensas ainda em trânsito; a água dourada sugere abundância; e o fato de vermos as suas costas indica que é um momento de olhar para fora e esperar, não de olhar ansiosamente para trás.',
    areas: {
      love: {
        upright:
          'A relação está se abrindo, e talvez vocês estejam planejando uma viagem ou um futuro juntos. Relações a distância parecem especialmente promissoras agora.',
        reversed:
          'As respostas estão mais lentas do que você gostaria, ou as imagens de futuro de vocês não combinam muito. Segure as conclusões e conversem sobre o ritmo.',
      },
      career: {
        upright:
          'Parcerias, trabalho internacional ou projetos entre equipes ganham impulso. O seu trabalho de base está dando retorno; fique aberto a aonde ele leva.',
        reversed:
          'Um projeto empaca ou um parceiro entrega menos do que o combinado. Procure os pontos fracos do processo e tenha um plano B pronto para manter a calma.',
      },
      wealth: {
        upright:
          'Investimentos anteriores de tempo ou dinheiro podem começar a trazer retorno. Pense em ampliar as suas fontes de renda e dê tempo para o crescimento amadurecer.',
        reversed:
          'O retorno está mais lento do que o esperado. Resista à vontade de dobrar a aposta ou de sair às pressas; reveja o plano e mantenha uma reserva de caixa.',
      },
      health: {
        upright:
          'Você está se sentindo melhor aos poucos. Saia ao ar livre, descanse os olhos em horizontes distantes e deixe o espaço aberto reabastecer as suas reservas.',
        reversed:
          'Longas horas diante da mesa ou da tela estão desgastando você. Levante-se com regularidade, descanse os olhos e proteja o ritmo do seu dia.',
      },
    },
  },
  'wands-04': {
    keywords: {
      upright: ['celebração', 'pertencimento', 'estabilidade', 'marcos'],
      reversed: ['lar instável', 'não se encaixar', 'atritos familiares', 'alegria adiada'],
    },
    upright:
      'Esta é uma das cartas mais felizes do baralho. Uma etapa da sua jornada se completou, e finalmente você pode parar e celebrar com as pessoas que importam. O Quatro de Paus representa alicerces sólidos, um lar acolhedor e momentos que valem a pena lembrar: uma festa de casa nova, um noivado, uma conquista da equipe, um reencontro feliz. Aproveite o que você construiu. Você mereceu.',
    reversed:
      'A celebração parece um pouco apagada. Pode haver atritos em casa, um acontecimento feliz pode ter sido adiado, ou você pode estar cercado de gente e ainda assim sentir que não pertence de verdade. O Quatro invertido não está desmerecendo as suas conquistas. Ele convida você a verificar as raízes que fazem você se sentir seguro, e a cuidar delas se andaram esquecidas.',
    interpretation:
      'Associado a Vênus em Áries, o Quatro transforma o impulso ardente em calor e festa. A sua lição é parar e marcar cada conquista pelo caminho. Muitos de nós corremos de uma meta para a outra sem olhar para trás e ver o quanto já caminhamos. Esta carta pede que você crie uma pequena cerimônia para si e para quem está ao seu redor: uma refeição compartilhada, um encontro, um agradecimento sincero. Momentos assim unem as pessoas e dão a você base para seguir em frente.',
    imagery:
      'Quatro bastões estão em primeiro plano, coroados por uma guirlanda de flores e fitas que forma um arco acolhedor. Duas figuras erguem buquês em saudação, uma multidão se reúne atrás delas e um castelo robusto se ergue contra um céu amarelo-dourado. A guirlanda fala de colheita e bênção; os quatro bastões sugerem uma estrutura estável; o castelo é um lar seguro. A cena inteira vibra com o clima de volta para casa e de festa.',
    areas: {
      love: {
        upright:
          'As coisas parecem assentadas e doces, um bom momento para conhecer a família, morar juntos ou conversar sobre compromisso. Quem está solteiro pode se conectar com alguém num encontro social.',
        reversed:
          'Pequenos atritos, ou uma diferença no ritmo com que cada um quer se comprometer. Dar nome ao incômodo vai aproximar vocês mais do que fingir que está tudo bem.',
      },
      career: {
        upright:
          'A sua equipe alcançou um marco de verdade, então comemorem juntos. O clima é acolhedor, e você se sente reconhecido e em casa.',
        reversed:
          'Tensão na equipe, ou resultados que ninguém reconheceu. Fale, e garanta que tanto você quanto os seus colegas recebam o crédito devido.',
      },
      wealth: {
        upright:
          'As finanças estão se estabilizando. Gastar com a casa ou com o lar faz sentido agora, desde que a festa caiba no orçamento.',
        reversed:
          'Despesas da casa ou de mudança podem estar apertando. Planeje o orçamento com antecedência e dispense gastos que servem sobretudo para manter as aparências.',
      },
      health: {
        upright:
          'Um coração leve ajuda o corpo a relaxar também. Caminhadas e refeições compartilhadas com família ou amigos são um jeito lindo de recarregar.',
        reversed:
          'Turbulências ou tarefas domésticas dificultam o descanso. Garanta um cantinho tranquilo e um horário fixo por dia só para descansar.',
      },
    },
  },
  'wands-05': {
    keywords: {
      upright: ['competição', 'opiniões em choque', 'disputa', 'atrito'],
      reversed: ['evitar o conflito', 'tensão silenciosa', 'trégua', 'frustração reprimida'],
    },
    upright:
      'Todo mundo está falando ao mesmo tempo, e cada voz quer ganhar. O Cinco de Paus descreve competição, debate e as dores bagunçadas do crescimento, menos uma batalha amarga do que um treino acalorado. Você pode encarar isso como uma chance de crescer: o choque mostra onde você realmente está, e ensina a ouvir pontos de vista muito diferentes do seu.',
    reversed:
      'O conflito pode ter ido para debaixo do tapete: ninguém diz nada, mas ninguém deixou para lá. Ou você pode estar engolindo as suas opiniões só para manter a paz. O Cinco invertido também pode indicar que a tensão finalmente está diminuindo. O segredo é perceber se isso é uma solução de verdade ou apenas uma fuga disfarçada de calma.',
    interpretation:
      'Ligado a Saturno em Leão, o Cinco é o atrito que surge quando a autoexpressão encontra os limites do mundo real. A sua lição é que a competição em si não é o problema; as regras e o propósito é que importam. Quando todo mundo está brandindo um bastão, pergunte o que o grupo está de fato tentando resolver. Dá para transformar discussão em diálogo e rivalidade em aperfeiçoamento mútuo. Se a coisa ficar caótica demais, dê um passo atrás, tenha clareza sobre a sua posição e então fale.',
    imagery:
      'Cinco rapazes brandem cada um o seu bastão, e os cajados se cruzam em todas as direções num terreno aberto. Pode ser uma briga, um jogo ou um treino. As túnicas são todas de cores diferentes, e os movimentos estão fora de sincronia. As roupas variadas refletem origens e pontos de vista diferentes; os bastões embaralhados são opiniões se chocando; e o fato de ninguém parecer ferido sugere teste e empurra-empurra, e não hostilidade verdadeira.',
    areas: {
      love: {
        upright:
          'Implicância por coisas pequenas, ou um rival em cena. Discutir ainda pode ser um jeito de se comunicar, desde que vocês ataquem o problema, não a pessoa.',
        reversed:
          'Vocês dois estão se esquivando de algo, e o ressentimento cresce sob a calma. Escolha um momento tranquilo e diga com delicadeza o que precisa ser dito.',
      },
      career: {
        upright:
          'A competição está acirrada e as reuniões, barulhentas. Encare isso como um palco para as suas habilidades e mantenha o foco na melhor ideia, não em vencer.',
        reversed:
          'Brigas internas e rivalidades silenciosas estão drenando a equipe. Papéis claros e regras básicas com que todos concordem podem fazer a colaboração voltar a fluir.',
      },
      wealth: {
        upright:
          'Um mercado concorrido faz preços e oportunidades mudarem o tempo todo. Compare opções, peça vários orçamentos e não se deixe levar pelo burburinho.',
        reversed:
          'Um desacordo de dinheiro com alguém precisa ser enfrentado. Pôr contas e acordos por escrito vai poupar muita discussão depois.',
      },
      health: {
        upright:
          'Muita energia, mas com irritação junto. Esportes coletivos podem queimar bem o estresse; só não deixe a competitividade levar você a uma lesão.',
        reversed:
          'A frustração não dita pode estar tensionando os seus ombros e atrapalhando o sono. Escreva num diário ou converse com alguém, para que ela tenha para onde ir.',
      },
    },
  },
  'wands-06': {
    keywords: {
      upright: ['vitória', 'reconhecimento', 'confiança', 'sucesso público'],
      reversed: ['esforço não reconhecido', 'arrogância', 'insegurança', 'queda em desgraça'],
    },
    upright:
      'O seu trabalho duro foi notado. O Seis de Paus é o desfile da vitória: uma promoção, um prêmio, um projeto que dá certo, ou simplesmente alguém finalmente dizendo que você mandou muito bem. Permita-se aproveitar o momento, porque esse reconhecimento vai alimentar a confiança de que você precisa para o que vem a seguir. E lembre-se de agradecer às pessoas que torceram por você pelo caminho.',
    reversed:
      'Você pode ter se dedicado muito e recebido pouco reconhecimento, e agora está duvidando de si. Ou o sucesso veio tão rápido que a opinião dos outros passou a importar demais, e um toque de arrogância se infiltrou. O Seis invertido lembra você de ancorar o seu valor em si mesmo, e não nos aplausos.',
    interpretation:
      'Ligada a Júpiter em Leão, esta carta é o ponto em que crescimento e autoconfiança se encontram num momento de glória. A sua lição é saber lidar bem com o sucesso: sem descartá-lo com falsa modéstia e sem deixar que o aplauso vire o seu único combustível. Repare em quais habilidades e escolhas realmente garantiram esta vitória, porque esses são os seus trunfos de verdade. Depois divida os holofotes com quem ajudou. A liderança tende a crescer sempre que o reconhecimento é compartilhado.',
    imagery:
      'Um homem com uma coroa de louros monta um cavalo branco em meio a uma multidão, e outra coroa está amarrada ao bastão que ele ergue bem alto. As pessoas ao redor levantam os seus próprios bastões, como se recebessem um herói de volta. Os louros representam vitória e honra; o cavalo branco, força limpa e sucesso merecido; a multidão, o reconhecimento público e a verdade de que ninguém triunfa totalmente sozinho.',
    areas: {
      love: {
        upright:
          'O seu charme está em alta e a admiração vem fácil. Numa relação estável, o seu par sente um orgulho genuíno do que você conquistou.',
        reversed:
          'Você se sente pouco valorizado, ou se importa demais com a imagem que a relação passa para os outros. Comece dando nome ao que você realmente precisa.',
      },
      career: {
        upright:
          'O reconhecimento público é provável: uma promoção, um bônus ou uma oportunidade de destaque. Dê um passo à frente e mostre do que é capaz.',
        reversed:
          'A sua contribuição passou despercebida ou alguém levou o crédito. Documente os seus resultados e apresente-os com clareza no ambiente certo.',
      },
      wealth: {
        upright:
          'A renda pode crescer junto com as suas conquistas, talvez com um bônus ou uma recompensa. Administre com constância; não há necessidade de ostentar.',
        reversed:
          'Gastar para impressionar, ou correr riscos numa onda de excesso de confiança. Traga as compras de volta às necessidades reais, e não aos olhos dos outros.',
      },
      health: {
        upright:
          'A confiança está elevando a sua vitalidade. Inscreva-se numa prova ou crie um desafio físico e aproveite a emoção de superar a sua própria marca.',
        reversed:
          'Buscar o desempenho máximo está deixando você tenso. Permita-se ser imperfeito e mantenha uma rotina estável, com descanso de verdade.',
      },
    },
  },
  'wands-07': {
    keywords: {
      upright: ['manter a posição', 'coragem', 'defesa', 'perseverança'],
      reversed: ['sobrecarga', 'ceder', 'desgaste', 'postura defensiva'],
    },
    upright:
      'Você chegou a um terreno mais alto, e é justamente por isso que os desafiantes não param de aparecer. O Sete de Paus fala de defender a sua posição: manter-se firme diante da dúvida, da concorrência ou da pressão, com coragem e persistência. Você não precisa tratar todo mundo como inimigo, mas precisa saber o que vale a pena proteger, e então proteger sem pedir desculpas.',
    reversed:
      'Você está lutando há tanto tempo que as forças estão acabando e já pensa em desistir. Ou pode estar tratando cada comentário como um ataque, e as suas defesas viraram uma jaula. O Sete invertido pergunta se esta batalha ainda vale a pena. Às vezes, soltar ou pedir reforço é o tipo mais sábio de persistência.',
    interpretation:
      'Associado a Marte em Leão, o Sete carrega uma coragem que se recusa a recuar. A sua lição é distinguir convicção de teimosia. Manter-se firme sob pressão por algo em que você realmente acredita é força de verdade; cavar trincheira só porque odeia perder vai esgotar você. Escreva o que está defendendo e por que isso importa. Conhecer as suas razões permite sustentar a posição com mais calma, e ajuda a reconhecer quando é seguro afrouxar a mão.',
    imagery:
      'Um homem sobre uma elevação segura um único bastão e se defende de outros seis que são erguidos contra ele lá de baixo. Os seus pés estão calçados com sapatos diferentes, como se tivesse se vestido às pressas. O terreno alto é a vantagem que ele já conquistou; os seis bastões são desafios vindos de todos os lados; os sapatos trocados sugerem que ele foi pego sem estar totalmente preparado, e mesmo assim escolhe não ceder um centímetro.',
    areas: {
      love: {
        upright:
          'Você pode precisar defender esta relação, ou a sua escolha diante da desaprovação alheia. Proteja-a com firmeza, mas com gentileza.',
        reversed:
          'Estar sempre na defensiva está dificultando a proximidade. Largue a necessidade de vencer e escute o que o seu par está realmente sentindo.',
      },
      career: {
        upright:
          'A concorrência está rondando e a sua posição está sendo testada. Defenda o seu trabalho com competência e preparo; você não precisa ceder a todas as vozes.',
        reversed:
          'A pressão está tão pesada que você quer recuar. Veja quais tarefas poderiam ser divididas e peça apoio ao seu gestor ou aos colegas.',
      },
      wealth: {
        upright:
          'Proteger o que você tem importa mais agora do que expandir com ousadia. Siga o seu orçamento e não se deixe convencer a abandoná-lo com facilidade.',
        reversed:
          'O estresse financeiro constante está desgastando você. Liste os problemas um a um e consulte um profissional em vez de carregar tudo sozinho.',
      },
      health: {
        upright:
          'Você é resiliente, mas viver em estado de alerta acumula tensão. Garanta que o descanso de verdade esteja na agenda, ao lado de toda essa determinação.',
        reversed:
          'A pressão prolongada está deixando você esgotado, inquieto ou dormindo mal. Desacelere e, se isso persistir, procure um profissional.',
      },
    },
  },
  'wands-08': {
    keywords: {
      upright: ['progresso rápido', 'notícias', 'ação', 'viagem'],
      reversed: ['atrasos', 'impaciência', 'mal-entendidos', 'energia dispersa'],
    },
    upright:
      'De repente, tudo está se movendo. Planos que estavam parados começam a andar, as notícias chegam de uma vez, e talvez você precise responder rápido. O Oito de Paus sinaliza progresso acelerado, comunicação clara e a chance de viajar. Não é hora de pensar demais. Aproveite o embalo e tire o máximo de uma fase em que as portas se abrem quase mais rápido do que você consegue atravessá-las.',
    reversed:
      'O ritmo saiu do compasso. As mensagens atrasam, os planos mudam em cima da hora, ou a sua própria impaciência está bagunçando as coisas. O Oito invertido pede que você tire um pouco o pé do acelerador e confira a rota antes de partir de novo. A velocidade nunca foi o objetivo em si; o que conta é chegar aonde você realmente queria ir.',
    interpretation:
      'Associada a Mercúrio em Sagitário, esta carta é o pensamento e a mensagem voando a toda velocidade. A sua lição é saber lidar com a rapidez. Quando as oportunidades chegam como flechas, você precisa de uma ordem clara de prioridades, e não de um sim para tudo. Organize a sua lista de tarefas, responda às mensagens que importam e deixe o trivial esperar. E, depois de uma arrancada, deixe um pouco de espaço em branco para absorver o que mudou.',
    imagery:
      'Oito bastões cruzam na diagonal um céu aberto, em formação ordenada, como flechas prestes a cair. Não há pessoas na cena, apenas campos tranquilos, um rio e uma casinha numa encosta distante. A ausência de figuras põe o foco nos próprios acontecimentos; os bastões em voo são notícias, ação e energia em trânsito veloz; o ângulo descendente sugere que tudo está prestes a tocar o chão, e que os resultados logo ficarão claros.',
    areas: {
      love: {
        upright:
          'As coisas estão andando rápido: uma relação pode ficar oficial logo, ou as mensagens vão e vêm sem parar. Amores a distância podem se reencontrar em breve.',
        reversed:
          'Mal-entendidos por mensagem, ou um ritmo rápido demais para o conforto. Desacelerem e garantam que os dois estão na mesma página.',
      },
      career: {
        upright:
          'Os projetos aceleram e os convites se acumulam: viagens, entrevistas, novas propostas. Mantenha a eficiência, mas confira se as suas mensagens estão chegando com clareza.',
        reversed:
          'O progresso está bloqueado, ou a pressa está gerando erros por descuido. Defina as prioridades e revise documentos importantes antes de clicar em enviar.',
      },
      wealth: {
        upright:
          'O dinheiro está circulando mais rápido e os pagamentos podem chegar em dia. Acompanhe e planeje à medida que ele entra, para que não saia na mesma velocidade.',
        reversed:
          'Pagamentos atrasados e compras por impulso estão mais prováveis do que o normal. Antes de qualquer grande decisão financeira, dê-se um período para esfriar a cabeça.',
      },
      health: {
        upright:
          'A energia está alta e a recuperação é rápida, ideal para exercícios rítmicos como corrida ou ciclismo. Aqueça direito em vez de sair em disparada a frio.',
        reversed:
          'Um ritmo frenético está deixando você elétrico ou esgotado. Corte compromissos desnecessários e proteja o tempo para refeições de verdade e sono.',
      },
    },
  },
  'wands-09': {
    keywords: {
      upright: ['resiliência', 'persistência', 'vigilância', 'limites'],
      reversed: ['exaustão', 'desconfiança', 'defesa excessiva', 'vontade de desistir'],
    },
    upright:
      'Você percorreu um longo caminho, carrega algumas cicatrizes e continua de pé. O Nove de Paus fala de garra: a linha de chegada está perto, e você só precisa aguentar mais um pouco. A experiência deixou você atento e mais capaz de se proteger, e essa força merece reconhecimento. Mantenha os seus limites firmes e você consegue percorrer o último trecho.',
    reversed:
      'Você está cansado, cansado a ponto de duvidar de tudo, até da gentileza. O Nove invertido lembra que perseverar não é a mesma coisa que ranger os dentes sem fim. Talvez seja hora de descansar, aceitar ajuda, ou perguntar com honestidade se este caminho ainda combina com você. Baixar um pouco a guarda não é o mesmo que perder a luta.',
    interpretation:
      'Ligada à Lua em Sagitário, esta carta entrelaça a memória emocional e uma fé teimosa na distância que ainda falta percorrer. A sua lição é reconhecer tanto as suas feridas quanto a sua força. Contratempos passados podem ter ensinado você a ficar sempre preparado para o golpe, mas nem toda situação pede armadura completa. Experimente separar os seus limites: quais mantêm você seguro, e quais mantêm o apoio do lado de fora? Dê a si um espaço para respirar e então siga; a última etapa vai parecer mais firme.',
    imagery:
      'Um homem com a cabeça enfaixada se apoia num bastão, segurando-o com as duas mãos e olhando desconfiado para um lado. Atrás dele, outros oito bastões estão enfileirados como uma paliçada. A atadura fala de batalhas já travadas; os bastões atrás dele são as defesas e os limites que ele construiu; o olhar atento mostra que ele continua de guarda, embora o cansaço de uma longa vigília esteja à vista.',
    areas: {
      love: {
        upright:
          'Mágoas antigas deixam você cauteloso, e isso é compreensível. Vá com calma, deixe a confiança se construir aos poucos e não tenha pressa de entregar tudo.',
        reversed:
          'A sua guarda está tão alta que quem tenta se aproximar se sente afastado. Separe as feridas antigas da pessoa que está à sua frente.',
      },
      career: {
        upright:
          'Você está na reta final. É cansativo, mas a persistência vai mostrar resultados. Mantenha o seu padrão e não afrouxe no último obstáculo.',
        reversed:
          'A pressão prolongada está levando você ao esgotamento. Veja se a sua carga de trabalho é razoável e converse com o seu gestor sobre ajustar o ritmo.',
      },
      wealth: {
        upright:
          'Segure firme nas finanças por mais um tempo, protegendo a poupança e o orçamento. A cautela de agora dá a você uma base mais firme quando as coisas mudarem.',
        reversed:
          'As preocupações com dinheiro estão deixando você tenso. Faça um mapa claro das suas receitas e despesas e consulte um profissional de finanças se precisar.',
      },
      health: {
        upright:
          'Você está se recuperando. Tenha paciência, mantenha uma rotina regular e evite voltar à intensidade total assim que se sentir melhor.',
        reversed:
          'O cansaço e a tensão vêm se acumulando em silêncio. Leve o descanso a sério e, se o desconforto continuar, procure a opinião de um profissional sem demora.',
      },
    },
  },
  'wands-10': {
    keywords: {
      upright: ['fardo', 'excesso de compromissos', 'pressão', 'trabalho duro'],
      reversed: ['largar o peso', 'delegar', 'esgotamento', 'desapego'],
    },
    upright:
      'Você está carregando peso demais, e nada disso parece opcional. O Dez de Paus é o peso da responsabilidade: trabalho, família e as expectativas de todo mundo empilhados sobre os seus ombros. Você não está longe do destino, mas vale a pena perguntar se cada um desses fardos precisa mesmo ser carregado por você, e só por você.',
    reversed:
      'Ou a carga ficou quase insuportável, ou você finalmente está percebendo que tem permissão para largar parte dela. O Dez invertido guarda as duas possibilidades: um alerta de esgotamento e uma abertura para aliviar. Aprender a dizer não e a delegar não é fraqueza. É o tipo de sabedoria que permite chegar longe.',
    interpretation:
      'Ligado a Saturno em Sagitário, este é o idealismo curvado sob o peso da realidade. A sua lição é fazer um inventário do que você carrega. Quais fardos são responsabilidades genuínas, e quais vêm do hábito, da culpa ou da crença de que só você faz direito? Faça uma lista e marque o que poderia ser repassado, adiado ou abandonado de vez. O fogo precisa de ar para continuar queimando; dê a si um respiro para que o seu entusiasmo não seja sufocado.',
    imagery:
      'Um homem, quase dobrado ao meio, abraça um feixe de dez bastões e caminha com dificuldade rumo a uma casa ao longe. Os bastões bloqueiam a sua visão, e ele mal enxerga o caminho à frente. Os dez cajados são responsabilidades e tarefas empilhadas umas sobre as outras; o corpo curvado é o esforço; a visão encoberta mostra como a sobrecarga nos rouba a perspectiva, enquanto a casa lembra que o fim da jornada está ao alcance.',
    areas: {
      love: {
        upright:
          'Você está carregando a relação quase sozinho, ou cuidar virou o seu único papel. Fale das suas necessidades e deixe o seu par dividir o peso.',
        reversed:
          'Você está recuando da doação excessiva e reequilibrando as coisas, ou percebendo que uma relação é simplesmente desgastante demais e precisa de uma revisão honesta.',
      },
      career: {
        upright:
          'A carga de trabalho e as responsabilidades estão se acumulando. Assim que terminar a tarefa atual, tenha uma conversa séria sobre a divisão do trabalho antes de ficar sem combustível.',
        reversed:
          'Delegar e dizer não estão começando a aliviar a carga. Se você já está sobrecarregado, pense numa mudança de função ou de ritmo.',
      },
      wealth: {
        upright:
          'Obrigações como empréstimos ou despesas da casa parecem pesadas. Organize-as por prioridade e enfrente uma de cada vez, em vez de tentar resolver tudo de uma vez.',
        reversed:
          'Há uma chance de aliviar o aperto, como quitar parte de uma dívida. Se parecer impossível de administrar, procure orientação financeira profissional.',
      },
      health: {
        upright:
          'O seu corpo está sinalizando cansaço, muitas vezes com ombros e costas tensos. Reduza as horas extras e abra espaço para alongamentos e um sono de verdade.',
        reversed:
          'Quando você está tão esgotado, pare de forçar. Descanse de verdade e, se continuar se sentindo mal, procure um profissional logo.',
      },
    },
  },
  'wands-11': {
    keywords: {
      upright: ['curiosidade', 'exploração', 'notícias empolgantes', 'ideias novas'],
      reversed: ['entusiasmo passageiro', 'imaturidade', 'notícias atrasadas', 'falta de direção'],
    },
    upright:
      'Chega uma onda de empolgação: uma boa notícia, um assunto que você está louco para aprender, ou uma aventura espontânea. O Valete de Paus encarna a curiosidade e o espírito ousado. Ele não sabe exatamente aonde a estrada leva, mas está ansioso para partir mesmo assim. Permita-se ser iniciante de novo e tentar algo com coragem, sem precisar já ser bom naquilo.',
    reversed:
      'O entusiasmo se acende e se apaga na mesma velocidade. Você pode ter começado dez coisas e terminado nenhuma. O Valete invertido também pode apontar para notícias que demoram, ou para pequenos problemas causados por escolhas impulsivas e mal pensadas. Em vez de correr atrás da próxima ideia brilhante, escolha uma coisa que você já começou e fique com ela por um tempo.',
    interpretation:
      'A face mais jovem do fogo, o Valete representa a paixão que acaba de brotar e a fome de aprender. A sua lição é proteger a curiosidade enquanto aprende a ter foco. O olhar de principiante dá coragem para tentar, mas o crescimento de verdade pede um pouco de paciência. Quando esta carta aparece, escolha o assunto que mais empolga você e dedique a ele um mês de exploração genuína. Veja até onde essa faísca consegue levar você.',
    imagery:
      'Uma figura jovem está de pé num deserto, segurando com as duas mãos um bastão alto e olhando com curiosidade para as folhas que brotam da ponta. A sua túnica é estampada com salamandras, e três colinas em forma de pirâmide se erguem ao longe. O deserto é um território inexplorado; as salamandras representam o fogo e o seu poder de transformar; a expressão encantada capta o deslumbramento de um explorador diante de tudo o que é novo.',
    areas: {
      love: {
        upright:
          'Uma mensagem de flerte ou um convite empolgante pode chegar. Mantenha as coisas leves e sinceras, e aproveite a emoção de conhecer alguém.',
        reversed:
          'O interesse da outra pessoa pode esquentar rápido e esfriar na mesma velocidade, ou o seu. Observe como as coisas se desenrolam com o tempo antes de entregar o coração.',
      },
      career: {
        upright:
          'Ideal para aprender novas habilidades, explorar uma área nova ou fazer um curso. O seu entusiasmo e a sua criatividade causam uma forte impressão.',
        reversed:
          'Muitas ideias, pouca continuidade, ou erros por inexperiência. Peça orientação a um mentor e tire um tempo para construir bem as suas bases.',
      },
      wealth: {
        upright:
          'Uma pequena fonte de renda nova pode surgir, ou você pode começar a aprender sobre gestão do dinheiro. Encare isso como estudante e vá passo a passo.',
        reversed:
          'Compras por impulso e investimentos da moda estão tentadores. Garanta que você entende antes de agir e estabeleça um limite de gastos firme.',
      },
      health: {
        upright:
          'Experimente um esporte novo ou uma aula que deixa você curioso. Mantenha o clima de brincadeira, porque a própria novidade pode dar um ânimo real ao corpo.',
        reversed:
          'Os seus planos de exercício começam e param o tempo todo. Baixe a meta para dez minutos por dia e deixe o hábito crescer a partir daí.',
      },
    },
  },
  'wands-12': {
    keywords: {
      upright: ['ação', 'aventura', 'garra', 'viagem'],
      reversed: ['imprudência', 'impaciência', 'assuntos inacabados', 'impulsividade'],
    },
    upright:
      'Você está carregado de energia e quer disparar direto para o seu objetivo. O Cavaleiro de Paus representa a aventura ousada, viagens ou mudanças de endereço, e um impulso de "vamos fazer" que rompe a estagnação e põe as coisas em movimento rápido. Vá atrás do que você quer com vontade e confie na sua coragem. Só dê uma olhada no mapa antes de sair a galope.',
    reversed:
      'A garra virou imprudência: pular antes de o plano estar claro, ou mudar de rumo ao primeiro sinal de resistência. O Cavaleiro invertido também pode indicar pavio curto, ou um romance que chega e vai embora como um vendaval. Diminua o ritmo e dê uma direção à sua paixão, para que ela aqueça alguma coisa em vez de queimar tudo pelo caminho.',
    interpretation:
      'Carregando o espírito ardente de Sagitário, o Cavaleiro anseia por liberdade, horizontes distantes e desafios. A sua lição é deixar a coragem e o discernimento cavalgarem juntos. A ousadia é um dom; ela permite saltos que os outros não dão. Sem direção, porém, deixa um rastro de missões pela metade. Antes de agir, pergunte-se aonde quer chegar e o que mais importa nesta jornada. Parta com essas respostas em mãos e você vai chegar muito mais perto do que realmente quer.',
    imagery:
      'Um cavaleiro de túnica estampada com salamandras monta um cavalo empinado, com o bastão na mão e o penacho vermelho do elmo esvoaçando como uma chama. Atrás dele há deserto e colinas em forma de pirâmide. O cavalo empinado é o impulso impaciente; o penacho flamejante é paixão e garra; o deserto sugere que ele corre rumo a lugares desconhecidos e distantes, faminto de aventura e do que houver além da próxima colina.',
    areas: {
      love: {
        upright:
          'O romance é apaixonado e direto, e alguém magnético e decidido pode chegar arrebatando. Aproveite o calor, mas repare se os ritmos de vocês combinam de verdade.',
        reversed:
          'Entra rápido, sai rápido, ou alguém que não sossega. Não deixe uma onda de paixão cegar você; observe a constância ao longo do tempo.',
      },
      career: {
        upright:
          'Leve os seus planos adiante com ousadia e aceite viagens ou missões no exterior. A iniciativa é o seu diferencial; só mantenha a equipe informada.',
        reversed:
          'Decisões precipitadas e mudanças constantes de direção estão diluindo os seus resultados. Termine o que está em mãos antes de correr atrás da próxima coisa.',
      },
      wealth: {
        upright:
          'Pode haver dinheiro rápido à vista, mas também risco. Faça primeiro o dever de casa básico e estabeleça um limite claro para quanto vai comprometer.',
        reversed:
          'Gastos impulsivos ou apostas agressivas podem sair caro. Crie regras para si e nunca tome decisões de dinheiro no calor da emoção.',
      },
      health: {
        upright:
          'A energia está alta, perfeita para atividades ao ar livre ou de aventura. Aqueça e use o equipamento adequado para que a pressa não cause uma lesão.',
        reversed:
          'A inquietação deixa você cansado e sujeito a acidentes. Desacelere os movimentos, reserve descanso de verdade e não deixe o corpo ficar ligado no máximo.',
      },
    },
  },
  'wands-13': {
    keywords: {
      upright: ['autoconfiança', 'carisma', 'calor humano', 'independência'],
      reversed: ['ciúme', 'insegurança', 'controle', 'instabilidade'],
    },
    upright:
      'Você irradia um brilho caloroso e seguro que ilumina as pessoas ao redor, enquanto também cuida bem de si. A Rainha de Paus representa independência, magnetismo e um jeito vibrante e generoso de liderar. Ela é apaixonada e decidida, e sabe o que quer. Confie nos seus instintos e capacidades agora, e deixe as pessoas verem quem você é de verdade.',
    reversed:
      'Quando a confiança balança, esse fogo pode virar ciúme, impaciência ou necessidade de controlar tudo. Você pode estar investindo tanta energia nos outros que as suas próprias necessidades saíram da lista. A Rainha invertida pede que você volte à sua chama interior e se reabasteça primeiro; depois você terá luz para compartilhar de novo.',
    interpretation:
      'Carregando a energia desbravadora de Áries, a Rainha a expressa com maturidade e calor. A sua lição é que a confiança verdadeira não precisa de comparação. Ela não se prova ofuscando ninguém; simplesmente ocupa o lugar que é seu. Aprenda com ela: fale com coragem, seja generoso com as pessoas e mantenha os seus limites. Pergunte-se como você pode compartilhar o seu calor hoje sem se esgotar no processo.',
    imagery:
      'Uma rainha está sentada, ereta, em seu trono, com um bastão numa mão e um girassol na outra, e um gato preto sentado aos seus pés. Há leões entalhados no trono, e o céu atrás dela é luminoso. O girassol representa vitalidade e otimismo; os leões, coragem e força; o gato preto, a sua intuição e as suas profundezas ocultas, mostrando que ela acolhe o seu lado sombrio e é inteira justamente por isso.',
    areas: {
      love: {
        upright:
          'O seu carisma atrai as pessoas sem esforço. Manter-se autêntico e independente dentro da relação só faz você ser mais admirado e digno de confiança.',
        reversed:
          'O ciúme ou a insegurança estão se infiltrando na relação. Compartilhe as suas preocupações abertamente, em vez de tentar controlar a outra pessoa.',
      },
      career: {
        upright:
          'Você consegue liderar com confiança, equilibrando resultados e habilidade com pessoas. Candidate-se ao papel principal e deixe o seu talento para organizar brilhar.',
        reversed:
          'Fazer malabarismo com coisas demais está deixando você impaciente, ou convencido de que precisa fazer tudo sozinho. Confie nos outros e repasse uma parte.',
      },
      wealth: {
        upright:
          'Você sabe o que pensa sobre dinheiro e decide com firmeza. Um investimento sensato nas suas paixões ou no seu negócio faz sentido agora.',
        reversed:
          'Atenção aos gastos emocionais, ou aos gastos para provar alguma coisa. Faça uma pausa e pergunte-se se esta compra vai realmente satisfazer você.',
      },
      health: {
        upright:
          'Você está vibrante e brilhando de energia. Continue se movimentando e mantenha uma rotina diária estável para que essa vitalidade dure muito além de uma boa semana.',
        reversed:
          'Cuidar de todo mundo deixou você exausto. Reserve um tempo só para você e repare onde o estresse está deixando você irritado.',
      },
    },
  },
  'wands-14': {
    keywords: {
      upright: ['liderança', 'visão', 'ousadia', 'espírito empreendedor'],
      reversed: ['autoritarismo', 'arrogância', 'impaciência', 'exigências irreais'],
    },
    upright:
      'Você tem a visão e a coragem para conduzir os outros adiante. O Rei de Paus é a liderança experiente: enxergar o quadro geral, decidir sem hesitar e contagiar as pessoas com o seu entusiasmo. É uma carta forte para abrir um negócio, conduzir um projeto ou assumir uma responsabilidade séria. Confie no seu julgamento e transforme a sua visão em algo real.',
    reversed:
      'A liderança escorregou para a imposição. Você pode estar apressando resultados, descartando sugestões ou esperando demais dos outros. Ou pode haver alguém impositivo e difícil de convencer por perto. O Rei invertido lembra que a autoridade genuína se constrói com confiança, não com pressão. Desacelere e escute de verdade as pessoas que você lidera.',
    interpretation:
      'Associado a Leão, o Rei é o fogo em sua forma mais estável e madura. A sua lição é transformar a paixão pessoal numa visão compartilhada. Um grande líder não só brilha com intensidade; ele acende os outros. Quando esta carta aparece, pense no que você está liderando, seja uma equipe, uma casa ou simplesmente a sua própria vida. Diga a sua direção com clareza, deixe espaço para os outros participarem, e a sua influência vai chegar muito mais longe.',
    imagery:
      'Um rei está sentado no trono, inclinado levemente para a frente, segurando um bastão que brota como se estivesse pronto para entrar em ação. Leões e salamandras decoram o trono atrás dele, e uma pequena salamandra repousa aos seus pés. A postura inclinada é decisão e prontidão; os leões são coragem e presença régia; as salamandras que mordem a própria cauda sinalizam uma criatividade e uma visão que se renovam sem parar.',
    areas: {
      love: {
        upright:
          'Você é confiável e comprometido, pronto para planejar um futuro a dois. Você também pode conhecer alguém maduro, com um ar natural de liderança.',
        reversed:
          'Você pode estar atropelando os sentimentos do seu par. Experimente trocar "eu decidi" por "vamos resolver juntos" e deixe espaço para respirar.',
      },
      career: {
        upright:
          'Ótimo momento para empreender, liderar uma equipe ou tomar grandes decisões. A sua visão e a sua firmeza vão conquistar confiança e seguidores leais.',
        reversed:
          'Um estilo pesado ou impaciente está provocando resistência. Escute a sua equipe com mais atenção para que as suas decisões fiquem mais completas.',
      },
      wealth: {
        upright:
          'Você tem visão de longo prazo para o dinheiro e sabe planejar bem investimentos no negócio. Execute com constância e mantenha espaço para se adaptar.',
        reversed:
          'O excesso de confiança pode fazer você subestimar os riscos. Confira os fatos por vários ângulos antes de grandes decisões, em vez de agir na base da bravata.',
      },
      health: {
        upright:
          'Você está cheio de garra e energia. Continue se exercitando e garanta momentos de descanso genuíno entre os períodos de correria.',
        reversed:
          'Longos períodos de liderança sob pressão geram irritação e sono ruim. Delegue, mantenha horários regulares e procure orientação profissional se precisar.',
      },
    },
  },
};
