/**
 * The 择日 events the UI offers, grouped as the UI shows them, each mapped to the
 * tyme4ts 宜忌 terms (Taboo.NAMES) that stand for it in the almanac. A day suits an
 * event when its 宜 holds one of the event's terms and its 忌 holds none of them.
 */
import { Taboo } from 'tyme4ts';

export interface ZeDayEvent {
  /** The UI's word, unique across groups. */
  readonly id: string;
  /** tyme4ts 宜忌 terms for it. */
  readonly terms: readonly string[];
}

export interface ZeDayEventGroup {
  readonly group: string;
  readonly events: readonly ZeDayEvent[];
}

export const ZE_DAY_EVENT_GROUPS: readonly ZeDayEventGroup[] = [
  {
    group: '婚嫁',
    events: [
      { id: '嫁娶', terms: ['嫁娶'] },
      // 订盟 and 纳采 are the almanac's words for the betrothal; tyme4ts also has 订婚.
      { id: '订婚', terms: ['订婚', '订盟', '纳采'] },
      { id: '纳婿', terms: ['纳婿'] },
    ],
  },
  {
    group: '居家',
    events: [
      { id: '入宅', terms: ['入宅'] },
      { id: '搬家', terms: ['移徙'] },
      { id: '装修', terms: ['修造', '动土'] },
      { id: '安床', terms: ['安床'] },
      { id: '作灶', terms: ['作灶'] },
    ],
  },
  {
    group: '事业',
    events: [
      { id: '开市', terms: ['开市'] },
      // The almanac has no 开业: opening a business is 开市, hanging its board 挂匾.
      { id: '开业', terms: ['开市', '挂匾'] },
      { id: '签约', terms: ['立券', '交易'] },
      { id: '求财', terms: ['求财', '纳财'] },
      { id: '出行', terms: ['出行'] },
      { id: '赴任', terms: ['赴任'] },
    ],
  },
  {
    group: '其他',
    events: [
      { id: '求医', terms: ['求医', '治病', '求医疗病'] },
      { id: '安葬', terms: ['安葬'] },
      { id: '祭祀', terms: ['祭祀'] },
      { id: '祈福', terms: ['祈福'] },
      { id: '求嗣', terms: ['求嗣'] },
      { id: '入学', terms: ['入学'] },
      { id: '理发', terms: ['理发', '剃头'] },
      { id: '买车', terms: ['买车'] },
      { id: '置产', terms: ['置产'] },
      { id: '栽种', terms: ['栽种'] },
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
  ...new Set(ZE_DAY_EVENT_GROUPS.flatMap((g) => g.events.flatMap((e) => e.terms))),
];

/** True when tyme4ts has the term (ze-day.test.ts checks every term above with it). */
export const isLibraryTerm = (term: string): boolean => Taboo.NAMES.includes(term);
