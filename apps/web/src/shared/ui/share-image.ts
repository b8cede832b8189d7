/**
 * A shareable picture of a result, drawn on a canvas in the brand's colours. Text only:
 * it stays legible in every script and needs no images that could taint the canvas.
 */
export interface ShareImageContent {
  readonly title: string;
  readonly subtitle?: string;
  /** Each entry becomes a paragraph; `heading` entries are set larger and in gold. */
  readonly blocks: readonly { readonly text: string; readonly heading?: boolean }[];
  readonly footer: string;
}

const WIDTH = 750;
const PADDING = 56;
const BODY = 28;
const HEADING = 32;
const LINE = 1.55;

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

function font(size: number, weight = 400): string {
  const family = getComputedStyle(document.documentElement).getPropertyValue('--font-family') || 'sans-serif';
  return `${weight} ${size}px ${family}`;
}

export async function renderShareImage(content: ShareImageContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  const inner = WIDTH - PADDING * 2;

  // Lay the text out first, so the canvas is exactly as tall as its content.
  type Line = { text: string; size: number; weight: number; colour: string; gap: number };
  const lines: Line[] = [];
  const add = (text: string, size: number, weight: number, colour: string, gap: number) => {
    context.font = font(size, weight);
    wrapText((value) => context.measureText(value).width, text, inner).forEach((part, index) =>
      lines.push({ text: part, size, weight, colour, gap: index === 0 ? gap : 0 }),
    );
  };
  add(content.title, 44, 700, '#f6d98b', 0);
  if (content.subtitle) add(content.subtitle, 26, 400, 'rgba(255,255,255,0.8)', 12);
  for (const block of content.blocks) {
    add(
      block.text,
      block.heading ? HEADING : BODY,
      block.heading ? 600 : 400,
      block.heading ? '#f6d98b' : '#ffffff',
      26,
    );
  }
  add(content.footer, 22, 400, 'rgba(255,255,255,0.6)', 40);
  const height = PADDING * 2 + lines.reduce((sum, line) => sum + line.gap + line.size * LINE, 0);

  canvas.width = WIDTH;
  canvas.height = Math.ceil(height);
  const background = context.createLinearGradient(0, 0, WIDTH, canvas.height);
  background.addColorStop(0, '#2a1170');
  background.addColorStop(0.5, '#3d1a9e');
  background.addColorStop(1, '#6831ff');
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, canvas.height);
  context.strokeStyle = '#d4a94f';
  context.lineWidth = 3;
  context.strokeRect(20, 20, WIDTH - 40, canvas.height - 40);

  let y = PADDING;
  context.textBaseline = 'top';
  for (const line of lines) {
    y += line.gap;
    context.font = font(line.size, line.weight);
    context.fillStyle = line.colour;
    context.fillText(line.text, PADDING, y);
    y += line.size * LINE;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode image'))), 'image/png'),
  );
}
