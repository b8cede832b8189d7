/**
 * The kinds of chart a member can save: a 八字 命盘, a natal (星座) chart and a 奇门 hour chart.
 * Plain data so the database schema and the web's lists can name them without zod.
 */
export const SAVED_CHART_KINDS = ['bazi', 'natal', 'qimen'] as const;
export type SavedChartKind = (typeof SAVED_CHART_KINDS)[number];
