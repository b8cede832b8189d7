import type { UiLanguage } from '@tarot/contract/preferences';
import type { ZodiacSign } from '@tarot/contract/zodiac-signs';
import { readTexts } from '@tarot/content/server/read-texts';
import { horoscopeAnswer } from '@tarot/core/astrology/answers';
import { HOROSCOPE_ZONE } from '@tarot/core/astrology/period';
import type { SkyFacts } from '@tarot/core/astrology/sign-horoscope';
import type { SkyNotices } from '@tarot/core/astrology/sky-notices';
import { clockText, fill } from '@tarot/core/astrology/wording';
import { DEFAULT_LANGUAGE, notificationTexts } from './texts/catalogue';

/**
 * The 星座 notifications in words: a sign's day as its first horoscope line (the Moon's
 * house, which every day has), and the day's stations and voids of course, on the Shanghai
 * clock the horoscopes are dated in.
 */
const astrologyTexts = (language: UiLanguage | null) => readTexts('astrology/reading', language ?? DEFAULT_LANGUAGE);

export function horoscopeWords(facts: SkyFacts, sign: ZodiacSign, language: UiLanguage | null) {
  const texts = astrologyTexts(language);
  const [first] = horoscopeAnswer(facts, sign, texts).lines;
  return {
    title: fill(notificationTexts(language).horoscope.title, { sign: texts.names.signs[sign] }),
    body: first ? `${first.transit} · ${first.text}` : '',
  };
}

/** Null when the day has nothing to tell. */
export function skyNoticeWords(notices: SkyNotices, language: UiLanguage | null) {
  if (notices.stations.length === 0 && notices.voids.length === 0) return null;
  const { names, horoscope } = astrologyTexts(language);
  const words = notificationTexts(language).skyNotices;
  const at = (ms: number) => clockText(ms, HOROSCOPE_ZONE);
  const lines = [
    ...notices.stations.map((station) => {
      const title =
        station.turns === 'retrograde' ? horoscope.titles.stationRetrograde : horoscope.titles.stationDirect;
      return `${at(station.utcMs)} ${fill(title, { body: names.points[station.body], sign: names.signs[station.sign] })}`;
    }),
    ...notices.voids.map((v) =>
      fill(words.void, { from: at(v.fromMs), to: at(v.toMs), sign: names.signs[v.nextSign] }),
    ),
  ];
  return { title: words.title, body: lines.join('\n') };
}
