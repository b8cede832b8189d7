/**
 * A readable name for a User-Agent, e.g. "Chrome · Android" or "WeChat · iOS": the browser
 * first (the most specific tell wins, WeChat's and Edge's before Chrome's, Chrome's before
 * Safari's), then the system. Null when neither is recognised.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/MicroMessenger\//, 'WeChat'],
  [/\bQQ\//, 'QQ'],
  [/Edg(?:A|iOS)?\//, 'Edge'],
  [/(?:OPR|Opera)\//, 'Opera'],
  [/(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:Chrome|CriOS)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/HarmonyOS/, 'HarmonyOS'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (userAgent: string, table: readonly (readonly [RegExp, string])[]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string): string | null {
  const parts = [first(userAgent, BROWSERS), first(userAgent, SYSTEMS)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : null;
}
