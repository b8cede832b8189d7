import type { StarId } from '../../vocabulary';
import type { StarTexts } from '../../texts';

export const stars: Readonly<Record<StarId, StarTexts>> = {
  ziwei: {
    keywords: 'presencia · visión · responsabilidad',
    core: 'Zi Wei, la Estrella del Emperador, representa la autonomía, la dignidad y el deseo de ver el panorama completo. Quiere que las cosas se hagan bien y con elegancia, y tiende a cargar con las responsabilidades de todos como si fueran suyas.',
    soul: 'Con Zi Wei en el palacio de la Vida sueles irradiar una autoridad serena que inspira confianza, y te gusta ver todo el tablero antes de mover ficha. El liderazgo convence más cuando también sabe escuchar.',
    wealth:
      'Zi Wei en el palacio de la Riqueza se inclina por un gasto planificado y digno y por los planes a largo plazo, más que por las ganancias rápidas. Una pregunta que vale la pena hacerse: cuando gasto, ¿cubro una necesidad o mantengo una imagen?',
    career:
      'Zi Wei en el palacio de la Carrera encaja con puestos de coordinación, decisión y responsabilidad. Busca un escenario donde puedan lucir tus dotes de organización, y practica delegar en personas de confianza.',
    spouse:
      'Zi Wei en el palacio de la Pareja valora el respeto y la mesura en el amor, y desea admirar a quien tiene al lado. La intimidad no consiste en ver quién manda; prueba a miraros de igual a igual y a decidir juntos.',
    other:
      'Zi Wei aquí señala un ámbito que quieres llevar como es debido y en el que estás dispuesto a invertir. La serenidad, más que el control, suele dar mejores frutos.',
  },
  tianji: {
    keywords: 'ingenio · estrategia · cambio',
    core: 'Tian Ji, la estrella de la sabiduría y el movimiento, piensa con agilidad, analiza y planifica bien, y puede darle demasiadas vueltas a las cosas.',
    soul: 'Con Tian Ji en el palacio de la Vida eres perspicaz y rápido, y sientes curiosidad por el porqué de las cosas. Una mente veloz es un don; dale también algún descanso.',
    wealth:
      'Tian Ji en el palacio de la Riqueza gestiona los recursos con información y planificación más que a la fuerza. Un plan claro y por escrito evita que demasiadas ideas se conviertan en demasiados cambios.',
    career:
      'Tian Ji en el palacio de la Carrera encaja con trabajos que exigen cabeza: planificación, investigación, consultoría, tecnología. El cambio es tu aliado; antes de cada giro, decide qué quieres conservar.',
    spouse:
      'Tian Ji en el palacio de la Pareja busca a alguien con quien conversar, que se encuentre contigo en las ideas. La conversación alimenta el vínculo: adivina menos y di más.',
    other:
      'Tian Ji aquí te convierte en quien aporta ideas en este ámbito, y a veces en quien cambia de rumbo. Dale a tus planes la paciencia necesaria para llevarlos a cabo.',
  },
  taiyang: {
    keywords: 'calidez · generosidad · apertura',
    core: 'Tai Yang, el Sol, representa la luz y el calor, la entrega, la reputación y la vida pública. Le encanta iluminar a los demás y a veces se olvida de cuidarse.',
    soul: 'Con Tai Yang en el palacio de la Vida tienes el corazón abierto y eres leal, siempre dispuesto a defender a otros. Tu calidez es contagiosa; recuerda que quien da luz también necesita recargarse.',
    wealth:
      'Tai Yang en el palacio de la Riqueza es generoso con el dinero y gasta en personas e ideales. La transparencia y el buen nombre te sirven bien aquí; guarda algo de margen para ti.',
    career:
      'Tai Yang en el palacio de la Carrera encaja con trabajos de cara al público y con influencia: enseñanza, medios, gestión, servicio público. El entusiasmo es tu carta de presentación; dosificarlo es lo que lo hace durar.',
    spouse:
      'Tai Yang en el palacio de la Pareja da y protege en el amor, y quiere las cosas claras y a la vista. Antes de dar, fíjate en lo que tu pareja necesita de verdad.',
    other:
      'Tai Yang brilla aquí: en este ámbito eres quien da primero y aporta calor. Comprueba de vez en cuando que tu propia energía sigue llena.',
  },
  wuqu: {
    keywords: 'decisión · sentido práctico · eficacia',
    core: 'Wu Qu es a la vez estrella de la riqueza y general: decidida, práctica y buena ejecutora, le importan la eficiencia y los resultados.',
    soul: 'Con Wu Qu en el palacio de la Vida eres directo, resuelto y cumples tu palabra. La firmeza es tu base; donde haga falta suavidad, baja un poco el tono.',
    wealth:
      'Wu Qu en el palacio de la Riqueza es, como dice la tradición, la estrella de la riqueza en su casa: buen olfato para los números y el método. Describe una habilidad y un hábito, no un resultado garantizado; la constancia y la disciplina sacan lo mejor de ella.',
    career:
      'Wu Qu en el palacio de la Carrera encaja con puestos que exigen decisiones: finanzas, ingeniería, gestión. Tú haces que las cosas pasen; deja también espacio a los demás en el equipo.',
    spouse:
      'Wu Qu en el palacio de la Pareja demuestra el amor con hechos más que con palabras dulces. Decir de vez en cuando lo que sientes tranquilizará a tu pareja.',
    other:
      'Wu Qu aquí aporta a este ámbito un enfoque en la eficiencia y los resultados. Equilibrar la firmeza con la flexibilidad mantiene las cosas en marcha.',
  },
  tiantong: {
    keywords: 'dulzura · contento · disfrute de la vida',
    core: 'Tian Tong, la estrella de las bendiciones, es apacible y tranquila y sabe disfrutar de la vida, aunque a veces le falta empuje.',
    soul: 'Con Tian Tong en el palacio de la Vida caes bien y tienes buen carácter, con una apertura casi infantil. La tranquilidad es una bendición; una pequeña meta propia da dirección a tus días.',
    wealth:
      'Tian Tong en el palacio de la Riqueza se toma el dinero con ligereza y valora la calidad de vida. Te va bien un enfoque lento y constante, con espacio tanto para disfrutar como para ahorrar.',
    career:
      'Tian Tong en el palacio de la Carrera encaja con lugares cálidos y armoniosos: servicios, diseño, cuidados, cultura. Encuentra un trabajo que disfrutes y la motivación vendrá sola.',
    spouse:
      'Tian Tong en el palacio de la Pareja anhela una relación acogedora y relajada. Afrontar juntos los problemas en lugar de rodearlos la hace más sólida.',
    other: 'Tian Tong aquí te hace sentir a gusto en este ámbito. La comodidad crece mejor cuando sigues cuidándola.',
  },
  lianzhen: {
    keywords: 'pasión · principios · autodisciplina',
    core: 'Lian Zhen es compleja y llena de tensión: tiene principios y autodisciplina, pero también pasión y deseo. Es una estrella que pide ser bien gestionada.',
    soul: 'Con Lian Zhen en el palacio de la Vida tienes una personalidad fuerte, encanto y tus propios criterios. Convertir la intensidad emocional en concentración es tu gran fortaleza.',
    wealth:
      'Lian Zhen en el palacio de la Riqueza es ambiciosa con los recursos y respeta las normas. Unas reglas claras y unas cuentas claras permiten que esa ambición llegue lejos.',
    career:
      'Lian Zhen en el palacio de la Carrera encaja con ámbitos de normas, sistemas o competencia: gestión, servicio público, cumplimiento normativo, problemas técnicos difíciles. Unos límites claros hacen que el éxito se sienta merecido.',
    spouse:
      'Lian Zhen en el palacio de la Pareja ama con intensidad y se fija en cuánto se implica cada uno. Expresa lo que te importa como un deseo y no como una exigencia, y todo se aligera.',
    other:
      'Lian Zhen aquí remueve tus sentimientos y tu vena competitiva en este ámbito. Fija primero tus principios y después pon la pasión.',
  },
  tianfu: {
    keywords: 'estabilidad · generosidad · custodia',
    core: 'Tian Fu, la estrella del tesoro, representa la estabilidad, la generosidad y la conservación de lo construido; acumula y cuida las cosas.',
    soul: 'Con Tian Fu en el palacio de la Vida transmites fiabilidad y generosidad, con un buen sentido de la medida. La estabilidad es tu fuerza; sal de vez en cuando de tu zona de confort.',
    wealth:
      'Tian Fu en el palacio de la Riqueza valora crear reservas y la sensación de seguridad, y planifica con antelación. Es una inclinación prudente y estable que encaja con los planes a largo plazo; no hay ninguna carrera que ganar.',
    career:
      'Tian Fu en el palacio de la Carrera encaja con puestos basados en la estabilidad y la confianza: gestión, administración, contabilidad. Eres el lastre que equilibra al equipo; pide también la ocasión de brillar.',
    spouse:
      'Tian Fu en el palacio de la Pareja desea una relación duradera y asentada, y le gusta cuidar de su pareja. Junto a la estabilidad, trae algo nuevo de vez en cuando.',
    other:
      'Tian Fu aquí te convierte en custodio y constructor en este ámbito. Sigue avanzando mientras proteges lo tuyo y pisarás terreno más firme.',
  },
  taiyin: {
    keywords: 'sensibilidad · dulzura · introspección',
    core: 'Tai Yin, la Luna, es dulce, sutil y sensible. Rige la vida interior, el hogar y el ahorro, y actúa en silencio.',
    soul: 'Con Tai Yin en el palacio de la Vida sientes con hondura, te fijas en los detalles y tienes buen ojo. Tu dulzura es una fortaleza; di también lo que necesitas.',
    wealth:
      'Tai Yin en el palacio de la Riqueza construye despacio y con constancia, y valora un hogar seguro. Le sientan bien los planes pacientes y a largo plazo.',
    career:
      'Tai Yin en el palacio de la Carrera encaja con trabajos que piden cuidado, gusto o atención a los demás: diseño, escritura, finanzas, educación. La constancia silenciosa acaba haciéndose notar.',
    spouse:
      'Tai Yin en el palacio de la Pareja atesora los detalles considerados y la compañía tierna. Decir lo que esperas es mejor que aguardar a que tu pareja lo adivine.',
    other: 'Tai Yin aquí sugiere un enfoque suave y cuidadoso de este ámbito; ir despacio es lo que te mantiene firme.',
  },
  tanlang: {
    keywords: 'muchos talentos · curiosidad · sociabilidad',
    core: 'Tan Lang es talentosa y curiosa, la estrella del deseo y de la vida social, atraída por todo lo nuevo; tiene que aprender a elegir.',
    soul: 'Con Tan Lang en el palacio de la Vida tienes intereses muy variados y mucho encanto, y se te da bien la gente. El entusiasmo es tu combustible; la concentración hace que arda más tiempo.',
    wealth:
      'Tan Lang en el palacio de la Riqueza vincula los recursos con las personas, los intereses y los talentos. Cuando las ideas se multiplican, distingue primero lo que quieres de lo que necesitas.',
    career:
      'Tan Lang en el palacio de la Carrera encaja con ámbitos sociales, creativos y expresivos: ventas, medios, artes, entretenimiento. Después de probar muchas cosas, profundiza en una especialidad.',
    spouse:
      'Tan Lang en el palacio de la Pareja valora la atracción y la diversión, y sueña con una relación llena de color. Más allá de la novedad, el compromiso y la confianza son igual de valiosos.',
    other:
      'Tan Lang aquí despierta tu interés y tu entusiasmo en este ámbito. Cuando quieras muchas cosas, elige una o dos y ve a fondo.',
  },
  jumen: {
    keywords: 'análisis · elocuencia · búsqueda de la verdad',
    core: 'Ju Men rige la palabra y el pensamiento crítico: analiza y cuestiona, y puede volverse desconfiada. Las palabras son su don y también su lección.',
    soul: 'Con Ju Men en el palacio de la Vida observas con agudeza, tienes tus propias opiniones y miras bajo la superficie. Convertir la duda en investigación es tu ventaja.',
    wealth:
      'Ju Men en el palacio de la Riqueza vincula los recursos con la pericia, la palabra o el conocimiento. Los acuerdos por escrito y las explicaciones sencillas ahorran muchos malentendidos.',
    career:
      'Ju Men en el palacio de la Carrera encaja con trabajos basados en la palabra y la pericia: enseñanza, consultoría, medios, investigación. Reconoce primero y luego añade tu punto de vista, y calará mejor.',
    spouse:
      'Ju Men en el palacio de la Pareja hace que la comunicación sea especialmente importante; un solo comentario puede desatar una larga cadena de pensamientos. Pregunta «¿quieres decir que…?» en lugar de suponer.',
    other:
      'Ju Men aquí convierte la comunicación en la clave de este ámbito. Di las cosas con claridad y amabilidad, y mucho irá más fluido.',
  },
  tianxiang: {
    keywords: 'justicia · diplomacia · palabra cumplida',
    core: 'Tian Xiang, la estrella del sello, apoya, media y mantiene la equidad; valora el buen orden y las formas, y es un compañero fiable en cualquier tarea.',
    soul: 'Con Tian Xiang en el palacio de la Vida eres cortés y servicial, y te importa la justicia. La gente confía en ti para mediar; no pierdas de vista tus propios deseos.',
    wealth:
      'Tian Xiang en el palacio de la Riqueza mantiene los asuntos de dinero ordenados y equilibrados. Te conviene un enfoque estable; no hace falta que te estires para guardar las apariencias.',
    career:
      'Tian Xiang en el palacio de la Carrera encaja con puestos de apoyo y coordinación, administración, trato con personas o asesoría. Respalda una meta que merezca la pena y tu valor se multiplicará.',
    spouse:
      'Tian Xiang en el palacio de la Pareja valora la equidad y la delicadeza en la relación y cuida de su pareja. En un desacuerdo, los sentimientos sinceros importan más que una paz de fachada.',
    other:
      'Tian Xiang aquí te convierte en mediador y guardián de las normas en este ámbito. El sentido de la justicia construye confianza con el tiempo.',
  },
  tianliang: {
    keywords: 'madurez · cuidado · principios',
    core: 'Tian Liang, la estrella protectora, representa la protección, los principios y el porte de una persona mayor. Le encanta cuidar de la gente y explicar cómo deberían ser las cosas.',
    soul: 'Con Tian Liang en el palacio de la Vida eres una persona madura y serena, con el sentido del deber de quien tiene experiencia; mantienes la calma y la gente acude a ti en busca de ayuda. Déjate cuidar también.',
    wealth:
      'Tian Liang en el palacio de la Riqueza no es exigente con el dinero y le importan más la seguridad y los principios. Le sientan bien los planes prudentes; ayuda a otros dentro de tus posibilidades.',
    career:
      'Tian Liang en el palacio de la Carrera encaja con trabajos de protección: enseñanza, trabajo social, supervisión, asesoría. Tu experiencia se convierte en algo en lo que otros pueden apoyarse.',
    spouse:
      'Tian Liang en el palacio de la Pareja suele asumir el papel de quien cuida y admira a una pareja madura. Menos sermones y más caminar codo con codo os acercará.',
    other:
      'Tian Liang aquí te lleva a velar por los demás en este ámbito, según tus propios principios. Los principios ofrecidos con suavidad se acogen mejor.',
  },
  qisha: {
    keywords: 'audacia · independencia · espíritu pionero',
    core: 'Qi Sha, una estrella de general, representa la osadía, el empuje y la independencia; se lanza hacia delante y le encantan los retos.',
    soul: 'Con Qi Sha en el palacio de la Vida tienes una voluntad fuerte y mucho empuje, y los retos te despiertan. Cuando te lances, echa un vistazo atrás a tus compañeros.',
    wealth:
      'Qi Sha en el palacio de la Riqueza va a por los recursos con audacia y eficacia. Conocer tus límites antes de actuar hace que esa audacia sea más fiable.',
    career:
      'Qi Sha en el palacio de la Carrera encaja con trabajos pioneros y exigentes: emprender, abrir mercados, problemas técnicos difíciles. Las metas fijadas por etapas mantienen un ritmo estable.',
    spouse:
      'Qi Sha en el palacio de la Pareja es directa en el amor, y los dos necesitáis espacio propio. Convierte la insistencia en aceptación y el vínculo se volverá resistente.',
    other:
      'Qi Sha aquí te hace querer empujar con fuerza en este ámbito. El valor planificado llega más lejos que el empuje en bruto.',
  },
  pojun: {
    keywords: 'espíritu pionero · renovación · lo poco convencional',
    core: 'Po Jun, la estrella de la ruptura, se atreve a despejar lo viejo y empezar lo nuevo; no le gusta la rutina, y el cambio también le pide ordenar con paciencia.',
    soul: 'Con Po Jun en el palacio de la Vida eres una persona singular y audaz, y a menudo encuentras caminos nuevos a través del cambio. La osadía es tu don; terminar bien las cosas también puede ser tu fuerte.',
    wealth:
      'Po Jun en el palacio de la Riqueza ve cómo los recursos se mueven mucho, al ritmo de ideas y planes. Una reserva que te prometas no tocar te dará tranquilidad en medio del cambio.',
    career:
      'Po Jun en el palacio de la Carrera encaja con trabajos que innovan, reforman o abren terreno nuevo. Antes de cada cambio, ten claro qué quieres llevarte contigo.',
    spouse:
      'Po Jun en el palacio de la Pareja valora la sinceridad y la frescura en el amor y no soporta sentirse encerrada. Habla con claridad y daos tiempo para adaptaros.',
    other:
      'Po Jun aquí trae cambios y nuevos comienzos a este ámbito. Mira el cambio como una renovación y no como una pérdida.',
  },
};
