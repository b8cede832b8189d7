/** The share picture's measurements that need no canvas, so they can be tested as plain values. */

/** CJK characters break anywhere; other scripts break between words. */
const TOKENS =
  /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/g;

export function wrapText(measure: (text: string) => number, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(TOKENS) ?? []) {
    const candidate = line + token;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

export interface PictureGrid {
  readonly columns: number;
  readonly rows: number;
  readonly cellWidth: number;
  /** Where the first column starts, so a short last row still sits centred under the title. */
  readonly offsetOf: (row: number) => number;
}

/** No picture drawn wider than this, so one card does not fill the whole image. */
const MAX_PICTURE = 220;
/** Nor narrower than this, so a ten-card spread stays recognisable: it wraps to more rows. */
const MIN_PICTURE = 104;
export const PICTURE_GAP = 16;

/** Lays `count` pictures in as few rows as fit `width`, each row centred. */
export function pictureGrid(count: number, width: number): PictureGrid {
  const fit = Math.max(1, Math.floor((width + PICTURE_GAP) / (MIN_PICTURE + PICTURE_GAP)));
  const columns = Math.max(1, Math.min(count, fit));
  const rows = Math.ceil(count / columns);
  const cellWidth = Math.min(MAX_PICTURE, (width - PICTURE_GAP * (columns - 1)) / columns);
  const rowWidth = (cells: number) => cells * cellWidth + (cells - 1) * PICTURE_GAP;
  const offsetOf = (row: number) => {
    const cells = row === rows - 1 ? count - columns * (rows - 1) : columns;
    return (width - rowWidth(cells)) / 2;
  };
  return { columns, rows, cellWidth, offsetOf };
}
