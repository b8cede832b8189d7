import type { CardBodyTable } from '../../types';

export const swords: CardBodyTable = {
  'swords-01': {
    keywords: {
      upright: ['clareza', 'verdade', 'grande avanço', 'pensamento decidido'],
      reversed: ['confusão', 'erro de julgamento', 'palavras duras', 'verdade turva'],
    },
    upright:
      'Um gume limpo e brilhante corta a neblina. O Ás de Espadas é um salto mental: de repente você enxerga qual é o verdadeiro problema, e o que precisa ser dito ou feito a respeito. Pode chegar como uma percepção-chave, uma conversa sincera ou uma decisão que você vem adiando há tempo demais. A sua mente está afiada agora, então use essa clareza enquanto ela dura. Dê nome à verdade e tome a decisão.',
    reversed:
      'A espada está na sua mão, mas a sua empunhadura treme. Talvez você esteja pensando demais, afogado em informação até nada fazer sentido, ou talvez as suas palavras estejam saindo mais rápidas e mais afiadas do que você pretende. O Ás invertido sugere que a clareza precisa de tempo para assentar. Segure os veredictos, separe fatos de suposições e confira o que você realmente sabe.',
    interpretation:
      'O Ás é a raiz pura do ar: intelecto, linguagem e o poder da verdade. Uma espada corta dos dois lados: de um, atravessa a confusão; do outro, fere as pessoas. A sua lição é usar a mente e as palavras com honestidade, mas com cuidado. Quando ele aparece, resuma o que está incomodando você numa única frase, e então faça duas perguntas: o que eu sei com certeza, e do que eu tenho medo? Depois que as duas coisas se separam, a resposta muitas vezes fica óbvia.',
    imagery:
      'Uma mão sai de uma nuvem empunhando uma espada de dois gumes apontada para cima. A ponta atravessa uma coroa dourada de onde pendem um ramo de oliveira e uma folha de palmeira, enquanto pequenas gotas de luz dourada flutuam no ar. Embaixo se erguem picos nus e recortados. A coroa é o domínio e a vitória da mente; a oliveira e a palma representam paz e triunfo; o gume duplo lembra que a verdade tem dois lados; as montanhas ásperas sugerem que a clareza muitas vezes se conquista encarando algo difícil.',
    areas: {
      love: {
        upright:
          'Hora de limpar o ar e ser honesto sobre em que pé a relação realmente está. Uma conversa franca pode mudar as coisas para melhor.',
        reversed:
          'Comentários ferinos, desconfiança, ou duas pessoas falando sem se ouvir. Respire antes de falar, para que um momento afiado não deixe uma ferida duradoura.',
      },
      career: {
        upright:
          'O seu raciocínio está afiado, o que torna este momento ideal para decisões, propostas, negociações ou problemas espinhosos. Confie no seu julgamento; ele está excepcionalmente confiável agora.',
        reversed:
          'Informações confusas ou uma decisão errada levaram o trabalho pelo caminho errado. Confira os fatos antes do próximo passo e evite apressar um veredicto.',
      },
      wealth: {
        upright:
          'Organize as contas, leia as letras miúdas e tome uma decisão financeira racional. Deixe os números falarem, e não o seu humor.',
        reversed:
          'Informações parciais podem enganar você, ou você pode se sentir tentado a assinar ou pagar antes de entender. Mais uma pergunta, mais uma conferência, sempre vale a pena.',
      },
      health: {
        upright:
          'A cabeça clara facilita definir metas de bem-estar específicas. Também é um bom momento para fazer um balanço da sua saúde e marcar aquele check-up que você vem adiando.',
        reversed:
          'Uma mente acelerada está deixando você tenso e acordado. Dê ao cérebro um espaço em branco e largue o celular antes de dormir; se a insônia persistir, converse com um médico.',
      },
    },
  },
  'swords-02': {
    keywords: {
      upright: ['impasse', 'escolha difícil', 'evitação', 'trégua frágil'],
      reversed: ['indecisão', 'excesso de informação', 'escolha forçada', 'ver a verdade'],
    },
    upright:
      'Preso entre duas opções e sem conseguir escolher, você colocou uma venda nos olhos e apertou o pause. O Dois de Espadas é a carta do impasse e da evitação. A lógica vira um muro que mantém os sentimentos do lado de fora, e na superfície tudo parece calmo. Essa trégua pode dar a você um respiro, mas não dura para sempre. Cedo ou tarde a venda precisa sair, para que você veja onde realmente está.',
    reversed:
      'O impasse está começando a rachar. Uma pressão externa pode estar forçando a sua mão, ou há tanta informação chegando que decidir parece ainda mais difícil. Por outro lado, talvez você finalmente esteja pronto para tirar a venda e encarar o que vinha evitando. O Dois invertido lembra que não decidir também é uma decisão, então é melhor escolher do que deixar que escolham por você.',
    interpretation:
      'Ligado à Lua em Libra, o Dois é o ponto em que sentir e ponderar se embaralham sem remédio. A sua lição é admitir o que você está evitando. Muitas vezes já sabemos a resposta; o que tememos é viver com as consequências. Escreva quanto cada opção custaria a você, depois pergunte ao seu corpo qual delas traz um suspiro de alívio. A intuição também é informação, e merece um lugar ao lado da lógica.',
    imagery:
      'Uma mulher de olhos vendados e vestes brancas está sentada num banco de pedra à beira-mar, com os braços cruzados sobre o peito e uma espada longa em cada mão. Atrás dela há água calma e rochas espalhadas, com uma lua crescente no alto. A venda é a falta de vontade ou de capacidade de ver; os braços cruzados formam um escudo em volta do coração; o mar às suas costas guarda as emoções que ela mantém à distância; a lua crescente sugere que a resposta está na intuição.',
    areas: {
      love: {
        upright:
          'Você está dividido entre duas pessoas ou dois caminhos, ou preso num silêncio frio com o seu par. Evitar só prolonga a tensão, então comece dizendo as suas preocupações.',
        reversed:
          'Questões que os dois vinham contornando estão vindo à tona e exigindo resposta. Encarem com honestidade; é melhor do que fingir que está tudo bem.',
      },
      career: {
        upright:
          'Uma escolha difícil entre duas opções, ou uma equipe travada num impasse. Reúna informação suficiente e depois dê a si um prazo firme para decidir.',
        reversed:
          'Opiniões demais estão deixando você paralisado. Volte ao objetivo central e deixe as vozes secundárias de lado por enquanto.',
      },
      wealth: {
        upright:
          'Você fica oscilando entre duas opções financeiras. Liste os custos e os riscos de cada uma, compare com frieza, e não deixe o medo de errar manter você parado.',
        reversed:
          'Uma questão de dinheiro que você engavetou agora pede atenção. Abra as contas, olhe os números e busque orientação profissional se precisar.',
      },
      health: {
        upright:
          'Sentimentos represados podem aparecer como aperto no peito ou cansaço. Encontre uma saída segura, como uma caminhada, um diário ou uma conversa com alguém de confiança.',
        reversed:
          'Tanta angústia está esgotando você. Tome uma pequena decisão para afrouxar o nó e, se a ansiedade tirar o seu sono noite após noite, procure ajuda profissional.',
      },
    },
  },
  'swords-03': {
    keywords: {
      upright: ['coração partido', 'luto', 'verdade dolorosa', 'perda'],
      reversed: ['cura', 'soltar a tristeza', 'dor reprimida', 'recuperação'],
    },
    upright:
      'Certas palavras e certos acontecimentos vão direto ao coração como uma lâmina. O Três de Espadas é a carta da dor no coração: decepção, separação, traição, ou uma verdade que você não tem escolha a não ser aceitar. Não é gentil, mas é honesta. Você não precisa bancar o forte agora. Permita-se ficar triste e deixe as lágrimas virem. O luto realmente sentido é o luto que um dia pode passar.',
    reversed:
      'O pior da dor pode ter ficado para trás, e você está se recompondo aos poucos. Mas o Três invertido também pode indicar que a ferida foi escondida: você parece bem por fora enquanto ela ainda dói por baixo. Volte-se para essa dor com delicadeza. Talvez o que ela precise não seja esquecimento, mas compreensão e, com o tempo, perdão.',
    interpretation:
      'Associada a Saturno em Libra, esta carta mostra o desequilíbrio nas relações encontrando o peso duro da realidade. A sua lição é aceitar a dor como parte da vida, em vez de correr para empurrá-la para longe. A tristeza em si não é o problema; recusar-se a senti-la é o que faz com que ela demore. Faça uma pequena coisa por esta perda: escreva uma carta que nunca vai enviar, converse com alguém de confiança, ou simplesmente chore bastante. Quando a chuva para, o céu vai clareando.',
    imagery:
      'Um coração vermelho vivo está suspenso no ar, atravessado por três espadas vindas de ângulos diferentes, contra nuvens cinzentas e pesadas e uma chuva inclinada. Não há pessoas, só o coração e as lâminas. O coração é o amor e o sentimento; as três espadas são as palavras, os pensamentos ou as verdades que o ferem; a chuva escura é a própria tristeza. Mas a chuva também lava, e vai parar, deixando o chão mais macio do que antes.',
    areas: {
      love: {
        upright:
          'Um término, uma briga amarga ou uma descoberta dolorosa podem estar no caminho. Dê a si tempo para se curar e não se apresse em tomar grandes decisões.',
        reversed:
          'A dor no coração está diminuindo devagar, e você consegue olhar para trás com mais calma. Se ainda não consegue soltar, apoie-se num amigo de confiança.',
      },
      career: {
        upright:
          'Críticas, rejeição ou comentários que machucam no trabalho podem doer. Cuide primeiro das emoções, depois procure com calma algo útil no retorno recebido.',
        reversed:
          'Você está se recuperando de um revés e voltando a firmar os pés. Transforme a experiência em lições aprendidas, em vez de repassá-la sem parar.',
      },
      wealth: {
        upright:
          'Notícias financeiras decepcionantes, ou dinheiro causando uma rusga com alguém próximo. Estanque a perda primeiro e revise depois; evite grandes decisões enquanto estiver machucado.',
        reversed:
          'O golpe financeiro está passando, e você pode começar a consertar as coisas passo a passo. Defina um plano de recuperação realista e possível.',
      },
      health: {
        upright:
          'O luto e o estresse podem tirar o apetite e pesar no peito. Descanse, dê uma saída aos sentimentos e, se o desânimo persistir, procure apoio profissional.',
        reversed:
          'O seu humor está se estabilizando e o corpo está acompanhando. Mantenha uma rotina regular e passe tempo ao sol e com pessoas que fazem você se sentir seguro.',
      },
    },
  },
  'swords-04': {
    keywords: {
      upright: ['descanso', 'recuperação', 'pausa', 'contemplação'],
      reversed: ['inquietação', 'esgotamento', 'voltar cedo demais', 'estagnação'],
    },
    upright:
      'Depois de uma sequência de batalhas desgastantes, o que você mais precisa é parar. O Quatro de Espadas representa descanso, recuperação e reflexão silenciosa. Isso não é fugir; é dar ao corpo e à mente uma chance real de se reparar. Deixe a espada de lado por um tempo, desligue o barulho e reserve um tempo que ninguém tem permissão de interromper. Depois de descansar, o próximo passo vai ficar muito mais fácil de ver.',
    reversed:
      'O seu corpo está dando sinais de alerta e você ainda não consegue parar, ou descansou por tanto tempo que está ficando inquieto e travado. O Quatro invertido corta dos dois lados: voltar correndo para a luta antes de se curar, ou estar pronto para se mexer, mas nervoso demais para começar. Pergunte-se com honestidade se está faltando descanso ou coragem para arrancar.',
    interpretation:
      'Associado a Júpiter em Libra, o Quatro é um momento de equilíbrio e recuperação encontrado no meio do conflito. A sua lição é aprender a descansar de verdade, o que não significa se deitar e continuar se preocupando, mas deixar a mente silenciar. Experimente reservar um período em que você não resolve absolutamente nada: caminhe, medite, durma direito. Quando os pensamentos assentam, respostas para problemas que pareciam impossíveis muitas vezes sobem à tona sozinhas.',
    imagery:
      'A efígie de um cavaleiro jaz sobre um túmulo dentro de uma igreja, com as mãos unidas como em oração ou sono. Três espadas estão penduradas na parede acima dele, com as pontas para baixo, e uma quarta está deitada ao longo do túmulo. Um vitral deixa entrar uma luz suave. O cavaleiro deitado se retirou da batalha por ora; as mãos unidas falam de reflexão e prece; as espadas penduradas mostram problemas deixados de lado; a igreja é um santuário silencioso onde o espírito pode se recuperar.',
    areas: {
      love: {
        upright:
          'A relação precisa de espaço para respirar. Deixem as discussões em suspenso, deem um ao outro um pouco de silêncio e voltem a conversar quando os dois tiverem esfriado a cabeça.',
        reversed:
          'Fugir do assunto deixou as coisas travadas, ou você está correndo para algo novo antes de estar pronto. Cuide primeiro do seu próprio coração.',
      },
      career: {
        upright:
          'Tire férias, recarregue as energias ou pause um projeto para repensá-lo. Uma parada curta agora é o que permite ir longe depois.',
        reversed:
          'Trabalhar no limite está prejudicando o seu rendimento, ou uma pausa longa deixou você por fora. Planeje um retorno gradual em vez de mergulhar de volta de uma vez.',
      },
      wealth: {
        upright:
          'Adie grandes compras e olhe com calma para a sua situação financeira. Não há necessidade de decidir nada até você conseguir enxergar com clareza.',
        reversed:
          'A papelada financeira que você vem adiando precisa ser feita. Comece pelo item mais simples, para que a pilha pare de crescer.',
      },
      health: {
        upright:
          'O seu corpo precisa se recuperar, então leve o sono a sério e corte noites em claro e horas extras. Se estiver em recuperação, siga as orientações do seu médico e vá devagar.',
        reversed:
          'Pouco descanso está deixando você esgotado e com os nervos à flor da pele. Coloque o sono em primeiro lugar e, se a insônia persistir ou a recuperação se arrastar, procure um médico.',
      },
    },
  },
  'swords-05': {
    keywords: {
      upright: ['vitória vazia', 'conflito', 'interesse próprio', 'vencer a qualquer custo'],
      reversed: ['reconciliação', 'largar ressentimentos', 'arrependimento', 'ir embora'],
    },
    upright:
      'Você pode ter vencido esta briga, mas de algum jeito não parece uma vitória. O Cinco de Espadas é o conflito e a vitória vazia: alguém faz de tudo para sair por cima, outra pessoa sai machucada, e o que sobra é uma bagunça. Ele lembra que certas batalhas não valem a pena e certas vitórias custam caro demais. Pergunte-se o que você realmente quer aqui: ter razão, ou resolver o problema?',
    reversed:
      'A fumaça está baixando, e você pode querer fazer as pazes ou se arrepender de algo que foi dito. O Cinco invertido também pode indicar que você finalmente decidiu parar de alimentar uma briga que nunca valeu a pena e simplesmente ir embora. Fazer as pazes exige coragem, e ceder às vezes é o movimento mais sábio. Não deixe velhos ressentimentos morarem de graça na sua cabeça.',
    interpretation:
      'Ligado a Vênus em Aquário, o Cinco mostra com que facilidade o calor humano se perde entre princípios e ego. A sua lição é distinguir entre ter razão e agir direito. Você pode vencer todas as discussões pela lógica e ainda assim perder muito mais na relação. Quando esta carta aparece, lembre-se do conflito que você não para de remoer e pergunte-se como lidaria com ele se tivesse uma segunda chance. Às vezes soltar protege aquilo que importa melhor do que qualquer vitória.',
    imagery:
      'Um homem com um meio sorriso presunçoso recolhe três espadas, enquanto outras duas estão caídas aos seus pés. Ao longe, duas figuras se afastam em direção à água, de cabeça baixa, uma delas com o rosto entre as mãos. No alto, nuvens esfarrapadas são rasgadas pelo vento. O homem sorridente é a vitória comprada à custa dos outros; as figuras que se afastam são mágoa e perda; o céu em frangalhos mostra que o ar depois de uma briga continua tenso e instável.',
    areas: {
      love: {
        upright:
          'Nenhum dos dois recua, e as palavras ficam cada vez mais afiadas. Pare e pergunte-se se você quer derrotar o seu par ou estar com ele.',
        reversed:
          'Agora que os ânimos esfriaram, os dois querem consertar as coisas. Um pedido de desculpas ou um pequeno gesto de boa vontade pode reabrir a porta.',
      },
      career: {
        upright:
          'A competição no trabalho está acirrada e alguém pode estar jogando sujo. Mantenha os seus princípios e não destrua relações por uma vitória de curto prazo.',
        reversed:
          'O conflito está se acalmando, então é um bom momento para reconstruir as relações de trabalho. Se um ambiente continua drenando você, sair com elegância também é uma opção.',
      },
      wealth: {
        upright:
          'O dinheiro pode gerar uma disputa, ou podem oferecer a você um acordo injusto. Leia cada cláusula e mantenha a sua posição onde for preciso, mas não deixe o orgulho dirigir.',
        reversed:
          'Uma disputa financeira parece perto de se resolver. Em vez de gastar mais energia na briga, chegue logo a um acordo e volte para o que importa.',
      },
      health: {
        upright:
          'Relações tensas estão deixando você com os nervos em frangalhos e irritado. Afaste-se do conflito, acalme-se e não deixe a raiva se acumular no corpo.',
        reversed:
          'Largar o ressentimento deixa o corpo relaxar também. Mantenha uma rotina estável e, se o desânimo continuar, pense em conversar com um profissional.',
      },
    },
  },
  'swords-06': {
    keywords: {
      upright: ['transição', 'seguir em frente', 'jornada de cura', 'águas mais calmas'],
      reversed: ['não conseguir soltar', 'velhos padrões de volta', 'mudança adiada', 'resistência à mudança'],
    },
    upright:
      'Você está deixando devagar um trecho turbulento para trás e seguindo rumo a águas mais calmas. O Seis de Espadas fala de transição e cura: uma mudança de casa, uma viagem, ou simplesmente uma mudança no modo de ver as coisas. A dor não sumiu e você a leva consigo, mas está apontado para a direção certa. Você não precisa se sentir melhor de uma vez. Siga em frente, e a outra margem vai ficando cada vez mais perto.',
    reversed:
      'Você quer partir, mas não consegue se afastar, ou partiu só para descobrir que os velhos problemas subiram no barco junto. O Seis invertido lembra que uma transição de verdade é mais do que mudar de cenário; significa deixar parte da bagagem. Repare quais velhos hábitos e velhas histórias ainda puxam você para trás, e tenha a coragem de deixá-los na margem.',
    interpretation:
      'Associado a Mercúrio em Aquário, o Seis é a mente começando a ver o passado de um ângulo mais distanciado. A sua lição é permitir-se seguir em frente antes de estar totalmente curado. A recuperação não é uma linha reta, e altos e baixos são normais. Encontre um barqueiro para esta travessia, seja um amigo, um terapeuta ou um bom livro, para fazer companhia a você sobre a água. E lembre-se de que você só precisa levar a bordo o que realmente importa.',
    imagery:
      'Um barqueiro conduz com uma vara um pequeno barco rumo a uma margem distante, levando uma mulher envolta num manto e uma criança, com seis espadas fincadas na proa. A água de um lado do barco está agitada, enquanto do outro está lisa. O barqueiro é orientação e ajuda; a mulher e a criança são a vulnerabilidade e a dor levadas adiante; as espadas são as lembranças que viajam com elas; a passagem da água agitada para a calma mostra que elas seguem rumo a um lugar mais tranquilo.',
    areas: {
      love: {
        upright:
          'A fase mais difícil ficou para trás e a relação está indo para um terreno mais calmo. Ou você está deixando ir um antigo amor e se abrindo aos poucos para algo novo.',
        reversed:
          'Velhos nós continuam desatados e impedem você de realmente seguir em frente. Enfrente-os, em vez de encontrar uma pessoa nova para fugir do mesmo problema.',
      },
      career: {
        upright:
          'Uma transferência, uma troca de emprego ou uma mudança de cidade pode tirar você de um ambiente desgastante. Acompanhe a mudança e dê a si tempo para se adaptar.',
        reversed:
          'Uma mudança de carreira vive empacando, ou o lugar novo tem os mesmos problemas de sempre. Descubra o que realmente está deixando você infeliz antes de decidir o próximo passo.',
      },
      wealth: {
        upright:
          'As suas finanças estão se estabilizando aos poucos e o período de vacas magras está passando. Mantenha um ritmo cuidadoso e avance com constância rumo a um terreno mais firme.',
        reversed:
          'Dívidas antigas ou hábitos de consumo ainda pesam sobre você. Em vez de evitá-los, faça uma lista e resolva item por item.',
      },
      health: {
        upright:
          'Corpo e mente estão se recuperando. Uma mudança de ares pode ajudar, como uma viagem curta ou uma caminhada perto da água. Dê a si bastante tempo de recuperação.',
        reversed:
          'A recuperação está mais lenta do que você esperava, o que desanima. Tenha paciência, siga as orientações do seu médico e faça do descanso e da rotina a sua prioridade.',
      },
    },
  },
  'swords-07': {
    keywords: {
      upright: ['estratégia', 'segredo', 'agir sozinho', 'atalhos'],
      reversed: ['segredos revelados', 'consciência pesada', 'abrir o jogo', 'autoengano'],
    },
    upright:
      'Algo está acontecendo nos bastidores. O Sete de Espadas fala de estratégia, segredo e agir por conta própria. Talvez você precise evitar um confronto direto e alcançar o seu objetivo por meios mais espertos, ou talvez alguém ao seu redor não esteja sendo totalmente franco. Fique atento e proteja os seus interesses, mas pergunte-se também, com honestidade, se o atalho que você está de olho não vai acabar custando mais do que o caminho longo.',
    reversed:
      'O que estava escondido talvez não fique escondido por muito mais tempo, ou você está começando a se sentir desconfortável com os seus próprios métodos. O Sete invertido também pode indicar que você está pronto para largar as espertezas e abrir o jogo. Às vezes, a farsa que mais precisa ser desmascarada é aquela que aplicamos em nós mesmos. Dizer a verdade pode ser difícil, mas devolve você a um terreno firme.',
    interpretation:
      'Associado à Lua em Aquário, o Sete une uma mente rápida a sentimentos frios e distanciados, o que torna muito tentador agir sozinho. A sua lição é distinguir flexibilidade de evasão. Estratégia não é boa nem má em si; o que importa é se você está prejudicando os outros ou enganando a si mesmo. Quando esta carta aparece, repare se há algo que você preferiria que ninguém descobrisse, e pergunte-se por quê. A resposta mostra o que você realmente está tentando proteger.',
    imagery:
      'Um homem se afasta na ponta dos pés de um acampamento militar com cinco espadas nos braços, olhando para trás por cima do ombro com um sorriso matreiro. Duas espadas continuam fincadas no chão atrás dele, e alguns soldados se reúnem perto das tendas ao longe. A ponta dos pés e o olhar para trás sugerem furtividade e um toque de culpa; as espadas roubadas são ganhos obtidos pela astúcia; as duas que ele deixa para trás sugerem que ele não se safou de tudo, e que a questão está longe de encerrada.',
    areas: {
      love: {
        upright:
          'Algo pode estar sendo calado ou escondido. Repare se as palavras e as atitudes combinam, e pergunte-se também se você está sendo totalmente aberto.',
        reversed:
          'Um segredo vem à tona e precisa ser enfrentado. Conversem com honestidade e deem à confiança uma chance de ser reconstruída.',
      },
      career: {
        upright:
          'Ser discreto e ágil funciona bem agora, mas fique atento às manobras no escritório. Proteja arquivos importantes e garanta que o seu trabalho receba o devido crédito.',
        reversed:
          'Um jeitinho para cortar caminho pode ser descoberto. Volte a um trabalho sólido e honesto e corrija os erros você mesmo; é assim que se reconquista a confiança.',
      },
      wealth: {
        upright:
          'Desconfie de investimentos obscuros e de negócios bons demais para ser verdade. Verifique com quem você está lidando, confira o contrato e proteja os seus dados pessoais.',
        reversed:
          'Gastos escondidos ou um rombo nas contas vêm à tona. Tape o buraco logo e comece a manter registros mais transparentes.',
      },
      health: {
        upright:
          'Você pode estar ignorando os sinais do corpo ou roubando tempo do sono. Aqui não há atalhos, então seja honesto sobre como você realmente se sente.',
        reversed:
          'Você finalmente está encarando um problema de saúde que vinha ignorando, e isso é bom. Marque o check-up, siga as orientações médicas e pare de adiar.',
      },
    },
  },
  'swords-08': {
    keywords: {
      upright: ['sensação de prisão', 'crenças limitantes', 'impotência', 'medo'],
      reversed: ['libertação', 'enxergar uma saída', 'recuperar a escolha', 'nova perspectiva'],
    },
    upright:
      'Você se sente encurralado, com obstáculos por todos os lados e nenhum movimento que pareça certo. O Oito de Espadas fala de limites autoimpostos: o que prende você muitas vezes não é um muro de verdade, mas o medo, a insegurança e a voz que diz que você não consegue. Olhe com mais atenção e vai perceber que as amarras estão frouxas e que a saída não está totalmente bloqueada. Uma mudança no modo de pensar a situação basta para um primeiro passo.',
    reversed:
      'Você está começando a perceber que as cordas podem, sim, ser desamarradas. O Oito invertido fala de libertação e de retomar as suas escolhas: uma ideia nova, ou um pedido de ajuda, e de repente existe uma saída. Se você ainda se sente profundamente preso na ansiedade, porém, esta carta também lembra que não precisa lutar sozinho. Há pessoas dispostas a ajudar você a tirar essa venda.',
    interpretation:
      'Ligado a Júpiter em Gêmeos, o Oito mostra como pensamentos demais e possibilidades demais podem deixar você paralisado. A sua lição é separar fatos de pensamentos. Quando você se ouvir dizendo "não tenho escolha", reformule para "ainda não estou vendo uma escolha". Depois liste todas as opções que conseguir imaginar, por mais absurdas que algumas pareçam. Muitas vezes, só colocar o medo no papel já basta para reduzi-lo a um tamanho administrável.',
    imagery:
      'Uma mulher de olhos vendados, envolta frouxamente em tiras de pano, está de pé num terreno lamacento e encharcado. Oito espadas estão cravadas na terra ao seu redor como uma cerca inacabada, e num penhasco ao longe há um castelo. A venda significa que ela não consegue ver a sua situação com clareza; as amarras frouxas mostram que a contenção é mais fraca do que parece; os vãos entre as espadas são saídas que sempre estiveram ali; o castelo distante é a segurança e o pertencimento que ela deixou temporariamente para trás.',
    areas: {
      love: {
        upright:
          'Você se sente preso numa relação ou num padrão sem saída. Converse com alguém de confiança e tente ver a sua situação por um ângulo novo.',
        reversed:
          'Você está saindo de uma relação ou de uma mentalidade que encaixotava você, e reencontrando a sua própria voz. Tenha coragem de dizer do que você precisa.',
      },
      career: {
        upright:
          'O trabalho deixa você se sentindo impotente, como se não houvesse alternativa. Anote as habilidades e os recursos que você tem; geralmente há mais saídas do que se imagina.',
        reversed:
          'Novas possibilidades estão aparecendo e você está disposto a tentar algo diferente. Vá passo a passo, começando por estudar ou perguntar por aí.',
      },
      wealth: {
        upright:
          'As preocupações com dinheiro convenceram você de que qualquer movimento está errado. Coloque os números na mesa; a realidade costuma ser menos sombria do que o medo.',
        reversed:
          'Você encontrou um jeito de melhorar as finanças e está saindo do buraco. Siga o plano e consulte um profissional quando precisar.',
      },
      health: {
        upright:
          'A ansiedade e o excesso de pensamento podem estar deixando você tenso e incapaz de relaxar. Experimente respiração profunda ou exercícios suaves e, se o desânimo persistir, procure ajuda profissional.',
        reversed:
          'O seu humor está se soltando e o corpo está relaxando junto. Mantenha os hábitos que deixam você à vontade e dê a si mais espaço para respirar.',
      },
    },
  },
  'swords-09': {
    keywords: {
      upright: ['ansiedade', 'insônia', 'pesadelos', 'preocupação excessiva'],
      reversed: ['medos diminuindo', 'pedir ajuda', 'desespero', 'pavor escondido'],
    },
    upright:
      'No meio da noite você acorda num sobressalto, com os pensamentos rolando um atrás do outro, sem botão de desligar. O Nove de Espadas é a ansiedade, a insônia e a preocupação fora de controle. No escuro, as coisas que você teme ficam várias vezes maiores. Lembre-se de que um pensamento não é um fato, e que a maior parte do que tememos nunca chega a acontecer. Você não precisa atravessar esta noite sozinho; experimente contar a alguém de confiança o que está na sua cabeça.',
    reversed:
      'As piores noites podem estar passando. Você está mais disposto a pedir ajuda, ou encontrou jeitos de se acalmar. Mas o Nove invertido também pode indicar que a ansiedade foi empurrada mais para o fundo, endurecendo num desespero difícil de pôr em palavras. Em qualquer caso, leve os seus sentimentos a sério e procure apoio profissional se precisar. Isso é coragem, não fraqueza.',
    interpretation:
      'Associado a Marte em Gêmeos, o Nove mostra uma mente afiada voltando a lâmina contra si mesma, num ciclo sem fim de autoataque. A sua lição é aprender a conviver com a ansiedade sem ser engolido por ela. Quando a preocupação subir, escreva do que você tem medo, qual seria o pior desfecho e uma coisa que você pode realmente fazer agora. Uma tempestade na cabeça fica concreta e administrável quando cai no papel. A manhã sempre chega, e você também vai atravessar.',
    imagery:
      'Num quarto escuro como breu, uma mulher está sentada na cama com o rosto enterrado nas mãos, como se tivesse acordado de um pesadelo. Nove espadas estão alinhadas na horizontal na parede escura atrás dela. A colcha é estampada com rosas e símbolos astrológicos, e a lateral da cama tem entalhada uma cena de uma figura derrubando outra. O rosto escondido é a dor e o medo que parecem insuportáveis; as espadas são os pensamentos que rondam acima dela, embora nenhuma a toque de fato; a colcha de rosas lembra que o calor e a esperança continuam ao alcance.',
    areas: {
      love: {
        upright:
          'Você pode estar se consumindo de preocupação com a relação, questionando tudo o que o seu par faz. Em vez de entrar em parafuso sozinho, pergunte com delicadeza e de forma direta.',
        reversed:
          'Você está largando aos poucos os seus medos no amor, ou finalmente se abrindo com o seu par. Compartilhar o que pesa vai aliviar a carga.',
      },
      career: {
        upright:
          'O estresse do trabalho está tirando o seu sono, e você vive com medo de errar. Liste o que preocupa você e separe as partes sobre as quais você pode realmente agir.',
        reversed:
          'A ansiedade está diminuindo e a sensação de controle está voltando. Se a pressão ainda está pesada, converse com o seu gestor ou com os colegas sobre dividi-la.',
      },
      wealth: {
        upright:
          'As preocupações com dinheiro estão tirando o seu sono. Coloque no papel as receitas, os gastos e as dívidas; os fatos costumam ser menos assustadores do que o medo.',
        reversed:
          'As preocupações financeiras estão se dissipando à medida que você encontra soluções viáveis. Continue passo a passo e peça orientação a um profissional quando precisar.',
      },
      health: {
        upright:
          'A ansiedade e a insônia estão drenando a sua energia. Reduza os estímulos antes de dormir e experimente exercícios de relaxamento; se a insônia ou o desânimo persistirem, procure um médico logo.',
        reversed:
          'O sono e o humor estão melhorando aos poucos. Mantenha a rotina estável e não abandone o autocuidado só porque as coisas estão melhorando.',
      },
    },
  },
  'swords-10': {
    keywords: {
      upright: ['finais', 'fundo do poço', 'derrota', 'o fim da dor'],
      reversed: ['recuperação', 'levantar-se de novo', 'o pior já passou', 'recusa em soltar'],
    },
    upright:
      'Algo chegou ao fim: uma relação, um emprego, ou um plano ao qual você deu tudo. O Dez de Espadas tem um aspecto sombrio, mas traz uma mensagem importante: o pior já aconteceu, e daqui em diante o único caminho é para cima. Não é preciso continuar lutando para salvar o que se foi. Admita que acabou e deixe que termine de verdade. A hora mais escura realmente vem logo antes do amanhecer.',
    reversed:
      'Você está subindo devagar do fundo do poço; as feridas estão cicatrizando e o corpo e o espírito estão se recompondo. O Dez invertido também pode indicar que você ainda se recusa a aceitar o fim, revivendo a dor de novo e de novo, de modo que a velha ferida nunca fecha. Experimente soltar. Guarde as suas forças para recomeçar, em vez de provar, mais uma vez, o quanto doeu.',
    interpretation:
      'Associado ao Sol em Gêmeos, o Dez mostra que, mesmo no momento mais escuro, a luz está nascendo em algum ponto do horizonte. A sua lição é aceitar os finais e encontrar dentro deles as sementes da renovação. Muitas vezes, o que mais dói não é a perda em si, mas a nossa resistência a ela. Quando esta carta aparece, dê a este capítulo uma despedida digna: escreva o que ele ensinou a você e então vire a página de propósito. Quando você para de olhar para trás, um novo dia pode começar.',
    imagery:
      'Um homem jaz de bruços na margem, com dez espadas cravadas nas costas e um pano vermelho sobre o corpo. O céu acima é negro como breu, mas ao longo do horizonte uma faixa dourada de amanhecer desponta sobre a água parada. As dez espadas marcam um fim total e irreversível; o céu negro é a dor no seu auge; a luz distante e o mar calmo prometem que isso também vai passar e que um novo começo já está tomando forma.',
    areas: {
      love: {
        upright:
          'Uma relação pode estar chegando ao fim, ou você finalmente enxerga que ela não pode continuar. Permita-se viver o luto, e permita-se fechar a porta.',
        reversed:
          'Você está se recuperando devagar de um coração partido. Não tenha pressa de voltar, nem de começar algo novo; cuide primeiro de você.',
      },
      career: {
        upright:
          'Um projeto que fracassou, a perda de um emprego ou um grande revés. Estabilize as emoções, aceite a situação como ela está e depois faça um balanço dos recursos que ainda tem.',
        reversed:
          'O trecho mais difícil ficou para trás e você está se levantando de novo. Deixe que a experiência vire uma fonte de força enquanto reconstrói.',
      },
      wealth: {
        upright:
          'Uma perda financeira significativa é possível. Corte as perdas em vez de jogar dinheiro bom atrás do ruim, e procure orientação profissional se precisar.',
        reversed:
          'As suas finanças chegaram ao fundo e estão começando a se recuperar. Faça um plano prático e reconstrua com constância, em vez de tentar recuperar tudo de uma vez.',
      },
      health: {
        upright:
          'Você está num momento de baixa, e o esgotamento é profundo. Faça do descanso a prioridade máxima e, se algo parecer errado, procure um médico em vez de forçar.',
        reversed:
          'O corpo e o humor estão se recuperando aos poucos. Tenha paciência, siga a orientação profissional e deixe a cura seguir o seu curso natural.',
      },
    },
  },
  'swords-11': {
    keywords: {
      upright: ['curiosidade', 'sede de conhecimento', 'vigilância', 'falar o que pensa'],
      reversed: ['palavras descuidadas', 'fofoca', 'só conversa', 'desconfiança'],
    },
    upright:
      'A sua mente está rápida e curiosa agora, querendo ir ao fundo de tudo. O Valete de Espadas representa a fome de aprender, a atenção e a franqueza. Ele pode trazer notícias, uma pergunta que merece ser investigada, ou a chance de estudar algo novo. Mantenha essa agudeza e essa vontade de perguntar, e só lembre de parar um segundo antes de falar.',
    reversed:
      'A curiosidade tomou o caminho errado e escorregou para a fofoca, para comentários impensados, ou para a crítica sem mover um dedo para ajudar. O Valete invertido também pode indicar estar tão na defensiva que todo mundo parece uma ameaça. Aponte a sua agudeza para uma direção melhor: confira mais e especule menos, faça mais e discuta menos.',
    interpretation:
      'O Valete é a face mais jovem do ar, um poder de pensamento e de fala recém-despertado. A sua lição é aprender a manejar esta espada: perguntas trazem compreensão, mas também podem ferir; a informação ajuda a decidir, mas também pode semear confusão. Quando esta carta aparece, escolha uma pergunta cuja resposta você queira de verdade, e então pesquise, pergunte e leia sobre ela a fundo. Deixe a curiosidade alimentar o aprendizado, e não a ansiedade.',
    imagery:
      'Uma figura jovem está num terreno elevado segurando com as duas mãos uma espada erguida, com o corpo virado para um lado enquanto olha para trás, para o outro. O vento agita os seus cabelos, nuvens se revolvem no alto, pássaros circulam no céu e árvores distantes se curvam com as rajadas. O vento e os pássaros pertencem ao elemento ar e a uma mente inquieta e ágil; o olhar para trás é vigilância e curiosidade; o ponto elevado mostra o desejo de ver mais longe e saber mais.',
    areas: {
      love: {
        upright:
          'Você está curioso sobre a outra pessoa e quer conhecê-la melhor. Perguntas sinceras abrem a conversa e aproximam vocês.',
        reversed:
          'Perguntas incessantes ou palavras afiadas estão pressionando o seu par. A confiança precisa de espaço; não deixe a preocupação virar interrogatório.',
      },
      career: {
        upright:
          'Um bom momento para aprender uma habilidade, pesquisar ou lançar ideias novas. A sua mente afiada e a sua vontade de aprender vão ajudar você a se destacar.',
        reversed:
          'Cuidado com fofocas de escritório e boatos não confirmados. Escolha bem as palavras e concentre-se em fazer um trabalho sólido.',
      },
      wealth: {
        upright:
          'Aprenda mais sobre como administrar dinheiro e tenha um retrato claro das suas próprias finanças. Entender primeiro e agir depois vai dar confiança a você.',
        reversed:
          'O ouvi-dizer pode turvar o seu julgamento. Confira as fontes antes de investir, e não siga a manada nem se apresse em fazer uma aposta.',
      },
      health: {
        upright:
          'Interesse-se ativamente pelo que o seu corpo precisa, lendo fontes confiáveis ou marcando um check-up. A curiosidade pode ajudar a construir hábitos melhores.',
        reversed:
          'Pesquisar sintomas na internet está deixando você mais ansioso, ou a sua mente não desliga à noite. Se tiver dúvidas, pergunte a um médico em vez de se assustar sozinho.',
      },
    },
  },
  'swords-12': {
    keywords: {
      upright: ['decisão', 'ação rápida', 'franqueza', 'determinação obstinada'],
      reversed: ['imprudência', 'impulsividade', 'palavras cortantes', 'precipitação'],
    },
    upright:
      'Você sabe o que pensa e se move rápido; assim que tem um alvo à vista, parte a toda velocidade. O Cavaleiro de Espadas é uma energia decidida e sem rodeios, ideal para fazer as coisas andarem depressa, defender a sua posição ou destravar um impasse. Esse impulso pode tirar obstáculos do seu caminho, mas verifique se as pessoas ao seu redor conseguem acompanhar, e não perca o senso de direção nem de proporção no meio da investida.',
    reversed:
      'Indo tão rápido, você perdeu o controle. Pode estar agindo por impulso, dizendo coisas ferinas ou correndo para provar o seu valor sem pensar nas consequências. O Cavaleiro invertido também pode apontar para alguém autoritário e briguento por perto. Desacelere e pense antes de atacar; uma espada afiada só é útil quando tem mira.',
    interpretation:
      'Associado a Gêmeos, o Cavaleiro tem mente rápida, língua afiada e uma comichão de agir imediatamente. A sua lição é manter velocidade e discernimento lado a lado. A firmeza de decisão é uma força rara, mas avançar só no embalo tende a ferir os outros e a você mesmo. Antes de agir, tire alguns minutos para se perguntar qual é o seu alvo e se falta alguma informação. Quando isso estiver claro, vá com tudo.',
    imagery:
      'Um cavaleiro de armadura avança a galope num cavalo branco, com a espada erguida e o manto esvoaçando atrás dele. As nuvens são espalhadas pelo vento, as árvores se curvam, e os arreios do cavalo são decorados com borboletas e pássaros. O cavalo a galope é a ação urgente e impetuosa; a espada erguida é uma mente afiada e uma determinação feroz; a paisagem açoitada pelo vento mostra a força que ele levanta e sugere que tanto embalo pode desorganizar tudo ao seu redor.',
    areas: {
      love: {
        upright:
          'As coisas estão andando rápido, e a outra pessoa pode ser direta e intensa. A sinceridade é um ponto a favor, mas não se esqueça de ouvir e de ser gentil.',
        reversed:
          'Palavras que machucam ditas por impulso, ou uma relação correndo rápido demais. Esfrie a cabeça e pense no que a outra pessoa realmente precisa.',
      },
      career: {
        upright:
          'Ótimo momento para acelerar um projeto, defender a sua posição ou enfrentar um problema difícil. A ação decidida dá vantagem a você.',
        reversed:
          'A impaciência está causando erros ou atritos com os colegas. Diminua o ritmo, reúna opiniões e só então decida.',
      },
      wealth: {
        upright:
          'Aja com firmeza nas questões financeiras que você vem adiando. Decida rápido, mas só quando as informações estiverem claras.',
        reversed:
          'Investir ou gastar por impulso pode sair caro. Dê a si um período para esfriar a cabeça e nunca decida com as emoções à flor da pele.',
      },
      health: {
        upright:
          'Você está cheio de energia e bem disposto para exercícios dinâmicos e de ritmo rápido. Aqueça direito para que a pressa não leve a uma lesão.',
        reversed:
          'A pressa e a tensão estão deixando você cansado e sujeito a acidentes. Desacelere o ritmo do dia a dia e dê ao corpo descanso suficiente.',
      },
    },
  },
  'swords-13': {
    keywords: {
      upright: ['lucidez', 'independência', 'franqueza', 'discernimento'],
      reversed: ['frieza', 'língua afiada', 'muros erguidos', 'julgamento severo'],
    },
    upright:
      'Você enxerga pessoas e situações com uma clareza rara, e nem a emoção nem a bajulação conseguem influenciar você com facilidade. A Rainha de Espadas é independência, franqueza e a sabedoria de distinguir o certo do errado. Ela já enfrentou tempestades, e é justamente por isso que entende o valor dos limites. Confie no seu julgamento agora e diga a verdade de forma direta, mas gentil. A sua cabeça clara pode se tornar uma guia para as pessoas ao seu redor.',
    reversed:
      'A clareza esfriou e virou frieza, e a franqueza ficou cortante. Você pode ter se envolvido tanto na razão que ninguém consegue se aproximar, ou está sendo duro demais com os outros e consigo. A Rainha invertida lembra que a verdade precisa ser dita, e também precisa ser dita com delicadeza. Baixe um pouco a guarda e permita-se alguma suavidade.',
    interpretation:
      'Ligada a Libra, a Rainha busca o equilíbrio pela justiça e pela razão. A sua lição é deixar uma cabeça clara e um coração aberto conviverem lado a lado. Experiências passadas podem ter ensinado você a se proteger, mas a verdadeira força não está em ser duro. Está em ver tudo com clareza e ainda assim estar disposto a estender a mão. Quando esta carta aparece, pratique dizer um sim limpo e um não limpo, e preste atenção ao tom, para que os seus limites e a sua boa vontade sejam ouvidos juntos.',
    imagery:
      'Uma rainha está sentada de perfil num trono alto, segurando na mão direita uma espada erguida enquanto a esquerda se estende para a frente, como se convidasse alguém a entrar ou lhe fizesse um sinal. O trono tem entalhados borboletas, uma lua crescente e um querubim alado, e borboletas enfeitam a sua coroa. Nuvens se avolumam abaixo dela, e um único pássaro voa alto. A espada erguida é justiça e clareza; a mão estendida é a disposição de ouvir; as borboletas são a alma e a transformação; o pássaro solitário é a sua perspectiva independente, que enxerga longe.',
    areas: {
      love: {
        upright:
          'Você sabe o que quer no amor e não vai se contentar com menos nem se diminuir. Falar abertamente vai atrair pessoas que realmente entendem você.',
        reversed:
          'Mágoas antigas ergueram um muro alto em volta do seu coração, e as suas palavras podem sair afiadas. Baixe a guarda e dê a alguém a chance de conhecer você.',
      },
      career: {
        upright:
          'O seu julgamento profissional e a sua franqueza são valorizados. Você brilha em funções que pedem análise, comunicação ou controle de qualidade.',
        reversed:
          'Padrões altíssimos ou um tom cortante podem estar mantendo os colegas à distância. Mantenha os seus padrões, mas acrescente compreensão e elogios.',
      },
      wealth: {
        upright:
          'Com frieza e racionalidade, você consegue identificar os riscos e as brechas de qualquer quadro financeiro. Administre o dinheiro segundo um plano e não se deixe levar pelas emoções dos outros.',
        reversed:
          'O excesso de cautela ou de desconfiança pode fazer você perder parcerias sólidas. Distinga prudência de suspeita e avalie cada caso pelos seus méritos.',
      },
      health: {
        upright:
          'Você entende bem o seu corpo e consegue fazer escolhas sensatas para a saúde. Mantenha os seus limites e corte compromissos que só drenam você.',
        reversed:
          'Sentimentos represados estão tensionando o pescoço e os ombros e dificultando o relaxamento. Seja gentil consigo e, se a tensão durar, procure apoio profissional.',
      },
    },
  },
  'swords-14': {
    keywords: {
      upright: ['razão', 'autoridade', 'justiça', 'julgamento especializado'],
      reversed: ['frieza', 'tirania', 'abuso de poder', 'manipulação'],
    },
    upright:
      'Você consegue analisar uma situação com calma e fazer julgamentos baseados na lógica e em princípios. O Rei de Espadas é o intelecto maduro e a autoridade: justo, lúcido e de visão longa, nunca levado pelas emoções. Esta carta favorece questões jurídicas, contratos, negociações ou qualquer coisa que peça a opinião de um especialista. Confie na sua capacidade de análise e não hesite em consultar especialistas confiáveis, para que as suas decisões resistam a qualquer exame.',
    reversed:
      'A razão endureceu e virou frieza, e a autoridade virou tirania. Você pode estar se aferrando às próprias opiniões e usando a lógica para atropelar os sentimentos dos outros, ou alguém próximo pode estar usando o conhecimento ou o status para manipular a situação. O Rei invertido lembra que sabedoria não é só julgar o certo e o errado; também é entender as pessoas. Mantenha os seus princípios, mas mantenha também a sua humanidade.',
    interpretation:
      'Associado a Aquário, o Rei é o ar em sua forma mais madura e visionária. A sua lição é fazer a inteligência servir à justiça, e não ao controle. Uma mente clara é uma forma de poder, e quem a tem precisa usá-la com cuidado. Quando esta carta aparece, olhe para a decisão à sua frente. Ela é justa? Resistiria a um exame? Você ouviu todos os lados? Quando razão e consciência caminham juntas, o seu julgamento conquista um respeito genuíno.',
    imagery:
      'Um rei está sentado de frente em seu trono, voltado para nós, segurando uma espada erguida, com expressão severa e serena. O trono tem entalhes de borboletas e luas crescentes; algumas nuvens passam pelo céu atrás dele, e dois pássaros voam ao longe. A postura frontal sinaliza um julgamento aberto e transparente; a espada erguida é princípio e justiça; as borboletas e as luas sugerem a transformação do pensamento e a percepção; o céu amplo mostra que ele está num lugar alto e enxerga longe.',
    areas: {
      love: {
        upright:
          'Você é racional e confiável no amor, e valoriza o compromisso e a comunicação clara. Você também pode conhecer um par maduro, que sabe o que quer.',
        reversed:
          'Guiar-se pela lógica e ignorar os sentimentos pode deixar o seu par com uma sensação de frieza. Experimente compreender primeiro as emoções, e só depois discutir quem tem razão.',
      },
      career: {
        upright:
          'Muito adequado para contratos, questões jurídicas ou decisões estratégicas. O seu conhecimento e o seu senso de justiça vão conquistar a confiança das pessoas.',
        reversed:
          'Um estilo inflexível ou teimoso demais está provocando resistência. Ouça opiniões diferentes para que as suas decisões fiquem mais completas.',
      },
      wealth: {
        upright:
          'Planeje as suas finanças com racionalidade e consulte um profissional quando for preciso. Baseie as decisões em dados e fatos, e avance com constância.',
        reversed:
          'Cuidado com quem usa jargão ou ares de autoridade para enganar você. Confira contratos e investimentos importantes por vários ângulos.',
      },
      health: {
        upright:
          'Trate a sua saúde com racionalidade, com check-ups regulares e orientação profissional. Um plano claro facilita manter bons hábitos.',
        reversed:
          'Emoções reprimidas e uma mente sobrecarregada podem levar a tensão e insônia. Aprenda a desligar e procure ajuda de um médico ou de outro profissional quando precisar.',
      },
    },
  },
};
