import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayBrief } from '@tarot/contract/day-brief';
import { firstPageShown } from '../../../shared/browser/first-page-shown';
import { isLanguage } from '../../../shared/i18n/languages';

export type DayBriefState = DayBrief | 'loading' | 'failed';

/** Answers by date and language, each asked for once a visit (a failed one is asked again). */
const answers = new Map<string, Promise<DayBrief>>();

function requestBrief(date: string, lang: string): Promise<DayBrief> {
  const key = `${date}|${lang}`;
  let answer = answers.get(key);
  if (!answer) {
    // The API client arrives with the answer, after the first paint: the page's first screen needs neither.
    answer = import('./day-brief-api').then((api) => api.fetchDayBrief(date, isLanguage(lang) ? lang : 'zh-Hans'));
    answer.catch(() => answers.delete(key));
    answers.set(key, answer);
  }
  return answer;
}

/** The day's 干支, 宜忌 and colour from the server's cached line, once the page has drawn. */
export function useDayBrief(date: string): DayBriefState {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [state, setState] = useState<{ key: string; brief: DayBrief | 'failed' } | null>(null);
  const key = `${date}|${lang}`;
  useEffect(() => {
    let current = true;
    void firstPageShown()
      .then(() => requestBrief(date, lang))
      .then(
        (brief) => current && setState({ key, brief }),
        () => current && setState({ key, brief: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [date, lang, key]);
  return state?.key === key ? state.brief : 'loading';
}
