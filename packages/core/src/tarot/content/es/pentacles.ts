import type { CardBodyTable } from '../../types';

export const pentacles: CardBodyTable = {
  'pentacles-01': {
    keywords: {
      upright: ['nueva oportunidad', 'terreno firme', 'semilla de prosperidad', 'comienzo práctico'],
      reversed: ['oportunidad perdida', 'planes sin base', 'vaivenes económicos', 'atajos'],
    },
    upright:
      'Te ponen en las manos algo real: una oferta de trabajo, una nueva fuente de ingresos, un plan que por fin puede salir del papel. El As de Oros no deslumbra como el fuego. Es una semilla, sencilla y llena de promesas, y con buena tierra y algo de paciencia puede convertirse en un huerto. Es un buen momento para poner cimientos. Agárrala con firmeza y después ayúdala a echar raíces.',
    reversed:
      'La oferta parece tentadora, pero vista de cerca no tiene base. O la oportunidad estaba ahí mismo y se te escapó entre los dedos porque dudaste, te precipitaste o no te la tomaste en serio. El As invertido te devuelve a la tierra: ¿hay presupuesto, tienes tiempo, es realmente viable o solo suena bien? Echa los cimientos antes de empezar con los pisos de arriba.',
    interpretation:
      'Como raíz de la tierra, este As representa el cuerpo, el dinero, el trabajo y todo lo que puedes tocar. Su lección es que una buena idea solo cuenta cuando aterriza en terreno firme. La tierra crece despacio, pero lo que hace crecer perdura. Cuando aparece esta carta, dale a una meta que te importe un primer paso concreto y medible: abre una cuenta de ahorro específica, haz un borrador de presupuesto semanal, revisa a fondo tu currículum. Los comienzos pequeños y tangibles suelen llegar más lejos.',
    imagery:
      'Una mano surge de una nube con una moneda de oro grabada con un pentáculo que descansa firme en su palma. Abajo hay un jardín lleno de lirios blancos, y un sendero atraviesa un arco en un seto de rosas hacia unas montañas lejanas. La mano que ofrece es la vida que presenta un regalo; la moneda, el valor material; los lirios y el jardín, la abundancia que sigue a un cuidado atento; el arco y los picos lejanos recuerdan que esta cosecha es una puerta hacia algo más grande.',
    areas: {
      love: {
        upright:
          'El amor se asienta en algo estable y con los pies en la tierra, quizá con conversaciones sobre vivir juntos, ahorrar en común o un futuro compartido. Si no tienes pareja, alguien fiable puede aparecer en plena vida cotidiana.',
        reversed:
          'Marcar casillas y sopesar cuestiones prácticas puede desplazar la calidez, o una relación que sobre el papel parece ideal no va a ninguna parte. Pregúntate qué quieres realmente de ella.',
      },
      career: {
        upright:
          'Puede haber sobre la mesa un puesto nuevo, un proyecto o una subida de sueldo. Tómalo como el momento de echar raíces: haz bien las cosas pequeñas y los resultados se irán sumando.',
        reversed:
          'Se perdió una oportunidad, o el plan no termina de sostenerse. Haz balance de tu tiempo y tus recursos y refuerza lo básico antes de hablar de crecer.',
      },
      wealth: {
        upright:
          'Un comienzo prometedor para tus finanzas, quizá una fuente de ingresos nueva. Un buen momento para empezar a ahorrar, fijar un presupuesto o planificar con sensatez una meta a largo plazo.',
        reversed:
          'El dinero se escapa por hábitos poco cuidados. Vigila el gasto impulsivo y cualquier inversión que suene demasiado bien para ser verdad, y averigua en qué se va cada gasto.',
      },
      health: {
        upright:
          'Tu cuerpo está en equilibrio, así que es buen momento para crear rutinas regulares de sueño y alimentación. Empieza por algo fácil, como caminar un poco más cada día.',
        reversed:
          'Has descuidado lo básico del sueño y la alimentación, y tu cuerpo se queja en silencio. Recupera primero tu ritmo y, si las molestias persisten, consulta a un médico.',
      },
    },
  },
  'pentacles-02': {
    keywords: {
      upright: ['equilibrio', 'adaptabilidad', 'malabares con las prioridades', 'ingenio'],
      reversed: ['cosas que se caen', 'abarcar demasiado', 'desequilibrio económico', 'desbordamiento'],
    },
    upright:
      'La vida se ha convertido en un número de malabares: trabajo, tareas de casa, facturas y compromisos sociales, todo en el aire a la vez. El Dos de Oros dice que puedes con ello. Esta carta habla de mantenerte flexible mientras las cosas cambian, no de hacerlo todo a la perfección, sino de saber reordenar las prioridades sobre la marcha. Afronta los altibajos con sentido del humor y quizá te sorprenda tu propia agilidad.',
    reversed:
      'Demasiadas pelotas y pocas manos. Quizá has dicho que sí a más de lo que puedes sostener, y todo queda a medias mientras el estrés y el cansancio se acumulan sin que te des cuenta. El Dos invertido te pide parar y hacer inventario: ¿qué tiene que hacerse de verdad y qué podría esperar, delegarse o simplemente abandonarse? Lanza menos pelotas y atraparás las que importan.',
    interpretation:
      'Asociado a Júpiter en Capricornio, el Dos es el impulso de expandirse chocando con los bordes duros de la realidad. Su lección es el equilibrio como movimiento: la vida nunca es una balanza quieta, sino más bien un baile en el que vas ajustando los pies sin parar. Cuando aparece esta carta, escribe las tres cosas que más importan esta semana y deja que el resto haga cola detrás. Deja algo de margen tanto en tu dinero como en tu agenda, para que cuando llegue la siguiente ola tengas sitio para mantenerte en pie.',
    imagery:
      'Un joven con un sombrero alto baila con ligereza mientras hace malabares con dos oros, unidos por una cinta verde que forma un ocho tumbado, el signo del infinito. Tras él el mar se agita, y dos barcos suben y bajan con el oleaje. El lazo del infinito es el ciclo y el flujo sin fin; las olas, los altibajos de la vida; y su juego de pies relajado sugiere que la mejor respuesta al cambio es mantenerse ligero y flexible.',
    areas: {
      love: {
        upright:
          'El amor tiene que compartir el tiempo con el trabajo y la familia, pero puedes encontrar el equilibrio. Dedica un poco de atención a planear momentos juntos para que tu pareja se sienta valorada.',
        reversed:
          'Demasiado ocupado para fijarte en tu pareja, o dudando entre dos personas o dos caminos. Deja de aplazarlo y sé sincero sobre lo que quieres.',
      },
      career: {
        upright:
          'Llevas varios sombreros a la vez y lo estás haciendo bien, moviendo tiempo y recursos allí donde hacen falta. Tu capacidad de adaptación te hace destacar mientras todo cambia.',
        reversed:
          'Las tareas se acumulan, pierdes concentración y se cuelan errores. Aprende a decir que no, acuerda prioridades con tu responsable y deja de cargar con todo tú solo.',
      },
      wealth: {
        upright:
          'El dinero entra y sale de forma irregular, pero en conjunto sigue circulando. Vigila tu flujo de caja y mantén un fondo de emergencia para que los imprevistos no te tumben.',
        reversed:
          'Desvestir a un santo para vestir a otro agota. Rehaz el presupuesto, recorta lo que no necesitas y plantéate pedir asesoramiento financiero profesional.',
      },
      health: {
        upright:
          'Mantén cierto ritmo incluso en las semanas ajetreadas. Intercala actividades ligeras como caminar, bailar o estirarte para ayudar a tu cuerpo a soltar la presión.',
        reversed:
          'Ir siempre corriendo te ha desordenado también el sueño. Fija primero tus horas de descanso y, si el agotamiento no remite, hazte una revisión médica.',
      },
    },
  },
  'pentacles-03': {
    keywords: {
      upright: ['trabajo en equipo', 'oficio', 'exigencia de calidad', 'reconocimiento'],
      reversed: ['mala coordinación', 'trabajo a desgana', 'sin un plan claro', 'carencia de habilidades'],
    },
    upright:
      'La gente empieza a fijarse en lo que sabes hacer. El Tres de Oros es la pericia que se encuentra con la colaboración: cada cual aporta su habilidad a la misma mesa y entre todos se construye la obra. Tu oficio, tu experiencia y tu esmero se ganan aquí un respeto real. Es buen momento para escuchar las opiniones, repartir el trabajo con sensatez y dejar que el proyecto se enriquezca con el intercambio.',
    reversed:
      'Cada uno tira en una dirección, el plan no deja de cambiar o alguien solo cumple el expediente. Quizá tu aportación no se está reconociendo, o te has dado cuenta de que tus propias habilidades necesitan más pulido. El Tres invertido te devuelve a lo fundamental: deja claros el objetivo, los papeles y el nivel esperado, y solo entonces la colaboración avanzará.',
    interpretation:
      'Asociada a Marte en Capricornio, esta carta es energía con disciplina y con rumbo. Su lección es que el buen trabajo nace de la habilidad y la cooperación juntas. Esforzarse en solitario tiene su mérito, pero pedir consejo y valorar lo que aporta cada papel es como se construyen las catedrales. Cuando aparece esta carta, busca la pieza que le falta a tu plan, ve a buscar a la persona que puede aportarla y sé generoso con aquello que mejor se te da.',
    imagery:
      'Bajo las arcadas de una iglesia, un cantero subido a un banco talla con cuidado un arco. Abajo, un monje y una figura que sostiene unos planos comentan el trabajo con él. En el arco hay tres oros tallados, dispuestos en triángulo. El cantero es la destreza; el monje y el diseñador, la fe y la planificación; su conversación muestra que todos los papeles son necesarios; y la propia iglesia sugiere que el trabajo honesto y cuidadoso puede convertirse en algo de lo que sentirse orgulloso.',
    areas: {
      love: {
        upright:
          'Los dos estáis dispuestos a invertir en la relación y a repartir la carga como verdaderos compañeros. ¿Sin pareja? Las amistades o el trabajo podrían presentarte a alguien nuevo.',
        reversed:
          'Uno de los dos pone más, o vuestros planes de futuro no coinciden. Poned vuestras expectativas sobre la mesa y encontrad una forma de estar juntos que os convenga a ambos.',
      },
      career: {
        upright:
          'El trabajo en equipo fluye y se reconoce tu pericia. Buen momento para un proyecto grande, el trabajo entre equipos o un impulso a tu formación.',
        reversed:
          'Los papeles difusos y la mala comunicación provocan retrasos o resultados descuidados. Aclara quién hace qué y con qué nivel antes de seguir.',
      },
      wealth: {
        upright:
          'Tus habilidades abren más vías de ingresos, y las iniciativas conjuntas se apoyan en una base sólida. Escucha a quien tiene verdadera experiencia antes de decidir.',
        reversed:
          'Las asociaciones y las inversiones compartidas se prestan a desacuerdos. Deja por escrito ahora las responsabilidades y el reparto de beneficios para ahorrarle disgustos a la amistad más adelante.',
      },
      health: {
        upright:
          'Cuida tu cuerpo con orientación experta, como un entrenador que planifique tus sesiones o revisiones periódicas, y mejora paso a paso.',
        reversed:
          'Ir por libre con un método equivocado puede suponer mucho esfuerzo para poco resultado. No copies cualquier cosa que sugiera internet; ante la duda, pregunta a un médico.',
      },
    },
  },
  'pentacles-04': {
    keywords: {
      upright: ['aferrarse', 'seguridad', 'ahorro', 'control'],
      reversed: ['tacañería', 'miedo a perder', 'soltar', 'gasto excesivo'],
    },
    upright:
      'Has trabajado duro para construir algo, ya sean ahorros, una posición o una vida asentada, y ahora tu instinto principal es mantenerlo a salvo. El Cuatro de Oros es seguridad y prudencia, y saber ahorrar y poner límites es una madurez real. Solo fíjate en que un puño cerrado alrededor de lo que tienes es también una mano que no puede recibir nada nuevo.',
    reversed:
      'El Cuatro invertido puede ir en dos direcciones. Una es agarrarse todavía más fuerte: la necesidad de controlar el dinero, a las personas o las circunstancias te deja en tensión y receloso ante cualquier cambio. La otra es aflojar: quizá por fin estás listo para compartir o asumir un pequeño riesgo, o quizá te has ido al otro extremo y has gastado demasiado de golpe. Busca el camino intermedio, para que tu sensación de seguridad nazca de dentro y no de un puño cerrado.',
    interpretation:
      'Asociado al Sol en Capricornio, el Cuatro es el impulso de imponer orden y mantener el control. Su lección es la diferencia entre proteger y acaparar. Las reservas dan tranquilidad, pero en cuanto el miedo toma el volante, el dinero y los recursos dejan de ser herramientas y se convierten en barrotes. Cuando aparece esta carta, pregúntate con sinceridad qué es lo que más temes perder. Pon una cifra clara a la seguridad que de verdad necesitas y deja que lo que sobre circule: en aprendizaje, en experiencias o en ayudar a alguien.',
    imagery:
      'Un hombre coronado está sentado a las afueras de una ciudad, abrazando con fuerza un oro contra el pecho, con otro en equilibrio sobre la corona y uno bajo cada pie. Tras él se alza una ciudad próspera, pero le da la espalda. La moneda abrazada es el apego a la riqueza y a la seguridad; las monedas en la cabeza y bajo los pies muestran que sus pensamientos y su base están dominados por las posesiones; su espalda vuelta a la ciudad muestra cómo el exceso de protección nos va aislando del mundo y de los demás.',
    areas: {
      love: {
        upright:
          'La relación es estable, y el compromiso y la seguridad te importan mucho. Solo procura no agarrarte demasiado fuerte; la confianza mantiene vivo el amor mucho más tiempo que el control.',
        reversed:
          'La posesividad o la inseguridad hacen que todo se sienta asfixiante. O, en el mejor de los casos, estás aprendiendo a relajarte y a daros más espacio para respirar.',
      },
      career: {
        upright:
          'Consolida tu posición y lo que has logrado. Protege tu ámbito de especialidad y resiste la presión de dar un salto adelante.',
        reversed:
          'El miedo a equivocarte te hace resistirte al cambio y puede costarte una oportunidad de crecer. Comparte conocimientos y recursos; colaborar puede darte más seguridad, no menos.',
      },
      wealth: {
        upright:
          'Ahorras bien y tus finanzas son sólidas. Ordena tu patrimonio y planifica con prudencia, pero no escatimes tanto que acabes privándote de lo necesario.',
        reversed:
          'O demasiado agarrado o derrochando de repente. Revisa tus hábitos de gasto para que el dinero vuelva a estar al servicio de tu vida en lugar de gobernarla.',
      },
      health: {
        upright:
          'Físicamente estás estable, aunque una mentalidad tensa puede notarse en el cuello, los hombros o el estómago. Afloja y no acumules la presión en el cuerpo.',
        reversed:
          'La tensión y la preocupación prolongadas necesitan una salida. Prueba los estiramientos y la respiración lenta y, si las molestias físicas no se van, que te las revise un médico.',
      },
    },
  },
  'pentacles-05': {
    keywords: {
      upright: ['penurias', 'escasez', 'sentirse excluido', 'preocupaciones económicas'],
      reversed: ['recuperación', 'llega la ayuda', 'sanación lenta', 'dejar entrar a los demás'],
    },
    upright:
      'Puede que ahora las cosas sean difíciles: entra menos dinero, el cuerpo no acompaña o te sientes ignorado incluso en medio de la gente. El Cinco de Oros muestra una noche de invierno y te pide mirar de frente la carencia y la soledad. Pero también lleva un recordatorio silencioso. La ayuda suele estar más cerca de lo que parece; lo que pasa es que has estado mirando la nieve a tus pies y aún no has levantado la vista hacia la ventana iluminada.',
    reversed:
      'Lo más frío va pasando. El Cinco invertido muestra que las penurias empiezan a aliviarse: un ingreso nuevo, una mano tendida o, por fin, tu propia disposición a pedir apoyo. A veces el verdadero obstáculo no está ahí fuera, sino en la voz que te dice que no mereces ayuda. Deja a un lado ese orgullo o esa vergüenza y deja entrar el calor.',
    interpretation:
      'Asociado a Mercurio en Tauro, el Cinco es la mente atrapada en un bucle de «nunca es suficiente». Su lección es que la escasez es una situación, no una identidad. En los tiempos difíciles es tentador encerrarse, convencido de que nadie podría entenderlo. Cuando aparece esta carta, haz una lista de las personas y los recursos a los que podrías acudir ahora mismo, aunque sea una sola amistad, un servicio comunitario o un asesor profesional. Pedir ayuda suele ser el primer paso para salir del invierno.',
    imagery:
      'En una noche de nieve, dos figuras harapientas pasan con esfuerzo junto a la vidriera iluminada de una iglesia. Una cojea con muletas y la cabeza vendada; la otra se aferra a un chal fino, descalza sobre la nieve. En la vidriera brillan cinco oros y se derrama una luz cálida, pero ninguna de las dos levanta la vista. La tormenta es la penuria material y espiritual; las heridas, la fragilidad del cuerpo; la ventana iluminada, el refugio y la ayuda al alcance, que solo esperan a ser vistos.',
    areas: {
      love: {
        upright:
          'Quizá te sientes solo o ignorado, o estáis atravesando juntos problemas de dinero. Los tiempos difíciles piden apoyarse el uno en el otro, así que no guardes tus preocupaciones bajo llave.',
        reversed:
          'Las cosas se deshielan y estáis volviendo a encontraros. Si no tienes pareja, estás sanando de viejas heridas y empiezas a creer que mereces amor.',
      },
      career: {
        upright:
          'Puede haber despidos, pérdida del empleo o sensación de quedarte al margen. No lo aguantes en solitario; apóyate en tu red de contactos y en los servicios de apoyo profesional.',
        reversed:
          'La marea está cambiando, con una nueva oportunidad o alguien dispuesto a avalarte. Reconstruye tu confianza paso a paso; no hace falta dar un gran salto.',
      },
      wealth: {
        upright:
          'El dinero escasea y cada céntimo cuenta. Cubre primero lo esencial y, si lo necesitas, busca ayudas legítimas o asesoramiento financiero profesional.',
        reversed:
          'Tus finanzas se recuperan y las deudas aflojan su presión. Aprovecha el respiro para crear un fondo de emergencia para la próxima tormenta.',
      },
      health: {
        upright:
          'Quizá te sientes sin fuerzas, o una dolencia leve se ha alargado demasiado. No ignores las señales: consulta a un médico y date tiempo real para recuperarte.',
        reversed:
          'Te estás recuperando y tu energía vuelve. Mantén horarios regulares, sigue el consejo médico y no vuelvas con prisas a la máxima intensidad.',
      },
    },
  },
  'pentacles-06': {
    keywords: {
      upright: ['generosidad', 'dar y recibir', 'reciprocidad', 'equidad'],
      reversed: ['entrega unilateral', 'favores con condiciones', 'deudas', 'condescendencia'],
    },
    upright:
      'Los recursos están en movimiento: alguien tiende una mano y alguien la acepta con gratitud. El Seis de Oros es generosidad y ayuda mutua. Quizá estás recibiendo apoyo, una beca o un golpe de suerte; quizá eres tú quien ahora está en posición de ayudar. Dar y recibir son cosas buenas. Lo que importa es el respeto mutuo, para que la buena voluntad circule con naturalidad entre las personas.',
    reversed:
      'La entrega se ha agriado. La ayuda llega con condiciones, los favores se convierten en moneda de presión o das y das sin que nada vuelva. El Seis invertido también puede señalar deudas e intercambios desiguales. Revisa la balanza de esta relación: ¿das demasiado y recibes muy poco, o has llegado a apoyarte en alguien más de lo que es sano?',
    interpretation:
      'Asociado a la Luna en Tauro, el Seis es la necesidad de seguridad y sustento que fluye de una persona a otra. Su lección es que la verdadera generosidad nunca hace sentir pequeño al otro, y que recibir de verdad no implica vergüenza. Cuando aparece esta carta, fíjate en qué lado de la balanza estás ahora. Si te sobra algo, busca una forma concreta de ayudar. Si necesitas ayuda, pídela con claridad. Y mientras das, no pierdas de vista tus propios límites.',
    imagery:
      'Un mercader ricamente vestido sostiene una balanza en una mano y con la otra deja caer monedas en las manos de un mendigo arrodillado, mientras un segundo mendigo tiende la mano y espera. Sobre ellos flotan seis oros. La balanza es la equidad y la medida, y recuerda que dar requiere criterio; el mercader es quien tiene medios para dar; las figuras arrodilladas, quienes lo necesitan. La escena sugiere también una diferencia de poder, y te invita a pensar en la delicada relación entre quien da y quien recibe.',
    areas: {
      love: {
        upright:
          'Los dos dais y los dos os cuidáis, y la relación se siente cálida y equilibrada. Ese tipo de atención merece atesorarse.',
        reversed:
          'Uno da demasiado y el otro ha empezado a darlo por sentado. Expresa tus necesidades antes de que el resentimiento silencioso se convierta en amargura.',
      },
      career: {
        upright:
          'Un responsable o un mentor puede apostar por ti, o quizá te toque guiar a alguien con menos experiencia. Un reparto justo del trabajo y de las recompensas mantiene al equipo funcionando bien.',
        reversed:
          'El esfuerzo y la recompensa están desproporcionados, o alguien se aprovecha de ti en nombre de un favor. Marca tus límites con claridad y reclama lo que te corresponde.',
      },
      wealth: {
        upright:
          'Los ingresos y los gastos están equilibrados, con margen para ayudar a otros, o pueden llegarte préstamos o ayudas. Da según tus posibilidades y mantén el dinero circulando de forma sana.',
        reversed:
          'Atención a las disputas por préstamos y a los tratos injustos. Piénsalo dos veces antes de prestar dinero y pon cualquier acuerdo por escrito.',
      },
      health: {
        upright:
          'Buen momento tanto para aceptar cuidados como para ofrecerlos. Las relaciones que te apoyan nutren por igual el cuerpo y la mente.',
        reversed:
          'Cuidar de todos los demás te ha dejado sin reservas. Reserva tiempo para descansar y pide a la familia que comparta la carga si hace falta.',
      },
    },
  },
  'pentacles-07': {
    keywords: {
      upright: ['paciencia', 'hacer balance', 'inversión a largo plazo', 'esperar la cosecha'],
      reversed: ['impaciencia', 'esfuerzo sin recompensa', 'dudar del camino', 'rendirse demasiado pronto'],
    },
    upright:
      'Llevas un tiempo trabajando la tierra. La cosecha crece, pero aún no ha llegado el momento de recoger. El Siete de Oros marca una pausa para evaluar: cuánto has puesto, qué ha brotado y si seguir adelante. Pide paciencia. El esfuerzo a largo plazo rara vez da frutos de la noche a la mañana, pero cada gota de sudor se va sumando, aunque no puedas verlo.',
    reversed:
      'Llevas siglos trabajando y los resultados no aparecen por ninguna parte, así que empiezas a preguntarte si todo ha sido en vano. O deseas tanto los frutos que no dejas de cambiar de dirección y nunca das a nada el tiempo de madurar. El Siete invertido te pide un veredicto con la cabeza fría: ¿hay que cambiar el método o simplemente hace falta más tiempo?',
    interpretation:
      'Asociado a Saturno en Tauro, el Siete es una prueba de tiempo y de resistencia. Su lección es la revisión a mitad de temporada: ni la persistencia terca ni la salida precipitada, sino un juicio basado en los hechos. Cuando aparece esta carta, haz una revisión sincera de aquello en lo que estás invirtiendo. ¿Qué has puesto, qué has recibido, qué partes prosperan y cuáles se marchitan? Poda las ramas que no dan fruto y guarda tus fuerzas para las plantas que muestran verdadera promesa.',
    imagery:
      'Un joven agricultor se apoya en su azada y contempla en silencio una vid frondosa a su lado, con seis oros creciendo entre sus hojas y un séptimo a sus pies. Su expresión es a la vez pensativa, cansada y esperanzada. La vid es el fruto de un largo cultivo; la azada, el trabajo ya entregado; y su manera de detenerse a mirar te dice que es un momento de evaluación y paciencia, no de cavar más fuerte con la cabeza gacha.',
    areas: {
      love: {
        upright:
          'El amor necesita tiempo para cultivarse, y ahora es buen momento para hacer balance. Pregúntate si esta relación está creciendo en la dirección que esperabas.',
        reversed:
          'Has dado mucho y sientes que vuelve poco, y el desánimo empieza a instalarse. En lugar de aguantar en silencio, hablad abiertamente de lo que espera cada uno.',
      },
      career: {
        upright:
          'El proyecto está a medio camino y los resultados todavía no se ven del todo. Mantén el ritmo, ajusta el enfoque donde haga falta y las recompensas llegarán.',
        reversed:
          'La distancia entre el esfuerzo y el resultado te da ganas de abandonar. Averigua qué está fallando; cambiar el método puede ayudar más que cambiar la meta.',
      },
      wealth: {
        upright:
          'Las inversiones a largo plazo requieren paciencia, y las oscilaciones a corto plazo no son motivo de alarma. Revisa tu distribución de vez en cuando y mantén el plan.',
        reversed:
          'Las ansias de beneficios rápidos llevan a operar en exceso y a perseguir al mercado. Vuelve a tus metas a largo plazo y no dejes que la ansiedad tome las decisiones.',
      },
      health: {
        upright:
          'Los planes de salud tardan en dar resultados, así que no abandones solo porque todavía no parezca cambiar nada. Sigue adelante y tu cuerpo responderá.',
        reversed:
          'Largas temporadas de trabajo duro te han dejado agotado y desencantado. Ajusta tu rutina, descansa de verdad y consulta a un médico si las molestias persisten.',
      },
    },
  },
  'pentacles-08': {
    keywords: {
      upright: ['concentración', 'dominio de un oficio', 'diligencia', 'atención al detalle'],
      reversed: ['cumplir el expediente', 'perfeccionismo', 'monotonía', 'poca motivación'],
    },
    upright:
      'Estás inmerso en el trabajo de perfeccionar un oficio, tallando un oro tras otro. El Ocho de Oros es diligencia, concentración y búsqueda constante de la calidad, el camino que recorre todo aprendiz hacia la maestría. Quizá ahora el esfuerzo te parezca repetitivo, pero cada ronda de práctica te acerca a una destreza real. Acomódate y haz bien la tarea que tienes delante; es la mejor inversión que puedes hacer.',
    reversed:
      'La repetición se ha vuelto aburrimiento, el trabajo se ha convertido en marcar casillas y la calidad se resiente. O lo contrario: el perfeccionismo te tiene puliendo un pequeño detalle una y otra vez mientras la obra terminada nunca sale. El Ocho invertido te pide reconectar con el porqué. ¿Por qué quisiste aprender este oficio en un principio y adónde se supone que te lleva?',
    interpretation:
      'Asociado al Sol en Virgo, el Ocho es la luz proyectada sobre los detalles. Su lección es que la maestría nace de la práctica deliberada, no solo del talento. Cuando aparece esta carta, elige una habilidad que quieras dominar, dedícale un tiempo regular de práctica y anota cada pequeña mejora. Recuerda también que aspirar a la excelencia sirve para mejorar el trabajo, no para castigarte. Saber cuándo algo está suficientemente bien también forma parte de ser profesional.',
    imagery:
      'Un artesano está sentado ante su banco de trabajo con martillo y cincel, tallando con atención un diseño en un oro. A su lado, las monedas terminadas cuelgan en fila de un poste de madera, y otra espera a sus pies. A lo lejos se ve una ciudad, pero sus ojos no se apartan del trabajo que tiene entre manos. La fila de monedas casi idénticas es la práctica y la acumulación; su concentración, la entrega al oficio; y la ciudad lejana sugiere que la destreza honesta acabará ganándole un lugar en el mundo.',
    areas: {
      love: {
        upright:
          'Estás dispuesto a esforzarte y a demostrar tu cariño con hechos. Aprender y crecer codo con codo hace el vínculo cada vez más fuerte.',
        reversed:
          'El trabajo se ha tragado toda tu atención y tu pareja lo nota, o vuestro tiempo juntos se ha vuelto rutina. Planead algo nuevo que compartir.',
      },
      career: {
        upright:
          'Un gran momento para aprender habilidades nuevas, sacarte una titulación o centrarte en el proyecto que tienes entre manos. Tu diligencia se irá convirtiendo en tu reputación.',
        reversed:
          'Tu trabajo ha perdido la chispa, o los detalles lo están frenando todo. Replantea tus objetivos y pregúntate si necesitas un reto nuevo.',
      },
      wealth: {
        upright:
          'La pericia y el trabajo duro aumentan tus ingresos de forma constante. Invertir en tus propias habilidades es la apuesta más fiable que puedes hacer ahora.',
        reversed:
          'Los ingresos se han estancado, o las largas jornadas no rinden lo que deberían. Calcula cuánto vale tu tiempo y ajusta tu forma de trabajar.',
      },
      health: {
        upright:
          'Establece una rutina de entrenamiento regular. Con práctica paciente y un progreso gradual, tu cuerpo se irá fortaleciendo poco a poco.',
        reversed:
          'Las largas horas encorvado ante la mesa, o pasarte de la raya, te están causando desgaste y sobrecarga. Levántate y muévete a intervalos regulares, y consulta pronto a un médico ante cualquier dolor.',
      },
    },
  },
  'pentacles-09': {
    keywords: {
      upright: ['autosuficiencia', 'abundancia', 'elegancia', 'disfrutar de la recompensa'],
      reversed: [
        'dependencia excesiva',
        'éxito vacío',
        'vivir por encima de tus posibilidades',
        'apariencia sin sustancia',
      ],
    },
    upright:
      'Con tu propio esfuerzo has cultivado un jardín que es completamente tuyo. El Nueve de Oros es independencia y abundancia: autosuficiencia económica y buen gusto para disfrutar de lo que la vida ofrece. Ahora puedes bajar el ritmo, admirar lo que has construido y saborear tu propia compañía sin culpa. Esa holgura es el fruto de años de disciplina y constancia.',
    reversed:
      'En apariencia lo tienes todo, pero por dentro algo se siente vacío. O mantener las apariencias te lleva a estirarte más de la cuenta y poner buena cara. El Nueve invertido también puede significar depender demasiado de otra persona, económica o emocionalmente, hasta perder tu propio equilibrio. Pregúntate si la vida que tienes es la que de verdad quieres.',
    interpretation:
      'Asociado a Venus en Virgo, el Nueve es la abundancia en la que se encuentran la belleza y el orden. Su lección es que la verdadera riqueza no es solo lo que posees, sino poder disfrutarlo con tranquilidad. Mucha gente trabaja duro durante años y nunca se atreve a detenerse a darse una recompensa. Cuando aparece esta carta, reserva un tiempo que sea realmente tuyo y comprueba que tu independencia se apoya en terreno firme. La disciplina te ha traído hasta aquí; aprender a disfrutarlo te llevará más lejos.',
    imagery:
      'Una mujer elegantemente vestida está sola en un viñedo, con una túnica bordada con flores y el símbolo de Venus. Un halcón encapuchado se posa en su mano enguantada, nueve oros cuelgan entre las vides a su alrededor y a lo lejos se alza una casa señorial. Las uvas maduras son la cosecha; el halcón encapuchado, la disciplina entrenada y el dominio de uno mismo; y su serenidad, sola pero satisfecha, muestra que esta abundancia nace de su propio trabajo y de sus propias decisiones.',
    areas: {
      love: {
        upright:
          'Disfrutas de la libertad de estar sin pareja y sabes exactamente qué tipo de compañía quieres. Si tienes pareja, conservas tu independencia y tu identidad dentro de la relación.',
        reversed:
          'Aferrarte a tu pareja por seguridad, o ser tan autosuficiente que nadie puede acercarse. Busca el equilibrio entre la intimidad y la independencia.',
      },
      career: {
        upright:
          'El trabajo trae recompensas y satisfacciones estables, con más control sobre tu propio tiempo. Trabajar por cuenta propia o llevar tu propio negocio se ve prometedor.',
        reversed:
          'Tu carrera parece impresionante pero no te llena, o dependes demasiado de un solo cliente o protector. Replantéate cómo quieres trabajar de verdad.',
      },
      wealth: {
        upright:
          'Con independencia económica e ingresos estables, puedes permitirte algunos de los pequeños lujos de la vida. Gasta con criterio y tu dinero te servirá durante mucho tiempo.',
        reversed:
          'Gastar de más para mantener las apariencias, o una sola fuente de ingresos frágil. Revisa adónde va el dinero y crea una red de seguridad.',
      },
      health: {
        upright:
          'El cuerpo y la mente están en buena forma. Las aficiones relajantes como la jardinería, los paseos o el yoga te ayudan a disfrutar del momento presente.',
        reversed:
          'Demasiados caprichos o poca contención pueden estar pasándote factura en silencio. Reequilibra tus hábitos de comida y sueño y no dejes las revisiones periódicas.',
      },
    },
  },
  'pentacles-10': {
    keywords: {
      upright: ['legado', 'riqueza duradera', 'estabilidad', 'pertenencia'],
      reversed: ['conflicto familiar', 'disputas por herencias', 'cimientos inestables', 'tradición asfixiante'],
    },
    upright:
      'Es una carta sobre lo que perdura. El Diez de Oros habla del legado familiar, de la riqueza construida a lo largo de generaciones y de un lugar al que de verdad perteneces. Tus esfuerzos no son solo para ti; están poniendo cimientos para las personas que quieres y para los años venideros. Es buen momento para pensar a largo plazo en la familia, el patrimonio, la tradición y lo que quieres dejar.',
    reversed:
      'Puede haber roces en casa: discusiones por dinero, por una herencia o por la forma de vivir, o la sensación de que las expectativas familiares te atan las manos. El Diez invertido también advierte de que unas finanzas o unas relaciones que parecen sólidas como una roca pueden esconder grietas. Hablad abiertamente y decidid qué tradiciones merece la pena proteger y cuáles podéis soltar con suavidad.',
    interpretation:
      'Asociado a Mercurio en Virgo, el Diez es la sabiduría de poner los asuntos en orden para poder transmitirlos. Su lección es que la riqueza y las relaciones necesitan cuidado a largo plazo y una organización meditada. Cuando aparece esta carta, habla con tu familia sobre el futuro, ordena seguros, ahorros y documentos importantes, y escucha las historias de tus mayores. ¿Qué has heredado y qué quieres transmitir? Las respuestas te ayudarán a elegir con un horizonte más amplio.',
    imagery:
      'Un anciano de pelo blanco está sentado bajo un arco, con una túnica ricamente estampada y dos perros blancos acurrucados a su lado. Al otro lado del arco, una pareja joven conversa mientras un niño alarga la mano para tocar a uno de los perros. En la pared cuelga un escudo de armas familiar, y diez oros se disponen con la forma del Árbol de la Vida. Tres generaciones juntas son la continuidad; los perros, la lealtad y la protección; y el dibujo del Árbol de la Vida sugiere una abundancia material entretejida con una herencia espiritual.',
    areas: {
      love: {
        upright:
          'La relación avanza hacia el compromiso, quizá el matrimonio, conocer a la familia o formar un hogar juntos. El apoyo familiar hace el vínculo todavía más fuerte.',
        reversed:
          'Los familiares se entrometen en vuestra relación, o veis la vida familiar de manera muy distinta. Llegad primero a un entendimiento entre los dos y luego afrontad juntos a los demás.',
      },
      career: {
        upright:
          'Ahora te convienen las organizaciones consolidadas o una empresa familiar, y el esfuerzo a largo plazo trae una posición segura y recompensas sólidas.',
        reversed:
          'Un entorno laboral conservador limita tu crecimiento, o los intereses de un negocio familiar están enredados. Decide qué camino es realmente el tuyo.',
      },
      wealth: {
        upright:
          'Tu base financiera es segura. Buen momento para planificar a largo plazo, como comprar una vivienda, contratar seguros o ahorrar para los estudios de un hijo.',
        reversed:
          'Atención a las disputas familiares por dinero o a los problemas con herencias. Cuando haya sumas importantes en juego, recurre a un abogado, un contable u otro profesional.',
      },
      health: {
        upright:
          'La familia es una fuente de fuerza. También vale la pena conocer tus antecedentes médicos familiares y mantener revisiones periódicas a largo plazo.',
        reversed:
          'La presión en casa puede estar afectando a tu ánimo y a tu sueño. Date algo de espacio y, si te encuentras mal durante mucho tiempo, consulta pronto a un médico.',
      },
    },
  },
  'pentacles-11': {
    keywords: {
      upright: ['aprendizaje', 'sueños prácticos', 'nueva oportunidad', 'primeros pasos firmes'],
      reversed: ['pereza', 'ambiciones poco realistas', 'sin plan', 'procrastinación'],
    },
    upright:
      'Ha aparecido una oportunidad que merece tomarse en serio: un curso, un trabajo nuevo, un plan que puedes cultivar con el tiempo. La Sota de Oros es el estudiante con los pies en la tierra, fascinado por la moneda que tiene en las manos y feliz de dedicar tiempo a comprenderla. Empieza con humildad y concentración, y esta semilla acabará floreciendo y dando fruto.',
    reversed:
      'Muchas ideas y muy poca acción, o ganas de saltar directamente a la cima sin aprender lo básico. La Sota invertida también puede señalar estudios dispersos, planes aplazados una y otra vez o noticias que no están a la altura de lo que esperabas. Divide la gran meta en pasos pequeños y empieza por el que puedas terminar hoy.',
    interpretation:
      'Como el rostro más joven de la tierra, la Sota representa los sueños prácticos que apenas empiezan a brotar. Su lección es que los sueños necesitan planes y los planes necesitan acción. No tiene prisa por demostrar nada; está absorta estudiando lo que sostiene. Cuando aparece esta carta, elige un campo al que estés dispuesto a dedicarte a largo plazo, traza un plan sencillo de aprendizaje o de ahorro y lleva un registro sobre la marcha. Despacio y con constancia se llega antes de verdad.',
    imagery:
      'Un joven está de pie en un prado salpicado de florecillas, sosteniendo en alto con ambas manos un oro y mirándolo con atención, como si intentara descubrir sus secretos. Detrás se ven campos recién arados, una pequeña arboleda y colinas lejanas. Alzar la moneda muestra cuánto valora el conocimiento y la oportunidad; la tierra arada, el trabajo de base ya hecho; y su mirada absorta, la paciencia y la seriedad de quien aprende de verdad.',
    areas: {
      love: {
        upright:
          'El amor crece despacio pero con sinceridad, y podrías conocer a alguien fiable. Cuidar los pequeños detalles cotidianos dice más que las palabras bonitas.',
        reversed:
          'No comprometerte del todo, o mantener el amor a salvo en el terreno de la imaginación. Si de verdad te gusta alguien, demuéstralo con hechos.',
      },
      career: {
        upright:
          'Un gran momento para aprender habilidades nuevas, hacer unas prácticas o empezar desde abajo. Tus ganas de aprender se notarán y te prepararán bien.',
        reversed:
          'Los hábitos de estudio se han relajado, o tus ambiciones van por delante de tus capacidades. Suelta la ansiedad por los resultados y consolida primero lo básico.',
      },
      wealth: {
        upright:
          'Empieza a aprender sobre el dinero y crea el hábito de ahorrar. Anota tus gastos o programa un pequeño ingreso periódico, y amplía tus conocimientos desde ahí.',
        reversed:
          'Los planes de dinero se quedan en nada una y otra vez, o te dejas llevar fácilmente por los consejos de moda. Aprende los fundamentos antes de invertir en nada.',
      },
      health: {
        upright:
          'Aprende un poco sobre nutrición o ejercicio y traza un plan de salud realista que puedas mantener, con pasos pequeños.',
        reversed:
          'Sabes lo que tienes que hacer, pero no dejas de aplazar el comienzo. Empieza por el cambio más pequeño posible y consulta a un médico o a un dietista si tienes dudas.',
      },
    },
  },
  'pentacles-12': {
    keywords: {
      upright: ['constancia', 'responsabilidad', 'perseverancia', 'método'],
      reversed: ['estancamiento', 'terquedad', 'exceso de cautela', 'rutina aburrida'],
    },
    upright:
      'No quieres ganar ninguna carrera, pero cada paso que das es firme. El Caballero de Oros es diligencia, fiabilidad y aguante. Nunca es quien más brilla en la sala, pero sí aquel a quien le confiarías cualquier cosa. Ahora es el momento de avanzar en tu plan con método, cumplir tus promesas y cuidar los detalles. Ir despacio está bien; mantén un ritmo estable y la meta llegará.',
    reversed:
      'La constancia se ha vuelto estancamiento. Quizá estás atrapado en una rutina que nunca cambia, sabes que algo debe moverse pero no te mueves, o estás tan aferrado a tus costumbres que no escuchas otras opiniones. El Caballero invertido también puede significar arrastrar los pies o sentir la vida gris y plana. Añade un poco de novedad a tu ritmo para que la prudencia no se endurezca hasta quedarte quieto.',
    interpretation:
      'Con el espíritu terrenal de Virgo, el Caballero se preocupa por los detalles y los resultados. Su lección es que la fiabilidad es una fortaleza, pero nunca debe convertirse en una excusa para evitar el cambio. Trabaja el mismo campo día tras día, y esa perseverancia merece aprenderse. Cuando aparece esta carta, crea para tu meta una rutina diaria que puedas sostener a largo plazo y, de vez en cuando, comprueba que el camino sigue llevando adonde quieres ir.',
    imagery:
      'Un caballero con armadura monta un robusto caballo negro que permanece quieto y bien plantado, sin galopar. Sostiene un oro en la mano y lo examina de cerca. Tras él se extiende un campo bien arado. El caballo inmóvil es la constancia y la paciencia; el campo arado, el trabajo duro y la preparación; y su forma de contemplar la moneda muestra a alguien que sopesa el valor de cada paso y nunca actúa por capricho.',
    areas: {
      love: {
        upright:
          'El amor es estable y fiable. Puede que tu pareja no sea muy dada a las palabras, pero demuestra su cariño con actos prácticos: tarda en entrar en calor, pero merece tu confianza.',
        reversed:
          'Las cosas se han vuelto planas, con pocas sorpresas y poca pasión. Probad algo nuevo juntos y devolved algo de calidez al día a día.',
      },
      career: {
        upright:
          'El trabajo avanza con constancia, y tu fiabilidad y tu esmero te ganan la confianza de la gente. Sigue cuidando los detalles y los resultados llegarán.',
        reversed:
          'El trabajo se ha vuelto pura rutina y el avance es lento. Comprueba si estás siendo demasiado prudente y ábrete a métodos y retos nuevos.',
      },
      wealth: {
        upright:
          'Te conviene una gestión cuidadosa del dinero: ahorro a largo plazo e inversiones de bajo riesgo. Sigue el plan y tu patrimonio crecerá de forma constante.',
        reversed:
          'El exceso de cautela puede costarte oportunidades, y la procrastinación deja tus finanzas desatendidas. Revisa tus cuentas con regularidad y no dejes el dinero parado durante años.',
      },
      health: {
        upright:
          'Una rutina regular y un ejercicio constante seguirán mejorando tu salud. Apunta a la constancia, no a la velocidad.',
        reversed:
          'La falta de movimiento te está volviendo pesado y apático. Empieza con un poco de actividad cada día y, si las molestias persisten, consulta pronto a un médico.',
      },
    },
  },
  'pentacles-13': {
    keywords: {
      upright: ['cuidado', 'sentido práctico', 'abundancia', 'seguridad'],
      reversed: ['descuidarse', 'exceso de trabajo', 'angustia por el dinero', 'afán de control'],
    },
    upright:
      'Tienes un don para que la vida se sienta a la vez cálida y abundante. La Reina de Oros es el cuidado práctico: mantiene un hogar acogedor, gestiona el dinero con sensatez y cuida de todos los que la rodean. Es buen momento para centrarte en los detalles tangibles de la vida diaria. Come bien, ordena tu espacio, cuida tu cuerpo, y quizá descubras que la felicidad llevaba tiempo escondida en lo cotidiano.',
    reversed:
      'Quizá lo has volcado todo en el trabajo y la familia y te has olvidado por completo de ti. O la angustia por el dinero y la seguridad te tiene preocupado por todo e intentando controlarlo todo. La Reina invertida te recuerda que debes cuidarte antes de cuidar a los demás. Tu valor no se mide solo por cuánto das.',
    interpretation:
      'Con la energía terrenal de Capricornio, la Reina une el realismo con la ternura. Su lección es que cuidar es una habilidad, y que también necesita límites. El cuidado real deja a todos, a ti incluido, con los pies en la tierra, en lugar de pedirte que te sacrifiques sin fin. Cuando aparece esta carta, pregúntate qué pequeña cosa podrías hacer hoy por ti: una comida como es debido, acostarte temprano o un rato de calma en el que nadie pueda localizarte.',
    imagery:
      'Una reina está sentada en un jardín frondoso, en un trono tallado con cabras, frutas y querubines. Mira con ternura el oro que tiene en el regazo, las rosas caen desde la pérgola que la cubre y, en la esquina inferior derecha, un conejito está sentado en la hierba. Las cabras son Capricornio y la resistencia práctica; las frutas y las flores, la fertilidad y la abundancia; el conejo, la vida nueva y la prosperidad; y su forma de acunar la moneda muestra su cuidado por lo material y por la vida misma.',
    areas: {
      love: {
        upright:
          'Eres una pareja atenta y fiable que demuestra su amor con cuidados prácticos. La relación se siente cálida y segura, una buena base para formar un hogar.',
        reversed:
          'Dar demasiado y descuidarte, o intentar controlarlo todo por inseguridad. Deja que, por una vez, tu pareja cuide de ti.',
      },
      career: {
        upright:
          'Capaz y con los pies en la tierra, equilibras la eficacia con la amabilidad y la gente confía en ti. Te van bien los puestos que implican recursos, presupuestos o cuidar de un equipo.',
        reversed:
          'Hacer malabares entre el trabajo y la casa te ha dejado agotado. Pon límites claros y pasa algunas responsabilidades a otras personas.',
      },
      wealth: {
        upright:
          'Tienes un verdadero talento para gestionar el dinero y planificar tanto el hoy como el mañana. Buen momento para establecer un plan financiero sólido para el hogar.',
        reversed:
          'Demasiada preocupación por el dinero, o gastar sobre todo para agradar a los demás. Vuelve a lo que de verdad necesitas y haz el presupuesto en consecuencia.',
      },
      health: {
        upright:
          'Gozas de buena salud. Cocinar, la jardinería o el tiempo en la naturaleza nutrirán tu cuerpo y tu mente y te permitirán disfrutar del ritmo natural de la vida.',
        reversed:
          'Cuidar de todos los demás ha dejado tu propia salud en segundo plano. Come a tus horas, descansa bien y consulta a un médico si las molestias persisten.',
      },
    },
  },
  'pentacles-14': {
    keywords: {
      upright: ['éxito', 'estabilidad', 'recursos abundantes', 'liderazgo fiable'],
      reversed: ['codicia', 'terquedad', 'el beneficio ante todo', 'derroche'],
    },
    upright:
      'Has encontrado tu lugar en tu campo y cuentas con recursos, experiencia y buen nombre. El Rey de Oros es el éxito material unido a una responsabilidad madura. Sabe hacer crecer la riqueza y proteger a quienes dependen de él. Ahora es el momento de decidir con sensatez y poner tu fuerza y tus recursos al servicio de metas con un horizonte amplio.',
    reversed:
      'El éxito puede volver a una persona rígida o codiciosa: obsesionada con el beneficio, reacia a asumir cualquier riesgo, midiéndolo todo en dinero. El Rey invertido también puede señalar una mala gestión financiera, gastos desmedidos o perder el rumbo cuando llega el poder. Recuerda que la riqueza es una herramienta, no la vida entera.',
    interpretation:
      'Asociado a Tauro, el Rey es la tierra en su forma más estable y madura. Su lección es que la verdadera riqueza consiste en usar los recursos para crear valor y compartirlo con los demás. No gana apostando, sino gracias a años de cultivo paciente y buen juicio. Cuando aparece esta carta, piensa en qué recursos tienes ya y en cómo podrían darte a ti y a quienes te rodean una seguridad más duradera. Las decisiones serenas suelen ser las que resisten el paso del tiempo.',
    imagery:
      'Un rey está sentado en un trono decorado con cabezas de toro, con una túnica cubierta de vides, un cetro en una mano y un oro apoyado en la rodilla bajo la otra. Lo rodean vides y frutas, y tras él se alza un castillo robusto. Los toros son Tauro, la estabilidad y la fertilidad; las vides, la cosecha y el disfrute; el castillo, la empresa y la seguridad que ha construido; y la armadura que asoma bajo su túnica muestra que su abundancia está respaldada por la fuerza para defenderla.',
    areas: {
      love: {
        upright:
          'Una relación madura y estable con una pareja fiable que quiere velar por vuestro futuro en común. Buen momento para hablar en serio de un compromiso a largo plazo.',
        reversed:
          'Demasiado peso en el dinero o en el control y muy poca conexión emocional. No dejes que los regalos o los gastos sustituyan al tiempo y la atención.',
      },
      career: {
        upright:
          'Éxito en el trabajo; te van bien el liderazgo, dirigir un negocio o gestionar recursos. Tu estabilidad y tu criterio te ganan un amplio respeto.',
        reversed:
          'Tu estilo de dirección se ha vuelto rígido, o persigues ganancias a corto plazo. Escucha a tu equipo y no dejes que el poder nuble tu juicio.',
      },
      wealth: {
        upright:
          'Tus finanzas son sólidas, y invertir y gestionar patrimonio se te da con naturalidad. Planifica a largo plazo y deja que tu riqueza crezca con constancia.',
        reversed:
          'Cuidado con los riesgos nacidos de la codicia, o con gastar sin freno. Antes de cualquier decisión financiera importante, pide asesoramiento profesional.',
      },
      health: {
        upright:
          'Tienes una constitución robusta. Mantén comidas y horarios de sueño regulares y seguirás en buena forma y con energía de sobra.',
        reversed:
          'Las cenas copiosas, los excesos o los años anteponiendo el trabajo te están pasando factura. Afloja, mantén las revisiones periódicas y consulta a un médico ante cualquier molestia.',
      },
    },
  },
};
