import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TermLanguage } from '@tarot/core/glossary/renderings';
import type { QimenChart } from '@tarot/core/qimen/chart';
import { readsCharacters } from '@tarot/core/qimen/reading/render';
import { FactList } from './fact-list';
import { HanText } from './han-text';
import type { QimenTerms } from './qimen-terms';
import styles from './qimen-page.module.css';

/** How the 置闰 run meets its term: ahead (超神), behind (接气), on the day (正授), or laid again (闰). */
function zhirunNote(zhirun: NonNullable<QimenChart['zhirun']>, t: TFunction<'qimen'>): string {
  if (zhirun.leap) return t('summary.leap');
  if (zhirun.leadDays > 0) return t('summary.ahead', { days: zhirun.leadDays });
  if (zhirun.leadDays < 0) return t('summary.behind', { days: -zhirun.leadDays });
  return t('summary.onTime');
}

interface SummaryProps {
  readonly chart: QimenChart;
  readonly terms: QimenTerms;
  readonly language: TermLanguage;
}

/** Chinese and Japanese name the 局 in numerals: 阳遁七局. */
const NUMERALS = '一二三四五六七八九';

/** The chart's head, above the board: 遁 and 局, 元 and term, the moment and the school. */
export function QimenHeadline({ chart, terms, language }: SummaryProps) {
  const { t } = useTranslation('qimen');
  const ju = readsCharacters(language) ? NUMERALS[chart.ju - 1]! : String(chart.ju);
  return (
    <section className={styles.card}>
      <p className={styles.headline}>
        <strong>{t('summary.ju', { dun: t(`dun.${chart.dun}`), ju })}</strong>
        <span>{t(`yuan.${chart.yuan}`)}</span>
        <span>
          <HanText text={terms.solarTerm(chart.solarTerm.name)} language={language} />
        </span>
      </p>
      <p className={styles.small}>
        {t('summary.moment', { time: chart.moment.clock.text.slice(0, 16), zone: chart.moment.zone })}
        {chart.moment.clockKind === 'true-solar' ? ` · ${t('summary.trueSolar')}` : ''}
        {' · '}
        {t(`method.${chart.method}`)}
        {chart.zhirun ? ` · ${zhirunNote(chart.zhirun, t)}` : ''}
        {' · '}
        {t('summary.dayChange')}
      </p>
    </section>
  );
}

/** The chart's keys, below the board: 值符 and 值使, 旬首, 旬空, the horse and the pillars. */
export function QimenFacts({ chart, terms, language }: SummaryProps) {
  const { t } = useTranslation('qimen');
  const rows: [string, string][] = [
    [t('summary.zhiFu'), `${terms.star(chart.zhiFu.star)} → ${terms.palace(chart.zhiFu.palace)}`],
    [t('summary.zhiShi'), `${terms.door(chart.zhiShi.door)} → ${terms.palace(chart.zhiShi.palace)}`],
    [t('summary.xunShou'), `${chart.xunShou} · ${terms.stem(chart.xunShouStem)}`],
    [
      t('summary.void'),
      `${chart.voids.hour.join('')} → ${[...new Set(chart.palaces.filter((p) => p.marks.includes('旬空')).map((p) => terms.palace(p.palace)))].join(' · ')}`,
    ],
    [t('summary.horse'), `${chart.horse.branch} → ${terms.palace(chart.horse.palace)}`],
    [t('summary.pillars'), Object.values(chart.pillars).join(' ')],
  ];
  return (
    <section className={styles.card}>
      <FactList rows={rows} language={language} />
    </section>
  );
}
