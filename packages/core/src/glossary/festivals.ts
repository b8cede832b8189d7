/**
 * The days the almanac marks by name: festivals (tyme4ts' SolarFestival and LunarFestival),
 * mainland China's statutory holidays (LegalHoliday, some named like a festival), and the
 * seasons counted in days (数九, 三伏, 梅雨). English uses the established names (Spring
 * Festival, Dragon Boat Festival, dog days); Japanese and Korean their own for the same day.
 */
import type { GlossaryTable } from './renderings';

/** Festivals and statutory holidays, one table: the holiday 春节 is the festival 春节. */
//        zh-Hant   en   ja   ko   fr   es   de   pt   ru   it
// prettier-ignore
export const FESTIVALS: GlossaryTable = {
  元旦: ['元旦', "New Year's Day", '元日', '신정', "Jour de l'An", 'Año Nuevo', 'Neujahr', 'Ano-Novo', 'Новый год', 'Capodanno'],
  妇女节: ['婦女節', "International Women's Day", '国際女性デー', '세계 여성의 날', 'Journée internationale des femmes', 'Día Internacional de la Mujer', 'Internationaler Frauentag', 'Dia Internacional da Mulher', 'Международный женский день', 'Giornata internazionale della donna'],
  植树节: ['植樹節', 'Arbor Day', '植樹節', '식목일', "Journée de l'arbre", 'Día del Árbol', 'Tag des Baumes', 'Dia da Árvore', 'День посадки деревьев', 'Festa degli alberi'],
  劳动节: ['勞動節', 'Labour Day', 'メーデー', '노동절', 'Fête du Travail', 'Día del Trabajo', 'Tag der Arbeit', 'Dia do Trabalhador', 'День труда', 'Festa dei lavoratori'],
  青年节: ['青年節', 'Youth Day', '青年節', '청년절', 'Fête de la jeunesse', 'Día de la Juventud', 'Tag der Jugend', 'Dia da Juventude', 'День молодёжи', 'Festa della gioventù'],
  儿童节: ['兒童節', "Children's Day", '国際子どもの日', '국제 어린이날', 'Journée des enfants', 'Día del Niño', 'Kindertag', 'Dia das Crianças', 'День защиты детей', 'Giornata dei bambini'],
  建党节: ['建黨節', 'CPC Founding Day', '中国共産党創立記念日', '중국공산당 창당 기념일', 'Anniversaire du Parti communiste chinois', 'Aniversario del Partido Comunista de China', 'Gründungstag der KP Chinas', 'Aniversário do Partido Comunista da China', 'День основания КПК', 'Anniversario del Partito comunista cinese'],
  建军节: ['建軍節', 'Army Day', '建軍節', '건군절', "Fête de l'Armée", 'Día del Ejército', 'Tag der Armee', 'Dia do Exército', 'День армии', "Festa dell'Esercito"],
  教师节: ['教師節', "Teachers' Day", '教師の日', '스승의 날', 'Fête des enseignants', 'Día del Maestro', 'Lehrertag', 'Dia do Professor', 'День учителя', 'Festa degli insegnanti'],
  国庆节: ['國慶節', 'National Day', '国慶節', '국경절', 'Fête nationale', 'Día Nacional', 'Nationalfeiertag', 'Dia Nacional', 'День образования КНР', 'Festa nazionale'],
  春节: ['春節', 'Spring Festival', '春節', '춘절', 'Fête du Printemps', 'Fiesta de la Primavera', 'Frühlingsfest', 'Festival da Primavera', 'Праздник Весны', 'Festa di Primavera'],
  元宵节: ['元宵節', 'Lantern Festival', '元宵節', '원소절', 'Fête des Lanternes', 'Festival de los Faroles', 'Laternenfest', 'Festival das Lanternas', 'Праздник фонарей', 'Festa delle Lanterne'],
  龙头节: ['龍頭節', 'Dragon Raises Its Head', '龍抬頭', '용두절', 'Le Dragon lève la tête', 'El Dragón alza la cabeza', 'Der Drache hebt den Kopf', 'O Dragão ergue a cabeça', 'Дракон поднимает голову', 'Il Drago alza la testa'],
  上巳节: ['上巳節', 'Shangsi Festival', '上巳の節句', '삼짇날', 'Fête de Shangsi', 'Festival de Shangsi', 'Shangsi-Fest', 'Festival Shangsi', 'Праздник Шанси', 'Festa di Shangsi'],
  清明节: ['清明節', 'Qingming Festival', '清明節', '청명절', 'Fête de Qingming', 'Festival de Qingming', 'Qingming-Fest', 'Festival Qingming', 'Праздник Цинмин', 'Festa di Qingming'],
  端午节: ['端午節', 'Dragon Boat Festival', '端午節', '단오', 'Fête des bateaux-dragons', 'Festival del Bote del Dragón', 'Drachenbootfest', 'Festival do Barco-Dragão', 'Праздник драконьих лодок', 'Festa delle barche drago'],
  七夕节: ['七夕', 'Qixi Festival', '七夕', '칠석', 'Fête de Qixi', 'Festival Qixi', 'Qixi-Fest', 'Festival Qixi', 'Праздник Цисицзе', 'Festa di Qixi'],
  中元节: ['中元節', 'Ghost Festival', '中元節', '중원절', 'Fête des fantômes', 'Festival de los Fantasmas', 'Geisterfest', 'Festival dos Fantasmas', 'Праздник голодных духов', 'Festa dei fantasmi'],
  中秋节: ['中秋節', 'Mid-Autumn Festival', '中秋節', '추석', 'Fête de la mi-automne', 'Festival del Medio Otoño', 'Mondfest', 'Festival do Meio do Outono', 'Праздник середины осени', 'Festa di metà autunno'],
  重阳节: ['重陽節', 'Double Ninth Festival', '重陽の節句', '중양절', 'Fête du Double Neuf', 'Festival del Doble Nueve', 'Doppelneunfest', 'Festival do Duplo Nove', 'Праздник двойной девятки', 'Festa del doppio nove'],
  冬至节: ['冬至節', 'Winter Solstice Festival', '冬至', '동지', "Fête du solstice d'hiver", 'Festival del Solsticio de Invierno', 'Wintersonnenwendfest', 'Festival do Solstício de Inverno', 'Праздник зимнего солнцестояния', "Festa del solstizio d'inverno"],
  腊八节: ['臘八節', 'Laba Festival', '臘八節', '납팔절', 'Fête de Laba', 'Festival Laba', 'Laba-Fest', 'Festival Laba', 'Праздник Лаба', 'Festa di Laba'],
  除夕: ['除夕', "Lunar New Year's Eve", '旧暦大晦日', '섣달그믐', 'Réveillon du Nouvel An lunaire', 'Nochevieja lunar', 'Silvester des Mondjahres', 'Véspera do Ano-Novo Lunar', 'Канун Нового года по лунному календарю', 'Vigilia del Capodanno lunare'],
  国庆中秋: ['國慶中秋', 'National Day and Mid-Autumn', '国慶節・中秋節', '국경절·추석', 'Fête nationale et mi-automne', 'Día Nacional y Medio Otoño', 'Nationalfeiertag und Mondfest', 'Dia Nacional e Meio do Outono', 'День КНР и Праздник середины осени', 'Festa nazionale e metà autunno'],
  抗战胜利日: ['抗戰勝利日', 'Victory Day of the War of Resistance', '抗日戦争勝利記念日', '항일전쟁 승리 기념일', 'Jour de la victoire de la guerre de résistance', 'Día de la Victoria de la Guerra de Resistencia', 'Tag des Sieges im Widerstandskrieg', 'Dia da Vitória na Guerra de Resistência', 'День победы в войне сопротивления', 'Giorno della vittoria nella guerra di resistenza'],
};

