import { useQuery } from '@tanstack/react-query';
import type {
  AdViewStarted,
  CheckInResult,
  InvitedPage,
  LedgerPage,
  MyInvite,
  PointsSummary,
} from '@tarot/contract/points';
import { apiRequest } from '../../shared/api/http';
import { queryClient } from '../../shared/api/query-client';
import { tokenStore } from '../../shared/auth/token-store';
import { usePagedList } from '../../shared/api/use-paged-list';

export const POINTS_PAGE_SIZE = 20;

/** Keyed by the token, so another account on this device never sees the last one's points. */
const pointsKey = (part: string) => ['points', part, tokenStore.current()] as const;

export const pointsApi = {
  summary: () => apiRequest<PointsSummary>('GET', '/api/points'),
  ledger: (page: number) =>
    apiRequest<LedgerPage>('GET', `/api/points/ledger?page=${page}&pageSize=${POINTS_PAGE_SIZE}`),
  checkIn: () => apiRequest<CheckInResult>('POST', '/api/points/check-in'),
  startAdView: () => apiRequest<AdViewStarted>('POST', '/api/points/ad-views'),
  adCheckIn: (adViewId: string) => apiRequest<CheckInResult>('POST', '/api/points/ad-check-in', { adViewId }),
  invite: () => apiRequest<MyInvite>('GET', '/api/invites/me'),
  invited: (page: number) =>
    apiRequest<InvitedPage>('GET', `/api/invites/invited?page=${page}&pageSize=${POINTS_PAGE_SIZE}`),
};

export function usePointsSummary(enabled = true) {
  return useQuery({ queryKey: pointsKey('summary'), queryFn: pointsApi.summary, enabled }, queryClient);
}

export const useLedger = () => usePagedList(pointsKey('ledger'), pointsApi.ledger);

export function useMyInvite() {
  return useQuery({ queryKey: pointsKey('invite'), queryFn: pointsApi.invite }, queryClient);
}

export const useInvited = () => usePagedList(pointsKey('invited'), pointsApi.invited);

/** After points change: the summary, the ledger and the profile's score all read afresh. */
export const refreshPoints = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['points'] }),
    queryClient.invalidateQueries({ queryKey: ['user', 'me'] }),
  ]);
