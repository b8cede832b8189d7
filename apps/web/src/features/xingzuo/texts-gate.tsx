import type { ReactNode } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { AstrologyTexts } from '@tarot/core/astrology/texts';
import { useAstrologyTexts } from '../../shared/astrology/use-astrology-texts';
import styles from './xingzuo.module.css';

/** Draws its children once the 星座 texts are here; until then a loading line, or the failure. */
export function TextsGate({ children }: { readonly children: (texts: AstrologyTexts) => ReactNode }) {
  const { t } = useTranslation('xingzuo');
  const texts = useAstrologyTexts();
  if (texts.data) return children(texts.data);
  if (texts.isError) return <p className={styles.card}>{t('failed')}</p>;
  return (
    <p className={styles.card} role="status">
      {t('loading')} <DotLoading />
    </p>
  );
}
