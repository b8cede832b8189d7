import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@tarot/contract/points';
import { useNavigate } from 'react-router';
import { adPlayer } from '../../shared/ads/ad-network';
import { loginAddress } from '../../shared/auth/login-page';
import { useSignedIn } from '../../shared/auth/token-store';
import { showError } from '../../shared/api/show-error';
import { trackEvent } from '../../shared/usage/track';
import { pointsApi } from './points-api';
import { refreshPoints } from '../../shared/points/points-summary';
import { toast } from '../../shared/ui/toast';

export interface CheckIns {
  readonly checkIn: () => Promise<void>;
  readonly adCheckIn: () => Promise<void>;
  readonly pending: 'daily' | 'ad' | null;
  /** The ad being shown, to render anywhere on the page. */
  readonly ad: ReactNode;
}

/**
 * Daily and ad check-ins for any page: visitors are sent to sign in and come back here;
 * one action at a time, so a double tap cannot send two.
 */
export function useCheckIns(returnTo: string): CheckIns {
  const { t } = useTranslation(['ucenter', 'errors']);
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [pending, setPending] = useState<CheckIns['pending']>(null);
  const [adView, setAdView] = useState<{ id: string; seconds: number; promotion: Promotion } | null>(null);

  const fail = (error: unknown) => showError(error);
  const guard = (kind: 'daily' | 'ad', work: () => Promise<void>) => async () => {
    if (!signedIn) {
      await navigate(loginAddress(returnTo));
      return;
    }
    if (pending) return;
    setPending(kind);
    try {
      await work();
    } catch (error) {
      fail(error);
      setPending(null);
    }
  };

  const checkIn = guard('daily', async () => {
    const result = await pointsApi.checkIn();
    trackEvent('check-in', { kind: 'daily' });
    toast.show({ icon: 'success', content: t('checkIn.earned', { points: result.points, streak: result.streak }) });
    await refreshPoints();
    setPending(null);
  });

  const adCheckIn = guard('ad', async () => {
    const view = await pointsApi.startAdView();
    setAdView({ id: view.adViewId, seconds: view.requiredSeconds, promotion: view.promotion });
  });

  const finishAd = async (id: string) => {
    setAdView(null);
    try {
      const result = await pointsApi.adCheckIn(id);
      trackEvent('check-in', { kind: 'ad' });
      toast.show({ icon: 'success', content: t('adCheckIn.earned', { points: result.points }) });
      await refreshPoints();
    } catch (error) {
      fail(error);
    } finally {
      setPending(null);
    }
  };

  const Player = adPlayer;
  const ad = adView && (
    <Player
      key={adView.id}
      seconds={adView.seconds}
      promotion={adView.promotion}
      onComplete={() => void finishAd(adView.id)}
      onAbandon={() => {
        setAdView(null);
        setPending(null);
        toast.show({ content: t('adCheckIn.abandoned') });
      }}
    />
  );
  return { checkIn, adCheckIn, pending, ad };
}
