import { getDayBrief } from '@tarot/contract/day-brief';
import type { Language } from '../../../shared/i18n/languages';
import { call } from '../../../shared/api/call';

export const fetchDayBrief = (date: string, lang: Language) => call(getDayBrief, { params: { date }, query: { lang } });
