import type { CardBodyTable } from '../../types';

export const major: CardBodyTable = {
  'major-00': {
    keywords: {
      upright: ['novos começos', 'espontaneidade', 'confiança', 'salto de fé'],
      reversed: ['imprudência', 'ingenuidade', 'medo de saltar', 'falta de discernimento'],
    },
    upright:
      'Há uma página em branco aberta à sua frente, e você não precisa ter todas as respostas antes de começar. O Louco é o viajante de bagagem leve e coração aberto, pronto para dizer sim à estrada. Um novo capítulo, uma mudança de casa, uma troca de carreira ou um simples experimento está chamando você. A curiosidade é a sua melhor bússola agora. Confie que você vai aprender o que precisa pelo caminho.',
    reversed:
      'A vontade de pular está aí, mas alguma coisa não se encaixa. Ou você está correndo sem olhar onde vai pisar, ou está parado na beira há tanto tempo que o momento está escapando. O Louco invertido pede sinceridade: é liberdade o que você está buscando, ou só uma fuga? E a sua cautela está protegendo você, ou mantendo você pequeno?',
    interpretation:
      'Numerado como zero, o Louco está ao mesmo tempo fora e no começo da jornada que as outras vinte e uma cartas descrevem. Carrega o elemento ar e, na prática moderna, Urano, o planeta da libertação repentina. A sua lição é a mente de principiante: a disposição de ainda não saber. A experiência tem valor, mas também pode endurecer e virar medo. Quando o Louco aparece, pergunte-se onde você parou de deixar a vida surpreender você e dê um passo que não dá para planejar por inteiro, sem tirar os olhos do chão sob os seus pés.',
    imagery:
      'Um jovem viajante, de túnica colorida e estampada, caminha em direção à beira de um penhasco, com o rosto voltado para o céu e uma pequena trouxa presa a um cajado sobre o ombro. Ele segura uma rosa branca, e um cachorrinho branco salta aos seus pés. Um sol pálido brilha atrás dele, e picos nevados se erguem ao longe. O penhasco é o desconhecido; a rosa branca é a inocência e a intenção pura; o cachorro é o instinto, que avisa ou incentiva; as montanhas são a longa jornada de experiência que ainda está por vir.',
    areas: {
      love: {
        upright:
          'Algo novo e não planejado pode estar começando, leve e cheio de possibilidades. Aproveite sem a pressa de definir tudo cedo demais.',
        reversed:
          'Cuidado para não mergulhar de cabeça, ou para não deixar tudo tão casual que ninguém sabe em que pé as coisas estão. A liberdade funciona melhor junto com a sinceridade.',
      },
      career: {
        upright:
          'Um novo caminho, uma nova área ou uma oportunidade fora do comum está se abrindo. A sua abertura é um trunfo: diga sim e aprenda rápido.',
        reversed:
          'Um passo ousado sem pesquisa pode deixar você exposto. Mantenha o espírito aventureiro, mas confira os detalhes antes de pedir demissão.',
      },
      wealth: {
        upright:
          'Bom momento para um pequeno experimento, como um projeto paralelo ou um novo jeito de organizar o dinheiro. Aposte pouco enquanto aprende.',
        reversed:
          'Gastos por impulso ou uma aposta em algo que você mal entende podem sair caro. Garanta uma reserva antes de qualquer salto.',
      },
      health: {
        upright:
          'Um ótimo momento para experimentar uma atividade nova só pelo prazer. Ar livre, viagens e brincadeira podem recarregar você mais do que imagina.',
        reversed:
          'O descuido pode levar a pequenos acidentes ou ao abandono do básico. Desacelere, olhe onde pisa e não ignore os sinais que o seu corpo envia.',
      },
    },
  },
  'major-01': {
    keywords: {
      upright: ['força de vontade', 'habilidade', 'manifestação', 'desenvoltura'],
      reversed: ['manipulação', 'energia dispersa', 'talento desperdiçado', 'trapaça'],
    },
    upright:
      'Tudo de que você precisa já está sobre a mesa. O Mago diz que você tem as habilidades, as ferramentas e o foco para transformar uma ideia em algo real, então pare de esperar permissão. É uma carta de ação e de intenção clara: decida o que você quer, reúna o que tem e comece a dar forma. As suas palavras têm peso agora, e as suas escolhas também. Use as duas de propósito.',
    reversed:
      'O talento existe, mas está escorrendo pelos dedos. Talvez você esteja fazendo malabarismo com coisas demais para terminar qualquer uma, ou duvidando tanto de si que as suas capacidades ficam paradas. O Mago invertido também pode alertar para ilusionismo: alguém, talvez até você, distorcendo a verdade para conseguir um resultado. Volte a uma intenção honesta e concentre-se em uma coisa de cada vez.',
    interpretation:
      'Regido por Mercúrio, o Mago é o mensageiro entre as ideias e o mundo material: comunicação, habilidade e raciocínio rápido. A sua lição é que o poder nasce do alinhamento. Quando o que você pensa, diz e faz aponta na mesma direção, as coisas começam a andar. Quando esta carta aparece, defina um objetivo claro, liste os recursos que você já tem e dê hoje o primeiro passo concreto. Fique atento ao modo como usa a sua influência, porque os dons do Mago servem tanto para enganar quanto para criar.',
    imagery:
      'Um jovem de túnica branca e manto vermelho está diante de uma mesa, com uma mão erguendo um bastão para o céu e a outra apontando para a terra. Sobre a mesa estão uma taça, uma espada, um pentáculo e um bastão, os quatro naipes do tarô. Um símbolo do infinito flutua acima da sua cabeça, um cinto em forma de serpente envolve a sua cintura, e rosas e lírios crescem ao seu redor. O gesto diz "assim em cima como embaixo", canalizando a inspiração para a forma; os quatro instrumentos são todos os elementos sob o seu comando; o infinito é o potencial ilimitado; as flores equilibram o desejo com a pureza.',
    areas: {
      love: {
        upright:
          'Você está encantador e persuasivo, e este é um bom momento para dar o primeiro passo ou dizer exatamente o que quer. Seja sincero e a mensagem vai chegar.',
        reversed:
          'Cuidado com joguinhos, sinais contraditórios ou alguém que fala melhor do que age. Deixe que as atitudes, e não as palavras bonitas, mostrem onde você está.',
      },
      career: {
        upright:
          'Excelente para apresentar propostas, lançar, negociar ou aprender uma nova habilidade. Você tem mais poder de barganha do que imagina: use-o.',
        reversed:
          'As suas capacidades parecem subaproveitadas, ou você está dividido entre tarefas demais. Estreite o foco e desconfie de negócios espertos demais.',
      },
      wealth: {
        upright:
          'As suas habilidades podem virar renda, então pense em como colocá-las para trabalhar. Um plano prático agora pode render bem.',
        reversed:
          'Cuidado com esquemas mirabolantes e promessas de dinheiro fácil. Leia as letras miúdas e confie mais nos números do que no discurso de venda.',
      },
      health: {
        upright:
          'A sua mente e o seu corpo respondem bem à intenção. Defina uma meta de bem-estar específica e realista, e é provável que você a cumpra.',
        reversed:
          'A energia nervosa e o excesso de pensamento podem estar desgastando você. Aterre-se com refeições regulares, sono e tempo longe das telas.',
      },
    },
  },
  'major-02': {
    keywords: {
      upright: ['intuição', 'saber interior', 'mistério', 'quietude'],
      reversed: ['instintos ignorados', 'segredos', 'desconexão', 'confusão'],
    },
    upright:
      'Nem tudo precisa ser dito em voz alta ou decidido agora. A Sacerdotisa convida você a silenciar e ouvir a parte de você que já sabe. Pode haver mais acontecendo por baixo da superfície do que alguém admite, e a sua intuição está captando isso. Confie nos sinais sutis, dê tempo para que as respostas venham à tona e resista à pressão de agir antes de estar pronto.',
    reversed:
      'Talvez você esteja abafando a sua intuição, afogando-a em barulho, correria ou na opinião dos outros. Ou algo está sendo escondido, por outra pessoa ou por você de si mesmo. A Sacerdotisa invertida diz que a resposta não está lá fora, em mais conselhos. Dê um passo atrás, abra espaço e permita-se ouvir aquilo que você vem evitando.',
    interpretation:
      'Regida pela Lua, a Sacerdotisa guarda o limiar entre o consciente e o inconsciente. A sua lição é a receptividade: certos saberes só chegam quando você para de persegui-los. Sonhos, pressentimentos, coincidências que se repetem e um desconforto silencioso são todos formas de informação. Quando ela aparece, reserve um momento de quietude por dia, seja escrevendo num diário, caminhando sozinho ou simplesmente sentando sem o celular, e preste atenção ao que surge. Nem todo mistério precisa ser resolvido de uma vez; alguns pedem para ser vividos por um tempo.',
    imagery:
      'Uma mulher serena, de vestes azuis, está sentada entre duas colunas, uma preta marcada com B e outra branca marcada com J, as colunas do templo de Salomão. Usa uma coroa em forma das fases da lua, segura um pergaminho parcialmente escondido com a palavra TORA, e uma lua crescente repousa aos seus pés. Atrás dela pende um véu bordado com romãs, pelo qual se entrevê água. As colunas são opostos mantidos em equilíbrio; o pergaminho é a sabedoria oculta; o véu e a água sugerem o inconsciente profundo que ela guarda; as romãs falam de fertilidade e de conhecimento secreto.',
    areas: {
      love: {
        upright:
          'Há mais por baixo da superfície aqui: sentimentos não ditos ou uma conexão que ainda está se revelando. Confie no que você sente e deixe as coisas se mostrarem.',
        reversed:
          'Segredos ou distância emocional estão gerando confusão. Se algo parece estranho, pergunte com delicadeza em vez de preencher o silêncio com suposições.',
      },
      career: {
        upright:
          'Observe antes de agir. Guarde os seus planos por enquanto, leia o ambiente com atenção e confie no seu instinto sobre pessoas e momentos.',
        reversed:
          'Informações faltando ou política de escritório podem estar embaçando o quadro. Peça os fatos por escrito e escute o seu desconforto.',
      },
      wealth: {
        upright:
          'Decisões tranquilas e cuidadosas combinam com você agora. Se um movimento financeiro não parece certo, espere até entendê-lo por completo.',
        reversed:
          'Custos ocultos ou condições pouco claras podem pegar você de surpresa. Confira extratos e contratos com atenção antes de se comprometer.',
      },
      health: {
        upright:
          'O seu corpo está enviando mensagens sutis: escute-as. Descanso, silêncio e rotinas regulares vão fazer bem a você.',
        reversed:
          'Ignorar pequenos sinais pode deixar o estresse se acumular. Se algo parece errado e não passa, procure um médico em vez de ficar adivinhando.',
      },
    },
  },
  'major-03': {
    keywords: {
      upright: ['abundância', 'cuidado', 'criatividade', 'sensualidade'],
      reversed: ['bloqueio criativo', 'doação excessiva', 'descuido de si', 'estagnação'],
    },
    upright:
      'A vida está amadurecendo ao seu redor. A Imperatriz traz crescimento, conforto e abundância criativa: um projeto que floresce, uma relação que se aprofunda, um lar que acolhe. Ela lembra que as coisas boas crescem quando são cuidadas com paciência e carinho, não forçadas. Aproveite os seus sentidos, nutra a si mesmo e as pessoas que você ama, e permita-se receber com a mesma generosidade com que dá.',
    reversed:
      'O jardim parece um pouco abandonado, e talvez quem esteja mais abandonado seja você. Você pode estar derramando cuidado em todo mundo até não sobrar nada, ou se sentindo travado na criatividade e desconectado do prazer. A Imperatriz invertida também pode apontar para o excesso de zelo que sufoca, o apego forte demais. Volte às suas próprias necessidades e dê às coisas espaço para crescer no seu tempo.',
    interpretation:
      'Regida por Vênus, a Imperatriz encarna o amor, a beleza e a força fértil da natureza. A sua lição é que o crescimento segue estações. Não dá para apressar uma colheita, mas dá para criar condições em que as coisas floresçam: terra boa, atenção constante, descanso suficiente. Quando ela aparece, pergunte-se o que você está cultivando agora, seja um projeto, uma relação ou o seu próprio bem-estar, e do que isso precisa de você. Abra espaço também para o prazer e a beleza; eles não são luxo, e sim combustível para a criatividade.',
    imagery:
      'Uma mulher está sentada sobre almofadas macias num jardim exuberante, usando um vestido estampado com romãs e uma coroa de doze estrelas. Um escudo em forma de coração com o símbolo de Vênus repousa ao seu lado, trigo dourado amadurece aos seus pés e uma cachoeira desce por uma floresta atrás dela. O trigo é a colheita e a abundância; as romãs são a fertilidade; as doze estrelas a ligam ao ciclo do ano; a água corrente e as árvores mostram a vida se renovando, sem pressa e com generosidade.',
    areas: {
      love: {
        upright:
          'Calor, afeto e romance fluem com facilidade agora. Os vínculos existentes se aprofundam, e para algumas pessoas esta carta sugere compromisso ou a formação de uma família.',
        reversed:
          'Você pode estar dando muito mais do que recebe, ou se sentindo pouco valorizado. Cuide de você também e deixe o seu par vir ao seu encontro no meio do caminho.',
      },
      career: {
        upright:
          'O trabalho criativo prospera, e projetos que você cultivou começam a dar frutos. Atividades que envolvem cuidado, design ou beleza são especialmente favorecidas.',
        reversed:
          'Esgotamento ou uma seca criativa podem estar se instalando. Dê um passo atrás, reabasteça as energias e pare de forçar ideias que ainda não estão maduras.',
      },
      wealth: {
        upright:
          'Um período confortável e estável, em que o esforço paciente dá retorno. Aproveite, e guarde uma parte para as estações mais magras.',
        reversed:
          'Gastos por consolo ou doação em excesso podem estar drenando o seu orçamento. Veja para onde vai o seu dinheiro e se mime com mais sabedoria.',
      },
      health: {
        upright:
          'Comida nutritiva, sono bom e tempo na natureza restauram você lindamente. Escute o seu corpo e trate-o com carinho.',
        reversed:
          'O autocuidado caiu na lista de prioridades. Reconstrua rotinas simples e converse com um médico sobre qualquer incômodo que não passa.',
      },
    },
  },
  'major-04': {
    keywords: {
      upright: ['estrutura', 'autoridade', 'estabilidade', 'liderança'],
      reversed: ['rigidez', 'controle', 'disputas de poder', 'falta de disciplina'],
    },
    upright:
      'É hora de construir algo que dure. O Imperador traz ordem, responsabilidade e liderança firme, a força para estabelecer limites e seguir um plano. Seja para organizar as finanças, liderar uma equipe ou simplesmente colocar a vida nos eixos, esta carta apoia regras claras e ação decidida. Assuma o comando do que cabe a você administrar, e deixe a estrutura libertar você em vez de aprisionar.',
    reversed:
      'A estrutura virou controle, ou desmoronou de vez. Você pode estar lidando com uma figura rígida e autoritária, ou perceber que está se agarrando ao controle porque a incerteza parece insuportável. O Imperador invertido também pode significar o contrário: nenhum plano, nenhum limite, nenhuma continuidade. Em qualquer caso, a questão é como liderar com firmeza, e não com força.',
    interpretation:
      'Ligado a Áries, o Imperador canaliza o impulso ardente para a ordem e a proteção. A sua lição é a autoridade madura: assumir a responsabilidade pela própria vida e usar o poder para criar segurança, não medo. Uma estrutura saudável significa limites claros, hábitos confiáveis e decisões que você consegue sustentar. Quando esta carta aparece, olhe para onde a vida parece caótica e pergunte que estrutura ajudaria. Depois olhe para onde você está rígido demais e pergunte o que poderia afrouxar sem que tudo desabe.',
    imagery:
      'Um soberano barbado está sentado num trono de pedra decorado com cabeças de carneiro, vestindo mantos vermelhos sobre uma armadura. Numa mão segura um cetro com um ankh no topo; na outra, um orbe. Atrás dele se erguem montanhas nuas e escarpadas, com um riacho estreito ao pé. Os carneiros lembram Áries e a energia enérgica; a armadura sob o manto mostra um líder pronto para proteger; o cetro e o orbe são o domínio sobre a vida e o mundo; as montanhas austeras são alicerces firmes e a força conquistada com disciplina.',
    areas: {
      love: {
        upright:
          'Estabilidade e compromisso estão em destaque. Você ou o seu par podem querer planos mais claros e segurança, o que pode deixar o vínculo mais protegido.',
        reversed:
          'Uma pessoa pode estar tentando controlar a outra, ou as regras tomaram o lugar do carinho. Conversem sobre necessidades de igual para igual, em vez de dar ordens.',
      },
      career: {
        upright:
          'Oportunidades de liderança e progresso organizado estão favorecidos. Defina metas claras, assuma responsabilidades e os outros vão seguir você.',
        reversed:
          'Atritos com um chefe ou com um sistema rígido demais podem frustrar você. Mantenha o profissionalismo e verifique se você também não está inflexível.',
      },
      wealth: {
        upright:
          'Ótimo momento para fazer orçamento, planejar a longo prazo e construir segurança financeira. A disciplina de agora cria liberdade de verdade depois.',
        reversed:
          'Ou o dinheiro está controlado com mão de ferro, ou não está sendo administrado. Encontre o meio-termo com um plano realista que você consiga cumprir.',
      },
      health: {
        upright:
          'Uma rotina estável combina com você: sono regular, exercício estruturado, refeições constantes. A disciplina é sua aliada aqui.',
        reversed:
          'Atropelar o estresse ou ignorar limites pode cobrar o seu preço. Alivie a pressão e procure um médico se a tensão persistir.',
      },
    },
  },
  'major-05': {
    keywords: {
      upright: ['tradição', 'orientação', 'valores compartilhados', 'aprendizado'],
      reversed: ['rebeldia', 'questionar regras', 'dogma', 'seguir o próprio caminho'],
    },
    upright:
      'Há sabedoria naquilo que foi testado pelo tempo. O Hierofante aponta para professores, mentores, instituições e tradições que podem guiar você, de um curso a um conselheiro de confiança ou uma comunidade com valores em comum. É um bom momento para aprender o jeito estabelecido antes de tentar reinventá-lo. Buscar orientação não é fraqueza; é um atalho para a compreensão.',
    reversed:
      'As regras antigas já não servem. Você pode estar questionando crenças com que cresceu, se irritando com uma instituição ou percebendo que seguir as convenções deixou você com uma sensação de vazio. O Hierofante invertido apoia o seu direito de pensar por conta própria, mas faz uma pergunta: você está rejeitando a tradição porque ela não lhe serve mais, ou só porque ela é familiar?',
    interpretation:
      'Associado a Touro, o Hierofante dá forma duradoura à sabedoria espiritual e social: rituais, escolas, costumes e comunidades. A sua lição é o valor de pertencer a algo maior, e a responsabilidade de verificar se aquilo que você segue ainda soa verdadeiro. Quando ele aparece, pense em quem são os seus verdadeiros mestres e em quais valores você realmente vive. Você pode se comprometer com uma disciplina, entrar para um grupo ou encontrar um mentor. Ou talvez precise escrever as suas próprias regras, com respeito e intenção.',
    imagery:
      'Uma figura religiosa de vestes vermelhas e coroa tríplice está sentada entre duas colunas cinzentas, erguendo uma mão em bênção e segurando uma cruz tripla na outra. Duas chaves cruzadas estão aos seus pés, e dois seguidores tonsurados se ajoelham diante dele. As colunas ecoam a Sacerdotisa, mas aqui a sabedoria é ensinada abertamente em vez de guardada em segredo; as chaves abrem o conhecimento espiritual e o mundano; as figuras ajoelhadas mostram o ensinamento passando de uma geração para a outra.',
    areas: {
      love: {
        upright:
          'O compromisso tradicional está favorecido: conhecer a família, casamento ou uma relação construída sobre valores compartilhados. Estabilidade importa mais do que fogos de artifício.',
        reversed:
          'Você pode querer uma relação que não se encaixa no molde esperado, ou sentir a pressão das normas da família. Escolham o que realmente serve para os dois.',
      },
      career: {
        upright:
          'Formação, certificações e organizações estabelecidas apoiam o seu crescimento. Um mentor ou um colega mais experiente pode oferecer uma orientação valiosa.',
        reversed:
          'A burocracia ou uma cultura antiquada deixam você frustrado. Pense onde você pode inovar e onde vale a pena trabalhar dentro do sistema.',
      },
      wealth: {
        upright:
          'Abordagens convencionais e comprovadas funcionam melhor agora. Ouça profissionais qualificados e fique com princípios sólidos e testados.',
        reversed:
          'O conselho padrão pode não servir para a sua situação, mas esquemas pouco convencionais exigem um escrutínio extra. Questione tudo, inclusive a novidade reluzente.',
      },
      health: {
        upright:
          'Rotinas confiáveis e orientações consagradas fazem bem a você. Siga o básico e não hesite em marcar um check-up de rotina.',
        reversed:
          'Regras rígidas podem estar transformando o autocuidado num fardo. Encontre uma rotina que combine com a sua vida e consulte um profissional antes de grandes mudanças.',
      },
    },
  },
  'major-06': {
    keywords: {
      upright: ['amor', 'harmonia', 'escolha significativa', 'alinhamento'],
      reversed: ['desarmonia', 'valores desalinhados', 'tentação', 'evitar uma escolha'],
    },
    upright:
      'Uma conexão profunda e uma escolha que importa. Os Enamorados falam de relações construídas sobre uma compreensão verdadeira, em que duas pessoas, ou duas partes de você, entram em harmonia. É também uma carta de decisão: escolher com o coração, de acordo com aquilo que você realmente valoriza. Seja o que for que está à sua frente, a pergunta não é só o que você quer, mas quem você quer ser ao fazer essa escolha.',
    reversed:
      'Algo está fora de sintonia. Pode ser uma relação em que os valores foram se distanciando, uma tentação que afasta você daquilo que importa, ou uma decisão que você vive adiando. Os Enamorados invertidos pedem que você pare de culpar as circunstâncias e olhe para dentro. Como seria o alinhamento aqui, e do que você tem medo de abrir mão para chegar até ele?',
    interpretation:
      'Ligados a Gêmeos, o signo dos pares e do diálogo, os Enamorados falam da união pela comunicação honesta e pela escolha consciente. A sua lição é que o amor é mais do que atração; é um compromisso com valores compartilhados. A carta costuma aparecer em encruzilhadas, seja no romance, no trabalho ou nas crenças, pedindo que você escolha por inteiro. Antes de decidir, tenha clareza sobre o que mais importa para você, e então faça a escolha que consegue sustentar de coração aberto.',
    imagery:
      'Um homem e uma mulher nus estão num jardim ensolarado, sob um grande anjo alado que estende os braços sobre eles em bênção. Atrás da mulher cresce uma árvore carregada de frutos, com uma serpente enrolada no tronco; atrás do homem, uma árvore de chamas. Uma montanha se ergue entre os dois. O anjo é a orientação superior e a bênção; a nudez é a sinceridade e a vulnerabilidade; as duas árvores lembram o Éden, o conhecimento e o desejo; a montanha é o desafio e a recompensa de um vínculo de compromisso.',
    areas: {
      love: {
        upright:
          'Um lindo sinal para o romance: conexão profunda, atração mútua e harmonia. Pode marcar também a decisão de se comprometer mais plenamente.',
        reversed:
          'Falhas de comunicação ou valores diferentes estão gerando atrito. Conversem com sinceridade sobre o que cada um quer antes que o ressentimento se instale.',
      },
      career: {
        upright:
          'Uma parceria ou colaboração parece promissora. Você pode ter de escolher entre caminhos; fique com aquele que combina com os seus valores.',
        reversed:
          'Uma relação de trabalho parece tensa, ou você está dividido entre opções. Decida com base em princípios, não só na conveniência.',
      },
      wealth: {
        upright:
          'Finanças conjuntas ou investimentos compartilhados podem ir bem com acordos abertos. Tome decisões de dinheiro que reflitam as suas prioridades reais.',
        reversed:
          'Desacordos sobre dinheiro ou gastos tentadores podem causar tensão. Alinhem um plano antes de gastar ou assinar qualquer coisa juntos.',
      },
      health: {
        upright:
          'O equilíbrio entre mente e corpo está ao seu alcance. Relações que apoiam e fazer o que você ama reforçam o seu bem-estar.',
        reversed:
          'Conflitos ou tensão interior podem estar afetando o seu descanso. Restaure o equilíbrio com delicadeza e converse com um profissional se o estresse persistir.',
      },
    },
  },
  'major-07': {
    keywords: {
      upright: ['determinação', 'impulso', 'autocontrole', 'vitória'],
      reversed: ['falta de direção', 'esforço disperso', 'agressividade', 'perda de controle'],
    },
    upright:
      'Você está pronto para avançar, e nada vai detê-lo se mantiver o foco. O Carro é uma carta de força de vontade e progresso disciplinado: manter forças opostas sob controle e conduzi-las para um único objetivo. Obstáculos vão aparecer, mas você tem a determinação para atravessá-los. Decida para onde vai, mantenha as mãos nas rédeas e confie na sua capacidade de vencer esta.',
    reversed:
      'Os cavalos estão puxando para lados diferentes. Você pode estar avançando sem uma rota clara, espalhando a sua energia, ou sentindo que os acontecimentos tomaram as rédeas de você. O Carro invertido também pode alertar contra forçar as coisas na pura agressividade. Pare, recupere a orientação e decida o que você realmente quer antes de tentar ir mais rápido.',
    interpretation:
      'Ligado a Câncer, o Carro une a proteção emocional ao movimento para a frente; a sua armadura é uma carapaça que permite ao condutor atravessar um mundo duro. A sua lição é que a vitória vem do domínio interior, não da força bruta. As duas esfinges que puxam em direções opostas representam desejos conflitantes que você precisa manter juntos. Quando o Carro aparece, nomeie o seu objetivo com clareza, reconheça as forças que disputam espaço dentro de você e se comprometa. Disciplina e foco levam você mais longe do que a emoção crua.',
    imagery:
      'Uma figura de armadura está de pé num carro sob um dossel estrelado, segurando um bastão, mas sem rédeas. Duas esfinges, uma preta e uma branca, estão sentadas à frente do carro, voltadas para lados diferentes. Uma cidade murada fica atrás dele, e luas crescentes repousam sobre os seus ombros. A ausência de rédeas mostra o controle apenas pela vontade; as esfinges contrastantes são forças opostas mantidas em equilíbrio; o dossel estrelado o liga a um propósito maior; a cidade atrás dele é o conforto que ele deixou para perseguir a sua meta.',
    areas: {
      love: {
        upright:
          'Você sabe o que quer e vai atrás. Uma relação ganha impulso com compromisso e esforço dos dois lados.',
        reversed:
          'Disputas de poder ou objetivos desencontrados estão afastando vocês. Desacelerem e conduzam juntos, em vez de competir pelo controle.',
      },
      career: {
        upright:
          'Um forte impulso rumo ao sucesso. Mantenha o foco, segure firme diante dos contratempos, e é provável que você alcance o seu objetivo.',
        reversed:
          'Projetos podem empacar ou sair do rumo. Esclareça as prioridades e segure a vontade de abraçar tudo ao mesmo tempo.',
      },
      wealth: {
        upright:
          'O esforço disciplinado traz progresso. Defina uma meta financeira clara e siga em direção a ela com autocontrole.',
        reversed:
          'Escolhas impulsivas podem tirar as finanças do rumo. Faça uma pausa, reveja o plano e evite decisões tomadas na frustração.',
      },
      health: {
        upright:
          'A determinação ajuda você a manter metas de condicionamento físico ou bem-estar. Canalize o seu impulso para um progresso constante e sustentável.',
        reversed:
          'Forçar demais ou viver movido a estresse pode desgastar você. Equilibre esforço e descanso, e faça um check-up se estiver se sentindo esgotado.',
      },
    },
  },
  'major-08': {
    keywords: {
      upright: ['força interior', 'coragem', 'compaixão', 'paciência'],
      reversed: ['insegurança', 'baixa autoconfiança', 'impulsividade', 'emoção à flor da pele'],
    },
    upright:
      'A força verdadeira é mais silenciosa do que você imagina. Esta carta mostra uma coragem que não precisa gritar: a paciência de manter a calma sob pressão, a gentileza de receber a raiva sem aumentá-la, a confiança de encarar os medos com suavidade. Seja qual for o sentimento selvagem ou a situação difícil que você está enfrentando, dá para lidar com ela com firmeza, e não com força bruta. Você é mais forte do que tem reconhecido.',
    reversed:
      'O seu leão interior parece ou muito pequeno, ou muito barulhento. A insegurança pode estar dizendo que você não vai dar conta, ou a frustração está explodindo de jeitos de que você depois se arrepende. A Força invertida não é um julgamento; é um convite para ser mais gentil consigo. A coragem pode ser reconstruída com um pequeno gesto corajoso de cada vez, e isso começa por tratar os seus próprios sentimentos com paciência.',
    interpretation:
      'Ligada a Leão, a Força fala do coração: coragem, calor humano e a dignidade de um espírito gentil. No baralho Rider–Waite–Smith, ela ocupa o número oito, o ponto de equilíbrio da primeira metade da jornada. A sua lição é que o medo e a raiva são domados não quando lutamos contra eles, mas quando fazemos amizade com eles. Perceba o que dispara as suas reações, respire antes de reagir e trate a si mesmo com a mesma compaixão que ofereceria a um animal assustado. A força cresce a cada momento em que você permanece suave sem ceder.',
    imagery:
      'Uma mulher de vestido branco, coroada de flores, fecha ou abre com delicadeza a mandíbula de um leão. Ela não demonstra medo, e o leão parece calmo em suas mãos. Um símbolo do infinito flutua acima da sua cabeça, uma corrente de rosas a liga ao animal, e montanhas se erguem ao fundo. O leão é a paixão e o instinto em estado bruto; as mãos gentis mostram o domínio pelo amor, não pela força; o infinito repete o potencial ilimitado do Mago; as flores transformam o poder em algo belo, e não brutal.',
    areas: {
      love: {
        upright:
          'Paciência e ternura fortalecem o vínculo. Lide com os momentos difíceis com compaixão, e a relação vai se aprofundar.',
        reversed:
          'Insegurança ou explosões de temperamento podem estar causando desgaste. Trabalhe a confiança em si e respire antes que as palavras escapem com raiva.',
      },
      career: {
        upright:
          'A confiança serena vence. Lide com pessoas difíceis e com a pressão com elegância, e a sua firmeza tranquila será notada.',
        reversed:
          'A dúvida está segurando você, ou a frustração está vazando para o trabalho. Reconstrua a confiança concentrando-se naquilo que você faz bem.',
      },
      wealth: {
        upright:
          'Decisões firmes e pacientes servem melhor a você. Resista aos gastos emocionais e confie na sua capacidade de administrar o que tem.',
        reversed:
          'O medo ou o impulso podem estar guiando as suas escolhas de dinheiro. Dê um passo atrás, deixe a emoção assentar e decida com a cabeça fria.',
      },
      health: {
        upright:
          'A sua resiliência está forte, e uma constância gentil a fortalece ainda mais. Movimente-se de jeitos que façam bem, e não que castiguem.',
        reversed:
          'O estresse e a falta de energia podem estar cobrando o seu preço. Tenha paciência consigo, descanse bem e procure um médico se as coisas não melhorarem.',
      },
    },
  },
  'major-09': {
    keywords: {
      upright: ['introspecção', 'solitude', 'orientação interior', 'busca da verdade'],
      reversed: ['isolamento', 'solidão', 'retraimento', 'recusa de orientação'],
    },
    upright:
      'É hora de se afastar do barulho. O Eremita chama você para a solitude, não como castigo, mas como uma chance de voltar a ouvir os próprios pensamentos. Talvez você precise de tempo para refletir sobre uma grande decisão, repensar a sua direção ou simplesmente descansar das expectativas dos outros. As respostas que você procura não virão de mais informação. Virão de olhar para dentro e confiar na sua própria luz.',
    reversed:
      'A solitude virou isolamento. Você pode estar se retraindo porque parece mais seguro, se afastando de quem se importa com você, ou se perdendo dentro da própria cabeça. Ou talvez esteja evitando qualquer reflexão, mantendo-se tão ocupado que nunca precisa encarar o silêncio. O Eremita invertido pede que você encontre o equilíbrio entre o trabalho interior e a conexão verdadeira.',
    interpretation:
      'Ligado a Virgem, o Eremita traz discernimento cuidadoso e uma busca silenciosa por sentido. A sua lição é que a sabedoria é encontrada, não recebida: é preciso percorrer sozinho parte do caminho para saber em que você realmente acredita. A lanterna que ele carrega também serve para guiar os outros, então a introspecção não é egoísmo. Quando esta carta aparece, reserve um tempo regular para o silêncio, seja uma caminhada, um diário ou uma longa reflexão. E, se você está sozinho há tempo demais, perceba quando é hora de levar a sua luz de volta aos outros.',
    imagery:
      'Um velho de longo manto cinzento está sozinho no alto de uma montanha nevada, erguendo uma lanterna numa mão e apoiado num cajado com a outra. Dentro da lanterna brilha uma estrela de seis pontas. O cume mostra que ele chegou a um lugar de compreensão conquistada a duras penas; a lanterna é a sabedoria interior que ilumina um passo de cada vez; a estrela dentro dela é o selo de Salomão, sinal de discernimento; o manto cinzento fala de modéstia e de recolhimento do mundo.',
    areas: {
      love: {
        upright:
          'Você pode precisar de espaço para entender o que quer. Quem está solteiro se beneficia de um tempo a sós; os casais, de dar um ao outro espaço para refletir.',
        reversed:
          'A distância está crescendo, ou a solidão está pesando. Procure as pessoas, porque a conexão continua disponível quando você estiver pronto.',
      },
      career: {
        upright:
          'Dê um passo atrás para reconsiderar o seu caminho. Um trabalho profundo e concentrado ou um estudo especializado combinam mais com você agora do que fazer contatos.',
        reversed:
          'Trabalhar isolado pode estar limitando você. Peça opiniões, compartilhe as suas ideias e não carregue tudo sozinho.',
      },
      wealth: {
        upright:
          'Tire um tempo tranquilo para revisar as suas finanças por conta própria. Um planejamento cuidadoso e reservado vai servir mais do que seguir a multidão.',
        reversed:
          'Evitar as questões de dinheiro não vai fazê-las sumir. Abra os extratos, encare os números e peça ajuda a um consultor se estiver travado.',
      },
      health: {
        upright:
          'Descanso, silêncio e tempo a sós ajudam você a se recuperar. Caminhadas lentas, um pouco de meditação e um bom sono vão restaurar o seu equilíbrio com suavidade.',
        reversed:
          'O retraimento pode estar afetando o seu humor ou a sua energia. Mantenha contato com os outros e procure um profissional se o desânimo persistir.',
      },
    },
  },
  'major-10': {
    keywords: {
      upright: ['mudança', 'ciclos', 'ponto de virada', 'sorte'],
      reversed: ['contratempos', 'resistência à mudança', 'momento errado', 'sensação de estagnação'],
    },
    upright:
      'A roda está girando, e as coisas começam a se mover a seu favor. Esta carta marca um ponto de virada: um golpe de sorte, uma oportunidade repentina, uma mudança que você não viu chegar. A vida anda em ciclos, e agora o impulso está com você. Fique atento, esteja disposto a seguir a corrente e aproveite ao máximo esta fase de alta enquanto ela dura, porque essa é a natureza das rodas.',
    reversed:
      'Parece que a sorte virou contra você, ou que nada sai do lugar. Atrasos, contratempos e um timing frustrante podem estar testando a sua paciência. A Roda invertida lembra que toda fase de baixa também faz parte de um ciclo, e esta vai passar. Enquanto isso, pergunte-se que padrões continuam se repetindo na sua vida, e o que você pode mudar em vez de esperar que o destino mude.',
    interpretation:
      'Regida por Júpiter, o planeta da expansão e da fortuna, a Roda ensina que a mudança é a única constante. A sua lição é segurar os bons tempos com leveza e os tempos difíceis com paciência, sabendo que nenhum dos dois dura para sempre. Você não controla a roda, mas controla como responde ao seu giro. Quando esta carta aparece, olhe para os ciclos da sua vida: o que sempre volta, e o que você aprendeu com isso. Aproveite a boa sorte com sabedoria e prepare-se para a próxima volta.',
    imagery:
      'Uma grande roda flutua no céu, gravada com letras e símbolos alquímicos. Uma esfinge está sentada no topo segurando uma espada, uma serpente desliza por um dos lados e uma figura com cabeça de chacal sobe pelo outro. Nos quatro cantos, criaturas aladas, um anjo, uma águia, um leão e um touro, leem livros entre as nuvens. A roda é o ciclo do destino; a esfinge é a sabedoria que se mantém firme; a serpente que desce e a figura que sobe mostram a sorte caindo e subindo; as quatro criaturas são os signos fixos, pontos estáveis em meio à mudança constante.',
    areas: {
      love: {
        upright:
          'Um encontro marcado pelo destino ou uma mudança positiva na relação podem estar a caminho. Fique aberto às surpresas e deixe as coisas acontecerem.',
        reversed:
          'Velhos padrões podem estar se repetindo, ou o momento parece errado. Repare no que sempre dá errado e no que você pode fazer de outro jeito.',
      },
      career: {
        upright:
          'Um golpe de sorte ou uma abertura inesperada pode mudar a sua direção. Fique de olhos abertos e pronto para dizer sim quando ela surgir.',
        reversed:
          'Contratempos ou planos parados estão testando a sua paciência. Adapte-se em vez de resistir, e use a desaceleração para se preparar para a próxima alta.',
      },
      wealth: {
        upright:
          'A sorte está virando para o seu lado, talvez com um ganho inesperado ou uma nova fonte de renda. Aproveite e guarde um pouco para o próximo ciclo.',
        reversed:
          'Uma conta ou uma perda inesperada pode aparecer. Conte com uma reserva de emergência e resista à tentação de apostar para recuperar o prejuízo.',
      },
      health: {
        upright:
          'As coisas estão melhorando e a sua energia está voltando. Aproveite o embalo para começar um hábito novo enquanto parece fácil.',
        reversed:
          'Altos e baixos de energia podem frustrar você. Construa rotinas estáveis e procure orientação médica para qualquer coisa que volte sempre.',
      },
    },
  },
  'major-11': {
    keywords: {
      upright: ['justiça', 'verdade', 'responsabilidade', 'causa e efeito'],
      reversed: ['injustiça', 'desonestidade', 'fuga da responsabilidade', 'parcialidade'],
    },
    upright:
      'Aqui se faz, aqui se paga, e agora é tempo de clareza e de resultados justos. A Justiça pede que você olhe para os fatos com honestidade, pese todos os lados e tome decisões que consiga sustentar. Questões jurídicas, contratos e escolhas importantes estão em destaque, e tendem a se resolver com justiça se você agir com integridade. Assuma a sua parte e confie que a verdade sempre dá um jeito de aparecer.',
    reversed:
      'Algo parece injusto, ou alguém não está sendo honesto, e talvez isso inclua você. Você pode estar diante de um resultado que parece injusto, ou fugindo da responsabilidade por uma escolha que fez. A Justiça invertida pede uma honestidade desconfortável: onde você está distorcendo a verdade, culpando os outros ou se recusando a ver o óbvio? A justiça começa quando você olha diretamente para si.',
    interpretation:
      'Ligada a Libra, o signo do equilíbrio, a Justiça ocupa o número onze no baralho Rider–Waite–Smith, bem no centro dos arcanos maiores. A sua lição é que toda ação tem consequências, e a honestidade lúcida é o caminho para a paz. Não se trata de punição, mas de responsabilidade: ver uma situação como ela realmente é, assumir a sua parte e escolher com justiça. Quando esta carta aparece, reúna os fatos, ouça todos os lados e tome uma decisão guiada pela consciência, e não pelo medo ou pelo favoritismo.',
    imagery:
      'Uma figura de vestes vermelhas está sentada num trono de pedra entre duas colunas, segurando numa mão uma espada de dois gumes erguida e, na outra, uma balança equilibrada. Um véu roxo pende atrás do trono, e um único sapato branco aparece sob a veste. A espada é o pensamento claro que corta a confusão; a balança é o julgamento imparcial; as colunas e o véu ecoam a Sacerdotisa, mas aqui a verdade é pesada às claras; o sapato branco sugere que cada passo tem consequências espirituais.',
    areas: {
      love: {
        upright:
          'Honestidade e justiça fortalecem a relação. É um bom momento para conversas equilibradas e para resolver questões antigas.',
        reversed:
          'Desequilíbrio ou desonestidade estão gerando tensão. Vejam se os dois estão dando na mesma medida e dizendo a verdade.',
      },
      career: {
        upright:
          'Tratamento justo e recompensas merecidas pelo seu esforço. Contratos, negociações e questões jurídicas tendem a ir bem se você for minucioso.',
        reversed:
          'Você pode enfrentar tratamento injusto ou politicagem no trabalho. Documente tudo e continue honesto, mesmo quando os outros não forem.',
      },
      wealth: {
        upright:
          'Um bom momento para quitar dívidas, assinar acordos ou pôr as contas em ordem. Negociações diretas e honestas trazem resultados estáveis.',
        reversed:
          'Atenção a condições injustas ou custos ocultos. Leia cada contrato com cuidado e seja sincero sobre as suas próprias finanças.',
      },
      health: {
        upright:
          'O equilíbrio é a chave: trabalho e descanso, atividade e recuperação. Uma atenção honesta aos seus hábitos traz melhora constante.',
        reversed:
          'Hábitos negligenciados podem estar cobrando a conta. Encare o que precisa mudar e procure um médico se algo preocupar você.',
      },
    },
  },
  'major-12': {
    keywords: {
      upright: ['pausa', 'entrega', 'nova perspectiva', 'desapego'],
      reversed: ['procrastinação', 'resistência', 'sacrifício inútil', 'indecisão'],
    },
    upright:
      'Às vezes, avançar significa parar. O Enforcado pede que você faça uma pausa, largue a necessidade de forçar um resultado e olhe para a sua situação por um ângulo completamente diferente. O que parece estar travado pode ser, na verdade, um intervalo valioso, uma chance de repensar em vez de correr. Entregar-se aqui não é derrota; é escolher parar de lutar para que uma percepção nova consiga entrar.',
    reversed:
      'A espera já durou demais, ou nunca foi de fato uma espera, só uma forma de evitar. Você pode estar enrolando uma decisão, fazendo sacrifícios que não ajudam ninguém, ou resistindo a uma mudança de perspectiva que libertaria você. O Enforcado invertido pede que você perceba se esta pausa está servindo a você ou só mantendo você preso. Em algum momento, é preciso descer e se mexer.',
    interpretation:
      'Associado ao elemento água e, na prática moderna, a Netuno, o Enforcado fala de dissolver velhas certezas. A sua lição é que certas respostas só chegam quando paramos de agarrá-las. Ao aceitar uma perda temporária de controle, você ganha uma perspectiva que o esforço jamais daria. Quando esta carta aparece, experimente virar o problema de cabeça para baixo: e se o oposto fosse verdade? Ao que você está se agarrando que poderia soltar? Um pouco de entrega agora pode poupar muita luta depois.',
    imagery:
      'Um homem está pendurado de cabeça para baixo numa cruz de madeira viva, amarrado por um tornozelo, com a outra perna dobrada atrás da primeira, formando um número quatro. As mãos estão cruzadas nas costas, e uma auréola dourada brilha em volta do seu rosto tranquilo. A posição invertida é um ponto de vista radicalmente novo; a madeira viva sugere crescimento mesmo na imobilidade; a expressão serena mostra que esta é uma entrega escolhida, não um castigo; a auréola é a iluminação que vem de ver as coisas de outro modo.',
    areas: {
      love: {
        upright:
          'A relação pode estar em compasso de espera. Use esta pausa para ver as coisas do lado do seu par, em vez de forçar respostas.',
        reversed:
          'Um de vocês pode estar se sacrificando demais, ou as coisas estão paradas no limbo. Seja honesto sobre se isso ainda funciona.',
      },
      career: {
        upright:
          'O progresso está lento, mas é um bom momento para repensar a estratégia. Um ângulo novo pode revelar um caminho melhor.',
        reversed:
          'A indecisão está começando a custar caro. Pare de esperar pelas condições perfeitas e dê um passo, mesmo pequeno, para pôr as coisas em movimento.',
      },
      wealth: {
        upright:
          'Adie grandes movimentos financeiros por enquanto. Reveja a sua abordagem com calma e espere o quadro ficar claro antes de se comprometer.',
        reversed:
          'Adiar decisões necessárias só pode torná-las mais difíceis. Encare os números e aja de acordo com o que você já sabe ser verdade.',
      },
      health: {
        upright:
          'Descanso e recuperação vêm em primeiro lugar agora. Desacelere, alongue-se e deixe o corpo se reajustar no próprio ritmo, em vez de forçar.',
        reversed:
          'Sentir-se travado ou esgotado pode ser um sinal para mudar a rotina. Se o desânimo durar, converse com um médico.',
      },
    },
  },
  'major-13': {
    keywords: {
      upright: ['finais', 'transformação', 'transição', 'abrir espaço'],
      reversed: ['resistência à mudança', 'estagnação', 'medo de finais', 'apego'],
    },
    upright:
      'Apesar do nome, esta carta raramente significa morte física. Significa que algo na sua vida cumpriu o seu ciclo, seja uma relação, um emprego, um hábito ou uma versão antiga de você, e é hora de deixar ir. Finais podem doer, mas abrem espaço para o que vem a seguir. Viva o luto do que precisa ser lamentado e depois abra a porta para a transformação. Algo novo espera por você do outro lado.',
    reversed:
      'Você sabe que algo precisa acabar, mas está se segurando com as duas mãos. O medo da mudança pode estar mantendo você numa situação que deixou de nutrir você há muito tempo. A Morte invertida mostra o preço da resistência: estagnação, um lento esvaziamento de energia, uma vida em pausa. Soltar é difícil, mas ficar preso costuma ser mais. O que seria preciso para afrouxar um pouquinho a mão?',
    interpretation:
      'Ligada a Escorpião, o signo da profundidade e do renascimento, a Morte ensina que a transformação exige desapego. Como as folhas que caem no outono para que a primavera possa chegar, os finais fazem parte de todo ciclo vivo. A lição aqui não é temer a mudança, mas atravessá-la com consciência. Quando esta carta aparece, pergunte-se o que já terminou na sua vida, mesmo que você ainda não tenha admitido. Honre o que isso lhe deu, deixe ir com cuidado e abra espaço para uma versão de você que está esperando para surgir.',
    imagery:
      'Um esqueleto de armadura negra monta um cavalo branco, carregando um estandarte preto marcado com uma rosa branca de cinco pétalas. Diante dele estão um rei caído, um bispo suplicante, uma jovem que desvia o rosto e uma criança que olha para cima. Ao longe, um barco navega num rio e o sol nasce entre duas torres. O esqueleto é o inevitável, que chega para todos, seja qual for a posição; a rosa branca é pureza e renovação; o sol nascente mostra que todo fim carrega a promessa de um novo amanhecer.',
    areas: {
      love: {
        upright:
          'Uma relação pode estar terminando ou se transformando profundamente. De um jeito ou de outro, isso abre espaço para algo mais autêntico.',
        reversed:
          'Agarrar-se a uma relação que já cumpriu o seu ciclo está mantendo os dois presos. Seja honesto sobre o que ainda está vivo aqui.',
      },
      career: {
        upright:
          'Um emprego ou um capítulo está se encerrando, abrindo caminho para uma nova direção. Deixe-o terminar com elegância e mantenha a curiosidade sobre o que vem depois.',
        reversed:
          'Permanecer numa função que já ficou pequena para você está drenando as suas energias em silêncio. Comece desde já a se preparar para a mudança que você sabe que vem.',
      },
      wealth: {
        upright:
          'Um velho padrão financeiro está chegando ao fim. Descarte o que não funciona mais e construa uma abordagem nova desde a base.',
        reversed:
          'Manter hábitos ou investimentos que não funcionam vai continuar custando caro. Corte as perdas com ponderação e siga em frente.',
      },
      health: {
        upright:
          'Um bom momento para largar hábitos que desgastam você e recomeçar. Mudanças pequenas e intencionais podem transformar como você se sente.',
        reversed:
          'Resistir a mudanças necessárias pode deixar você com uma sensação de estagnação. Dê um passo em direção a hábitos mais saudáveis e peça orientação se precisar de apoio.',
      },
    },
  },
  'major-14': {
    keywords: {
      upright: ['equilíbrio', 'moderação', 'paciência', 'cura'],
      reversed: ['desequilíbrio', 'excesso', 'impaciência', 'discórdia'],
    },
    upright:
      'Devagar e sempre, desta vez, é o que vence. A Temperança fala de encontrar o caminho do meio: misturar opostos, dosar o próprio ritmo e deixar as coisas se desenvolverem na sua velocidade natural. Você pode estar se curando de algo, harmonizando diferentes partes da sua vida ou aprendendo que menos muitas vezes é mais. Confie no processo gradual. Paciência e moderação vão conseguir o que a força e a pressa não conseguem.',
    reversed:
      'Algo está fora de equilíbrio: trabalho demais, descanso de menos, excesso de qualquer coisa. Você pode estar correndo atrás de resultados, oscilando entre extremos ou se sentindo puxado em direções opostas. A Temperança invertida convida você a perceber onde o excesso se infiltrou e a restaurar com delicadeza o meio-termo. A harmonia não se encontra de uma vez; ela é reconstruída um ajuste de cada vez.',
    interpretation:
      'Ligada a Sagitário, a Temperança vem depois da Morte na sequência: é a cura que chega após um fim. A sua lição é a alquimia: misturar elementos aparentemente incompatíveis até formarem algo novo e inteiro. Isso vale para a sua agenda, as suas relações e a sua vida interior. Quando esta carta aparece, procure a mistura certa em vez do extremo perfeito. Pergunte-se onde você precisa de mais e onde precisa de menos, e ajuste com paciência. O verdadeiro equilíbrio não é um ponto fixo, mas um fluxo constante e suave.',
    imagery:
      'Um anjo alado está de pé com um pé em terra e outro numa poça de água, vertendo um líquido entre duas taças douradas. Um triângulo dentro de um quadrado está marcado na sua veste, e um caminho leva da água até montanhas distantes, onde brilha uma coroa de luz. Íris florescem à beira da poça. A água vertida é a mistura cuidadosa dos opostos; um pé na terra e outro na água mostram o equilíbrio entre o prático e o emocional; o caminho é a estrada longa e constante rumo à realização.',
    areas: {
      love: {
        upright:
          'Concessões e paciência ajudam a relação a florescer. Encontrar-se no meio do caminho traz uma proximidade calma e duradoura.',
        reversed:
          'Extremos ou brigas frequentes estão desgastando os dois. Procurem o meio-termo e respirem antes de reagir.',
      },
      career: {
        upright:
          'Progresso constante por meio da cooperação e do planejamento cuidadoso. Combine as suas habilidades com as dos outros para ter os melhores resultados.',
        reversed:
          'Excesso de trabalho ou prioridades conflitantes podem estar causando estresse. Reequilibre a carga de trabalho e defina expectativas realistas.',
      },
      wealth: {
        upright:
          'A moderação trabalha a seu favor: gastar e poupar em proporção saudável. Deixe o patrimônio crescer de forma gradual e sensata.',
        reversed:
          'Oscilar entre farras de consumo e cortes radicais gera tensão. Encontre um orçamento equilibrado que você consiga manter de verdade.',
      },
      health: {
        upright:
          'Uma rotina suave e equilibrada favorece a recuperação. Moderação na comida, no movimento e no descanso faz mais do que qualquer mudança drástica.',
        reversed:
          'Excessos ou hábitos irregulares podem estar cobrando o seu preço. Restaure o equilíbrio passo a passo e consulte um profissional se for preciso.',
      },
    },
  },
  'major-15': {
    keywords: {
      upright: ['apego', 'tentação', 'padrões nocivos', 'materialismo'],
      reversed: ['libertação', 'soltura', 'retomada do poder', 'encarar a própria sombra'],
    },
    upright:
      'Algo tem poder sobre você, e talvez você não perceba totalmente. O Diabo aponta para apegos que limitam você: hábitos viciantes, relações tóxicas, preocupações com dinheiro que comandam a sua vida, ou medos que mantêm você pequeno. Mas as correntes desta carta estão frouxas. Você tem mais liberdade do que imagina. O primeiro passo é dar nome ao que controla você, com honestidade e sem vergonha.',
    reversed:
      'Você está começando a ver as correntes pelo que elas são, e a afrouxá-las. O Diabo invertido muitas vezes sinaliza libertação: largar um mau hábito, sair de uma situação nociva ou retomar o poder que você tinha entregado. Também pode significar encarar com honestidade o seu lado sombrio. Continue. A liberdade raramente chega de uma vez, mas cada passo conta.',
    interpretation:
      'Ligado a Capricórnio, o Diabo fala do mundo material e dos modos como nos prendemos a ele. A sua lição é que aquilo que nos aprisiona muitas vezes parece conforto no início. Desejo, ambição e prazer não são errados em si; o problema começa quando eles mandam em você. Quando esta carta aparece, olhe para onde você se sente impotente e pergunte o que ganha permanecendo ali. Compaixão, e não julgamento, ajuda aqui. A sombra perde a força quando você olha para ela com clareza.',
    imagery:
      'Uma criatura com chifres e asas de morcego está agachada sobre um pedestal negro, com uma mão erguida e a outra segurando uma tocha voltada para baixo. Abaixo dela estão um homem e uma mulher nus, com pequenos chifres e caudas, presos ao pedestal por correntes frouxas. Um pentagrama invertido marca a testa da criatura. As figuras ecoam os Enamorados, agora presos aos próprios desejos; as correntes frouxas mostram que poderiam se libertar se quisessem; o fundo escuro e a estrela invertida sugerem uma energia voltada para o material, e não para o espiritual.',
    areas: {
      love: {
        upright:
          'Uma atração intensa ou uma relação de dependência pode estar turvando o seu julgamento. Pergunte-se se esta relação liberta você ou o mantém cativo.',
        reversed:
          'Você está se libertando de um padrão nocivo no amor. Confie em si e estabeleça limites que protejam o seu bem-estar.',
      },
      career: {
        upright:
          'Você pode se sentir preso a um emprego pelo dinheiro ou pelo status. Olhe com honestidade para o que realmente prende você ali, e quanto isso custa.',
        reversed:
          'Você está recuperando a sua independência no trabalho. Um bom momento para deixar um ambiente tóxico ou renegociar as suas condições.',
      },
      wealth: {
        upright:
          'Dívidas, gastos excessivos ou ansiedade com dinheiro podem estar controlando você. Encare os números com honestidade e peça ajuda se precisar.',
        reversed:
          'Você está retomando o controle das suas finanças. Continue construindo hábitos mais saudáveis e mantenha distância das velhas armadilhas.',
      },
      health: {
        upright:
          'Hábitos nocivos ou dependências podem precisar de atenção. Seja honesto consigo e procure um médico ou um serviço de apoio.',
        reversed:
          'Você está avançando no abandono de hábitos que não ajudam. Comemore as pequenas vitórias e conte com apoio profissional quando precisar.',
      },
    },
  },
  'major-16': {
    keywords: {
      upright: ['mudança repentina', 'reviravolta', 'revelação', 'colapso'],
      reversed: ['desastre evitado', 'medo da mudança', 'adiar o inevitável', 'turbulência interior'],
    },
    upright:
      'Algo construído sobre terreno instável está vindo abaixo, e pode acontecer rápido. A Torre traz mudança repentina: um choque, uma revelação, o desmoronamento de planos ou crenças que você julgava sólidos. Raramente é confortável, mas varre o que nunca ia durar. Quando a poeira baixar, você vai enxergar a verdade com mais clareza e poderá reconstruir sobre alicerces verdadeiros.',
    reversed:
      'Você pode estar sentindo o tremor chegar e fazendo de tudo para escorar as coisas. A Torre invertida pode indicar uma crise evitada por pouco, ou uma que está apenas sendo adiada. Também pode apontar para uma turbulência interior, uma mudança íntima no modo como você se vê. Pergunte-se se está protegendo algo que vale a pena salvar, ou só adiando uma mudança que precisa acontecer.',
    interpretation:
      'Regida por Marte, o planeta da força e da ação, a Torre representa uma transformação repentina e inevitável. A sua lição é que estruturas falsas, sejam ilusões, negação ou arranjos construídos sobre o medo, não ficam de pé para sempre. Quando a vida sacode você, muitas vezes está mostrando onde você não pisava em terreno firme. Quando esta carta aparece, mantenha a calma o quanto puder, concentre-se na segurança imediata e no básico, e resista à vontade de reconstruir a mesma torre. É uma chance de construir algo mais verdadeiro.',
    imagery:
      'Uma alta torre de pedra se ergue num pico rochoso, com a coroa dourada arrancada por um raio. Chamas saem pelas janelas, e duas figuras caem de cabeça pelo céu escuro, cercadas de pequenas gotas de fogo com a forma da letra hebraica yod. A torre é a crença rígida e a falsa segurança; o raio é a verdade súbita ou a intervenção divina; a coroa que cai é o ego derrubado; as chamas em forma de yod sugerem a graça mesmo na destruição, uma centelha do divino em toda reviravolta.',
    areas: {
      love: {
        upright:
          'Uma revelação ou reviravolta repentina pode abalar a relação. Por mais doloroso que seja, revela a verdade que você precisa ver.',
        reversed:
          'A tensão está aumentando, ou uma crise acabou de ser evitada por pouco. Enfrentem os problemas escondidos antes que eles estourem.',
      },
      career: {
        upright:
          'Uma mudança inesperada, talvez uma reestruturação ou um fim repentino, pode virar tudo de cabeça para baixo. Adapte-se e procure a abertura que isso cria.',
        reversed:
          'Você pode estar se agarrando a uma situação que já está instável. Comece a se preparar para a mudança desde já, para que ela não pegue você desprevenido.',
      },
      wealth: {
        upright:
          'Um choque financeiro ou uma despesa inesperada pode chegar. Mantenha a calma, cubra primeiro o essencial e reconstrua passo a passo.',
        reversed:
          'Considere um quase acidente como o seu tiro de advertência. Reforce a sua reserva desde já e fique longe de movimentos arriscados por um tempo.',
      },
      health: {
        upright:
          'O estresse ou um alerta repentino pode exigir atenção. Leve a sério, descanse e procure um médico logo se algo parecer errado.',
        reversed:
          'Sinais de alerta podem estar se acumulando em silêncio. Não os deixe de lado; um check-up com o seu médico pode deixar você mais tranquilo.',
      },
    },
  },
  'major-17': {
    keywords: {
      upright: ['esperança', 'renovação', 'inspiração', 'serenidade'],
      reversed: ['desânimo', 'fé perdida', 'desconexão', 'insegurança'],
    },
    upright:
      'Depois da tempestade vem uma noite calma e estrelada. A Estrela traz esperança, cura e a sensação suave de que tudo vai ficar bem. É um tempo para se restaurar, se reconectar com os seus sonhos e voltar a confiar no futuro. Você não precisa ter tudo resolvido. Basta manter a luz à vista, dedicar a sua energia ao que você ama e deixar a renovação acontecer naturalmente.',
    reversed:
      'A esperança parece fraca agora. Você pode estar desanimado, duvidando do seu caminho ou cansado demais para acreditar que as coisas podem melhorar. A Estrela invertida lembra que a luz não se apagou; você só a perdeu de vista por um tempo. Seja gentil consigo. Pequenos gestos de autocuidado, e algumas pessoas que acreditam em você, podem ajudar a reencontrar o caminho.',
    interpretation:
      'Ligada a Aquário, a Estrela guarda uma visão do futuro e a fé silenciosa que nos mantém caminhando em direção a ele. Vindo depois da Torre, representa a cura após a turbulência. A sua lição é que a esperança não é ingenuidade; é uma prática. Quando esta carta aparece, reconecte-se com o que inspira você, seja a criatividade, a natureza ou a espiritualidade, e permita-se sonhar de novo. Ofereça os seus dons com generosidade, mas deixe-se também ser reabastecido. Você é mais resiliente do que imagina.',
    imagery:
      'Uma mulher nua está ajoelhada à beira de uma lagoa sob o céu noturno, derramando água de um jarro na lagoa e de outro sobre a terra. Uma grande estrela de oito pontas brilha acima dela, cercada por sete estrelas menores, e um íbis pousa numa árvore próxima. A nudez é abertura e vulnerabilidade; a água nutre tanto o emocional quanto o físico; a grande estrela é orientação e esperança; o íbis, sagrado para Thoth, é sabedoria e renovação.',
    areas: {
      love: {
        upright:
          'Cura e esperança fluem para a sua vida amorosa. Abra o coração de novo e confie que boas conexões são possíveis.',
        reversed:
          'Mágoas antigas podem ter deixado você na defensiva ou descrente. Cuide primeiro de si e deixe a fé no amor voltar no seu próprio ritmo.',
      },
      career: {
        upright:
          'Inspiração e motivação renovada iluminam o caminho. Siga a trilha que parece ter sentido e deixe a sua criatividade brilhar.',
        reversed:
          'Você pode estar sem inspiração ou inseguro sobre a sua direção. Relembre o que atraiu você para este trabalho no começo.',
      },
      wealth: {
        upright:
          'A recuperação financeira está a caminho. Mantenha a esperança, planeje com realismo e confie que o esforço constante vai se somar com o tempo.',
        reversed:
          'O desânimo pode levar a escolhas de que você depois se arrepende. Mantenha um plano sensato e não desista das suas metas ainda.',
      },
      health: {
        upright:
          'Um tempo de cura e renovação. Descanso, tempo ao ar livre sob o céu aberto e rotinas suaves vão ajudar a restaurar a sua energia.',
        reversed:
          'O baixo astral pode estar afetando o seu bem-estar. Dê pequenos passos restauradores e procure um profissional se se sentir travado.',
      },
    },
  },
  'major-18': {
    keywords: {
      upright: ['ilusão', 'incerteza', 'intuição', 'o subconsciente'],
      reversed: ['clareza voltando', 'libertação do medo', 'verdade revelada', 'confusão se dissipando'],
    },
    upright:
      'O caminho à frente está iluminado apenas pelo luar, e as coisas não são bem o que parecem. A Lua sinaliza incerteza, confusão e fatores ocultos. Os medos podem estar falando mais alto do que os fatos agora, e a sua imaginação pode pregar peças. Vá devagar, confie na sua intuição e não tome grandes decisões até a neblina se dissipar. Nem tudo precisa ser entendido esta noite.',
    reversed:
      'A neblina está começando a se dissipar. Mal-entendidos estão sendo esclarecidos, os medos estão perdendo força e a verdade está ficando à vista. A Lua invertida também pode indicar que enganos foram desmascarados, ou que você finalmente está encarando ansiedades que tinha empurrado para longe. Deixe a luz entrar aos poucos e tenha paciência consigo enquanto as coisas entram em foco.',
    interpretation:
      'Ligada a Peixes, a Lua governa os sonhos, a imaginação e as águas profundas do subconsciente. A sua lição é que nem tudo pode ser visto com clareza, e que o medo costuma preencher as lacunas do que não sabemos. Esta carta convida você a atravessar a incerteza com intuição, e não com pânico. Quando ela aparece, preste atenção aos sonhos e aos pressentimentos, mas confronte-os com a realidade. Separe o que você sabe do que você teme, e dê o próximo passo com a luz que tem.',
    imagery:
      'Uma lua cheia de rosto solene paira entre duas torres, deixando cair gotas de luz como orvalho. Embaixo, um cão e um lobo uivam para ela, e um lagostim sai de uma lagoa para um caminho sinuoso que leva a colinas distantes. A lua é o reino dos sonhos e da ilusão; o cão e o lobo são os lados domesticado e selvagem da nossa natureza; o lagostim é o subconsciente primitivo emergindo; o caminho entre as torres é a jornada incerta rumo ao desconhecido.',
    areas: {
      love: {
        upright:
          'Confusão ou sinais contraditórios podem turvar a relação. Não pressuponha o pior; faça perguntas e confie na sua intuição.',
        reversed:
          'A clareza está voltando e os mal-entendidos estão se desfazendo. Uma conversa honesta e sem pressa vai ajudar a limpar o ar.',
      },
      career: {
        upright:
          'Incerteza ou interesses ocultos podem estar em jogo. Reúna informações com cuidado antes de tomar qualquer decisão importante.',
        reversed:
          'A verdade por trás de uma situação confusa está vindo à tona. Use essa nova clareza para dar o próximo passo com confiança.',
      },
      wealth: {
        upright:
          'Desconfie de negócios pouco claros ou de quem evita respostas diretas. Confira os fatos duas vezes e adie investimentos arriscados.',
        reversed:
          'A confusão financeira está se desfazendo. Olhe de novo para a sua situação com outros olhos e ajuste os planos ao que você vê.',
      },
      health: {
        upright:
          'Ansiedade ou sono ruim podem estar afetando você. Descanso, rotinas suaves e conversar sobre o que preocupa ajudam; procure um médico se as preocupações persistirem.',
        reversed:
          'As coisas estão ficando mais claras e a ansiedade está diminuindo. Continue protegendo o seu sono e os pequenos hábitos de autocuidado que dão estabilidade.',
      },
    },
  },
  'major-19': {
    keywords: {
      upright: ['alegria', 'sucesso', 'vitalidade', 'otimismo'],
      reversed: ['contratempos passageiros', 'alegria apagada', 'excesso de confiança', 'sucesso adiado'],
    },
    upright:
      'Esta é uma das cartas mais luminosas do baralho. O Sol traz calor, sucesso e felicidade genuína: as coisas estão indo bem, e você sente isso. A confiança vem naturalmente, as relações fluem e os seus esforços estão dando resultado. Permita-se aproveitar. Compartilhe a sua alegria com generosidade, brinque um pouco e deixe a luz entrar. A vida está lhe oferecendo um momento para simplesmente brilhar.',
    reversed:
      'O sol continua lá, só atrás de algumas nuvens. Você pode estar menos alegre do que de costume, enfrentando pequenos contratempos ou com dificuldade de ver o lado bom da sua situação. O Sol invertido também pode alertar contra o excesso de confiança ou a positividade forçada. Tenha paciência. A luz vai voltar, e enquanto isso pequenos prazeres ainda podem aquecer os seus dias.',
    interpretation:
      'Regida pelo próprio Sol, esta carta representa vitalidade, clareza e a alegria de estar plenamente vivo. Depois da confusão da Lua vem a iluminação: tudo é visto com nitidez e calor. A sua lição é abraçar a felicidade sem culpa e compartilhar a sua luz com os outros. Quando o Sol aparece, celebre as suas conquistas, reconecte-se com os prazeres simples e deixe que vejam quem você é de verdade. Uma confiança enraizada na gratidão é uma força poderosa.',
    imagery:
      'Uma criança sorridente monta em pelo um cavalo branco, de braços abertos, sob um enorme sol radiante de rosto humano. Atrás dela, girassóis altos espiam por cima de um muro de pedra, e um estandarte vermelho tremula numa das mãos. A criança é a inocência e a alegria pura; o cavalo branco é força e pureza; os girassóis se voltam para a luz, símbolos de crescimento e abundância; o muro sugere os limites seguros dentro dos quais a alegria pode florescer.',
    areas: {
      love: {
        upright:
          'Felicidade e calor preenchem a sua vida amorosa. As relações parecem alegres e seguras, e um novo romance pode muito bem florescer.',
        reversed:
          'Um pouco de tensão ou um leve esfriamento podem apagar o clima. Voltem às coisas simples que fazem vocês rirem juntos.',
      },
      career: {
        upright:
          'Sucesso e reconhecimento são prováveis. A sua confiança e o seu entusiasmo ajudam você a brilhar, então não tenha vergonha de se apresentar.',
        reversed:
          'O progresso pode estar mais lento do que você esperava. Siga em frente e cuide para que as primeiras vitórias não virem a ilusão de que o sucesso está garantido.',
      },
      wealth: {
        upright:
          'Uma fase próspera, em que o esforço traz recompensas. Aproveite, e guarde ou invista com sabedoria parte da sua boa sorte.',
        reversed:
          'Pequenos contratempos ou um toque de excesso de confiança podem afetar as suas finanças. Mantenha os pés no chão e dispense riscos desnecessários.',
      },
      health: {
        upright:
          'A energia e a vitalidade estão em alta. Aproveite o sol, o movimento e tudo o que levanta o seu ânimo e leva você para fora de casa.',
        reversed:
          'A sua energia pode cair por um tempo. Descanse, tome um pouco de luz do dia e procure um médico se o cansaço não passar.',
      },
    },
  },
  'major-20': {
    keywords: {
      upright: ['despertar', 'acerto de contas', 'renovação', 'atender a um chamado'],
      reversed: ['insegurança', 'autocrítica severa', 'ignorar o chamado', 'arrependimento'],
    },
    upright:
      'Um chamado para despertar está soando, e desta vez você está pronto para atender. O Julgamento traz clareza sobre o passado e uma forte noção do que vem a seguir. Você pode estar refletindo sobre escolhas antigas, perdoando a si mesmo ou aos outros, e se sentindo chamado para um novo capítulo com propósito verdadeiro. É um momento de acerto de contas no melhor sentido: ver a si mesmo com clareza e se erguer à altura do seu potencial.',
    reversed:
      'O chamado está aí, mas você hesita em atender. A insegurança, o medo da mudança ou um julgamento severo do seu passado podem estar segurando você. O Julgamento invertido também pode apontar para um arrependimento que mantém você preso. Seja mais gentil consigo. Você não precisa ter tudo resolvido; só precisa estar disposto a ouvir e dar o primeiro passo.',
    interpretation:
      'Associado ao elemento fogo e, na prática moderna, a Plutão, o Julgamento fala de renascimento e transformação no nível mais profundo. A sua lição é que você não é definido pelo seu passado; pode se erguer a partir dele. Esta carta pede que você revise a sua vida com honestidade, largue velhas culpas e abrace um chamado mais elevado. Quando ela aparece, pergunte-se o que realmente importa e o que você está sendo chamado a se tornar. Depois responda com coragem e autocompaixão.',
    imagery:
      'Um anjo toca uma trombeta do alto das nuvens, com um estandarte de cruz vermelha pendurado nela. Embaixo, homens, mulheres e crianças se erguem de caixões abertos que flutuam na água, com os braços estendidos para o céu. Montanhas nevadas preenchem o fundo. A trombeta é um chamado para despertar; as figuras que se erguem são renascimento e renovação; a cruz no estandarte é equilíbrio e integração; as montanhas são os desafios e a clareza de um novo patamar de existência.',
    areas: {
      love: {
        upright:
          'Uma relação pode chegar a um ponto de virada, talvez uma reconciliação ou um compromisso mais profundo. O perdão abre o caminho adiante.',
        reversed:
          'Arrependimentos antigos ou julgamentos severos podem estar bloqueando o amor. Perdoe a si mesmo e aos outros, para ficar livre para seguir em frente.',
      },
      career: {
        upright:
          'Um chamado ou um senso de propósito mais claro está surgindo. Confie nele e dê passos reais em direção a um trabalho que combine de verdade com você.',
        reversed:
          'A dúvida pode estar impedindo você de buscar o que realmente quer. Reflita com honestidade e escute a voz que você vive calando.',
      },
      wealth: {
        upright:
          'Um bom momento para rever decisões financeiras passadas e recomeçar. Uma revisão lúcida leva a escolhas mais sábias daqui para a frente.',
        reversed:
          'Fugir de um acerto de contas financeiro pode só piorar as coisas. Encare-o com calma e trate os erros passados como lições, não como motivo de vergonha.',
      },
      health: {
        upright:
          'A motivação renovada favorece hábitos mais saudáveis. Deixe este alerta despertar mudanças positivas que você consiga sustentar.',
        reversed:
          'Ignorar o que o seu corpo precisa pode atrasar você. Escute-o com atenção e procure orientação médica na dúvida.',
      },
    },
  },
  'major-21': {
    keywords: {
      upright: ['conclusão', 'realização', 'integração', 'conquista'],
      reversed: ['assuntos pendentes', 'falta de desfecho', 'atrasos', 'atalhos'],
    },
    upright:
      'Você fechou o círculo. O Mundo marca a conclusão de um grande capítulo: uma meta alcançada, uma lição aprendida, uma jornada que levou você a um lugar de inteireza. Há aqui uma profunda sensação de realização, de todas as peças finalmente se encaixando. Tire um tempo para celebrar e honrar o quanto você caminhou. Quando estiver pronto, um novo ciclo vai começar, e você vai levar para ele tudo o que aprendeu.',
    reversed:
      'Você está perto da linha de chegada, mas algo ainda não se resolveu. Talvez uma ponta solta precise ser amarrada, ou você esteja hesitando em fechar um capítulo e abrir o próximo. O Mundo invertido também pode indicar a tentativa de pular etapas a caminho da conclusão. Veja o que ficou por fazer, termine com cuidado e dê a si mesmo o desfecho que você merece.',
    interpretation:
      'Regido por Saturno, o planeta do tempo, da estrutura e da maturidade, o Mundo é a última carta dos arcanos maiores: a jornada do Louco se completa. A sua lição é a integração: reunir todas as experiências, alegres e dolorosas, numa sensação de inteireza. Quando esta carta aparece, reconheça as suas conquistas e o crescimento por trás delas. Concluir não é um fim, mas um limiar. Honre o que você construiu e avance para o próximo ciclo com gratidão e confiança.',
    imagery:
      'Uma figura que dança, envolta com leveza numa faixa violeta, flutua dentro de uma grande guirlanda oval de louros atada com fitas vermelhas, com um bastão em cada mão. Nos quatro cantos aparecem as mesmas criaturas da Roda da Fortuna: um anjo, uma águia, um leão e um touro. A guirlanda é vitória e conclusão; a dançarina é liberdade e harmonia; os dois bastões ecoam o Mago, agora em perfeito equilíbrio; as quatro criaturas, que já não leem os seus livros, mostram os elementos plenamente integrados.',
    areas: {
      love: {
        upright:
          'Uma fase de profunda realização no amor, talvez um marco como um compromisso ou uma sensação de verdadeira inteireza a dois.',
        reversed:
          'Algo ainda parece inacabado entre vocês. Tratem das questões pendentes para que os dois possam seguir em frente de coração inteiro.',
      },
      career: {
        upright:
          'Uma grande meta é alcançada, trazendo reconhecimento e satisfação. Comemore, e depois pense no seu próximo grande passo.',
        reversed:
          'Um projeto se arrasta ou nunca chega a fechar. Concentre-se em terminar bem antes de se permitir começar algo novo.',
      },
      wealth: {
        upright:
          'As metas financeiras estão ao alcance e a estabilidade está garantida. Aproveite as recompensas e planeje com sabedoria a próxima fase.',
        reversed:
          'Alcançar as suas metas financeiras está levando mais tempo do que o planejado. Amarre as pontas soltas, tenha paciência e evite atalhos arriscados.',
      },
      health: {
        upright:
          'Uma linda sensação de inteireza e bem-estar. Mantenha os hábitos que trouxeram você até aqui e aproveite o equilíbrio que encontrou.',
        reversed:
          'Você pode se sentir perto das suas metas, mas ainda não lá. Mantenha a constância e procure um médico se algo persistir.',
      },
    },
  },
};
