import type { ReadingTexts } from './reading-texts';

export const texts: ReadingTexts = {
  listSeparator: ', ',
  orientation: { upright: 'al derecho', reversed: 'invertida' },
  topics: {
    love: 'Tu pregunta es sobre el amor, así que cada carta se lee por lo que dice del corazón.',
    career: 'Tu pregunta es sobre el trabajo, así que cada carta se lee por lo que dice de tu carrera.',
    money:
      'Tu pregunta es sobre el dinero, así que cada carta se lee por lo que dice de tus finanzas. Las cartas ofrecen una manera de mirar el dinero, no asesoramiento financiero.',
    study:
      'Tu pregunta es sobre los estudios, así que cada carta se lee por lo que dice del esfuerzo, el aprendizaje y el crecimiento.',
    health:
      'Tu pregunta es sobre tu bienestar, así que cada carta se lee por lo que dice del cuidado de ti. Las cartas son un recordatorio, no un diagnóstico: en lo que toca a tu cuerpo, escucha a tu médico.',
    decision: 'Tu pregunta pide una decisión. Las cartas te ayudan a sopesar cada opción; la elección siempre es tuya.',
    general: 'No has señalado ningún ámbito en concreto, así que cada carta se lee en su sentido general.',
  },
  patterns: {
    majorsPastFuture:
      'Hay arcanos mayores tanto en el pasado como en el futuro ({cards}): no es una ola pasajera, sino una lección más larga en tu vida, que va de lo que fue a lo que está por venir.',
    towerThenStar:
      'La Torre y La Estrella aparecen juntas ({cards}): cuando la vieja estructura se afloja, vuelve la esperanza. Primero descansa; después reconstruye pieza a pieza.',
    sunAndMoon:
      'El Sol y La Luna aparecen juntos ({cards}): lo que está claro y lo que no conviven lado a lado. Confía en lo que sabes y dale tiempo a lo que aún está borroso.',
    loversAndDevil:
      'Los Enamorados y El Diablo comparten esta tirada ({cards}): la atracción es fuerte, así que vale la pena distinguir una elección sentida de una costumbre difícil de soltar.',
    courtPeople:
      'Las figuras de la corte ({cards}) suelen representar a personas de tu entorno, o a una faceta de ti. ¿Quién se les parece en esta historia y cómo influye su actitud en la tuya?',
    cupsInLove:
      'Varias Copas en una pregunta de amor ({cards}): aquí la corriente principal es el sentimiento. Decir con sinceridad lo que sientes te ayudará más que adivinar lo que piensa la otra persona.',
    swordsInLove:
      'Varias Espadas en una pregunta de amor ({cards}): los pensamientos y las palabras pesan mucho en este vínculo. Habla con suavidad y no dejes que la preocupación saque conclusiones por ti.',
    wandsInWork:
      'Varios Bastos en una pregunta de trabajo o estudios ({cards}): el empuje y el entusiasmo son tu capital. Dale a esa energía un plan claro por el que avanzar.',
    pentaclesInMoney:
      'Varios Oros en una pregunta de dinero ({cards}): la respuesta está en los detalles constantes. Llevar las cuentas, planificar y dar pasos pequeños es más fiable que esperar un gran golpe de suerte.',
    manyAces:
      'Aparece más de un As ({cards}): brotan comienzos nuevos en varias direcciones. Elige el que más quieras cuidar y empieza por ahí.',
    majorsLead:
      'Los arcanos mayores forman más de la mitad de la tirada: esto toca los grandes temas de tu vida. Merece tu atención, y también tu paciencia contigo.',
    noMajors:
      'Solo aparecen arcanos menores: todo se juega en las decisiones y acciones del día a día, y tienes más poder sobre ello del que quizá crees.',
    mostReversed:
      'Más de la mitad de las cartas salen invertidas: es momento de ir más despacio y ordenar lo de dentro. Desbloquea lo que está atascado antes de seguir adelante.',
    noneReversed:
      'Todas las cartas salen al derecho: la energía fluye libremente, buen momento para convertir las ideas en acciones.',
    fireLeads:
      'Predomina el Fuego (Bastos): la pasión y la acción son la clave. Cuando lo tengas claro, muévete, pero cuidado con las prisas.',
    waterLeads:
      'Predomina el Agua (Copas): los sentimientos y las relaciones están en el centro. Escucha lo que de verdad sientes y deja espacio también a lo que sienten los demás.',
    airLeads:
      'Predomina el Aire (Espadas): pensar, hablar y decidir ocupan el primer plano. Las palabras claras y la cabeza despejada ayudan más que dar vueltas en círculo.',
    earthLeads:
      'Predomina la Tierra (Oros): el dinero, el trabajo y el cuerpo piden más cuidado. Los pasos firmes y prácticos valen más que las fantasías.',
    noWands:
      'No aparece ningún Basto en toda la tirada: quizá falta la chispa de la acción. ¿Qué quieres hacer de verdad?',
    noCups:
      'No aparece ninguna Copa en toda la tirada: parece que los sentimientos se han dejado a un lado. Cuida tu propio corazón y a las personas que te rodean.',
    noSwords:
      'No aparece ninguna Espada en toda la tirada: puede que aún no lo hayas pensado del todo. Escribe tus preocupaciones y ordena tus ideas.',
    noPentacles:
      'No aparece ningún Oro en toda la tirada: al plan todavía le falta su lado práctico. ¿Cuál es el primer paso concreto?',
  },
  leaning: {
    yes: 'Las cartas se inclinan hacia el sí. Déjate llevar por esa corriente, sin perder de vista los detalles que señalan.',
    no: 'Las cartas se inclinan hacia el no, o al menos hacia un «así no». No es un veredicto, sino una invitación a mirarlo desde otro ángulo.',
    notYet:
      'Las cartas se inclinan hacia un «todavía no». La respuesta aún se está formando: observa, prepárate y sabrás cuándo es el momento.',
  },
  choice: {
    pathA:
      'Al sopesar los dos caminos, las cartas favorecen la primera opción: tanto el trayecto como el resultado fluyen con más facilidad.',
    pathB:
      'Al sopesar los dos caminos, las cartas favorecen la segunda opción: tanto el trayecto como el resultado fluyen con más facilidad.',
    even: 'Los dos caminos pesan más o menos lo mismo y las cartas no muestran una preferencia clara. Quizá importe menos qué camino tomes que la manera en que lo recorras.',
  },
  synthesis: {
    question: 'Preguntaste: «{question}»',
    noQuestion: 'Esta vez no escribiste ninguna pregunta; las cartas hablan de lo que más ocupa tu mente.',
    anchor: 'La tirada se asienta en {card} ({orientation}) en «{position}»: {keywords}.',
    tone: {
      flowing: 'En conjunto, la energía fluye con facilidad: lleva esa confianza a lo que quieras hacer.',
      mixed:
        'La facilidad y la fricción se entrelazan. Fíjate en dónde caen las cartas invertidas: ahí es donde se te pide un ajuste.',
      inward:
        'Las cartas te piden sobre todo que te detengas y mires hacia dentro. El avance no está cerrado; cuidarte primero hace el camino más firme.',
    },
  },
};
