/**
 * The sky the almanac reads: the 二十八宿 (lunar mansions, by their one-character names)
 * and the 二十四节气. English uses the usual astronomy names ("Horn", "Hairy Head",
 * "Awakening of Insects"); Japanese the 宿 and 節気 as its calendars print them.
 */
import type { GlossaryTable } from './renderings';

/** 二十八宿 */
//       zh-Hant  en                 ja      ko      fr                    es                   de                       pt                   ru                    it
// prettier-ignore
export const MANSIONS: GlossaryTable = {
  角: ['角', 'Horn', '角宿', '각수', 'Corne', 'Cuerno', 'Horn', 'Chifre', 'Рог', 'Corno'],
  亢: ['亢', 'Neck', '亢宿', '항수', 'Cou', 'Cuello', 'Hals', 'Pescoço', 'Шея', 'Collo'],
  氐: ['氐', 'Root', '氐宿', '저수', 'Racine', 'Raíz', 'Wurzel', 'Raiz', 'Корень', 'Radice'],
  房: ['房', 'Room', '房宿', '방수', 'Chambre', 'Habitación', 'Kammer', 'Quarto', 'Дом', 'Stanza'],
  心: ['心', 'Heart', '心宿', '심수', 'Cœur', 'Corazón', 'Herz', 'Coração', 'Сердце', 'Cuore'],
  尾: ['尾', 'Tail', '尾宿', '미수', 'Queue', 'Cola', 'Schwanz', 'Cauda', 'Хвост', 'Coda'],
  箕: ['箕', 'Winnowing Basket', '箕宿', '기수', 'Van', 'Aventador', 'Worfelkorb', 'Joeira', 'Веялка', 'Vaglio'],
  斗: ['斗', 'Dipper', '斗宿', '두수', 'Boisseau', 'Cucharón', 'Scheffel', 'Concha', 'Ковш', 'Mestolo'],
  牛: ['牛', 'Ox', '牛宿', '우수', 'Bœuf', 'Buey', 'Rind', 'Boi', 'Бык', 'Bue'],
  女: ['女', 'Girl', '女宿', '여수', 'Jeune fille', 'Muchacha', 'Mädchen', 'Moça', 'Дева', 'Fanciulla'],
  虚: ['虛', 'Emptiness', '虚宿', '허수', 'Vide', 'Vacío', 'Leere', 'Vazio', 'Пустота', 'Vuoto'],
  危: ['危', 'Rooftop', '危宿', '위수', 'Toit', 'Tejado', 'Dach', 'Telhado', 'Крыша', 'Tetto'],
  室: ['室', 'Encampment', '室宿', '실수', 'Campement', 'Campamento', 'Lager', 'Acampamento', 'Стан', 'Accampamento'],
  壁: ['壁', 'Wall', '壁宿', '벽수', 'Mur', 'Muro', 'Wand', 'Muro', 'Стена', 'Muro'],
  奎: ['奎', 'Legs', '奎宿', '규수', 'Jambes', 'Piernas', 'Beine', 'Pernas', 'Ноги', 'Gambe'],
  娄: ['婁', 'Bond', '婁宿', '누수', 'Lien', 'Vínculo', 'Band', 'Laço', 'Узы', 'Legame'],
  胃: ['胃', 'Stomach', '胃宿', '위수', 'Estomac', 'Estómago', 'Magen', 'Estômago', 'Желудок', 'Stomaco'],
  昴: ['昴', 'Hairy Head', '昴宿', '묘수', 'Chevelure', 'Cabellera', 'Haarschopf', 'Cabeleira', 'Волосы', 'Chioma'],
  毕: ['畢', 'Net', '畢宿', '필수', 'Filet', 'Red', 'Netz', 'Rede', 'Сеть', 'Rete'],
  觜: ['觜', 'Turtle Beak', '觜宿', '자수', 'Bec de tortue', 'Pico de tortuga', 'Schildkrötenschnabel', 'Bico de tartaruga', 'Клюв черепахи', 'Becco di tartaruga'],
  参: ['參', 'Three Stars', '参宿', '삼수', 'Trois étoiles', 'Tres estrellas', 'Drei Sterne', 'Três estrelas', 'Три звезды', 'Tre stelle'],
  井: ['井', 'Well', '井宿', '정수', 'Puits', 'Pozo', 'Brunnen', 'Poço', 'Колодец', 'Pozzo'],
  鬼: ['鬼', 'Ghost', '鬼宿', '귀수', 'Fantôme', 'Fantasma', 'Geist', 'Fantasma', 'Дух', 'Spettro'],
  柳: ['柳', 'Willow', '柳宿', '유수', 'Saule', 'Sauce', 'Weide', 'Salgueiro', 'Ива', 'Salice'],
  星: ['星', 'Star', '星宿', '성수', 'Étoile', 'Estrella', 'Stern', 'Estrela', 'Звезда', 'Stella'],
  张: ['張', 'Extended Net', '張宿', '장수', 'Filet tendu', 'Red extendida', 'Ausgespanntes Netz', 'Rede estendida', 'Раскинутая сеть', 'Rete tesa'],
  翼: ['翼', 'Wings', '翼宿', '익수', 'Ailes', 'Alas', 'Flügel', 'Asas', 'Крылья', 'Ali'],
  轸: ['軫', 'Chariot', '軫宿', '진수', 'Char', 'Carro', 'Wagen', 'Carro', 'Колесница', 'Carro'],
};

