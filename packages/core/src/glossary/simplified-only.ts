/**
 * Simplified-only characters, read from OpenCC's Simplified → Traditional dictionary: a
 * character it converts to something else, never writes on the Traditional side of any
 * entry, and Taiwan's standard does not keep. (Converting zh-Hant text again would not
 * do: OpenCC turns the branch 丑 into 醜 and 梁 into 樑, though Taiwan writes both.)
 * Used by the glossary's zh-Hant test and the browser check of zh-Hant pages; opencc-js is
 * a devDependency, so nothing the app ships imports this.
 */
import * as OpenCC from 'opencc-js';

/** Simplified → Taiwan Traditional, with Taiwan's standard variants (床, 灶 stay as they are). */
const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'tw' });

export function simplifiedOnlyCharacters(): Set<string> {
  const converted = new Set<string>();
  const traditional = new Set<string>();
  for (const group of OpenCC.Locale.from.cn!)
    for (const dict of group as readonly unknown[]) {
      const entries = typeof dict === 'string' ? dict.split('|').map((e) => e.split(' ')) : (dict as string[][]);
      for (const [simplified = '', ...targets] of entries) {
        for (const target of targets) for (const char of target) traditional.add(char);
        if ([...simplified].length === 1 && !targets.includes(simplified)) converted.add(simplified);
      }
    }
  return new Set([...converted].filter((char) => !traditional.has(char) && toTaiwan(char) !== char));
}
