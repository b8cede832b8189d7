import { describe, expect, it } from 'vitest';
import type { ZeDayExclusion, ZeDayReason } from './ze-day-judge';
import { ZE_DAY_LINE_CODES, ZE_DAY_LINE_PARAMS, zeDayLine, type ZeDayTexts, type ZeDayWording } from './ze-day-text';

/** One reason of every kind, as the search gives them. */
const SAMPLES: readonly (ZeDayReason | ZeDayExclusion)[] = [
  { kind: 'recommended', terms: ['嫁娶'] },
  { kind: 'preferredGod', god: '不将' },
  { kind: 'yellowDay', star: '青龙' },
  { kind: 'suitedDuty', duty: '成' },
  { kind: 'noClash', zodiacs: ['狗', '猪'] },
  { kind: 'god', god: '天德', points: 3 },
  { kind: 'notRecommended', terms: ['开市', '挂匾'] },
  { kind: 'avoided', terms: ['入宅'] },
  { kind: 'nothingFavourable' },
  { kind: 'yearBreak', year: '丙午' },
  { kind: 'monthBreak' },
  { kind: 'fourSeparations', term: '春分' },
  { kind: 'fourExtinctions', term: '立春' },
  { kind: 'yangGong', month: 7, day: 29 },
  { kind: 'sanNiang', day: 3 },
  { kind: 'pengZu', saying: '亥不嫁娶不利新郎' },
  { kind: 'blackDay', star: '白虎' },
  { kind: 'unsuitedDuty', duty: '闭' },
  { kind: 'clashSelf', zodiac: '马' },
  { kind: 'clashPartner', zodiac: '羊' },
  { kind: 'chartClashYear', ganZhi: '庚午' },
  { kind: 'chartClashDay', ganZhi: '壬午' },
];

/** Every code's sentence quotes all it may: `code: {a}|{b}`. */
const QUOTING_ALL = Object.fromEntries(
  ZE_DAY_LINE_CODES.map((code) => [code, `${code}: ${ZE_DAY_LINE_PARAMS[code].map((name) => `{${name}}`).join('|')}`]),
) as ZeDayTexts;

const wording = (lang: string, texts: ZeDayTexts = QUOTING_ALL): ZeDayWording => ({
  texts,
  term: (domain, key) => `${domain}:${key}`,
  lang,
});

describe('zeDayLine', () => {
  it('has a sample of every code, each giving exactly the values its sentence may quote', () => {
    expect(SAMPLES.map((s) => s.kind)).toEqual([...ZE_DAY_LINE_CODES]);
    for (const sample of SAMPLES) {
      const { code, text } = zeDayLine(sample, wording('en'));
      expect(code).toBe(sample.kind);
      expect(text, code).not.toMatch(/[{}]/);
      const quoted = text.slice(code.length + 2);
      expect(quoted === '' ? [] : quoted.split('|'), code).toHaveLength(ZE_DAY_LINE_PARAMS[code].length);
    }
  });

  it('names each term through the glossary domain it belongs to, lists joined in the language', () => {
    const line = (reason: ZeDayReason | ZeDayExclusion, lang = 'en') => zeDayLine(reason, wording(lang)).text;
    expect(line({ kind: 'yangGong', month: 7, day: 29 })).toBe('yangGong: lunarMonth:七月|lunarDay:廿九');
    expect(line({ kind: 'sanNiang', day: 3 })).toBe('sanNiang: lunarDay:初三');
    expect(line({ kind: 'yearBreak', year: '丙午' })).toBe('yearBreak: ganZhi:丙午');
    expect(line({ kind: 'pengZu', saying: '亥不嫁娶不利新郎' })).toBe('pengZu: pengZu:亥不嫁娶不利新郎');
    expect(line({ kind: 'noClash', zodiacs: ['狗', '猪'] })).toBe('noClash: zodiac:狗 and zodiac:猪');
    expect(line({ kind: 'notRecommended', terms: ['开市', '挂匾'] }, 'fr')).toBe(
      'notRecommended: activity:开市 ou activity:挂匾',
    );
    expect(line({ kind: 'god', god: '天德', points: 3 })).toBe('god: god:天德|3');
  });

  it('leaves a quote the reason does not give as it is written, so a wrong text shows', () => {
    const texts = { ...QUOTING_ALL, blackDay: 'Black Path ({stars})' };
    expect(zeDayLine({ kind: 'blackDay', star: '白虎' }, wording('en', texts)).text).toBe('Black Path ({stars})');
  });
});
