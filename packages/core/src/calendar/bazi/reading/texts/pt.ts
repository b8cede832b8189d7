import type { ReadingTexts } from '../types';

/** A leitura em português, escrita a partir do original chinês: acolhedora, concreta, para reflexão e nunca como destino. */
export const texts: ReadingTexts = {
  'list.separator': ', ',
  'relation.name': '{{kind}}: {{members}}',
  'relation.joiner': ' – ',

  'element.木': 'Madeira',
  'element.火': 'Fogo',
  'element.土': 'Terra',
  'element.金': 'Metal',
  'element.水': 'Água',
  'god.比肩': 'Companheiro',
  'god.劫财': 'Ladrão de riqueza',
  'god.正印': 'Recurso direto',
  'god.偏印': 'Recurso indireto',
  'god.食神': 'Deus da comida',
  'god.伤官': 'Oficial que fere',
  'god.正财': 'Riqueza direta',
  'god.偏财': 'Riqueza indireta',
  'god.正官': 'Oficial direto',
  'god.七杀': 'Sete matanças',
  'category.peer': 'Companheiros',
  'category.resource': 'Recurso',
  'category.output': 'Expressão',
  'category.wealth': 'Riqueza',
  'category.officer': 'Autoridade',

  'level.veryWeak': 'Muito fraco',
  'level.weak': 'Fraco',
  'level.balanced': 'Equilibrado',
  'level.strong': 'Forte',
  'level.veryStrong': 'Muito forte',

  'strength.season.prosperous':
    'Nascimento no mês {{branch}}, quando o elemento {{element}} está no auge: a estação tem o mesmo elemento do mestre do dia (+{{points}}).',
  'strength.season.supported':
    'Nascimento no mês {{branch}}, cujo elemento {{element}} nutre o mestre do dia: a estação lhe dá apoio (+{{points}}).',
  'strength.season.resting':
    'Nascimento no mês {{branch}}, cujo elemento {{element}} é nutrido pelo mestre do dia: a estação consome parte da sua força (+{{points}}).',
  'strength.season.confined':
    'Nascimento no mês {{branch}}, cujo elemento {{element}} o mestre do dia precisa controlar: a estação o cansa (+{{points}}).',
  'strength.season.dead':
    'Nascimento no mês {{branch}}, cujo elemento {{element}} controla o mestre do dia: a estação joga contra ele (+{{points}}).',
  'strength.roots.found': 'Os troncos ocultos {{stems}} nos ramos dão raiz ou alimento ao mestre do dia (+{{points}}).',
  'strength.roots.none': 'Nenhum tronco oculto nos ramos dá raiz ou alimento ao mestre do dia (+0).',
  'strength.stems.found': 'Os troncos {{stems}} estão ao lado do mestre do dia e o ajudam (+{{points}}).',
  'strength.stems.none': 'Nenhum dos outros troncos ajuda o mestre do dia (+0).',

  'pattern.name.zhengGuan': 'Estrutura de Oficial direto',
  'pattern.name.qiSha': 'Estrutura de Sete matanças',
  'pattern.name.zhengCai': 'Estrutura de Riqueza direta',
  'pattern.name.pianCai': 'Estrutura de Riqueza indireta',
  'pattern.name.shiShen': 'Estrutura de Deus da comida',
  'pattern.name.shangGuan': 'Estrutura de Oficial que fere',
  'pattern.name.zhengYin': 'Estrutura de Recurso direto',
  'pattern.name.pianYin': 'Estrutura de Recurso indireto',
  'pattern.name.jianLu': 'Estrutura de Prosperidade estabelecida (jian lu)',
  'pattern.name.yueRen': 'Estrutura da Lâmina do mês (yue ren)',
  'pattern.name.followWealth': 'Estrutura que segue a Riqueza',
  'pattern.name.followOfficer': 'Estrutura que segue a Autoridade',
  'pattern.name.followOutput': 'Estrutura que segue a Expressão',
  'pattern.name.dominant': 'Estrutura de elemento dominante',
  'pattern.about.zhengGuan':
    'Ordem e senso de justiça vêm naturalmente para você; você gosta de conhecer as regras e de responder pelo resultado.',
  'pattern.about.qiSha':
    'Pressão e coragem chegam juntas: você se apresenta quando é preciso, e faz bem em aprender quando aliviar.',
  'pattern.about.zhengCai':
    'Prático e constante, você valoriza a construção paciente e as promessas que podem ser cumpridas.',
  'pattern.about.pianCai':
    'Você percebe oportunidades e pessoas rapidamente, e gosta de experimentar mais de um caminho.',
  'pattern.about.shiShen':
    'Tranquilo e expressivo, você tem bom gosto e gosta de fazer as coisas com capricho e beleza.',
  'pattern.about.shangGuan':
    'Ágil e original, você não gosta de trilhos fixos; suas ideias costumam chegar antes das de todo mundo.',
  'pattern.about.zhengYin':
    'Aprender e ter bom nome importam para você; você é paciente e muitas vezes encontra apoio em mentores.',
  'pattern.about.pianYin':
    'Intuitivo e independente no pensamento, você consegue se perder com gosto num assunto especializado.',
  'pattern.about.jianLu':
    'O mês é o próprio território do mestre do dia: você tende a abrir caminho com as próprias mãos.',
  'pattern.about.yueRen':
    'O mês dá ao mestre do dia o seu gume mais afiado: uma personalidade marcante, com energia de sobra, que rende mais quando mirada no que importa.',
  'pattern.about.followWealth':
    'Um mestre do dia sem raízes acompanha a Riqueza que preenche o mapa: você encontra o seu lugar lendo a situação e mantendo os pés no chão.',
  'pattern.about.followOfficer':
    'Um mestre do dia sem raízes acompanha a Autoridade que preenche o mapa: estruturas claras permitem que você tome emprestada a força delas.',
  'pattern.about.followOutput':
    'Um mestre do dia sem raízes acompanha a Expressão que preenche o mapa: talento e expressão são a sua vazão natural.',
  'pattern.about.dominant':
    'Um único elemento, {{element}}, domina o mapa inteiro sem nada que o contenha: seguir essa corrente é o que vem mais naturalmente.',
  'pattern.reason.main':
    'O tronco oculto principal do mês {{branch}}, {{stem}}, é {{tenGod}}: a estrutura é lida a partir dele.',
  'pattern.reason.shown':
    '{{stem}}, oculto no mês {{branch}}, aparece entre os troncos como {{tenGod}}: a estrutura é lida a partir dele.',
  'pattern.reason.peerMonth':
    'O qi principal do mês {{branch}} é o próprio elemento do mestre do dia, então o seu tronco oculto {{stem}} ({{tenGod}}) define a estrutura.',
  'pattern.reason.lu':
    'O mestre do dia nasceu no mês {{branch}}, o seu lugar de prosperidade (lin guan, a posse do cargo).',
  'pattern.reason.ren': 'O mestre do dia nasceu no mês {{branch}}, o seu lugar de força máxima (di wang, o apogeu).',
  'pattern.reason.followWealth':
    'O mestre do dia é muito fraco: nenhum ramo guarda o seu elemento como raiz e nenhum tronco o ajuda, enquanto a Riqueza é o que mais pesa.',
  'pattern.reason.followOfficer':
    'O mestre do dia é muito fraco: nenhum ramo guarda o seu elemento como raiz e nenhum tronco o ajuda, enquanto a Autoridade é o que mais pesa.',
  'pattern.reason.followOutput':
    'O mestre do dia é muito fraco: nenhum ramo guarda o seu elemento como raiz e nenhum tronco o ajuda, enquanto a Expressão é o que mais pesa.',
  'pattern.reason.dominant':
    'O mestre do dia de {{element}} governa a sua própria estação e não encontra Autoridade em nenhuma parte do mapa.',

  'balance.followWealth': 'Um mapa que segue a Riqueza é favorecido pela própria Riqueza.',
  'balance.followOfficer': 'Um mapa que segue a Autoridade é favorecido pela própria Autoridade.',
  'balance.followOutput': 'Um mapa que segue a Expressão é favorecido pela própria Expressão.',
  'balance.dominant': 'Um mapa dominante é favorecido pelo seu próprio elemento, acompanhando a sua força.',
  'balance.strongPeers':
    'Um mestre do dia forte e cercado de Companheiros ganha forma, de preferência, com a Autoridade.',
  'balance.strongResource': 'Um mestre do dia forte e carregado de Recurso se equilibra melhor com a Riqueza.',
  'balance.weakOfficer':
    'Um mestre do dia fraco, pressionado sobretudo pela Autoridade, encontra alívio no Recurso, que transforma essa pressão em apoio.',
  'balance.weakWealth':
    'Um mestre do dia fraco, sobrecarregado sobretudo pela Riqueza, é ajudado pelos Companheiros, que dividem o peso.',
  'balance.weakOutput': 'Um mestre do dia fraco, desgastado sobretudo pela Expressão, se recompõe com o Recurso.',
  'balance.balancedScarce':
    'Um mapa equilibrado tem apenas {{count}} de {{element}}: completar o que está em falta é o que mais ajuda.',
  'balance.balancedExcess': 'Um mapa equilibrado já tem {{count}} de {{element}}: mais do que isso o desequilibraria.',
  'balance.climate.winter':
    'Clima: nascimento no inverno com apenas {{count}} de Fogo no mapa; o frio pede {{element}} para aquecer.',
  'balance.climate.summer':
    'Clima: nascimento no verão com apenas {{count}} de Água no mapa; o calor pede {{element}} para refrescar.',
  'balance.helps': 'Alimenta o elemento útil, {{element}}, ou trabalha ao lado dele.',
  'balance.against.strong': 'Deixaria um mestre do dia já forte ainda mais forte, e menos equilibrado.',
  'balance.against.weak': 'Aumentaria a pressão sobre um mestre do dia já delicado.',
  'balance.against.follow': 'Levaria um mestre do dia sem raízes a nadar contra a corrente que ele segue.',
  'balance.against.dominant': 'Entraria em choque com o único elemento que sustenta o mapa.',

  'personality.element.木':
    'Um mestre do dia de Madeira cresce como uma árvore: bondoso no fundo, idealista e silenciosamente persistente.',
  'personality.element.火':
    'Um mestre do dia de Fogo é caloroso, direto e contagiante, feliz em levar luz a quem está por perto.',
  'personality.element.土':
    'Um mestre do dia de Terra é estável, confiável e fiel à palavra dada: alguém em quem os outros se apoiam.',
  'personality.element.金':
    'Um mestre do dia de Metal é decidido e tem princípios, é leal e gosta de tudo feito sem rodeios.',
  'personality.element.水':
    'Um mestre do dia de Água é esperto, adaptável e observador, e encontra um jeito de contornar onde os outros param.',
  'personality.output':
    'Expressão forte: expressar e criar são os seus dons; dê vazão às suas ideias e a vida fica mais espaçosa.',
  'personality.officer':
    'Autoridade forte: disciplinado e responsável, você se cobra muito; permita-se respirar de vez em quando.',
  'personality.resource':
    'Recurso forte: você adora pensar e aprender, e a calma interior é importante para você; reserve um tempo só seu.',
  'personality.peer':
    'Companheiros fortes: independente e seguro das suas opiniões; ouvir outras vozes deixa o seu julgamento mais completo.',
  'personality.strong':
    'Um mestre do dia forte: vontade firme e ação rápida; ouvir e dividir a liderança ajudam os outros a entender a sua força.',
  'personality.weak':
    'Um mestre do dia mais suave: perceptivo e sensível aos outros; estabelecer limites e cuidar de si importam na mesma medida.',

  'career.officer':
    'A Autoridade aparece entre os troncos: você se sai bem onde os papéis são claros, como em gestão, serviço público ou numa profissão regulamentada.',
  'career.output':
    'A Expressão aparece entre os troncos: trabalhos técnicos, criativos e expressivos deixam o seu talento à mostra; o seu trabalho fala por você.',
  'career.wealth':
    'A Riqueza aparece entre os troncos: você lê bem recursos e mercados; negócios, vendas ou finanças merecem um olhar.',
  'career.resource':
    'O Recurso aparece entre os troncos: educação, pesquisa, aconselhamento e cuidado, áreas que recompensam a paciência, combinam com você.',
  'career.peer':
    'Os Companheiros aparecem entre os troncos: você trabalha bem lado a lado com parceiros, ou de forma independente, apoiado na sua própria habilidade.',
  'career.monthClash':
    'O pilar do mês entra em choque dentro do mapa: o seu ambiente de trabalho pode mudar com frequência; encare cada mudança como uma chance de replanejar.',
  'career.general':
    'Não existe uma única carreira certa: tome essas tendências como pistas e confronte-as com os seus interesses e a sua realidade.',

  'wealth.outputFeeds':
    'A Expressão alimenta a Riqueza: transformar habilidade, conhecimento e ideias em renda é um caminho natural para você.',
  'wealth.strongCarries':
    'Um mestre do dia forte consegue sustentar a Riqueza: você tem estrutura para abraçar oportunidades; um plano claro as mantém firmes.',
  'wealth.weakCarries':
    'Muita Riqueza para um mestre do dia delicado: oportunidades não faltam, mas é fácil se dispersar; dose o ritmo e se associe a pessoas de confiança.',
  'wealth.peersShare':
    'Companheiros fortes: o dinheiro costuma circular entre amigos; combine antes as condições de qualquer divisão ou empréstimo.',
  'wealth.little':
    'A Riqueza fica em segundo plano: talvez o dinheiro não seja o seu principal motor, e uma boa base de orçamento e poupança vai servir bem a você.',
  'wealth.general':
    'Pensar no longo prazo, diversificar e viver dentro das suas possibilidades é uma base sólida; isto são tendências, nunca a promessa de algum retorno.',

  'relationships.dayClash':
    'O ramo do dia (o palácio do parceiro) sofre um choque: relações próximas podem seguir ritmos diferentes; conversem com frequência e deem espaço um ao outro.',
  'relationships.dayCombine':
    'O ramo do dia se combina: você valoriza os sentimentos e os laços antigos, e cria conexões profundas com facilidade.',
  'relationships.peers':
    'Companheiros fortes: um lado competitivo aparece também nas relações; dividir os méritos e mostrar a sua suavidade aproximam as pessoas.',
  'relationships.officer':
    'Autoridade forte: padrões altos para você e para o seu par; um pouco mais de compreensão deixa tudo mais leve.',
  'relationships.candid':
    'O Oficial que fere aparece entre os troncos: você fala de forma direta e objetiva; primeiro reconheça, depois sugira, e você será ouvido.',
  'relationships.general':
    'Uma relação é algo que duas pessoas constroem juntas; essas tendências apenas convidam você a perceber os seus próprios hábitos.',

  'health.element.木':
    'A Madeira gosta de se alongar: alongamentos regulares e tempo na natureza dão uma saída para as emoções.',
  'health.element.火':
    'O Fogo é quente: cuide do seu sono e das oscilações de humor, e reserve momentos de quietude de verdade.',
  'health.element.土': 'A Terra digere: refeições regulares e na medida certa, e o seu corpo retribui esse ritmo.',
  'health.element.金':
    'O Metal é nítido: respirar devagar ajuda, assim como se manter aquecido e hidratado nas mudanças de estação.',
  'health.element.水':
    'A Água armazena: proteja o seu sono, mantenha-se aquecido e não viva das reservas por muito tempo.',
  'health.strong': 'Com energia de sobra, é fácil exagerar; aumente exercícios e trabalho aos poucos.',
  'health.weak':
    'A sua energia gosta de ser reunida com cuidado: equilibre trabalho e descanso, e movimente-se com suavidade, mas com frequência.',
  'health.general':
    'Estas são apenas reflexões sobre estilo de vida; para qualquer preocupação com a sua saúde, procure um médico qualificado.',

  'fortune.beforeDecades': 'Os pilares de sorte ainda não começaram: o primeiro começa em {{date}}.',
  'fortune.clash.day':
    'Choca com o pilar do dia ({{relations}}): a casa e as relações próximas podem passar por mudanças; converse mais e reaja menos.',
  'fortune.clash.month':
    'Choca com o pilar do mês ({{relations}}): o trabalho ou o ambiente podem mudar; planejar com antecedência deixa você mais tranquilo.',
  'fortune.clash.year':
    'Choca com o pilar do ano ({{relations}}): os laços com os mais velhos, a família ou círculos mais amplos merecem cuidado extra.',
  'fortune.clash.hour':
    'Choca com o pilar da hora ({{relations}}): planos e projetos pessoais podem pedir uma nova abordagem.',
  'fortune.stemClash.day':
    'Choca com o tronco do dia ({{relations}}): você pode se sentir dividido entre escolhas; dê às decisões um pouco mais de tempo.',
  'fortune.combine.day':
    'Combina com o pilar do dia ({{relations}}): bom para novas conexões e parcerias; cuidado para não se deixar levar pelo senso de obrigação.',
  'fortune.combine.month':
    'Combina com o pilar do mês ({{relations}}): pessoas e oportunidades de trabalho em conjunto tendem a aparecer.',
  'fortune.punish.day':
    'Pune o ramo do dia ({{relations}}): pequenos atritos podem se multiplicar; desacelere e preste atenção aos detalhes.',
  'fortune.flow.good':
    'O tronco {{stem}} ({{stemElement}}) e o ramo {{branch}} ({{branchElement}}) trazem elementos que o mapa acolhe bem: um bom momento para avançar no que você quer.',
  'fortune.flow.leanGood':
    'O tronco {{stem}} ({{stemElement}}) e o ramo {{branch}} ({{branchElement}}) tendem a ser favoráveis: o progresso constante combina com este período.',
  'fortune.flow.even':
    'O tronco {{stem}} ({{stemElement}}) e o ramo {{branch}} ({{branchElement}}) se equilibram ou se misturam: vá passo a passo.',
  'fortune.flow.leanHard':
    'O tronco {{stem}} ({{stemElement}}) e o ramo {{branch}} ({{branchElement}}) tendem a ser desfavoráveis: deixe para si alguma margem.',
  'fortune.flow.hard':
    'O tronco {{stem}} ({{stemElement}}) e o ramo {{branch}} ({{branchElement}}) trazem elementos difíceis para o mapa: um tempo de consolidar, sem necessidade de pressa.',
};
