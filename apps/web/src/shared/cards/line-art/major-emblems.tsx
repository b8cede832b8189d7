import type { ReactNode } from 'react';
import { ART, goldFill, line, thinLine } from './palette';

/** A radiant sun: a disc and `rays` spokes. */
function Sun({ x, y, r, rays = 12 }: { x: number; y: number; r: number; rays?: number }) {
  return (
    <g>
      {Array.from({ length: rays }, (_, i) => {
        const a = (2 * Math.PI * i) / rays;
        return (
          <path
            key={i}
            d={`M${x + Math.cos(a) * (r + 4)} ${y + Math.sin(a) * (r + 4)} L${x + Math.cos(a) * (r + 14)} ${y + Math.sin(a) * (r + 14)}`}
            {...thinLine}
          />
        );
      })}
      <circle cx={x} cy={y} r={r} {...goldFill} />
    </g>
  );
}

/** An eight-pointed star. */
function Star({ x, y, r }: { x: number; y: number; r: number }) {
  const points = Array.from({ length: 16 }, (_, i) => {
    const a = (Math.PI * i) / 8 - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.42;
    return `${(x + Math.cos(a) * radius).toFixed(1)},${(y + Math.sin(a) * radius).toFixed(1)}`;
  });
  return <polygon points={points.join(' ')} {...goldFill} />;
}

/** A crescent opening to the right. */
const Crescent = ({ x, y, r }: { x: number; y: number; r: number }) => (
  <path d={`M${x} ${y - r} A${r} ${r} 0 1 0 ${x} ${y + r} A${r * 0.75} ${r * 0.75} 0 1 1 ${x} ${y - r} Z`} {...goldFill} />
);

const Pillar = ({ x, shade }: { x: number; shade: string }) => (
  <g>
    <rect x={x - 9} y="78" width="18" height="170" fill={shade} stroke={ART.gold} strokeWidth="1.4" />
    <rect x={x - 13} y="70" width="26" height="10" {...goldFill} />
    <rect x={x - 13} y="246" width="26" height="10" {...goldFill} />
  </g>
);

const Figure = ({ x, y, s = 1 }: { x: number; y: number; s?: number }) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <circle cx="0" cy="-30" r="8" {...goldFill} />
    <path d="M0 -22 V12 M-14 -8 L0 -14 L14 -8 M0 12 L-10 36 M0 12 L10 36" {...line} />
  </g>
);

