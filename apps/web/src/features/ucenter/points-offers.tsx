import { useState } from 'react';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OfferKind, PointsOffer } from '@tarot/contract/points';
import { showError } from '../../shared/api/show-error';
import { CardBack } from '../../shared/cards/card-back';
import { backStyle, CARD_BACKS, TABLE_THEMES } from '../../shared/cards/looks';
import { toast } from '../../shared/ui/toast';
import { pointsApi } from './points-api';
import { refreshPoints } from '../../shared/points/points-summary';
import styles from './points-offers.module.css';

interface PointsOffersProps {
  readonly offers: readonly PointsOffer[];
  readonly balance: number;
}

/** What points buy, by kind: a preview, the price, and buy, use or back to the default. */
export function PointsOffers({ offers, balance }: PointsOffersProps) {
  const { t } = useTranslation(['ucenter', 'common']);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (offer: PointsOffer, work: () => Promise<string>) => {
    if (busy) return;
    setBusy(offer.id);
    try {
      toast.show({ icon: 'success', content: await work() });
      await refreshPoints();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  const buy = async (offer: PointsOffer) => {
    const name = t(`offers.names.${offer.id}`);
    const confirmed = await Dialog.confirm({
      title: t('offers.confirmTitle', { name }),
      content: t('offers.confirmText', { points: offer.price }),
      cancelText: t('common:actions.cancel'),
      confirmText: t('offers.buy'),
    });
    if (!confirmed) return;
    await act(offer, async () => {
      await pointsApi.purchase(offer.id);
      await pointsApi.setLook(offer.kind, offer.id);
      return t('offers.bought', { name });
    });
  };

  const use = (offer: PointsOffer, on: boolean) =>
    act(offer, async () => {
      await pointsApi.setLook(offer.kind, on ? offer.id : null);
      return t(on ? 'offers.nowInUse' : 'offers.backToDefault');
    });

  const action = (offer: PointsOffer) => {
    if (offer.inUse)
      return (
        <Button size="small" shape="rounded" fill="outline" loading={busy === offer.id} onClick={() => void use(offer, false)}>
          {t('offers.stopUsing')}
        </Button>
      );
    if (offer.owned)
      return (
        <Button size="small" shape="rounded" color="primary" loading={busy === offer.id} onClick={() => void use(offer, true)}>
          {t('offers.use')}
        </Button>
      );
    const short = offer.price - balance;
    return (
      <Button
        size="small"
        shape="rounded"
        color="primary"
        disabled={short > 0}
        loading={busy === offer.id}
        onClick={() => void buy(offer)}
      >
        {short > 0 ? t('offers.short', { points: short }) : t('offers.buyFor', { points: offer.price })}
      </Button>
    );
  };

  const group = (kind: OfferKind) => (
    <div key={kind}>
      <h3 className={styles.kind}>{t(`offers.kinds.${kind}`)}</h3>
      <ul className={styles.grid}>
        {offers
          .filter((offer) => offer.kind === kind)
          .map((offer) => (
            <li key={offer.id} className={styles.offer} data-testid={`offer-${offer.id}`}>
              <Preview offer={offer} />
              <span className={styles.name}>{t(`offers.names.${offer.id}`)}</span>
              <span className={styles.state}>
                {offer.inUse ? t('offers.inUse') : offer.owned ? t('offers.owned') : t('offers.price', { points: offer.price })}
              </span>
              {action(offer)}
            </li>
          ))}
      </ul>
    </div>
  );

  return (
    <section className={styles.card} aria-labelledby="points-offers-title">
      <h2 id="points-offers-title" className={styles.title}>
        {t('offers.title')}
      </h2>
      <p className={styles.note}>{t('offers.note')}</p>
      {group('card-back')}
      {group('table-theme')}
    </section>
  );
}

/** A card back as it will lie on the table, or a corner of the table theme with a card on it. */
function Preview({ offer }: { offer: PointsOffer }) {
  const back = CARD_BACKS[offer.id];
  const table = TABLE_THEMES[offer.id];
  return (
    <span className={styles.preview} style={table ? { background: table } : undefined} aria-hidden="true">
      <span className={styles.previewCard} style={back ? backStyle(back) : undefined}>
        <CardBack />
      </span>
    </span>
  );
}
