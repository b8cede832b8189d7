import type { ZiweiContent } from '../../texts';
import { stars } from './stars';

export const texts: ZiweiContent = {
  names: {
    palaces: {
      soul: 'Vida',
      siblings: 'Hermanos',
      spouse: 'Pareja',
      children: 'Hijos',
      wealth: 'Riqueza',
      health: 'Salud',
      travel: 'Viajes',
      friends: 'Amigos',
      career: 'Carrera',
      property: 'Propiedades',
      spirit: 'Fortuna',
      parents: 'Padres',
    },
    mutagens: { lu: 'Hua Lu (fluidez)', quan: 'Hua Quan (poder)', ke: 'Hua Ke (mérito)', ji: 'Hua Ji (atención)' },
  },
  stars,
  palaces: {
    soul: 'El palacio de la Vida muestra tu temperamento de base y tu manera de salir al mundo; toda la carta parte de aquí.',
    siblings:
      'El palacio de los Hermanos muestra cómo te llevas con tus hermanos y hermanas, con tus iguales y con tus compañeros más cercanos.',
    spouse: 'El palacio de la Pareja muestra lo que esperas de una relación íntima y cómo compartes la vida.',
    children:
      'El palacio de los Hijos muestra tu vínculo con los niños y los más jóvenes, y con todo lo que creas y cuidas.',
    wealth:
      'El palacio de la Riqueza muestra tu actitud y tus hábitos con el dinero y los recursos; no predice ganancias ni pérdidas.',
    health:
      'Tradicionalmente, el palacio de la Salud se ocupa del cuerpo; aquí solo es un recordatorio para cuidar el descanso y el estrés. Ante cualquier duda de salud, consulta a un médico.',
    travel:
      'El palacio de los Viajes muestra la impresión que das lejos de casa y cómo te va cuando viajas o cambias de entorno.',
    friends: 'El palacio de los Amigos muestra tu trato con amistades, colegas y socios de trabajo.',
    career:
      'El palacio de la Carrera muestra cómo trabajas, hacia dónde se inclina tu trayectoria y qué te da sensación de logro.',
    property:
      'El palacio de las Propiedades muestra el ambiente de tu hogar, el lugar donde vives y el tipo de casa que anhelas.',
    spirit:
      'El palacio de la Fortuna muestra de dónde nace tu alegría: tus aficiones, tu estado de ánimo y tu vida interior.',
    parents:
      'El palacio de los Padres muestra tu vínculo con padres, mayores y superiores, así como tus estudios y trámites.',
  },
  brightness: {
    bright: 'Aquí la estrella brilla con toda su fuerza: sus virtudes se despliegan con facilidad y naturalidad.',
    steady: 'Aquí la estrella brilla con moderación: sus virtudes salen a la luz a medida que las cultivas.',
    dim: 'Aquí la estrella brilla poco y actúa en silencio; sus lecciones se ven con más claridad, y justo ahí es donde creces.',
  },
  mutagen: {
    lu: 'Hua Lu añade soltura y buena disposición a esta estrella: las oportunidades en este ámbito te llegan con más facilidad. Disfrútalas y compártelas.',
    quan: 'Hua Quan añade empuje y mando a esta estrella: aquí quieres marcar el rumbo. Conserva algo de suavidad dentro de tu fuerza.',
    ke: 'Hua Ke añade claridad y buen nombre a esta estrella: es un lugar para aprender, mostrar tu trabajo y ganarte una reputación.',
    ji: 'Hua Ji señala algo que te importa y a lo que das muchas vueltas. No es una mala noticia, sino una invitación a traer aquí paciencia y atención.',
  },
  borrowed:
    'Este palacio no tiene ninguna estrella mayor, así que, según la tradición, se lee a través de las estrellas del palacio opuesto. Sus cualidades se manifiestan aquí de forma más discreta y quedan más expuestas a la influencia del entorno y de las personas que te rodean.',
  pairs: {
    ziweiTianfu:
      'Zi Wei y Tian Fu comparten este palacio: el Emperador se encuentra con el Tesoro, la visión unida a la estabilidad. Las dos quieren llevar el timón, así que el arte está en equilibrar la audacia con la prudencia.',
    ziweiQisha:
      'Zi Wei y Qi Sha comparten este palacio, una pareja que, según la tradición, convierte la fuerza en autoridad: asumes de buena gana tareas grandes. Dale a ese empuje una dirección clara y ganará poder.',
    wuquTanlang:
      'Wu Qu y Tan Lang comparten este palacio, el sentido práctico unido a muchos talentos; la tradición lo llama un florecimiento tardío. Construir con paciencia permite que tus dones den fruto.',
    taiyangTaiyin:
      'Tai Yang y Tai Yin comparten este palacio, el Sol y la Luna juntos: fuerza y dulzura, lo extrovertido y lo introspectivo. El ánimo puede oscilar entre ambos; haz sitio a los dos lados de ti.',
    taiyangTianliang:
      'Tai Yang y Tian Liang comparten este palacio: la calidez unida a los principios. Te gusta ayudar y valoras el buen nombre, y tus conocimientos y tu experiencia pueden iluminar el camino de otros.',
    tiantongJumen:
      'Tian Tong y Ju Men comparten este palacio: la dulzura entretejida con el pensamiento crítico. Sientes mucho, y puede que lo que dices no coincida con lo que quieres decir; poner los sentimientos en palabras claras ayuda.',
  },
  summary: {
    borrowed:
      'Tu palacio de la Vida no tiene ninguna estrella mayor y se lee a través del palacio opuesto, el de los Viajes: tu carácter es flexible y se adapta a lugares y personas, y eso ya es una fortaleza.',
  },
  body: {
    soul: 'El palacio del Cuerpo coincide con el de la Vida: quien eres es también donde pones tu esfuerzo. Una personalidad marcada, con un fuerte impulso interior.',
    spouse:
      'El palacio del Cuerpo está en el de la Pareja: la vida en pareja moldea profundamente tu vida, y llegas a conocerte a través de tus relaciones.',
    wealth:
      'El palacio del Cuerpo está en el de la Riqueza: valoras una base material segura y pones verdadero empeño en cuidar tus recursos.',
    travel:
      'El palacio del Cuerpo está en el de los Viajes: tu escenario suele estar ahí fuera, en el mundo; los lugares y las personas nuevas te ayudan a crecer.',
    career:
      'El palacio del Cuerpo está en el de la Carrera: tu sentido de propósito nace en gran parte del trabajo; sacar algo adelante es lo que te da los pies en la tierra.',
    spirit:
      'El palacio del Cuerpo está en el de la Fortuna: lo que más te importa es el bienestar interior, y tus aficiones y tu estado de ánimo dan forma a tu felicidad.',
  },
  period: {
    focus: {
      soul: 'Este periodo se abre en tu palacio de la Vida: la atención vuelve a ti. Buen momento para aclarar el rumbo, ajustar hábitos y volver a conocerte.',
      siblings:
        'Este periodo se abre en tu palacio de los Hermanos: más contacto con hermanos, iguales y compañeros; la lección es la cooperación y unos buenos límites.',
      spouse:
        'Este periodo se abre en tu palacio de la Pareja: las relaciones íntimas pasan a primer plano. Momento de cuidar el vínculo y practicar el diálogo.',
      children:
        'Este periodo se abre en tu palacio de los Hijos: los niños, los más jóvenes o tus propios proyectos cobran más importancia. Momento de cuidar y de crear.',
      wealth:
        'Este periodo se abre en tu palacio de la Riqueza: la planificación del dinero y los recursos pide más atención. Momento de aclarar ingresos y gastos y crear hábitos estables.',
      health:
        'Este periodo se abre en tu palacio de la Salud: un recordatorio para cuidar el descanso y el estrés y tratar con cariño al cuerpo y a la mente. Para todo lo relativo a tu salud, escucha a un médico.',
      travel:
        'Este periodo se abre en tu palacio de los Viajes: más ocasiones de salir, moverte y conocer entornos nuevos. Momento de ampliar horizontes.',
      friends:
        'Este periodo se abre en tu palacio de los Amigos: la vida social se anima. Momento de cultivar relaciones y de descubrir con quién vale la pena estrechar lazos.',
      career:
        'Este periodo se abre en tu palacio de la Carrera: el trabajo y tu forma de hacerlo son el centro. Momento de fijar metas y ganar pericia.',
      property:
        'Este periodo se abre en tu palacio de las Propiedades: la familia y el hogar atraen la atención. Momento de ordenar y crear un espacio donde te sientas en paz.',
      spirit:
        'Este periodo se abre en tu palacio de la Fortuna: los sentimientos y las aficiones cobran más peso. Momento de cuidar tu ánimo y cultivar pasatiempos que te hagan feliz.',
      parents:
        'Este periodo se abre en tu palacio de los Padres: los lazos con padres, mayores o superiores atraen la atención, y es un buen momento para estudiar.',
    },
    mutagen: {
      lu: 'Donde cae el Hua Lu del periodo, las cosas tienden a fluir y el esfuerzo se recompensa con más facilidad; vale la pena volcarse ahí.',
      quan: 'Donde cae el Hua Quan del periodo, te apetece tomar la iniciativa; buen lugar para asumir responsabilidades y actuar con decisión.',
      ke: 'Donde cae el Hua Ke del periodo hay un buen lugar para aprender, mostrar tus talentos y forjarte una reputación.',
      ji: 'Donde cae el Hua Ji del periodo está aquello que quizá te cueste soltar y a lo que sigues dando vueltas. Ve más despacio y ten paciencia.',
    },
    luInSoul:
      'Hua Lu entra en tu palacio de la Vida: en este periodo tu actitud y tu buena disposición abren puertas con más facilidad; aprovecha el viento a favor.',
    jiInSoul:
      'Hua Ji entra en tu palacio de la Vida: en este periodo puede que te exijas mucho y pienses demasiado. Recuerda tratarte con cariño.',
  },
};
