/**
 * 天干, 地支, 生肖 and 五行 in every interface language, and the sixty 干支 composed
 * from them ("Wood Rat": the stem's element and the branch's animal, as English books name
 * the years). Japanese and Korean keep the characters, as their own almanacs print them
 * (Korean in Hangul reading).
 */
import { renderingOf, type GlossaryTable, type TermLanguage } from './renderings';

//            zh-Hant  en             ja    ko    fr             es              de            pt                ru              it
// prettier-ignore
export const STEMS: GlossaryTable = {
  甲: ['甲', 'Yang Wood', '甲', '갑', 'Bois yang', 'Madera yang', 'Yang-Holz', 'Madeira yang', 'Ян-Дерево', 'Legno yang'],
  乙: ['乙', 'Yin Wood', '乙', '을', 'Bois yin', 'Madera yin', 'Yin-Holz', 'Madeira yin', 'Инь-Дерево', 'Legno yin'],
  丙: ['丙', 'Yang Fire', '丙', '병', 'Feu yang', 'Fuego yang', 'Yang-Feuer', 'Fogo yang', 'Ян-Огонь', 'Fuoco yang'],
  丁: ['丁', 'Yin Fire', '丁', '정', 'Feu yin', 'Fuego yin', 'Yin-Feuer', 'Fogo yin', 'Инь-Огонь', 'Fuoco yin'],
  戊: ['戊', 'Yang Earth', '戊', '무', 'Terre yang', 'Tierra yang', 'Yang-Erde', 'Terra yang', 'Ян-Земля', 'Terra yang'],
  己: ['己', 'Yin Earth', '己', '기', 'Terre yin', 'Tierra yin', 'Yin-Erde', 'Terra yin', 'Инь-Земля', 'Terra yin'],
  庚: ['庚', 'Yang Metal', '庚', '경', 'Métal yang', 'Metal yang', 'Yang-Metall', 'Metal yang', 'Ян-Металл', 'Metallo yang'],
  辛: ['辛', 'Yin Metal', '辛', '신', 'Métal yin', 'Metal yin', 'Yin-Metall', 'Metal yin', 'Инь-Металл', 'Metallo yin'],
  壬: ['壬', 'Yang Water', '壬', '임', 'Eau yang', 'Agua yang', 'Yang-Wasser', 'Água yang', 'Ян-Вода', 'Acqua yang'],
  癸: ['癸', 'Yin Water', '癸', '계', 'Eau yin', 'Agua yin', 'Yin-Wasser', 'Água yin', 'Инь-Вода', 'Acqua yin'],
};

/** A branch alone (a 时辰, a palace's branch) reads as its pinyin and animal. */
// prettier-ignore
export const BRANCHES: GlossaryTable = {
  子: ['子', 'Zi (Rat)', '子', '자', 'Zi (Rat)', 'Zi (Rata)', 'Zi (Ratte)', 'Zi (Rato)', 'Цзы (Крыса)', 'Zi (Topo)'],
  丑: ['丑', 'Chou (Ox)', '丑', '축', 'Chou (Buffle)', 'Chou (Buey)', 'Chou (Büffel)', 'Chou (Boi)', 'Чоу (Бык)', 'Chou (Bue)'],
  寅: ['寅', 'Yin (Tiger)', '寅', '인', 'Yin (Tigre)', 'Yin (Tigre)', 'Yin (Tiger)', 'Yin (Tigre)', 'Инь (Тигр)', 'Yin (Tigre)'],
  卯: ['卯', 'Mao (Rabbit)', '卯', '묘', 'Mao (Lapin)', 'Mao (Conejo)', 'Mao (Hase)', 'Mao (Coelho)', 'Мао (Кролик)', 'Mao (Coniglio)'],
  辰: ['辰', 'Chen (Dragon)', '辰', '진', 'Chen (Dragon)', 'Chen (Dragón)', 'Chen (Drache)', 'Chen (Dragão)', 'Чэнь (Дракон)', 'Chen (Drago)'],
  巳: ['巳', 'Si (Snake)', '巳', '사', 'Si (Serpent)', 'Si (Serpiente)', 'Si (Schlange)', 'Si (Serpente)', 'Сы (Змея)', 'Si (Serpente)'],
  午: ['午', 'Wu (Horse)', '午', '오', 'Wu (Cheval)', 'Wu (Caballo)', 'Wu (Pferd)', 'Wu (Cavalo)', 'У (Лошадь)', 'Wu (Cavallo)'],
  未: ['未', 'Wei (Goat)', '未', '미', 'Wei (Chèvre)', 'Wei (Cabra)', 'Wei (Ziege)', 'Wei (Cabra)', 'Вэй (Коза)', 'Wei (Capra)'],
  申: ['申', 'Shen (Monkey)', '申', '신', 'Shen (Singe)', 'Shen (Mono)', 'Shen (Affe)', 'Shen (Macaco)', 'Шэнь (Обезьяна)', 'Shen (Scimmia)'],
  酉: ['酉', 'You (Rooster)', '酉', '유', 'You (Coq)', 'You (Gallo)', 'You (Hahn)', 'You (Galo)', 'Ю (Петух)', 'You (Gallo)'],
  戌: ['戌', 'Xu (Dog)', '戌', '술', 'Xu (Chien)', 'Xu (Perro)', 'Xu (Hund)', 'Xu (Cão)', 'Сюй (Собака)', 'Xu (Cane)'],
  亥: ['亥', 'Hai (Pig)', '亥', '해', 'Hai (Cochon)', 'Hai (Cerdo)', 'Hai (Schwein)', 'Hai (Porco)', 'Хай (Свинья)', 'Hai (Maiale)'],
};

