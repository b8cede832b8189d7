import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ZiweiResponse } from '@tarot/contract/calendar';
import { LoadFailed } from '../../../../shared/ui/load-failed';
import { PalaceChooser } from './palace-chooser';
import { PalaceReading } from './palace-reading';
import { PatternsCard } from './patterns-card';
import { PeriodCard } from './period-card';
import { StackCard } from './stack-card';
import { SummaryCard } from './summary-card';
import { useZiweiTexts } from './use-ziwei-texts';
import styles from './ziwei-reading.module.css';

interface ZiweiReadingPanelProps {
  readonly chart: ZiweiResponse['chart'];
  readonly reading: ZiweiResponse['reading'];
  /** The year the page's periods are read for (the reading's 流年). */
  readonly year: number;
  /** Index of the palace being read, shared with the board so a tap on either selects it. */
  readonly selected: number;
  readonly onSelect: (index: number) => void;
}

/**
 * The reading under the 紫微 chart: 命宫 / 身宫 in brief, the patterns 命宫 forms, the chosen
 * palace with its 三方四正, then 大限 and 流年 and the two read together.
 */
export function ZiweiReadingPanel({ chart, reading, year, selected, onSelect }: ZiweiReadingPanelProps) {
  const { t } = useTranslation('ziweiReading');
  const texts = useZiweiTexts();
  if (texts.error) return <LoadFailed error={texts.error} retry={() => void texts.refetch()} />;
  if (!texts.data) return <Skeleton.Paragraph lineCount={8} animated />;
  const palace = reading.palaces.find((p) => p.index === selected) ?? reading.palaces[0]!;
  const decadeRange = chart.palaces.find((p) => p.index === reading.decadal?.index)?.decadal.range;

  return (
    <section className={styles.reading}>
      <h2>{t('title')}</h2>
      <SummaryCard summary={reading.summary} texts={texts.data} />
      <PatternsCard patterns={reading.patterns} texts={texts.data} />
      <section className={styles.card}>
        <p className={styles.hint}>{t('tapHint')}</p>
        <PalaceChooser palaces={reading.palaces} selected={palace.index} onSelect={onSelect} texts={texts.data} />
        <PalaceReading palace={palace} palaces={reading.palaces} texts={texts.data} />
      </section>
      {reading.decadal && decadeRange && (
        <PeriodCard
          title={t('decadal', { from: decadeRange[0], to: decadeRange[1] })}
          period={reading.decadal}
          texts={texts.data}
        />
      )}
      {reading.yearly && <PeriodCard title={t('yearly', { year })} period={reading.yearly} texts={texts.data} />}
      {reading.stack && <StackCard stack={reading.stack} texts={texts.data} />}
    </section>
  );
}
