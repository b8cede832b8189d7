import type { CardBodyTable } from '../../types';

export const cups: CardBodyTable = {
  'cups-01': {
    keywords: {
      upright: ['amor novo', 'coração aberto', 'nutrição', 'alegria'],
      reversed: ['sentimentos reprimidos', 'dificuldade de se doar', 'vazio', 'fechar-se'],
    },
    upright:
      'Uma taça transbordando está sendo oferecida a você: um novo amor, uma nova amizade ou um sentimento que você tinha quase esquecido está voltando a fluir na sua vida. O Ás de Copas convida você a abrir o coração, a se permitir amar e ser amado. A suavidade agora não é fraqueza; é a porta por onde a felicidade entra.',
    reversed:
      'A taça continua ali, mas nada sai dela. Talvez você esteja segurando os sentimentos com força demais, ou dando muito sem ser visto, e se sinta oco por dentro. O Ás invertido pede que você cuide primeiro dos próprios sentimentos: chore se precisar, diga em voz alta, e a fonte vai voltar a correr.',
    interpretation:
      'Como raiz da água, este Ás é a fonte do sentimento, da intuição e do amor. A sua lição é que o amor precisa circular: precisa ser dado e também recebido. Quando ele aparece, repare nas pequenas coisas que aqueceram você ultimamente e agradeça; pergunte-se também se você anda recusando gentilezas.',
    imagery:
      'Uma mão sai de uma nuvem segurando uma taça dourada que transborda. Cinco fios de água caem da borda numa lagoa de flores de lótus, enquanto uma pomba branca mergulha em direção à taça levando uma hóstia. A água que transborda é o sentimento sem fim; a pomba é a paz e a bênção vindas do alto; os lótus mostram a emoção florescendo no mundo real.',
    areas: {
      love: {
        upright:
          'Uma nova paixão, ou um carinho renovado num vínculo que já existe. Diga com sinceridade o que sente e você terá resposta.',
        reversed:
          'Sentimentos não ditos, ou um amor que se tornou cansativo. Cuide do seu próprio coração antes de dar mais.',
      },
      career: {
        upright:
          'Momentos no trabalho em que você se sente valorizado. Bom para tarefas criativas ou de contato com pessoas.',
        reversed:
          'Cumprindo tabela, sem coração. Encontre a parte do trabalho com a qual você consegue se importar de verdade.',
      },
      wealth: {
        upright:
          'Um pequeno ganho inesperado ou a ajuda de alguém que se importa. Gaste com o que realmente faz você feliz.',
        reversed:
          'Os gastos emocionais deixam o dinheiro escapar em silêncio. Quando estiver triste, fique longe do carrinho de compras.',
      },
      health: {
        upright:
          'Corpo e mente começam a relaxar e a se sentir nutridos. Beba água, descanse, deixe o corpo amolecer também.',
        reversed:
          'Sentimentos represados podem virar cansaço físico. Converse com alguém ou escreva num diário, e procure ajuda profissional se persistir.',
      },
    },
  },
  'cups-02': {
    keywords: {
      upright: ['atração mútua', 'parceria', 'conexão', 'reconciliação'],
      reversed: ['desequilíbrio', 'mal-entendido', 'afastamento', 'rompimento'],
    },
    upright:
      'Duas pessoas erguem as taças uma para a outra e os seus corações se encontram. O Dois de Copas representa uma conexão igual e respeitosa: o começo de um romance, uma parceria baseada no entendimento, ou uma amizade íntima. A sinceridade que você oferece volta para você com o mesmo calor.',
    reversed:
      'Um vínculo que parecia leve ganhou uma rachadura: um lado dá mais, ou um mal-entendido se infiltrou. O Dois invertido pede que você faça uma pausa, escute de verdade a outra pessoa e diga com clareza o que pensa, antes que uma pequena fresta vire uma distância real.',
    interpretation:
      'O Dois de Copas é Vênus em Câncer, uma carta de amor e conexão. A sua lição é o equilíbrio: uma relação saudável não é uma pessoa cedendo à outra, mas as duas sendo vistas. Quando ele aparece, pense se você está sendo sincero nas relações que importam, e se dá à outra pessoa o mesmo espaço.',
    imagery:
      'Um homem e uma mulher estão frente a frente, cada um segurando uma taça, como se trocassem votos. Acima deles se ergue um caduceu, duas serpentes enroladas num bastão, coroado por uma cabeça de leão alada. O caduceu representa comunicação e cura, o leão a paixão elevada a um amor maior, e o olhar no mesmo nível, igualdade e respeito.',
    areas: {
      love: {
        upright:
          'Um lindo momento para declarações, encontros ou para assumir o namoro. Os casais vão se sentir mais próximos.',
        reversed: 'Um desequilíbrio ou mal-entendido pede uma conversa sincera antes que o silêncio se instale.',
      },
      career: {
        upright: 'A colaboração flui; bom para contratos, alianças e para encontrar parceiros com a mesma visão.',
        reversed: 'Divergências ou esforço desigual numa parceria. Esclareçam papéis e recompensas.',
      },
      wealth: {
        upright: 'O dinheiro feito em conjunto vai bem; sociedades começam com o pé direito.',
        reversed: 'Relações e dinheiro se misturam. Pense duas vezes antes de emprestar a amigos ou parentes.',
      },
      health: {
        upright: 'Você se sente à vontade com alguém próximo, e o corpo acompanha o seu humor tranquilo.',
        reversed: 'O estresse na relação está afetando o seu sono. Dê a si mesmo um tempo tranquilo a sós.',
      },
    },
  },
  'cups-03': {
    keywords: {
      upright: ['celebração', 'amizade', 'reencontro', 'alegria'],
      reversed: ['excessos', 'panelinhas', 'um terceiro', 'companhias volúveis'],
    },
    upright:
      'Três amigas riem e erguem as taças: há algo que vale a pena celebrar. O Três de Copas traz reencontros, amizade e felicidade compartilhada, seja uma festa, uma boa notícia ou um círculo de pessoas que entendem você de verdade. Aproveite por inteiro e espalhe a alegria.',
    reversed:
      'Por trás da diversão, algo não vai bem: comida e bebida demais, fofoca dentro de uma panelinha, ou uma terceira pessoa entrando numa relação. O Três invertido pergunta quais companhias realmente alimentam você e quais só drenam, e sugere baixar um pouco o volume.',
    interpretation:
      'O Três de Copas é Mercúrio em Câncer, o sentimento que circula por um grupo. A sua lição é que a alegria precisa ser compartilhada, e também ter medida. Quando ele aparece, procure um amigo que você não vê há tempos ou parabenize alguém de coração, e repare se você está usando o barulho para fugir de um sentimento.',
    imagery:
      'Três mulheres dançam em roda num campo de colheita, erguendo as taças bem alto, com abóboras e uvas aos seus pés. Os passos são leves e os vestidos, todos de cores diferentes. A colheita é a recompensa depois do trabalho duro, a roda é o apoio mútuo, e as cores variadas mostram que a amizade verdadeira abre espaço para a diferença.',
    areas: {
      love: {
        upright: 'A vida social brilha, e uma festa pode trazer alguém especial. Os casais se dão bem saindo juntos.',
        reversed: 'Cuidado com flertes que se complicam, e não deixe os amigos decidirem a sua vida amorosa.',
      },
      career: {
        upright: 'Trabalhar em equipe é um prazer, e uma conquista merece ser comemorada. Bom para eventos de equipe.',
        reversed: 'Panelinhas e boatos no escritório distraem você. Concentre-se no seu próprio trabalho.',
      },
      wealth: {
        upright: 'Um bônus ou um pequeno ganho; comemore com os amigos, mas sem gastar demais.',
        reversed: 'Saídas e compromissos sociais estão custando mais do que você imagina.',
      },
      health: {
        upright: 'O bom humor ajuda a saúde; fazer exercício com amigos é uma boa ideia.',
        reversed: 'Comida e bebida passam fácil da conta. Dê um descanso ao estômago.',
      },
    },
  },
  'cups-04': {
    keywords: {
      upright: ['apatia', 'contemplação', 'insatisfação', 'oportunidades perdidas'],
      reversed: ['interesse renovado', 'aceitar uma oferta', 'sair da apatia', 'despertar'],
    },
    upright:
      'Nada à sua frente parece despertar interesse, e sempre parece faltar alguma coisa. O Quatro de Copas mostra cansaço e recolhimento: talvez você esteja reavaliando a vida, talvez só esteja cansado. Olhe ao redor; pode haver uma gentileza ou uma oportunidade que você está deixando passar.',
    reversed:
      'Você está levantando a cabeça do desânimo e se dispondo a olhar para o mundo de novo. Invertido, o Quatro significa sair da estagnação, dizer sim a um convite que você tinha recusado, ou finalmente entender o que você realmente quer. Vá passo a passo.',
    interpretation:
      'O Quatro de Copas é a Lua em Câncer, os sentimentos recuando para dentro como a maré. A sua lição é que a reflexão ajuda, mas a apatia pode trancar você. Quando ele aparece, anote três pequenas coisas pelas quais você é grato hoje, e experimente dizer sim a um convite novo.',
    imagery:
      'Um jovem está sentado de pernas cruzadas sob uma árvore, de braços cruzados, olhando fixo para três taças na grama à sua frente. Uma mão sai de uma nuvem oferecendo uma quarta taça, mas ele não percebe. Os braços cruzados indicam defesa, as três taças o que ele tem mas já não valoriza, e a taça vinda da nuvem a chance que ele está perdendo.',
    areas: {
      love: {
        upright:
          'O amor parece sem graça ou sem inspiração. Antes de descartá-lo, pergunte-se o que está realmente faltando.',
        reversed: 'O interesse volta; você está aberto a conhecer alguém ou a dar outra chance à relação.',
      },
      career: {
        upright:
          'Esgotamento no trabalho e oportunidades escapando. Faça uma pausa para repensar a direção, mas não desista.',
        reversed: 'Chegam ideias e energia novas; um bom momento para aceitar a oferta diante da qual você hesitou.',
      },
      wealth: {
        upright: 'Pouco entusiasmo para planejar o dinheiro, e assim boas oportunidades passam por você.',
        reversed: 'Você reorganiza as finanças e descobre uma renda que tinha deixado passar.',
      },
      health: {
        upright:
          'Pouca energia e cansaço pedem uma rotina melhor. Se o desânimo durar, converse com alguém ou procure um médico.',
        reversed: 'Você está se reerguendo; volte aos exercícios com calma e a um ritmo estável.',
      },
    },
  },
  'cups-05': {
    keywords: {
      upright: ['perda', 'arrependimento', 'luto', 'remoer o passado'],
      reversed: ['desapego', 'aceitação', 'seguir em frente', 'reencontrar a esperança'],
    },
    upright:
      'Você está de luto por algo perdido: uma relação, uma oportunidade, uma expectativa que não deu em nada. O Cinco de Copas reconhece essa tristeza como real, e também lembra que duas taças continuam de pé atrás de você. Permita-se ficar triste, mas não se esqueça do que ainda vale a pena preservar.',
    reversed:
      'Você está começando a soltar o arrependimento e a se virar devagar para ver o que ficou. Invertido, o Cinco significa cura e aceitação, perdoar a si mesmo e aos outros. O passado não muda, mas você pode escolher para onde ir a partir daqui.',
    interpretation:
      'O Cinco de Copas é Marte em Escorpião, a perda profunda e o assentar de um sentimento forte. A sua lição é que o luto precisa ser vivido, não pulado. Quando ele aparece, dê a si tempo para chorar a perda, e conte as pessoas e as coisas que continuam ao seu lado.',
    imagery:
      'Uma figura de manto preto está de cabeça baixa diante de três taças derramadas, cujo conteúdo escorre pelo chão; atrás dela, duas taças continuam de pé. Ao longe, um rio corre sob uma ponte que leva a um castelo. O manto é o luto, as taças derramadas o que se perdeu, e as duas taças e a ponte, um lembrete de que a esperança e um caminho adiante continuam existindo.',
    areas: {
      love: {
        upright:
          'Tristeza por um término ou uma decepção, e uma atração pelo passado. Dê tempo ao tempo, mas não feche o coração.',
        reversed: 'A mágoa está diminuindo; você consegue encarar o passado com calma e voltar a confiar no amor.',
      },
      career: {
        upright: 'Um revés ou um plano que falhou. Antes de se culpar, veja com que recursos você ainda conta.',
        reversed: 'Você aprende com o fracasso e encontra a sua direção; revise e comece de novo.',
      },
      wealth: {
        upright: 'Uma perda ou um mau investimento. Não tente recuperá-lo jogando mais dinheiro.',
        reversed: 'As perdas param e você passa a administrar o dinheiro com mais cuidado.',
      },
      health: {
        upright:
          'O desânimo está pesando no corpo; cuide do sono e das refeições. Se o luto se prolongar demais, procure apoio profissional.',
        reversed: 'O humor melhora aos poucos, e o corpo acompanha.',
      },
    },
  },
  'cups-06': {
    keywords: {
      upright: ['nostalgia', 'inocência', 'infância', 'um antigo amor'],
      reversed: ['viver no passado', 'recusa em crescer', 'velhas feridas reabertas', 'olhar para a frente'],
    },
    upright:
      'Lembranças doces voltam em cheio: um velho amigo que entra em contato, a visita a um lugar conhecido, um simples gesto de gentileza. O Seis de Copas traz calor e inocência, e lembra você de reencontrar a criança interior que se alegrava com tão pouco, e de amar de jeitos simples.',
    reversed:
      'Você pode estar preso demais ao passado, comparando o hoje com velhas lembranças ou sem conseguir deixar ir pessoas e acontecimentos antigos. Invertido, o Seis também pode significar que você finalmente está pronto para se despedir do passado, crescer um pouco e olhar para o presente e o futuro.',
    interpretation:
      'O Seis de Copas é o Sol em Escorpião, o brilho caloroso da memória afetiva. A sua lição é que as lembranças podem nutrir você, mas não devem aprisioná-lo. Quando ele aparece, entre em contato com um velho amigo ou faça algo que você adorava quando criança, e pergunte-se também que tipo de vida você quer agora.',
    imagery:
      'Num pátio tranquilo, um menino entrega a uma menina uma taça cheia de flores brancas, com outras cinco taças floridas ao redor. Atrás deles há casas antigas, e um guarda se afasta. As crianças são inocência e boa vontade, as flores são lembranças felizes, e o guarda que vai embora indica que, num lugar seguro, o coração pode baixar a guarda.',
    areas: {
      love: {
        upright:
          'Um ex pode reaparecer, ou você e o seu par relembram como se conheceram. O carinho simples conquista corações.',
        reversed: 'Pare de comparar o presente com o passado, ou você vai perder de vista a pessoa à sua frente.',
      },
      career: {
        upright: 'Voltar a trabalhar com antigos colegas ou clientes; a experiência passada dá retorno.',
        reversed: 'Agarrar-se a métodos antigos deixa você fora do compasso com o que é novo.',
      },
      wealth: {
        upright: 'Ajuda da família ou uma dívida antiga quitada; o dinheiro gasto com a casa é bem gasto.',
        reversed: 'Sentimentalismo ou obrigações estão custando caro demais. Gaste com a cabeça fria.',
      },
      health: {
        upright: 'Rotinas familiares ajudam você a relaxar; uma visita à casa da família pode restaurar você.',
        reversed: 'Velhos hábitos ou mágoas afetam a sua saúde. Experimente criar hábitos novos e mais saudáveis.',
      },
    },
  },
  'cups-07': {
    keywords: {
      upright: ['fantasia', 'opções demais', 'devaneios', 'tentação'],
      reversed: ['volta à realidade', 'ver com clareza', 'fazer uma escolha', 'despertar'],
    },
    upright:
      'Inúmeras opções parecem flutuar diante de você, cada uma mais reluzente que a outra. O Sete de Copas mostra uma imaginação rica que pode se perder com facilidade: os sonhos são lindos, mas nem todos são viáveis. Separe o que você realmente quer do que é só uma fantasia passageira.',
    reversed:
      'A névoa está se dissipando e você começa a ver com clareza, sem se deixar deslumbrar pelas aparências. Invertido, o Sete significa acordar dos devaneios, fazer uma escolha prática e estar disposto a agir de acordo com ela.',
    interpretation:
      'O Sete de Copas é Vênus em Escorpião, onde desejo e imaginação se embaralham. A sua lição é que os sonhos precisam de chão firme. Quando ele aparece, escreva os seus desejos, pergunte a cada um o que você estaria disposto a dar por ele, depois escolha um e comece.',
    imagery:
      'Uma figura vista de costas está diante de uma nuvem em que flutuam sete taças, contendo uma cabeça, uma figura velada, uma serpente, um castelo, joias, uma coroa de louros e um dragão. Cada taça é uma tentação ou um sonho, fama, riqueza, amor, perigo, e as nuvens mostram que nenhum deles é real ainda: é preciso distingui-los.',
    areas: {
      love: {
        upright:
          'Fantasias demais sobre o amor, ou atração por várias pessoas ao mesmo tempo. Veja quem a pessoa realmente é antes de mergulhar.',
        reversed: 'Você acorda de expectativas irreais e vê a relação como ela é.',
      },
      career: {
        upright:
          'Ideias demais e foco de menos; cuidado com projetos grandiosos sem substância. Escolha o mais viável.',
        reversed: 'A direção finalmente fica clara; você passa do sonho à ação.',
      },
      wealth: {
        upright:
          'Cuidado com investimentos tentadores ou ofertas de enriquecimento rápido; podem muito bem ser armadilhas.',
        reversed: 'Você enxerga através de esquemas financeiros duvidosos e volta a um plano estável.',
      },
      health: {
        upright:
          'Hábitos irregulares e atenção dispersa; cuidado com fugas como noites em claro e rolar a tela sem fim.',
        reversed: 'Você começa a escutar o corpo e ajusta o seu jeito de viver.',
      },
    },
  },
  'cups-08': {
    keywords: {
      upright: ['ir embora', 'busca de sentido', 'desapego', 'virar a página'],
      reversed: ['indecisão', 'medo da mudança', 'voltar atrás', 'andar sem rumo'],
    },
    upright:
      'Você percebeu que o que tem já não satisfaz por dentro, mesmo que pareça bom por fora. O Oito de Copas é a coragem de partir: de uma relação, de um emprego ou de um modo de vida, em busca de um sentido mais profundo. Partir não é fácil, mas você sabe que precisa ir.',
    reversed:
      'Você quer ir, mas não tem coragem, ou foi e continua olhando para trás. Invertido, o Oito também pode indicar andar sem rumo para evitar alguma coisa. Pergunte-se: você está buscando algo, ou só fugindo de algo?',
    interpretation:
      'O Oito de Copas é Saturno em Peixes, o sentimento que se assenta numa busca de sentido. A sua lição é que certos desapegos são o caminho para ficar mais inteiro. Quando ele aparece, avalie com honestidade o que já não combina com você e permita-se uma despedida gentil.',
    imagery:
      'Sob a lua, uma figura de manto vermelho se apoia num cajado e dá as costas a oito taças empilhadas com cuidado, seguindo rumo a montanhas distantes. A lua mostra ao mesmo tempo uma face cheia e uma crescente. As taças empilhadas são os sentimentos investidos no passado, a jornada é a busca de um sentido maior, e a lua indica que este caminho se percorre pela intuição.',
    areas: {
      love: {
        upright: 'Você percebe que esta relação já não deixa você crescer, e pode se afastar, de vez ou por um tempo.',
        reversed: 'Dividido entre ir e ficar; esse vaivém só esgota você. Dê a si mesmo uma resposta clara.',
      },
      career: {
        upright: 'O trabalho perdeu o sentido; você está pensando numa nova área ou direção.',
        reversed: 'Querer mudar de emprego e nunca agir, ou pedir demissão por impulso, sem plano.',
      },
      wealth: {
        upright:
          'Disposição para abrir mão de ganhos de curto prazo por uma meta mais longa; um bom momento para repensar o dinheiro.',
        reversed: 'A indecisão nas finanças desperdiça oportunidades entre duas opções.',
      },
      health: {
        upright: 'Você precisa se afastar de um ambiente desgastante e dar a si tempo para se recuperar.',
        reversed: 'Ignorar os avisos do corpo não resolve nada; se há um check-up pendente, vá.',
      },
    },
  },
  'cups-09': {
    keywords: {
      upright: ['desejos realizados', 'contentamento', 'prazer', 'satisfação consigo'],
      reversed: ['nunca satisfeito', 'presunção', 'prazer vazio', 'desejos não realizados'],
    },
    upright:
      'Esta é a carta dos desejos: o que você esperava tem boas chances de se realizar, e você sente uma satisfação profunda. O Nove de Copas incentiva você a aproveitar o que conquistou, se mimar e se orgulhar do seu esforço.',
    reversed:
      'O desejo parece ter se realizado, mas algo ainda parece insatisfeito; ou você ficou presunçoso e indulgente demais. Invertido, o Nove pede que você distinga a felicidade verdadeira da satisfação de fachada, e que não deposite a sua alegria só nas coisas.',
    interpretation:
      'O Nove de Copas é Júpiter em Peixes, abundância no sentimento e no mundo material. A sua lição é que o contentamento nasce da apreciação. Quando ele aparece, liste os pequenos desejos que se realizaram ultimamente e agradeça a si mesmo, depois pense no que traria felicidade de verdade a seguir.',
    imagery:
      'Um homem bem-vestido está sentado, satisfeito, num banco de madeira, de braços cruzados. Atrás dele, sobre uma mesa curva coberta de azul, nove taças douradas estão enfileiradas com capricho. O seu rosto é confiante e contente. O arco de taças é a realização, os braços cruzados o orgulho do que conquistou, e o fundo amarelo vivo, alegria e otimismo.',
    areas: {
      love: {
        upright:
          'Os desejos se realizam no amor: quem está solteiro pode encontrar o seu ideal, e os casais se sentem felizes e satisfeitos.',
        reversed:
          'Exigir demais do amor, ou se importar só com as aparências, torna difícil encontrar satisfação de verdade.',
      },
      career: {
        upright: 'Metas alcançadas, com reconhecimento ou recompensa; mime-se um pouco.',
        reversed: 'Dormir sobre os louros e ignorar problemas que estão se formando.',
      },
      wealth: {
        upright: 'Boa sorte com dinheiro; a renda está estável, talvez até com um bônus.',
        reversed: 'Gastar à toa só pelo prazer. Fique de olho no orçamento.',
      },
      health: {
        upright: 'Você se sente bem; aproveite a boa comida e o lazer, com moderação.',
        reversed: 'Os excessos afetam a sua saúde. Cuide do peso e do sono.',
      },
    },
  },
  'cups-10': {
    keywords: {
      upright: ['felicidade familiar', 'plenitude', 'harmonia', 'pertencimento'],
      reversed: ['conflito familiar', 'harmonia de fachada', 'valores diferentes', 'distância'],
    },
    upright:
      'Um arco-íris cruza o céu e as pessoas que você ama estão por perto. O Dez de Copas é a plenitude emocional: um lar harmonioso, uma relação assentada, uma sensação de pertencimento. Dedique o seu tempo a quem você ama e permita-se sentir o quanto é amado.',
    reversed:
      'Tudo parece bem na superfície, mas há tensão por baixo; ou os membros da família têm valores tão diferentes que uma conversa de verdade fica difícil. Invertido, o Dez lembra que a felicidade se mantém viva com conversas sinceras, e não sustentando um retrato perfeito.',
    interpretation:
      'O Dez de Copas é Marte em Peixes, o final feliz da jornada do sentimento. A sua lição é que a felicidade não é uma linha de chegada, mas um cuidado diário. Quando ele aparece, planeje um jantar em família ou um encontro com o seu par, e diga o seu obrigado em voz alta.',
    imagery:
      'Um casal está abraçado, com os braços erguidos para um arco-íris que traz dez taças douradas, enquanto duas crianças dançam de mãos dadas ao lado. Uma casa e um rio ficam ao longe. O arco-íris é bênção e promessa, as crianças dançando são a alegria de uma família, e o lar tranquilo é o lugar a que o coração pertence.',
    areas: {
      love: {
        upright:
          'Um amor estável e feliz; um bom momento para falar do futuro ou conhecer a família. Quem está solteiro pode encontrar alguém com quem dividir a vida.',
        reversed:
          'Tensão escondida na relação; harmonia aparente não é felicidade verdadeira. Conversem com sinceridade.',
      },
      career: {
        upright: 'Um ambiente de trabalho acolhedor, em que a equipe se apoia como uma família.',
        reversed: 'Trabalho e casa difíceis de equilibrar, ou uma equipe educada na superfície, mas dividida.',
      },
      wealth: {
        upright: 'As finanças da casa estão estáveis; planeje o longo prazo, como a casa própria ou uma poupança.',
        reversed: 'Os gastos da casa geram desentendimentos. Coloquem a questão do dinheiro na mesa.',
      },
      health: {
        upright: 'O apoio da família mantém você calmo e saudável.',
        reversed: 'A pressão da família afeta o seu humor e o seu sono. Lembre-se de cuidar de você.',
      },
    },
  },
  'cups-11': {
    keywords: {
      upright: ['boas notícias', 'sensibilidade', 'criatividade', 'um gesto terno'],
      reversed: ['mau humor', 'imaturidade', 'fantasia', 'más notícias'],
    },
    upright:
      'Uma surpresa delicada está a caminho: uma declaração, uma boa notícia ou uma ideia criativa repentina. O Valete de Copas traz a curiosidade e a sensibilidade de uma criança, e incentiva você a confiar na intuição e a expressar o que sente.',
    reversed:
      'O humor oscila e pequenas coisas machucam, ou o pavio fica curto; ou uma mensagem que você esperava não chega. Invertido, o Valete lembra que a sensibilidade é um dom, mas um dom de que você precisa cuidar, e não que deve mandar em você.',
    interpretation:
      'O Valete de Copas carrega o elemento água em sua forma mais pura e mais jovem: um aprendiz no mundo dos sentimentos. A sua lição é sentir de coração aberto e aprender a transformar o sentimento em ação. Quando ele aparece, escreva um pequeno poema, desenhe alguma coisa, ou simplesmente diga a alguém que sente saudade.',
    imagery:
      'Um jovem de túnica florida está à beira-mar segurando uma taça dourada de onde espia um peixinho; ele o observa com curiosidade. As ondas rolam atrás dele. O peixe é a inspiração e a intuição repentinas, o olhar curioso é um coração aberto, e o mar é o mundo profundo das emoções.',
    areas: {
      love: {
        upright: 'Pode chegar uma declaração ou um sinal de flerte; expresse-se com delicadeza e sinceridade.',
        reversed: 'O mau humor ou a dependência excessiva da resposta da outra pessoa deixam você ansioso.',
      },
      career: {
        upright: 'As ideias criativas fluem; bom para design, escrita e trabalhos que pedem imaginação.',
        reversed: 'Uma postura imatura no trabalho, ou emoções turvando o julgamento.',
      },
      wealth: {
        upright: 'Um pequeno ganho inesperado ou uma boa notícia, embora não uma grande quantia.',
        reversed: 'Compras por impulso, ou administrar o dinheiro só pelo sentimento.',
      },
      health: {
        upright: 'Sentimentos e corpo estão muito ligados; o bom humor ajuda a sua saúde.',
        reversed:
          'As oscilações de humor afetam o apetite e o sono; experimente escrever num diário para dar vazão aos sentimentos.',
      },
    },
  },
  'cups-12': {
    keywords: {
      upright: ['romance', 'conquista', 'um convite', 'idealismo'],
      reversed: ['irrealismo', 'instabilidade de humor', 'falta de sinceridade', 'fuga do compromisso'],
    },
    upright:
      'Um cavaleiro se aproxima devagar, estendendo uma taça e trazendo um convite romântico ou uma proposta poética. O Cavaleiro de Copas significa seguir o coração em direção a algo belo: um romance, um projeto artístico ou uma jornada cheia de sentimento.',
    reversed:
      'O romance virou conversa: as promessas soam lindas, mas a ação nunca chega, ou os sentimentos chegam rápido e vão embora na mesma velocidade. Invertido, o Cavaleiro pede que você olhe para a verdade por trás das palavras doces, e que não viva só na imaginação.',
    interpretation:
      'O Cavaleiro de Copas corresponde a Peixes, o sentimento que se move em busca de um ideal. A sua lição é dar ao romance um pouco de chão firme. Quando ele aparece, dê um passo concreto em direção ao sonho que você guarda no coração: inscreva-se numa aula, ou convide aquela pessoa para um encontro.',
    imagery:
      'Um cavaleiro de armadura prateada monta um cavalo branco a passo lento, segurando à sua frente uma taça dourada bem nivelada; o elmo e os calcanhares têm asas. Um riacho corre adiante. O cavalo branco e lento é gentileza e calma, a taça nivelada é um coração oferecido com sinceridade, as asas são imaginação e ideais, e o riacho, os sentimentos que ainda precisam ser atravessados.',
    areas: {
      love: {
        upright: 'Pode chegar uma investida romântica ou um convite para sair; o amor ganha um brilho poético.',
        reversed: 'A outra pessoa pode ser só conversa, ou é você quem está hesitando diante do compromisso.',
      },
      career: {
        upright: 'Bom para propostas criativas e para trabalhos em arte, design ou atendimento.',
        reversed: 'Muitas ideias, mas pouca continuidade; o entusiasmo some rápido.',
      },
      wealth: {
        upright: 'Uma chance de ganhar dinheiro com uma paixão, mas isso pede planejamento.',
        reversed: 'Gastando demais com romance ou ideais. Viva dentro das suas possibilidades.',
      },
      health: {
        upright: 'Um humor leve ajuda na recuperação; experimente exercícios suaves como ioga ou natação.',
        reversed: 'As oscilações de humor afetam a sua saúde; cuidado com a bebida e as noites em claro.',
      },
    },
  },
  'cups-13': {
    keywords: {
      upright: ['delicadeza', 'empatia', 'intuição', 'cuidado'],
      reversed: ['dependência emocional', 'doação excessiva', 'hipersensibilidade', 'perder-se de si'],
    },
    upright:
      'Você é delicado e perceptivo, capaz de sentir o que os outros deixam por dizer. A Rainha de Copas é o amor maduro e a empatia: cuidar dos outros enquanto escuta a própria voz interior. Confie na sua intuição; ela está mostrando o caminho.',
    reversed:
      'Você dá demais aos outros e se esquece de si, ou os seus sentimentos estão tão cheios que as alegrias e tristezas alheias arrastam você. Invertida, a Rainha pede que você estabeleça limites: a bondade é preciosa, mas seja bondoso primeiro consigo.',
    interpretation:
      'A Rainha de Copas corresponde a Câncer, a expressão mais pura e profunda do sentimento. A sua lição é que, depois da empatia, é preciso voltar para si. Quando ela aparece, dê a si mesmo um tempo tranquilo, um banho ou uma música, e pergunte-se do que você realmente precisa agora.',
    imagery:
      'Uma rainha está sentada num trono à beira da água, segurando com as duas mãos uma taça dourada ornamentada e tampada, que contempla atentamente. Pequenos anjos estão entalhados no trono, e pedrinhas coloridas e água do mar estão aos seus pés. A taça fechada é o sentimento profundo e a intuição, o olhar é reflexão, e a água que banha os seus pés, a sua proximidade com o mundo das emoções.',
    areas: {
      love: {
        upright:
          'O amor está cheio de ternura e compreensão; um bom momento para demonstrar carinho e aprofundar o vínculo.',
        reversed: 'Dar tanto no amor que você se perde, ou se apoiar emocionalmente demais no seu par.',
      },
      career: {
        upright: 'Muito adequado a trabalhos que exigem empatia: aconselhamento, ensino, enfermagem ou design.',
        reversed: 'O humor dos colegas afeta você demais e deixa você esgotado.',
      },
      wealth: {
        upright: 'Ao seguir a intuição com o dinheiro, confira com a razão.',
        reversed: 'Emprestar por não saber dizer não, ou gastar por sentimento; mantenha os seus limites.',
      },
      health: {
        upright: 'Cuide da sua saúde emocional e descanse bem; o corpo também vai relaxar.',
        reversed: 'O desgaste emocional está afetando o corpo; procure apoio profissional se precisar.',
      },
    },
  },
  'cups-14': {
    keywords: {
      upright: ['maturidade emocional', 'generosidade', 'calma', 'sabedoria'],
      reversed: ['sentimentos reprimidos', 'manipulação', 'frieza', 'instabilidade'],
    },
    upright:
      'Você consegue manter a calma na tempestade, compreendendo os outros sem perder o prumo. O Rei de Copas é a maturidade emocional e a generosidade: nem afogado pelos sentimentos, nem negando-os. A sua delicadeza e a sua firmeza fazem as pessoas ao seu redor se sentirem seguras.',
    reversed:
      'Calma na superfície, com muita coisa reprimida por dentro; ou sentimentos tratados com frieza e controle. Invertido, o Rei lembra que maturidade não significa nunca expressar sentimentos, mas encará-los com honestidade e gentileza.',
    interpretation:
      'O Rei de Copas corresponde a Escorpião, um líder capaz de dominar emoções profundas. A sua lição é equilibrar razão e sentimento. Quando ele aparece e surge um conflito, respire fundo primeiro, e depois diga o que você precisa com voz firme.',
    imagery:
      'Um rei está sentado num trono de pedra que flutua num mar agitado, com uma taça numa mão e um cetro na outra, a expressão tranquila. De um lado, um peixe salta da água; do outro, um navio navega. O mar agitado é a emoção complexa, a calma do rei é o seu domínio sobre ela, e o peixe e o navio mostram que ele transita livremente entre o sentimento e a vida prática.',
    areas: {
      love: {
        upright: 'Um par maduro e estável, ou uma relação construída sobre a compreensão; bom para o longo prazo.',
        reversed:
          'Sentimentos reprimidos ou uma guerra fria, com uma pessoa controlando pela distância. Conversem com sinceridade.',
      },
      career: {
        upright: 'Muito adequado para gerir ou mediar, conduzindo a equipe com delicadeza.',
        reversed: 'Esconder os sentimentos no trabalho por tempo demais, ou lidar com um chefe ou colega manipulador.',
      },
      wealth: {
        upright: 'Uma gestão do dinheiro estável; você lida com as questões financeiras com calma.',
        reversed: 'As emoções influenciam as suas decisões de dinheiro; evite grandes escolhas quando estiver abalado.',
      },
      health: {
        upright: 'Equilíbrio entre corpo e mente; a estabilidade emocional favorece a sua saúde.',
        reversed: 'Emoções reprimidas por muito tempo podem afetar o corpo; aprenda a dar vazão à pressão.',
      },
    },
  },
};
