import type { CardBodyTable } from '../../types';

export const major: CardBodyTable = {
  'major-00': {
    keywords: {
      upright: ['nuevos comienzos', 'espontaneidad', 'confianza', 'un salto de fe'],
      reversed: ['imprudencia', 'ingenuidad', 'miedo a saltar', 'falta de criterio'],
    },
    upright:
      'Tienes delante una página en blanco, y no necesitas todas las respuestas para empezar. El Loco es el viajero de equipaje ligero y corazón abierto, dispuesto a decirle que sí al camino. Te llama un capítulo nuevo, una mudanza, un cambio de profesión o un simple experimento. Ahora mismo, la curiosidad es tu mejor brújula. Confía en que aprenderás por el camino lo que necesites.',
    reversed:
      'Las ganas de saltar están ahí, pero algo no encaja. O te lanzas sin mirar dónde vas a poner los pies, o te quedas tanto tiempo al borde que el momento se te escapa. El Loco invertido te pide sinceridad: ¿buscas libertad o solo una huida? ¿Y tu prudencia te protege o te hace más pequeño?',
    interpretation:
      'Con el número cero, El Loco está a la vez fuera y al principio del viaje que describen las otras veintiuna cartas. Le corresponde el elemento aire y, en la práctica moderna, Urano, el planeta de la libertad repentina. Su lección es la mente de principiante: la disposición a no saber todavía. La experiencia es valiosa, pero también puede endurecerse hasta convertirse en miedo. Cuando aparece El Loco, pregúntate en qué momento dejaste que la vida te sorprendiera y da un paso que no puedas planificar del todo, sin dejar de mirar el suelo que pisas.',
    imagery:
      'Un joven viajero con una túnica de colores vivos avanza hacia el borde de un precipicio, con la cara vuelta hacia el cielo y un pequeño hatillo colgado de un bastón sobre el hombro. Lleva una rosa blanca, y un perrito blanco salta a sus pies. Detrás brilla un sol pálido y a lo lejos se alzan picos nevados. El precipicio es lo desconocido; la rosa blanca, la inocencia y la intención pura; el perro, el instinto que lo advierte o lo anima; las montañas, el largo viaje de la experiencia que aún le espera.',
    areas: {
      love: {
        upright:
          'Puede estar empezando algo fresco e imprevisto, ligero y lleno de posibilidades. Disfrútalo sin correr a ponerle nombre demasiado pronto.',
        reversed:
          'Cuidado con lanzarte de cabeza, o con mantenerlo todo tan informal que nadie sepa a qué atenerse. La libertad funciona mejor de la mano de la sinceridad.',
      },
      career: {
        upright:
          'Se abre un camino nuevo, un campo nuevo o una oportunidad poco convencional. Tu apertura es una ventaja: di que sí y aprende rápido.',
        reversed:
          'Un movimiento audaz sin informarte antes podría dejarte en una posición vulnerable. Conserva el espíritu aventurero, pero revisa los detalles antes de presentar ninguna renuncia.',
      },
      wealth: {
        upright:
          'Buen momento para un pequeño experimento, como un proyecto paralelo o una forma nueva de gestionar el dinero. Arriesga poco mientras aprendes.',
        reversed:
          'Un gasto impulsivo o una apuesta por algo que apenas entiendes podría salirte caro. Prepara una red de seguridad antes de dar cualquier salto.',
      },
      health: {
        upright:
          'Un momento precioso para probar una actividad nueva solo por diversión. El aire libre, los viajes y el juego pueden recargarte más de lo que crees.',
        reversed:
          'Los descuidos pueden provocar pequeños accidentes o que te saltes lo básico. Ve más despacio, mira dónde pisas y no ignores las señales de tu cuerpo.',
      },
    },
  },
  'major-01': {
    keywords: {
      upright: ['fuerza de voluntad', 'habilidad', 'manifestación', 'ingenio'],
      reversed: ['manipulación', 'energía dispersa', 'talento desaprovechado', 'engaño'],
    },
    upright:
      'Todo lo que necesitas ya está sobre la mesa. El Mago dice que tienes las habilidades, las herramientas y la concentración para convertir una idea en algo real, así que deja de esperar permiso. Es una carta de acción y de intención clara: decide qué quieres, reúne lo que tienes y empieza a darle forma. Ahora mismo tus palabras tienen peso, y tus decisiones también. Úsalas a conciencia.',
    reversed:
      'El talento está ahí, pero se te escapa. Quizá haces malabares con demasiadas cosas como para terminar alguna, o dudas tanto de ti que tus capacidades se quedan sin usar. El Mago invertido también puede advertir de trucos y apariencias: alguien, quizá tú, que retuerce la verdad para conseguir un resultado. Vuelve a una intención honesta y céntrate en una sola cosa cada vez.',
    interpretation:
      'Regido por Mercurio, El Mago es el mensajero entre las ideas y el mundo material: comunicación, destreza y rapidez mental. Su lección es que el poder nace de la coherencia. Cuando lo que piensas, dices y haces apunta en la misma dirección, las cosas empiezan a moverse. Cuando aparece esta carta, nombra un objetivo claro, haz una lista de los recursos que ya tienes y da hoy el primer paso concreto. Vigila cómo usas tu influencia, porque los dones del Mago sirven igual para engañar que para crear.',
    imagery:
      'Un joven con túnica blanca y manto rojo está de pie ante una mesa; con una mano alza una varita hacia el cielo y con la otra señala la tierra. Sobre la mesa hay una copa, una espada, un oro y un basto, los cuatro palos del tarot. Sobre su cabeza flota el símbolo del infinito, un cinturón en forma de serpiente le rodea la cintura y a su alrededor crecen rosas y lirios. El gesto dice «como es arriba, es abajo» y canaliza la inspiración hacia la forma; las cuatro herramientas son todos los elementos a su servicio; el infinito, el potencial ilimitado; las flores equilibran el deseo con la pureza.',
    areas: {
      love: {
        upright:
          'Tienes encanto y poder de persuasión, y es buen momento para dar el primer paso o decir exactamente lo que quieres. Si eres sincero, llegará.',
        reversed:
          'Atención a los juegos, a las señales contradictorias o a quien habla mejor de lo que actúa. Deja que los hechos, no las palabras bonitas, te digan dónde estás.',
      },
      career: {
        upright:
          'Excelente para presentar proyectos, lanzar algo, negociar o aprender una habilidad nueva. Tienes más margen de maniobra del que crees, así que úsalo.',
        reversed:
          'Sientes que tus capacidades están desaprovechadas, o te repartes entre demasiadas tareas. Acota tu foco y desconfía de los tratos que suenan demasiado ingeniosos.',
      },
      wealth: {
        upright:
          'Tus habilidades pueden convertirse en ingresos: piensa cómo ponerlas a trabajar. Un plan práctico ahora puede dar buenos frutos.',
        reversed:
          'Cuidado con los planes demasiado pulidos y las promesas de dinero rápido. Lee la letra pequeña y fíate más de las cifras que del discurso de venta.',
      },
      health: {
        upright:
          'Tu mente y tu cuerpo responden bien a la intención. Fija un objetivo de bienestar concreto y realista, y probablemente lo mantendrás.',
        reversed:
          'La energía nerviosa y darle demasiadas vueltas a todo pueden estar agotándote. Busca tierra firme con comidas regulares, buen sueño y tiempo lejos de las pantallas.',
      },
    },
  },
  'major-02': {
    keywords: {
      upright: ['intuición', 'sabiduría interior', 'misterio', 'quietud'],
      reversed: ['instintos ignorados', 'secretos', 'desconexión', 'confusión'],
    },
    upright:
      'No todo tiene que decirse en voz alta ni decidirse ahora mismo. La Sacerdotisa te invita a guardar silencio y escuchar la parte de ti que ya sabe. Quizá bajo la superficie ocurre más de lo que nadie admite, y tu intuición lo está captando. Confía en las señales sutiles, deja que las respuestas afloren a su tiempo y resiste la presión de actuar antes de estar preparado.',
    reversed:
      'Puede que estés desoyendo tus corazonadas, ahogándolas en ruido, en ajetreo o en las opiniones ajenas. O algo se está ocultando, alguien a ti o tú a ti mismo. La Sacerdotisa invertida dice que la respuesta no está ahí fuera, en más consejos. Da un paso atrás, haz espacio y permítete oír lo que has estado evitando.',
    interpretation:
      'Regida por la Luna, La Sacerdotisa custodia el umbral entre lo consciente y lo inconsciente. Su lección es la receptividad: hay conocimientos que solo llegan cuando dejas de perseguirlos. Los sueños, las corazonadas, las coincidencias que se repiten y una incomodidad silenciosa son formas de información. Cuando aparece, reserva cada día un espacio para la quietud, ya sea escribiendo un diario, caminando a solas o simplemente sentándote sin el móvil, y presta atención a lo que surge. No todos los misterios deben resolverse de inmediato; algunos piden convivir con ellos un tiempo.',
    imagery:
      'Una mujer serena vestida de azul está sentada entre dos columnas, una negra marcada con una B y otra blanca marcada con una J, las columnas del templo de Salomón. Lleva una corona con la forma de las fases de la luna, sostiene un pergamino medio oculto con la palabra TORA, y a sus pies descansa una luna creciente. Tras ella cuelga un velo bordado con granadas, a través del cual se entrevé el agua. Las columnas son los opuestos en equilibrio; el pergamino, la sabiduría oculta; el velo y el agua sugieren el inconsciente profundo que ella custodia; las granadas hablan de fertilidad y de conocimiento secreto.',
    areas: {
      love: {
        upright:
          'Aquí hay más de lo que se ve: sentimientos sin decir o una conexión que aún se está desplegando. Confía en lo que percibes y deja que las cosas se revelen solas.',
        reversed:
          'Los secretos o la distancia emocional están creando confusión. Si algo no te cuadra, pregunta con delicadeza en lugar de llenar el silencio con suposiciones.',
      },
      career: {
        upright:
          'Observa antes de actuar. Guárdate tus planes por ahora, lee bien el ambiente y confía en tu instinto sobre las personas y los tiempos.',
        reversed:
          'La falta de información o la política de oficina pueden estar enturbiando el panorama. Pide los datos por escrito y escucha tu inquietud.',
      },
      wealth: {
        upright:
          'Ahora te convienen las decisiones discretas y cuidadosas. Si un movimiento financiero no te da buena espina, espera a entenderlo del todo.',
        reversed:
          'Costes ocultos o condiciones poco claras podrían pillarte desprevenido. Revisa con atención extractos y contratos antes de comprometerte a nada.',
      },
      health: {
        upright:
          'Tu cuerpo te envía mensajes sutiles: escúchalos. El descanso, la calma y los ritmos regulares te sentarán bien.',
        reversed:
          'Ignorar las pequeñas señales puede dejar que el estrés se acumule. Si algo no va bien y no se pasa, consulta a un médico en lugar de hacer conjeturas.',
      },
    },
  },
  'major-03': {
    keywords: {
      upright: ['abundancia', 'cuidado', 'creatividad', 'sensualidad'],
      reversed: ['bloqueo creativo', 'dar de más', 'descuidarte', 'estancamiento'],
    },
    upright:
      'La vida madura a tu alrededor. La Emperatriz trae crecimiento, bienestar y abundancia creativa: un proyecto que florece, una relación que se hace más profunda, un hogar que se siente cálido. Te recuerda que lo bueno crece cuando se cuida con paciencia y mimo, no cuando se fuerza. Disfruta de tus sentidos, nutre a quienes quieres y a ti, y permítete recibir con la misma generosidad con la que das.',
    reversed:
      'El jardín se ve un poco descuidado, y quizá la persona más descuidada seas tú. Puede que estés volcando tus cuidados en todos los demás hasta quedarte sin nada, o que te sientas bloqueado creativamente y desconectado del placer. La Emperatriz invertida también puede señalar un cuidado que asfixia, que agarra demasiado fuerte. Vuelve a tus propias necesidades y deja que las cosas crezcan a su ritmo.',
    interpretation:
      'Regida por Venus, La Emperatriz encarna el amor, la belleza y la fuerza fértil de la naturaleza. Su lección es que el crecimiento sigue las estaciones. No puedes adelantar una cosecha, pero sí crear las condiciones para que las cosas prosperen: buena tierra, atención constante, descanso suficiente. Cuando aparece, pregúntate qué estás cultivando ahora, ya sea un proyecto, una relación o tu propio bienestar, y qué necesita de ti. Haz sitio también al placer y a la belleza: no son lujos, sino combustible para la creatividad.',
    imagery:
      'Una mujer descansa sobre mullidos cojines en un jardín frondoso, con una túnica estampada de granadas y una corona de doce estrellas. A su lado reposa un escudo en forma de corazón con el símbolo de Venus, a sus pies madura el trigo dorado y tras ella una cascada cae a través del bosque. El trigo es la cosecha y la abundancia; las granadas, la fertilidad; las doce estrellas la unen al ciclo del año; el agua que fluye y los árboles muestran la vida que se renueva, sin prisa y con generosidad.',
    areas: {
      love: {
        upright:
          'El cariño, el afecto y el romance fluyen con facilidad. Los vínculos existentes se hacen más hondos y, para algunas personas, esta carta insinúa un compromiso o el deseo de formar una familia.',
        reversed:
          'Quizá das mucho más de lo que recibes, o sientes que te dan por sentado. Cuídate también y deja que tu pareja haga su parte del camino.',
      },
      career: {
        upright:
          'El trabajo creativo prospera y los proyectos que has cuidado empiezan a dar fruto. Se ven especialmente favorecidos los trabajos relacionados con el cuidado, el diseño o la belleza.',
        reversed:
          'Puede que asome el agotamiento o una sequía creativa. Da un paso atrás, vuelve a llenar el pozo y deja de forzar ideas que aún no están maduras.',
      },
      wealth: {
        upright:
          'Una etapa cómoda y estable en la que el esfuerzo paciente da resultado. Disfrútala y guarda una parte para las épocas de escasez.',
        reversed:
          'Los caprichos para consolarte o dar de más pueden estar vaciando tu presupuesto. Mira adónde va tu dinero y date los gustos con más cabeza.',
      },
      health: {
        upright:
          'La comida nutritiva, el buen descanso y el tiempo en la naturaleza te reparan de maravilla. Escucha a tu cuerpo y trátalo con cariño.',
        reversed:
          'El autocuidado ha bajado puestos en tu lista. Recupera rutinas sencillas y consulta a un médico por cualquier cosa que no deje de molestarte.',
      },
    },
  },
  'major-04': {
    keywords: {
      upright: ['estructura', 'autoridad', 'estabilidad', 'liderazgo'],
      reversed: ['rigidez', 'control', 'luchas de poder', 'falta de disciplina'],
    },
    upright:
      'Es hora de construir algo que dure. El Emperador trae orden, responsabilidad y un liderazgo firme, la fuerza para poner límites y mantener un plan. Tanto si estás ordenando tus finanzas como si diriges un equipo o simplemente pones tu vida en orden, esta carta respalda las reglas claras y la acción decidida. Hazte cargo de lo que te toca gestionar y deja que la estructura te libere en lugar de encerrarte.',
    reversed:
      'La estructura se ha convertido en control, o se ha venido abajo por completo. Quizá estás tratando con una figura rígida y dominante, o notas que te aferras al control porque la incertidumbre se te hace insoportable. El Emperador invertido también puede significar lo contrario: sin plan, sin límites, sin constancia. En cualquier caso, la pregunta es cómo liderar con firmeza y no con fuerza.',
    interpretation:
      'Asociado a Aries, El Emperador canaliza el empuje ardiente hacia el orden y la protección. Su lección es la autoridad madura: responsabilizarte de tu propia vida y usar el poder para crear seguridad, no miedo. Una estructura sana son límites claros, hábitos fiables y decisiones que puedes defender. Cuando aparece esta carta, mira dónde tu vida se siente caótica y pregúntate qué marco te ayudaría. Después mira dónde eres demasiado rígido y pregúntate qué podría aflojarse sin que todo se desmorone.',
    imagery:
      'Un soberano barbado está sentado en un trono de piedra decorado con cabezas de carnero, con una túnica roja sobre una armadura. En una mano sostiene un cetro rematado en ankh y en la otra un orbe. Tras él se alzan montañas desnudas y escarpadas, con un hilo de agua a sus pies. Los carneros evocan a Aries y la energía contundente; la armadura bajo la túnica muestra a un líder dispuesto a proteger; el cetro y el orbe, el dominio sobre la vida y el mundo; las montañas austeras, los cimientos firmes y la fuerza ganada a pulso con disciplina.',
    areas: {
      love: {
        upright:
          'Se destacan la estabilidad y el compromiso. Tú o tu pareja podéis desear planes más claros y seguridad, y eso hace que el vínculo se sienta protegido.',
        reversed:
          'Puede que uno intente controlar al otro, o que las normas hayan sustituido al cariño. Hablad de vuestras necesidades de igual a igual, sin dar órdenes.',
      },
      career: {
        upright:
          'Se ven favorecidas las oportunidades de liderazgo y el progreso organizado. Fija metas claras, asume responsabilidades y los demás seguirán tu ejemplo.',
        reversed:
          'Los choques con un jefe o con un sistema demasiado rígido pueden frustrarte. Mantén la profesionalidad y comprueba si tú también te estás mostrando inflexible.',
      },
      wealth: {
        upright:
          'Un momento excelente para hacer presupuestos, planificar a largo plazo y construir seguridad financiera. La disciplina de ahora crea libertad real después.',
        reversed:
          'O el dinero está muy controlado o no se gestiona en absoluto. Busca el punto medio con un plan realista que de verdad puedas mantener.',
      },
      health: {
        upright:
          'Te sienta bien una rutina estable: sueño regular, ejercicio estructurado, comidas constantes. Aquí la disciplina es tu aliada.',
        reversed:
          'Aguantar el estrés a base de voluntad o ignorar tus límites puede pasarte factura. Rebaja la presión y consulta a un médico si la tensión persiste.',
      },
    },
  },
  'major-05': {
    keywords: {
      upright: ['tradición', 'guía', 'valores compartidos', 'aprendizaje'],
      reversed: ['rebeldía', 'cuestionar las normas', 'dogma', 'seguir tu propio camino'],
    },
    upright:
      'Hay sabiduría en lo que ha resistido el paso del tiempo. El Hierofante señala a maestros, mentores, instituciones y tradiciones que pueden guiarte, desde un curso de estudios hasta un consejero de confianza o una comunidad con valores compartidos. Es un buen momento para aprender cómo se hacen las cosas antes de intentar reinventarlas. Buscar orientación no es debilidad; es un atajo hacia la comprensión.',
    reversed:
      'Las viejas reglas ya no te encajan. Puede que estés cuestionando creencias con las que creciste, que te rebeles contra una institución o que te des cuenta de que seguir las convenciones te ha dejado vacío. El Hierofante invertido respalda tu derecho a pensar por ti mismo, pero te pregunta una cosa: ¿rechazas la tradición porque ya no te sirve o simplemente porque te resulta familiar?',
    interpretation:
      'Asociado a Tauro, El Hierofante ancla la sabiduría espiritual y social en formas duraderas: rituales, escuelas, costumbres y comunidades. Su lección es el valor de pertenecer a algo más grande, y la responsabilidad de asegurarte de que aquello que sigues todavía suena verdadero. Cuando aparece, piensa en quiénes son tus verdaderos maestros y según qué valores vives realmente. Quizá te comprometas con una disciplina, te unas a un grupo o encuentres un mentor. O quizá necesites escribir tus propias reglas, con respeto y de forma deliberada.',
    imagery:
      'Una figura religiosa con túnica roja y triple corona está sentada entre dos columnas grises; alza una mano para bendecir y en la otra sostiene una cruz triple. A sus pies hay dos llaves cruzadas, y ante él se arrodillan dos seguidores tonsurados. Las columnas recuerdan a La Sacerdotisa, pero aquí la sabiduría se enseña abiertamente en lugar de ocultarse; las llaves abren el conocimiento espiritual y el mundano; las figuras arrodilladas muestran la enseñanza que pasa de una generación a otra.',
    areas: {
      love: {
        upright:
          'Se ve favorecido el compromiso tradicional: conocer a la familia, el matrimonio o una relación basada en valores compartidos. La estabilidad importa más que los fuegos artificiales.',
        reversed:
          'Quizá quieras una relación que no encaja en el molde esperado, o sientes la presión de las normas familiares. Elegid lo que de verdad os va a los dos.',
      },
      career: {
        upright:
          'La formación, las titulaciones y las organizaciones consolidadas apoyan tu crecimiento. Un mentor o un compañero veterano puede ofrecerte una orientación valiosa.',
        reversed:
          'La burocracia o una cultura anticuada te frustran. Piensa dónde puedes innovar y dónde compensa trabajar dentro del sistema.',
      },
      wealth: {
        upright:
          'Ahora funcionan mejor los enfoques convencionales y probados. Déjate asesorar por profesionales cualificados y mantente fiel a principios sólidos y contrastados.',
        reversed:
          'Puede que los consejos habituales no encajen con tu situación, pero los planes poco convencionales exigen un examen aún más riguroso. Cuestiónalo todo, también la idea nueva y brillante.',
      },
      health: {
        upright:
          'Las rutinas fiables y los consejos contrastados te sirven bien. Cuida lo básico y no dudes en pedir una revisión periódica.',
        reversed:
          'Unas reglas demasiado rígidas pueden estar convirtiendo el autocuidado en una obligación. Busca una rutina que encaje con tu vida y consulta los cambios importantes con un profesional.',
      },
    },
  },
  'major-06': {
    keywords: {
      upright: ['amor', 'armonía', 'elección significativa', 'coherencia'],
      reversed: ['desarmonía', 'valores desalineados', 'tentación', 'evitar una elección'],
    },
    upright:
      'Una conexión profunda y una elección que importa. Los Enamorados hablan de relaciones construidas sobre un entendimiento real, en las que dos personas, o dos partes de ti, entran en armonía. También es una carta de decisión: elegir con el corazón, de acuerdo con lo que de verdad valoras. Sea lo que sea lo que tienes delante, la pregunta no es solo qué quieres, sino quién quieres ser al elegirlo.',
    reversed:
      'Algo está desacompasado. Puede ser una relación en la que vuestros valores se han ido separando, una tentación que te aleja de lo que te importa o una decisión que no dejas de aplazar. Los Enamorados invertidos te piden que dejes de culpar a las circunstancias y mires hacia dentro. ¿Cómo sería aquí la coherencia, y qué te da miedo dejar atrás para alcanzarla?',
    interpretation:
      'Asociada a Géminis, el signo de las parejas y del diálogo, la carta de Los Enamorados trata de la unión a través de la comunicación sincera y la elección consciente. Su lección es que el amor es más que atracción: es un compromiso con valores compartidos. La carta aparece a menudo en las encrucijadas, ya sea en el amor, el trabajo o las creencias, y te pide que elijas con todo tu ser. Antes de decidir, aclara qué es lo que más te importa y después toma la decisión que puedas sostener con el corazón abierto.',
    imagery:
      'Un hombre y una mujer desnudos están de pie en un jardín bañado por el sol, bajo un gran ángel alado que extiende los brazos sobre ellos para bendecirlos. Detrás de la mujer crece un árbol cargado de frutos con una serpiente enroscada; detrás del hombre, un árbol de llamas. Entre ambos se alza una montaña. El ángel es la guía superior y la bendición; la desnudez, la sinceridad y la vulnerabilidad; los dos árboles evocan el Edén, el conocimiento y el deseo; la montaña, el reto y la recompensa de un vínculo comprometido.',
    areas: {
      love: {
        upright:
          'Una señal preciosa para el amor: conexión profunda, atracción mutua y armonía. También puede marcar la decisión de comprometerse más a fondo.',
        reversed:
          'Los fallos de comunicación o los valores distintos están generando roces. Hablad con sinceridad de lo que quiere cada uno antes de que se instale el resentimiento.',
      },
      career: {
        upright:
          'Una asociación o una colaboración se ve prometedora. Quizá debas elegir entre caminos; escoge el que encaje con tus valores.',
        reversed:
          'Una relación laboral está tensa, o te debates entre varias opciones. Decide según tus principios, no solo por comodidad.',
      },
      wealth: {
        upright:
          'Las finanzas en común o las inversiones compartidas pueden ir bien con un acuerdo abierto. Toma decisiones económicas que reflejen tus verdaderas prioridades.',
        reversed:
          'Los desacuerdos por dinero o los caprichos tentadores pueden provocar tensión. Poneos de acuerdo en un plan antes de gastar o firmar nada juntos.',
      },
      health: {
        upright:
          'El equilibrio entre mente y cuerpo está a tu alcance. Las relaciones que te apoyan y hacer lo que te gusta refuerzan tu bienestar.',
        reversed:
          'Un conflicto o una tensión interior pueden estar afectando a tu descanso. Recupera el equilibrio con suavidad y habla con un profesional si el estrés se prolonga.',
      },
    },
  },
  'major-07': {
    keywords: {
      upright: ['determinación', 'empuje', 'autocontrol', 'victoria'],
      reversed: ['falta de rumbo', 'esfuerzo disperso', 'agresividad', 'pérdida de control'],
    },
    upright:
      'Estás listo para avanzar, y nada te detendrá si mantienes el foco. El Carro es una carta de fuerza de voluntad y progreso disciplinado: mantener a raya fuerzas que compiten entre sí y dirigirlas hacia una sola meta. Surgirán obstáculos, pero tienes la determinación para superarlos. Decide adónde vas, no sueltes las riendas y confía en tu capacidad para ganar esta vez.',
    reversed:
      'Los caballos tiran en direcciones distintas. Puede que avances a toda velocidad sin una ruta clara, que disperses tu energía o que sientas que los acontecimientos te han quitado las riendas. El Carro invertido también puede advertir de querer imponer las cosas a fuerza de agresividad. Detente, recupera la orientación y decide qué quieres de verdad antes de intentar ir más rápido.',
    interpretation:
      'Asociado a Cáncer, El Carro une la protección emocional con el movimiento hacia delante: su armadura es un caparazón que permite al auriga atravesar un mundo duro. Su lección es que la victoria nace del dominio interior, no de la fuerza bruta. Las dos esfinges que tiran en direcciones opuestas representan deseos enfrentados que debes mantener unidos. Cuando aparece El Carro, nombra tu objetivo con claridad, reconoce los tirones contrarios que hay en ti y comprométete. La disciplina y el foco te llevarán más lejos que la emoción en bruto.',
    imagery:
      'Una figura con armadura está de pie en un carro bajo un dosel estrellado; sostiene una vara, pero no lleva riendas. Delante del carro hay dos esfinges, una negra y otra blanca, que miran en direcciones distintas. Detrás se alza una ciudad amurallada, y sobre sus hombros descansan lunas crecientes. La ausencia de riendas muestra un control ejercido solo con la voluntad; las esfinges contrapuestas son fuerzas opuestas en equilibrio; el dosel estrellado lo une a un propósito superior; la ciudad a su espalda es la comodidad que ha dejado atrás para perseguir su meta.',
    areas: {
      love: {
        upright:
          'Sabes lo que quieres y vas a por ello. Una relación cobra impulso gracias al compromiso y al esfuerzo de ambas partes.',
        reversed:
          'Las luchas de poder o los objetivos que no coinciden os están separando. Id más despacio y llevad el timón juntos en lugar de competir por el control.',
      },
      career: {
        upright:
          'Un fuerte impulso hacia el éxito. Mantén el foco, no cedas terreno ante los contratiempos y probablemente alcanzarás tu meta.',
        reversed:
          'Los proyectos pueden atascarse o desviarse de su rumbo. Aclara tus prioridades y frena las ganas de abarcarlo todo a la vez.',
      },
      wealth: {
        upright:
          'El esfuerzo disciplinado trae avances. Fija un objetivo financiero claro y sigue avanzando hacia él con autocontrol.',
        reversed:
          'Las decisiones impulsivas podrían desviar tus finanzas. Haz una pausa, revisa el plan y evita decidir desde la frustración.',
      },
      health: {
        upright:
          'La determinación te ayuda a mantener tus objetivos de forma física o de bienestar. Canaliza tu empuje hacia un progreso constante y sostenible.',
        reversed:
          'Exigirte demasiado o funcionar a base de estrés podría desgastarte. Equilibra el esfuerzo con el descanso y hazte una revisión si te sientes sin fuerzas.',
      },
    },
  },
  'major-08': {
    keywords: {
      upright: ['fuerza interior', 'valor', 'compasión', 'paciencia'],
      reversed: ['inseguridad', 'poca confianza', 'impulsividad', 'emoción desbordada'],
    },
    upright:
      'La verdadera fuerza es más silenciosa de lo que crees. Esta carta muestra un valor que no necesita gritar: la paciencia para mantener la calma bajo presión, la bondad para afrontar la ira sin alimentarla, la confianza para mirar tus miedos con suavidad. Sea cual sea el sentimiento salvaje o la situación difícil que estás viviendo, puedes manejarla con serenidad y no a la fuerza. Eres más fuerte de lo que te reconoces.',
    reversed:
      'Tu león interior se siente o muy pequeño o muy ruidoso. Quizá la inseguridad te dice que no vas a poder, o la frustración estalla de maneras que luego lamentas. La Fuerza invertida no es un juicio; es una invitación a ser más amable contigo. El valor se reconstruye con pequeños actos valientes, uno tras otro, y empieza por tratar tus propios sentimientos con paciencia.',
    interpretation:
      'Asociada a Leo, La Fuerza habla del corazón: el valor, la calidez y la dignidad de un espíritu amable. En la baraja Rider-Waite-Smith ocupa el número ocho, el punto de equilibrio de la primera mitad del viaje. Su lección es que el miedo y la ira no se domestican combatiéndolos, sino haciéndote amigo de ellos. Fíjate en lo que te altera, respira antes de reaccionar y trátate con la misma compasión que ofrecerías a un animal asustado. La fuerza crece cada vez que te mantienes suave sin ceder.',
    imagery:
      'Una mujer vestida de blanco y coronada de flores cierra, o abre, con delicadeza las fauces de un león. No muestra miedo, y el león parece tranquilo entre sus manos. Sobre su cabeza flota el símbolo del infinito, una cadena de rosas la une a la fiera y al fondo se alzan montañas. El león es la pasión y el instinto en estado puro; sus manos suaves muestran un dominio basado en el amor y no en la fuerza; el infinito repite el potencial ilimitado del Mago; las flores convierten el poder en algo bello y no brutal.',
    areas: {
      love: {
        upright:
          'La paciencia y la ternura refuerzan vuestro vínculo. Afronta los momentos difíciles con compasión y la relación se hará más profunda.',
        reversed:
          'La inseguridad o los arrebatos de mal genio pueden estar tensando las cosas. Trabaja la confianza en ti y respira antes de que se te escapen palabras con rabia.',
      },
      career: {
        upright:
          'La confianza serena se impone. Gestiona a las personas difíciles y la presión con elegancia, y tu firmeza tranquila no pasará desapercibida.',
        reversed:
          'Las dudas te frenan, o la frustración se cuela en tu trabajo. Recupera la confianza centrándote en lo que haces bien.',
      },
      wealth: {
        upright:
          'Las decisiones pausadas y pacientes son las que mejor te sirven. Resiste el gasto emocional y confía en tu capacidad para gestionar lo que tienes.',
        reversed:
          'El miedo o el impulso pueden estar dirigiendo tus decisiones económicas. Da un paso atrás, deja que la emoción se asiente y decide con la cabeza despejada.',
      },
      health: {
        upright:
          'Tu resistencia es fuerte, y la constancia amable la refuerza aún más. Muévete de maneras que te sienten bien, no que te castiguen.',
        reversed:
          'El estrés y la falta de energía pueden estar pasándote factura. Ten paciencia contigo, descansa bien y consulta a un médico si las cosas no mejoran.',
      },
    },
  },
  'major-09': {
    keywords: {
      upright: ['introspección', 'soledad', 'guía interior', 'búsqueda de la verdad'],
      reversed: ['aislamiento', 'sentirse solo', 'retraimiento', 'rechazar la ayuda'],
    },
    upright:
      'Es hora de apartarte del ruido. El Ermitaño te llama a la soledad, no como castigo, sino como una ocasión para volver a oír tus propios pensamientos. Quizá necesitas tiempo para reflexionar sobre una gran decisión, replantearte el rumbo o simplemente descansar de las expectativas ajenas. Las respuestas que buscas no vendrán de recibir más información. Vendrán de mirar hacia dentro y confiar en tu propia luz.',
    reversed:
      'La soledad se ha convertido en aislamiento. Puede que te retires porque te parece más seguro, que te apartes de quienes te quieren o que te pierdas dentro de tu cabeza. O quizá evitas por completo la reflexión y te mantienes tan ocupado que nunca tienes que enfrentarte al silencio. El Ermitaño invertido te pide encontrar el equilibrio entre el trabajo interior y la conexión real.',
    interpretation:
      'Asociado a Virgo, El Ermitaño aporta un discernimiento cuidadoso y una búsqueda silenciosa de sentido. Su lección es que la sabiduría se encuentra, no se regala: hay que recorrer parte del camino a solas para saber en qué crees de verdad. La linterna que lleva también sirve para guiar a otros, así que la introspección no es egoísmo. Cuando aparece esta carta, reserva momentos de silencio con regularidad, ya sea un paseo, un diario o una larga reflexión. Y si llevas demasiado tiempo solo, date cuenta de cuándo toca volver a llevar tu luz a los demás.',
    imagery:
      'Un anciano con un largo manto gris está solo en la cima de una montaña nevada; con una mano sostiene en alto una linterna y con la otra se apoya en un bastón. Dentro de la linterna brilla una estrella de seis puntas. La cumbre muestra que ha llegado a una comprensión ganada con esfuerzo; la linterna es la sabiduría interior que ilumina paso a paso; la estrella que contiene es el sello de Salomón, signo de clarividencia; el manto gris habla de modestia y de retirada del mundo.',
    areas: {
      love: {
        upright:
          'Quizá necesites espacio para entender lo que quieres. A quien está sin pareja le beneficia el tiempo a solas; a las parejas, darse espacio para reflexionar.',
        reversed: 'La distancia crece, o la soledad te pesa. Tiende la mano: la conexión sigue ahí cuando estés listo.',
      },
      career: {
        upright:
          'Da un paso atrás para replantearte tu camino. Ahora te conviene más el trabajo profundo y concentrado o el estudio especializado que hacer contactos.',
        reversed:
          'Trabajar en solitario puede estar limitándote. Pide opiniones, comparte tus ideas y no cargues con todo tú solo.',
      },
      wealth: {
        upright:
          'Tómate un tiempo tranquilo para revisar tus finanzas a solas. Una planificación cuidadosa y privada te servirá más que seguir a la multitud.',
        reversed:
          'Evitar los asuntos de dinero no hará que desaparezcan. Abre los extractos, mira las cifras de frente y pide consejo a un asesor si te sientes atascado.',
      },
      health: {
        upright:
          'El descanso, la calma y el tiempo a solas te ayudan a recuperarte. Los paseos lentos, un poco de meditación y un buen sueño restaurarán tu equilibrio con suavidad.',
        reversed:
          'El retraimiento puede estar afectando a tu ánimo o a tu energía. Mantén el contacto con los demás y acude a un profesional si el bajón persiste.',
      },
    },
  },
  'major-10': {
    keywords: {
      upright: ['cambio', 'ciclos', 'punto de inflexión', 'buena suerte'],
      reversed: ['contratiempos', 'resistencia al cambio', 'mal momento', 'sensación de estancamiento'],
    },
    upright:
      'La rueda gira y las cosas empiezan a moverse a tu favor. Esta carta marca un punto de inflexión: un golpe de suerte, una oportunidad repentina, un cambio que no veías venir. La vida funciona por ciclos, y ahora mismo el impulso está de tu lado. Mantente alerta, déjate llevar por la corriente y aprovecha al máximo esta subida mientras dure, porque así son las ruedas.',
    reversed:
      'Parece que la suerte se ha vuelto en tu contra, o que nada se mueve en absoluto. Los retrasos, los contratiempos y los tiempos frustrantes pueden estar poniendo a prueba tu paciencia. La Rueda invertida te recuerda que cada bajada también forma parte de un ciclo, y que esto pasará. Mientras tanto, pregúntate qué patrones se repiten en tu vida y qué puedes cambiar en lugar de esperar a que el destino gire.',
    interpretation:
      'Regida por Júpiter, el planeta de la expansión y la fortuna, La Rueda enseña que el cambio es lo único constante. Su lección es vivir los buenos momentos con ligereza y los malos con paciencia, sabiendo que ninguno dura para siempre. No puedes controlar la rueda, pero sí cómo respondes a sus giros. Cuando aparece esta carta, observa los ciclos de tu vida: qué vuelve una y otra vez y qué has aprendido de ello. Aprovecha la buena fortuna con sensatez y prepárate para el próximo giro.',
    imagery:
      'Una gran rueda flota en el cielo, inscrita con letras y símbolos alquímicos. Arriba se sienta una esfinge con una espada, una serpiente se desliza por un lado y una figura con cabeza de chacal asciende por el otro. En las cuatro esquinas, unas criaturas aladas, un ángel, un águila, un león y un toro, leen libros entre las nubes. La rueda es el ciclo del destino; la esfinge, la sabiduría que se mantiene firme; la serpiente que cae y la figura que sube muestran la fortuna que baja y sube; las cuatro criaturas son los signos fijos, puntos estables en medio del cambio constante.',
    areas: {
      love: {
        upright:
          'Puede llegar un encuentro del destino o un giro positivo en tu relación. Mantente abierto a las sorpresas y deja que las cosas fluyan.',
        reversed:
          'Quizá se repiten viejos patrones, o el momento no parece el adecuado. Fíjate en qué sigue saliendo mal y en qué puedes hacer de otra manera.',
      },
      career: {
        upright:
          'Un golpe de suerte o una oportunidad inesperada podría cambiar tu rumbo. Mantén los ojos abiertos y prepárate para decir que sí cuando llegue.',
        reversed:
          'Los contratiempos o los planes estancados ponen a prueba tu paciencia. Adáptate en lugar de resistirte y aprovecha el parón para prepararte para la siguiente subida.',
      },
      wealth: {
        upright:
          'La fortuna gira a tu favor, quizá con un dinero inesperado o un ingreso nuevo. Disfrútalo y ahorra algo para el próximo ciclo.',
        reversed:
          'Puede aparecer un gasto imprevisto o una pérdida. Apóyate en un colchón de emergencia y resiste la tentación de apostar para recuperar lo perdido.',
      },
      health: {
        upright:
          'Las cosas mejoran y tu energía vuelve. Aprovecha el impulso para empezar un hábito nuevo mientras te resulte fácil.',
        reversed:
          'Los altibajos de energía pueden frustrarte. Crea rutinas estables y pide consejo médico ante cualquier cosa que no deje de volver.',
      },
    },
  },
  'major-11': {
    keywords: {
      upright: ['equidad', 'verdad', 'responsabilidad', 'causa y efecto'],
      reversed: ['injusticia', 'deshonestidad', 'eludir responsabilidades', 'parcialidad'],
    },
    upright:
      'Todo lo que va, vuelve, y ahora es tiempo de claridad y de resultados justos. La Justicia te pide mirar los hechos con honestidad, sopesar todas las partes y tomar decisiones que puedas defender. Se destacan los asuntos legales, los contratos y las elecciones importantes, que tienden a resolverse de forma justa si actúas con integridad. Asume tu parte de responsabilidad y confía en que la verdad acaba saliendo a la luz.',
    reversed:
      'Algo parece injusto, o alguien no está siendo sincero, quizá también tú. Puede que te enfrentes a un resultado que te parece injusto, o que estés eludiendo la responsabilidad de una decisión que tomaste. La Justicia invertida te pide una honestidad incómoda: ¿dónde estás retorciendo la verdad, culpando a otros o negándote a ver lo evidente? La equidad empieza por mirarte de frente.',
    interpretation:
      'Asociada a Libra, el signo del equilibrio, La Justicia ocupa el número once en la baraja Rider-Waite-Smith, justo en el centro de los arcanos mayores. Su lección es que toda acción tiene consecuencias y que la honestidad lúcida es el camino hacia la paz. No se trata de castigo, sino de responsabilidad: ver una situación tal como es, reconocer tu parte y elegir con justicia. Cuando aparece esta carta, reúne los hechos, escucha a todas las partes y toma una decisión guiada por la conciencia y no por el miedo o el favoritismo.',
    imagery:
      'Una figura con túnica roja está sentada en un trono de piedra entre dos columnas; en una mano sostiene en alto una espada de doble filo y en la otra una balanza equilibrada. Tras el trono cuelga un velo púrpura, y bajo la túnica asoma un solo zapato blanco. La espada es el pensamiento claro que corta la confusión; la balanza, el juicio imparcial; las columnas y el velo recuerdan a La Sacerdotisa, pero aquí la verdad se pesa a la vista de todos; el zapato blanco sugiere que cada paso tiene consecuencias espirituales.',
    areas: {
      love: {
        upright:
          'La honestidad y la equidad fortalecen tu relación. Es un buen momento para conversaciones equilibradas y para resolver asuntos pendientes desde hace tiempo.',
        reversed:
          'El desequilibrio o la falta de sinceridad están creando tensión. Mirad si los dos dais lo mismo y decís la verdad.',
      },
      career: {
        upright:
          'Trato justo y recompensas merecidas por tu esfuerzo. Los contratos, las negociaciones y los asuntos legales suelen ir bien si eres minucioso.',
        reversed:
          'Puede que sufras un trato injusto o la política de oficina. Documéntalo todo y mantén la honestidad aunque otros no lo hagan.',
      },
      wealth: {
        upright:
          'Buen momento para saldar deudas, firmar acuerdos o cuadrar las cuentas. Un trato directo y honesto trae resultados estables.',
        reversed:
          'Atención a las condiciones injustas o a los costes ocultos. Lee cada contrato con cuidado y sé sincero sobre tus propias finanzas.',
      },
      health: {
        upright:
          'El equilibrio es la clave: trabajo y descanso, actividad y recuperación. Prestar una atención honesta a tus hábitos trae una mejora constante.',
        reversed:
          'Los hábitos descuidados pueden estar pasándote factura. Afronta lo que necesita cambiar y consulta a un médico si algo te preocupa.',
      },
    },
  },
  'major-12': {
    keywords: {
      upright: ['pausa', 'entrega', 'nueva perspectiva', 'soltar'],
      reversed: ['estancamiento', 'resistencia', 'sacrificio inútil', 'indecisión'],
    },
    upright:
      'A veces avanzar significa detenerse. El Colgado te pide hacer una pausa, soltar la necesidad de forzar un resultado y mirar tu situación desde un ángulo completamente distinto. Lo que parece estar atascado puede ser en realidad un valioso tiempo intermedio, una ocasión para replantearte las cosas en lugar de correr. Aquí la entrega no es una derrota; es elegir dejar de luchar para que una comprensión nueva pueda abrirse paso.',
    reversed:
      'La espera se ha alargado demasiado, o en realidad nunca fue espera, sino evasión. Puede que estés aplazando una decisión, haciendo sacrificios que no ayudan a nadie o resistiéndote a un cambio de perspectiva que te liberaría. El Colgado invertido te pide ver si esta pausa te sirve o simplemente te mantiene atascado. En algún momento tendrás que bajar y ponerte en marcha.',
    interpretation:
      'Asociado al elemento agua y, en la práctica moderna, a Neptuno, El Colgado habla de disolver viejas certezas. Su lección es que algunas respuestas solo llegan cuando dejas de intentar atraparlas. Al aceptar una pérdida temporal de control, ganas una perspectiva que el esfuerzo nunca podría darte. Cuando aparece esta carta, prueba a darle la vuelta al problema: ¿y si lo contrario fuera cierto? ¿A qué te aferras que podrías soltar? Un poco de entrega ahora puede ahorrarte mucha lucha después.',
    imagery:
      'Un hombre cuelga cabeza abajo de una cruz de madera viva, atado por un tobillo, con la otra pierna doblada detrás de la primera formando un cuatro. Tiene las manos cruzadas a la espalda y un halo dorado brilla alrededor de su rostro sereno. La posición invertida es un punto de vista radicalmente nuevo; la madera viva sugiere crecimiento incluso en la quietud; su expresión serena muestra que se trata de una entrega elegida, no de un castigo; el halo es la iluminación que llega al ver las cosas de otra manera.',
    areas: {
      love: {
        upright:
          'La relación puede estar en compás de espera. Aprovecha esta pausa para ver las cosas desde el lado de tu pareja en lugar de forzar respuestas.',
        reversed:
          'Quizá uno de los dos se está sacrificando demasiado, o todo está en el limbo. Sé sincero sobre si esto sigue funcionando.',
      },
      career: {
        upright:
          'El avance es lento, pero es buen momento para replantear la estrategia. Un enfoque nuevo puede revelarte un camino mejor.',
        reversed:
          'La indecisión empieza a costarte cara. Deja de esperar las condiciones perfectas y da un paso, aunque sea pequeño, para que las cosas se muevan.',
      },
      wealth: {
        upright:
          'Aplaza por ahora los grandes movimientos financieros. Revisa tu enfoque con calma y espera a que el panorama esté claro antes de comprometerte.',
        reversed:
          'Posponer decisiones necesarias solo puede complicarlas. Mira las cifras de frente y actúa según lo que ya sabes que es cierto.',
      },
      health: {
        upright:
          'Por ahora, lo primero es descansar y recuperarte. Ve más despacio, estírate y deja que tu cuerpo se reajuste a su ritmo en lugar de forzarlo.',
        reversed:
          'Sentirte atascado o sin energía puede ser una señal para cambiar de rutina. Si el bajón dura un tiempo, habla con un médico.',
      },
    },
  },
  'major-13': {
    keywords: {
      upright: ['finales', 'transformación', 'transición', 'hacer espacio'],
      reversed: ['resistencia al cambio', 'estancamiento', 'miedo a los finales', 'aferrarse'],
    },
    upright:
      'A pesar de su nombre, esta carta rara vez significa una muerte física. Significa que algo en tu vida ha cumplido su ciclo, ya sea una relación, un trabajo, un hábito o una versión antigua de ti, y que es hora de dejarlo ir. Los finales pueden doler, pero hacen espacio para lo que viene. Haz el duelo de lo que lo necesite y luego abre la puerta a la transformación. Al otro lado te espera algo nuevo.',
    reversed:
      'Sabes que algo tiene que terminar, pero te aferras a ello con las dos manos. El miedo al cambio puede estar reteniéndote en una situación que hace tiempo dejó de nutrirte. La Muerte invertida muestra el precio de resistirse: estancamiento, un lento desgaste de energía, una vida en pausa. Soltar es difícil, pero quedarse atascado suele serlo más. ¿Qué haría falta para aflojar un poco la mano?',
    interpretation:
      'Asociada a Escorpio, el signo de la profundidad y el renacimiento, La Muerte enseña que la transformación exige soltar. Como las hojas que caen en otoño para que pueda llegar la primavera, los finales forman parte de todo ciclo vivo. La lección no es temer el cambio, sino atravesarlo con conciencia. Cuando aparece esta carta, pregúntate qué ha terminado ya en tu vida, aunque todavía no lo hayas admitido. Honra lo que te dio, déjalo ir con cuidado y haz sitio a una versión de ti que lleva tiempo esperando salir.',
    imagery:
      'Un esqueleto con armadura negra monta un caballo blanco y porta un estandarte negro con una rosa blanca de cinco pétalos. Ante él yacen un rey caído, un obispo que suplica, una joven que aparta la mirada y un niño que alza los ojos. A lo lejos, una barca navega por un río y el sol sale entre dos torres. El esqueleto es lo inevitable, que llega para todos sin importar su rango; la rosa blanca, la pureza y la renovación; el sol naciente muestra que todo final encierra la promesa de un nuevo amanecer.',
    areas: {
      love: {
        upright:
          'Una relación puede estar terminando o transformándose a fondo. En cualquier caso, deja espacio para algo más auténtico.',
        reversed:
          'Aferrarte a una relación que ya ha cumplido su ciclo os mantiene atascados a los dos. Sé sincero sobre lo que de verdad sigue vivo aquí.',
      },
      career: {
        upright:
          'Se cierra un trabajo o una etapa y se abre paso una nueva dirección. Deja que termine con elegancia y mantén la curiosidad por lo que viene.',
        reversed:
          'Seguir en un puesto que se te ha quedado pequeño te está agotando en silencio. Empieza ya a prepararte para el cambio que sabes que llegará.',
      },
      wealth: {
        upright:
          'Termina un viejo patrón financiero. Deshazte de lo que ya no funciona y construye un enfoque nuevo desde la base.',
        reversed:
          'Aferrarte a hábitos o inversiones que no funcionan seguirá costándote dinero. Asume las pérdidas con criterio y sigue adelante.',
      },
      health: {
        upright:
          'Buen momento para dejar los hábitos que te desgastan y empezar de cero. Cambios pequeños y conscientes pueden transformar cómo te sientes.',
        reversed:
          'Resistirte a cambios necesarios puede dejarte estancado. Da un paso hacia hábitos más sanos y busca consejo si necesitas apoyo.',
      },
    },
  },
  'major-14': {
    keywords: {
      upright: ['equilibrio', 'moderación', 'paciencia', 'sanación'],
      reversed: ['desequilibrio', 'exceso', 'impaciencia', 'discordia'],
    },
    upright:
      'Aquí gana quien va despacio y con constancia. La Templanza trata de encontrar el término medio: mezclar opuestos, dosificar tus fuerzas y dejar que las cosas se desarrollen a su ritmo natural. Puede que estés sanando de algo, armonizando distintas partes de tu vida o aprendiendo que menos suele ser más. Confía en el proceso gradual. La paciencia y la moderación lograrán lo que la fuerza y las prisas no pueden.',
    reversed:
      'Algo está desequilibrado, ya sea demasiado trabajo, demasiado poco descanso o demasiado de cualquier cosa. Quizá buscas resultados con prisa, oscilas entre extremos o te sientes tirado en direcciones opuestas. La Templanza invertida te invita a notar dónde se ha colado el exceso y a recuperar con suavidad el punto medio. La armonía no se encuentra de golpe; se reconstruye ajuste a ajuste.',
    interpretation:
      'Asociada a Sagitario, La Templanza sigue a La Muerte en la secuencia: es la sanación que llega tras un final. Su lección es la alquimia: combinar elementos aparentemente incompatibles en algo nuevo y completo. Esto vale para tu agenda, tus relaciones y tu vida interior. Cuando aparece esta carta, busca la mezcla adecuada en lugar del extremo perfecto. Pregúntate dónde necesitas más y dónde menos, y ajusta con paciencia. El verdadero equilibrio no es un punto fijo, sino un fluir constante y suave.',
    imagery:
      'Un ángel alado tiene un pie en tierra y otro en un estanque, y trasvasa líquido entre dos copas doradas. En su túnica hay un triángulo dentro de un cuadrado, y un sendero lleva del agua a unas montañas lejanas donde brilla una corona de luz. Junto al estanque florecen lirios. El agua que se vierte es la mezcla cuidadosa de los opuestos; un pie en tierra y otro en el agua muestra el equilibrio entre lo práctico y lo emocional; el sendero es el camino largo y constante hacia la plenitud.',
    areas: {
      love: {
        upright:
          'El compromiso mutuo y la paciencia hacen florecer tu relación. Encontraros a medio camino trae una cercanía tranquila y duradera.',
        reversed:
          'Los extremos o los choques frecuentes os están desgastando. Buscad el punto medio y respirad antes de reaccionar.',
      },
      career: {
        upright:
          'Avance constante gracias a la cooperación y a una planificación cuidadosa. Combina tus habilidades con las de otros para obtener los mejores resultados.',
        reversed:
          'El exceso de trabajo o las prioridades enfrentadas pueden estar generando estrés. Reequilibra tu carga y fija expectativas realistas.',
      },
      wealth: {
        upright:
          'La moderación juega a tu favor: gastar y ahorrar en una proporción sana. Deja que el patrimonio crezca poco a poco y con sensatez.',
        reversed:
          'Oscilar entre derroches y recortes drásticos genera tensión. Busca un presupuesto equilibrado que puedas mantener de forma realista.',
      },
      health: {
        upright:
          'Una rutina suave y equilibrada favorece la recuperación. La moderación en la comida, el movimiento y el descanso hace más que cualquier cambio radical.',
        reversed:
          'Los excesos o los hábitos irregulares pueden estar pasándote factura. Recupera el equilibrio paso a paso y consulta a un profesional si hace falta.',
      },
    },
  },
  'major-15': {
    keywords: {
      upright: ['apego', 'tentación', 'patrones dañinos', 'materialismo'],
      reversed: ['liberarse', 'soltar', 'recuperar el poder', 'afrontar la sombra'],
    },
    upright:
      'Algo te tiene atrapado, y quizá no seas del todo consciente. El Diablo señala los apegos que te limitan: hábitos adictivos, relaciones tóxicas, preocupaciones económicas que dirigen tu vida o miedos que te empequeñecen. Sin embargo, las cadenas de esta carta están flojas. Tienes más libertad de la que crees. El primer paso es nombrar lo que te controla, con honestidad y sin vergüenza.',
    reversed:
      'Empiezas a ver las cadenas como lo que son, y a aflojarlas. El Diablo invertido suele señalar una liberación: romper con un mal hábito, salir de una situación dañina o recuperar el poder que habías cedido. También puede significar mirar de frente tu lado oscuro con honestidad. Sigue adelante. La libertad rara vez llega de golpe, pero cada paso que das cuenta.',
    interpretation:
      'Asociado a Capricornio, El Diablo habla del mundo material y de las formas en que nos atamos a él. Su lección es que lo que nos atrapa suele parecer un consuelo al principio. El deseo, la ambición y el placer no son malos en sí mismos; el problema llega cuando te gobiernan. Cuando aparece esta carta, mira dónde te sientes sin poder y pregúntate qué obtienes quedándote. Aquí ayuda la compasión, no el juicio. La sombra pierde su fuerza en cuanto la miras con claridad.',
    imagery:
      'Una criatura con cuernos y alas de murciélago está agazapada sobre un pedestal negro; alza una mano y con la otra sostiene una antorcha que apunta hacia abajo. A sus pies hay un hombre y una mujer desnudos, con pequeños cuernos y colas, encadenados con holgura al pedestal. Un pentagrama invertido marca la frente de la criatura. Las figuras recuerdan a Los Enamorados, ahora atados por sus deseos; las cadenas flojas muestran que podrían liberarse si quisieran; el fondo oscuro y la estrella invertida sugieren una energía volcada hacia lo material más que hacia lo espiritual.',
    areas: {
      love: {
        upright:
          'Una atracción intensa o la codependencia pueden estar nublando tu juicio. Pregúntate si esta relación te libera o te tiene cautivo.',
        reversed:
          'Te estás liberando de un patrón dañino en el amor. Confía en ti y pon límites que protejan tu bienestar.',
      },
      career: {
        upright:
          'Quizá te sientes atrapado en un trabajo por el dinero o por el estatus. Mira con honestidad qué te ata realmente ahí y cuánto te cuesta.',
        reversed:
          'Estás recuperando tu independencia en el trabajo. Buen momento para dejar un ambiente tóxico o renegociar tus condiciones.',
      },
      wealth: {
        upright:
          'Las deudas, el gasto excesivo o la angustia por el dinero pueden estar controlándote. Mira las cifras con honestidad y busca ayuda si la necesitas.',
        reversed:
          'Estás recuperando el control de tus finanzas. Sigue creando hábitos más sanos y mantente bien lejos de las viejas trampas.',
      },
      health: {
        upright:
          'Puede que los hábitos poco saludables o las dependencias necesiten atención. Sé sincero contigo y acude a un médico o a un servicio de apoyo.',
        reversed:
          'Estás avanzando en romper hábitos que no te ayudan. Celebra los pequeños logros y apóyate en ayuda profesional cuando la necesites.',
      },
    },
  },
  'major-16': {
    keywords: {
      upright: ['cambio repentino', 'sacudida', 'revelación', 'derrumbe'],
      reversed: ['desastre evitado', 'miedo al cambio', 'retrasar lo inevitable', 'conmoción interior'],
    },
    upright:
      'Algo construido sobre terreno inestable se viene abajo, y puede ocurrir deprisa. La Torre trae un cambio repentino: un golpe, una revelación, el derrumbe de planes o creencias que creías sólidos. Rara vez resulta cómodo, pero despeja lo que nunca iba a durar. Cuando el polvo se asiente, verás la verdad con más claridad y podrás reconstruir sobre cimientos reales.',
    reversed:
      'Quizá notas que se acerca el temblor y haces todo lo posible por apuntalar las cosas. La Torre invertida puede significar una crisis evitada por poco, o una que simplemente se está posponiendo. También puede señalar una conmoción interior, un cambio íntimo en la forma en que te ves. Pregúntate si estás protegiendo algo que vale la pena salvar o solo retrasando un cambio que tiene que ocurrir.',
    interpretation:
      'Regida por Marte, el planeta de la fuerza y la acción, La Torre representa una transformación repentina e inevitable. Su lección es que las estructuras falsas, ya sean ilusiones, negaciones o arreglos construidos sobre el miedo, no pueden sostenerse para siempre. Cuando la vida te sacude, a menudo te está mostrando dónde no pisabas terreno firme. Cuando aparece esta carta, mantén la calma en la medida de lo posible, céntrate en la seguridad inmediata y en lo básico, y resiste la tentación de levantar la misma torre otra vez. Es una oportunidad para construir algo más verdadero.',
    imagery:
      'Una alta torre de piedra se alza sobre un pico rocoso, y un rayo hace saltar su corona dorada. De sus ventanas brotan llamas, y dos figuras caen de cabeza por el cielo oscuro, rodeadas de diminutas gotas de fuego con la forma de la letra hebrea yod. La torre es la creencia rígida y la falsa seguridad; el rayo, la verdad repentina o la intervención divina; la corona que cae, el ego derribado; las llamas en forma de yod sugieren que hay gracia incluso en la destrucción, y una chispa de lo divino en cada sacudida.',
    areas: {
      love: {
        upright:
          'Una revelación o una sacudida repentina puede remover tu relación. Por doloroso que sea, saca a la luz la verdad que necesitas ver.',
        reversed:
          'La tensión va en aumento, o una crisis acaba de evitarse por poco. Ocúpate de los problemas ocultos antes de que estallen.',
      },
      career: {
        upright:
          'Un cambio inesperado, quizá una reestructuración o un final repentino, podría ponerlo todo patas arriba. Adáptate y busca la oportunidad que abre.',
        reversed:
          'Puede que te aferres a una situación que ya se tambalea. Empieza ahora a prepararte para el cambio, para que no te pille desprevenido.',
      },
      wealth: {
        upright:
          'Puede llegar un golpe financiero o un gasto inesperado. Mantén la calma, cubre primero lo esencial y reconstruye paso a paso.',
        reversed:
          'Toma un susto evitado por poco como un aviso. Refuerza ahora tu red de seguridad y mantente un tiempo alejado de los movimientos arriesgados.',
      },
      health: {
        upright:
          'El estrés o una llamada de atención repentina pueden exigir cuidado. Tómatelo en serio, descansa y consulta cuanto antes a un médico si algo no va bien.',
        reversed:
          'Las señales de alarma pueden estar acumulándose en silencio. No las desestimes; una revisión con tu médico puede darte tranquilidad.',
      },
    },
  },
  'major-17': {
    keywords: {
      upright: ['esperanza', 'renovación', 'inspiración', 'serenidad'],
      reversed: ['desánimo', 'fe perdida', 'desconexión', 'inseguridad'],
    },
    upright:
      'Después de la tormenta llega una noche tranquila y estrellada. La Estrella trae esperanza, sanación y la suave sensación de que todo va a ir bien. Es momento de recuperarte, reconectar con tus sueños y volver a confiar en el futuro. No necesitas tenerlo todo resuelto. Basta con no perder de vista la luz, volcar tu energía en lo que amas y dejar que la renovación llegue de forma natural.',
    reversed:
      'Ahora mismo la esperanza brilla poco. Quizá te sientes desanimado, dudas de tu camino o estás demasiado cansado para creer que las cosas pueden mejorar. La Estrella invertida te recuerda que la luz no se ha apagado; simplemente la has perdido de vista un tiempo. Trátate con cariño. Los pequeños gestos de autocuidado, y unas pocas personas que creen en ti, pueden ayudarte a encontrar el camino de vuelta.',
    interpretation:
      'Asociada a Acuario, La Estrella guarda una visión del futuro y la fe serena que nos hace seguir avanzando hacia él. Al llegar después de La Torre, representa la sanación tras la sacudida. Su lección es que la esperanza no es ingenuidad; es una práctica. Cuando aparece esta carta, reconecta con lo que te inspira, ya sea la creatividad, la naturaleza o la espiritualidad, y permítete volver a soñar. Comparte tus dones con generosidad, pero deja también que te recarguen. Eres más resistente de lo que crees.',
    imagery:
      'Una mujer desnuda se arrodilla junto a un estanque bajo el cielo nocturno; con un cántaro vierte agua en el estanque y con otro sobre la tierra. Sobre ella brilla una gran estrella de ocho puntas, rodeada de siete estrellas más pequeñas, y un ibis se posa en un árbol cercano. Su desnudez es apertura y vulnerabilidad; el agua nutre tanto lo emocional como lo físico; la gran estrella es guía y esperanza; el ibis, sagrado para Thot, es sabiduría y renovación.',
    areas: {
      love: {
        upright:
          'La sanación y la esperanza llegan a tu vida amorosa. Vuelve a abrir el corazón y confía en que las buenas conexiones son posibles.',
        reversed:
          'Las viejas heridas pueden haberte vuelto desconfiado o escéptico. Cuídate primero y deja que tu fe en el amor vuelva a su ritmo.',
      },
      career: {
        upright:
          'La inspiración y una motivación renovada iluminan el camino. Sigue la senda que tenga sentido para ti y deja brillar tu creatividad.',
        reversed:
          'Puede que te sientas sin inspiración o inseguro sobre tu rumbo. Recuerda qué te atrajo de este trabajo en un principio.',
      },
      wealth: {
        upright:
          'La recuperación financiera está en camino. Mantén la esperanza, planifica de forma realista y confía en que el esfuerzo constante se irá sumando.',
        reversed:
          'El desánimo puede llevarte a decisiones de las que luego te arrepientas. Mantén un plan sensato y no renuncies todavía a tus metas.',
      },
      health: {
        upright:
          'Un tiempo de sanación y renovación. El descanso, el tiempo al aire libre bajo el cielo abierto y las rutinas suaves te ayudarán a recuperar la energía.',
        reversed:
          'El bajo ánimo puede estar afectando a tu bienestar. Da pequeños pasos reparadores y acude a un profesional si te sientes atascado.',
      },
    },
  },
  'major-18': {
    keywords: {
      upright: ['ilusión', 'incertidumbre', 'intuición', 'el subconsciente'],
      reversed: ['vuelve la claridad', 'liberación del miedo', 'verdad revelada', 'la confusión se disipa'],
    },
    upright:
      'El camino que tienes delante solo lo ilumina la luz de la luna, y las cosas no son del todo lo que parecen. La Luna señala incertidumbre, confusión y factores ocultos. Ahora mismo los miedos pueden hablar más alto que los hechos, y tu imaginación puede jugarte malas pasadas. Avanza despacio, confía en tu intuición y no tomes grandes decisiones hasta que se disipe la niebla. No hace falta entenderlo todo esta noche.',
    reversed:
      'La niebla empieza a levantarse. Los malentendidos se aclaran, los miedos pierden fuerza y la verdad se deja ver. La Luna invertida también puede significar que los engaños salen a la luz, o que por fin te enfrentas a inquietudes que habías apartado. Deja entrar la luz poco a poco y ten paciencia contigo mientras las cosas se enfocan.',
    interpretation:
      'Asociada a Piscis, La Luna rige los sueños, la imaginación y las aguas profundas del subconsciente. Su lección es que no todo puede verse con claridad, y que el miedo suele llenar los huecos de lo que no sabemos. Esta carta te invita a moverte en la incertidumbre con intuición y no con pánico. Cuando aparece, presta atención a los sueños y a las corazonadas, pero contrástalos con la realidad. Separa lo que sabes de lo que temes y da el siguiente paso con la luz que tienes.',
    imagery:
      'Una luna llena de rostro solemne cuelga entre dos torres y deja caer gotas de luz como rocío. Abajo, un perro y un lobo le aúllan, y un cangrejo de río sale de un estanque hacia un sendero sinuoso que se pierde entre colinas lejanas. La luna es el reino de los sueños y la ilusión; el perro y el lobo, el lado domesticado y el salvaje de nuestra naturaleza; el cangrejo, el subconsciente primitivo que emerge; el sendero entre las torres, el viaje incierto hacia lo desconocido.',
    areas: {
      love: {
        upright:
          'La confusión o las señales contradictorias pueden nublar tu relación. No des por hecho lo peor; pregunta y confía en tu intuición.',
        reversed:
          'Vuelve la claridad y los malentendidos se suavizan. Una conversación sincera y sin prisas ayudará a despejar el ambiente.',
      },
      career: {
        upright:
          'Puede haber incertidumbre o intenciones ocultas en juego. Reúne información con cuidado antes de tomar cualquier decisión importante.',
        reversed:
          'La verdad tras una situación confusa sale a la luz. Usa esta nueva claridad para dar tu siguiente paso con confianza.',
      },
      wealth: {
        upright:
          'Desconfía de los tratos poco claros o de quien evita dar respuestas directas. Comprueba los datos dos veces y aplaza las inversiones arriesgadas.',
        reversed:
          'La confusión financiera se despeja. Vuelve a mirar tu situación con ojos nuevos y ajusta tus planes a lo que ves.',
      },
      health: {
        upright:
          'La ansiedad o el mal dormir pueden estar afectándote. Ayudan el descanso, las rutinas suaves y hablar de lo que te preocupa; consulta a un médico si la inquietud persiste.',
        reversed:
          'Las cosas se aclaran y la ansiedad se calma. Sigue protegiendo tu sueño y esos pequeños hábitos de autocuidado que te dan estabilidad.',
      },
    },
  },
  'major-19': {
    keywords: {
      upright: ['alegría', 'éxito', 'vitalidad', 'optimismo'],
      reversed: ['contratiempos pasajeros', 'alegría apagada', 'exceso de confianza', 'éxito retrasado'],
    },
    upright:
      'Es una de las cartas más luminosas de la baraja. El Sol trae calidez, éxito y una felicidad genuina: las cosas van bien y lo notas. La confianza sale sola, las relaciones fluyen y tus esfuerzos dan fruto. Permítete disfrutarlo. Comparte tu alegría con generosidad, juega un poco y deja entrar la luz. La vida te ofrece un momento para simplemente brillar.',
    reversed:
      'El sol sigue ahí, solo que detrás de algunas nubes. Quizá te sientes menos alegre de lo habitual, afrontas pequeños contratiempos o te cuesta ver lo bueno de tu situación. El Sol invertido también puede advertir contra el exceso de confianza o el optimismo forzado. Ten paciencia. La luz volverá y, mientras tanto, los pequeños placeres todavía pueden calentar tus días.',
    interpretation:
      'Regida por el propio Sol, esta carta representa la vitalidad, la claridad y la alegría de estar plenamente vivo. Tras la confusión de La Luna llega la iluminación: todo se ve con nitidez y calidez. Su lección es acoger la felicidad sin culpa y compartir tu luz con los demás. Cuando aparece El Sol, celebra tus logros, reconecta con los placeres sencillos y deja que se vea tu yo auténtico. La confianza arraigada en la gratitud es una fuerza poderosa.',
    imagery:
      'Un niño sonriente monta a pelo un caballo blanco, con los brazos abiertos, bajo un enorme sol radiante con rostro humano. Detrás, unos altos girasoles asoman por encima de un muro de piedra, y en una mano ondea un estandarte rojo. El niño es la inocencia y la alegría pura; el caballo blanco, la fuerza y la pureza; los girasoles se vuelven hacia la luz, símbolos de crecimiento y abundancia; el muro sugiere los límites seguros dentro de los cuales la alegría puede florecer.',
    areas: {
      love: {
        upright:
          'La felicidad y la calidez llenan tu vida amorosa. Las relaciones se viven con alegría y seguridad, y puede que florezca un nuevo romance.',
        reversed:
          'Un poco de tensión o cierto enfriamiento pueden apagar el ambiente. Volved a las cosas sencillas que os hacen reír juntos.',
      },
      career: {
        upright:
          'El éxito y el reconocimiento son probables. Tu confianza y tu entusiasmo te ayudan a brillar, así que no te cortes a la hora de dar un paso al frente.',
        reversed:
          'El avance puede ser más lento de lo que esperabas. Sigue adelante y asegúrate de que los primeros logros no te hayan llevado a dar el éxito por sentado.',
      },
      wealth: {
        upright:
          'Una racha próspera en la que el esfuerzo trae recompensas. Disfrútala y guarda o invierte con sensatez parte de tu buena fortuna.',
        reversed:
          'Pequeños contratiempos o algo de exceso de confianza pueden afectar a tus finanzas. Mantén los pies en la tierra y evita los riesgos innecesarios.',
      },
      health: {
        upright:
          'La energía y la vitalidad están altas. Aprovecha el sol, el movimiento y todo lo que te levante el ánimo y te saque de casa.',
        reversed:
          'Tu energía puede bajar durante un tiempo. Descansa, toma algo de luz natural y consulta a un médico si el cansancio no remite.',
      },
    },
  },
  'major-20': {
    keywords: {
      upright: ['despertar', 'rendición de cuentas', 'renovación', 'responder a una llamada'],
      reversed: ['inseguridad', 'juzgarte con dureza', 'ignorar la llamada', 'arrepentimiento'],
    },
    upright:
      'Suena una llamada de atención, y esta vez estás preparado para responder. El Juicio trae claridad sobre el pasado y una idea firme de lo que viene después. Quizá estés reflexionando sobre viejas decisiones, perdonándote a ti o a otros, y sintiendo la llamada hacia un capítulo nuevo con un propósito real. Es un momento de rendir cuentas en el mejor sentido: verte con claridad y estar a la altura de tu potencial.',
    reversed:
      'La llamada está ahí, pero dudas en responder. La inseguridad, el miedo al cambio o un juicio severo sobre tu pasado pueden estar frenándote. El Juicio invertido también puede señalar un arrepentimiento que te mantiene atascado. Sé más amable contigo. No necesitas tenerlo todo resuelto; solo estar dispuesto a escuchar y dar el primer paso.',
    interpretation:
      'Asociado al elemento fuego y, en la práctica moderna, a Plutón, El Juicio habla de renacimiento y transformación en el nivel más profundo. Su lección es que tu pasado no te define; puedes levantarte de él. Esta carta te pide revisar tu vida con honestidad, soltar viejas culpas y abrazar una vocación más alta. Cuando aparece, pregúntate qué importa de verdad y en qué te está llamando la vida a convertirte. Después responde con valor y con compasión hacia ti.',
    imagery:
      'Un ángel toca una trompeta desde las nubes, de la que cuelga un estandarte con una cruz roja. Abajo, hombres, mujeres y niños se levantan de ataúdes abiertos que flotan sobre el agua, con los brazos tendidos hacia el cielo. Al fondo se ven montañas nevadas. La trompeta es una llamada a despertar; las figuras que se alzan, el renacimiento y la renovación; la cruz del estandarte, el equilibrio y la integración; las montañas, los retos y la claridad de un nuevo nivel del ser.',
    areas: {
      love: {
        upright:
          'Una relación puede llegar a un punto de inflexión, quizá una reconciliación o un compromiso más profundo. El perdón abre el camino.',
        reversed:
          'Los viejos remordimientos o los juicios severos pueden estar bloqueando el amor. Perdónate y perdona, para quedar libre de seguir adelante.',
      },
      career: {
        upright:
          'Surge una vocación o un sentido más claro de propósito. Confía en ello y da pasos reales hacia un trabajo que de verdad encaje contigo.',
        reversed:
          'Las dudas pueden estar impidiéndote perseguir lo que realmente quieres. Reflexiona con honestidad y escucha esa voz que no dejas de acallar.',
      },
      wealth: {
        upright:
          'Buen momento para repasar tus decisiones económicas pasadas y empezar de nuevo. Una revisión lúcida lleva a elecciones más sabias en adelante.',
        reversed:
          'Evitar un ajuste de cuentas financiero solo puede empeorar las cosas. Afróntalo con calma y toma los errores pasados como lecciones, no como motivo de vergüenza.',
      },
      health: {
        upright:
          'Una motivación renovada respalda hábitos más sanos. Deja que esta llamada de atención impulse cambios positivos que puedas mantener.',
        reversed:
          'Ignorar lo que tu cuerpo necesita podría frenarte. Escúchalo con atención y pide consejo médico ante la duda.',
      },
    },
  },
  'major-21': {
    keywords: {
      upright: ['culminación', 'plenitud', 'integración', 'logro'],
      reversed: ['asuntos pendientes', 'falta de cierre', 'retrasos', 'atajos'],
    },
    upright:
      'Has cerrado el círculo. El Mundo marca la culminación de un gran capítulo: una meta alcanzada, una lección aprendida, un viaje que te ha llevado a un lugar de plenitud. Hay aquí una honda sensación de realización, de que por fin todas las piezas encajan. Tómate tiempo para celebrarlo y honrar todo el camino recorrido. Cuando estés listo, comenzará un nuevo ciclo, y llevarás contigo todo lo aprendido.',
    reversed:
      'Estás cerca de la meta, pero algo sigue sin resolverse. Quizá haya un cabo suelto por atar, o dudas en cerrar un capítulo y abrir el siguiente. El Mundo invertido también puede indicar que intentas saltarte pasos en el camino hacia la culminación. Mira lo que queda por hacer, termínalo con cuidado y date el cierre que mereces.',
    interpretation:
      'Regido por Saturno, el planeta del tiempo, la estructura y la madurez, El Mundo es la última carta de los arcanos mayores: el viaje del Loco completado. Su lección es la integración: reunir cada experiencia, alegre o dolorosa, en una sensación de totalidad. Cuando aparece esta carta, reconoce tus logros y el crecimiento que hay detrás. La culminación no es un final, sino un umbral. Honra lo que has construido y entra en el siguiente ciclo con gratitud y confianza.',
    imagery:
      'Una figura que danza, envuelta con holgura en una banda violeta, flota dentro de una gran corona ovalada de laurel atada con cintas rojas, con una vara en cada mano. En las cuatro esquinas aparecen las mismas criaturas que en La Rueda de la Fortuna: un ángel, un águila, un león y un toro. La corona es la victoria y la culminación; la figura que danza, la libertad y la armonía; las dos varas recuerdan al Mago, ahora en perfecto equilibrio; las cuatro criaturas, que ya no leen sus libros, muestran los elementos plenamente integrados.',
    areas: {
      love: {
        upright:
          'Una etapa profundamente plena en el amor, quizá un hito como un compromiso o la sensación de estar completos juntos.',
        reversed:
          'Algo sigue sintiéndose inacabado entre vosotros. Abordad los asuntos pendientes para que ambos podáis avanzar de corazón.',
      },
      career: {
        upright:
          'Se alcanza una gran meta que trae reconocimiento y satisfacción. Celébralo y después piensa en tu próximo gran paso.',
        reversed:
          'Un proyecto se alarga o nunca llega a cerrarse del todo. Céntrate en terminar con fuerza antes de permitirte empezar algo nuevo.',
      },
      wealth: {
        upright:
          'Los objetivos financieros están a tu alcance y la estabilidad, asegurada. Disfruta de la recompensa y después planifica con sensatez la siguiente etapa.',
        reversed:
          'Alcanzar tus metas económicas está llevando más tiempo del previsto. Ata los cabos sueltos, ten paciencia y evita los atajos arriesgados.',
      },
      health: {
        upright:
          'Una preciosa sensación de plenitud y bienestar. Mantén los hábitos que te han traído hasta aquí y disfruta del equilibrio que has encontrado.',
        reversed:
          'Quizá te sientes cerca de tus objetivos, pero sin llegar del todo. Mantén la constancia y consulta a un médico si algo persiste.',
      },
    },
  },
};
