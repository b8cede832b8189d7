/** The rows of one page and the count of all matching rows, as every admin list answers. */
export interface PageOf<Row> {
  readonly rows: Row[];
  readonly total: number;
}

export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** `value` as a literal ILIKE pattern: `%`, `_` and the escape character itself match only themselves. */
export const containsPattern = (value: string): string => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