/** 二十四节气, in tyme4ts' order (from 冬至). */
// prettier-ignore
export const SOLAR_TERMS: GlossaryTable = {
  冬至: ['冬至', 'Winter Solstice', '冬至', '동지', "Solstice d'hiver", 'Solsticio de invierno', 'Wintersonnenwende', 'Solstício de inverno', 'Зимнее солнцестояние', "Solstizio d'inverno"],
  小寒: ['小寒', 'Minor Cold', '小寒', '소한', 'Petit froid', 'Frío menor', 'Kleine Kälte', 'Frio menor', 'Малые холода', 'Freddo minore'],
  大寒: ['大寒', 'Major Cold', '大寒', '대한', 'Grand froid', 'Frío mayor', 'Große Kälte', 'Frio maior', 'Большие холода', 'Freddo maggiore'],
  立春: ['立春', 'Start of Spring', '立春', '입춘', 'Début du printemps', 'Inicio de la primavera', 'Frühlingsanfang', 'Início da primavera', 'Начало весны', 'Inizio della primavera'],
  雨水: ['雨水', 'Rain Water', '雨水', '우수', 'Eau de pluie', 'Agua de lluvia', 'Regenwasser', 'Água da chuva', 'Дождевая вода', 'Acqua piovana'],
  惊蛰: ['驚蟄', 'Awakening of Insects', '啓蟄', '경칩', 'Réveil des insectes', 'Despertar de los insectos', 'Erwachen der Insekten', 'Despertar dos insetos', 'Пробуждение насекомых', 'Risveglio degli insetti'],
  春分: ['春分', 'Spring Equinox', '春分', '춘분', 'Équinoxe de printemps', 'Equinoccio de primavera', 'Frühlingsäquinoktium', 'Equinócio da primavera', 'Весеннее равноденствие', 'Equinozio di primavera'],
  清明: ['清明', 'Pure Brightness', '清明', '청명', 'Clarté pure', 'Claridad pura', 'Reine Helligkeit', 'Claridade pura', 'Чистый свет', 'Chiarezza pura'],
  谷雨: ['穀雨', 'Grain Rain', '穀雨', '곡우', 'Pluie des grains', 'Lluvia de grano', 'Kornregen', 'Chuva dos grãos', 'Хлебные дожди', 'Pioggia del grano'],
  立夏: ['立夏', 'Start of Summer', '立夏', '입하', "Début de l'été", 'Inicio del verano', 'Sommeranfang', 'Início do verão', 'Начало лета', "Inizio dell'estate"],
  小满: ['小滿', 'Grain Buds', '小満', '소만', 'Petite plénitude', 'Grano pequeño', 'Kleine Fülle', 'Grão pequeno', 'Малое изобилие', 'Piccola pienezza'],
  芒种: ['芒種', 'Grain in Ear', '芒種', '망종', 'Grain en épi', 'Grano en espiga', 'Ährenkorn', 'Grão em espiga', 'Колошение хлебов', 'Grano in spiga'],
  夏至: ['夏至', 'Summer Solstice', '夏至', '하지', "Solstice d'été", 'Solsticio de verano', 'Sommersonnenwende', 'Solstício de verão', 'Летнее солнцестояние', "Solstizio d'estate"],
  小暑: ['小暑', 'Minor Heat', '小暑', '소서', 'Petite chaleur', 'Calor menor', 'Kleine Hitze', 'Calor menor', 'Малая жара', 'Caldo minore'],
  大暑: ['大暑', 'Major Heat', '大暑', '대서', 'Grande chaleur', 'Calor mayor', 'Große Hitze', 'Calor maior', 'Большая жара', 'Caldo maggiore'],
  立秋: ['立秋', 'Start of Autumn', '立秋', '입추', "Début de l'automne", 'Inicio del otoño', 'Herbstanfang', 'Início do outono', 'Начало осени', "Inizio dell'autunno"],
  处暑: ['處暑', 'End of Heat', '処暑', '처서', 'Fin des chaleurs', 'Fin del calor', 'Ende der Hitze', 'Fim do calor', 'Конец жары', 'Fine del caldo'],
  白露: ['白露', 'White Dew', '白露', '백로', 'Rosée blanche', 'Rocío blanco', 'Weißer Tau', 'Orvalho branco', 'Белые росы', 'Rugiada bianca'],
  秋分: ['秋分', 'Autumn Equinox', '秋分', '추분', "Équinoxe d'automne", 'Equinoccio de otoño', 'Herbstäquinoktium', 'Equinócio de outono', 'Осеннее равноденствие', "Equinozio d'autunno"],
  寒露: ['寒露', 'Cold Dew', '寒露', '한로', 'Rosée froide', 'Rocío frío', 'Kalter Tau', 'Orvalho frio', 'Холодные росы', 'Rugiada fredda'],
  霜降: ['霜降', "Frost's Descent", '霜降', '상강', 'Descente du givre', 'Descenso de la escarcha', 'Reiffall', 'Descida da geada', 'Выпадение инея', 'Discesa della brina'],
  立冬: ['立冬', 'Start of Winter', '立冬', '입동', "Début de l'hiver", 'Inicio del invierno', 'Winteranfang', 'Início do inverno', 'Начало зимы', "Inizio dell'inverno"],
  小雪: ['小雪', 'Minor Snow', '小雪', '소설', 'Petite neige', 'Nieve menor', 'Kleiner Schnee', 'Neve menor', 'Малые снега', 'Neve minore'],
  大雪: ['大雪', 'Major Snow', '大雪', '대설', 'Grande neige', 'Nieve mayor', 'Großer Schnee', 'Neve maior', 'Большие снега', 'Neve maggiore'],
};
