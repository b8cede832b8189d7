/**
 * The almanac's day marks: 建除十二值, 黄道/黑道十二值神 (also the 时辰's), 吉/凶,
 * 九星 and the nine directions (喜神, 财神, 煞 …). English follows the usual almanac
 * translations ("Azure Dragon", "Establish"); Japanese uses the 暦注 names (十二直 with
 * their kana reading, 九星 as 一白水星 …).
 */
import type { GlossaryTable } from './renderings';

/** 建除十二值 */
//       zh-Hant  en            ja              ko    fr                es              de            pt              ru               it
// prettier-ignore
export const DUTIES: GlossaryTable = {
  建: ['建', 'Establish', '建（たつ）', '건', 'Établir', 'Establecer', 'Gründen', 'Estabelecer', 'Установление', 'Stabilire'],
  除: ['除', 'Remove', '除（のぞく）', '제', 'Ôter', 'Quitar', 'Entfernen', 'Remover', 'Устранение', 'Rimuovere'],
  满: ['滿', 'Full', '満（みつ）', '만', 'Plénitude', 'Plenitud', 'Fülle', 'Plenitude', 'Полнота', 'Pienezza'],
  平: ['平', 'Balance', '平（たいら）', '평', 'Équilibre', 'Equilibrio', 'Ausgleich', 'Equilíbrio', 'Равновесие', 'Equilibrio'],
  定: ['定', 'Stable', '定（さだん）', '정', 'Stabilité', 'Estabilidad', 'Festigkeit', 'Estabilidade', 'Устойчивость', 'Stabilità'],
  执: ['執', 'Hold', '執（とる）', '집', 'Saisir', 'Asir', 'Ergreifen', 'Agarrar', 'Удержание', 'Afferrare'],
  破: ['破', 'Break', '破（やぶる）', '파', 'Rupture', 'Ruptura', 'Bruch', 'Ruptura', 'Разрушение', 'Rottura'],
  危: ['危', 'Danger', '危（あやぶ）', '위', 'Danger', 'Peligro', 'Gefahr', 'Perigo', 'Опасность', 'Pericolo'],
  成: ['成', 'Success', '成（なる）', '성', 'Accomplissement', 'Logro', 'Vollendung', 'Realização', 'Свершение', 'Compimento'],
  收: ['收', 'Receive', '納（おさん）', '수', 'Récolte', 'Cosecha', 'Ernte', 'Colheita', 'Сбор', 'Raccolto'],
  开: ['開', 'Open', '開（ひらく）', '개', 'Ouverture', 'Apertura', 'Öffnen', 'Abertura', 'Открытие', 'Apertura'],
  闭: ['閉', 'Close', '閉（とづ）', '폐', 'Fermeture', 'Cierre', 'Schließen', 'Fechamento', 'Закрытие', 'Chiusura'],
};

/** 黄道/黑道十二值神, of days and of 时辰; the four that are also the 二十八宿's beasts. */
// prettier-ignore
export const TWELVE_STARS: GlossaryTable = {
  青龙: ['青龍', 'Azure Dragon', '青龍', '청룡', 'Dragon azur', 'Dragón azur', 'Azurblauer Drache', 'Dragão azul', 'Лазурный дракон', 'Drago azzurro'],
  明堂: ['明堂', 'Bright Hall', '明堂', '명당', 'Salle lumineuse', 'Salón luminoso', 'Lichthalle', 'Salão luminoso', 'Светлый зал', 'Sala luminosa'],
  天刑: ['天刑', 'Heavenly Punishment', '天刑', '천형', 'Châtiment céleste', 'Castigo celestial', 'Himmlische Strafe', 'Castigo celestial', 'Небесная кара', 'Punizione celeste'],
  朱雀: ['朱雀', 'Vermilion Bird', '朱雀', '주작', 'Oiseau vermillon', 'Pájaro bermellón', 'Zinnoberroter Vogel', 'Pássaro vermelhão', 'Красная птица', 'Uccello vermiglio'],
  金匮: ['金匱', 'Golden Coffer', '金匱', '금궤', "Coffre d'or", 'Cofre dorado', 'Goldene Truhe', 'Cofre dourado', 'Золотой ларец', "Scrigno d'oro"],
  天德: ['天德', 'Heavenly Virtue', '天徳', '천덕', 'Vertu céleste', 'Virtud celestial', 'Himmlische Tugend', 'Virtude celestial', 'Небесная добродетель', 'Virtù celeste'],
  白虎: ['白虎', 'White Tiger', '白虎', '백호', 'Tigre blanc', 'Tigre blanco', 'Weißer Tiger', 'Tigre branco', 'Белый тигр', 'Tigre bianco'],
  玉堂: ['玉堂', 'Jade Hall', '玉堂', '옥당', 'Salle de jade', 'Salón de jade', 'Jadehalle', 'Salão de jade', 'Нефритовый зал', 'Sala di giada'],
  天牢: ['天牢', 'Heavenly Prison', '天牢', '천뢰', 'Prison céleste', 'Prisión celestial', 'Himmlisches Gefängnis', 'Prisão celestial', 'Небесная темница', 'Prigione celeste'],
  玄武: ['玄武', 'Black Tortoise', '玄武', '현무', 'Tortue noire', 'Tortuga negra', 'Schwarze Schildkröte', 'Tartaruga negra', 'Чёрная черепаха', 'Tartaruga nera'],
  司命: ['司命', 'Lord of Fate', '司命', '사명', 'Maître du destin', 'Señor del destino', 'Schicksalsherr', 'Senhor do destino', 'Владыка судьбы', 'Signore del destino'],
  勾陈: ['勾陳', 'Gou Chen (Hook)', '勾陳', '구진', 'Gou Chen (crochet)', 'Gou Chen (gancho)', 'Gou Chen (Haken)', 'Gou Chen (gancho)', 'Гоу Чэнь (крюк)', 'Gou Chen (uncino)'],
};

