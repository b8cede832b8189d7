import type { Aspect } from '@tarot/core/astrology/aspects';
import type { ChartBody } from '@tarot/core/astrology/natal';
import { SIGN_IDS } from '@tarot/core/astrology/signs';
import { BODY_GLYPHS, textGlyph } from './glyphs';
import styles from './chart-wheel.module.css';

const SIZE = 320;
const CENTRE = SIZE / 2;
const OUTER = 156;
const SIGN_RING = 132;
const BODY_RING = 112;
const INNER = 92;
/** Bodies closer than this on the wheel are fanned out so their glyphs do not overlap. */
const MIN_GAP = 8;

interface ChartWheelProps {
  readonly bodies: readonly ChartBody[];
  readonly aspects: readonly Aspect[];
  /** The ascendant, drawn at nine o'clock; 0° Aries there with an unknown time. */
  readonly asc?: number;
  readonly cusps?: readonly number[];
  readonly label: string;
}

/** Where a longitude sits: the ascendant on the left, the zodiac running anticlockwise as charts draw it. */
const pointOf = (longitude: number, radius: number, asc: number) => {
  const angle = ((180 + longitude - asc) * Math.PI) / 180;
  return { x: CENTRE + radius * Math.cos(angle), y: CENTRE - radius * Math.sin(angle) };
};

/** The bodies' drawing places, nudged apart where they crowd (a conjunction of three stays readable). */
function spread(bodies: readonly ChartBody[]): Map<string, number> {
  const sorted = [...bodies].sort((a, b) => a.longitude - b.longitude).map((b) => ({ id: b.id, at: b.longitude }));
  for (let pass = 0; pass < 4; pass += 1) {
    for (let i = 1; i < sorted.length; i += 1) {
      const gap = sorted[i]!.at - sorted[i - 1]!.at;
      if (gap < MIN_GAP) {
        sorted[i - 1]!.at -= (MIN_GAP - gap) / 2;
        sorted[i]!.at += (MIN_GAP - gap) / 2;
      }
    }
  }
  return new Map(sorted.map((b) => [b.id, b.at]));
}

/** The natal wheel: the signs' ring, the house cusps, every body at its place and the aspects between them. */
export function ChartWheel({ bodies, aspects, asc = 0, cusps, label }: ChartWheelProps) {
  const drawnAt = spread(bodies);
  const byId = new Map(bodies.map((b) => [b.id, b]));
  const line = (longitude: number, from: number, to: number) => {
    const a = pointOf(longitude, from, asc);
    const b = pointOf(longitude, to, asc);
    return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
  };
  return (
    <svg className={styles.wheel} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label}>
      <circle className={styles.ring} cx={CENTRE} cy={CENTRE} r={OUTER} />
      <circle className={styles.ring} cx={CENTRE} cy={CENTRE} r={SIGN_RING - 12} />
      <circle className={styles.ring} cx={CENTRE} cy={CENTRE} r={INNER} />
      {SIGN_IDS.map((sign, i) => {
        const mid = pointOf(i * 30 + 15, SIGN_RING + 12, asc);
        return (
          <g key={sign}>
            <line className={styles.tick} {...line(i * 30, SIGN_RING - 12, OUTER)} />
            <text className={styles.sign} data-element={i % 4} x={mid.x} y={mid.y}>
              {textGlyph(String.fromCodePoint(0x2648 + i))}
            </text>
          </g>
        );
      })}
      {cusps?.map((cusp, i) => (
        <line
          key={i}
          className={i % 3 === 0 ? styles.angle : styles.cusp}
          {...line(cusp, i % 3 === 0 ? 0 : INNER * 0.35, SIGN_RING - 12)}
        />
      ))}
      {aspects
        .filter((a) => a.type !== 'conjunction' && a.a !== 'node' && a.b !== 'node')
        .map((a) => {
          const from = pointOf(byId.get(a.a)!.longitude, INNER, asc);
          const to = pointOf(byId.get(a.b)!.longitude, INNER, asc);
          return (
            <line
              key={`${a.a}-${a.b}`}
              className={styles.aspect}
              data-type={a.type}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
            />
          );
        })}
      {bodies.map((b) => {
        const at = pointOf(drawnAt.get(b.id)!, BODY_RING, asc);
        return (
          <g key={b.id}>
            <line className={styles.tick} {...line(b.longitude, SIGN_RING - 12, SIGN_RING - 17)} />
            <text className={styles.body} x={at.x} y={at.y}>
              {textGlyph(BODY_GLYPHS[b.id])}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
