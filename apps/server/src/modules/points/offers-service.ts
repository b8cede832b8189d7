import {
  findOffer,
  POINTS_OFFERS,
  type OfferKind,
  type PointsOffer,
  type PurchaseResult,
  type TarotLook,
} from '@tarot/contract/points';
import { AppError } from '../../errors';
import type { LedgerRepo } from './ledger-repo';
import type { OffersRepo } from './offers-repo';

export interface OffersDependencies {
  readonly offers: OffersRepo;
  readonly ledger: LedgerRepo;
  readonly now?: () => Date;
}

/** What points buy (decision 0025): looks for the tarot table, bought once, used at will. */
export function createOffersService({ offers, ledger, now = () => new Date() }: OffersDependencies) {
  const lookOf = (looks: Partial<Record<OfferKind, string>>): TarotLook => ({
    cardBack: (findOffer(looks['card-back'] ?? '')?.id ?? null),
    tableTheme: (findOffer(looks['table-theme'] ?? '')?.id ?? null),
  });

  return {
    async list(userId: string): Promise<PointsOffer[]> {
      const [owned, looks] = await Promise.all([offers.owned(userId), offers.looks(userId)]);
      return POINTS_OFFERS.map((offer) => ({
        ...offer,
        owned: owned.has(offer.id),
        inUse: looks[offer.kind] === offer.id,
      }));
    },

    /**
     * One transaction: the purchase row (its key lets one of racing requests through), then
     * the spend, which takes the points only while the balance covers them. Either refusal
     * rolls the whole purchase back.
     */
    async purchase(userId: string, offerId: string): Promise<PurchaseResult> {
      const offer = findOffer(offerId);
      if (!offer) throw new AppError('OFFER_NOT_FOUND');
      const at = now();
      return offers.transaction(async (tx) => {
        if (!(await offers.insertPurchase(tx, { userId, offerId: offer.id, price: offer.price, createdAt: at })))
          throw new AppError('OFFER_OWNED');
        const entry = await ledger.spend(tx, { userId, amount: -offer.price, reason: 'offer', ref: offer.id, at });
        if (!entry) throw new AppError('POINTS_NOT_ENOUGH');
        return { offerId: offer.id, price: offer.price, balance: entry.balance };
      });
    },

    async look(userId: string): Promise<TarotLook> {
      return lookOf(await offers.looks(userId));
    },

    async setLook(userId: string, kind: OfferKind, offerId: string | null): Promise<TarotLook> {
      if (offerId !== null) {
        const offer = findOffer(offerId);
        if (!offer || offer.kind !== kind) throw new AppError('INVALID_PARAM', `${offerId} is not a ${kind}`);
        if (!(await offers.owns(userId, offerId))) throw new AppError('OFFER_NOT_OWNED');
      }
      await offers.setLook(userId, kind, offerId);
      return lookOf(await offers.looks(userId));
    },
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
