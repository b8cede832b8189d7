import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlmanacDay } from '@tarot/core/calendar/almanac';
import { ALMANAC_GLOSSARY } from '@tarot/core/glossary/almanac-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { useClashText } from '../use-clash-text';
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

/** The rest of the day in a neat grid: 冲煞, 值神, 建除, 宿, 九星, 胎神, 节气, 物候, 月相, 六曜, directions, 彭祖. */
export function FactGrid({ day }: { day: AlmanacDay }) {
  const { t } = useTranslation('almanac');
  const { term, lang } = useTerm(ALMANAC_GLOSSARY);
  const { term: solarTerm, phenology, directions, twentyEightStar: mansion } = day;
  const clashText = useClashText();
  return (
    <section className={styles.card} aria-label={t('huangli.details')}>
      <dl className={styles.grid}>
        <Fact label={t('huangli.clash')}>
          {clashText(day.clash)}
          <small>{t('huangli.sha', { direction: term('direction', day.clash.sha) })}</small>
        </Fact>
        <Fact label={t('huangli.twelveStar')}>
          {term('twelveStar', day.twelveStar.name)}
          <Luck luck={day.twelveStar.luck}>{term('luck', day.twelveStar.ecliptic)}</Luck>
        </Fact>
        <Fact label={t('huangli.duty')}>{term('duty', day.duty)}</Fact>
        <Fact label={t('huangli.mansion')}>
          {/* '井木犴' (mansion, 七曜, animal) is a Simplified-only form; other languages name the mansion. */}
          {lang === 'zh-Hans' ? mansion.full : term('mansion', mansion.name)}
          <Luck luck={mansion.luck}>{term('luck', mansion.luck)}</Luck>
          <small>
            {t('huangli.zone', { zone: term('direction', mansion.zone), beast: term('twelveStar', mansion.beast) })}
          </small>
        </Fact>
        <Fact label={t('huangli.nineStar')}>{term('nineStar', day.nineStar.text)}</Fact>
        <Fact label={t('huangli.fetus')}>{term('fetus', day.fetus)}</Fact>
        <Fact label={t('huangli.term')}>
          {term('solarTerm', solarTerm.name)}
          <small>
            {solarTerm.startsAt
              ? t('huangli.termStarts', { time: solarTerm.startsAt.text.slice(11, 16) })
              : t('huangli.termDay', { day: solarTerm.dayIndex + 1 })}
          </small>
        </Fact>
        <Fact label={t('huangli.phenology')}>
          {term('phenology', phenology.name)}
          <small>{term('pentad', phenology.which)}</small>
        </Fact>
        <Fact label={t('huangli.moonPhase')}>{term('moonPhase', day.moonPhase)}</Fact>
        <Fact label={t('huangli.sixStar')}>{term('sixStar', day.sixStar)}</Fact>
        <Fact label={t('huangli.directions')} wide>
          <span className={styles.directions}>
            <span>
              <small>{t('huangli.joy')}</small>
              {term('direction', directions.joy)}
            </span>
            <span>
              <small>{t('huangli.mascot')}</small>
              {term('direction', directions.mascot)}
            </span>
            <span>
              <small>{t('huangli.wealth')}</small>
              {term('direction', directions.wealth)}
            </span>
          </span>
        </Fact>
        <Fact label={t('huangli.pengZu')} wide>
          <span className={styles.pengZu}>
            <span>{term('pengZu', day.pengZu[0])}</span>
            <span>{term('pengZu', day.pengZu[1])}</span>
          </span>
        </Fact>
      </dl>
    </section>
  );
}
