import type { CardBodyTable } from '../../types';

export const cups: CardBodyTable = {
  'cups-01': {
    keywords: {
      upright: ['amor nuevo', 'corazón abierto', 'nutrición', 'alegría'],
      reversed: ['sentimientos reprimidos', 'entrega bloqueada', 'vacío', 'cerrarse'],
    },
    upright:
      'Te ofrecen una copa rebosante: un amor nuevo, una amistad nueva o un sentimiento que casi habías olvidado vuelve a fluir en tu vida. El As de Copas te invita a abrir el corazón, a permitirte amar y ser amado. Ahora mismo la ternura no es debilidad; es la puerta por la que entra la felicidad.',
    reversed:
      'La copa sigue ahí, pero de ella no brota nada. Quizá retienes demasiado tus sentimientos, o das muchísimo sin que te vean, y te sientes vacío por dentro. El As invertido te pide cuidar primero tus propios sentimientos: llora si lo necesitas, dilo en voz alta, y el manantial volverá a fluir.',
    interpretation:
      'Como raíz del agua, este As es la fuente del sentimiento, la intuición y el amor. Su lección es que el amor tiene que moverse: hay que darlo y también recibirlo. Cuando aparece, fíjate en los pequeños detalles que te han reconfortado últimamente y da las gracias; pregúntate también si has estado rechazando la amabilidad.',
    imagery:
      'Una mano surge de una nube sosteniendo una copa dorada que rebosa. Cinco chorros caen de su borde a un estanque de flores de loto, mientras una paloma blanca desciende hacia la copa con una hostia en el pico. El agua que desborda es un sentimiento sin fin; la paloma, la paz y la bendición que vienen de lo alto; los lotos muestran la emoción que florece en el mundo real.',
    areas: {
      love: {
        upright:
          'Un nuevo flechazo, o una ternura renovada en un vínculo existente. Expresa con sinceridad lo que sientes y encontrará respuesta.',
        reversed:
          'Sentimientos que no se dicen, o un amor que se ha vuelto agotador. Cuida tu propio corazón antes de dar más.',
      },
      career: {
        upright:
          'Momentos en el trabajo en los que te sientes valorado. Bueno para tareas creativas o de trato con personas.',
        reversed:
          'Cumplir el expediente sin poner el corazón. Busca la parte del trabajo que de verdad te pueda importar.',
      },
      wealth: {
        upright:
          'Un pequeño dinero inesperado o la ayuda de alguien que te aprecia. Gástalo en lo que de verdad te haga feliz.',
        reversed:
          'El gasto emocional hace que el dinero se escape sin hacer ruido. Cuando estés triste, mantente lejos del carrito de la compra.',
      },
      health: {
        upright:
          'El cuerpo y la mente empiezan a relajarse y a sentirse nutridos. Bebe agua, descansa, deja que también tu cuerpo se suavice.',
        reversed:
          'Los sentimientos reprimidos pueden convertirse en cansancio físico. Habla con alguien o escribe un diario, y busca ayuda profesional si persiste.',
      },
    },
  },
  'cups-02': {
    keywords: {
      upright: ['atracción mutua', 'pareja', 'conexión', 'reconciliación'],
      reversed: ['desequilibrio', 'malentendido', 'distanciamiento', 'una ruptura'],
    },
    upright:
      'Dos personas alzan sus copas la una hacia la otra y sus corazones se encuentran. El Dos de Copas representa una conexión equilibrada y respetuosa: el comienzo de un romance, una asociación basada en el entendimiento o una amistad íntima. La sinceridad que ofreces te vuelve con la misma calidez.',
    reversed:
      'Un vínculo que antes era fácil se ha agrietado: una parte da más, o se ha colado un malentendido. El Dos invertido te pide detenerte, escuchar de verdad a la otra persona y decir con claridad lo que piensas, antes de que una pequeña brecha se convierta en una distancia real.',
    interpretation:
      'El Dos de Copas es Venus en Cáncer, una carta de amor y conexión. Su lección es el equilibrio: una relación sana no es una persona cediendo ante la otra, sino las dos siendo vistas. Cuando aparece, piensa si estás siendo sincero en las relaciones que importan y si le das a la otra persona el mismo espacio.',
    imagery:
      'Un hombre y una mujer se miran de frente, cada uno con una copa, como si intercambiaran votos. Sobre ellos se alza un caduceo, dos serpientes enroscadas en una vara, coronado por una cabeza de león alada. El caduceo representa la comunicación y la sanación; el león, la pasión elevada a un amor más alto; y sus miradas a la misma altura, la igualdad y el respeto.',
    areas: {
      love: {
        upright:
          'Un momento precioso para declararse, tener citas o formalizar la relación. Las parejas se sentirán más unidas.',
        reversed:
          'Un desequilibrio o un malentendido pide una conversación sincera antes de que se instale el silencio.',
      },
      career: {
        upright: 'La colaboración fluye; bueno para contratos, alianzas y encontrar socios afines.',
        reversed: 'Desacuerdos o un esfuerzo desigual en una asociación. Aclara papeles y recompensas.',
      },
      wealth: {
        upright: 'El dinero que se gana en común va bien; las empresas conjuntas arrancan con buen pie.',
        reversed: 'Las relaciones y el dinero se enredan. Piénsalo dos veces antes de prestar a amigos o familiares.',
      },
      health: {
        upright: 'Te sientes a gusto con alguien cercano, y tu cuerpo acompaña tu estado de calma.',
        reversed: 'El estrés de una relación está afectando a tu sueño. Date momentos de tranquilidad a solas.',
      },
    },
  },
  'cups-03': {
    keywords: {
      upright: ['celebración', 'amistad', 'reencuentro', 'alegría'],
      reversed: ['excesos', 'camarillas', 'una tercera persona', 'compañías volubles'],
    },
    upright:
      'Tres amigas ríen y alzan sus copas: hay algo que merece celebrarse. El Tres de Copas trae reencuentros, amistad y felicidad compartida, ya sea una fiesta, una buena noticia o un círculo de personas que de verdad te entienden. Disfrútalo a fondo y reparte la alegría.',
    reversed:
      'Detrás de la diversión algo no encaja: demasiada comida y bebida, cotilleos dentro de un grupito o una tercera persona que entra en una relación. El Tres invertido te pregunta qué compañías te nutren de verdad y cuáles solo te desgastan, y te sugiere bajar un poco el volumen.',
    interpretation:
      'El Tres de Copas es Mercurio en Cáncer, el sentimiento que fluye a través de un grupo. Su lección es que la alegría necesita compartirse, y también medida. Cuando aparece, ponte en contacto con una amistad a la que hace tiempo que no ves o felicita a alguien de todo corazón, y fíjate en si usas el ruido para huir de un sentimiento.',
    imagery:
      'Tres mujeres bailan en corro en un campo de cosecha, alzando bien alto sus copas, con calabazas y uvas a sus pies. Sus pasos son ligeros y sus vestidos, de colores distintos. La cosecha es la recompensa tras el trabajo duro; el corro, el apoyo mutuo; y los colores variados muestran que la verdadera amistad deja espacio a la diferencia.',
    areas: {
      love: {
        upright:
          'La vida social brilla y una fiesta puede traer a alguien especial. A las parejas les sienta bien salir juntas.',
        reversed: 'Cuidado con los coqueteos que se complican, y no dejes que las amistades decidan tu vida amorosa.',
      },
      career: {
        upright: 'Trabajar en equipo es un placer y un hito merece celebrarse. Bueno para actividades de equipo.',
        reversed: 'Los grupitos y los rumores de la oficina te distraen. Céntrate en tu propio trabajo.',
      },
      wealth: {
        upright: 'Una prima o una pequeña ganancia; celébralo con amigos, pero sin gastar de más.',
        reversed: 'Las salidas y los compromisos sociales te cuestan más de lo que crees.',
      },
      health: {
        upright: 'El buen humor ayuda a tu salud; hacer ejercicio con amigos es una buena idea.',
        reversed: 'Con la comida y la bebida es fácil pasarse. Dale un descanso a tu estómago.',
      },
    },
  },
  'cups-04': {
    keywords: {
      upright: ['apatía', 'contemplación', 'insatisfacción', 'oportunidades perdidas'],
      reversed: ['interés renovado', 'aceptar una oferta', 'salir del bache', 'despertar'],
    },
    upright:
      'Nada de lo que tienes delante parece despertar tu interés, y siempre sientes que falta algo. El Cuatro de Copas muestra hastío y repliegue interior: quizá estás reevaluando tu vida, o quizá simplemente estás cansado. Mira a tu alrededor; puede que haya una amabilidad o una oportunidad que estás pasando por alto.',
    reversed:
      'Levantas la cabeza del bajón y estás dispuesto a volver a mirar el mundo. Invertido, el Cuatro significa salir del estancamiento, decir que sí a una invitación que habías rechazado o entender por fin lo que realmente quieres. Ve paso a paso.',
    interpretation:
      'El Cuatro de Copas es la Luna en Cáncer, los sentimientos que se retiran hacia dentro como una marea. Su lección es que la reflexión ayuda, pero la apatía puede encerrarte. Cuando aparece, apunta tres pequeñas cosas por las que hoy sientes gratitud y prueba a decir que sí a una invitación nueva.',
    imagery:
      'Un joven está sentado con las piernas cruzadas bajo un árbol, de brazos cruzados, mirando tres copas sobre la hierba. Una mano surge de una nube y le ofrece una cuarta copa, pero él no se da cuenta. Los brazos cruzados significan actitud defensiva; las tres copas, lo que tiene pero ya no valora; y la copa de la nube, la oportunidad que se está perdiendo.',
    areas: {
      love: {
        upright:
          'El amor se siente plano o sin chispa. Antes de descartarlo, pregúntate qué es lo que realmente falta.',
        reversed: 'Vuelve el interés; estás abierto a conocer a alguien o a darle otra oportunidad a la relación.',
      },
      career: {
        upright:
          'Desgaste en el trabajo y oportunidades que se escapan. Haz una pausa para replantearte el rumbo, pero no tires la toalla.',
        reversed: 'Llegan ideas y energía nuevas; buen momento para aceptar la oferta ante la que dudabas.',
      },
      wealth: {
        upright: 'Pocas ganas de planificar el dinero, así que las buenas oportunidades pasan de largo.',
        reversed: 'Reorganizas tus finanzas y descubres ingresos que habías pasado por alto.',
      },
      health: {
        upright:
          'La falta de energía y el cansancio piden una rutina mejor. Si el bajón dura, habla con alguien o consulta a un médico.',
        reversed: 'Estás remontando; vuelve al ejercicio y a un ritmo estable poco a poco.',
      },
    },
  },
  'cups-05': {
    keywords: {
      upright: ['pérdida', 'arrepentimiento', 'duelo', 'anclarse en el pasado'],
      reversed: ['soltar', 'aceptación', 'pasar página', 'recuperar la esperanza'],
    },
    upright:
      'Estás de duelo por algo perdido: una relación, una oportunidad, una expectativa que quedó en nada. El Cinco de Copas reconoce esa tristeza como real, y también te recuerda que detrás de ti todavía quedan dos copas en pie. Permítete estar triste, pero no olvides lo que aún merece la pena atesorar.',
    reversed:
      'Empiezas a soltar el arrepentimiento y a darte la vuelta poco a poco para ver lo que queda. Invertido, el Cinco significa sanación y aceptación, perdonarte y perdonar a los demás. El pasado no puede cambiar, pero sí puedes elegir adónde ir a partir de aquí.',
    interpretation:
      'El Cinco de Copas es Marte en Escorpio, una pérdida profunda y el poso de un sentimiento intenso. Su lección es que el duelo hay que vivirlo, no saltárselo. Cuando aparece, date tiempo para llorar lo perdido y cuenta las personas y las cosas que siguen a tu lado.',
    imagery:
      'Una figura con capa negra está de pie, cabizbaja, ante tres copas derramadas cuyo contenido corre por el suelo; detrás de ella, dos copas siguen en pie. A lo lejos, un río fluye bajo un puente que lleva a un castillo. La capa es el luto; las copas derramadas, lo perdido; y las dos copas y el puente recuerdan que todavía quedan esperanza y un camino.',
    areas: {
      love: {
        upright:
          'Tristeza por una ruptura o una decepción, y una atracción hacia el pasado. Tómate tu tiempo, pero no cierres el corazón.',
        reversed: 'El dolor se suaviza; puedes mirar el pasado con calma y volver a confiar en el amor.',
      },
      career: {
        upright: 'Un revés o un plan fallido. Antes de culparte, mira con qué recursos sigues contando.',
        reversed: 'Aprendes del fracaso y encuentras tu rumbo; revisa y vuelve a empezar.',
      },
      wealth: {
        upright: 'Una pérdida o una mala inversión. No intentes recuperarla echando más dinero.',
        reversed: 'Las pérdidas se detienen y gestionas el dinero con más cuidado.',
      },
      health: {
        upright:
          'El bajo ánimo pesa sobre tu cuerpo; cuida el sueño y las comidas. Si el duelo se alarga demasiado, busca apoyo profesional.',
        reversed: 'Tu ánimo mejora poco a poco y tu cuerpo lo acompaña.',
      },
    },
  },
  'cups-06': {
    keywords: {
      upright: ['nostalgia', 'inocencia', 'infancia', 'un antiguo amor'],
      reversed: ['vivir en el pasado', 'negarse a crecer', 'viejas heridas reabiertas', 'mirar hacia delante'],
    },
    upright:
      'Vuelven en oleada recuerdos dulces: una vieja amistad que se pone en contacto, una visita a un lugar conocido, un sencillo gesto de cariño. El Seis de Copas trae calidez e inocencia, y te recuerda que busques a ese niño interior que era feliz con tan poco, y que ames de maneras sencillas.',
    reversed:
      'Quizá estás demasiado atrapado en el pasado, comparando el hoy con viejos recuerdos o sin poder soltar a personas y hechos de otro tiempo. Invertido, el Seis también puede significar que por fin estás listo para despedirte del pasado, crecer un poco y mirar el presente y el futuro.',
    interpretation:
      'El Seis de Copas es el Sol en Escorpio, el brillo cálido de la memoria emocional. Su lección es que los recuerdos pueden nutrirte, pero no deben atraparte. Cuando aparece, contacta con una vieja amistad o haz algo que te encantaba de pequeño, y pregúntate también qué vida quieres ahora.',
    imagery:
      'En un patio tranquilo, un niño le ofrece a una niña una copa llena de flores blancas, y a su alrededor hay otras cinco copas con flores. Detrás se ven casas antiguas y un guardia que se aleja. Los niños son la inocencia y la buena voluntad; las flores, los recuerdos felices; y el guardia que se va indica que, en un lugar seguro, el corazón puede bajar la guardia.',
    areas: {
      love: {
        upright:
          'Puede reaparecer una expareja, o tu pareja y tú recordáis cómo os conocisteis. El cariño sencillo conquista corazones.',
        reversed: 'Deja de comparar el presente con el pasado, o te perderás a la persona que tienes delante.',
      },
      career: {
        upright: 'Volver a trabajar con antiguos compañeros o clientes; la experiencia pasada da sus frutos.',
        reversed: 'Aferrarte a los viejos métodos te deja descolgado de lo nuevo.',
      },
      wealth: {
        upright:
          'Ayuda de la familia o una vieja deuda que te devuelven; el dinero gastado en el hogar está bien gastado.',
        reversed: 'El sentimentalismo o las obligaciones te cuestan demasiado. Gasta con la cabeza fría.',
      },
      health: {
        upright: 'Las rutinas conocidas te ayudan a relajarte; una visita a casa podría reconfortarte.',
        reversed: 'Viejos hábitos o heridas afectan a tu salud. Prueba a crear hábitos nuevos y más sanos.',
      },
    },
  },
  'cups-07': {
    keywords: {
      upright: ['fantasía', 'demasiadas opciones', 'ensoñaciones', 'tentación'],
      reversed: ['vuelta a la realidad', 'ver con claridad', 'tomar una decisión', 'despertar'],
    },
    upright:
      'Ante ti parecen flotar innumerables opciones, cada una más brillante que la anterior. El Siete de Copas muestra una imaginación rica que puede perderse con facilidad: los sueños son bonitos, pero no todos son viables. Separa lo que de verdad quieres de lo que solo es una fantasía pasajera.',
    reversed:
      'La niebla se levanta y empiezas a ver con claridad, sin dejarte deslumbrar por las apariencias. Invertido, el Siete significa despertar de las ensoñaciones, tomar una decisión práctica y estar dispuesto a actuar en consecuencia.',
    interpretation:
      'El Siete de Copas es Venus en Escorpio, donde el deseo y la imaginación se enredan. Su lección es que los sueños necesitan tierra firme. Cuando aparece, escribe tus deseos, pregúntate qué estarías dispuesto a dar por cada uno, y luego elige uno y empieza.',
    imagery:
      'Una figura vista de espaldas está ante una nube en la que flotan siete copas que contienen una cabeza, una figura velada, una serpiente, un castillo, joyas, una corona de laurel y un dragón. Cada copa es una tentación o un sueño, fama, riqueza, amor, peligro, y las nubes muestran que ninguno es real todavía: hay que saber distinguirlos.',
    areas: {
      love: {
        upright:
          'Demasiadas fantasías sobre el amor, o atracción por varias personas a la vez. Mira quién es alguien en realidad antes de lanzarte.',
        reversed: 'Despiertas de expectativas poco realistas y ves la relación tal como es.',
      },
      career: {
        upright: 'Demasiadas ideas y poco foco; cuidado con los grandes proyectos sin sustancia. Elige el más viable.',
        reversed: 'Por fin se aclara el rumbo; pasas de soñar a hacer.',
      },
      wealth: {
        upright: 'Ojo con las inversiones tentadoras o las ofertas para hacerse rico rápido; bien pueden ser trampas.',
        reversed: 'Calas los planes de dinero dudosos y vuelves a un plan estable.',
      },
      health: {
        upright:
          'Hábitos irregulares y atención dispersa; vigila las vías de escape como trasnochar o pasar horas deslizando el dedo por la pantalla.',
        reversed: 'Empiezas a escuchar a tu cuerpo y ajustas tu forma de vivir.',
      },
    },
  },
  'cups-08': {
    keywords: {
      upright: ['alejarse', 'buscar sentido', 'soltar', 'pasar página'],
      reversed: ['indecisión', 'miedo al cambio', 'volver atrás', 'ir a la deriva'],
    },
    upright:
      'Te has dado cuenta de que lo que tienes ya no te llena por dentro, aunque desde fuera parezca estar bien. El Ocho de Copas es el valor de marcharse: de una relación, un trabajo o una forma de vida, en busca de un sentido más hondo. Irse no es fácil, pero sabes que tienes que hacerlo.',
    reversed:
      'Quieres irte pero no te atreves, o te fuiste y no dejas de mirar atrás. Invertido, el Ocho también puede significar ir a la deriva para evitar algo. Pregúntate: ¿estás buscando algo o simplemente huyendo de algo?',
    interpretation:
      'El Ocho de Copas es Saturno en Piscis, el sentimiento que se asienta en una búsqueda de sentido. Su lección es que hay despedidas que te hacen más completo. Cuando aparece, evalúa con honestidad lo que ya no te encaja y permítete un adiós amable.',
    imagery:
      'Bajo la luna, una figura con capa roja se apoya en un bastón y da la espalda a ocho copas bien apiladas, camino de unas montañas lejanas. La luna muestra a la vez un rostro lleno y uno creciente. Las copas apiladas son los sentimientos invertidos en el pasado; el viaje, una búsqueda de un sentido más alto; y la luna, señal de que este camino se recorre guiado por la intuición.',
    areas: {
      love: {
        upright: 'Te das cuenta de que esta relación ya no te deja crecer y quizá te alejes, para siempre o por ahora.',
        reversed: 'Dividido entre irte y quedarte; ir y venir solo te agota. Date una respuesta clara.',
      },
      career: {
        upright: 'El trabajo ha perdido su sentido; estás pensando en un campo o un rumbo nuevos.',
        reversed: 'Querer cambiar de trabajo sin llegar nunca a actuar, o dejarlo por impulso sin ningún plan.',
      },
      wealth: {
        upright:
          'Dispuesto a renunciar a una ganancia inmediata por una meta a más largo plazo; buen momento para replantearte tu relación con el dinero.',
        reversed: 'La indecisión financiera desperdicia oportunidades entre dos opciones.',
      },
      health: {
        upright: 'Necesitas alejarte de un entorno que te agota y darte tiempo para recuperarte.',
        reversed: 'Ignorar los avisos de tu cuerpo no soluciona nada; si te toca una revisión, ve.',
      },
    },
  },
  'cups-09': {
    keywords: {
      upright: ['deseos cumplidos', 'satisfacción', 'disfrute', 'complacencia'],
      reversed: ['nunca satisfecho', 'presunción', 'placer vacío', 'deseos incumplidos'],
    },
    upright:
      'Es la carta de los deseos: lo que esperabas tiene muchas probabilidades de hacerse realidad, y te sientes profundamente satisfecho. El Nueve de Copas te anima a disfrutar de lo que has logrado, a darte un capricho y a sentirte orgulloso de tu esfuerzo.',
    reversed:
      'El deseo parece haberse cumplido, pero algo sigue sin llenarte; o te has vuelto presumido y autoindulgente. Invertido, el Nueve te pide distinguir la felicidad real de la satisfacción superficial, y no poner tu alegría solo en las cosas.',
    interpretation:
      'El Nueve de Copas es Júpiter en Piscis, abundancia en lo emocional y en lo material. Su lección es que el contento nace del aprecio. Cuando aparece, haz una lista de los pequeños deseos que se han cumplido últimamente y date las gracias, y luego piensa qué te traería una felicidad auténtica a continuación.',
    imagery:
      'Un hombre bien vestido está sentado con satisfacción en un banco de madera, con los brazos cruzados. Detrás de él, sobre una mesa curva cubierta con un paño azul, nueve copas doradas forman una fila ordenada. Su rostro muestra seguridad y satisfacción. El arco de copas es la plenitud; los brazos cruzados, el orgullo por lo conseguido; y el fondo amarillo intenso, la alegría y el optimismo.',
    areas: {
      love: {
        upright:
          'Los deseos se cumplen en el amor: quien no tiene pareja puede conocer a su ideal, y las parejas se sienten dulces y satisfechas.',
        reversed:
          'Pedirle demasiado al amor, o fijarte solo en las apariencias, hace difícil encontrar una satisfacción real.',
      },
      career: {
        upright: 'Metas alcanzadas, con reconocimiento o recompensa; date un pequeño capricho.',
        reversed: 'Dormirte en los laureles e ignorar los problemas que se están gestando.',
      },
      wealth: {
        upright: 'Buena suerte con el dinero; ingresos estables, incluso con algún extra.',
        reversed: 'Derrochar solo por placer. No pierdas de vista el presupuesto.',
      },
      health: {
        upright: 'Te sientes bien; disfruta de la buena mesa y del ocio, con moderación.',
        reversed: 'Los excesos afectan a tu salud. Vigila el peso y el sueño.',
      },
    },
  },
  'cups-10': {
    keywords: {
      upright: ['felicidad familiar', 'plenitud', 'armonía', 'pertenencia'],
      reversed: ['conflicto familiar', 'fachada de armonía', 'valores distintos', 'distancia'],
    },
    upright:
      'Un arcoíris cruza el cielo y tus seres queridos están cerca. El Diez de Copas es la plenitud emocional: un hogar armonioso, una relación asentada, un sentimiento de pertenencia. Dedica tu tiempo a las personas que quieres y permítete sentir cuánto te quieren.',
    reversed:
      'Por fuera todo parece ir bien, pero por debajo hay tensión; o los miembros de la familia tienen valores tan distintos que cuesta hablar de verdad. Invertido, el Diez te recuerda que la felicidad se mantiene viva con conversaciones sinceras, no sosteniendo una imagen perfecta.',
    interpretation:
      'El Diez de Copas es Marte en Piscis, el final feliz del viaje emocional. Su lección es que la felicidad no es una meta, sino un cuidado diario. Cuando aparece, organiza una cena familiar o una cita con tu pareja y di en voz alta lo que agradeces.',
    imagery:
      'Una pareja abrazada alza los brazos hacia un arcoíris que lleva diez copas doradas, mientras dos niños bailan de la mano a su lado. A lo lejos se ven una casa y un río. El arcoíris es bendición y promesa; los niños que bailan, la alegría de una familia; y el hogar tranquilo, el lugar al que pertenece el corazón.',
    areas: {
      love: {
        upright:
          'Un amor estable y feliz; buen momento para hablar del futuro o conocer a la familia. Quien no tiene pareja puede conocer a alguien con quien compartir la vida.',
        reversed:
          'Tensión oculta en la relación; la armonía aparente no es felicidad verdadera. Hablad con sinceridad.',
      },
      career: {
        upright: 'Un ambiente de trabajo cálido, donde el equipo se apoya como una familia.',
        reversed: 'Cuesta equilibrar trabajo y hogar, o el equipo es cordial en la superficie pero está dividido.',
      },
      wealth: {
        upright: 'Las finanzas del hogar son estables; planifica a largo plazo, como una vivienda o el ahorro.',
        reversed: 'Los gastos de la casa provocan desacuerdos. Poned el tema del dinero sobre la mesa.',
      },
      health: {
        upright: 'El apoyo de la familia te mantiene tranquilo y con salud.',
        reversed: 'La presión familiar afecta a tu ánimo y a tu sueño. Acuérdate de cuidarte.',
      },
    },
  },
  'cups-11': {
    keywords: {
      upright: ['buenas noticias', 'sensibilidad', 'creatividad', 'un gesto tierno'],
      reversed: ['cambios de humor', 'inmadurez', 'fantasía', 'malas noticias'],
    },
    upright:
      'Se acerca una sorpresa dulce: una declaración, una buena noticia o una idea creativa repentina. La Sota de Copas trae la curiosidad y la sensibilidad de un niño, y te anima a confiar en tu intuición y a expresar lo que sientes.',
    reversed:
      'El humor oscila y las pequeñas cosas hieren, o saltan los nervios; o no llega un mensaje que esperabas. Invertida, la Sota te recuerda que la sensibilidad es un don, pero uno que debes cuidar en lugar de dejar que te gobierne.',
    interpretation:
      'La Sota de Copas lleva el elemento agua en su forma más pura y joven: una aprendiz en el mundo de los sentimientos. Su lección es sentir con el corazón abierto y aprender a convertir el sentimiento en acción. Cuando aparece, escribe un pequeño poema, dibuja algo o simplemente dile a alguien que lo echas de menos.',
    imagery:
      'Un joven con una túnica de flores está junto al mar sosteniendo una copa dorada de la que asoma un pececillo; lo mira con curiosidad. Detrás de él ruedan las olas. El pez es la inspiración y la intuición repentinas; su mirada curiosa, un corazón abierto; y el mar, el mundo profundo de las emociones.',
    areas: {
      love: {
        upright: 'Puede llegar una declaración o una señal coqueta; exprésate con suavidad y sinceridad.',
        reversed: 'Los cambios de humor o depender demasiado de la respuesta del otro te dejan con ansiedad.',
      },
      career: {
        upright: 'Las ideas creativas fluyen; bueno para el diseño, la escritura y el trabajo imaginativo.',
        reversed: 'Una actitud inmadura en el trabajo, o emociones que nublan el juicio.',
      },
      wealth: {
        upright: 'Una pequeña ganancia inesperada o una buena noticia, aunque no una gran suma.',
        reversed: 'Compras por impulso, o gestionar el dinero solo según lo que sientes.',
      },
      health: {
        upright: 'Los sentimientos y el cuerpo están muy unidos; el buen humor ayuda a tu salud.',
        reversed: 'Los cambios de humor afectan al apetito y al sueño; prueba a escribir un diario para desahogarte.',
      },
    },
  },
  'cups-12': {
    keywords: {
      upright: ['romance', 'cortejo', 'una invitación', 'idealismo'],
      reversed: ['poco realista', 'temperamental', 'insincero', 'evitar el compromiso'],
    },
    upright:
      'Un caballero se acerca despacio, ofreciendo una copa y trayendo una invitación romántica o una propuesta poética. El Caballero de Copas significa seguir al corazón hacia algo hermoso: un romance, un proyecto artístico o un viaje lleno de sentimiento.',
    reversed:
      'El romance se ha quedado en palabras: las promesas suenan preciosas pero los hechos nunca llegan, o los sentimientos llegan deprisa y se van igual de deprisa. Invertido, el Caballero te pide mirar la verdad que hay detrás de las palabras dulces y no vivir solo en tu imaginación.',
    interpretation:
      'El Caballero de Copas corresponde a Piscis, el sentimiento que se mueve en busca de un ideal. Su lección es darle al romance algo de tierra firme. Cuando aparece, da un paso concreto hacia el sueño que llevas dentro: apúntate a una clase o invita a esa persona a quedar.',
    imagery:
      'Un caballero con armadura plateada monta al paso un caballo blanco, sosteniendo ante sí una copa dorada bien nivelada; su casco y sus talones llevan alas. Delante corre un arroyo. El caballo blanco que avanza despacio es la dulzura y la calma; la copa nivelada, un corazón ofrecido con sinceridad; las alas, la imaginación y los ideales; y el arroyo, los sentimientos que aún quedan por cruzar.',
    areas: {
      love: {
        upright: 'Puede llegar un cortejo romántico o una invitación a una cita; el amor se tiñe de un brillo poético.',
        reversed: 'Puede que la otra persona sea todo palabras, o que seas tú quien duda ante el compromiso.',
      },
      career: {
        upright: 'Bueno para propuestas creativas y para el trabajo artístico, de diseño o de atención a las personas.',
        reversed: 'Muchas ideas pero poca continuidad; el entusiasmo se apaga pronto.',
      },
      wealth: {
        upright: 'Una oportunidad de ganar dinero con una pasión, aunque necesita planificación.',
        reversed: 'Gastar demasiado en romance o en ideales. Vive según tus posibilidades.',
      },
      health: {
        upright: 'Un ánimo ligero ayuda a la recuperación; prueba ejercicios suaves como el yoga o la natación.',
        reversed: 'Los cambios de humor afectan a tu salud; vigila el alcohol y las noches en vela.',
      },
    },
  },
  'cups-13': {
    keywords: {
      upright: ['dulzura', 'empatía', 'intuición', 'cuidado'],
      reversed: ['dependencia emocional', 'dar de más', 'hipersensibilidad', 'perderse a uno mismo'],
    },
    upright:
      'Eres una persona dulce y perceptiva, capaz de intuir lo que otros no dicen. La Reina de Copas es el amor maduro y la empatía: cuidar de los demás sin dejar de escuchar tu propia voz interior. Confía en tu intuición; te está mostrando el camino.',
    reversed:
      'Das demasiado a los demás y te olvidas de ti, o tus sentimientos están tan llenos que las alegrías y penas ajenas te arrastran. Invertida, la Reina te pide poner límites: la bondad es valiosa, pero sé bondadoso primero contigo.',
    interpretation:
      'La Reina de Copas corresponde a Cáncer, la expresión más pura y profunda del sentimiento. Su lección es que, después de la empatía, hay que volver a uno mismo. Cuando aparece, regálate un rato de calma, un baño o algo de música, y pregúntate qué necesitas de verdad ahora.',
    imagery:
      'Una reina está sentada en un trono a la orilla del agua, sosteniendo con ambas manos una copa dorada cerrada y ornamentada que contempla con atención. En el trono hay angelitos tallados, y a sus pies hay guijarros de colores y agua de mar. La copa cerrada es el sentimiento profundo y la intuición; su mirada, la reflexión; y el agua que le lame los pies, su cercanía al mundo de las emociones.',
    areas: {
      love: {
        upright:
          'El amor está lleno de ternura y comprensión; buen momento para mostrar cariño y hacer más hondo el vínculo.',
        reversed: 'Dar tanto en el amor que te pierdes a ti, o apoyarte emocionalmente en tu pareja.',
      },
      career: {
        upright: 'Muy indicada para trabajos que requieren empatía: orientación, enseñanza, enfermería o diseño.',
        reversed: 'El estado de ánimo de tus compañeros te afecta demasiado y te deja sin fuerzas.',
      },
      wealth: {
        upright: 'Cuando sigas tu instinto con el dinero, contrástalo también con la razón.',
        reversed: 'Prestar por blandura o gastar por sentimientos; mantén tus límites.',
      },
      health: {
        upright: 'Cuida tu salud emocional y descansa bien; tu cuerpo también se relajará.',
        reversed: 'El desgaste emocional está afectando a tu cuerpo; busca apoyo profesional si lo necesitas.',
      },
    },
  },
  'cups-14': {
    keywords: {
      upright: ['madurez emocional', 'generosidad', 'calma', 'sabiduría'],
      reversed: ['sentimientos reprimidos', 'manipulación', 'frialdad', 'volubilidad'],
    },
    upright:
      'Eres capaz de mantener la calma en plena tormenta, entendiendo a los demás sin perderte a ti. El Rey de Copas es la madurez emocional y la generosidad: ni se ahoga en los sentimientos ni los niega. Tu dulzura y tu firmeza hacen que quienes te rodean se sientan seguros.',
    reversed:
      'Calma en la superficie y mucho contenido por dentro; o sentimientos gestionados con frialdad y control. Invertido, el Rey te recuerda que la madurez no significa no expresar nunca los sentimientos, sino afrontarlos con honestidad y amabilidad.',
    interpretation:
      'El Rey de Copas corresponde a Escorpio, un líder capaz de dominar las emociones profundas. Su lección es equilibrar la razón y el sentimiento. Cuando aparece y surge un conflicto, respira hondo primero y después expresa tus necesidades con voz serena.',
    imagery:
      'Un rey está sentado en un trono de piedra que flota sobre un mar agitado, con una copa en una mano y un cetro en la otra, y una expresión tranquila. A un lado salta un pez del agua y al otro navega un barco. El mar agitado son las emociones complejas; la calma del rey, su dominio sobre ellas; y el pez y el barco muestran que se mueve con libertad entre el sentimiento y la vida práctica.',
    areas: {
      love: {
        upright: 'Una pareja madura y estable, o una relación basada en la comprensión; buena para el largo plazo.',
        reversed:
          'Sentimientos reprimidos o una guerra fría, con una persona que controla a través de la distancia. Hablad con sinceridad.',
      },
      career: {
        upright: 'Muy indicado para gestionar o mediar, guiando al equipo con suavidad.',
        reversed:
          'Ocultar tus sentimientos en el trabajo durante demasiado tiempo, o tratar con un jefe o un compañero manipulador.',
      },
      wealth: {
        upright: 'Una gestión del dinero estable; afrontas los asuntos financieros con calma.',
        reversed:
          'Las emociones influyen en tus decisiones económicas; evita las grandes decisiones cuando estés alterado.',
      },
      health: {
        upright: 'Equilibrio entre cuerpo y mente; la estabilidad emocional favorece tu salud.',
        reversed:
          'Las emociones reprimidas durante mucho tiempo pueden afectar al cuerpo; aprende a liberar la presión.',
      },
    },
  },
};
