import type { CardBodyTable } from '../../types';

export const pentacles: CardBodyTable = {
  'pentacles-01': {
    keywords: {
      upright: ['nova oportunidade', 'terreno firme', 'semente de prosperidade', 'começo prático'],
      reversed: ['chance perdida', 'planos sem base', 'instabilidade financeira', 'atalhos'],
    },
    upright:
      'Algo real está sendo colocado nas suas mãos: uma proposta de emprego, uma nova fonte de renda, um plano que finalmente pode sair do papel. O Ás de Ouros não deslumbra como o fogo. É uma semente, simples e cheia de promessa, e com uma terra razoável e um pouco de paciência pode virar um pomar. É um bom momento para lançar alicerces. Segure com firmeza e depois ajude-a a criar raízes.',
    reversed:
      'A proposta parece tentadora, mas de perto não tem base. Ou a chance estava ali e escapou pelos seus dedos porque você hesitou, correu ou não a levou a sério. O Ás invertido traz você de volta à terra: o orçamento existe, você tem tempo, isso é de fato viável ou só parece bom? Faça a fundação antes de começar os andares de cima.',
    interpretation:
      'Como raiz da terra, este Ás representa o corpo, o dinheiro, o trabalho e tudo o que se pode tocar. A sua lição é que uma boa ideia só conta quando pousa em terreno firme. A terra cresce devagar, mas o que ela faz crescer dura. Quando esta carta aparece, dê a uma meta que importa para você um primeiro passo concreto e mensurável: abra uma conta só para poupar, rascunhe um orçamento semanal, faça uma revisão caprichada do seu currículo. Começos pequenos e palpáveis costumam ir mais longe.',
    imagery:
      'Uma mão sai de uma nuvem com uma moeda dourada gravada com um pentagrama repousando firme na palma. Embaixo há um jardim cheio de lírios brancos, e um caminho passa por um arco numa sebe coberta de rosas em direção a montanhas distantes. A mão que oferece é a vida apresentando um presente; a moeda é o valor material; os lírios e o jardim são a abundância que vem do cultivo cuidadoso; o arco e os picos distantes lembram que esta colheita é uma porta para algo maior.',
    areas: {
      love: {
        upright:
          'O amor está se assentando em algo estável e com os pés no chão, talvez com conversas sobre morar juntos, poupar juntos ou um futuro a dois. Se você está solteiro, alguém confiável pode aparecer no meio da vida cotidiana.',
        reversed:
          'Cumprir requisitos e pesar praticidades pode abafar o carinho, ou uma relação que parece certa no papel não está indo a lugar nenhum. Pergunte-se o que você realmente quer dela.',
      },
      career: {
        upright:
          'Uma nova função, um projeto ou um aumento pode estar a caminho. Encare como o momento de criar raízes: faça bem as coisas pequenas e os resultados vão se somar.',
        reversed:
          'Uma oportunidade foi perdida, ou o plano não se sustenta muito bem. Faça um balanço do seu tempo e dos seus recursos e reforce o básico antes de falar em crescimento.',
      },
      wealth: {
        upright:
          'Um começo promissor para as suas finanças, possivelmente com uma nova fonte de renda. Ótimo momento para começar a poupar, montar um orçamento ou planejar com sobriedade uma meta de longo prazo.',
        reversed:
          'O dinheiro está escorrendo por hábitos frouxos. Cuidado com gastos por impulso e com qualquer investimento bom demais para ser verdade, e descubra para onde vai cada centavo.',
      },
      health: {
        upright:
          'O seu corpo está equilibrado, o que torna este um bom momento para criar rotinas regulares de sono e alimentação. Comece por algo fácil, como caminhar um pouco mais a cada dia.',
        reversed:
          'O básico do sono e da alimentação foi deixado de lado, e o seu corpo está reclamando em silêncio. Recupere primeiro o seu ritmo e, se o desconforto persistir, procure um médico.',
      },
    },
  },
  'pentacles-02': {
    keywords: {
      upright: ['equilíbrio', 'adaptabilidade', 'conciliar prioridades', 'desenvoltura'],
      reversed: ['bolas caindo', 'dispersão', 'finanças desequilibradas', 'sobrecarga'],
    },
    upright:
      'A vida virou um número de malabarismo: trabalho, tarefas de casa, contas e compromissos sociais, tudo de algum jeito no ar ao mesmo tempo. O Dois de Ouros diz que você dá conta. Esta carta fala de manter a flexibilidade enquanto as coisas mudam: não fazer tudo com perfeição, mas saber reorganizar as prioridades no meio do caminho. Leve bom humor para os altos e baixos e talvez você se surpreenda com a sua própria agilidade.',
    reversed:
      'Bolas demais, mãos de menos. Você pode ter dito sim a mais do que consegue segurar, deixando tudo pela metade enquanto o estresse e o cansaço se acumulam sem que você perceba. O Dois invertido pede que você pare e faça um inventário: o que realmente precisa acontecer, e o que pode esperar, ser repassado ou simplesmente abandonado? Jogue menos bolas e você vai pegar as que importam.',
    interpretation:
      'Ligado a Júpiter em Capricórnio, o Dois é a vontade de expandir encontrando as arestas duras da realidade. A sua lição é o equilíbrio como movimento: a vida nunca é uma balança parada, é mais uma dança em que você vai ajustando o passo. Quando esta carta aparece, escreva as três coisas que mais importam nesta semana e deixe o resto na fila atrás delas. Deixe alguma folga tanto no dinheiro quanto na agenda, para que, quando a próxima onda chegar, você tenha espaço para se manter de pé.',
    imagery:
      'Um jovem de chapéu alto dança com leveza enquanto faz malabarismo com dois pentáculos, unidos por uma faixa verde que forma um oito deitado, o símbolo do infinito. Atrás dele o mar se agita, e dois navios sobem e descem nas ondas. O laço do infinito é o ciclo e o fluxo sem fim; as ondas são os altos e baixos da vida; e o jogo de pés descontraído sugere que a melhor resposta à mudança é permanecer leve e flexível.',
    areas: {
      love: {
        upright:
          'O amor precisa dividir o tempo com o trabalho e a família, mas você consegue encontrar o equilíbrio. Dedique um pouco de atenção a planejar momentos a dois para que o seu par se sinta valorizado.',
        reversed:
          'Ocupado demais para notar o seu par, ou oscilando entre duas pessoas ou dois caminhos. Pare de adiar e seja honesto sobre o que você quer.',
      },
      career: {
        upright:
          'Você está acumulando funções e lidando bem com isso, levando tempo e recursos para onde são necessários. A sua adaptabilidade faz você se destacar enquanto as coisas estão em movimento.',
        reversed:
          'As tarefas estão se acumulando, o foco está escapando e os erros começam a aparecer. Aprenda a dizer não, combine prioridades com o seu gestor e pare de carregar tudo sozinho.',
      },
      wealth: {
        upright:
          'O dinheiro entra e sai de forma irregular, mas no geral continua circulando. Acompanhe o fluxo de caixa e mantenha uma reserva de emergência para que as surpresas não derrubem você.',
        reversed:
          'Descobrir um santo para cobrir outro é exaustivo. Refaça o orçamento, corte o que não é necessário e pense em buscar orientação financeira profissional.',
      },
      health: {
        upright:
          'Mantenha algum ritmo mesmo nas semanas corridas. Encaixe atividades leves, como caminhar, dançar ou alongar, para ajudar o corpo a liberar a pressão.',
        reversed:
          'A correria constante bagunçou também o seu sono. Acerte primeiro os horários de descanso e, se o esgotamento não passar, faça uma avaliação com um médico.',
      },
    },
  },
  'pentacles-03': {
    keywords: {
      upright: ['trabalho em equipe', 'maestria no ofício', 'padrões elevados', 'reconhecimento'],
      reversed: ['má coordenação', 'trabalho feito sem vontade', 'falta de plano claro', 'lacuna de competências'],
    },
    upright:
      'As pessoas estão começando a notar do que você é capaz. O Três de Ouros é a competência encontrando a colaboração: cada um traz a sua habilidade para a mesma mesa e, juntos, a coisa é construída. O seu ofício, a sua experiência e o seu cuidado conquistam respeito de verdade aqui. É um bom momento para ouvir opiniões, dividir o trabalho com sensatez e deixar o projeto ficar mais rico com a troca.',
    reversed:
      'Cada um está puxando para um lado, o plano muda o tempo todo, ou alguém está só cumprindo tabela. Talvez a sua contribuição não esteja sendo reconhecida, ou você tenha percebido que as suas próprias habilidades precisam de mais polimento. O Três invertido manda você de volta ao básico: deixe claros o objetivo, os papéis e o padrão esperado, e só então a colaboração vai avançar.',
    interpretation:
      'Associada a Marte em Capricórnio, esta carta é energia com disciplina e direção. A sua lição é que o trabalho bem-feito nasce da habilidade e da cooperação juntas. Ralar sozinho tem os seus méritos, mas pedir conselhos e valorizar o que cada função traz é como se constroem catedrais. Quando esta carta aparece, procure a peça que falta no seu plano, vá atrás da pessoa que pode fornecê-la, e seja generoso com aquilo que você faz de melhor.',
    imagery:
      'Sob as arcadas de uma igreja, um pedreiro está de pé sobre um banco, esculpindo com cuidado um arco. Embaixo, um monge e uma figura que segura desenhos conversam com ele sobre o trabalho. Três pentáculos estão talhados no arco acima, dispostos em triângulo. O pedreiro é a habilidade; o monge e o projetista são a fé e o planejamento; a conversa mostra que todas as funções são necessárias; e a própria igreja sugere que um trabalho honesto e cuidadoso pode se tornar motivo de orgulho.',
    areas: {
      love: {
        upright:
          'Os dois estão dispostos a investir na relação e a dividir o peso como parceiros de verdade. Solteiro? Amigos ou o trabalho podem apresentar alguém novo.',
        reversed:
          'Um de vocês está se dedicando mais, ou os planos de futuro não batem. Coloquem as expectativas na mesa e encontrem um jeito de estar juntos que sirva aos dois.',
      },
      career: {
        upright:
          'O trabalho em equipe flui bem e a sua competência é reconhecida. Bom momento para um grande projeto, um trabalho entre equipes ou para buscar mais formação.',
        reversed:
          'Papéis confusos e comunicação ruim estão causando atrasos ou resultados malfeitos. Esclareça quem faz o quê e com que padrão antes de seguir adiante.',
      },
      wealth: {
        upright:
          'As suas habilidades estão abrindo mais caminhos para ganhar dinheiro, e as parcerias estão sobre bases sólidas. Ouça quem tem conhecimento de verdade antes de decidir.',
        reversed:
          'Sociedades e investimentos compartilhados são um convite a desentendimentos. Ponham por escrito agora as responsabilidades e a divisão dos lucros, para poupar a amizade depois.',
      },
      health: {
        upright:
          'Cuide do corpo com orientação especializada, como um treinador para planejar os exercícios ou check-ups regulares, e melhore passo a passo.',
        reversed:
          'Fazer tudo sozinho com o método errado pode significar muito esforço para pouco resultado. Não copie o que a internet sugere; pergunte a um médico na dúvida.',
      },
    },
  },
  'pentacles-04': {
    keywords: {
      upright: ['segurar firme', 'segurança', 'economia', 'controle'],
      reversed: ['mesquinhez', 'medo da perda', 'soltar', 'gastos excessivos'],
    },
    upright:
      'Você trabalhou duro para construir algo, seja uma poupança, uma posição ou uma vida assentada, e agora o seu principal instinto é mantê-lo seguro. O Quatro de Ouros é segurança e prudência, e saber poupar e impor limites é maturidade de verdade. Só repare que um punho fechado em volta do que você tem também é uma mão que não consegue receber nada de novo.',
    reversed:
      'O Quatro invertido pode ir para dois lados. Um é apertar ainda mais: a necessidade de controlar o dinheiro, as pessoas ou as circunstâncias deixa você tenso e desconfiado de qualquer mudança. O outro é afrouxar: talvez você finalmente esteja pronto para compartilhar ou correr um pequeno risco, ou talvez tenha corrigido demais e gastado muito de uma vez. Encontre o caminho do meio, para que a sua sensação de segurança venha de dentro, e não de um punho cerrado.',
    interpretation:
      'Associado ao Sol em Capricórnio, o Quatro é a vontade de impor ordem e manter o controle. A sua lição é a diferença entre proteger e acumular. Reservas trazem paz de espírito, mas quando o medo assume o volante, o dinheiro e os recursos deixam de ser ferramentas e passam a ser grades. Quando esta carta aparece, pergunte-se com honestidade o que você mais tem medo de perder. Dê um número claro à segurança de que você realmente precisa, e deixe que o que passar disso circule: em aprendizado, experiências ou ajuda a alguém.',
    imagery:
      'Um homem coroado está sentado do lado de fora de uma cidade, com os braços apertados em volta de um pentáculo contra o peito, outro equilibrado sobre a coroa e um sob cada pé. Uma cidade próspera se ergue atrás dele, mas ele lhe dá as costas. A moeda agarrada é o apego à riqueza e à segurança; as moedas na cabeça e sob os pés mostram os pensamentos e a base tomados pelos bens; as costas voltadas para a cidade mostram como o excesso de proteção nos isola aos poucos do mundo e das outras pessoas.',
    areas: {
      love: {
        upright:
          'A relação é estável, e compromisso e segurança importam muito para você. Só não segure com força demais; a confiança mantém o amor vivo por muito mais tempo do que o controle.',
        reversed:
          'A possessividade ou a insegurança estão tornando o clima sufocante. Ou, numa leitura mais esperançosa, vocês estão aprendendo a relaxar e a dar um ao outro mais espaço para respirar.',
      },
      career: {
        upright:
          'Consolide a sua posição e o que você já conquistou. Proteja a sua área de especialidade e resista à pressão de dar um salto.',
        reversed:
          'O medo de errar está fazendo você resistir à mudança e pode custar uma chance de crescer. Compartilhe conhecimento e recursos; a colaboração pode deixar você mais seguro, não menos.',
      },
      wealth: {
        upright:
          'Você poupa bem e as suas finanças estão sólidas. Organize o seu patrimônio e planeje com prudência, mas não economize tanto a ponto de se privar.',
        reversed:
          'Ou mão de vaca demais, ou gastando de repente sem freio. Reveja os seus hábitos de consumo para que o dinheiro volte a servir à sua vida, em vez de mandar nela.',
      },
      health: {
        upright:
          'Você está fisicamente estável, mas uma mentalidade tensa pode aparecer no pescoço, nos ombros ou no estômago. Relaxe e não guarde a pressão no corpo.',
        reversed:
          'Tensão e preocupação antigas precisam de uma saída. Experimente alongamentos e respiração lenta e, se o desconforto físico continuar, peça a um médico que avalie.',
      },
    },
  },
  'pentacles-05': {
    keywords: {
      upright: ['dificuldades', 'escassez', 'sentir-se excluído', 'preocupações com dinheiro'],
      reversed: ['recuperação', 'a ajuda chegando', 'cura lenta', 'deixar os outros se aproximarem'],
    },
    upright:
      'As coisas podem estar difíceis agora: menos dinheiro entrando, um corpo que não coopera, ou a sensação de ser ignorado mesmo no meio da multidão. O Cinco de Ouros mostra uma noite de inverno e pede que você encare de frente a falta e a solidão. Mas ele também traz um lembrete silencioso. A ajuda muitas vezes está mais perto do que parece; você só tem olhado para a neve aos seus pés e ainda não ergueu os olhos para a janela iluminada.',
    reversed:
      'O trecho mais frio está passando. O Cinco invertido mostra as dificuldades começando a diminuir: uma nova renda, uma mão estendida, ou a sua própria disposição, enfim, de pedir apoio. Às vezes o verdadeiro obstáculo nem está lá fora, mas na voz que diz que você não merece ajuda. Deixe de lado esse orgulho ou essa vergonha e deixe o calor entrar.',
    interpretation:
      'Ligado a Mercúrio em Touro, o Cinco é a mente presa no ciclo do nunca é suficiente. A sua lição é que a escassez é uma situação, não uma identidade. Em tempos difíceis, é tentador se fechar, convencido de que ninguém entenderia. Quando esta carta aparece, liste as pessoas e os recursos a que você poderia recorrer agora, mesmo que seja um amigo, um serviço comunitário ou um consultor profissional. Pedir ajuda costuma ser o primeiro passo para sair do inverno.',
    imagery:
      'Numa noite de neve, duas figuras maltrapilhas passam arrastando os pés diante do vitral iluminado de uma igreja. Uma manca de muletas, com a cabeça enfaixada; a outra aperta um xale fino, de pés descalços na neve. Cinco pentáculos brilham no vitral e uma luz quente se derrama para fora, mas nenhuma das duas levanta os olhos. A tempestade é a dificuldade material e espiritual; os ferimentos são a fragilidade do corpo; a janela iluminada é o abrigo e a ajuda ao alcance, esperando apenas ser notados.',
    areas: {
      love: {
        upright:
          'Você pode se sentir sozinho ou deixado de lado, ou vocês estão enfrentando juntos problemas de dinheiro. Tempos difíceis pedem que um se apoie no outro, então não guarde as suas preocupações a sete chaves.',
        reversed:
          'As coisas estão degelando e vocês estão reencontrando o caminho um até o outro. Se você está solteiro, está se curando de mágoas antigas e começando a acreditar que merece amor.',
      },
      career: {
        upright:
          'Um corte de pessoal, a perda do emprego ou ser deixado de escanteio podem estar no horizonte. Não enfrente isso sozinho; conte com a sua rede de contatos e com serviços de apoio profissional.',
        reversed:
          'A maré está virando, com uma nova oportunidade ou alguém disposto a indicar você. Reconstrua a confiança um passo de cada vez; não há necessidade de dar um salto.',
      },
      wealth: {
        upright:
          'O dinheiro está apertado e cada centavo conta. Cubra primeiro o essencial e, se precisar, busque assistência legítima ou orientação financeira profissional.',
        reversed:
          'As suas finanças estão se recuperando e as dívidas estão afrouxando o aperto. Use o respiro para formar uma reserva de emergência para a próxima tempestade.',
      },
      health: {
        upright:
          'Você pode estar se sentindo esgotado, ou um pequeno problema de saúde já se arrasta há tempo demais. Não ignore os sinais: procure um médico e dê a si um tempo real de recuperação.',
        reversed:
          'Você está se recuperando e a energia está voltando. Mantenha horários regulares, siga as orientações médicas e não tenha pressa de voltar à intensidade total.',
      },
    },
  },
  'pentacles-06': {
    keywords: {
      upright: ['generosidade', 'dar e receber', 'reciprocidade', 'justiça'],
      reversed: ['doação de mão única', 'segundas intenções', 'dívida', 'condescendência'],
    },
    upright:
      'Os recursos estão em movimento: alguém oferece a mão, e alguém a aceita com gratidão. O Seis de Ouros é generosidade e ajuda mútua. Talvez você esteja recebendo apoio, uma bolsa ou um golpe de sorte; talvez seja você quem agora está em condição de ajudar. Dar e receber são coisas boas. O que importa é o respeito mútuo, para que a boa vontade circule naturalmente entre as pessoas.',
    reversed:
      'A doação azedou. A ajuda vem com condições, os favores viram moeda de troca, ou você continua dando e nada volta. O Seis invertido também pode apontar para dívidas e trocas desequilibradas. Confira a balança desta relação: você está dando demais e recebendo de menos, ou passou a se apoiar em alguém mais do que seria saudável?',
    interpretation:
      'Associado à Lua em Touro, o Seis é a necessidade de segurança e nutrição fluindo de uma pessoa para outra. A sua lição é que a generosidade verdadeira nunca faz o outro se sentir pequeno, e que receber de verdade não traz vergonha. Quando esta carta aparece, repare de que lado da balança você está agora. Se tem algo sobrando, encontre um jeito concreto de ajudar. Se precisa de ajuda, peça com clareza. E, enquanto dá, não perca de vista os seus próprios limites.',
    imagery:
      'Um mercador ricamente vestido segura uma balança numa mão e, com a outra, deixa cair moedas nas mãos de um mendigo ajoelhado, enquanto um segundo mendigo estende as mãos e espera. Seis pentáculos pairam no ar acima deles. A balança é justiça e medida, um lembrete de que dar exige discernimento; o mercador é quem tem meios para dar; as figuras ajoelhadas são os necessitados. A cena também sugere uma diferença de poder, convidando você a pensar na relação delicada entre quem dá e quem recebe.',
    areas: {
      love: {
        upright:
          'Os dois dão e os dois cuidam um do outro, e a relação parece calorosa e equilibrada. Esse tipo de consideração merece ser valorizado.',
        reversed:
          'Um de vocês dá demais e o outro passou a achar isso natural. Diga o que você precisa antes que um ressentimento silencioso vire amargura.',
      },
      career: {
        upright:
          'Um gestor ou mentor pode apoiar você, ou você pode orientar alguém que está começando. Uma divisão justa de trabalho e recompensa mantém a equipe funcionando bem.',
        reversed:
          'Esforço e recompensa estão fora de proporção, ou alguém está explorando você em nome de um favor. Deixe claros os seus limites e peça o que lhe é devido.',
      },
      wealth: {
        upright:
          'Receitas e despesas estão em equilíbrio, com espaço para ajudar os outros, ou empréstimos e auxílios podem chegar até você. Doe dentro das suas possibilidades e mantenha o dinheiro circulando de forma saudável.',
        reversed:
          'Atenção a disputas por empréstimos e a acordos injustos. Pense duas vezes antes de emprestar dinheiro e ponha qualquer acordo por escrito.',
      },
      health: {
        upright:
          'Um bom momento tanto para aceitar cuidados quanto para oferecê-los. Relações de apoio nutrem o corpo e a mente.',
        reversed:
          'Cuidar de todo mundo deixou você sem combustível. Reserve um tempo para descansar e peça à família para dividir o peso, se precisar.',
      },
    },
  },
  'pentacles-07': {
    keywords: {
      upright: ['paciência', 'fazer um balanço', 'investimento de longo prazo', 'esperar a colheita'],
      reversed: ['impaciência', 'esforço sem recompensa', 'duvidar do caminho', 'desistir cedo demais'],
    },
    upright:
      'Você já está cultivando a terra há um tempo. A plantação está crescendo, mas a hora da colheita ainda não chegou. O Sete de Ouros marca uma pausa para avaliar: quanto você investiu, o que brotou, e se vale a pena continuar. Ele pede paciência. O esforço de longo prazo raramente dá retorno da noite para o dia, mas cada gota de suor está se somando, mesmo quando você não consegue ver.',
    reversed:
      'Você trabalhou por muito tempo e os resultados não aparecem, então começa a se perguntar se foi tudo em vão. Ou quer tanto o retorno que fica mudando de direção, sem nunca dar às coisas o tempo de amadurecer. O Sete invertido pede um veredicto de cabeça fria: o método precisa mudar, ou isto só precisa de mais tempo?',
    interpretation:
      'Associado a Saturno em Touro, o Sete é um teste de tempo e resistência. A sua lição é a revisão no meio da estação: nem persistência teimosa nem saída apressada, mas um julgamento baseado em evidências. Quando esta carta aparece, faça uma revisão honesta daquilo em que você está investindo. O que você colocou, o que recebeu de volta, quais partes estão prosperando e quais estão murchando? Pode os galhos que não dão fruto e guarde as suas forças para as plantas que mostram promessa de verdade.',
    imagery:
      'Um jovem agricultor se apoia na enxada e observa em silêncio uma videira viçosa ao seu lado, com seis pentáculos crescendo entre as folhas e um sétimo caído aos seus pés. A sua expressão é ao mesmo tempo pensativa, cansada e esperançosa. A videira é o fruto de um longo cultivo; a enxada é o trabalho já dedicado; e o modo como ele para para olhar mostra que este é um momento de avaliação e paciência, e não de cavar com mais força de cabeça baixa.',
    areas: {
      love: {
        upright:
          'O amor leva tempo para ser cultivado, e agora é um bom momento para fazer um balanço. Pergunte-se se esta relação está crescendo na direção que você esperava.',
        reversed:
          'Você deu muito e sente que pouco volta, e o desânimo está se instalando. Em vez de aguentar calado, conversem abertamente sobre o que cada um espera.',
      },
      career: {
        upright:
          'O projeto está na metade e os resultados ainda não estão totalmente visíveis. Mantenha o ritmo, ajuste a abordagem onde for preciso, e as recompensas virão.',
        reversed:
          'A distância entre o esforço e o resultado dá vontade de desistir. Identifique o que está dando errado; mudar o método pode ajudar mais do que mudar o objetivo.',
      },
      wealth: {
        upright:
          'Investimentos de longo prazo pedem paciência, e oscilações de curto prazo não são motivo de alarme. Reveja a sua alocação periodicamente e siga o plano.',
        reversed:
          'A fome de retorno rápido leva a negociar demais e a correr atrás do mercado. Volte às suas metas de longo prazo e não deixe a ansiedade tomar as decisões.',
      },
      health: {
        upright:
          'Os planos de saúde levam tempo para mostrar resultados, então não desista só porque nada parece mudar ainda. Continue, e o seu corpo vai responder.',
        reversed:
          'Longos períodos de trabalho duro deixaram você esgotado e desiludido. Ajuste a rotina, descanse de verdade e consulte um médico se o desconforto persistir.',
      },
    },
  },
  'pentacles-08': {
    keywords: {
      upright: ['foco', 'dominar um ofício', 'dedicação', 'atenção aos detalhes'],
      reversed: ['cumprir tabela', 'perfeccionismo', 'monotonia', 'pouca motivação'],
    },
    upright:
      'Você está mergulhado no trabalho de aperfeiçoar um ofício, esculpindo um pentáculo atrás do outro. O Oito de Ouros é dedicação, concentração e a busca constante por qualidade, o caminho que todo aprendiz percorre rumo à maestria. O esforço pode parecer repetitivo agora, mas cada rodada de prática aproxima você de uma habilidade de verdade. Acomode-se e faça bem a tarefa à sua frente; é o melhor investimento que você pode fazer.',
    reversed:
      'A repetição virou tédio, o trabalho virou cumprir tabela, e a qualidade está caindo. Ou o contrário: o perfeccionismo faz você polir um pequeno detalhe sem parar enquanto a peça nunca fica pronta. O Oito invertido pede que você se reconecte com o porquê de estar fazendo isso. Por que você quis aprender este ofício, para começo de conversa, e aonde ele deve levar você?',
    interpretation:
      'Ligado ao Sol em Virgem, o Oito é a luz lançada sobre os detalhes. A sua lição é que a maestria vem da prática deliberada, e não só do talento. Quando esta carta aparece, escolha uma habilidade que você quer dominar, reserve para ela um tempo regular de prática e anote cada pequena melhora. Lembre-se também de que buscar a excelência serve para melhorar o trabalho, e não para castigar você. Saber quando algo está bom o bastante faz parte de ser profissional.',
    imagery:
      'Um artesão está sentado à sua bancada com martelo e cinzel, esculpindo com atenção um desenho num pentáculo. Moedas prontas já estão penduradas em fila num poste de madeira ao seu lado, e outra espera aos seus pés. Uma cidade fica ao longe, mas os seus olhos não se desviam do trabalho nas mãos. A fileira de moedas quase idênticas é prática e acúmulo; o foco é a dedicação ao ofício; e a cidade distante sugere que uma habilidade honesta vai acabar lhe garantindo um lugar no mundo mais amplo.',
    areas: {
      love: {
        upright:
          'Você está disposto a se empenhar e a mostrar o seu carinho com atitudes. Aprender e crescer lado a lado torna o vínculo cada vez mais forte.',
        reversed:
          'O trabalho engoliu toda a sua atenção e o seu par sente isso, ou o tempo juntos virou rotina. Planeje algo novo para compartilhar.',
      },
      career: {
        upright:
          'Ótimo momento para aprender novas habilidades, tirar uma certificação ou se concentrar no projeto em mãos. A sua dedicação vai aos poucos se tornar a sua reputação.',
        reversed:
          'O brilho sumiu do seu trabalho, ou o excesso de detalhe está atrasando tudo. Redefina as suas metas e pergunte-se se você precisa de um novo desafio.',
      },
      wealth: {
        upright:
          'Conhecimento e trabalho duro aumentam a sua renda de forma constante. Investir nas suas próprias habilidades é a aposta mais confiável que você pode fazer agora.',
        reversed:
          'A renda estagnou, ou as longas horas não estão rendendo o que deveriam. Calcule quanto vale o seu tempo e ajuste o seu modo de trabalhar.',
      },
      health: {
        upright:
          'Monte uma rotina regular de treino. Com prática paciente e progresso gradual, o seu corpo vai ficando mais forte pouco a pouco.',
        reversed:
          'Longas horas curvado sobre a mesa, ou os excessos, estão causando desgaste e tensão. Levante-se e movimente-se a intervalos regulares, e procure um médico cedo para qualquer dor.',
      },
    },
  },
  'pentacles-09': {
    keywords: {
      upright: ['autossuficiência', 'abundância', 'elegância', 'desfrutar as recompensas'],
      reversed: ['dependência excessiva', 'sucesso vazio', 'viver acima das posses', 'aparência acima da essência'],
    },
    upright:
      'Com o seu próprio esforço, você cultivou um jardim que é inteiramente seu. O Nove de Ouros é independência e abundância: autossuficiência financeira e o bom gosto para aproveitar o que a vida tem a oferecer. Agora você pode desacelerar, admirar o que construiu e saborear a própria companhia sem culpa. Essa tranquilidade é o fruto de anos de disciplina e persistência.',
    reversed:
      'Na superfície você tem tudo, mas por dentro algo parece vazio. Ou manter as aparências está fazendo você se esticar além da conta e fingir que está tudo bem. O Nove invertido também pode indicar depender demais de outra pessoa, financeira ou emocionalmente, até perder o próprio chão. Pergunte-se se a vida que você tem é a que você realmente quer.',
    interpretation:
      'Associado a Vênus em Virgem, o Nove é a abundância em que beleza e ordem se encontram. A sua lição é que a verdadeira riqueza não é só o que você possui, mas se consegue desfrutar disso de mente tranquila. Muita gente trabalha duro por anos e nunca tem coragem de parar para se recompensar. Quando esta carta aparece, reserve um tempo que seja realmente seu, e verifique se a sua independência está apoiada em terreno firme. A disciplina trouxe você até aqui; aprender a aproveitar vai levar você mais longe.',
    imagery:
      'Uma mulher elegantemente vestida está sozinha num vinhedo, com o vestido bordado de flores e com o símbolo de Vênus. Um falcão encapuzado pousa na sua mão enluvada, nove pentáculos pendem entre as videiras ao seu redor, e uma casa senhorial fica ao longe. As uvas maduras são a colheita; o falcão encapuzado é a disciplina treinada e o autodomínio; e a sua compostura serena, sozinha mas contente, mostra que essa abundância vem do seu próprio trabalho e das suas próprias escolhas.',
    areas: {
      love: {
        upright:
          'Você está aproveitando a liberdade de estar solteiro e sabe exatamente que tipo de par quer. Se está numa relação, mantém a sua independência e o seu senso de si dentro dela.',
        reversed:
          'Agarrar-se ao par em busca de segurança, ou ser tão fechado em si que ninguém consegue se aproximar. Procure o equilíbrio entre intimidade e independência.',
      },
      career: {
        upright:
          'O trabalho traz recompensas constantes e satisfação, com mais controle sobre o seu próprio tempo. Trabalhar como autônomo ou ter o próprio negócio parece promissor.',
        reversed:
          'A sua carreira parece impressionante, mas não realiza você, ou você depende demais de um único cliente ou patrocinador. Repense como você quer trabalhar de verdade.',
      },
      wealth: {
        upright:
          'Com independência financeira e uma renda estável, você pode se permitir alguns dos prazeres mais refinados da vida. Gaste com critério e o seu dinheiro vai servir a você por muito tempo.',
        reversed:
          'Gastar demais para manter as aparências, ou uma única fonte de renda frágil. Reveja para onde vai o dinheiro e construa uma rede de segurança.',
      },
      health: {
        upright:
          'Corpo e mente estão em boa forma. Passatempos relaxantes, como jardinagem, caminhadas ou ioga, ajudam você a aproveitar o momento presente.',
        reversed:
          'Indulgência demais ou comedimento de menos podem estar cobrando o seu preço em silêncio. Reequilibre a alimentação e o sono e mantenha os check-ups regulares.',
      },
    },
  },
  'pentacles-10': {
    keywords: {
      upright: ['legado', 'riqueza duradoura', 'estabilidade', 'pertencimento'],
      reversed: ['conflito familiar', 'disputas de herança', 'alicerces instáveis', 'tradição sufocante'],
    },
    upright:
      'Esta é uma carta sobre o que dura. O Dez de Ouros fala de legado familiar, de riqueza construída ao longo de gerações e de um lugar ao qual você realmente pertence. Os seus esforços não são só para você; estão lançando alicerces para as pessoas que você ama e para os anos que virão. É um bom momento para pensar a longo prazo na família, no patrimônio, na tradição e no que você quer deixar.',
    reversed:
      'Pode haver atrito em casa: discussões sobre dinheiro, uma herança ou o jeito de viver, ou a sensação de que as expectativas da família estão amarrando as suas mãos. O Dez invertido também alerta que finanças ou relações aparentemente sólidas como rocha podem esconder rachaduras. Conversem abertamente, e descubram quais tradições vale a pena proteger e quais vocês podem deixar ir com delicadeza.',
    interpretation:
      'Associado a Mercúrio em Virgem, o Dez é a sabedoria de pôr as coisas em ordem para que possam ser passadas adiante. A sua lição é que a riqueza e as relações precisam de cuidado de longo prazo e de arranjos bem pensados. Quando esta carta aparece, converse com a família sobre o futuro, organize seguros, poupança e documentos importantes, e escute as histórias dos mais velhos. O que você herdou, e o que quer transmitir? As respostas vão ajudar você a fazer escolhas com um horizonte mais longo.',
    imagery:
      'Um ancião de cabelos brancos está sentado sob um arco, com um manto ricamente estampado e dois cães brancos aninhados ao seu lado. Do outro lado do arco, um jovem casal conversa enquanto uma criança estende a mão para tocar um dos cães. Um brasão de família está pendurado na parede, e dez pentáculos estão dispostos na forma da Árvore da Vida. Três gerações juntas são a continuidade; os cães são lealdade e proteção; e o desenho da Árvore da Vida sugere a abundância material entrelaçada com a herança espiritual.',
    areas: {
      love: {
        upright:
          'A relação está caminhando para o compromisso, talvez casamento, apresentação à família ou a construção de um lar juntos. O apoio da família torna o vínculo ainda mais forte.',
        reversed:
          'Parentes estão se intrometendo na relação, ou vocês veem a vida em família de jeitos muito diferentes. Cheguem primeiro a um entendimento entre os dois, e depois enfrentem os demais juntos.',
      },
      career: {
        upright:
          'Organizações estabelecidas ou um negócio de família combinam com você agora, e o esforço de longo prazo traz uma posição segura e recompensas sólidas.',
        reversed:
          'Um ambiente de trabalho conservador está limitando o seu crescimento, ou os interesses de um negócio de família estão embaralhados. Decida qual caminho é realmente seu.',
      },
      wealth: {
        upright:
          'A sua base financeira está segura. Um bom momento para o planejamento de longo prazo, como comprar um imóvel, contratar seguros ou poupar para os estudos de um filho.',
        reversed:
          'Atenção a disputas de dinheiro na família ou a problemas de herança. Quando houver grandes quantias envolvidas, chame um advogado, um contador ou outro profissional.',
      },
      health: {
        upright:
          'A família é uma fonte de força. Também vale a pena conhecer o histórico de saúde da família e manter check-ups regulares a longo prazo.',
        reversed:
          'A pressão em casa pode estar afetando o seu humor e o seu sono. Dê a si algum espaço e, se se sentir mal por muito tempo, procure um médico logo.',
      },
    },
  },
  'pentacles-11': {
    keywords: {
      upright: ['aprendizado', 'sonhos práticos', 'nova oportunidade', 'primeiros passos firmes'],
      reversed: ['preguiça', 'ambições irreais', 'falta de plano', 'procrastinação'],
    },
    upright:
      'Surgiu uma oportunidade que vale a pena levar a sério: um curso, um emprego novo, um plano que você pode cultivar ao longo do tempo. O Valete de Ouros é o estudante com os pés no chão, fascinado pela moeda em suas mãos e feliz em dedicar tempo a entendê-la. Comece com humildade e foco, e esta semente um dia vai florescer e dar frutos.',
    reversed:
      'Muitas ideias, pouquíssima ação, ou a vontade de pular direto para o topo sem aprender o básico. O Valete invertido também pode apontar para estudos dispersos, planos adiados de novo e de novo, ou notícias aquém do que você esperava. Divida a grande meta em pequenos passos e comece por aquele que dá para concluir hoje.',
    interpretation:
      'A face mais jovem da terra, o Valete representa sonhos práticos que estão começando a brotar. A sua lição é que os sonhos precisam de planos, e os planos, de ação. Ele não tem pressa de provar nada; está absorto em estudar o que tem nas mãos. Quando esta carta aparece, escolha uma área com a qual você esteja disposto a se comprometer a longo prazo, faça um plano simples de estudo ou de poupança e vá registrando o caminho. Devagar e sempre realmente chega antes.',
    imagery:
      'Um jovem está de pé num prado salpicado de florzinhas, segurando no alto com as duas mãos um pentáculo que contempla atentamente, como se tentasse enxergar os seus segredos. Atrás dele há campos recém-arados, um pequeno bosque e colinas distantes. Erguer a moeda mostra o quanto ele valoriza o conhecimento e a oportunidade; a terra arada é o trabalho de base já feito; e o olhar absorto é a paciência e a seriedade de quem aprende de verdade.',
    areas: {
      love: {
        upright:
          'O amor cresce devagar, mas com sinceridade, e você pode conhecer alguém confiável. Cuidar das pequenas coisas do dia a dia fala mais alto do que palavras doces.',
        reversed:
          'Não se comprometer de verdade, ou manter o amor a salvo no reino da imaginação. Se você gosta mesmo de alguém, mostre isso com atitudes.',
      },
      career: {
        upright:
          'Ótimo momento para aprender novas habilidades, fazer um estágio ou começar de baixo. A sua vontade de aprender vai ser notada e vai preparar bem o seu caminho.',
        reversed:
          'Os hábitos de estudo afrouxaram, ou as suas ambições estão à frente das suas capacidades. Largue a ansiedade pelos resultados e acerte o básico primeiro.',
      },
      wealth: {
        upright:
          'Comece a aprender sobre dinheiro e crie o hábito de poupar. Acompanhe os seus gastos ou faça um pequeno depósito regular, e amplie o seu conhecimento a partir daí.',
        reversed:
          'Os planos financeiros vivem morrendo na praia, ou você se deixa levar facilmente por dicas quentes. Aprenda os fundamentos antes de investir em qualquer coisa.',
      },
      health: {
        upright:
          'Aprenda um pouco sobre nutrição ou exercício e monte um plano de saúde realista que você consiga manter, um pequeno passo de cada vez.',
        reversed:
          'Você sabe o que fazer, mas continua adiando o começo. Comece pela menor mudança possível e pergunte a um médico ou nutricionista se tiver dúvidas.',
      },
    },
  },
  'pentacles-12': {
    keywords: {
      upright: ['constância', 'responsabilidade', 'perseverança', 'método'],
      reversed: ['estagnação', 'teimosia', 'cautela excessiva', 'rotina monótona'],
    },
    upright:
      'Você não está tentando ganhar corrida nenhuma, mas cada passo que dá é firme. O Cavaleiro de Ouros é dedicação, confiabilidade e fôlego para ir longe. Ele nunca é a pessoa mais vistosa da sala, mas é aquela a quem você confiaria qualquer coisa. Agora é hora de cumprir o seu plano com método, manter as suas promessas e acertar os detalhes. Devagar não tem problema; mantenha um ritmo constante e a linha de chegada vai aparecer.',
    reversed:
      'A constância virou estagnação. Você pode estar preso numa rotina que nunca muda, sabendo que algo precisa mudar mas sem nunca se mexer, ou tão apegado aos seus hábitos que não consegue ouvir outras opiniões. O Cavaleiro invertido também pode indicar arrastar os pés ou achar a vida sem graça e sem cor. Acrescente um pouco de novidade ao seu ritmo para que a cautela não endureça e vire imobilidade.',
    interpretation:
      'Carregando o espírito terreno de Virgem, o Cavaleiro se importa com os detalhes e com os resultados. A sua lição é que a confiabilidade é uma força, mas nunca deve virar desculpa para evitar a mudança. Ele trabalha o mesmo campo dia após dia, e essa perseverança tem muito a ensinar. Quando esta carta aparece, crie para a sua meta uma rotina diária que você consiga sustentar a longo prazo, e de tempos em tempos verifique se a estrada ainda leva aonde você quer ir.',
    imagery:
      'Um cavaleiro de armadura monta um cavalo preto robusto, parado e firme sobre as quatro patas, sem galopar. Ele segura um pentáculo na mão e o examina com atenção. Atrás dele se estende um campo cuidadosamente arado. O cavalo imóvel é constância e paciência; o campo arado é trabalho duro e preparação; e o modo como ele contempla a moeda mostra alguém que pesa o valor de cada passo e nunca age por capricho.',
    areas: {
      love: {
        upright:
          'O amor é estável e confiável. O seu par pode não ser bom com palavras, mas demonstra carinho com atitudes práticas: demora a se soltar, mas merece confiança.',
        reversed:
          'As coisas perderam o sabor, com pouca surpresa ou paixão. Experimentem algo novo juntos e tragam um pouco de calor de volta ao dia a dia.',
      },
      career: {
        upright:
          'O trabalho avança com constância, e a sua confiabilidade e o seu cuidado conquistam a confiança das pessoas. Continue acertando nos detalhes e os resultados virão.',
        reversed:
          'O trabalho virou pura rotina e o progresso está lento. Veja se você não está sendo cauteloso demais e abra-se a novos métodos e desafios.',
      },
      wealth: {
        upright:
          'Uma gestão cuidadosa do dinheiro combina com você: poupança de longo prazo e investimentos de baixo risco. Siga o plano e o seu patrimônio vai crescer com constância.',
        reversed:
          'O excesso de cautela pode fazer você perder oportunidades, e a procrastinação deixa as suas finanças abandonadas. Reveja as suas contas regularmente e não deixe o dinheiro parado por anos.',
      },
      health: {
        upright:
          'Uma rotina regular e exercícios constantes vão continuar melhorando a sua saúde. Busque a constância, não a rapidez.',
        reversed:
          'Pouco movimento está deixando você lento e pesado. Comece com um pouco de atividade por dia e, se o desconforto persistir, procure um médico logo.',
      },
    },
  },
  'pentacles-13': {
    keywords: {
      upright: ['cuidado', 'senso prático', 'abundância', 'segurança'],
      reversed: ['descuido de si', 'excesso de trabalho', 'ansiedade com dinheiro', 'controle'],
    },
    upright:
      'Você tem o dom de tornar a vida ao mesmo tempo acolhedora e farta. A Rainha de Ouros é o cuidado prático: ela mantém um lar confortável, administra o dinheiro com sensatez e cuida de todos ao seu redor. É um bom momento para se concentrar nos detalhes palpáveis do dia a dia. Coma bem, arrume o seu espaço, cuide do corpo, e talvez você descubra que a felicidade estava escondida no cotidiano o tempo todo.',
    reversed:
      'Você pode ter se dedicado inteiramente ao trabalho e à família e se esquecido completamente de si. Ou a ansiedade com dinheiro e segurança faz você se preocupar com tudo e tentar controlar tudo. A Rainha invertida lembra que é preciso cuidar de si antes de cuidar dos outros. O seu valor não se mede só pelo quanto você dá.',
    interpretation:
      'Carregando a energia terrena de Capricórnio, a Rainha une realismo e ternura. A sua lição é que cuidar é uma habilidade, e também precisa de limites. O cuidado verdadeiro deixa você e os outros com os pés no chão, em vez de pedir que você se sacrifique sem fim. Quando esta carta aparece, pergunte-se que pequena coisa você poderia fazer por si hoje: uma refeição de verdade, dormir cedo, ou um tempo de silêncio em que ninguém consiga encontrar você.',
    imagery:
      'Uma rainha está sentada num jardim exuberante, num trono entalhado com cabras, frutas e querubins. Ela olha com ternura para o pentáculo em seu colo, rosas pendem do caramanchão acima dela e, no canto inferior direito, um coelhinho está sentado na grama. As cabras são Capricórnio e a resistência prática; as frutas e as flores são fertilidade e fartura; o coelho é vida nova e abundância; e o modo como ela embala a moeda mostra o seu cuidado com as coisas materiais e com a própria vida.',
    areas: {
      love: {
        upright:
          'Você é um par atencioso e confiável, que demonstra amor com cuidados práticos. A relação parece calorosa e segura, uma boa base para construir um lar.',
        reversed:
          'Dar demais e se descuidar de si, ou tentar controlar tudo por insegurança. Deixe o seu par cuidar de você, para variar.',
      },
      career: {
        upright:
          'Competente e com os pés no chão, você equilibra eficiência e gentileza, e as pessoas contam com você. Funções que envolvem recursos, orçamentos ou o cuidado de uma equipe combinam muito com você.',
        reversed:
          'Conciliar trabalho e casa deixou você exausto. Estabeleça limites claros e repasse algumas responsabilidades.',
      },
      wealth: {
        upright:
          'Você tem um talento real para administrar o dinheiro e planejar tanto o hoje quanto o amanhã. Um bom momento para montar um plano financeiro sólido para a casa.',
        reversed:
          'Preocupação demais com dinheiro, ou gastos feitos sobretudo para agradar os outros. Volte ao que você realmente precisa e faça o orçamento de acordo.',
      },
      health: {
        upright:
          'Você está com boa saúde. Cozinhar, cuidar de plantas ou passar tempo na natureza vai nutrir o corpo e a mente e deixar você aproveitar o ritmo natural da vida.',
        reversed:
          'Cuidar de todo mundo deixou a sua própria saúde em segundo plano. Faça refeições regulares, descanse direito e procure um médico se o desconforto persistir.',
      },
    },
  },
  'pentacles-14': {
    keywords: {
      upright: ['sucesso', 'estabilidade', 'recursos abundantes', 'liderança confiável'],
      reversed: ['ganância', 'teimosia', 'lucro acima de tudo', 'extravagância'],
    },
    upright:
      'Você encontrou o seu lugar na sua área e tem recursos, experiência e um bom nome a seu favor. O Rei de Ouros é o sucesso material aliado a uma responsabilidade madura. Ele sabe fazer a riqueza crescer e proteger as pessoas que dependem dele. Agora é hora de tomar decisões com sobriedade e colocar a sua força e os seus recursos a serviço de metas de horizonte longo.',
    reversed:
      'O sucesso pode deixar uma pessoa rígida ou gananciosa: obcecada pelo lucro, sem vontade de correr risco algum, medindo tudo em dinheiro. O Rei invertido também pode apontar para má gestão financeira, gastos extravagantes ou para se perder depois de chegar ao poder. Lembre-se de que a riqueza é uma ferramenta, não a vida inteira.',
    interpretation:
      'Associado a Touro, o Rei é a terra em sua forma mais estável e madura. A sua lição é que a verdadeira riqueza significa usar recursos para criar valor e compartilhá-lo com os outros. Ele não vence apostando, mas com anos de cultivo paciente e bom julgamento. Quando esta carta aparece, pense nos recursos que você já tem e em como eles poderiam trazer uma segurança mais duradoura para você e para as pessoas ao seu redor. Decisões firmes costumam ser as que resistem ao tempo.',
    imagery:
      'Um rei está sentado num trono decorado com cabeças de touro, vestindo um manto coberto de parreiras, com um cetro numa mão e um pentáculo apoiado no joelho sob a outra. Videiras e frutas o cercam, e um castelo robusto se ergue atrás. Os touros são Touro, estabilidade e fertilidade; as parreiras são colheita e prazer; o castelo é o empreendimento e a segurança que ele construiu; e a armadura que se entrevê sob o manto mostra que a sua abundância é sustentada pela força para defendê-la.',
    areas: {
      love: {
        upright:
          'Uma relação madura e estável com um par confiável, que quer garantir o futuro de vocês. Um bom momento para conversar a sério sobre um compromisso de longo prazo.',
        reversed:
          'Peso demais no dinheiro ou no controle e pouca conexão emocional. Não deixe presentes ou gastos substituírem tempo e atenção.',
      },
      career: {
        upright:
          'Sucesso no trabalho; liderar, administrar um negócio ou gerir recursos combinam com você. A sua firmeza e o seu julgamento conquistam amplo respeito.',
        reversed:
          'O seu estilo de gestão ficou rígido, ou você está correndo atrás de ganhos de curto prazo. Ouça a sua equipe e não deixe o poder turvar o seu julgamento.',
      },
      wealth: {
        upright:
          'As finanças estão sólidas, e investir e administrar o patrimônio vem com naturalidade para você. Planeje a longo prazo e deixe a sua riqueza crescer com constância.',
        reversed:
          'Cuidado com riscos nascidos da ganância, ou com gastos sem freio. Antes de qualquer decisão financeira importante, busque orientação profissional.',
      },
      health: {
        upright:
          'A sua constituição é robusta. Mantenha refeições e sono regulares e você vai continuar em boa forma, com energia de sobra.',
        reversed:
          'Jantares pesados, excessos ou anos pondo o trabalho em primeiro lugar estão cobrando a conta. Pegue mais leve, mantenha os check-ups regulares e procure um médico para qualquer desconforto.',
      },
    },
  },
};