/**
 * 数九 (the nine Nines from the winter solstice), 三伏 (the dog days) and 梅雨 (the plum
 * rains; 入梅 names the season, 出梅 its last day). A page adds the day of the season.
 */
// prettier-ignore
export const SEASONS: GlossaryTable = {
  一九: ['一九', '1st Nine of winter', '一九', '겨울 1구', "1er Neuf de l'hiver", '1.er Nueve del invierno', '1. Neun des Winters', '1.º Nove do inverno', '1-я зимняя девятка', "1° Nove d'inverno"],
  二九: ['二九', '2nd Nine of winter', '二九', '겨울 2구', "2e Neuf de l'hiver", '2.º Nueve del invierno', '2. Neun des Winters', '2.º Nove do inverno', '2-я зимняя девятка', "2° Nove d'inverno"],
  三九: ['三九', '3rd Nine of winter', '三九', '겨울 3구', "3e Neuf de l'hiver", '3.er Nueve del invierno', '3. Neun des Winters', '3.º Nove do inverno', '3-я зимняя девятка', "3° Nove d'inverno"],
  四九: ['四九', '4th Nine of winter', '四九', '겨울 4구', "4e Neuf de l'hiver", '4.º Nueve del invierno', '4. Neun des Winters', '4.º Nove do inverno', '4-я зимняя девятка', "4° Nove d'inverno"],
  五九: ['五九', '5th Nine of winter', '五九', '겨울 5구', "5e Neuf de l'hiver", '5.º Nueve del invierno', '5. Neun des Winters', '5.º Nove do inverno', '5-я зимняя девятка', "5° Nove d'inverno"],
  六九: ['六九', '6th Nine of winter', '六九', '겨울 6구', "6e Neuf de l'hiver", '6.º Nueve del invierno', '6. Neun des Winters', '6.º Nove do inverno', '6-я зимняя девятка', "6° Nove d'inverno"],
  七九: ['七九', '7th Nine of winter', '七九', '겨울 7구', "7e Neuf de l'hiver", '7.º Nueve del invierno', '7. Neun des Winters', '7.º Nove do inverno', '7-я зимняя девятка', "7° Nove d'inverno"],
  八九: ['八九', '8th Nine of winter', '八九', '겨울 8구', "8e Neuf de l'hiver", '8.º Nueve del invierno', '8. Neun des Winters', '8.º Nove do inverno', '8-я зимняя девятка', "8° Nove d'inverno"],
  九九: ['九九', '9th Nine of winter', '九九', '겨울 9구', "9e Neuf de l'hiver", '9.º Nueve del invierno', '9. Neun des Winters', '9.º Nove do inverno', '9-я зимняя девятка', "9° Nove d'inverno"],
  初伏: ['初伏', 'First dog days', '初伏', '초복', 'Premiers jours caniculaires', 'Canícula inicial', 'Erste Hundstage', 'Canícula inicial', 'Первый период жары', 'Canicola iniziale'],
  中伏: ['中伏', 'Middle dog days', '中伏', '중복', 'Jours caniculaires du milieu', 'Canícula media', 'Mittlere Hundstage', 'Canícula média', 'Средний период жары', 'Canicola centrale'],
  末伏: ['末伏', 'Last dog days', '末伏', '말복', 'Derniers jours caniculaires', 'Canícula final', 'Letzte Hundstage', 'Canícula final', 'Последний период жары', 'Canicola finale'],
  入梅: ['入梅', 'Plum rain season', '梅雨', '장마', 'Saison des pluies des prunes', 'Temporada de lluvias de ciruela', 'Pflaumenregenzeit', 'Estação das chuvas das ameixas', 'Сезон сливовых дождей', 'Stagione delle piogge delle prugne'],
  出梅: ['出梅', 'End of the plum rains', '梅雨明け', '장마 끝', 'Fin des pluies des prunes', 'Fin de las lluvias de ciruela', 'Ende des Pflaumenregens', 'Fim das chuvas das ameixas', 'Конец сливовых дождей', 'Fine delle piogge delle prugne'],
};