/** 黄道 / 黑道 and the library's 吉 / 凶. */
// prettier-ignore
export const LUCK: GlossaryTable = {
  黄道: ['黃道', 'Yellow Path', '黄道', '황도', 'Voie jaune', 'Camino amarillo', 'Gelber Pfad', 'Caminho amarelo', 'Жёлтый путь', 'Via gialla'],
  黑道: ['黑道', 'Black Path', '黒道', '흑도', 'Voie noire', 'Camino negro', 'Schwarzer Pfad', 'Caminho negro', 'Чёрный путь', 'Via nera'],
  吉: ['吉', 'Auspicious', '吉', '길', 'Faste', 'Propicio', 'Günstig', 'Propício', 'Благоприятно', 'Propizio'],
  凶: ['凶', 'Inauspicious', '凶', '흉', 'Néfaste', 'Nefasto', 'Ungünstig', 'Nefasto', 'Неблагоприятно', 'Nefasto'],
};

/** 日九星 as almanac.ts prints it (number, colour, element). */
// prettier-ignore
export const NINE_STARS: GlossaryTable = {
  一白水: ['一白水', '1 White (Water)', '一白水星', '일백수', '1 Blanc (Eau)', '1 Blanco (Agua)', '1 Weiß (Wasser)', '1 Branco (Água)', '1 Белая (Вода)', '1 Bianco (Acqua)'],
  二黑土: ['二黑土', '2 Black (Earth)', '二黒土星', '이흑토', '2 Noir (Terre)', '2 Negro (Tierra)', '2 Schwarz (Erde)', '2 Preto (Terra)', '2 Чёрная (Земля)', '2 Nero (Terra)'],
  三碧木: ['三碧木', '3 Jade (Wood)', '三碧木星', '삼벽목', '3 Jade (Bois)', '3 Jade (Madera)', '3 Jade (Holz)', '3 Jade (Madeira)', '3 Нефритовая (Дерево)', '3 Giada (Legno)'],
  四绿木: ['四綠木', '4 Green (Wood)', '四緑木星', '사록목', '4 Vert (Bois)', '4 Verde (Madera)', '4 Grün (Holz)', '4 Verde (Madeira)', '4 Зелёная (Дерево)', '4 Verde (Legno)'],
  五黄土: ['五黃土', '5 Yellow (Earth)', '五黄土星', '오황토', '5 Jaune (Terre)', '5 Amarillo (Tierra)', '5 Gelb (Erde)', '5 Amarelo (Terra)', '5 Жёлтая (Земля)', '5 Giallo (Terra)'],
  六白金: ['六白金', '6 White (Metal)', '六白金星', '육백금', '6 Blanc (Métal)', '6 Blanco (Metal)', '6 Weiß (Metall)', '6 Branco (Metal)', '6 Белая (Металл)', '6 Bianco (Metallo)'],
  七赤金: ['七赤金', '7 Red (Metal)', '七赤金星', '칠적금', '7 Rouge (Métal)', '7 Rojo (Metal)', '7 Rot (Metall)', '7 Vermelho (Metal)', '7 Красная (Металл)', '7 Rosso (Metallo)'],
  八白土: ['八白土', '8 White (Earth)', '八白土星', '팔백토', '8 Blanc (Terre)', '8 Blanco (Tierra)', '8 Weiß (Erde)', '8 Branco (Terra)', '8 Белая (Земля)', '8 Bianco (Terra)'],
  九紫火: ['九紫火', '9 Purple (Fire)', '九紫火星', '구자화', '9 Pourpre (Feu)', '9 Púrpura (Fuego)', '9 Purpur (Feuer)', '9 Púrpura (Fogo)', '9 Пурпурная (Огонь)', '9 Porpora (Fuoco)'],
};

/** The eight directions and the centre, as tyme4ts names them. */
// prettier-ignore
export const DIRECTIONS: GlossaryTable = {
  北: ['北', 'North', '北', '북', 'Nord', 'Norte', 'Norden', 'Norte', 'Север', 'Nord'],
  西南: ['西南', 'Southwest', '南西', '남서', 'Sud-ouest', 'Suroeste', 'Südwesten', 'Sudoeste', 'Юго-запад', 'Sud-ovest'],
  东: ['東', 'East', '東', '동', 'Est', 'Este', 'Osten', 'Leste', 'Восток', 'Est'],
  东南: ['東南', 'Southeast', '南東', '남동', 'Sud-est', 'Sureste', 'Südosten', 'Sudeste', 'Юго-восток', 'Sud-est'],
  中: ['中', 'Centre', '中央', '중앙', 'Centre', 'Centro', 'Mitte', 'Centro', 'Центр', 'Centro'],
  西北: ['西北', 'Northwest', '北西', '북서', 'Nord-ouest', 'Noroeste', 'Nordwesten', 'Noroeste', 'Северо-запад', 'Nord-ovest'],
  西: ['西', 'West', '西', '서', 'Ouest', 'Oeste', 'Westen', 'Oeste', 'Запад', 'Ovest'],
  东北: ['東北', 'Northeast', '北東', '북동', 'Nord-est', 'Noreste', 'Nordosten', 'Nordeste', 'Северо-восток', 'Nord-est'],
  南: ['南', 'South', '南', '남', 'Sud', 'Sur', 'Süden', 'Sul', 'Юг', 'Sud'],
};
