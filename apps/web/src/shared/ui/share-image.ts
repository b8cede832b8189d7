import { pictureGrid, PICTURE_GAP, wrapText } from './share-image-layout';

/** A picture set under the title: a card's art, a chart. */
export interface SharePicture {
  /**
   * An SVG data URL or a same-origin address: anything else would taint the canvas and
   * the image could not be saved.
   */
  readonly src: string;
  /** Height over width. */
  readonly ratio: number;
  /** Drawn upside down, as a reversed card lies. */
  readonly turned?: boolean;
}

/** A shareable picture of a result, drawn on a canvas in the brand's colours. */
export interface ShareImageContent {
  readonly title: string;
  readonly subtitle?: string;
  readonly pictures?: readonly SharePicture[];
  /** Each entry becomes a paragraph; `heading` entries are set larger and in gold. */
  readonly blocks: readonly { readonly text: string; readonly heading?: boolean }[];
  readonly footer: string;
  /** A QR code that opens `url`, with a line saying what scanning it does. */
  readonly qr?: { readonly url: string; readonly caption: string };
}

const WIDTH = 750;
const PADDING = 56;
const INNER = WIDTH - PADDING * 2;
const BODY = 28;
const HEADING = 32;
const LINE = 1.55;
const QR_SIZE = 180;
const GOLD = '#f6d98b';

/** One band of the picture, top to bottom: it knows its height before anything is drawn. */
interface Piece {
  readonly height: number;
  readonly draw: (context: CanvasRenderingContext2D, top: number) => void;
}

function font(size: number, weight = 400): string {
  const family = getComputedStyle(document.documentElement).getPropertyValue('--font-family') || 'sans-serif';
  return `${weight} ${size}px ${family}`;
}

function textPieces(
  context: CanvasRenderingContext2D,
  text: string,
  style: { size: number; weight?: number; colour: string; gap: number; centred?: boolean },
): Piece[] {
  context.font = font(style.size, style.weight);
  return wrapText((value) => context.measureText(value).width, text, INNER).map((line, index) => ({
    height: (index === 0 ? style.gap : 0) + style.size * LINE,
    draw: (ctx, top) => {
      ctx.font = font(style.size, style.weight);
      ctx.fillStyle = style.colour;
      ctx.textAlign = style.centred ? 'center' : 'left';
      ctx.fillText(line, style.centred ? WIDTH / 2 : PADDING, top + (index === 0 ? style.gap : 0));
    },
  }));
}

/** Resolves to null for a picture that will not load: the share image goes on without it. */
function loadPicture(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

async function picturePiece(pictures: readonly SharePicture[]): Promise<Piece | null> {
  const loaded = await Promise.all(pictures.map((picture) => loadPicture(picture.src)));
  const grid = pictureGrid(pictures.length, INNER);
  const rowHeight = grid.cellWidth * Math.max(...pictures.map((picture) => picture.ratio));
  return {
    height: 28 + grid.rows * rowHeight + (grid.rows - 1) * PICTURE_GAP,
    draw: (context, top) => {
      pictures.forEach((picture, index) => {
        const image = loaded[index];
        if (!image) return;
        const row = Math.floor(index / grid.columns);
        const x = PADDING + grid.offsetOf(row) + (index % grid.columns) * (grid.cellWidth + PICTURE_GAP);
        const y = top + 28 + row * (rowHeight + PICTURE_GAP);
        const height = grid.cellWidth * picture.ratio;
        context.save();
        context.translate(x + grid.cellWidth / 2, y + height / 2);
        if (picture.turned) context.rotate(Math.PI);
        context.drawImage(image, -grid.cellWidth / 2, -height / 2, grid.cellWidth, height);
        context.restore();
      });
    },
  };
}

async function qrPiece(url: string): Promise<Piece> {
  // The QR library is fetched only when someone shares, not with every page that could.
  const { toCanvas } = await import('qrcode');
  const code = document.createElement('canvas');
  await toCanvas(code, url, {
    width: QR_SIZE,
    margin: 1,
    color: { dark: '#3d1a9e', light: '#ffffff' },
  });
  return {
    height: 40 + QR_SIZE,
    draw: (context, top) => {
      const x = (WIDTH - QR_SIZE) / 2;
      context.fillStyle = '#ffffff';
      context.fillRect(x - 8, top + 32, QR_SIZE + 16, QR_SIZE + 16);
      context.drawImage(code, x, top + 40, QR_SIZE, QR_SIZE);
    },
  };
}

function paintBackground(context: CanvasRenderingContext2D, height: number) {
  const background = context.createLinearGradient(0, 0, WIDTH, height);
  background.addColorStop(0, '#2a1170');
  background.addColorStop(0.5, '#3d1a9e');
  background.addColorStop(1, '#6831ff');
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, height);
  context.strokeStyle = '#d4a94f';
  context.lineWidth = 3;
  context.strokeRect(20, 20, WIDTH - 40, height - 40);
}

/** Lays the content out first, so the canvas is exactly as tall as what it holds, then paints it. */
export async function renderShareImage(content: ShareImageContent): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');

  const pictures = content.pictures?.length ? await picturePiece(content.pictures) : null;
  const qr = content.qr ? await qrPiece(content.qr.url) : null;
  const pieces: Piece[] = [
    ...textPieces(context, content.title, { size: 44, weight: 700, colour: GOLD, gap: 0 }),
    ...(content.subtitle
      ? textPieces(context, content.subtitle, { size: 26, colour: 'rgba(255,255,255,0.8)', gap: 12 })
      : []),
    ...(pictures ? [pictures] : []),
    ...content.blocks.flatMap((block) =>
      textPieces(context, block.text, {
        size: block.heading ? HEADING : BODY,
        weight: block.heading ? 600 : 400,
        colour: block.heading ? GOLD : '#ffffff',
        gap: 26,
      }),
    ),
    ...(qr && content.qr
      ? [qr, ...textPieces(context, content.qr.caption, { size: 24, colour: GOLD, gap: 16, centred: true })]
      : []),
    ...textPieces(context, content.footer, {
      size: 22,
      colour: 'rgba(255,255,255,0.6)',
      gap: 32,
      centred: Boolean(qr),
    }),
  ];

  canvas.width = WIDTH;
  canvas.height = Math.ceil(PADDING * 2 + pieces.reduce((sum, piece) => sum + piece.height, 0));
  paintBackground(context, canvas.height);
  context.textBaseline = 'top';
  let top = PADDING;
  for (const piece of pieces) {
    piece.draw(context, top);
    top += piece.height;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode image'))), 'image/png'),
  );
}
