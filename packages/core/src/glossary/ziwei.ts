/**
 * The rest of a 紫微斗数 board as iztro writes it: the palaces (and the period names of a
 * horoscope), star brightness, the four transformations (四化) and the 五行局. Palaces
 * take their usual English names ("Life", "Career"); brightness reads as a short
 * strength; 四化 keep their pinyin (Hua Lu, Hua Quan …) as books write them.
 */
import type { GlossaryTable } from './renderings';

//          zh-Hant  en           ja      ko      fr            es            de              pt            ru                   it
// prettier-ignore
export const ZIWEI_PALACES: GlossaryTable = {
  命宫: ['命宮', 'Life', '命宮', '명궁', 'Vie', 'Vida', 'Leben', 'Vida', 'Жизнь', 'Vita'],
  身宫: ['身宮', 'Body', '身宮', '신궁', 'Corps', 'Cuerpo', 'Körper', 'Corpo', 'Тело', 'Corpo'],
  兄弟: ['兄弟', 'Siblings', '兄弟', '형제', 'Fratrie', 'Hermanos', 'Geschwister', 'Irmãos', 'Братья и сёстры', 'Fratelli'],
  夫妻: ['夫妻', 'Spouse', '夫妻', '부처', 'Conjoint', 'Pareja', 'Ehe', 'Cônjuge', 'Супруги', 'Coniuge'],
  子女: ['子女', 'Children', '子女', '자녀', 'Enfants', 'Hijos', 'Kinder', 'Filhos', 'Дети', 'Figli'],
  财帛: ['財帛', 'Wealth', '財帛', '재백', 'Richesse', 'Riqueza', 'Reichtum', 'Riqueza', 'Богатство', 'Ricchezza'],
  疾厄: ['疾厄', 'Health', '疾厄', '질액', 'Santé', 'Salud', 'Gesundheit', 'Saúde', 'Здоровье', 'Salute'],
  迁移: ['遷移', 'Travel', '遷移', '천이', 'Voyages', 'Viajes', 'Reisen', 'Viagens', 'Путешествия', 'Viaggi'],
  仆役: ['僕役', 'Friends', '奴僕', '노복', 'Amis', 'Amigos', 'Freunde', 'Amigos', 'Друзья', 'Amici'],
  官禄: ['官祿', 'Career', '官禄', '관록', 'Carrière', 'Carrera', 'Karriere', 'Carreira', 'Карьера', 'Carriera'],
  田宅: ['田宅', 'Property', '田宅', '전택', 'Biens', 'Propiedades', 'Besitz', 'Imóveis', 'Имущество', 'Proprietà'],
  福德: ['福德', 'Fortune', '福徳', '복덕', 'Bonheur', 'Fortuna', 'Glück', 'Fortuna', 'Благополучие', 'Fortuna'],
  父母: ['父母', 'Parents', '父母', '부모', 'Parents', 'Padres', 'Eltern', 'Pais', 'Родители', 'Genitori'],
  来因: ['來因', 'Origin', '来因', '래인', 'Origine', 'Origen', 'Ursprung', 'Origem', 'Истоки', 'Origine'],
  童限: ['童限', 'Childhood', '童限', '동한', 'Enfance', 'Infancia', 'Kindheit', 'Infância', 'Детство', 'Infanzia'],
  大限: ['大限', 'Decade', '大限', '대한', 'Décennie', 'Década', 'Dekade', 'Década', 'Десятилетие', 'Decennio'],
  小限: ['小限', 'Minor Period', '小限', '소한', 'Petite période', 'Período menor', 'Kleine Periode', 'Período menor', 'Малый период', 'Periodo minore'],
  流年: ['流年', 'Year', '流年', '유년', 'Année', 'Año', 'Jahr', 'Ano', 'Год', 'Anno'],
  流月: ['流月', 'Month', '流月', '유월', 'Mois', 'Mes', 'Monat', 'Mês', 'Месяц', 'Mese'],
  流日: ['流日', 'Day', '流日', '유일', 'Jour', 'Día', 'Tag', 'Dia', 'День', 'Giorno'],
  流时: ['流時', 'Hour', '流時', '유시', 'Heure', 'Hora', 'Stunde', 'Hora', 'Час', 'Ora'],
};

/** 庙 旺 得 利 平 不 陷: a star's strength in its palace, strongest first. */
// prettier-ignore
export const ZIWEI_BRIGHTNESS: GlossaryTable = {
  庙: ['廟', 'Bright', '廟', '묘', 'Éclat', 'Brillo', 'Glanz', 'Brilho', 'Сияние', 'Splendore'],
  旺: ['旺', 'Strong', '旺', '왕', 'Fort', 'Fuerte', 'Stark', 'Forte', 'Сила', 'Forte'],
  得: ['得', 'Good', '得', '득', 'Bon', 'Bueno', 'Gut', 'Bom', 'Хорошо', 'Buono'],
  利: ['利', 'Fair', '利', '리', 'Correct', 'Aceptable', 'Passabel', 'Razoável', 'Сносно', 'Discreto'],
  平: ['平', 'Even', '平', '평', 'Neutre', 'Neutro', 'Neutral', 'Neutro', 'Ровно', 'Neutro'],
  不: ['不', 'Weak', '不', '불', 'Faible', 'Débil', 'Schwach', 'Fraco', 'Слабо', 'Debole'],
  陷: ['陷', 'Fallen', '陥', '함', 'Déchu', 'Caído', 'Gefallen', 'Caído', 'Упадок', 'Caduto'],
};

/** 四化 */
// prettier-ignore
export const ZIWEI_MUTAGENS: GlossaryTable = {
  禄: ['祿', 'Lu', '禄', '록', 'Lu', 'Lu', 'Lu', 'Lu', 'Лу', 'Lu'],
  权: ['權', 'Quan', '権', '권', 'Quan', 'Quan', 'Quan', 'Quan', 'Цюань', 'Quan'],
  科: ['科', 'Ke', '科', '과', 'Ke', 'Ke', 'Ke', 'Ke', 'Кэ', 'Ke'],
  忌: ['忌', 'Ji', '忌', '기', 'Ji', 'Ji', 'Ji', 'Ji', 'Цзи', 'Ji'],
};

/** 五行局: the element and number that set where 紫微 falls and when the 大限 begin. */
// prettier-ignore
export const ZIWEI_ELEMENT_CLASSES: GlossaryTable = {
  水二局: ['水二局', 'Water 2', '水二局', '수이국', 'Eau 2', 'Agua 2', 'Wasser 2', 'Água 2', 'Вода 2', 'Acqua 2'],
  木三局: ['木三局', 'Wood 3', '木三局', '목삼국', 'Bois 3', 'Madera 3', 'Holz 3', 'Madeira 3', 'Дерево 3', 'Legno 3'],
  金四局: ['金四局', 'Metal 4', '金四局', '금사국', 'Métal 4', 'Metal 4', 'Metall 4', 'Metal 4', 'Металл 4', 'Metallo 4'],
  土五局: ['土五局', 'Earth 5', '土五局', '토오국', 'Terre 5', 'Tierra 5', 'Erde 5', 'Terra 5', 'Земля 5', 'Terra 5'],
  火六局: ['火六局', 'Fire 6', '火六局', '화육국', 'Feu 6', 'Fuego 6', 'Feuer 6', 'Fogo 6', 'Огонь 6', 'Fuoco 6'],
};
