/**
 * The 择日 events the UI offers, grouped as the UI shows them; the ids are the UI's (and the
 * public API's) Chinese words. For each:
 * - the tyme4ts 宜忌 terms (Taboo.NAMES) that stand for it in the almanac: a day suits
 *   the event only when its 宜 holds one of them;
 * - the terms of everything the event involves (`avoidTerms`: its own terms and the acts it
 *   includes, moving house is 移徙 and 入宅): a day whose 忌 or 彭祖百忌 holds any of them is
 *   not for it;
 * - the 建除十二值 (Duty.NAMES) on which a practitioner would hold it;
 * - gods (God.NAMES) that favour this event in particular and raise a day's rank, and the
 *   god whose days come first (不将 for weddings);
 * - whether it joins two people: the partner's 生肖 must not clash either, and the
 *   marriage-only rules (三娘煞) apply.
 */
import { Taboo } from 'tyme4ts';

export interface ZeDayEvent {
  /** The UI's word, unique across groups. */
  readonly id: string;
  /** tyme4ts 宜忌 terms for it. */
  readonly terms: readonly string[];
  /** `terms` and the terms of the acts the event includes: none may be in the day's 忌. */
  readonly avoidTerms: readonly string[];
  /** 建除十二值 that suit it. */
  readonly duties: readonly string[];
  /** Gods that favour it in particular, with the points each adds to a day's rank. */
  readonly gods: Readonly<Record<string, number>>;
  /** A god whose days rank before all others for this event, or null. */
  readonly prefers: string | null;
  /** A marriage: neither partner's 生肖 may clash with the day, and 三娘煞 days are out. */
  readonly couple: boolean;
}

export interface ZeDayEventGroup {
  readonly group: string;
  readonly events: readonly ZeDayEvent[];
}

/*
 * 建除 by event. The reasons are the 建除歌 of the 通书 (as 《协纪辨方书》 collects it):
 * 建宜出行不开仓，除可服药针灸良，满可肆市服药忌，平可涂泥安机吉，定宜进畜入学好，
 * 执可捕捉贼盗藏，破宜治病必主安，危可捕鱼不利船，成可入学争讼凶，收宜纳财不安葬，
 * 开可求官不安葬，闭不竖造只安葬 — and the almanacs' general rule that 成、开、定 are the
 * duties for beginnings, 建 is the month's own branch (月建: do not disturb the earth), 破 is
 * 月破 (大事勿用) and 闭 closes things. The 宜忌 from tyme4ts already leave out many
 * unsuitable days (in 2020–2029 安葬 is never in the 宜 of a 开, 收 or 破 day); this table is the
 * practitioner's second filter on top of them.
 */

/** 成 completes, 开 opens a household, 定 settles the match; 危 is the fourth duty almanacs give for weddings. */
const WEDDING = ['定', '危', '成', '开'];
/** 除旧迎新 on 除; 满 brings plenty in, 定 settles, 成 and 开 begin; not 危 (danger), 执/收/闭 (holding back). */
const MOVING_IN = ['除', '满', '定', '成', '开'];
/** Breaking ground (修造、动土、栽种): not on 建 (月建) or 破; 闭不竖造; 满 and 平 leave the soil alone. */
const EARTH_WORK = ['除', '定', '执', '成', '开'];
/** The almanac's bed days: 危日宜安床, with 满/定/成/开 for a settled, fruitful bed. */
const BED = ['满', '定', '危', '成', '开'];
/** 平可涂泥安机: plastering and setting up the stove; 满/成/收/开 for a full kitchen. */
const STOVE = ['平', '满', '成', '收', '开'];
/** 满可肆市: the market day; 成 makes the deal, 开 opens the door. */
const OPENING = ['满', '成', '开'];
/** An agreement is fixed on 定 and made on 成; 满 and 开 as for trade. */
const CONTRACT = ['满', '定', '成', '开'];
/** 收宜纳财: gathering in; 满/定/成/开 as for trade. Buying property or a car is gathering in too. */
const ACQUIRING = ['满', '定', '成', '收', '开'];
/** 建宜出行; 除 and 开 clear the road; not 危 (不利船), 定 (staying), 执/收/闭 (holding back). */
const TRAVEL = ['建', '除', '满', '成', '开'];
/** 开可求官 and 建 for taking up a post (上任); 成 completes. */
const OFFICE = ['建', '成', '开'];
/** 除可服药针灸良, 破宜治病必主安 — the only event 破 suits; 满 is 服药忌. */
const HEALING = ['除', '破'];
/** 闭…只安葬; 收/开 不安葬; not on 建 or 破 (the month's earth is not disturbed). */
const BURIAL = ['除', '定', '执', '危', '成', '闭'];
/** Rites may be held on any day but 破 (月破, 大事勿用). */
const RITES = ['建', '除', '满', '平', '定', '执', '危', '成', '收', '开', '闭'];
/** Prayers for blessing and children: 满 for plenty, 除/定/成/开 as for beginnings. */
const BLESSING = ['除', '满', '定', '成', '开'];
/** 定宜进畜入学好, 成可入学; 开 opens the mind. */
const STUDY = ['定', '成', '开'];
/** Cutting away on 除; not 建 (月建), 破, 危, 执 (holding) or 闭. */
const GROOMING = ['除', '满', '平', '定', '成', '收', '开'];

/*
 * Gods by event, from the 《协纪辨方书》 descriptions of each: 天喜 joy and 五合
 * 宜结婚姻、立券交易; 驿马/天马 宜出行、赴任; 五富 宜经营、纳财; 天医 宜求医疗病;
 * 鸣吠/鸣吠对 宜破土、安葬; 续世/益后 宜求嗣. 不将 is more than a bonus: the 通书 rule
 * 「嫁娶必用不将」 makes it the day weddings look for first (WEDDING_DAY below).
 */
