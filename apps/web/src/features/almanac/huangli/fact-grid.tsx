import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlmanacDay } from '@tarot/core/calendar/almanac';
import styles from './fact-grid.module.css';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** 吉 / 凶 and 黄道 / 黑道 marks in red or ink. */
export function Luck({ luck, children }: { luck: string; children: ReactNode }) {
  return (
    <span className={styles.luck} data-luck={luck}>
      {children}
    </span>
  );
}

/** The rest of the day in a neat grid: 冲煞, 值神, 建除, 宿, 九星, 胎神, 节气, 物候, directions, 彭祖. */
export function FactGrid({ day }: { day: AlmanacDay }) {
  const { t } = useTranslation('almanac');
  const { term, phenology, directions, twentyEightStar: mansion } = day;
  return (
    <section className={styles.card} aria-label={t('huangli.details')}>
      <dl className={styles.grid}>
        <Fact label={t('huangli.clash')}>
          {day.clash.text}
          <small>{t('huangli.sha', { direction: day.clash.sha })}</small>
        </Fact>
        <Fact label={t('huangli.twelveStar')}>
          {day.twelveStar.name}
          <Luck luck={day.twelveStar.luck}>{day.twelveStar.ecliptic}</Luck>
        </Fact>
        <Fact label={t('huangli.duty')}>{day.duty}</Fact>
        <Fact label={t('huangli.mansion')}>
          {mansion.full}
          <Luck luck={mansion.luck}>{mansion.luck}</Luck>
          <small>{t('huangli.zone', { zone: mansion.zone, beast: mansion.beast })}</small>
        </Fact>
        <Fact label={t('huangli.nineStar')}>{day.nineStar.text}</Fact>
        <Fact label={t('huangli.fetus')}>{day.fetus}</Fact>
        <Fact label={t('huangli.term')}>
          {term.name}
          <small>
            {term.startsAt
              ? t('huangli.termStarts', { time: term.startsAt.text.slice(11, 16) })
              : t('huangli.termDay', { day: term.dayIndex + 1 })}
          </small>
        </Fact>
        <Fact label={t('huangli.phenology')}>
          {phenology.name}
          <small>{phenology.which}</small>
        </Fact>
        <Fact label={t('huangli.directions')} wide>
          <span className={styles.directions}>
            <span>
              <small>{t('huangli.joy')}</small>
              {directions.joy}
            </span>
            <span>
              <small>{t('huangli.mascot')}</small>
              {directions.mascot}
            </span>
            <span>
              <small>{t('huangli.wealth')}</small>
              {directions.wealth}
            </span>
          </span>
        </Fact>
        <Fact label={t('huangli.pengZu')} wide>
          <span className={styles.pengZu}>
            <span>{day.pengZu[0]}</span>
            <span>{day.pengZu[1]}</span>
          </span>
        </Fact>
      </dl>
    </section>
  );
}
