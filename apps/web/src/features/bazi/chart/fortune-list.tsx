import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { BaziChart } from '@tarot/core/calendar/bazi/chart';
import { BAZI_GLOSSARY } from '@tarot/core/glossary/bazi-glossary';
import { useTerm } from '../../../shared/i18n/use-term';
import { Glyph } from './glyph';
import styles from './fortune-list.module.css';

/** 起运 and the ten 大运; each opens its ten 流年. */
export function FortuneList({ chart }: { chart: BaziChart }) {
  const { t } = useTranslation('bazi');
  const { term } = useTerm(BAZI_GLOSSARY);
  const limit = chart.childLimit;
  return (
    <section className={styles.section}>
      <h3>{t('fortune.title')}</h3>
      <p className={styles.start}>
        {t('fortune.childLimit', {
          years: limit.years,
          months: limit.months,
          days: limit.days,
          hours: limit.hours,
          date: limit.startTime.text.slice(0, 10),
          age: limit.startAge,
        })}
        <small>
          {t(`fortune.direction.${limit.direction === '顺行' ? 'forward' : 'backward'}`)} ·{' '}
          {t('fortune.fromJie', { jie: term('solarTerm', limit.jie.name), time: limit.jie.time.text.slice(0, 16) })}
        </small>
      </p>
      <Collapse accordion>
        {chart.decades.map((decade) => (
          <Collapse.Panel
            key={String(decade.index)}
            title={
              <span className={styles.decade}>
                <strong>
                  <Glyph term={term} domain="ganZhi" stacked>
                    {decade.ganZhi}
                  </Glyph>
                </strong>
                <span>{term('tenGod', decade.tenGod)}</span>
                <span>{t('fortune.ages', { from: decade.startAge, to: decade.endAge })}</span>
                <span>{decade.startYear}</span>
              </span>
            }
          >
            <ul className={styles.years}>
              {decade.years.map((year) => (
                <li key={year.year}>
                  <span>{year.year}</span>
                  <strong>
                    <Glyph term={term} domain="ganZhi">
                      {year.ganZhi}
                    </Glyph>
                  </strong>
                  <span>{term('tenGod', year.tenGod)}</span>
                  <span>{t('fortune.age', { age: year.age })}</span>
                </li>
              ))}
            </ul>
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  );
}
