import { useQuery } from '@tanstack/react-query';
import { getMyInvite, listInvited } from '@tarot/contract/invite';
import {
  adCheckIn,
  checkIn,
  getPoints,
  listLedger,
  purchaseOffer,
  setLook,
  startAdView,
  type OfferId,
  type OfferKind,
} from '@tarot/contract/points';
import { call } from '../../shared/api/call';
import { queryClient } from '../../shared/api/query-client';
import { tokenStore } from '../../shared/auth/token-store';
import { usePagedList } from '../../shared/api/use-paged-list';

export const POINTS_PAGE_SIZE = 20;

/** Keyed by the token, so another account on this device never sees the last one's points. */
const pointsKey = (part: string) => ['points', part, tokenStore.current()] as const;

export const pointsApi = {
  summary: () => call(getPoints),
  ledger: (page: number, cursor?: string) => call(listLedger, { query: { page, pageSize: POINTS_PAGE_SIZE, cursor } }),
  checkIn: () => call(checkIn),
  startAdView: () => call(startAdView),
  adCheckIn: (adViewId: string) => call(adCheckIn, { body: { adViewId } }),
  purchase: (offerId: string) => call(purchaseOffer, { params: { offerId } }),
  setLook: (kind: OfferKind, offerId: OfferId | null) => call(setLook, { body: { kind, offerId } }),
  invite: () => call(getMyInvite),
  invited: (page: number, cursor?: string) =>
    call(listInvited, { query: { page, pageSize: POINTS_PAGE_SIZE, cursor } }),
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