// prettier-ignore
export const ZODIAC: GlossaryTable = {
  鼠: ['鼠', 'Rat', '子（ねずみ）', '쥐', 'Rat', 'Rata', 'Ratte', 'Rato', 'Крыса', 'Topo'],
  牛: ['牛', 'Ox', '丑（うし）', '소', 'Buffle', 'Buey', 'Büffel', 'Boi', 'Бык', 'Bue'],
  虎: ['虎', 'Tiger', '寅（とら）', '호랑이', 'Tigre', 'Tigre', 'Tiger', 'Tigre', 'Тигр', 'Tigre'],
  兔: ['兔', 'Rabbit', '卯（うさぎ）', '토끼', 'Lapin', 'Conejo', 'Hase', 'Coelho', 'Кролик', 'Coniglio'],
  龙: ['龍', 'Dragon', '辰（たつ）', '용', 'Dragon', 'Dragón', 'Drache', 'Dragão', 'Дракон', 'Drago'],
  蛇: ['蛇', 'Snake', '巳（へび）', '뱀', 'Serpent', 'Serpiente', 'Schlange', 'Serpente', 'Змея', 'Serpente'],
  马: ['馬', 'Horse', '午（うま）', '말', 'Cheval', 'Caballo', 'Pferd', 'Cavalo', 'Лошадь', 'Cavallo'],
  羊: ['羊', 'Goat', '未（ひつじ）', '양', 'Chèvre', 'Cabra', 'Ziege', 'Cabra', 'Коза', 'Capra'],
  猴: ['猴', 'Monkey', '申（さる）', '원숭이', 'Singe', 'Mono', 'Affe', 'Macaco', 'Обезьяна', 'Scimmia'],
  鸡: ['雞', 'Rooster', '酉（とり）', '닭', 'Coq', 'Gallo', 'Hahn', 'Galo', 'Петух', 'Gallo'],
  狗: ['狗', 'Dog', '戌（いぬ）', '개', 'Chien', 'Perro', 'Hund', 'Cão', 'Собака', 'Cane'],
  猪: ['豬', 'Pig', '亥（いのしし）', '돼지', 'Cochon', 'Cerdo', 'Schwein', 'Porco', 'Свинья', 'Maiale'],
};

// prettier-ignore
export const ELEMENTS: GlossaryTable = {
  木: ['木', 'Wood', '木', '목', 'Bois', 'Madera', 'Holz', 'Madeira', 'Дерево', 'Legno'],
  火: ['火', 'Fire', '火', '화', 'Feu', 'Fuego', 'Feuer', 'Fogo', 'Огонь', 'Fuoco'],
  土: ['土', 'Earth', '土', '토', 'Terre', 'Tierra', 'Erde', 'Terra', 'Земля', 'Terra'],
  金: ['金', 'Metal', '金', '금', 'Métal', 'Metal', 'Metall', 'Metal', 'Металл', 'Metallo'],
  水: ['水', 'Water', '水', '수', 'Eau', 'Agua', 'Wasser', 'Água', 'Вода', 'Acqua'],
};

/** The stem's element (without its yin or yang): 甲 → 木. */
const STEM_ELEMENT = '木木火火土土金金水水';
const STEM_ORDER = '甲乙丙丁戊己庚辛壬癸';
const BRANCH_ORDER = '子丑寅卯辰巳午未申酉戌亥';
const BRANCH_ANIMAL = '鼠牛虎兔龙蛇马羊猴鸡狗猪';

/** How each language puts an element and an animal together into a year's name. */
const COMPOSE: Readonly<
  Record<'en' | 'fr' | 'es' | 'de' | 'pt' | 'ru' | 'it', (element: string, animal: string) => string>
> = {
  en: (element, animal) => `${element} ${animal}`,
  fr: (element, animal) => `${animal} de ${element}`,
  es: (element, animal) => `${animal} de ${element}`,
  de: (element, animal) => `${element}-${animal}`,
  pt: (element, animal) => `${animal} de ${element}`,
  ru: (element, animal) => `${animal} (${element})`,
  it: (element, animal) => `${animal} di ${element}`,
};

/**
 * One of the sixty 干支 ('甲子') in `lang`: Chinese and Japanese keep the characters
 * (Traditional where they differ: none of the 22 do), Korean reads them in Hangul, the
 * European languages name element and animal ("Wood Rat"). Undefined for anything that
 * is not a stem followed by a branch.
 */
export function ganZhiName(lang: TermLanguage, ganZhi: string): string | undefined {
  const [stem, branch] = [...ganZhi];
  const stemIndex = STEM_ORDER.indexOf(stem ?? '?');
  const branchIndex = BRANCH_ORDER.indexOf(branch ?? '?');
  if (ganZhi.length !== 2 || stemIndex < 0 || branchIndex < 0 || stemIndex % 2 !== branchIndex % 2) return undefined;
  if (lang === 'zh-Hans' || lang === 'zh-Hant' || lang === 'ja') return ganZhi;
  if (lang === 'ko') return `${renderingOf(STEMS, lang, stem!)}${renderingOf(BRANCHES, lang, branch!)}`;
  const element = renderingOf(ELEMENTS, lang, STEM_ELEMENT[stemIndex]!)!;
  const animal = renderingOf(ZODIAC, lang, BRANCH_ANIMAL[branchIndex]!)!;
  return COMPOSE[lang](element, animal);
}
