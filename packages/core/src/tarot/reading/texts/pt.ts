import type { ReadingTexts } from './reading-texts';

export const texts: ReadingTexts = {
  listSeparator: ', ',
  orientation: { upright: 'carta normal', reversed: 'carta invertida' },
  topics: {
    love: 'Sua pergunta é sobre amor, então cada carta é lida pelo que diz sobre o coração.',
    career: 'Sua pergunta é sobre trabalho, então cada carta é lida pelo que diz sobre a sua carreira.',
    money:
      'Sua pergunta é sobre dinheiro, então cada carta é lida pelo que diz sobre as suas finanças. As cartas oferecem um jeito de olhar para o dinheiro, não uma orientação financeira.',
    study:
      'Sua pergunta é sobre estudos, então cada carta é lida pelo que diz sobre esforço, aprendizado e crescimento.',
    health:
      'Sua pergunta é sobre o seu bem-estar, então cada carta é lida pelo que diz sobre cuidar de si. As cartas são um lembrete, não um diagnóstico: quando se trata do seu corpo, ouça o seu médico.',
    decision: 'Sua pergunta pede uma decisão. As cartas ajudam você a pesar cada lado; a escolha é sempre sua.',
    general: 'Nenhuma área específica foi indicada, então cada carta é lida no seu sentido geral.',
  },
  patterns: {
    majorsPastFuture:
      'Há arcanos maiores tanto no passado quanto no futuro ({cards}): não é uma onda passageira, e sim uma lição mais longa na sua vida, que vai do que já foi até o que está por vir.',
    towerThenStar:
      'A Torre e A Estrela aparecem juntas ({cards}): quando a velha estrutura se desfaz, a esperança volta. Primeiro descanse; depois reconstrua, peça por peça.',
    sunAndMoon:
      'O Sol e A Lua aparecem juntos ({cards}): o que está claro e o que ainda não está convivem lado a lado. Confie no que você sabe e dê tempo ao que continua nebuloso.',
    loversAndDevil:
      'Os Enamorados e O Diabo dividem esta tiragem ({cards}): a atração é forte, então vale a pena distinguir uma escolha de coração de um hábito difícil de largar.',
    courtPeople:
      'As cartas da corte ({cards}) costumam representar pessoas ao seu redor, ou uma faceta de você. Quem nesta história se parece com elas, e como a atitude dessas pessoas está moldando a sua?',
    cupsInLove:
      'Várias cartas de Copas numa pergunta sobre amor ({cards}): o sentimento é a corrente principal aqui. Dizer com sinceridade o que você sente vai ajudar mais do que tentar adivinhar o que a outra pessoa pensa.',
    swordsInLove:
      'Várias cartas de Espadas numa pergunta sobre amor ({cards}): pensamentos e palavras pesam muito nesse vínculo. Fale com delicadeza e não deixe que a preocupação tire conclusões por você.',
    wandsInWork:
      'Várias cartas de Paus numa pergunta sobre trabalho ou estudos ({cards}): garra e entusiasmo são o seu capital. Dê a essa energia um plano claro para seguir.',
    pentaclesInMoney:
      'Várias cartas de Ouros numa pergunta sobre dinheiro ({cards}): a resposta está nos detalhes constantes. Acompanhar os gastos, planejar e dar passos pequenos é mais confiável do que esperar por uma grande virada.',
    manyAces:
      'Aparece mais de um Ás ({cards}): novos começos estão brotando em várias direções. Escolha aquele que você mais quer cultivar e comece por ele.',
    majorsLead:
      'Os arcanos maiores formam mais da metade da tiragem: isso toca os grandes temas da sua vida. Merece a sua atenção, e também a sua paciência consigo.',
    noMajors:
      'Só aparecem arcanos menores: tudo se resume a escolhas e ações do dia a dia, e você tem mais poder sobre isso do que imagina.',
    mostReversed:
      'Mais da metade das cartas está invertida: é um momento de desacelerar e pôr a casa em ordem por dentro. Desfaça o que está travado antes de seguir em frente.',
    noneReversed:
      'Todas as cartas estão na posição normal: a energia flui livremente, um bom momento para transformar ideias em ação.',
    fireLeads:
      'O Fogo (Paus) predomina: paixão e ação são a chave. Quando tiver clareza, aja, mas cuidado com a pressa.',
    waterLeads:
      'A Água (Copas) predomina: sentimentos e relações estão no centro de tudo. Escute o que você sente de verdade e leve em conta também o que os outros sentem.',
    airLeads:
      'O Ar (Espadas) predomina: pensar, conversar e decidir ocupam o centro do palco. Palavras claras e a cabeça no lugar ajudam mais do que ficar andando em círculos.',
    earthLeads:
      'A Terra (Ouros) predomina: dinheiro, trabalho e o seu corpo pedem mais cuidado. Passos firmes e práticos valem mais do que devaneios.',
    noWands:
      'Nenhuma carta de Paus aparece na tiragem: talvez falte uma faísca de ação. O que você realmente quer fazer?',
    noCups:
      'Nenhuma carta de Copas aparece na tiragem: os sentimentos parecem ter ficado de lado. Cuide do seu próprio coração e das pessoas ao seu redor.',
    noSwords:
      'Nenhuma carta de Espadas aparece na tiragem: talvez isso ainda não tenha sido bem pensado. Escreva suas preocupações e organize as ideias.',
    noPentacles:
      'Nenhuma carta de Ouros aparece na tiragem: o plano ainda não tem o seu lado prático. Qual é o primeiro passo concreto?',
  },
  leaning: {
    yes: 'As cartas pendem para o sim. Siga essa corrente e fique de olho nos detalhes que as cartas apontam.',
    no: 'As cartas pendem para o não, ou pelo menos para "não desse jeito". Não é uma sentença, apenas um convite para olhar a questão por outro ângulo.',
    notYet:
      'As cartas pendem para o "ainda não". A resposta continua tomando forma: observe, prepare-se, e você vai saber quando chegar a hora.',
  },
  choice: {
    pathA:
      'Pesando os dois caminhos, as cartas favorecem a primeira opção: tanto o trajeto quanto o resultado correm com mais leveza.',
    pathB:
      'Pesando os dois caminhos, as cartas favorecem a segunda opção: tanto o trajeto quanto o resultado correm com mais leveza.',
    even: 'Os dois caminhos pesam mais ou menos o mesmo, e as cartas não mostram uma preferência clara. Talvez o que importe não seja tanto qual estrada você escolhe, mas como você a percorre.',
  },
  synthesis: {
    question: 'Você perguntou: “{question}”',
    noQuestion: 'Desta vez você não escreveu uma pergunta; as cartas falam sobre aquilo que mais ocupa a sua mente.',
    anchor: 'O ponto de apoio da tiragem é {card} ({orientation}), na posição “{position}”: {keywords}.',
    tone: {
      flowing: 'No conjunto, a energia corre bem: leve essa confiança para aquilo que você quer fazer.',
      mixed: 'Leveza e atrito se entrelaçam. Repare onde estão as cartas invertidas: é ali que se pede um ajuste.',
      inward:
        'As cartas pedem, sobretudo, que você faça uma pausa e olhe para dentro. O caminho adiante não está fechado; cuidar de si primeiro torna a estrada mais firme.',
    },
  },
};
