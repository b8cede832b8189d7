import type { CardBodyTable } from '../../types';

export const swords: CardBodyTable = {
  'swords-01': {
    keywords: {
      upright: ['claridad', 'verdad', 'avance decisivo', 'pensamiento resolutivo'],
      reversed: ['confusión', 'error de juicio', 'palabras duras', 'verdad nublada'],
    },
    upright:
      'Un filo brillante y limpio atraviesa la niebla. El As de Espadas es un avance mental: de pronto ves cuál es el verdadero problema y qué hay que decir o hacer al respecto. Puede llegar como una idea clave, una conversación sincera o una decisión que llevas demasiado tiempo aplazando. Ahora mismo tu mente está afilada, así que aprovecha esa claridad mientras dure. Nombra la verdad y decide.',
    reversed:
      'Tienes la espada en la mano, pero te tiembla el pulso. Quizá le das demasiadas vueltas a las cosas, te ahogas en información hasta que nada tiene sentido, o tus palabras salen más rápidas y afiladas de lo que pretendes. El As invertido sugiere que la claridad necesita tiempo para asentarse. No emitas veredictos todavía, separa los hechos de las suposiciones y comprueba lo que de verdad sabes.',
    interpretation:
      'El As es la raíz pura del aire: el intelecto, el lenguaje y el poder de la verdad. Una espada corta en ambos sentidos: por un lado atraviesa la confusión y por otro hiere a las personas. Su lección es usar tu mente y tus palabras con honestidad, pero con cuidado. Cuando aparece, resume en una sola frase lo que te preocupa y luego hazte dos preguntas: ¿qué sé con certeza y qué temo? Una vez separadas ambas cosas, la respuesta suele ser evidente.',
    imagery:
      'Una mano surge de una nube empuñando una espada de doble filo que apunta hacia arriba. Su punta atraviesa una corona dorada de la que cuelgan una rama de olivo y una hoja de palma, mientras pequeñas gotas de luz dorada flotan en el aire. Abajo se alzan picos desnudos y escarpados. La corona es el dominio y la victoria de la mente; el olivo y la palma representan la paz y el triunfo; el doble filo recuerda que la verdad tiene dos caras; las montañas ásperas sugieren que la claridad suele ganarse afrontando algo difícil.',
    areas: {
      love: {
        upright:
          'Es hora de despejar el ambiente y ser sincero sobre el punto en que está de verdad la relación. Una conversación franca podría cambiar las cosas para bien.',
        reversed:
          'Comentarios hirientes, sospechas o dos personas que no se escuchan. Respira antes de hablar para que un momento tenso no deje una herida duradera.',
      },
      career: {
        upright:
          'Tu pensamiento es nítido, lo que lo hace ideal para decisiones, propuestas, negociaciones o problemas espinosos. Confía en tu criterio; ahora es especialmente fiable.',
        reversed:
          'Una información confusa o una mala decisión han desviado el trabajo. Vuelve a comprobar los datos antes del siguiente paso y no te precipites con el veredicto.',
      },
      wealth: {
        upright:
          'Ordena las cuentas, lee la letra pequeña y toma una decisión económica racional. Deja que hablen las cifras y no tu estado de ánimo.',
        reversed:
          'Una información parcial podría confundirte, o quizá te tiente firmar o pagar antes de entenderlo. Una pregunta más, una comprobación más, siempre vale la pena.',
      },
      health: {
        upright:
          'Con la cabeza despejada es fácil fijar objetivos de bienestar concretos. También es buen momento para hacer balance de tu salud y pedir esa revisión que llevas tiempo aplazando.',
        reversed:
          'Una mente acelerada te mantiene en tensión y despierto. Dale a tu cerebro algo de espacio en blanco y deja el móvil antes de dormir; si el insomnio persiste, habla con un médico.',
      },
    },
  },
  'swords-02': {
    keywords: {
      upright: ['punto muerto', 'elección difícil', 'evasión', 'tregua frágil'],
      reversed: ['indecisión', 'exceso de información', 'elección forzada', 'ver la verdad'],
    },
    upright:
      'Atrapado entre dos opciones y sin poder elegir, te has puesto una venda en los ojos y has pulsado pausa. El Dos de Espadas es la carta del punto muerto y la evasión. La lógica se convierte en un muro que deja fuera los sentimientos, y en la superficie todo parece tranquilo. Esa tregua puede darte un respiro, pero no puede durar para siempre. Tarde o temprano tendrás que quitarte la venda para ver dónde estás de verdad.',
    reversed:
      'El bloqueo empieza a resquebrajarse. Quizá la presión externa te obliga a decidir, o te llega tanta información que decidir parece aún más difícil. O quizá por fin estás listo para quitarte la venda y mirar de frente lo que has estado esquivando. El Dos invertido te recuerda que no decidir también es una decisión, así que es mejor elegir que dejar que otros elijan por ti.',
    interpretation:
      'Asociado a la Luna en Libra, el Dos es el lugar donde el sentimiento y la ponderación se enredan sin remedio. Su lección es admitir lo que estás evitando. A menudo ya sabemos la respuesta; lo que tememos es vivir con sus consecuencias. Escribe lo que te costaría cada opción y luego pregúntale a tu cuerpo cuál te hace suspirar de alivio. La intuición también es información, y merece un lugar junto a la lógica.',
    imagery:
      'Una mujer con los ojos vendados y túnica blanca está sentada en un banco de piedra junto al mar, con los brazos cruzados sobre el pecho y una espada larga en cada mano. Tras ella hay agua en calma y rocas dispersas, y en lo alto, una luna creciente. La venda es la falta de voluntad o de capacidad para ver; los brazos cruzados forman un escudo alrededor del corazón; el mar a su espalda guarda las emociones que mantiene a raya; la luna creciente sugiere que la respuesta está en su intuición.',
    areas: {
      love: {
        upright:
          'Te debates entre dos personas o dos caminos, o estás atrapado en un silencio frío con tu pareja. Evitarlo solo alarga la tensión, así que empieza por expresar tus preocupaciones.',
        reversed:
          'Los asuntos que ambos habéis esquivado salen a la superficie y piden respuesta. Afrontadlos con sinceridad; es mejor que fingir que todo va bien.',
      },
      career: {
        upright:
          'Una elección difícil entre dos opciones, o un equipo atascado en un callejón sin salida. Reúne suficiente información y luego ponte una fecha límite firme para decidir.',
        reversed:
          'Demasiadas opiniones te tienen paralizado. Vuelve al objetivo principal y deja de lado por ahora las voces secundarias.',
      },
      wealth: {
        upright:
          'No dejas de dudar entre dos opciones financieras. Enumera los costes y riesgos de cada una, compáralas con frialdad y no dejes que el miedo a equivocarte te paralice.',
        reversed:
          'Un asunto de dinero que habías aparcado ahora pide atención. Abre las facturas, mira las cifras y pide asesoramiento profesional si lo necesitas.',
      },
      health: {
        upright:
          'Los sentimientos reprimidos pueden manifestarse como opresión en el pecho o cansancio. Busca una válvula de escape segura, como un paseo, un diario o una charla con alguien de confianza.',
        reversed:
          'Tanta angustia te está desgastando. Toma una pequeña decisión para aflojar el nudo y, si la ansiedad te quita el sueño noche tras noche, busca ayuda profesional.',
      },
    },
  },
  'swords-03': {
    keywords: {
      upright: ['desamor', 'duelo', 'verdad dolorosa', 'pérdida'],
      reversed: ['sanación', 'liberar la pena', 'dolor reprimido', 'recuperación'],
    },
    upright:
      'Hay palabras y acontecimientos que van directos al corazón como una hoja afilada. El Tres de Espadas es la carta del dolor del corazón: una decepción, una separación, una traición o una verdad que no tienes más remedio que aceptar. No es amable, pero es honesta. Ahora mismo no tienes que hacerte el fuerte. Permítete estar triste y deja que salgan las lágrimas. El dolor que se siente de verdad es el que al final puede pasar.',
    reversed:
      'Quizá lo peor del dolor ya haya quedado atrás y te estés recomponiendo poco a poco. Pero el Tres invertido también puede significar que la herida se ha escondido: por fuera parece que estás bien, mientras por dentro sigue doliendo. Vuélvete hacia ese dolor y míralo con delicadeza. Puede que lo que necesite no sea el olvido, sino la comprensión y, con el tiempo, el perdón.',
    interpretation:
      'Asociada a Saturno en Libra, esta carta muestra el desequilibrio en las relaciones chocando con el peso duro de la realidad. Su lección es aceptar el dolor como parte de la vida en lugar de apresurarte a apartarlo. La tristeza en sí no es el problema; negarse a sentirla es lo que la hace durar. Haz algo pequeño por esta pérdida: escribe una carta que nunca enviarás, habla con alguien de confianza o simplemente llora a gusto. Cuando deja de llover, el cielo se despeja poco a poco.',
    imagery:
      'Un corazón rojo intenso cuelga en el aire, atravesado por tres espadas desde ángulos distintos, sobre un fondo de densas nubes grises y lluvia oblicua. No hay personas, solo el corazón y las hojas. El corazón es el amor y el sentimiento; las tres espadas, las palabras, pensamientos o verdades que lo hieren; la lluvia oscura, la propia pena. Pero la lluvia también limpia, y cesará, dejando la tierra más blanda que antes.',
    areas: {
      love: {
        upright:
          'Puede haber una ruptura, una discusión amarga o un descubrimiento doloroso. Date tiempo para sanar y no te precipites con ninguna decisión importante.',
        reversed:
          'El dolor va remitiendo y puedes mirar atrás con más calma. Si todavía no consigues soltarlo, apóyate en una amistad de confianza.',
      },
      career: {
        upright:
          'Las críticas, el rechazo o los comentarios hirientes en el trabajo pueden doler. Atiende primero a tus emociones y luego busca con calma lo que haya de útil en esa opinión.',
        reversed:
          'Te estás reponiendo de un revés y vuelves a pisar firme. Convierte la experiencia en aprendizaje en lugar de repasarla una y otra vez.',
      },
      wealth: {
        upright:
          'Noticias financieras decepcionantes, o el dinero abriendo una brecha con alguien cercano. Detén primero la hemorragia y revisa después; evita las grandes decisiones mientras estés dolido.',
        reversed:
          'El golpe económico se va disipando y puedes empezar a repararlo paso a paso. Fíjate un plan de recuperación realista y asumible.',
      },
      health: {
        upright:
          'La pena y el estrés pueden quitarte el apetito y pesarte en el pecho. Descansa, da salida a tus sentimientos y, si el bajón se prolonga, busca apoyo profesional.',
        reversed:
          'Tu ánimo se estabiliza y tu cuerpo lo acompaña. Mantén una rutina regular y pasa tiempo al sol y con personas que te hagan sentir seguro.',
      },
    },
  },
  'swords-04': {
    keywords: {
      upright: ['descanso', 'recuperación', 'pausa', 'contemplación'],
      reversed: ['inquietud', 'agotamiento', 'volver demasiado pronto', 'estancamiento'],
    },
    upright:
      'Después de una racha de batallas agotadoras, lo que más necesitas es detenerte. El Cuatro de Espadas representa el descanso, la recuperación y la reflexión tranquila. No es huir; es dar al cuerpo y a la mente una oportunidad real de repararse. Deja la espada un rato, aísla el ruido y reserva un tiempo que nadie pueda interrumpir. Cuando hayas descansado, el siguiente paso será mucho más fácil de ver.',
    reversed:
      'Tu cuerpo te envía señales de alarma y aun así no puedes parar, o llevas tanto tiempo descansando que te sientes inquieto y atascado. El Cuatro invertido corta en ambos sentidos: volver a la lucha antes de haber sanado, o estar listo para moverte pero demasiado nervioso para empezar. Pregúntate con sinceridad si te falta descanso o te falta valor para ponerte en marcha.',
    interpretation:
      'Asociado a Júpiter en Libra, el Cuatro es un momento de equilibrio y recuperación encontrado en pleno conflicto. Su lección es aprender a descansar de verdad, lo que no significa tumbarse y seguir preocupándose, sino dejar que la mente se aquiete. Prueba a reservar un rato en el que no resuelvas absolutamente nada: camina, medita, duerme bien. Cuando tus pensamientos se asientan, las respuestas a problemas que parecían imposibles suelen aflorar solas.',
    imagery:
      'La efigie de un caballero yace sobre una tumba en el interior de una iglesia, con las manos juntas como si rezara o durmiera. Sobre él cuelgan tres espadas en la pared, con la punta hacia abajo, y una cuarta descansa a lo largo del costado de la tumba. Una vidriera deja pasar una luz suave. El caballero tendido se ha retirado de la batalla por ahora; sus manos juntas hablan de reflexión y oración; las espadas colgadas muestran los problemas dejados a un lado; la iglesia es un santuario tranquilo donde el espíritu puede recuperarse.',
    areas: {
      love: {
        upright:
          'La relación necesita espacio para respirar. Aparcad las discusiones, daos un poco de calma y volved a hablar cuando los dos os hayáis serenado.',
        reversed:
          'Esquivar el problema ha dejado las cosas estancadas, o te lanzas a algo nuevo antes de estar preparado. Cuida primero tu propio corazón.',
      },
      career: {
        upright:
          'Tómate unos días libres, recarga energía o pausa un proyecto para replanteártelo. Una parada breve ahora es lo que te permitirá llegar lejos después.',
        reversed:
          'Funcionar sin reservas está perjudicando tu rendimiento, o una pausa larga te ha dejado desconectado. Planifica una vuelta gradual en lugar de lanzarte de golpe.',
      },
      wealth: {
        upright:
          'Aplaza las compras grandes y mira con calma cómo estás económicamente. No hace falta decidir nada hasta que lo veas con claridad.',
        reversed:
          'Hay trámites de dinero que has ido aplazando y que hay que hacer. Empieza por lo más sencillo para que el montón deje de crecer.',
      },
      health: {
        upright:
          'Tu cuerpo necesita recuperarse, así que tómate en serio el sueño y reduce las noches en vela y las horas extra. Si estás convaleciente, sigue los consejos de tu médico y ve despacio.',
        reversed:
          'El poco descanso te deja agotado y con los nervios a flor de piel. Prioriza el sueño y, si el insomnio persiste o la recuperación se alarga, consulta a un médico.',
      },
    },
  },
  'swords-05': {
    keywords: {
      upright: ['victoria vacía', 'conflicto', 'interés propio', 'ganar a cualquier precio'],
      reversed: ['reconciliación', 'soltar el rencor', 'arrepentimiento', 'retirarse'],
    },
    upright:
      'Quizá hayas ganado esta pelea, pero de algún modo no se siente como una victoria. El Cinco de Espadas es el conflicto y el triunfo vacío: alguien hará lo que sea por quedar por encima, otra persona se va herida y lo que queda es un desastre. Te recuerda que hay batallas que no vale la pena librar y victorias que cuestan demasiado. Pregúntate qué quieres de verdad aquí: ¿tener razón o resolver el problema?',
    reversed:
      'El humo se disipa, y quizá quieras hacer las paces o te arrepientas de algo de lo que se dijo. El Cinco invertido también puede significar que por fin has decidido dejar de alimentar una pelea que nunca valió la pena y simplemente marcharte. Hacer las paces requiere valor, y ceder a veces es lo más sabio. No dejes que los viejos rencores sigan ocupando tu cabeza gratis.',
    interpretation:
      'Asociado a Venus en Acuario, el Cinco muestra con qué facilidad se pierde el calor humano entre los principios y el ego. Su lección es distinguir entre tener razón y obrar bien. Puedes ganar todas las discusiones con lógica y aun así perder mucho más en la relación. Cuando aparece esta carta, recuerda el conflicto al que no dejas de dar vueltas y pregúntate cómo lo afrontarías si tuvieras una segunda oportunidad. A veces soltar protege lo que te importa mejor de lo que podría hacerlo ganar.',
    imagery:
      'Un hombre con media sonrisa de suficiencia recoge tres espadas mientras otras dos yacen a sus pies. A lo lejos, dos figuras se alejan con paso cansado hacia el agua, cabizbajas, una de ellas con la cara entre las manos. En lo alto, el viento desgarra unas nubes deshilachadas. El hombre que sonríe es la victoria comprada a costa de los demás; las figuras que se retiran, el daño y la pérdida; el cielo hecho jirones muestra que el aire tras una pelea sigue tenso y revuelto.',
    areas: {
      love: {
        upright:
          'Ninguno de los dos quiere ceder y las palabras son cada vez más afiladas. Detente y pregúntate si quieres vencer a tu pareja o estar con ella.',
        reversed:
          'Ahora que los ánimos se han calmado, los dos queréis arreglar las cosas. Una disculpa o un pequeño gesto de buena voluntad puede volver a abrir la puerta.',
      },
      career: {
        upright:
          'La competencia en el trabajo es feroz y puede que alguien esté jugando sucio. Mantente fiel a tus principios y no destruyas relaciones por una victoria a corto plazo.',
        reversed:
          'El conflicto se va apagando, así que es buen momento para reconstruir las relaciones laborales. Si un entorno no deja de agotarte, irte con elegancia también es una opción.',
      },
      wealth: {
        upright:
          'El dinero puede provocar una disputa, o quizá te ofrezcan un trato injusto. Lee cada cláusula y mantén tu postura donde haga falta, pero no dejes que el orgullo lleve el volante.',
        reversed:
          'Una disputa económica parece a punto de resolverse. En lugar de invertir más energía en la pelea, llega a un acuerdo pronto y vuelve a lo que importa.',
      },
      health: {
        upright:
          'Las relaciones tensas te dejan crispado e irritable. Aléjate del conflicto, cálmate y no dejes que la rabia se acumule en tu cuerpo.',
        reversed:
          'Soltar el rencor permite que también tu cuerpo se destense. Mantén una rutina estable y, si tu ánimo sigue bajo, plantéate hablar con un profesional.',
      },
    },
  },
  'swords-06': {
    keywords: {
      upright: ['transición', 'seguir adelante', 'viaje de sanación', 'aguas más tranquilas'],
      reversed: ['incapacidad de soltar', 'vuelven los viejos patrones', 'traslado aplazado', 'resistencia al cambio'],
    },
    upright:
      'Poco a poco dejas atrás una etapa turbulenta y te diriges a aguas más tranquilas. El Seis de Espadas habla de transición y sanación: una mudanza, un viaje o simplemente un cambio en tu forma de ver las cosas. El dolor no ha desaparecido y lo llevas contigo, pero vas en la dirección correcta. No tienes que sentirte mejor de golpe. Sigue adelante y la otra orilla estará cada vez más cerca.',
    reversed:
      'Quieres irte pero no consigues marcharte, o te has ido solo para descubrir que los viejos problemas se subieron a la barca contigo. El Seis invertido te recuerda que una verdadera transición es más que un cambio de paisaje; significa dejar parte del equipaje. Fíjate en qué viejos hábitos y viejas historias todavía tiran de ti hacia atrás, y ten el valor de dejarlos en la orilla.',
    interpretation:
      'Asociado a Mercurio en Acuario, el Seis es la mente que empieza a ver el pasado desde un ángulo más distante. Su lección es permitirte avanzar antes de haber sanado del todo. La recuperación no es una línea recta, y los altibajos son normales. Búscate un barquero para esta travesía, ya sea una amistad, un terapeuta o un buen libro, que te acompañe sobre el agua. Y recuerda que solo necesitas subir a bordo lo que de verdad importa.',
    imagery:
      'Un barquero impulsa con una pértiga una pequeña barca hacia una orilla lejana; lleva a una mujer envuelta en un manto y a un niño, con seis espadas clavadas en la proa. A un lado de la barca el agua está rizada, mientras que al otro está lisa. El barquero es la guía y la ayuda; la mujer y el niño, la vulnerabilidad y el dolor que se llevan consigo; las espadas, los recuerdos que viajan con ellos; el paso del agua agitada a la calma muestra que se dirigen a un lugar más sereno.',
    areas: {
      love: {
        upright:
          'La fase más dura ha quedado atrás y la relación avanza hacia un terreno más tranquilo. O estás soltando un viejo amor y abriéndote poco a poco a algo nuevo.',
        reversed:
          'Quedan viejos nudos sin deshacer que te impiden avanzar de verdad. Afróntalos en lugar de buscar a otra persona con la que huir del mismo problema.',
      },
      career: {
        upright:
          'Un traslado, un cambio de trabajo o una mudanza pueden sacarte de un entorno agotador. Acompaña el cambio y date tiempo para adaptarte.',
        reversed:
          'Un cambio profesional no termina de concretarse, o el lugar nuevo tiene los mismos problemas de siempre. Averigua qué te hace infeliz de verdad antes de decidir tu siguiente paso.',
      },
      wealth: {
        upright:
          'Tus finanzas se estabilizan poco a poco y la época de escasez va pasando. Mantén un ritmo prudente y avanza con constancia hacia una base más firme.',
        reversed:
          'Las viejas deudas o los hábitos de gasto todavía te lastran. En lugar de evitarlos, haz una lista y ve resolviéndola punto por punto.',
      },
      health: {
        upright:
          'El cuerpo y la mente se están recuperando. Un cambio de aires puede ayudar, como una escapada corta o un paseo junto al agua. Date todo el tiempo de recuperación que necesites.',
        reversed:
          'La recuperación va más lenta de lo que esperabas, y eso desanima. Ten paciencia, sigue los consejos de tu médico y haz del descanso y la rutina tu prioridad.',
      },
    },
  },
  'swords-07': {
    keywords: {
      upright: ['estrategia', 'secretismo', 'ir por libre', 'atajos'],
      reversed: ['secretos al descubierto', 'mala conciencia', 'confesar', 'autoengaño'],
    },
    upright:
      'Algo está pasando entre bastidores. El Siete de Espadas habla de estrategia, secretismo e ir por libre. Quizá necesites esquivar un enfrentamiento directo y alcanzar tu meta por medios más ingeniosos, o quizá alguien a tu alrededor no está siendo del todo claro. Mantente alerta y protege tus intereses, pero pregúntate también con sinceridad si el atajo que tienes en mente podría acabar costándote más que el camino largo.',
    reversed:
      'Lo que estaba oculto quizá no siga oculto mucho tiempo, o empiezas a sentirte incómodo con tus propios métodos. El Siete invertido también puede significar que estás listo para dejar los trucos y confesar. A veces el engaño que más necesita salir a la luz es el que nos hacemos a nosotros mismos. Decir la verdad puede ser difícil, pero te devuelve a terreno firme.',
    interpretation:
      'Asociado a la Luna en Acuario, el Siete une una mente rápida con unos sentimientos fríos y distantes, lo que hace muy tentador ir por libre. Su lección es distinguir la flexibilidad de la evasión. La estrategia no es buena ni mala en sí misma; lo que importa es si estás haciendo daño a otros o engañándote a ti. Cuando aparece esta carta, fíjate en si hay algo que preferirías que nadie descubriera, y pregúntate por qué. La respuesta te muestra lo que de verdad intentas proteger.',
    imagery:
      'Un hombre se aleja de puntillas de un campamento militar con cinco espadas en los brazos, mirando por encima del hombro con una sonrisa pícara. Detrás de él quedan dos espadas clavadas en el suelo, y a lo lejos unos soldados se reúnen junto a las tiendas. El andar de puntillas y la mirada atrás sugieren sigilo y cierto sentimiento de culpa; las espadas robadas son ganancias obtenidas con astucia; las dos que deja atrás indican que no se ha salido del todo con la suya y que el asunto está lejos de cerrarse.',
    areas: {
      love: {
        upright:
          'Puede que algo no se esté diciendo o se mantenga oculto. Fíjate en si las palabras y los hechos coinciden, y pregúntate también si tú estás siendo del todo transparente.',
        reversed:
          'Sale a la luz un secreto y hay que afrontarlo. Habladlo con sinceridad y dadle a la confianza una oportunidad de reconstruirse.',
      },
      career: {
        upright:
          'Ahora funciona bien pasar desapercibido y mantenerse ágil, pero atención a las maniobras de oficina. Protege los archivos importantes y asegúrate de que tu trabajo se te reconozca.',
        reversed:
          'Un enfoque a base de atajos puede quedar al descubierto. Vuelve a un trabajo sólido y honesto y corrige tú mismo los errores; así se recupera la confianza.',
      },
      wealth: {
        upright:
          'Desconfía de las inversiones turbias y de los tratos que parecen demasiado buenos para ser verdad. Comprueba con quién tratas, revisa el contrato y protege tus datos personales.',
        reversed:
          'Salen a la luz gastos ocultos o un agujero en las cuentas. Tápalo cuanto antes y empieza a llevar registros más transparentes.',
      },
      health: {
        upright:
          'Quizá estés ignorando las señales de tu cuerpo o robándole horas al sueño. Aquí no hay atajos, así que sé sincero sobre cómo te sientes de verdad.',
        reversed:
          'Por fin afrontas un problema de salud que venías ignorando, y eso es bueno. Pide la revisión, sigue los consejos médicos y deja de aplazarlo.',
      },
    },
  },
  'swords-08': {
    keywords: {
      upright: ['sentirse atrapado', 'creencias limitantes', 'impotencia', 'miedo'],
      reversed: ['liberarse', 'ver una salida', 'recuperar la elección', 'nueva perspectiva'],
    },
    upright:
      'Te sientes acorralado, con obstáculos por todas partes y sin ningún movimiento que parezca el adecuado. El Ocho de Espadas trata de los límites que uno mismo se impone: lo que te retiene no suele ser un muro real, sino el miedo, la inseguridad y esa voz que te dice que no puedes. Mira con más atención y verás que las ataduras están flojas y que la salida no está del todo bloqueada. Basta un cambio en tu forma de pensar la situación para dar un primer paso.',
    reversed:
      'Empiezas a darte cuenta de que, al fin y al cabo, las cuerdas se pueden desatar. El Ocho invertido habla de liberarte y recuperar tus opciones: una idea nueva, o pedir ayuda, y de pronto aparece una salida. Pero si todavía te sientes muy atrapado en la ansiedad, esta carta también te recuerda que no luches solo. Hay personas dispuestas a ayudarte a quitarte esa venda.',
    interpretation:
      'Asociado a Júpiter en Géminis, el Ocho muestra cómo demasiados pensamientos y demasiadas posibilidades pueden dejarte paralizado. Su lección es separar los hechos de los pensamientos. Cuando te oigas decir «no tengo elección», reformúlalo como «todavía no veo una elección». Después enumera todas las opciones que se te ocurran, por absurdas que parezcan algunas. A menudo basta con poner el miedo por escrito para reducirlo a un tamaño manejable.',
    imagery:
      'Una mujer con los ojos vendados, envuelta sin apretar en tiras de tela, está de pie sobre un terreno embarrado y encharcado. Ocho espadas clavadas en la tierra la rodean como una valla sin terminar, y en un acantilado lejano se alza un castillo. La venda significa que no puede ver su situación con claridad; las ataduras flojas muestran que la sujeción es más débil de lo que parece; los huecos entre las espadas son salidas que siempre estuvieron ahí; el castillo lejano es la seguridad y la pertenencia que ha dejado atrás por un tiempo.',
    areas: {
      love: {
        upright:
          'Te sientes atrapado en una relación o en un patrón sin salida. Háblalo con alguien de confianza e intenta ver tu situación desde un ángulo nuevo.',
        reversed:
          'Sales de una relación o de una mentalidad que te encerraba y recuperas tu propia voz. Atrévete a decir lo que necesitas.',
      },
      career: {
        upright:
          'El trabajo te hace sentir impotente, como si no hubiera alternativa. Anota las habilidades y los recursos que sí tienes; suele haber más salidas de las que crees.',
        reversed:
          'Aparecen posibilidades nuevas y estás dispuesto a probar algo distinto. Ve paso a paso, empezando por formarte o preguntar a tu alrededor.',
      },
      wealth: {
        upright:
          'Las preocupaciones económicas te han convencido de que cualquier movimiento es un error. Pon las cifras sobre la mesa; la realidad suele ser menos sombría que el miedo.',
        reversed:
          'Has encontrado la manera de mejorar tus finanzas y estás saliendo del agujero. Mantén el plan y consulta a un profesional cuando lo necesites.',
      },
      health: {
        upright:
          'La ansiedad y darle vueltas a todo pueden tenerte en tensión y sin poder relajarte. Prueba la respiración profunda o el ejercicio suave y, si el bajón persiste, busca ayuda profesional.',
        reversed:
          'Tu ánimo se afloja y tu cuerpo se relaja con él. Mantén los hábitos que te hacen sentir a gusto y date más espacio para respirar.',
      },
    },
  },
  'swords-09': {
    keywords: {
      upright: ['ansiedad', 'insomnio', 'pesadillas', 'preocupación excesiva'],
      reversed: ['miedos que se calman', 'pedir ayuda', 'desesperación', 'angustia oculta'],
    },
    upright:
      'En mitad de la noche te incorporas de golpe, con los pensamientos cayendo uno tras otro sin forma de apagarlos. El Nueve de Espadas es la ansiedad, el insomnio y la preocupación desbocada. En la oscuridad, lo que temes se hace varias veces más grande. Recuerda que un pensamiento no es un hecho, y que la mayor parte de lo que tememos nunca llega a pasar. No tienes que atravesar esta noche a solas; prueba a contarle a alguien de confianza lo que te ronda la cabeza.',
    reversed:
      'Puede que las peores noches estén pasando. Estás más dispuesto a pedir ayuda, o has encontrado formas de calmarte. Pero el Nueve invertido también puede significar que la ansiedad se ha hundido más adentro y se ha endurecido hasta convertirse en una desesperación difícil de poner en palabras. En cualquier caso, tómate en serio tus sentimientos y busca apoyo profesional si lo necesitas. Eso es valor, no debilidad.',
    interpretation:
      'Asociado a Marte en Géminis, el Nueve muestra una mente afilada que vuelve la hoja contra sí misma en un bucle interminable de autoataque. Su lección es aprender a convivir con la ansiedad sin dejar que te trague. Cuando suba la preocupación, escribe qué temes, cuál sería el peor desenlace y una cosa que de verdad puedes hacer ahora mismo. Una tormenta en la cabeza se vuelve concreta y manejable en cuanto cae sobre el papel. La mañana siempre llega, y tú también saldrás adelante.',
    imagery:
      'En una habitación completamente oscura, una mujer está sentada en la cama con la cara hundida entre las manos, como si la hubiera despertado una pesadilla. Nueve espadas se alinean en horizontal sobre la pared oscura a su espalda. Su colcha está estampada con rosas y símbolos astrológicos, y el lateral de la cama lleva tallada una escena en la que una figura derriba a otra. Su rostro oculto es un dolor y un miedo que parecen insoportables; las espadas, los pensamientos que dan vueltas sobre ella, aunque ninguna llega a tocarla; la colcha de rosas recuerda que la calidez y la esperanza siguen a su alcance.',
    areas: {
      love: {
        upright:
          'Quizá te estés angustiando muchísimo por la relación, cuestionando todo lo que hace tu pareja. En lugar de caer en espiral a solas, pregunta con suavidad y de forma directa.',
        reversed:
          'Poco a poco vas dejando tus miedos sobre el amor, o por fin te abres a tu pareja. Compartir lo que te pesa aligerará la carga.',
      },
      career: {
        upright:
          'El estrés laboral te quita el sueño y no dejas de temer equivocarte. Haz una lista de lo que te preocupa y señala las partes sobre las que de verdad puedes actuar.',
        reversed:
          'La ansiedad se calma y recuperas la sensación de control. Si la presión sigue siendo fuerte, habla con tu responsable o tus compañeros para repartirla.',
      },
      wealth: {
        upright:
          'Las preocupaciones por el dinero te quitan el sueño. Pon por escrito tus ingresos, tus gastos y tus deudas; los hechos suelen asustar menos que el miedo.',
        reversed:
          'Las preocupaciones económicas se disipan a medida que encuentras soluciones viables. Sigue paso a paso y pide orientación a un profesional donde haga falta.',
      },
      health: {
        upright:
          'La ansiedad y el insomnio te están quitando energía. Reduce los estímulos antes de dormir y prueba ejercicios de relajación; si el insomnio o el bajo ánimo persisten, consulta pronto a un médico.',
        reversed:
          'El sueño y el ánimo mejoran poco a poco. Mantén tu rutina estable y no abandones el autocuidado solo porque las cosas vayan mejor.',
      },
    },
  },
  'swords-10': {
    keywords: {
      upright: ['finales', 'tocar fondo', 'derrota', 'el fin del dolor'],
      reversed: ['recuperación', 'levantarse', 'lo peor ya pasó', 'negarse a soltar'],
    },
    upright:
      'Algo ha llegado a su fin: una relación, un trabajo o un plan al que lo diste todo. El Diez de Espadas parece sombrío, pero lleva un mensaje importante: lo peor ya ha pasado, y a partir de aquí solo se puede subir. No hace falta seguir luchando por salvar lo que se ha ido. Admite que ha terminado y deja que termine de verdad. La hora más oscura llega realmente justo antes del amanecer.',
    reversed:
      'Poco a poco vas saliendo del fondo; las heridas cicatrizan y el cuerpo y el ánimo se van reparando. El Diez invertido también puede significar que todavía te niegas a aceptar el final y revives el dolor una y otra vez, de modo que la vieja herida nunca se cierra. Prueba a soltar. Guarda tus fuerzas para empezar de nuevo en lugar de demostrar, una vez más, cuánto dolió.',
    interpretation:
      'Asociado al Sol en Géminis, el Diez muestra que incluso en el momento más oscuro la luz está asomando en algún punto del horizonte. Su lección es aceptar los finales y encontrar en ellos las semillas de la renovación. A menudo lo que más duele no es la pérdida en sí, sino nuestra resistencia a ella. Cuando aparece esta carta, despide este capítulo como se merece: escribe lo que te enseñó y después pasa la página de forma deliberada. En cuanto dejas de mirar atrás, puede empezar un nuevo día.',
    imagery:
      'Un hombre yace boca abajo en la orilla con diez espadas clavadas en la espalda y un paño rojo sobre él. El cielo está completamente negro, pero en el horizonte despunta una franja de amanecer dorado sobre el agua en calma. Las diez espadas marcan un final total e irreversible; el cielo negro, el dolor en su punto máximo; la luz lejana y el mar sereno prometen que esto también pasará y que ya se está gestando un nuevo comienzo.',
    areas: {
      love: {
        upright:
          'Una relación puede estar llegando a su fin, o por fin ves que no puede continuar. Permítete llorarlo y permítete cerrar la puerta.',
        reversed:
          'Te vas recuperando poco a poco del desamor. No te precipites en volver ni en empezar algo nuevo; cuídate primero.',
      },
      career: {
        upright:
          'Un proyecto fallido, la pérdida de un empleo o un revés importante. Serena tus emociones, acepta cómo están las cosas y luego haz balance de los recursos que todavía tienes.',
        reversed:
          'El tramo más duro ha quedado atrás y te vuelves a poner en pie. Deja que la experiencia se convierta en una fuente de fuerza mientras reconstruyes.',
      },
      wealth: {
        upright:
          'Es posible una pérdida económica importante. Asume las pérdidas en lugar de tirar más dinero tras el que ya perdiste, y pide asesoramiento profesional si hace falta.',
        reversed:
          'Tus finanzas han tocado fondo y empiezan a recuperarse. Haz un plan práctico y reconstruye con constancia en lugar de intentar recuperarlo todo de golpe.',
      },
      health: {
        upright:
          'Estás en un momento bajo y el cansancio es profundo. Haz del descanso tu máxima prioridad y, si algo no va bien, consulta a un médico en lugar de aguantar.',
        reversed:
          'El cuerpo y el ánimo se recuperan poco a poco. Ten paciencia, sigue el consejo profesional y deja que la sanación siga su curso natural.',
      },
    },
  },
  'swords-11': {
    keywords: {
      upright: ['curiosidad', 'sed de conocimiento', 'vigilancia', 'decir lo que piensas'],
      reversed: ['comentarios imprudentes', 'cotilleo', 'mucho hablar', 'desconfianza'],
    },
    upright:
      'Ahora mismo tu mente está despierta y curiosa, y quiere llegar al fondo de todo. La Sota de Espadas representa el hambre de aprender, la agudeza y decir lo que se piensa. Puede traer noticias, una pregunta que merece investigarse o la ocasión de estudiar algo nuevo. Conserva esa agudeza y esas ganas de preguntar, y acuérdate de detenerte un segundo antes de hablar.',
    reversed:
      'La curiosidad ha tomado un mal desvío y ha derivado en cotilleo, comentarios irreflexivos o críticas sin mover un dedo por ayudar. La Sota invertida también puede significar estar tan en guardia que todo el mundo parece una amenaza. Dirige tu agudeza hacia algo mejor: comprueba más y especula menos, haz más y discute menos.',
    interpretation:
      'La Sota es el rostro más joven del aire, una capacidad de pensar y de hablar recién despierta. Su lección es aprender a manejar esta espada: las preguntas traen comprensión, pero también pueden herir; la información te ayuda a decidir, pero también puede sembrar confusión. Cuando aparece esta carta, elige una pregunta cuya respuesta quieras conocer de verdad, y luego investígala, pregunta y lee sobre ella a fondo. Deja que la curiosidad alimente el aprendizaje y no la ansiedad.',
    imagery:
      'Una figura joven está de pie en un terreno elevado, sosteniendo con ambas manos una espada en alto, con el cuerpo girado hacia un lado mientras mira hacia el otro. El viento le agita el pelo, las nubes se revuelven en lo alto, los pájaros giran en el cielo y los árboles lejanos se doblan con las ráfagas. El viento y los pájaros pertenecen al elemento aire y a una mente inquieta y ágil; la mirada hacia atrás es vigilancia y curiosidad; el punto elevado muestra el anhelo de ver más lejos y saber más.',
    areas: {
      love: {
        upright:
          'Sientes curiosidad por la otra persona y quieres conocerla mejor. Las preguntas sinceras abren la conversación y os acercan.',
        reversed:
          'Las preguntas incesantes o las palabras afiladas están presionando a tu pareja. La confianza necesita espacio; no dejes que la preocupación se convierta en interrogatorio.',
      },
      career: {
        upright:
          'Buen momento para aprender una habilidad, investigar o proponer ideas frescas. Tu mente aguda y tus ganas de aprender te ayudarán a destacar.',
        reversed:
          'Cuidado con los cotilleos de oficina y los rumores sin confirmar. Elige bien tus palabras y céntrate en hacer un trabajo sólido.',
      },
      wealth: {
        upright:
          'Aprende más sobre la gestión del dinero y hazte una idea clara de tus propias finanzas. Entender primero y actuar después te dará seguridad.',
        reversed:
          'Los rumores podrían nublar tu juicio. Comprueba tus fuentes antes de invertir, y no sigas a la multitud ni te precipites a apostar.',
      },
      health: {
        upright:
          'Interésate activamente por lo que tu cuerpo necesita, por ejemplo leyendo fuentes fiables o pidiendo una revisión. La curiosidad puede ayudarte a crear mejores hábitos.',
        reversed:
          'Buscar síntomas en internet te pone más nervioso, o tu mente no se apaga por la noche. Si tienes dudas, pregunta a un médico en lugar de asustarte.',
      },
    },
  },
  'swords-12': {
    keywords: {
      upright: ['decisión', 'acción rápida', 'franqueza', 'empuje resuelto'],
      reversed: ['temeridad', 'impulsividad', 'palabras hirientes', 'precipitación'],
    },
    upright:
      'Sabes lo que piensas y te mueves rápido; en cuanto tienes un objetivo a la vista, cargas a toda velocidad. El Caballero de Espadas es energía decidida y sin rodeos, ideal para hacer avanzar las cosas deprisa, defender tu postura o romper un bloqueo. Ese empuje puede apartar obstáculos de tu camino, pero comprueba si quienes te rodean pueden seguirte el ritmo, y no pierdas el sentido de la dirección ni de la medida en plena carga.',
    reversed:
      'A esta velocidad has perdido el control. Quizá actúas por impulso, sueltas comentarios hirientes o corres a demostrar tu valía sin pensar en las consecuencias. El Caballero invertido también puede señalar a una persona dominante y discutidora cerca de ti. Baja el ritmo y piensa antes de atacar; una espada afilada solo sirve cuando está bien dirigida.',
    interpretation:
      'Asociado a Géminis, el Caballero tiene una mente rápida, una lengua afilada y unas ganas inmediatas de actuar. Su lección es mantener juntos la velocidad y el juicio. La determinación es una fortaleza poco común, pero lanzarse solo por inercia suele hacer daño a los demás y a uno mismo. Antes de actuar, tómate unos minutos para preguntarte a qué apuntas y si te falta alguna información. Cuando lo tengas claro, ve a por todas.',
    imagery:
      'Un caballero con armadura carga a galope tendido sobre un caballo blanco, con la espada en alto y la capa ondeando tras él. Las nubes se dispersan con el viento, los árboles se doblan y los arreos del caballo están decorados con mariposas y pájaros. El caballo al galope es la acción urgente y precipitada; la espada en alto, una mente afilada y una resolución feroz; el paisaje azotado por el viento muestra la fuerza que levanta y sugiere que ese ímpetu puede desordenar todo a su alrededor.',
    areas: {
      love: {
        upright:
          'Las cosas van deprisa, y la otra persona puede ser directa e intensa. La sinceridad es un punto a favor, pero no te olvides de escuchar y ser amable.',
        reversed:
          'Palabras hirientes dichas por impulso, o una relación que avanza demasiado deprisa. Enfríate y piensa en lo que la otra persona necesita de verdad.',
      },
      career: {
        upright:
          'Un gran momento para acelerar un proyecto, defender tu postura o abordar un problema difícil. La acción decidida te da ventaja.',
        reversed:
          'La impaciencia está provocando errores o roces con los compañeros. Baja el ritmo, recoge opiniones y luego decide.',
      },
      wealth: {
        upright:
          'Actúa con decisión en los asuntos financieros que has ido aplazando. Decide rápido, pero solo cuando la información esté clara.',
        reversed:
          'Invertir o gastar por impulso podría salirte caro. Date un periodo de reflexión y no decidas nunca con las emociones a flor de piel.',
      },
      health: {
        upright:
          'Estás lleno de energía y te van bien los ejercicios enérgicos y de ritmo rápido. Calienta bien para que las prisas no acaben en lesión.',
        reversed:
          'Las prisas y la tensión te cansan y te hacen propenso a los accidentes. Baja el ritmo de tu día a día y dale a tu cuerpo el descanso suficiente.',
      },
    },
  },
  'swords-13': {
    keywords: {
      upright: ['lucidez', 'independencia', 'franqueza', 'discernimiento'],
      reversed: ['frialdad', 'lengua afilada', 'muros levantados', 'juicio severo'],
    },
    upright:
      'Ves a las personas y las situaciones con una claridad poco común, y ni las emociones ni los halagos te hacen cambiar de opinión fácilmente. La Reina de Espadas es independencia, franqueza y sabiduría para distinguir lo correcto de lo incorrecto. Ha capeado tormentas, y justo por eso entiende el valor de los límites. Confía ahora en tu juicio y di la verdad de forma directa pero amable. Tu cabeza despejada puede servir de guía a quienes te rodean.',
    reversed:
      'La claridad se ha enfriado hasta volverse frialdad, y la franqueza se ha vuelto cortante. Quizá te has envuelto tanto en la razón que nadie puede acercarse, o estás siendo demasiado duro con los demás y contigo. La Reina invertida te recuerda que la verdad hay que decirla, y también decirla con suavidad. Baja un poco la guardia y permítete algo de ternura.',
    interpretation:
      'Asociada a Libra, la Reina busca el equilibrio a través de la justicia y la razón. Su lección es dejar que una cabeza clara y un corazón abierto convivan. Las experiencias pasadas pueden haberte enseñado a protegerte, pero la verdadera fuerza no consiste en ser duro. Consiste en verlo todo con claridad y aun así estar dispuesto a tender la mano. Cuando aparece esta carta, practica decir un sí limpio y un no limpio, y cuida tu tono, para que tus límites y tu buena voluntad se escuchen a la vez.',
    imagery:
      'Una reina está sentada de perfil en un trono alto, sosteniendo una espada erguida con la mano derecha mientras tiende la izquierda hacia delante, como si invitara a alguien a acercarse o le hiciera una señal. Su trono tiene tallados mariposas, una luna creciente y un querubín alado, y las mariposas adornan también su corona. Bajo ella se arremolinan las nubes, y un pájaro solitario vuela muy alto. La espada erguida es la justicia y la claridad; la mano tendida, la disposición a escuchar; las mariposas, el alma y la transformación; el pájaro solitario, su perspectiva independiente y de largo alcance.',
    areas: {
      love: {
        upright:
          'Sabes lo que quieres en el amor y no vas a conformarte ni a hacerte pequeño. Hablar con franqueza atraerá a personas que de verdad te entiendan.',
        reversed:
          'Las viejas heridas han levantado un muro alto alrededor de tu corazón, y tus palabras pueden salir afiladas. Baja la guardia y dale a alguien la oportunidad de conocerte.',
      },
      career: {
        upright:
          'Se valoran tu criterio profesional y tu forma directa de hablar. Brillas en puestos que requieren análisis, comunicación o control de calidad.',
        reversed:
          'Unas exigencias altísimas o un tono cortante pueden estar alejando a tus compañeros. Mantén tu nivel, pero añade algo de comprensión y de reconocimiento.',
      },
      wealth: {
        upright:
          'Con frialdad y racionalidad, detectas los riesgos y los resquicios de cualquier situación financiera. Gestiona el dinero según un plan y no te dejes arrastrar por las emociones ajenas.',
        reversed:
          'El exceso de cautela o la desconfianza pueden hacerte perder colaboraciones sólidas. Distingue la prudencia de la sospecha y juzga cada caso por sus méritos.',
      },
      health: {
        upright:
          'Conoces bien tu cuerpo y puedes tomar decisiones de salud sensatas. Mantén tus límites y reduce los compromisos que solo te agotan.',
        reversed:
          'Los sentimientos reprimidos te tensan el cuello y los hombros y te impiden relajarte. Trátate con cariño y, si la tensión persiste, busca apoyo profesional.',
      },
    },
  },
  'swords-14': {
    keywords: {
      upright: ['razón', 'autoridad', 'equidad', 'criterio experto'],
      reversed: ['frialdad', 'tiranía', 'abuso de poder', 'manipulación'],
    },
    upright:
      'Eres capaz de analizar una situación con calma y emitir juicios basados en la lógica y los principios. El Rey de Espadas es el intelecto maduro y la autoridad: justo, lúcido y con visión de futuro, nunca arrastrado por las emociones. Esta carta favorece los asuntos legales, los contratos, las negociaciones o cualquier cosa que requiera una opinión experta. Confía en tu capacidad de análisis y no dudes en consultar a expertos fiables para que tus decisiones resistan cualquier examen.',
    reversed:
      'La razón se ha endurecido hasta volverse frialdad, y la autoridad, tiranía. Quizá te aferras a tus propias opiniones y usas la lógica para pasar por encima de los sentimientos ajenos, o alguien cercano está usando su conocimiento o su posición para manipular la situación. El Rey invertido te recuerda que la sabiduría no consiste solo en juzgar lo correcto y lo incorrecto, sino también en comprender a las personas. Conserva tus principios, pero conserva también tu humanidad.',
    interpretation:
      'Asociado a Acuario, el Rey es el aire en su forma más madura y visionaria. Su lección es poner la inteligencia al servicio de la justicia y no del control. Una mente clara es una forma de poder, y quien la tiene debe manejarla con cuidado. Cuando aparece esta carta, mira la decisión que tienes delante. ¿Es justa? ¿Resistiría un examen? ¿Has escuchado a todas las partes? Cuando la razón y la conciencia caminan juntas, tu juicio se gana un respeto genuino.',
    imagery:
      'Un rey está sentado de frente en su trono, sosteniendo una espada erguida, con expresión severa y serena. El trono tiene tallados mariposas y lunas crecientes; unas pocas nubes cruzan el cielo a su espalda y dos pájaros vuelan a lo lejos. Su postura frontal indica un juicio abierto y transparente; la espada erguida, los principios y la justicia; las mariposas y las lunas sugieren la transformación del pensamiento y la clarividencia; el cielo amplio muestra que está en lo alto y ve lejos.',
    areas: {
      love: {
        upright:
          'Eres racional y fiable en el amor, y valoras el compromiso y la comunicación clara. También podrías conocer a una pareja madura que sabe lo que quiere.',
        reversed:
          'Anteponer la lógica e ignorar los sentimientos puede dejar fría a tu pareja. Intenta comprender primero las emociones y después hablad de quién tiene razón.',
      },
      career: {
        upright:
          'Muy indicado para contratos, cuestiones legales o decisiones estratégicas. Tu pericia y tu sentido de la justicia te ganarán la confianza de la gente.',
        reversed:
          'Un estilo demasiado inflexible o testarudo está provocando resistencia. Escucha las opiniones distintas para que tus decisiones sean más completas.',
      },
      wealth: {
        upright:
          'Planifica tus finanzas con racionalidad y consulta a un profesional cuando haga falta. Basa tus decisiones en datos y hechos, y avanza con constancia.',
        reversed:
          'Cuidado con quien use la jerga o un aire de autoridad para confundirte. Revisa los contratos y las inversiones importantes desde varios ángulos.',
      },
      health: {
        upright:
          'Aborda tu salud de forma racional, con revisiones periódicas y consejo profesional. Un plan claro facilita mantener los buenos hábitos.',
        reversed:
          'Las emociones reprimidas y una mente sobrecargada pueden provocar tensión e insomnio. Aprende a desconectar y pide ayuda a un médico u otro profesional cuando lo necesites.',
      },
    },
  },
};
