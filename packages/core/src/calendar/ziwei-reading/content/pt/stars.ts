import type { StarId } from '../../vocabulary';
import type { StarTexts } from '../../texts';

export const stars: Readonly<Record<StarId, StarTexts>> = {
  ziwei: {
    keywords: 'presença · visão · responsabilidade',
    core: 'Zi Wei, a Estrela do Imperador, representa autonomia, dignidade e o desejo de enxergar o quadro completo. Quer as coisas bem-feitas e com elegância, e costuma carregar as responsabilidades de todos como se fossem suas.',
    soul: 'Com Zi Wei no palácio da Vida, você costuma ter uma autoridade serena em que as pessoas confiam, e gosta de ver o tabuleiro inteiro antes de mexer uma peça. A liderança convence mais quando também sabe ouvir.',
    wealth:
      'Zi Wei no palácio da Riqueza tende a gastos planejados e dignos e a arranjos de longo prazo, mais do que a ganhos rápidos. Uma pergunta que vale a pena fazer: quando gasto, estou atendendo a uma necessidade ou sustentando uma imagem?',
    career:
      'Zi Wei no palácio da Carreira combina com funções de coordenar, decidir e assumir responsabilidades. Procure um palco onde o seu dom de organizar possa trabalhar, e pratique delegar tarefas a pessoas de confiança.',
    spouse:
      'Zi Wei no palácio do Cônjuge valoriza respeito e equilíbrio no amor, e espera admirar quem está ao lado. Intimidade não tem a ver com quem lidera; experimente olhar olho no olho e decidir junto.',
    other:
      'Zi Wei aqui marca uma área que você quer conduzir direito e na qual está disposto a investir. Serenidade, mais do que controle, costuma render mais.',
  },
  tianji: {
    keywords: 'raciocínio rápido · estratégia · mudança',
    core: 'Tian Ji, a estrela da sabedoria e do movimento, pensa com agilidade, analisa e planeja bem, e pode pensar demais.',
    soul: 'Com Tian Ji no palácio da Vida, você é perspicaz e rápido, curioso sobre o porquê das coisas. Uma mente veloz é um presente; dê a ela também algumas folgas.',
    wealth:
      'Tian Ji no palácio da Riqueza administra os recursos com informação e planejamento, não com força. Um plano claro, por escrito, evita que ideias demais virem mudanças demais.',
    career:
      'Tian Ji no palácio da Carreira combina com trabalhos que usam a cabeça: planejamento, pesquisa, consultoria, tecnologia. A mudança é sua aliada; antes de cada virada, decida o que você quer manter.',
    spouse:
      'Tian Ji no palácio do Cônjuge procura alguém com quem conversar, que encontre você no campo das ideias. A conversa alimenta o vínculo: adivinhe menos, diga mais.',
    other:
      'Tian Ji aqui faz de você quem tem as ideias nesta área, e às vezes quem muda de rumo. Dê aos seus planos a paciência de serem executados.',
  },
  taiyang: {
    keywords: 'calor · generosidade · abertura',
    core: 'Tai Yang, o Sol, representa luz e calor, doação, reputação e vida pública. Adora iluminar os outros e às vezes se esquece de cuidar de si.',
    soul: 'Com Tai Yang no palácio da Vida, você tem o coração aberto e é leal, pronto para defender os outros. O seu calor é contagiante; lembre-se de que quem dá luz também precisa recarregar.',
    wealth:
      'Tai Yang no palácio da Riqueza é generoso com o dinheiro e gasta com pessoas e ideais. Abertura e bom nome ajudam você aqui; guarde alguma margem para si.',
    career:
      'Tai Yang no palácio da Carreira combina com trabalhos de contato com o público e influência: ensino, mídia, gestão, serviço público. O entusiasmo é o seu cartão de visita; o ritmo certo é o que o faz durar.',
    spouse:
      'Tai Yang no palácio do Cônjuge dá e protege no amor, e quer tudo claro e às claras. Antes de dar, perceba do que o seu par realmente precisa.',
    other:
      'Tai Yang brilha aqui: nesta área, você é quem dá primeiro e leva calor. Verifique de vez em quando se a sua própria energia está abastecida.',
  },
  wuqu: {
    keywords: 'decidido · prático · faz acontecer',
    core: 'Wu Qu é ao mesmo tempo estrela da riqueza e general: decidido, prático e bom de execução, preza a eficiência e os resultados.',
    soul: 'Com Wu Qu no palácio da Vida, você é direto, determinado e cumpre o que promete. A firmeza é a sua base; onde for preciso suavidade, baixe um pouco o tom.',
    wealth:
      'Wu Qu no palácio da Riqueza é, como diz a tradição, a estrela da riqueza em casa: jeito para números e método. Descreve uma habilidade e um hábito, não um resultado garantido; constância e disciplina tiram o melhor dela.',
    career:
      'Wu Qu no palácio da Carreira combina com funções que exigem decisões: finanças, engenharia, gestão. Você faz as coisas acontecerem; deixe espaço também para os outros na equipe.',
    spouse:
      'Wu Qu no palácio do Cônjuge demonstra amor com atitudes, mais do que com palavras doces. Dizer de vez em quando o que você sente vai tranquilizar o seu par.',
    other:
      'Wu Qu aqui traz foco em eficiência e resultados nesta área. Equilibrar firmeza e flexibilidade mantém as coisas andando.',
  },
  tiantong: {
    keywords: 'gentil · satisfeito · aproveita a vida',
    core: 'Tian Tong, a estrela das bênçãos, é suave e tranquila e sabe aproveitar a vida, embora às vezes lhe falte um empurrão.',
    soul: 'Com Tian Tong no palácio da Vida, você é querido e de temperamento equilibrado, com uma abertura quase infantil. A leveza é uma bênção; uma pequena meta só sua dá direção aos dias.',
    wealth:
      'Tian Tong no palácio da Riqueza encara o dinheiro com leveza e valoriza a qualidade de vida. Um jeito lento e constante, com espaço tanto para aproveitar quanto para poupar, combina com você.',
    career:
      'Tian Tong no palácio da Carreira combina com ambientes acolhedores e harmoniosos: atendimento, design, cuidado, cultura. Encontre um trabalho de que você goste e a motivação vem junto.',
    spouse:
      'Tian Tong no palácio do Cônjuge sonha com uma parceria aconchegante e descontraída. Encarar os problemas juntos, em vez de contorná-los, deixa a relação mais firme.',
    other:
      'Tian Tong aqui deixa você à vontade nesta área. A tranquilidade cresce melhor quando continua sendo cuidada.',
  },
  lianzhen: {
    keywords: 'paixão · princípios · autodisciplina',
    core: 'Lian Zhen é complexa e cheia de tensão: tem princípios e autodisciplina, mas também paixão e desejo. É uma estrela que pede para ser bem administrada.',
    soul: 'Com Lian Zhen no palácio da Vida, você tem personalidade forte e charme, e padrões próprios. Transformar sentimentos intensos em foco é a sua grande força.',
    wealth:
      'Lian Zhen no palácio da Riqueza é ambiciosa com os recursos e segue as regras. Regras claras e contas claras permitem que essa ambição vá longe.',
    career:
      'Lian Zhen no palácio da Carreira combina com áreas de normas, sistemas ou competição: gestão, serviço público, compliance, problemas técnicos difíceis. Limites claros fazem o sucesso parecer merecido.',
    spouse:
      'Lian Zhen no palácio do Cônjuge ama com intensidade e se importa com o quanto cada um se entrega. Formule o que importa como um desejo, não como uma exigência, e tudo fica mais leve.',
    other:
      'Lian Zhen aqui mexe com os seus sentimentos e com o seu lado competitivo nesta área. Defina primeiro os seus princípios, depois traga a paixão.',
  },
  tianfu: {
    keywords: 'estável · generoso · guardião',
    core: 'Tian Fu, a estrela do tesouro, representa estabilidade, generosidade e a preservação do que foi construído; acumula e cuida das coisas.',
    soul: 'Com Tian Fu no palácio da Vida, você passa uma imagem de pessoa confiável e generosa, com bom senso de medida. A estabilidade é a sua força; saia da zona de conforto de vez em quando.',
    wealth:
      'Tian Fu no palácio da Riqueza valoriza formar reservas e ter segurança, e planeja com antecedência. É uma tendência cautelosa e firme, que combina com planos de longo prazo; não há corrida nenhuma para vencer.',
    career:
      'Tian Fu no palácio da Carreira combina com funções baseadas em estabilidade e confiança: gestão, administração, contabilidade. Você é o lastro da equipe; peça também a chance de brilhar.',
    spouse:
      'Tian Fu no palácio do Cônjuge quer uma relação duradoura e assentada, e gosta de cuidar do seu par. Junto com a estabilidade, traga algo novo de vez em quando.',
    other:
      'Tian Fu aqui faz de você alguém que guarda e constrói nesta área. Continue avançando enquanto se protege, e você pisa em terreno mais firme.',
  },
  taiyin: {
    keywords: 'sensível · gentil · introspectivo',
    core: 'Tai Yin, a Lua, é gentil, sutil e sensível. Rege a vida interior, o lar e a poupança, e trabalha em silêncio.',
    soul: 'Com Tai Yin no palácio da Vida, você sente profundamente, repara nos detalhes e tem bom olho. A sua delicadeza é uma força; diga também do que você precisa.',
    wealth:
      'Tai Yin no palácio da Riqueza constrói devagar e com constância, e valoriza um lar seguro. Planos pacientes e de longo prazo combinam com ela.',
    career:
      'Tai Yin no palácio da Carreira combina com trabalhos que pedem cuidado, bom gosto ou atenção aos outros: design, escrita, finanças, educação. A persistência silenciosa acaba sendo notada.',
    spouse:
      'Tai Yin no palácio do Cônjuge dá valor aos detalhes atenciosos e a uma companhia delicada. Dizer o que você espera é melhor do que esperar que o seu par adivinhe.',
    other: 'Tai Yin aqui sugere uma abordagem gentil e cuidadosa nesta área; ir devagar é o que mantém você firme.',
  },
  tanlang: {
    keywords: 'muitos talentos · curiosidade · sociabilidade',
    core: 'Tan Lang é talentosa e curiosa, a estrela do desejo e da vida social, atraída por tudo o que é novo; precisa aprender a escolher.',
    soul: 'Com Tan Lang no palácio da Vida, você tem interesses amplos e muito charme, e lida bem com as pessoas. O entusiasmo é o seu combustível; o foco faz com que ele queime por mais tempo.',
    wealth:
      'Tan Lang no palácio da Riqueza liga os recursos a pessoas, interesses e talentos. Quando as ideias se multiplicam, separe primeiro o que você quer do que você precisa.',
    career:
      'Tan Lang no palácio da Carreira combina com áreas sociais, criativas e expressivas: vendas, mídia, artes, entretenimento. Depois de experimentar muitas coisas, aprofunde uma especialidade.',
    spouse:
      'Tan Lang no palácio do Cônjuge valoriza atração e diversão e deseja uma parceria cheia de cor. Além da novidade, compromisso e confiança são igualmente preciosos.',
    other:
      'Tan Lang aqui desperta o seu interesse e entusiasmo nesta área. Quando você quiser muita coisa, escolha uma ou duas e vá fundo.',
  },
  jumen: {
    keywords: 'análise · eloquência · busca da verdade',
    core: 'Ju Men rege a fala e o pensamento crítico: analisa e questiona, e pode ficar desconfiada. As palavras são o seu dom e também a sua lição.',
    soul: 'Com Ju Men no palácio da Vida, você observa com agudeza, tem opiniões próprias e olha por baixo da superfície. Transformar a dúvida em investigação é a sua vantagem.',
    wealth:
      'Ju Men no palácio da Riqueza liga os recursos à especialização, à fala ou ao conhecimento. Acordos por escrito e explicações simples evitam muitos mal-entendidos.',
    career:
      'Ju Men no palácio da Carreira combina com trabalhos baseados em palavras e conhecimento: ensino, consultoria, mídia, pesquisa. Reconheça primeiro e depois acrescente o seu ponto, e a mensagem chega melhor.',
    spouse:
      'Ju Men no palácio do Cônjuge torna a comunicação especialmente importante; um único comentário pode desencadear uma longa linha de pensamento. Pergunte "você quer dizer…?" em vez de supor.',
    other:
      'Ju Men aqui faz da comunicação a chave desta área. Diga as coisas com clareza e gentileza, e muita coisa corre melhor.',
  },
  tianxiang: {
    keywords: 'justo · diplomático · cumpre promessas',
    core: 'Tian Xiang, a estrela do selo, apoia, media e mantém as coisas justas; valoriza a boa ordem e a boa apresentação, e é um parceiro confiável em qualquer trabalho.',
    soul: 'Com Tian Xiang no palácio da Vida, você é cortês e prestativo, e se importa com a justiça. As pessoas confiam em você para mediar; não perca de vista os seus próprios desejos.',
    wealth:
      'Tian Xiang no palácio da Riqueza mantém as questões de dinheiro em ordem e em equilíbrio. Um jeito constante combina com você; não há necessidade de se esticar para manter as aparências.',
    career:
      'Tian Xiang no palácio da Carreira combina com funções de apoio e coordenação, administração, trabalho com pessoas ou assessoria. Apoie um objetivo que valha a pena e o seu valor se multiplica.',
    spouse:
      'Tian Xiang no palácio do Cônjuge valoriza justiça e delicadeza na relação e cuida do seu par. Num desentendimento, sentimentos sinceros valem mais do que uma paz de fachada.',
    other:
      'Tian Xiang aqui faz de você o mediador e o guardião das regras nesta área. O senso de justiça constrói confiança com o tempo.',
  },
  tianliang: {
    keywords: 'maduro · protetor · com princípios',
    core: 'Tian Liang, a estrela que abriga, representa proteção, princípios e a postura de alguém mais velho. Adora cuidar das pessoas e explicar como as coisas devem ser.',
    soul: 'Com Tian Liang no palácio da Vida, você é maduro e estável, com o senso de dever de alguém mais velho; mantém a calma e as pessoas vêm a você pedir ajuda. Deixe-se cuidar também.',
    wealth:
      'Tian Liang no palácio da Riqueza não é apegado ao dinheiro e se preocupa mais com segurança e princípios. Arranjos cautelosos combinam com ele; ajude os outros dentro das suas possibilidades.',
    career:
      'Tian Liang no palácio da Carreira combina com trabalhos de proteção: ensino, serviço social, fiscalização, aconselhamento. A sua experiência se torna algo em que os outros podem se apoiar.',
    spouse:
      'Tian Liang no palácio do Cônjuge costuma fazer o papel de quem cuida e admira um par maduro. Menos sermão e mais caminhar lado a lado aproximam vocês.',
    other:
      'Tian Liang aqui faz você olhar pelos outros nesta área, segundo os seus próprios princípios. Princípios oferecidos com gentileza são mais bem acolhidos.',
  },
  qisha: {
    keywords: 'ousadia · independência · pioneirismo',
    core: 'Qi Sha, uma estrela de general, representa ousadia, garra e independência; avança com tudo e adora um desafio.',
    soul: 'Com Qi Sha no palácio da Vida, você tem vontade forte e muita garra, e os desafios despertam você. Quando partir para cima, olhe para trás de vez em quando e veja os seus companheiros.',
    wealth:
      'Qi Sha no palácio da Riqueza vai atrás dos recursos com ousadia e eficiência. Conhecer os seus limites antes de agir torna essa ousadia mais confiável.',
    career:
      'Qi Sha no palácio da Carreira combina com trabalhos pioneiros e exigentes: abrir empresas, conquistar mercados, resolver problemas técnicos difíceis. Metas definidas em etapas mantêm o ritmo firme.',
    spouse:
      'Qi Sha no palácio do Cônjuge é direta no amor, e os dois precisam de espaço próprio. Transforme a insistência em aceitação e o vínculo fica resistente.',
    other:
      'Qi Sha aqui faz você querer dar tudo de si nesta área. A coragem planejada vai mais longe do que a garra em estado bruto.',
  },
  pojun: {
    keywords: 'pioneirismo · renovação · fora do comum',
    core: 'Po Jun, a estrela da ruptura, ousa varrer o velho e começar o novo; não gosta de rotina, e a mudança também lhe pede que arrume as coisas com paciência.',
    soul: 'Com Po Jun no palácio da Vida, você é singular e ousado, e muitas vezes encontra caminhos novos por meio da mudança. A ousadia é o seu dom; terminar bem também é uma força sua.',
    wealth:
      'Po Jun no palácio da Riqueza vê os recursos se movimentarem bastante, seguindo ideias e planos. Uma reserva que você promete não tocar traz tranquilidade em meio à mudança.',
    career:
      'Po Jun no palácio da Carreira combina com trabalhos que inovam, reformam ou abrem novos caminhos. Antes de cada mudança, saiba o que você quer levar adiante.',
    spouse:
      'Po Jun no palácio do Cônjuge valoriza sinceridade e frescor no amor e não gosta de se sentir cercado. Fale com franqueza e deem um ao outro tempo para se ajustar.',
    other: 'Po Jun aqui traz mudanças e recomeços a esta área. Veja a mudança como renovação, não como perda.',
  },
};
