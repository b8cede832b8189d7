import { getUsageSummary } from '@tarot/contract/usage';
import { call } from '../../../shared/api/call';

/** The usage dashboard's one call; the server checks the stats permission. */
export const usageSummary = (days: number) => call(getUsageSummary, { query: { days } });
