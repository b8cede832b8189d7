import { DotLoading, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import { LIFE_AREAS } from '@tarot/core/calendar/bazi/reading/types';
import { ReadingElements } from './reading-elements';
import { ReadingFortune } from './reading-fortune';
import { useBaziReading } from './use-bazi-reading';
import styles from './bazi-reading-view.module.css';

/** The written reading of a chart: 旺衰, 格局, 喜用/忌, five areas, and the current 大运 and 流年. */
export function BaziReadingView({ chart }: { chart: BaziChart }) {
  const { t } = useTranslation('baziReading');
  const { status, reading } = useBaziReading(chart);
  if (status === 'error') return <div className={styles.card}>{t('failed')}</div>;
  if (!reading)
    return (
      <div className={styles.card} role="status">
        {t('loading')} <DotLoading />
      </div>
    );
  const { strength, pattern } = reading;
  return (
    <div className={styles.reading}>
      <h2 className={styles.title}>{t('title')}</h2>
      <section className={styles.card}>
        <h3>{t('strength.title')}</h3>
        <p className={styles.headline}>
          <strong data-level={strength.level}>{strength.levelName}</strong>
          <span>{t('strength.score', { score: strength.score })}</span>
        </p>
        <ProgressBar percent={strength.score} className={styles.meter} />
        <ul className={styles.lines}>
          {strength.reasons.map((reason) => (
            <li key={reason.code}>{reason.text}</li>
          ))}
        </ul>
        <p className={styles.small}>{t('strength.rule')}</p>
      </section>
      <section className={styles.card}>
        <h3>{t('pattern.title')}</h3>
        <p className={styles.headline}>
          <strong>{pattern.name}</strong>
        </p>
        <p className={styles.text}>{pattern.about}</p>
        {pattern.reasons.map((reason) => (
          <p key={reason.code} className={styles.small}>
            {reason.text}
          </p>
        ))}
      </section>
      <section className={styles.card}>
        <h3>{t('elements.title')}</h3>
        <ReadingElements elements={reading.elements} />
        <p className={styles.small}>{t('elements.order')}</p>
      </section>
      <section className={styles.card}>
        <h3>{t('areas.title')}</h3>
        {LIFE_AREAS.map((area) => (
          <div key={area} className={styles.area}>
            <h4>{t(`areas.${area}`)}</h4>
            {reading.areas[area].map((line) => (
              <p key={line.code} className={styles.text}>
                {line.text}
              </p>
            ))}
          </div>
        ))}
      </section>
      <section className={styles.card}>
        <h3>{t('fortune.title')}</h3>
        <ReadingFortune fortune={reading.fortune} />
      </section>
    </div>
  );
}
