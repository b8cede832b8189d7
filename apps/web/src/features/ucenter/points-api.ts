import { useQuery } from '@tanstack/react-query';
import { getMyInvite, listInvited } from '@tarot/contract/invite';
import {
  adCheckIn,
  listLedger,
  purchaseOffer,
  setLook,
  startAdView,
  type OfferId,
  type OfferKind,
} from '@tarot/contract/points';
import { call } from '../../shared/api/call';
import { queryClient } from '../../shared/api/query-client';
import { usePagedList } from '../../shared/api/use-paged-list';
import { adLanguage, dailyCheckIn, pointsKey } from '../../shared/points/points-summary';

export const POINTS_PAGE_SIZE = 20;

export const pointsApi = {
  ledger: (page: number, cursor?: string) => call(listLedger, { query: { page, pageSize: POINTS_PAGE_SIZE, cursor } }),
  checkIn: dailyCheckIn,
  startAdView: () => call(startAdView, { query: { language: adLanguage() } }),
  adCheckIn: (adViewId: string) => call(adCheckIn, { body: { adViewId } }),
  purchase: (offerId: string) => call(purchaseOffer, { params: { offerId } }),
  setLook: (kind: OfferKind, offerId: OfferId | null) => call(setLook, { body: { kind, offerId } }),
  invite: () => call(getMyInvite),
  invited: (page: number, cursor?: string) =>
    call(listInvited, { query: { page, pageSize: POINTS_PAGE_SIZE, cursor } }),
};

export const useLedger = () => usePagedList(pointsKey('ledger'), pointsApi.ledger);

export function useMyInvite() {
  return useQuery({ queryKey: pointsKey('invite'), queryFn: pointsApi.invite }, queryClient);
}

export const useInvited = () => usePagedList(pointsKey('invited'), pointsApi.invited);