const WEDDING_GODS = { 天喜: 2, 五合: 1 };
const WEDDING_DAY = '不将';
const ROAD_GODS = { 驿马: 2, 天马: 2 };
const TRADE_GODS = { 五富: 2, 五合: 1 };
const NONE = {};

interface EventOptions {
  readonly gods?: Readonly<Record<string, number>>;
  /** Acts the event includes besides its own terms (see avoidTerms). */
  readonly includes?: readonly string[];
  readonly couple?: boolean;
}

const defineEvent = (
  id: string,
  terms: readonly string[],
  duties: readonly string[],
  { gods = NONE, includes = [], couple = false }: EventOptions = {},
): ZeDayEvent => ({
  id,
  terms,
  avoidTerms: [...terms, ...includes],
  duties,
  gods,
  prefers: couple ? WEDDING_DAY : null,
  couple,
});

const WEDDING_EVENT = { gods: WEDDING_GODS, couple: true };
const ROAD = { gods: ROAD_GODS };
const TRADE = { gods: TRADE_GODS };

export const ZE_DAY_EVENT_GROUPS: readonly ZeDayEventGroup[] = [
  {
    group: '婚嫁',
    events: [
      defineEvent('嫁娶', ['嫁娶'], WEDDING, WEDDING_EVENT),
      // 订盟 and 纳采 are the almanac's words for the betrothal; tyme4ts also has 订婚.
      defineEvent('订婚', ['订婚', '订盟', '纳采'], WEDDING, WEDDING_EVENT),
      // A groom marrying into the bride's family: a wedding all the same.
      defineEvent('纳婿', ['纳婿'], WEDDING, { ...WEDDING_EVENT, includes: ['嫁娶'] }),
    ],
  },
  {
    group: '居家',
    events: [
      // Moving in and moving house are one undertaking: leaving (移徙) and entering (入宅).
      defineEvent('入宅', ['入宅'], MOVING_IN, { includes: ['移徙'] }),
      defineEvent('搬家', ['移徙'], MOVING_IN, { ...ROAD, includes: ['入宅'] }),
      // 起基动土 is the almanac's combined word; renovating takes down (拆卸) and redoes walls.
      defineEvent('装修', ['修造', '动土'], EARTH_WORK, { includes: ['起基动土', '拆卸', '修饰垣墙'] }),
      defineEvent('安床', ['安床'], BED),
      defineEvent('作灶', ['作灶'], STOVE),
    ],
  },
  {
    group: '事业',
    events: [
      defineEvent('开市', ['开市'], OPENING, TRADE),
      // The almanac has no 开业: opening a business is 开市, hanging its board 挂匾.
      defineEvent('开业', ['开市', '挂匾'], OPENING, TRADE),
      defineEvent('签约', ['立券', '交易'], CONTRACT, TRADE),
      defineEvent('求财', ['求财', '纳财'], ACQUIRING, TRADE),
      defineEvent('出行', ['出行'], TRAVEL, ROAD),
      // Taking up a post is a journey to it.
      defineEvent('赴任', ['赴任'], OFFICE, { ...ROAD, includes: ['出行'] }),
    ],
  },
  {
    group: '其他',
    events: [
      defineEvent('求医', ['求医', '治病', '求医疗病'], HEALING, { gods: { 天医: 3 } }),
      // A burial opens the ground (破土) and is the end of the funeral (行丧).
      defineEvent('安葬', ['安葬'], BURIAL, { gods: { 鸣吠: 2, 鸣吠对: 2 }, includes: ['破土', '行丧'] }),
      defineEvent('祭祀', ['祭祀'], RITES),
      defineEvent('祈福', ['祈福'], BLESSING),
      defineEvent('求嗣', ['求嗣'], BLESSING, { gods: { 续世: 2, 益后: 2 } }),
      defineEvent('入学', ['入学'], STUDY),
      defineEvent('理发', ['理发', '剃头'], GROOMING),
      // tyme4ts knows 买车 but its rules never put it in a day's 宜 (not once in 2020–2029): buying a
      // car is read as modern almanacs read it, a trade (交易) that brings goods in (纳财).
      defineEvent('买车', ['买车', '交易', '纳财'], ACQUIRING, TRADE),
      defineEvent('置产', ['置产'], ACQUIRING, TRADE),
      defineEvent('栽种', ['栽种'], EARTH_WORK),
    ],
  },
];

const EVENTS: ReadonlyMap<string, ZeDayEvent> = new Map(
  ZE_DAY_EVENT_GROUPS.flatMap((g) => g.events.map((e) => [e.id, e] as const)),
);

/** The event for a UI id, or a RangeError naming the ids there are. */
export function zeDayEvent(id: string): ZeDayEvent {
  const event = EVENTS.get(id);
  if (!event) throw new RangeError(`unknown 择日 event ${id}; one of ${[...EVENTS.keys()].join(' ')}`);
  return event;
}

/** Every term used above, for the test that they are all tyme4ts' own words. */
export const ZE_DAY_TERMS: readonly string[] = [
  ...new Set(ZE_DAY_EVENT_GROUPS.flatMap((g) => g.events.flatMap((e) => e.avoidTerms))),
];

/** True when tyme4ts has the term (ze-day.test.ts checks every term above with it). */
export const isLibraryTerm = (term: string): boolean => Taboo.NAMES.includes(term);
