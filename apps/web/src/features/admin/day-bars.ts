/** Bar geometry for the dashboard's per-day chart: pure, so it is tested without a browser. */
export interface Bar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly value: number;
  readonly day: string;
}

export interface BarLayout {
  readonly bars: readonly Bar[];
  /** The top of the scale: the largest value, at least 1 so empty days draw flat. */
  readonly max: number;
}

export function layoutBars(
  series: readonly { day: string; value: number }[],
  { width, height, gap = 2 }: { width: number; height: number; gap?: number },
): BarLayout {
  const max = Math.max(1, ...series.map((entry) => entry.value));
  const slot = series.length > 0 ? width / series.length : width;
  const barWidth = Math.max(1, slot - gap);
  const bars = series.map(({ day, value }, index) => {
    // A day with something gets at least a sliver, so it never looks like nothing.
    const barHeight = value === 0 ? 0 : Math.max(2, (value / max) * height);
    return { x: index * slot + gap / 2, y: height - barHeight, width: barWidth, height: barHeight, value, day };
  });
  return { bars, max };
}

/** 2026-11-23 → 11/23, short enough to sit under a bar. */
export const shortDay = (day: string): string => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
