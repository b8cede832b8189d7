import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { checkIn, getPoints } from '@tarot/contract/points';
import { UI_LANGUAGES } from '@tarot/contract/preferences';
import { call } from '../api/call';
import { queryClient } from '../api/query-client';
import { currentOwner } from '../auth/token-owner';
import { keptOffline } from '../offline/kept-queries';
import { userKeys } from '../auth/user-queries';

const POINTS = ['points'] as const;

/** Keyed by the account, so another account on this device never sees the last one's points. */
export const pointsKey = (part: 'summary' | 'ledger' | 'invite' | 'invited' | 'look') =>
  [...POINTS, part, currentOwner()] as const;

/** The interface language: house promotions, and so the ad check-in, are scheduled per language. */
export const adLanguage = () => UI_LANGUAGES.find((language) => language === i18next.language) ?? 'zh-Hans';

/**
 * Balance, streak and today's check-ins, one cache entry for Mine, points and the home page;
 * kept on the device, so Mine shows the last known balance offline.
 */
export function usePointsSummary(enabled = true) {
  return useQuery(
    {
      queryKey: pointsKey('summary'),
      queryFn: () => call(getPoints, { query: { language: adLanguage() } }),
      enabled,
      persister: keptOffline,
    },
    queryClient,
  );
}

export const dailyCheckIn = () => call(checkIn);

/** After points change: the summary, the ledger and the profile's score all read afresh. */
export const refreshPoints = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: POINTS }),
    queryClient.invalidateQueries({ queryKey: userKeys.me() }),
  ]);
