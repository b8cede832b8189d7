/** A source of uniform integers in [0, bound). Injected so draws are testable. */
export type RandomInt = (bound: number) => number;

const UINT32_RANGE = 2 ** 32;

/**
 * Uniform integers from the platform CSPRNG (`crypto.getRandomValues`, in browsers and
 * Node alike). Rejection sampling removes the modulo bias of `value % bound`.
 */
export const cryptoRandomInt: RandomInt = (bound) => {
  if (!Number.isInteger(bound) || bound <= 0 || bound > UINT32_RANGE) {
    throw new RangeError(`bound must be an integer in 1..2^32, got ${bound}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % bound);
  for (;;) {
    const value = nextUint32();
    if (value < limit) return value % bound;
  }
};

// One getRandomValues call per 256 numbers: a shuffle needs ~160 of them.
const pool = new Uint32Array(256);
let poolIndex = pool.length;

function nextUint32(): number {
  if (poolIndex === pool.length) {
    globalThis.crypto.getRandomValues(pool);
    poolIndex = 0;
  }
  const value = pool[poolIndex]!;
  poolIndex += 1;
  return value;
}

/**
 * A deterministic generator for stable results (the visitor's daily card): the seed is
 * hashed with cyrb53 and drives mulberry32. Not for anything secret.
 */
export function seededRandomInt(seed: string): RandomInt {
  let state = cyrb53(seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32_RANGE;
  };
  return (bound) => Math.floor(next() * bound);
}

/** cyrb53 string hash (public domain, bryc): good spread for short seeds. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
