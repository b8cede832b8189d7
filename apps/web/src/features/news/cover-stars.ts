export interface CoverStar {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** FNV-1a: a stable number from a slug, so an article keeps its sky on every visit. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** Scattered stars for a cover of `width`×`height`, different for each seed and the same every time. */
export function coverStars(seed: string, count: number, width: number, height: number): CoverStar[] {
  let state = hash(seed) || 1;
  const next = () => {
    // xorshift32: tiny, and good enough to scatter a dozen dots
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  return Array.from({ length: count }, () => ({
    x: Math.round(next() * width),
    y: Math.round(next() * height),
    r: 0.6 + Math.round(next() * 16) / 10,
  }));
}
