import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): void {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(cells[0]!));
  for (const row of cells.slice(1)) console.log(line(row));
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `min / median / max` of several rounds' figures (the one figure when there is one round). */
export function spread(values: readonly number[], format: (value: number) => string = String): string {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 1) return format(sorted[0]!);
  return [sorted[0]!, median(sorted), sorted[sorted.length - 1]!].map(format).join(' / ');
}
