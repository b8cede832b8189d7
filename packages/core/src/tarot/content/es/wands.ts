import type { CardBodyTable } from '../../types';

export const wands: CardBodyTable = {
  'wands-01': {
    keywords: {
      upright: ['inspiración', 'nuevo comienzo', 'chispa creativa', 'entusiasmo'],
      reversed: ['retrasos', 'poco empuje', 'bloqueo creativo', 'arranques fallidos'],
    },
    upright:
      'Algo ha prendido en ti: una idea, un proyecto, unas ganas repentinas de probar. El As de Bastos te pone en la mano energía creativa en bruto, todavía caliente. No es momento de pulir el plan un mes más; es momento de dar un paso pequeño y real y dejar que el impulso haga el resto. La oportunidad ya está en tu mano. La pregunta es si vas a agarrarla.',
    reversed:
      'La chispa está ahí, pero se apaga una y otra vez como una cerilla húmeda. Quizá tienes muchas ideas y ningún punto de partida, o la duda apaga cada una antes de que prenda. El As invertido no dice que la ocasión se haya esfumado. Te pregunta qué está consumiendo tu fuego: ¿el agotamiento, el miedo a fracasar o una meta que en realidad nunca fue tuya?',
    interpretation:
      'Como raíz pura del fuego, este As es la semilla de todo lo que podrías crear. Su lección es que el fuego necesita combustible y también un hogar. La pasión sin base se consume deprisa; un plan sin pasión se vuelve una obligación. Cuando aparece esta carta, apunta las ideas que te bullen en la cabeza, rodea con un círculo la que te acelera el pulso y haz algo concreto por ella esta semana. Empezar es la mejor manera de encender la cerilla.',
    imagery:
      'Una mano surge de una nube y sostiene un robusto bastón de madera del que brotan hojas nuevas, algunas de las cuales caen al suelo. Abajo se ven un castillo sobre una colina, un río sinuoso y un paisaje verde y ondulado bajo un cielo luminoso. La mano sugiere un regalo que llega de fuera, o de lo más hondo; el bastón que brota es la fuerza vital en estado puro; el castillo, una meta que aún hay que alcanzar; el río recuerda que la inspiración tiene que fluir para poder nutrir algo.',
    areas: {
      love: {
        upright:
          'Hay una chispa nueva en el aire, ya sea un encuentro emocionante o un calor renovado en una relación conocida. Atrévete un poco y deja que se note tu interés.',
        reversed:
          'Un día fuego y al siguiente frío, o los dos esperando a que el otro dé el primer paso. Antes de que la duda se convierta en distancia, pregúntate si de verdad lo quieres.',
      },
      career: {
        upright:
          'Un momento excelente para presentar una idea, lanzar un proyecto o probar una actividad paralela. Tu iniciativa se ve más que nunca ahora mismo, así que ponla a trabajar.',
        reversed:
          'El proyecto no termina de despegar. Reduce la meta al primer paso más pequeño posible, dalo y ve ajustando sobre la marcha.',
      },
      wealth: {
        upright:
          'Una idea nueva de ingresos o una asociación pueden merecer una mirada seria. Pruébala a pequeña escala, comprueba que funciona y solo entonces piensa en invertir más.',
        reversed:
          'Las compras por impulso y las apuestas improvisadas probablemente se quedarán en nada. Apunta la idea, consúltalo con la almohada unos días y luego decide.',
      },
      health: {
        upright:
          'Tu energía vuelve a subir. Empieza un hábito de movimiento basado en algo que de verdad disfrutes, y deja que tu cuerpo redescubra su ritmo.',
        reversed:
          '¿Te sientes apagado y sin ganas? Ordena tu sueño y tu ritmo diario antes de exigirte más, y si el cansancio persiste, consulta a un profesional.',
      },
    },
  },
  'wands-02': {
    keywords: {
      upright: ['planificación', 'visión', 'decisiones', 'salir de la zona de confort'],
      reversed: ['indecisión', 'miedo a lo desconocido', 'planes estancados', 'ir a lo seguro'],
    },
    upright:
      'Has construido algo sólido, y ahora tu mirada se desvía hacia el horizonte. El Dos de Bastos es la carta de quien planifica: de pie en el límite de lo que conoce, sopesando adónde ir y si dejar el terreno familiar. Te anima a convertir sueños vagos en un mapa de verdad y a elegir tu futuro de forma deliberada en lugar de dejarte llevar hacia él.',
    reversed:
      'Una parte de ti sabe que ahí fuera hay un mundo más grande, y aun así no terminas de salir. Quizá temes perder la seguridad que tienes, o llevas tanto tiempo planificando que el valor se ha ido escurriendo sin hacer ruido. El Dos invertido es un empujoncito amable: puedes mirar desde las almenas para siempre, pero el mundo no va a venir a llamar a tu puerta.',
    interpretation:
      'Asociado a Marte en Aries, el Dos lleva un impulso pionero que todavía no ha salido del castillo. Su lección es el equilibrio entre seguridad y crecimiento. No tienes que jugártelo todo de golpe, pero sí admitir que quieres más. Pregúntate qué camino elegirías si el fracaso no te preocupara. Después apunta tres pasos pequeños en esa dirección que podrías probar pronto, para que la visión empiece a convertirse en movimiento.',
    imagery:
      'Un hombre con capa roja está de pie en la muralla de un castillo, con un pequeño globo terráqueo en una mano y un basto en la otra, mientras un segundo basto está fijado a la pared a su lado. Contempla el mar y la tierra. El globo es el mundo que imagina tener en sus manos; los dos bastos, lo que ya ha logrado y lo que aún le queda por perseguir; las rosas rojas y los lirios blancos cercanos equilibran la pasión con la intención pura.',
    areas: {
      love: {
        upright:
          'Estás pensando en serio hacia dónde va esta relación, o sopesas dos caminos. Di con claridad lo que esperas y el camino se despejará.',
        reversed:
          'El miedo al cambio puede estar reteniéndote en un lugar que ya no te encaja. ¿Es el amor lo que te retiene ahí, o solo el temor a lo desconocido?',
      },
      career: {
        upright:
          'Buen momento para planificar a largo plazo: nuevos mercados, un giro profesional, un destino en el extranjero. Investiga a fondo y luego elige con valentía.',
        reversed:
          'Mucha planificación, muy poco movimiento, y puede que la ventana se esté cerrando. Ponte una fecha límite firme para tomar la decisión.',
      },
      wealth: {
        upright:
          'Revisa cómo están repartidos tus recursos y piensa a largo plazo. Mira lejos, pero asegúrate de que cada paso se apoya en un razonamiento sólido.',
        reversed:
          'Esperar indefinidamente puede hacerte perder el buen momento, pero la prisa ansiosa no es mejor. Aclara primero qué quieres realmente que haga tu dinero.',
      },
      health: {
        upright:
          'Esboza un plan de bienestar a más largo plazo, como un objetivo de forma física para toda una temporada o una rutina de sueño más estable. Tener rumbo facilita la constancia.',
        reversed:
          'Muchas intenciones, ninguna línea de salida, y el estrés se acumula. Elige un hábito diminuto y empieza por ahí en lugar de esperar el plan perfecto.',
      },
    },
  },
  'wands-03': {
    keywords: {
      upright: ['expansión', 'previsión', 'esperar resultados', 'colaboración'],
      reversed: ['retrasos', 'decepción', 'visión estrecha', 'mala preparación'],
    },
    upright:
      'Las semillas que plantaste empiezan a responder. Tus planes han zarpado, y lo que necesitas ahora es paciencia y una mirada más amplia. El Tres de Bastos habla de crecer más allá de tus fronteras habituales: asociaciones, oportunidades lejanas, círculos nuevos. Ya has hecho el trabajo de base. Confía en el proceso y no pierdas de vista el horizonte, porque allí ya se están formando nuevas posibilidades.',
    reversed:
      'Los barcos se retrasan. Los resultados con los que contabas no han llegado, o las cosas se desarrollan de otra manera de la que esperabas. Quizá la preparación tuvo lagunas, o quizá has mirado con un objetivo demasiado estrecho. El Tres invertido te pide revisar los detalles y ajustar tus expectativas, sin dejar que un solo retraso te convenza de que todo tu esfuerzo fue en vano.',
    interpretation:
      'Asociada al Sol en Aries, esta carta es la confianza que ilumina el camino. Su lección es pasar de hacer a observar: una vez que has invertido, aprende a mirar, esperar y ampliar tu campo de visión. La oportunidad suele llegar desde una dirección inesperada, como una llamada, una amistad en el extranjero o un proyecto que cruza disciplinas. Abre tus brazos hacia fuera y comparte lo que estás construyendo; quizá encuentres mucho más apoyo del que imaginabas.',
    imagery:
      'Visto de espaldas, un hombre está de pie en lo alto de un acantilado con una mano sobre un basto y otros dos clavados a su lado. Abajo se extiende una bahía dorada donde navegan varios barcos. Los barcos son planes ya en marcha y recompensas todavía en tránsito; el agua dorada sugiere abundancia; y el hecho de verlo de espaldas nos dice que es un momento para mirar hacia fuera y esperar, no para volver la vista atrás con ansiedad.',
    areas: {
      love: {
        upright:
          'La relación se abre, y quizá estéis planeando un viaje o un futuro en común. Las relaciones a distancia se ven especialmente prometedoras ahora.',
        reversed:
          'Las respuestas llegan más despacio de lo que te gustaría, o vuestras imágenes del futuro no acaban de coincidir. No saques conclusiones todavía y hablad del ritmo.',
      },
      career: {
        upright:
          'Las asociaciones, el trabajo internacional o los proyectos entre equipos ganan impulso. Tu trabajo previo está dando resultado; mantente abierto a adónde lleva.',
        reversed:
          'Un proyecto se estanca o un socio no cumple. Busca los puntos débiles del proceso y ten preparado un plan B para mantener la calma.',
      },
      wealth: {
        upright:
          'Lo que invertiste antes en tiempo o dinero puede empezar a dar algo. Plantéate diversificar tus fuentes de ingresos y dale tiempo al crecimiento para madurar.',
        reversed:
          'Los rendimientos llegan más despacio de lo previsto. Resiste las ganas de redoblar la apuesta o de retirarte con prisas; revisa el plan y conserva un colchón de liquidez.',
      },
      health: {
        upright:
          'Te sientes mejor poco a poco. Sal al aire libre, descansa la vista en horizontes lejanos y deja que los espacios abiertos recarguen tus reservas.',
        reversed:
          'Las largas horas ante la mesa o la pantalla te están desgastando. Levántate con regularidad, descansa la vista y protege el ritmo de tu día.',
      },
    },
  },
  'wands-04': {
    keywords: {
      upright: ['celebración', 'pertenencia', 'estabilidad', 'hitos'],
      reversed: ['hogar inestable', 'no encajar', 'roces familiares', 'alegría aplazada'],
    },
    upright:
      'Es una de las cartas más felices de la baraja. Se ha completado una etapa de tu camino y por fin puedes detenerte a celebrarlo con las personas que importan. El Cuatro de Bastos representa cimientos sólidos, un hogar cálido y momentos dignos de recordar: una inauguración de casa, un compromiso, un hito del equipo, un reencuentro feliz. Disfruta de lo que has construido. Te lo has ganado.',
    reversed:
      'La celebración se siente algo apagada. Puede haber roces en casa, un acontecimiento feliz puede haberse aplazado, o quizá estás rodeado de gente y aun así sientes que no terminas de pertenecer. El Cuatro invertido no resta valor a tus logros. Te invita a revisar las raíces que te hacen sentir seguro y a cuidarlas si las has descuidado.',
    interpretation:
      'Asociado a Venus en Aries, el Cuatro convierte el empuje ardiente en calidez y fiesta. Su lección es detenerse a celebrar cada hito del camino. Muchos corremos de una meta a la siguiente sin mirar atrás para ver cuánto hemos avanzado. Esta carta te pide crear una pequeña ceremonia para ti y para quienes te rodean: una comida compartida, una reunión, un agradecimiento sincero. Esos momentos unen a las personas y te dan la base para seguir adelante.',
    imagery:
      'En primer plano se alzan cuatro bastos coronados por una guirnalda de flores y cintas que forma un arco de bienvenida. Dos figuras levantan ramos a modo de saludo, detrás se reúne una multitud y un castillo robusto se eleva contra un cielo amarillo dorado. La guirnalda habla de cosecha y bendición; los cuatro bastos sugieren una estructura estable; el castillo es un hogar seguro. Toda la escena vibra con la alegría del regreso a casa y de la fiesta.',
    areas: {
      love: {
        upright:
          'Las cosas se sienten asentadas y dulces: buen momento para conocer a la familia, iros a vivir juntos o hablar de compromiso. Si no tienes pareja, puede surgir la conexión con alguien en una reunión.',
        reversed:
          'Pequeños roces, o un desajuste en la rapidez con la que cada uno quiere comprometerse. Nombrar la inquietud os acercará más que fingir que todo va bien.',
      },
      career: {
        upright:
          'Tu equipo ha alcanzado un hito real, así que celebradlo juntos. El ambiente es cálido y te sientes reconocido y como en casa.',
        reversed:
          'Tensión en el equipo, o resultados que nadie ha reconocido. Habla, y asegúrate de que tanto tú como tus compañeros recibís el mérito que corresponde.',
      },
      wealth: {
        upright:
          'Las finanzas se estabilizan. Tiene sentido gastar ahora en tu casa o en el hogar, siempre que la fiesta no se salga del presupuesto.',
        reversed:
          'Los gastos de la casa o de una mudanza pueden estar apretándote. Haz el presupuesto con antelación y prescinde de los gastos que sirven sobre todo para aparentar.',
      },
      health: {
        upright:
          'Un corazón ligero ayuda también a que el cuerpo se relaje. Los paseos y las comidas compartidas con familia o amigos son una manera preciosa de recargar energía.',
        reversed:
          'El jaleo o las tareas domésticas te impiden desconectar. Reserva un rincón tranquilo y un momento fijo cada día solo para descansar.',
      },
    },
  },
  'wands-05': {
    keywords: {
      upright: ['competencia', 'opiniones enfrentadas', 'rivalidad', 'roces'],
      reversed: ['evitar el conflicto', 'tensión soterrada', 'tregua', 'frustración contenida'],
    },
    upright:
      'Todo el mundo habla a la vez, y cada voz quiere ganar. El Cinco de Bastos describe la competencia, el debate y los dolores de crecimiento desordenados, más un combate de entrenamiento acalorado que una batalla encarnizada. Puedes tomarlo como una ocasión para crecer: el choque te muestra dónde estás de verdad y te enseña a escuchar perspectivas muy distintas de la tuya.',
    reversed:
      'Puede que el conflicto se haya vuelto subterráneo: nadie dice nada, pero nadie lo ha dejado pasar. O quizá te tragas tus opiniones solo por mantener la paz. El Cinco invertido también puede significar que la tensión por fin se relaja. La clave está en ver si se trata de una resolución auténtica o simplemente de una evasión disfrazada de calma.',
    interpretation:
      'Asociado a Saturno en Leo, el Cinco es la fricción que surge cuando la expresión personal choca con los límites del mundo real. Su lección es que la competencia en sí no es el problema; lo que importa son las reglas y el propósito. Cuando todos agitan su basto, pregúntate qué intenta resolver el grupo en realidad. Puedes convertir la discusión en diálogo y la rivalidad en un estímulo mutuo. Si el caos crece demasiado, da un paso atrás, aclara tu propia postura y luego habla.',
    imagery:
      'Cinco jóvenes blanden cada uno un basto, y las varas se cruzan en todas direcciones en un terreno abierto. Podría ser una pelea, un juego o un ejercicio de entrenamiento. Sus túnicas son todas de colores distintos y sus movimientos no van acompasados. La ropa variada refleja orígenes y puntos de vista diferentes; los bastos enredados son opiniones que chocan; y el hecho de que nadie parezca herido sugiere pruebas y empujones más que una hostilidad real.',
    areas: {
      love: {
        upright:
          'Discusiones por nimiedades, o un rival en escena. Discutir puede seguir siendo una forma de comunicarse, siempre que ataquéis el problema y no a la persona.',
        reversed:
          'Los dos estáis esquivando algo, y el resentimiento crece bajo la calma. Elige un momento relajado y di con suavidad lo que hay que decir.',
      },
      career: {
        upright:
          'La competencia es feroz y las reuniones, ruidosas. Tómalo como un escenario para tus habilidades y pon el foco en la mejor idea, no en ganar.',
        reversed:
          'Las luchas internas y la rivalidad silenciosa agotan al equipo. Unos papeles claros y unas reglas básicas aceptadas por todos pueden hacer que la colaboración vuelva a fluir.',
      },
      wealth: {
        upright:
          'Un mercado saturado hace que los precios y las oportunidades cambien sin parar. Compara opciones, pide varios presupuestos y no te dejes arrastrar por el revuelo.',
        reversed:
          'Hay un desacuerdo por dinero con alguien que necesitas afrontar. Poner las cuentas y los acuerdos por escrito te ahorrará muchas discusiones después.',
      },
      health: {
        upright:
          'Mucha energía, pero con irritabilidad. Los deportes de equipo pueden quemar bien el estrés; solo procura que la competitividad no te lleve a lesionarte.',
        reversed:
          'La frustración no expresada puede estar tensándote los hombros y alterando tu sueño. Escribe un diario o háblalo con alguien para que tenga por dónde salir.',
      },
    },
  },
  'wands-06': {
    keywords: {
      upright: ['victoria', 'reconocimiento', 'confianza', 'éxito público'],
      reversed: ['esfuerzo no reconocido', 'arrogancia', 'inseguridad', 'caída en desgracia'],
    },
    upright:
      'Tu esfuerzo no ha pasado desapercibido. El Seis de Bastos es el desfile de la victoria: un ascenso, un premio, un proyecto que sale bien o simplemente alguien que por fin te dice que lo has hecho de maravilla. Permítete disfrutar del momento, porque este reconocimiento alimentará la confianza que necesitas para lo que viene. Y recuerda dar las gracias a quienes te animaron por el camino.',
    reversed:
      'Quizá has puesto muchísimo y has recibido poco reconocimiento, y ahora dudas de ti. O el éxito llegó tan deprisa que la opinión ajena ha empezado a importarte demasiado y se ha colado un toque de arrogancia. El Seis invertido te recuerda que tu valía debe anclarse en ti y no en los aplausos.',
    interpretation:
      'Asociada a Júpiter en Leo, esta carta es el lugar donde el crecimiento y la confianza en uno mismo se encuentran en un momento de gloria. Su lección es cómo llevar bien el éxito: sin quitarle importancia con falsa modestia y sin dejar que el aplauso se convierta en tu único combustible. Fíjate en qué habilidades y decisiones te han valido realmente esta victoria, porque esos son tus verdaderos recursos. Después comparte el protagonismo con quienes te ayudaron. El liderazgo suele crecer cada vez que el reconocimiento se reparte.',
    imagery:
      'Un hombre con una corona de laurel cabalga un caballo blanco entre la multitud, y otra corona va atada al basto que sostiene en alto. A su alrededor, la gente levanta sus propios bastos como si recibiera a un héroe que vuelve a casa. Los laureles representan la victoria y el honor; el caballo blanco, la fuerza limpia y el éxito merecido; la multitud, el reconocimiento público y la verdad de que nadie triunfa completamente solo.',
    areas: {
      love: {
        upright:
          'Tu encanto brilla y la admiración llega con facilidad. En una relación estable, tu pareja está sinceramente orgullosa de lo que has logrado.',
        reversed:
          'Sientes que te dan por sentado, o te importa demasiado cómo ven los demás la relación. Empieza por nombrar lo que de verdad necesitas.',
      },
      career: {
        upright:
          'Es probable un reconocimiento público: un ascenso, una prima o una oportunidad de gran visibilidad. Da un paso al frente y muestra lo que sabes hacer.',
        reversed:
          'Tu aportación pasó desapercibida o se la atribuyó otra persona. Documenta tus resultados y preséntalos con claridad en el contexto adecuado.',
      },
      wealth: {
        upright:
          'Los ingresos pueden crecer junto con tus logros, quizá mediante una prima o una recompensa. Gestiónalos con calma; no hace falta presumir.',
        reversed:
          'Gastar para impresionar, o arriesgar en plena ola de exceso de confianza. Vuelve a basar tus compras en necesidades reales, no en la mirada ajena.',
      },
      health: {
        upright:
          'La confianza eleva tu vitalidad. Apúntate a una prueba o ponte un reto de forma física, y disfruta de la emoción de superar tu propia marca.',
        reversed:
          'Perseguir el máximo rendimiento te está dejando en tensión. Permítete ser imperfecto y mantén una rutina estable con un descanso adecuado.',
      },
    },
  },
  'wands-07': {
    keywords: {
      upright: ['mantenerse firme', 'valor', 'defensa', 'perseverancia'],
      reversed: ['desbordamiento', 'rendirse', 'desgaste', 'actitud defensiva'],
    },
    upright:
      'Has llegado a un terreno más alto, y justo por eso no dejan de aparecer aspirantes. El Siete de Bastos trata de defender tu posición: mantenerte firme ante la duda, la competencia o la presión con valor y perseverancia. No necesitas tratar a todo el mundo como a un enemigo, pero sí saber qué merece la pena proteger, y protegerlo sin pedir disculpas.',
    reversed:
      'Llevas tanto tiempo luchando que te quedas sin fuerzas y empiezas a pensar en rendirte. O quizá tomas cada comentario como un ataque, y tus defensas se han convertido en una jaula. El Siete invertido te pregunta si esta batalla todavía vale la pena. A veces soltar, o pedir refuerzos, es la forma más sabia de perseverar.',
    interpretation:
      'Asociado a Marte en Leo, el Siete lleva un valor que se niega a retroceder. Su lección es distinguir la convicción de la terquedad. Mantenerte firme bajo presión por algo en lo que crees de verdad es fortaleza real; atrincherarte solo porque odias perder te agotará. Escribe qué estás defendiendo y por qué importa. Conocer tus motivos te permite sostener la posición con más calma, y te ayuda a reconocer cuándo es seguro aflojar la mano.',
    imagery:
      'Un hombre en lo alto de una loma empuña un solo basto y rechaza otros seis que le lanzan desde abajo. Lleva un zapato distinto en cada pie, como si se hubiera vestido con prisa. El terreno elevado es la ventaja que ya ha conseguido; los seis bastos, los desafíos que llegan por todas partes; los zapatos desparejados sugieren que lo pillaron sin estar del todo preparado, y aun así decide no ceder ni un palmo.',
    areas: {
      love: {
        upright:
          'Quizá debas defender esta relación, o tu elección frente a quien la desaprueba. Protégela con firmeza pero con cariño.',
        reversed:
          'Estar siempre en guardia dificulta la intimidad. Suelta la necesidad de ganar y escucha lo que tu pareja siente de verdad.',
      },
      career: {
        upright:
          'Los competidores rondan y tu posición se pone a prueba. Defiende tu trabajo con conocimiento y preparación; no tienes por qué ceder ante cada voz.',
        reversed:
          'La presión es tan fuerte que te entran ganas de retirarte. Piensa qué tareas podrían compartirse y pide apoyo a tu responsable o a tus compañeros.',
      },
      wealth: {
        upright:
          'Ahora importa más proteger lo que tienes que expandirte con audacia. Cíñete a tu presupuesto y no dejes que te convenzan fácilmente de lo contrario.',
        reversed:
          'El estrés económico constante te está desgastando. Enumera los problemas uno por uno y consulta a un profesional en lugar de cargar con todo tú solo.',
      },
      health: {
        upright:
          'Eres resistente, pero vivir en alerta constante acumula tensión. Asegúrate de que el descanso de verdad esté en tu agenda junto a toda esa determinación.',
        reversed:
          'La presión sostenida te deja agotado, inquieto o durmiendo mal. Baja el ritmo y, si persiste, acude a un profesional.',
      },
    },
  },
  'wands-08': {
    keywords: {
      upright: ['avance rápido', 'noticias', 'acción', 'viajes'],
      reversed: ['retrasos', 'impaciencia', 'malentendidos', 'energía dispersa'],
    },
    upright:
      'De repente todo se mueve. Los planes que estaban atascados empiezan a rodar, las noticias llegan en tropel y quizá tengas que responder deprisa. El Ocho de Bastos señala un avance rápido, una comunicación clara y la posibilidad de viajar. No es momento de darle demasiadas vueltas. Aprovecha el impulso y saca el máximo partido a una racha en la que las puertas se abren casi más rápido de lo que puedes cruzarlas.',
    reversed:
      'El ritmo se ha descompasado. Los mensajes llegan tarde, los planes cambian a última hora o tu propia impaciencia está enredando las cosas. El Ocho invertido te pide levantar el pie del acelerador y comprobar tu rumbo antes de volver a lanzarte. La velocidad nunca fue la meta en sí misma; lo que cuenta es llegar adonde de verdad querías ir.',
    interpretation:
      'Asociada a Mercurio en Sagitario, esta carta es el pensamiento y el mensaje volando a toda velocidad. Su lección es saber manejar la rapidez. Cuando las oportunidades te llegan como flechas, lo que necesitas es un orden claro de prioridades, no decir que sí a todo. Ordena tu lista de tareas, responde a los mensajes que importan y deja que lo trivial espere. Y tras un arranque de velocidad, deja un pequeño espacio en blanco para asimilar lo que ha cambiado.',
    imagery:
      'Ocho bastos surcan en diagonal un cielo abierto en perfecta formación, como flechas a punto de aterrizar. No hay personas en la escena, solo campos tranquilos, un río y una casita en una colina lejana. La ausencia de figuras pone el foco en los acontecimientos mismos; los bastos en vuelo son noticias, acción y energía en rápido tránsito; su inclinación hacia abajo sugiere que todo está a punto de tocar tierra y que pronto se verán los resultados.',
    areas: {
      love: {
        upright:
          'Las cosas van deprisa: una relación puede formalizarse pronto, o los mensajes van y vienen sin parar. Los amores a distancia podrían reencontrarse pronto.',
        reversed:
          'Malentendidos por mensaje, o un ritmo que resulta demasiado rápido para sentirse a gusto. Id más despacio y aseguraos de estar en la misma sintonía.',
      },
      career: {
        upright:
          'Los proyectos se aceleran y se acumulan las invitaciones: viajes, entrevistas, propuestas nuevas. Mantén la eficacia, pero comprueba que tus mensajes se entienden con claridad.',
        reversed:
          'El avance está bloqueado, o las prisas provocan errores por descuido. Aclara tus prioridades y revisa los documentos importantes antes de darle a enviar.',
      },
      wealth: {
        upright:
          'El dinero se mueve más rápido y los pagos pueden llegar puntuales. Controla y planifica a medida que entra, para que no se vaya igual de rápido.',
        reversed:
          'Los pagos atrasados y los pedidos impulsivos son más probables de lo habitual. Antes de cualquier gran decisión económica, date un periodo de reflexión.',
      },
      health: {
        upright:
          'La energía está alta y la recuperación es rápida, ideal para ejercicios rítmicos como correr o ir en bici. Calienta bien en lugar de arrancar en frío.',
        reversed:
          'Un ritmo frenético te deja acelerado o agotado. Elimina compromisos innecesarios y protege el tiempo para comer y dormir como es debido.',
      },
    },
  },
  'wands-09': {
    keywords: {
      upright: ['resiliencia', 'perseverancia', 'vigilancia', 'límites'],
      reversed: ['agotamiento', 'desconfianza', 'exceso de guardia', 'a punto de abandonar'],
    },
    upright:
      'Has recorrido un largo camino, llevas algunas cicatrices y sigues en pie. El Nueve de Bastos habla de coraje tenaz: la meta está cerca y solo necesitas aguantar un poco más. La experiencia te ha vuelto vigilante y más hábil para protegerte, y esa fuerza merece reconocimiento. Mantén firmes tus límites y podrás recorrer el último tramo.',
    reversed:
      'Estás cansado, tanto que dudas de todo, incluso de la amabilidad. El Nueve invertido te recuerda que perseverar no es lo mismo que apretar los dientes sin fin. Quizá sea hora de descansar, aceptar ayuda o preguntarte con sinceridad si este camino todavía te conviene. Bajar un poco la guardia no es lo mismo que perder la batalla.',
    interpretation:
      'Asociada a la Luna en Sagitario, esta carta entrelaza la memoria emocional con una fe obstinada en la distancia que queda por delante. Su lección es reconocer tanto tus heridas como tu fuerza. Los reveses del pasado pueden haberte enseñado a estar siempre en guardia, pero no toda situación exige la armadura completa. Prueba a clasificar tus límites: ¿cuáles te protegen y cuáles dejan fuera el apoyo? Date espacio para respirar y después sigue; el último tramo se sentirá más firme.',
    imagery:
      'Un hombre con la cabeza vendada se apoya en un basto, agarrándolo con ambas manos y mirando con recelo hacia un lado. Detrás de él, otros ocho bastos se alinean como una empalizada. La venda habla de batallas ya libradas; los bastos a su espalda son las defensas y los límites que ha levantado; su mirada atenta muestra que sigue en guardia, aunque el cansancio de una larga vigilia salta a la vista.',
    areas: {
      love: {
        upright:
          'Las viejas heridas te vuelven prudente, y es comprensible. Tómate tu tiempo, deja que la confianza crezca poco a poco y no sientas prisa por entregarlo todo.',
        reversed:
          'Tienes la guardia tan alta que quien intenta acercarse se siente rechazado. Separa las viejas heridas de la persona que tienes delante.',
      },
      career: {
        upright:
          'Estás en el esfuerzo final. Cansa, pero la perseverancia dará resultados. Mantén tu nivel de exigencia y no aflojes en el último obstáculo.',
        reversed:
          'La presión prolongada te está quemando. Comprueba si tu carga de trabajo es razonable y habla con tu responsable para ajustar el ritmo.',
      },
      wealth: {
        upright:
          'Mantén la estabilidad financiera un tiempo más, protegiendo ahorros y presupuesto. La prudencia de ahora te dará una base más firme cuando las cosas cambien.',
        reversed:
          'Las preocupaciones económicas te tienen en vilo. Haz un mapa claro de ingresos y gastos y consulta a un profesional de las finanzas si hace falta.',
      },
      health: {
        upright:
          'Te estás recuperando. Ten paciencia, mantén una rutina regular y evita volver de golpe a la máxima intensidad en cuanto te sientas mejor.',
        reversed:
          'El cansancio y la tensión se han ido acumulando en silencio. Tómate en serio el descanso y, si las molestias continúan, busca cuanto antes la opinión de un profesional.',
      },
    },
  },
  'wands-10': {
    keywords: {
      upright: ['carga', 'exceso de compromisos', 'presión', 'trabajo duro'],
      reversed: ['soltar la carga', 'delegar', 'agotamiento', 'dejar ir'],
    },
    upright:
      'Cargas con demasiado, y nada de ello parece opcional. El Diez de Bastos es el peso de la responsabilidad: el trabajo, la familia y las expectativas de todos apiladas sobre tus hombros. No estás lejos de tu destino, pero vale la pena preguntarte si de verdad tienes que llevar tú cada una de estas cargas, y además en solitario.',
    reversed:
      'O la carga se ha vuelto casi insoportable, o por fin te das cuenta de que puedes dejar parte en el suelo. El Diez invertido encierra ambas posibilidades: un aviso de agotamiento y una oportunidad de aligerarte. Aprender a decir que no y a delegar no es debilidad. Es el tipo de sabiduría que te permite llegar lejos.',
    interpretation:
      'Asociado a Saturno en Sagitario, es el idealismo doblado bajo el peso de la realidad. Su lección es revisar lo que llevas encima. ¿Qué cargas son responsabilidades auténticas y cuáles nacen de la costumbre, la culpa o la creencia de que solo tú puedes hacerlo bien? Haz una lista y marca lo que podrías delegar, aplazar o abandonar del todo. El fuego necesita aire para seguir ardiendo; date un respiro para que tu entusiasmo no se asfixie.',
    imagery:
      'Un hombre, casi doblado por la mitad, abraza un haz de diez bastos y avanza con esfuerzo hacia una casa lejana. Los bastos le tapan la vista y apenas puede ver el camino. Los diez bastos son responsabilidades y tareas amontonadas unas sobre otras; su cuerpo encorvado, el esfuerzo; su visión tapada muestra cómo la sobrecarga nos roba la perspectiva, mientras la casa recuerda que el final del viaje está al alcance.',
    areas: {
      love: {
        upright:
          'Cargas con demasiado peso de la relación, o cuidar se ha convertido en tu único papel. Habla de tus necesidades y deja que tu pareja comparta la carga.',
        reversed:
          'Estás dejando de dar de más y reequilibrando las cosas, o te das cuenta de que una relación es sencillamente demasiado agotadora y necesita una revisión sincera.',
      },
      career: {
        upright:
          'El trabajo y las responsabilidades se acumulan. En cuanto termines la tarea actual, ten una conversación seria sobre el reparto de tareas antes de quedarte sin reservas.',
        reversed:
          'Delegar y decir que no empiezan a aligerar la carga. Si ya vas al límite, plantéate un cambio de puesto o de ritmo.',
      },
      wealth: {
        upright:
          'Obligaciones como préstamos o gastos de la casa se sienten pesadas. Ordénalas y afróntalas de una en una en lugar de intentar arreglarlo todo a la vez.',
        reversed:
          'Hay una oportunidad de aliviar la presión, como saldar parte de una deuda. Si sientes que no puedes con ello, busca asesoramiento financiero profesional.',
      },
      health: {
        upright:
          'Tu cuerpo te avisa del cansancio, a menudo con tensión en hombros y espalda. Reduce las horas extra y haz sitio para estirar y dormir bien.',
        reversed:
          'Cuando estás tan agotado, deja de forzar. Descansa de verdad y, si sigues encontrándote mal, consulta pronto a un profesional.',
      },
    },
  },
  'wands-11': {
    keywords: {
      upright: ['curiosidad', 'exploración', 'noticias emocionantes', 'ideas frescas'],
      reversed: ['entusiasmo pasajero', 'inmadurez', 'noticias retrasadas', 'falta de rumbo'],
    },
    upright:
      'Llega una oleada de entusiasmo: una buena noticia, un tema que estás deseando aprender o una aventura espontánea. La Sota de Bastos encarna la curiosidad y el espíritu atrevido. No sabe exactamente adónde lleva el camino, pero está deseando ponerse en marcha igualmente. Permítete volver a ser principiante y prueba algo con audacia, sin necesidad de hacerlo bien todavía.',
    reversed:
      'El entusiasmo se enciende y se apaga igual de rápido. Quizá has empezado una docena de cosas y no has terminado ninguna. La Sota invertida también puede señalar noticias que se retrasan, o pequeños problemas provocados por decisiones impulsivas y a medio pensar. En lugar de perseguir la siguiente idea brillante, elige algo que ya empezaste y quédate con ello un tiempo.',
    interpretation:
      'Como el rostro más joven del fuego, la Sota representa la pasión que apenas empieza a brotar y el hambre de aprender. Su lección es proteger tu curiosidad mientras aprendes a concentrarte. La mirada de principiante te da valor para probar, pero el crecimiento real pide un poco de paciencia. Cuando aparece esta carta, elige el tema que más te entusiasma y dedícale un mes de exploración de verdad. Mira hasta dónde puede llevarte esa chispa.',
    imagery:
      'Una figura joven está de pie en un desierto, sosteniendo con ambas manos un basto alto y mirando con curiosidad las hojas que brotan de su extremo. Su túnica está estampada con salamandras, y a lo lejos se alzan tres colinas en forma de pirámide. El desierto es un territorio inexplorado; las salamandras representan el fuego y su poder de transformación; su expresión absorta capta el asombro del explorador ante todo lo nuevo.',
    areas: {
      love: {
        upright:
          'Puede llegar un mensaje coqueto o una invitación emocionante. Mantén las cosas ligeras y sinceras, y disfruta de la emoción de ir conociendo a alguien.',
        reversed:
          'Su interés puede arder mucho y apagarse pronto, o el tuyo. Observa cómo evolucionan las cosas con el tiempo antes de entregar el corazón.',
      },
      career: {
        upright:
          'Ideal para aprender habilidades nuevas, explorar un campo distinto o apuntarte a una formación. Tu entusiasmo y tu creatividad causan una impresión fuerte.',
        reversed:
          'Muchas ideas y poca continuidad, o errores por inexperiencia. Pide orientación a un mentor y tómate el tiempo de construir bien tus bases.',
      },
      wealth: {
        upright:
          'Puede aparecer una pequeña fuente de ingresos nueva, o quizá empieces a aprender a gestionar el dinero. Acércate con mentalidad de estudiante y ve paso a paso.',
        reversed:
          'Las compras impulsivas y las inversiones de moda resultan tentadoras. Asegúrate de entender antes de actuar y fíjate un límite de gasto firme.',
      },
      health: {
        upright:
          'Prueba un deporte nuevo o una clase que te despierte curiosidad. Mantén el tono de juego, porque la novedad en sí misma puede darle a tu cuerpo un buen empujón.',
        reversed:
          'Tus planes de ejercicio empiezan y se interrumpen una y otra vez. Baja el listón a diez minutos al día y deja que el hábito crezca desde ahí.',
      },
    },
  },
  'wands-12': {
    keywords: {
      upright: ['acción', 'aventura', 'empuje', 'viajes'],
      reversed: ['temeridad', 'impaciencia', 'asuntos a medias', 'impulsividad'],
    },
    upright:
      'Estás cargado de energía y quieres lanzarte directo a por tu meta. El Caballero de Bastos representa la aventura audaz, los viajes o las mudanzas, y un empuje de «hazlo y ya» que rompe el estancamiento y pone las cosas en marcha deprisa. Ve a por lo que quieres con ganas y confía en tu temple. Solo echa un vistazo al mapa antes de salir al galope.',
    reversed:
      'El empuje se ha convertido en temeridad: lanzarte antes de tener claro el plan, o cambiar de rumbo en cuanto encuentras resistencia. El Caballero invertido también puede señalar mal genio, o un romance que llega y se va como un vendaval. Baja el ritmo y dale a tu pasión una dirección, para que caliente algo en lugar de abrasar todo lo que encuentra a su paso.',
    interpretation:
      'Con el espíritu ardiente de Sagitario, el Caballero ansía libertad, horizontes lejanos y desafíos. Su lección es hacer que el valor y el juicio cabalguen juntos. La audacia es un don: te permite dar saltos que otros no se atreven a dar. Pero sin dirección deja un rastro de misiones a medias. Antes de actuar, pregúntate adónde quieres llegar y qué es lo que más te importa de este viaje. Carga con esas respuestas en la mano y llegarás mucho más cerca de lo que de verdad quieres.',
    imagery:
      'Un caballero con una túnica estampada de salamandras monta un caballo encabritado, con un basto en la mano y el penacho rojo de su casco ondeando como una llama. Tras él se extienden el desierto y colinas en forma de pirámide. El caballo encabritado es el impulso impaciente; el penacho ardiente, la pasión y el empuje; el desierto sugiere que corre hacia lugares lejanos y desconocidos, hambriento de aventura y de lo que haya tras la siguiente loma.',
    areas: {
      love: {
        upright:
          'El romance es apasionado y directo, y puede irrumpir alguien magnético y lanzado. Disfruta del calor, pero fíjate en si vuestros ritmos encajan de verdad.',
        reversed:
          'Llega rápido y se va rápido, o alguien que no quiere asentarse. No dejes que un arrebato de pasión te ciegue; observa si hay constancia con el tiempo.',
      },
      career: {
        upright:
          'Impulsa tus planes con audacia y apuesta por los viajes o los destinos en el extranjero. La iniciativa es tu ventaja, así que mantén informado al equipo.',
        reversed:
          'Las decisiones precipitadas y los cambios de rumbo constantes diluyen tus resultados. Termina lo que tienes entre manos antes de perseguir lo siguiente.',
      },
      wealth: {
        upright:
          'Puede haber dinero rápido a la vista, pero también riesgo. Haz primero los deberes básicos y fija un límite claro de cuánto comprometes.',
        reversed:
          'El gasto impulsivo o las apuestas agresivas podrían salirte caros. Ponte reglas y no tomes nunca decisiones de dinero en pleno arrebato emocional.',
      },
      health: {
        upright:
          'La energía está alta, perfecta para actividades al aire libre o de aventura. Calienta y usa el equipo adecuado para que las prisas no acaben en lesión.',
        reversed:
          'La inquietud te cansa y te vuelve propenso a los accidentes. Ralentiza tus movimientos, programa descansos reales y no dejes que tu cuerpo siga en tensión.',
      },
    },
  },
  'wands-13': {
    keywords: {
      upright: ['confianza', 'carisma', 'calidez', 'independencia'],
      reversed: ['celos', 'inseguridad', 'afán de control', 'volubilidad'],
    },
    upright:
      'Irradias un brillo cálido y seguro que ilumina a quienes te rodean, a la vez que te cuidas bien. La Reina de Bastos representa la independencia, el magnetismo y una forma vibrante y generosa de liderar. Es apasionada y decidida, y sabe lo que quiere. Confía ahora en tu instinto y en tus capacidades, y deja que la gente vea quién eres de verdad.',
    reversed:
      'Cuando la confianza se tambalea, ese fuego puede convertirse en celos, impaciencia o necesidad de controlarlo todo. Quizá estás volcando tanta energía en los demás que tus propias necesidades se han caído de la lista. La Reina invertida te pide volver a tu llama interior y recargarte primero; entonces volverás a tener luz que compartir.',
    interpretation:
      'La Reina lleva la energía pionera de Aries y la expresa con madurez y calidez. Su lección es que la verdadera confianza no necesita compararse. No demuestra su valía eclipsando a nadie; simplemente ocupa el lugar que le corresponde. Aprende de ella: habla con valentía, sé generoso con la gente y mantén tus límites. Pregúntate cómo puedes compartir hoy tu calidez sin quemarte en el intento.',
    imagery:
      'Una reina se sienta erguida en su trono, con un basto en una mano y un girasol en la otra, y un gato negro sentado a sus pies. El trono tiene leones tallados y el cielo a su espalda es luminoso. El girasol representa la vitalidad y el optimismo; los leones, el valor y la fuerza; el gato negro, su intuición y su profundidad oculta, y muestra que acepta su lado sombrío y que gracias a él está completa.',
    areas: {
      love: {
        upright:
          'Tu carisma atrae a la gente sin esfuerzo. Seguir siendo auténtico e independiente dentro de una relación solo hace que te admiren y confíen más en ti.',
        reversed:
          'Los celos o la inseguridad se cuelan en la relación. Comparte tus preocupaciones abiertamente en lugar de intentar controlar a la otra persona.',
      },
      career: {
        upright:
          'Puedes liderar con confianza, equilibrando resultados y trato con las personas. Opta al papel protagonista y deja brillar tu talento organizativo.',
        reversed:
          'Abarcar demasiado te vuelve irritable, o te convence de que tienes que hacerlo todo tú. Confía en los demás y delega parte.',
      },
      wealth: {
        upright:
          'Tienes claro lo que quieres con el dinero y decides con agilidad. Ahora tiene sentido invertir con sensatez en tus pasiones o en tu negocio.',
        reversed:
          'Cuidado con el gasto emocional, o con gastar para demostrar algo. Haz una pausa y pregúntate si esta compra te va a satisfacer de verdad.',
      },
      health: {
        upright:
          'Irradias energía y vitalidad. Sigue moviéndote y mantén una rutina diaria estable para que esta vitalidad dure mucho más que una buena semana.',
        reversed:
          'Cuidar de todos los demás te ha dejado agotado. Reserva tiempo solo para ti y fíjate en dónde el estrés te está volviendo irritable.',
      },
    },
  },
  'wands-14': {
    keywords: {
      upright: ['liderazgo', 'visión', 'audacia', 'espíritu emprendedor'],
      reversed: ['autoritarismo', 'arrogancia', 'impaciencia', 'exigencias poco realistas'],
    },
    upright:
      'Tienes la visión y el temple para guiar a otros hacia delante. El Rey de Bastos es el liderazgo experimentado: ver el panorama completo, decidir sin titubeos y contagiar a la gente con tu entusiasmo. Es una carta fuerte para emprender un negocio, dirigir un proyecto o asumir una responsabilidad seria. Confía en tu criterio y convierte tu visión en algo real.',
    reversed:
      'El liderazgo ha derivado en imposición. Quizá fuerzas los resultados, desoyes las aportaciones o esperas demasiado de los demás. O puede que haya en tu entorno una persona contundente con la que es difícil razonar. El Rey invertido te recuerda que la autoridad auténtica se construye sobre la confianza, no sobre la presión. Baja el ritmo y escucha de verdad a quienes diriges.',
    interpretation:
      'Asociado a Leo, el Rey es el fuego en su forma más estable y madura. Su lección es convertir la pasión personal en una visión compartida. Un gran líder no solo arde con fuerza; también enciende a los demás. Cuando aparece esta carta, piensa en qué estás liderando, ya sea un equipo, un hogar o simplemente tu propia vida. Expresa tu rumbo con claridad, deja espacio para que otros participen y tu influencia llegará mucho más lejos.',
    imagery:
      'Un rey está sentado en su trono, ligeramente inclinado hacia delante, empuñando un basto que brota como si estuviera listo para pasar a la acción. Leones y salamandras decoran el trono a su espalda, y una pequeña salamandra descansa a sus pies. Su postura inclinada es decisión y disposición; los leones, valor y porte regio; las salamandras que se muerden la cola indican una creatividad y una visión que se renuevan sin cesar.',
    areas: {
      love: {
        upright:
          'Eres fiable y comprometido, y estás listo para planear un futuro en común. También podrías conocer a alguien maduro con un aire natural de liderazgo.',
        reversed:
          'Quizá estés pasando por encima de los sentimientos de tu pareja. Prueba a cambiar «ya lo he decidido» por «vamos a verlo juntos», y deja espacio para respirar.',
      },
      career: {
        upright:
          'Un gran momento para emprender, dirigir un equipo o tomar decisiones importantes. Tu visión y tu determinación te ganarán confianza y seguidores leales.',
        reversed:
          'Un estilo autoritario o impaciente está provocando rechazo. Escucha más de cerca a tu equipo para que tus decisiones sean más completas.',
      },
      wealth: {
        upright:
          'Tienes visión a largo plazo con el dinero y sabes planificar bien la inversión empresarial. Ejecuta con constancia y conserva margen para adaptarte.',
        reversed:
          'El exceso de confianza puede hacerte subestimar los riesgos. Comprueba los hechos desde varios ángulos antes de las grandes decisiones en lugar de tirar de bravuconería.',
      },
      health: {
        upright:
          'Estás lleno de empuje y energía. Sigue haciendo ejercicio y asegúrate de que haya momentos de descanso real entre las rachas de actividad.',
        reversed:
          'Las largas temporadas de liderazgo bajo presión generan irritabilidad y mal descanso. Delega, mantén horarios regulares y busca consejo profesional si hace falta.',
      },
    },
  },
};
