/**
 * 彭祖百忌: what each of the day's two sayings (tyme4ts PengZuHeavenStem / PengZuEarthBranch,
 * which name the day's stem and branch) forbids, as the almanac's own 宜忌 words
 * (Taboo.NAMES). A saying forbids an event when one of these words is among the event's
 * avoidTerms: 亥不嫁娶 keeps weddings off 亥 days, 申不安床 beds off 申 days.
 *
 * Read literally from the sayings as 《彭祖百忌》 gives them; sayings about acts no almanac
 * word names (子不问卜 divination, 己不破券 breaking a contract, 戌不吃犬 eating dog) forbid
 * nothing here. 哭泣 is mourning (行丧), 苫盖 thatching a roof (盖屋).
 */
import { PengZu, type SixtyCycle } from 'tyme4ts';
import { memoise } from './memo';

export const PENG_ZU_FORBIDS: Readonly<Record<string, readonly string[]>> = {
  甲不开仓财物耗散: ['开仓'],
  乙不栽植千株不长: ['栽种'],
  丙不修灶必见灾殃: ['作灶'],
  丁不剃头头必生疮: ['剃头', '理发'],
  戊不受田田主不祥: ['置产'],
  庚不经络织机虚张: ['经络'],
  辛不合酱主人不尝: ['酝酿'],
  壬不泱水更难提防: ['放水', '作陂放水'],
  癸不词讼理弱敌强: ['词讼'],
  丑不冠带主不还乡: ['冠笄'],
  寅不祭祀神鬼不尝: ['祭祀'],
  卯不穿井水泉不香: ['掘井', '开井开池'],
  辰不哭泣必主重丧: ['行丧'],
  巳不远行财物伏藏: ['出行'],
  午不苫盖屋主更张: ['盖屋', '盖屋合脊'],
  未不服药毒气入肠: ['求医', '治病', '求医疗病'],
  申不安床鬼祟入房: ['安床'],
  酉不会客醉坐颠狂: ['会亲友', '会友'],
  亥不嫁娶不利新郎: ['嫁娶'],
};

/** The day's two sayings, stem first, as tyme4ts names them. */
export const pengZuSayings = memoise(
  (pillar: SixtyCycle): readonly string[] => {
    const pengZu = PengZu.fromSixtyCycle(pillar);
    return [pengZu.getPengZuHeavenStem().getName(), pengZu.getPengZuEarthBranch().getName()];
  },
  (pillar) => pillar.getIndex(),
);

/** True when `saying` forbids one of `terms`. */
export const pengZuForbids = (saying: string, terms: readonly string[]): boolean =>
  PENG_ZU_FORBIDS[saying]?.some((term) => terms.includes(term)) ?? false;
