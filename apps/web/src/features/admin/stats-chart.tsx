import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsDay } from '@tarot/contract/admin';
import { layoutBars, shortDay } from './day-bars';
import styles from './stats-chart.module.css';

const METRICS = ['newUsers', 'checkIns', 'readings'] as const;

const WIDTH = 330;
const HEIGHT = 120;

/** The dashboard's chart of new accounts, check-ins and readings. */
export function StatsChart({ days }: { days: readonly StatsDay[] }) {
  const { t } = useTranslation('admin');
  return (
    <MetricChart
      id="admin-chart-title"
      title={t('dashboard.chartTitle', { count: days.length })}
      metrics={METRICS}
      series={days}
      metricLabel={(metric) => t(`dashboard.metrics.${metric}`)}
      totalLabel={(sum) => t('dashboard.periodTotal', { count: sum })}
      chartLabel={(metric, sum) => t('dashboard.chartLabel', { metric: t(`dashboard.metrics.${metric}`), count: sum })}
    />
  );
}

interface MetricChartProps<Metric extends string> {
  readonly id: string;
  readonly title: string;
  /** Up to three, shown as equal choices. */
  readonly metrics: readonly Metric[];
  readonly series: readonly ({ readonly day: string } & Readonly<Record<Metric, number>>)[];
  readonly metricLabel: (metric: Metric) => string;
  readonly totalLabel: (sum: number) => string;
  readonly chartLabel: (metric: Metric, sum: number) => string;
}

/** One metric per day as SVG bars, today on the right; a tap on a bar names its day and value. */
export function MetricChart<Metric extends string>({
  id,
  title,
  metrics,
  series,
  metricLabel,
  totalLabel,
  chartLabel,
}: MetricChartProps<Metric>) {
  const [metric, setMetric] = useState<Metric>(metrics[0]!);
  const [picked, setPicked] = useState<string | null>(null);
  const { bars, max } = layoutBars(
    series.map((entry) => ({ day: entry.day, value: entry[metric] })),
    { width: WIDTH, height: HEIGHT },
  );
  const sum = bars.reduce((total, bar) => total + bar.value, 0);
  const focus = bars.find((bar) => bar.day === picked) ?? bars.at(-1);
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);

  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {/* Three equal choices rather than scrolling tabs, so long names (German, Russian) still fit. */}
      <div className={styles.metrics} role="tablist">
        {metrics.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={metric === key}
            data-active={metric === key}
            className={styles.metric}
            onClick={() => setMetric(key)}
          >
            {metricLabel(key)}
          </button>
        ))}
      </div>
      <p className={styles.summary}>
        {focus && (
          <span>
            {shortDay(focus.day)} · <strong>{focus.value}</strong>
          </span>
        )}
        <span>{totalLabel(sum)}</span>
      </p>
      <svg
        className={styles.chart}
        viewBox={`0 -14 ${WIDTH} ${HEIGHT + 32}`}
        role="img"
        aria-label={chartLabel(metric, sum)}
      >
        <line className={styles.axis} x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        <text className={styles.max} x="0" y="-4">
          {max}
        </text>
        {bars.map((bar, index) => (
          <g key={bar.day} onClick={() => setPicked(bar.day)}>
            {/* The whole column is the tap target, not just the bar. */}
            <rect className={styles.hit} x={bar.x} y={0} width={bar.width} height={HEIGHT} />
            <rect
              className={styles.bar}
              data-focus={bar.day === focus?.day}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              rx={Math.min(2, bar.width / 2)}
            />
            {labelled.has(index) && (
              <text
                className={styles.label}
                x={bar.x + bar.width / 2}
                y={HEIGHT + 14}
                textAnchor={index === 0 ? 'start' : index === bars.length - 1 ? 'end' : 'middle'}
              >
                {shortDay(bar.day)}
              </text>
            )}
          </g>
        ))}
      </svg>
    </section>
  );
}