/** One emblem for each of the 22 major arcana, drawn in the card's centre box. */
export const MAJOR_EMBLEMS: readonly ReactNode[] = [
  // 0 The Fool: a small sun over a cliff edge, a bundle on a staff.
  <g key="0">
    <Sun x={140} y={92} r={14} />
    <path d="M30 262 L108 262 L128 236 L128 280" {...line} />
    <path d="M62 250 L96 150" {...line} />
    <circle cx="98" cy="146" r="9" {...goldFill} />
    <path d="M150 210 q10 -10 20 0" {...thinLine} />
  </g>,
  // 1 The Magician: the lemniscate over a table with the four suits.
  <g key="1">
    <path d="M70 96 C70 76 100 76 100 96 C100 116 130 116 130 96 C130 76 100 76 100 96 C100 116 70 116 70 96 Z" {...line} />
    <path d="M100 128 V186 M86 138 L100 128 L114 138" {...line} />
    <rect x="40" y="200" width="120" height="12" {...goldFill} />
    <path d="M50 212 V258 M150 212 V258" {...line} />
    <circle cx="60" cy="192" r="6" {...goldFill} />
    <path d="M84 196 h12 l-2 -10 h-8 z" {...goldFill} />
    <path d="M112 198 L120 178" {...line} />
    <path d="M138 198 L142 180" {...line} />
  </g>,
  // 2 The High Priestess: two pillars, a crescent between them, a veil.
  <g key="2">
    <Pillar x={50} shade={ART.ink} />
    <Pillar x={150} shade={ART.goldLight} />
    <Crescent x={100} y={120} r={22} />
    <path d="M62 180 Q100 160 138 180 V236 Q100 220 62 236 Z" fill="none" stroke={ART.gold} strokeWidth="1.2" opacity="0.8" />
    <path d="M86 206 h28 M100 192 v28" {...thinLine} />
  </g>,
  // 3 The Empress: the sign of Venus among wheat.
  <g key="3">
    <circle cx="100" cy="120" r="30" {...line} />
    <path d="M100 150 V212 M78 184 H122" {...line} />
    {[-54, -40, 40, 54].map((dx) => (
      <g key={dx}>
        <path d={`M${100 + dx} 262 V206`} {...thinLine} />
        <path d={`M${100 + dx} 206 l-5 10 M${100 + dx} 214 l5 10 M${100 + dx} 222 l-5 10`} {...thinLine} />
      </g>
    ))}
  </g>,
  // 4 The Emperor: a throne crowned with ram's horns.
  <g key="4">
    <path d="M58 262 V122 H142 V262" {...line} />
    <path d="M58 196 H142" {...line} />
    <path d="M70 122 C50 104 56 84 76 90 C88 94 84 108 74 106" {...line} />
    <path d="M130 122 C150 104 144 84 124 90 C112 94 116 108 126 106" {...line} />
    <rect x="84" y="140" width="32" height="40" {...goldFill} />
  </g>,
  // 5 The Hierophant: the triple cross and two crossed keys.
  <g key="5">
    <path d="M100 76 V200 M84 100 H116 M78 118 H122 M72 136 H128" {...line} />
    <path d="M62 256 L116 206 M138 256 L84 206" {...line} />
    <circle cx="60" cy="258" r="7" {...goldFill} />
    <circle cx="140" cy="258" r="7" {...goldFill} />
  </g>,
  // 6 The Lovers: two figures beneath a radiant sun.
  <g key="6">
    <Sun x={100} y={92} r={18} rays={16} />
    <Figure x={66} y={210} s={1.2} />
    <Figure x={134} y={210} s={1.2} />
    <path d="M80 172 Q100 150 120 172" {...thinLine} />
  </g>,
  // 7 The Chariot: a canopied car and two sphinxes, light and dark.
  <g key="7">
    <path d="M54 110 H146 L136 126 H64 Z" {...goldFill} />
    <rect x="68" y="126" width="64" height="72" {...line} />
    <Star x={100} y={160} r={14} />
    <circle cx="58" cy="236" r="16" fill={ART.goldLight} stroke={ART.gold} />
    <circle cx="142" cy="236" r="16" fill={ART.ink} stroke={ART.gold} strokeWidth="1.6" />
    <path d="M68 198 L58 220 M132 198 L142 220" {...line} />
  </g>,
  // 8 Strength: a lion's head with the lemniscate above.
  <g key="8">
    <path d="M78 92 C78 76 100 76 100 92 C100 108 122 108 122 92 C122 76 100 76 100 92 C100 108 78 108 78 92 Z" {...line} />
    {Array.from({ length: 14 }, (_, i) => {
      const a = (2 * Math.PI * i) / 14;
      return <path key={i} d={`M${100 + Math.cos(a) * 36} ${190 + Math.sin(a) * 36} L${100 + Math.cos(a) * 52} ${190 + Math.sin(a) * 52}`} {...line} />;
    })}
    <circle cx="100" cy="190" r="34" {...goldFill} />
    <circle cx="88" cy="182" r="3.5" fill={ART.ink} />
    <circle cx="112" cy="182" r="3.5" fill={ART.ink} />
    <path d="M92 204 Q100 212 108 204" stroke={ART.ink} strokeWidth="2" fill="none" />
  </g>,
  // 9 The Hermit: a lantern holding a six-pointed star.
  <g key="9">
    <path d="M100 72 V96" {...line} />
    <path d="M80 96 H120 L126 108 H74 Z" {...goldFill} />
    <rect x="78" y="108" width="44" height="70" rx="6" {...line} />
    <path d="M100 124 L113 147 H87 Z M100 162 L87 139 H113 Z" {...goldFill} />
    <path d="M84 178 H116 L110 188 H90 Z" {...goldFill} />
    <path d="M146 96 V266" {...line} />
  </g>,
  // 10 Wheel of Fortune: an eight-spoked wheel.
  <g key="10">
    <circle cx="100" cy="170" r="66" {...line} />
    <circle cx="100" cy="170" r="46" {...thinLine} />
    <circle cx="100" cy="170" r="10" {...goldFill} />
    {Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI * i) / 4;
      return <path key={i} d={`M${100 + Math.cos(a) * 10} ${170 + Math.sin(a) * 10} L${100 + Math.cos(a) * 66} ${170 + Math.sin(a) * 66}`} {...thinLine} />;
    })}
  </g>,
  // 11 Justice: scales and an upright sword.
  <g key="11">
    <path d="M100 70 L104 80 V236 H96 V80 Z" fill={ART.star} stroke={ART.gold} />
    <path d="M84 236 H116 M100 236 V256" {...line} />
    <path d="M44 118 H156" {...line} />
    <path d="M52 118 L38 170 H66 Z M148 118 L134 170 H162 Z" fill="none" stroke={ART.gold} strokeWidth="1.4" />
    <path d="M34 170 Q52 186 70 170 M130 170 Q148 186 166 170" {...goldFill} />
  </g>,
  // 12 The Hanged Man: a figure upside down from a living tau cross, haloed.
  <g key="12">
    <path d="M46 82 H154 M100 82 V96" {...line} />
    <path d="M100 96 V156 M100 120 L82 104 M100 120 L118 104 M100 156 L84 186 M100 156 L116 186" {...line} />
    <circle cx="100" cy="204" r="12" {...goldFill} />
    <circle cx="100" cy="204" r="24" fill="none" stroke={ART.goldLight} strokeWidth="1" strokeDasharray="3 4" />
  </g>,
  // 13 Death: the banner of the white rose.
  <g key="13">
    <path d="M60 80 V268" {...line} />
    <path d="M60 88 H150 L138 132 L150 176 H60 Z" fill={ART.ink} stroke={ART.gold} strokeWidth="1.6" />
    {Array.from({ length: 5 }, (_, i) => {
      const a = (2 * Math.PI * i) / 5 - Math.PI / 2;
      return <circle key={i} cx={102 + Math.cos(a) * 12} cy={132 + Math.sin(a) * 12} r="10" fill={ART.star} stroke={ART.gold} />;
    })}
    <circle cx="102" cy="132" r="6" fill={ART.gold} />
    <Sun x={140} y={236} r={12} rays={10} />
  </g>,
  // 14 Temperance: water poured between two cups.
  <g key="14">
    <path d="M52 118 H88 Q88 150 70 154 Q52 150 52 118 Z" {...goldFill} />
    <path d="M112 194 H148 Q148 226 130 230 Q112 226 112 194 Z" {...goldFill} />
    <path d="M84 128 C110 140 118 160 126 192" fill="none" stroke={ART.star} strokeWidth="3" strokeDasharray="2 5" strokeLinecap="round" />
    <path d="M70 154 V166 M130 230 V242" {...line} />
    <path d="M40 262 Q70 250 100 262 T160 262" {...thinLine} />
  </g>,
  // 15 The Devil: an inverted pentagram above two chained rings.
  <g key="15">
    <circle cx="100" cy="124" r="40" {...line} />
    <path d="M100 164 L76.5 91.6 L138 136.4 H62 L123.5 91.6 Z" fill="none" stroke={ART.goldLight} strokeWidth="2" strokeLinejoin="round" />
    <path d="M100 164 V200" {...line} />
    <ellipse cx="82" cy="222" rx="14" ry="9" {...line} />
    <ellipse cx="104" cy="222" rx="14" ry="9" {...line} />
    <ellipse cx="126" cy="222" rx="14" ry="9" {...line} />
  </g>,
  // 16 The Tower: a crowned tower struck by lightning.
  <g key="16">
    <path d="M74 266 V120 H126 V266" {...line} />
    <path d="M68 120 L82 94 H118 L132 120" {...goldFill} />
    <path d="M150 70 L118 118 H134 L108 160" fill="none" stroke={ART.star} strokeWidth="3" strokeLinejoin="round" />
    <rect x="92" y="150" width="16" height="22" rx="8" {...thinLine} />
    <rect x="92" y="200" width="16" height="22" rx="8" {...thinLine} />
    <circle cx="56" cy="150" r="3" fill={ART.goldLight} />
    <circle cx="146" cy="190" r="3" fill={ART.goldLight} />
  </g>,
  // 17 The Star: a great star over a pool, with seven small ones.
  <g key="17">
    <Star x={100} y={124} r={40} />
    {[
      [46, 92],
      [154, 92],
      [40, 150],
      [160, 150],
      [60, 196],
      [140, 196],
      [100, 66],
    ].map(([x, y]) => (
      <Star key={`${x}-${y}`} x={x!} y={y!} r={8} />
    ))}
    <path d="M36 250 Q68 236 100 250 T164 250" {...line} />
    <path d="M48 264 Q74 254 100 264 T152 264" {...thinLine} />
  </g>,
  // 18 The Moon: the moon between two towers, a crayfish rising from the water.
  <g key="18">
    <circle cx="100" cy="104" r="30" {...goldFill} />
    <Crescent x={100} y={104} r={22} />
    <path d="M34 232 V162 H56 V232 M144 232 V162 H166 V232" {...line} />
    <path d="M30 246 Q65 236 100 246 T170 246" {...line} />
    <path d="M94 244 q6 -16 12 0 M96 232 l-6 -8 M104 232 l6 -8" {...thinLine} />
  </g>,
  // 19 The Sun: a great sun over a sunflower.
  <g key="19">
    <Sun x={100} y={126} r={34} rays={20} />
    <path d="M100 200 V266 M100 236 Q82 226 76 240 M100 246 Q118 236 124 250" {...line} />
    <circle cx="100" cy="196" r="10" {...goldFill} />
  </g>,
  // 20 Judgement: a trumpet with its banner, and figures rising.
  <g key="20">
    <path d="M52 82 L136 142 L146 128 Z" {...goldFill} />
    <path d="M96 112 V150 H122 L112 131" fill={ART.star} stroke={ART.gold} strokeWidth="1.2" />
    <Figure x={58} y={226} s={0.9} />
    <Figure x={100} y={222} s={0.9} />
    <Figure x={142} y={226} s={0.9} />
    <path d="M36 262 H164" {...line} />
  </g>,
  // 21 The World: a laurel wreath, the four creatures' signs at its corners.
  <g key="21">
    <ellipse cx="100" cy="168" rx="46" ry="70" {...line} />
    {Array.from({ length: 16 }, (_, i) => {
      const a = (2 * Math.PI * i) / 16;
      return (
        <ellipse
          key={i}
          cx={100 + Math.cos(a) * 46}
          cy={168 + Math.sin(a) * 70}
          rx="7"
          ry="3"
          transform={`rotate(${(a * 180) / Math.PI + 90} ${100 + Math.cos(a) * 46} ${168 + Math.sin(a) * 70})`}
          {...goldFill}
        />
      );
    })}
    <Figure x={100} y={170} />
    {['♒\uFE0E', '♏\uFE0E', '♉\uFE0E', '♌\uFE0E'].map((sign, i) => (
      <text key={sign} x={i % 2 === 0 ? 32 : 168} y={i < 2 ? 84 : 270} textAnchor="middle" fill={ART.goldLight} fontSize="16">
        {sign}
      </text>
    ))}
  </g>,
];
