import type { ReadingTexts } from '../types';

/** La lectura en español, escrita a partir del original chino: cálida, concreta, para reflexionar y nunca como destino. */
export const texts: ReadingTexts = {
  'list.separator': ', ',
  'relation.name': '{{kind}}: {{members}}',
  'relation.joiner': ' – ',

  'element.木': 'Madera',
  'element.火': 'Fuego',
  'element.土': 'Tierra',
  'element.金': 'Metal',
  'element.水': 'Agua',
  'god.比肩': 'Compañero',
  'god.劫财': 'Ladrón de riqueza',
  'god.正印': 'Recurso directo',
  'god.偏印': 'Recurso indirecto',
  'god.食神': 'Dios de la comida',
  'god.伤官': 'Oficial hiriente',
  'god.正财': 'Riqueza directa',
  'god.偏财': 'Riqueza indirecta',
  'god.正官': 'Oficial directo',
  'god.七杀': 'Siete asesinos',
  'category.peer': 'Compañeros',
  'category.resource': 'Recurso',
  'category.output': 'Expresión',
  'category.wealth': 'Riqueza',
  'category.officer': 'Autoridad',

  'level.veryWeak': 'Muy débil',
  'level.weak': 'Débil',
  'level.balanced': 'Equilibrado',
  'level.strong': 'Fuerte',
  'level.veryStrong': 'Muy fuerte',

  'strength.season.prosperous':
    'Nacimiento en el mes {{branch}}, cuando el {{element}} está en su apogeo: la estación comparte el elemento del maestro del día (+{{points}}).',
  'strength.season.supported':
    'Nacimiento en el mes {{branch}}, cuyo {{element}} nutre al maestro del día: la estación lo sostiene (+{{points}}).',
  'strength.season.resting':
    'Nacimiento en el mes {{branch}}, cuyo {{element}} es nutrido por el maestro del día: la estación consume parte de su fuerza (+{{points}}).',
  'strength.season.confined':
    'Nacimiento en el mes {{branch}}, cuyo {{element}} el maestro del día debe controlar: la estación lo cansa (+{{points}}).',
  'strength.season.dead':
    'Nacimiento en el mes {{branch}}, cuyo {{element}} controla al maestro del día: la estación juega en su contra (+{{points}}).',
  'strength.roots.found':
    'Los troncos ocultos {{stems}} de las ramas dan raíz o nutren al maestro del día (+{{points}}).',
  'strength.roots.none': 'Ningún tronco oculto de las ramas da raíz ni nutre al maestro del día (+0).',
  'strength.stems.found': 'Los troncos {{stems}} acompañan al maestro del día y lo ayudan (+{{points}}).',
  'strength.stems.none': 'Ninguno de los demás troncos ayuda al maestro del día (+0).',

  'pattern.name.zhengGuan': 'Estructura de Oficial directo',
  'pattern.name.qiSha': 'Estructura de Siete asesinos',
  'pattern.name.zhengCai': 'Estructura de Riqueza directa',
  'pattern.name.pianCai': 'Estructura de Riqueza indirecta',
  'pattern.name.shiShen': 'Estructura de Dios de la comida',
  'pattern.name.shangGuan': 'Estructura de Oficial hiriente',
  'pattern.name.zhengYin': 'Estructura de Recurso directo',
  'pattern.name.pianYin': 'Estructura de Recurso indirecto',
  'pattern.name.jianLu': 'Estructura de Prosperidad establecida',
  'pattern.name.yueRen': 'Estructura de Filo del mes',
  'pattern.name.followWealth': 'Estructura que sigue a la Riqueza',
  'pattern.name.followOfficer': 'Estructura que sigue a la Autoridad',
  'pattern.name.followOutput': 'Estructura que sigue a la Expresión',
  'pattern.name.dominant': 'Estructura de elemento dominante',
  'pattern.about.zhengGuan':
    'El orden y la justicia te salen de forma natural; te gusta conocer las reglas y responder por los resultados.',
  'pattern.about.qiSha':
    'La presión y el valor llegan juntos: das un paso al frente cuando importa, y te conviene aprender cuándo aflojar.',
  'pattern.about.zhengCai':
    'Con sentido práctico y constancia, valoras construir con paciencia y las promesas que se pueden cumplir.',
  'pattern.about.pianCai':
    'Detectas enseguida las oportunidades y a las personas, y disfrutas probando más de un camino.',
  'pattern.about.shiShen':
    'Con un carácter relajado y expresivo, tienes buen gusto y disfrutas haciendo las cosas con belleza.',
  'pattern.about.shangGuan':
    'Ágil y original, no te gustan los caminos trillados; tus ideas suelen llegar antes que las de los demás.',
  'pattern.about.zhengYin':
    'El aprendizaje y el buen nombre te importan; eres paciente y a menudo encuentras el apoyo de mentores.',
  'pattern.about.pianYin':
    'Con intuición e independencia de pensamiento, puedes perderte con gusto en una materia especializada.',
  'pattern.about.jianLu':
    'El mes es el terreno propio del maestro del día: sueles abrirte camino con tus propias manos.',
  'pattern.about.yueRen':
    'El mes le da al maestro del día su filo más agudo: un carácter intenso y con empuje de sobra, mejor dirigido hacia lo que de verdad cuenta.',
  'pattern.about.followWealth':
    'Un maestro del día sin raíz se deja llevar por la Riqueza que llena la carta: encuentras tu lugar leyendo la situación y con sentido práctico.',
  'pattern.about.followOfficer':
    'Un maestro del día sin raíz se deja llevar por la Autoridad que llena la carta: las estructuras claras te permiten tomar prestada su fuerza.',
  'pattern.about.followOutput':
    'Un maestro del día sin raíz se deja llevar por la Expresión que llena la carta: el talento y la expresión son tu cauce natural.',
  'pattern.about.dominant':
    'Un solo elemento, {{element}}, domina toda la carta sin nada que lo contenga: trabajar a favor de esa corriente es lo más natural.',
  'pattern.reason.main':
    'El tronco oculto principal del mes {{branch}}, {{stem}}, es {{tenGod}}: la estructura se lee a partir de él.',
  'pattern.reason.shown':
    '{{stem}}, oculto en el mes {{branch}}, aparece entre los troncos como {{tenGod}}: la estructura se lee a partir de él.',
  'pattern.reason.peerMonth':
    'El qi principal del mes {{branch}} es el propio elemento del maestro del día, así que su tronco oculto {{stem}} ({{tenGod}}) define la estructura.',
  'pattern.reason.lu':
    'El maestro del día nació en el mes {{branch}}, su lugar de prosperidad (lín guān, «toma de cargo»).',
  'pattern.reason.ren': 'El maestro del día nació en el mes {{branch}}, su lugar de máxima fuerza (dì wàng, «apogeo»).',
  'pattern.reason.followWealth':
    'El maestro del día es muy débil: ninguna rama contiene su propio elemento como raíz y ningún tronco lo ayuda, mientras que la Riqueza es lo que más pesa.',
  'pattern.reason.followOfficer':
    'El maestro del día es muy débil: ninguna rama contiene su propio elemento como raíz y ningún tronco lo ayuda, mientras que la Autoridad es lo que más pesa.',
  'pattern.reason.followOutput':
    'El maestro del día es muy débil: ninguna rama contiene su propio elemento como raíz y ningún tronco lo ayuda, mientras que la Expresión es lo que más pesa.',
  'pattern.reason.dominant':
    'El maestro del día de {{element}} gobierna su propia estación y no encuentra Autoridad en ningún lugar de la carta.',

  'balance.followWealth': 'A una carta que sigue a la Riqueza la sirve la propia Riqueza.',
  'balance.followOfficer': 'A una carta que sigue a la Autoridad la sirve la propia Autoridad.',
  'balance.followOutput': 'A una carta que sigue a la Expresión la sirve la propia Expresión.',
  'balance.dominant': 'A una carta dominante la sirve su propio elemento, acompañando su fuerza.',
  'balance.strongPeers':
    'A un maestro del día fuerte y rodeado de Compañeros, lo que mejor le da forma es la Autoridad.',
  'balance.strongResource':
    'A un maestro del día fuerte y cargado de Recurso, lo que mejor lo equilibra es la Riqueza.',
  'balance.weakOfficer':
    'A un maestro del día débil, presionado sobre todo por la Autoridad, lo alivia el Recurso, que convierte esa presión en apoyo.',
  'balance.weakWealth':
    'A un maestro del día débil, exigido sobre todo por la Riqueza, lo ayudan los Compañeros que reparten la carga.',
  'balance.weakOutput': 'A un maestro del día débil, agotado sobre todo por la Expresión, lo restaura el Recurso.',
  'balance.balancedScarce':
    'Una carta equilibrada solo contiene {{count}} de {{element}}: reforzar lo que escasea es lo que más ayuda.',
  'balance.balancedExcess':
    'Una carta equilibrada ya contiene {{count}} de {{element}}: añadir más la desequilibraría.',
  'balance.climate.winter':
    'Clima: con un nacimiento en invierno y solo {{count}} de Fuego en la carta, el frío pide {{element}} que la caliente.',
  'balance.climate.summer':
    'Clima: con un nacimiento en verano y solo {{count}} de Agua en la carta, el calor pide {{element}} que la refresque.',
  'balance.helps': 'Nutre al elemento útil, {{element}}, o trabaja a su lado.',
  'balance.against.strong': 'Haría aún más fuerte a un maestro del día que ya lo es, y lo desequilibraría.',
  'balance.against.weak': 'Añadiría presión a un maestro del día ya de por sí delicado.',
  'balance.against.follow': 'Empujaría a un maestro del día sin raíz a nadar contra la corriente que sigue.',
  'balance.against.dominant': 'Chocaría con el único elemento que sostiene la carta.',

  'personality.element.木':
    'Un maestro del día de Madera crece como un árbol: bondadoso de corazón, idealista y de una tenacidad serena.',
  'personality.element.火':
    'Un maestro del día de Fuego es cálido, directo y contagioso, y se alegra de llevar luz a quienes lo rodean.',
  'personality.element.土':
    'Un maestro del día de Tierra es estable, fiable y fiel a su palabra: alguien en quien los demás se apoyan.',
  'personality.element.金':
    'Un maestro del día de Metal es decidido y de principios, leal, y le gustan las cosas bien hechas y limpias.',
  'personality.element.水':
    'Un maestro del día de Agua es listo, adaptable y observador, y encuentra un rodeo allí donde otros se detienen.',
  'personality.output':
    'Expresión fuerte: expresar y crear son tus dones; dales una salida a tus ideas y la vida se siente más amplia.',
  'personality.officer':
    'Autoridad fuerte: con disciplina y sentido de la responsabilidad, te exiges mucho; date permiso para respirar de vez en cuando.',
  'personality.resource':
    'Recurso fuerte: te encanta pensar y aprender, y la calma interior te importa; guarda algo de tiempo para ti.',
  'personality.peer':
    'Compañeros fuertes: independencia y seguridad en tus opiniones; escuchar otras voces hace tu juicio más completo.',
  'personality.strong':
    'Un maestro del día fuerte: voluntad firme y acción rápida; escuchar y compartir el liderazgo ayuda a que los demás entiendan tu fuerza.',
  'personality.weak':
    'Un maestro del día más suave: perceptivo y sensible a los demás; poner límites y cuidarte importa igual.',

  'career.officer':
    'La Autoridad aparece entre los troncos: te va bien donde los papeles están claros, como en la gestión, el servicio público o una profesión reglada.',
  'career.output':
    'La Expresión aparece entre los troncos: el trabajo técnico, creativo y expresivo deja ver tu talento; tu obra habla por ti.',
  'career.wealth':
    'La Riqueza aparece entre los troncos: sabes leer los recursos y los mercados; vale la pena mirar hacia los negocios, las ventas o las finanzas.',
  'career.resource':
    'El Recurso aparece entre los troncos: la educación, la investigación, la asesoría y el cuidado, campos que premian la paciencia, encajan contigo.',
  'career.peer':
    'Los Compañeros aparecen entre los troncos: trabajas bien codo con codo con socios, o por tu cuenta a partir de tu propia destreza.',
  'career.monthClash':
    'El pilar del mes choca dentro de la carta: tu entorno laboral puede cambiar a menudo; toma cada cambio como una ocasión para replantear.',
  'career.general':
    'No existe una única carrera correcta: toma estas tendencias como pistas y contrástalas con tus intereses y tus circunstancias.',

  'wealth.outputFeeds':
    'La Expresión nutre a la Riqueza: convertir tu oficio, tus conocimientos y tus ideas en ingresos es un camino natural para ti.',
  'wealth.strongCarries':
    'Un maestro del día fuerte puede sostener la Riqueza: tienes temple para aprovechar las oportunidades; un plan claro las mantiene estables.',
  'wealth.weakCarries':
    'Mucha Riqueza para un maestro del día delicado: abundan las oportunidades, pero es fácil dispersarse; ve a tu ritmo y asóciate con gente de confianza.',
  'wealth.peersShare':
    'Compañeros fuertes: el dinero suele circular entre amistades; acuerda de antemano las condiciones para compartir o prestar.',
  'wealth.little':
    'La Riqueza queda en segundo plano: puede que el dinero no sea tu principal motor, y unas buenas bases de presupuesto y ahorro te sirven bien.',
  'wealth.general':
    'A largo plazo, diversificado y dentro de tus posibilidades: esa es una base sólida; son tendencias, nunca la promesa de ningún rendimiento.',

  'relationships.dayClash':
    'La rama del día (el palacio de la pareja) sufre un choque: las relaciones cercanas pueden llevar ritmos distintos; hablad a menudo y dejaos espacio.',
  'relationships.dayCombine':
    'La rama del día se combina: valoras los sentimientos y los vínculos de siempre, y creas conexiones profundas con facilidad.',
  'relationships.peers':
    'Compañeros fuertes: una vena competitiva aparece también en las relaciones; compartir el mérito y mostrar tu lado tierno acerca a la gente.',
  'relationships.officer':
    'Autoridad fuerte: exigencias altas contigo y con tu pareja; un poco más de comprensión aligera las cosas.',
  'relationships.candid':
    'El Oficial hiriente aparece entre los troncos: hablas claro y vas al grano; primero reconoce, luego sugiere, y te escucharán.',
  'relationships.general':
    'Una relación es algo que dos personas construyen juntas; estas tendencias solo te invitan a fijarte en tus propios hábitos.',

  'health.element.木':
    'A la Madera le gusta estirarse: estirar con regularidad y pasar tiempo en la naturaleza dan salida a las emociones.',
  'health.element.火':
    'El Fuego va caliente: cuida el sueño y los altibajos de ánimo, y reserva tiempo para estar de verdad en calma.',
  'health.element.土': 'La Tierra digiere: comidas regulares y en su justa medida, y tu cuerpo te agradecerá el ritmo.',
  'health.element.金':
    'El Metal es nítido: respirar despacio ayuda, y también abrigarse y mantenerse hidratado cuando cambian las estaciones.',
  'health.element.水': 'El Agua almacena: protege tu sueño, abrígate y no tires de reservas durante mucho tiempo.',
  'health.strong': 'Con energía de sobra es fácil pasarse; aumenta el ejercicio y el trabajo poco a poco.',
  'health.weak':
    'Tu energía agradece que la reúnas con cuidado: equilibra trabajo y descanso, y muévete con suavidad pero a menudo.',
  'health.general':
    'Son solo reflexiones sobre el estilo de vida; ante cualquier duda sobre tu salud, consulta a un médico titulado.',

  'fortune.beforeDecades': 'Los pilares de suerte aún no han comenzado: el primero empieza el {{date}}.',
  'fortune.clash.day':
    'Choca con el pilar del día ({{relations}}): el hogar y las relaciones cercanas pueden cambiar; habla más y reacciona menos.',
  'fortune.clash.month':
    'Choca con el pilar del mes ({{relations}}): el trabajo o el entorno pueden moverse; planificar con tiempo te da tranquilidad.',
  'fortune.clash.year':
    'Choca con el pilar del año ({{relations}}): los lazos con los mayores, la familia o los círculos más amplios merecen un cuidado especial.',
  'fortune.clash.hour':
    'Choca con el pilar de la hora ({{relations}}): los planes y proyectos personales pueden necesitar un nuevo enfoque.',
  'fortune.stemClash.day':
    'Choca con el tronco del día ({{relations}}): puede costarte elegir entre opciones; date algo más de tiempo para decidir.',
  'fortune.combine.day':
    'Se combina con el pilar del día ({{relations}}): favorable para nuevas conexiones y asociaciones; procura no dejarte llevar por el compromiso.',
  'fortune.combine.month':
    'Se combina con el pilar del mes ({{relations}}): suelen aparecer personas y oportunidades con las que colaborar.',
  'fortune.punish.day':
    'Castiga la rama del día ({{relations}}): los pequeños roces pueden multiplicarse; ve más despacio y cuida los detalles.',
  'fortune.flow.good':
    'El tronco {{stem}} ({{stemElement}}) y la rama {{branch}} ({{branchElement}}) traen elementos que la carta acoge bien: buen momento para avanzar en lo que quieres.',
  'fortune.flow.leanGood':
    'El tronco {{stem}} ({{stemElement}}) y la rama {{branch}} ({{branchElement}}) se inclinan a favor: conviene un avance constante.',
  'fortune.flow.even':
    'El tronco {{stem}} ({{stemElement}}) y la rama {{branch}} ({{branchElement}}) están parejos o mezclados: ve paso a paso.',
  'fortune.flow.leanHard':
    'El tronco {{stem}} ({{stemElement}}) y la rama {{branch}} ({{branchElement}}) se inclinan en contra: deja algo de margen.',
  'fortune.flow.hard':
    'El tronco {{stem}} ({{stemElement}}) y la rama {{branch}} ({{branchElement}}) traen elementos que a la carta le cuestan: tiempo de consolidar, sin necesidad de correr.',
};
