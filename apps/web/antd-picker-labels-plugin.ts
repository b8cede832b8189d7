import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LABELS = fileURLToPath(new URL('./src/shared/ui/picker-labels.ts', import.meta.url));
const WHEEL = /\/antd-mobile\/es\/components\/picker-view\/wheel\.js$/;

/** antd-mobile's Chinese-only screen-reader labels, each with the call that says it in the reader's language. */
const REPLACEMENTS: readonly (readonly [string, string])[] = [
  ['`当前选择的是：${current.label}`', 'pickerLabels.current(current.label)'],
  ["'当前未选择'", 'pickerLabels.none()'],
  ["'没有上一项'", 'pickerLabels.noPrevious()'],
  ['`选择上一项：${previous.label}`', 'pickerLabels.previous(previous.label)'],
  ["'没有下一项'", 'pickerLabels.noNext()'],
  ['`选择下一项：${next.label}`', 'pickerLabels.next(next.label)'],
];

/**
 * The picker wheels of antd-mobile 5 (every date, time and option picker) label their
 * screen-reader buttons in Chinese whatever the app's language. The build rewrites those
 * labels to src/shared/ui/picker-labels.ts, and fails loudly if a new antd-mobile release no
 * longer has them where expected, so the fix cannot silently lapse. (The dev server serves
 * antd-mobile pre-bundled, untouched.)
 */
export function antdPickerLabels(): Plugin {
  return {
    name: 'antd-picker-labels',
    enforce: 'pre',
    transform(code, id) {
      if (!WHEEL.test(id.replaceAll('\\', '/').split('?')[0]!)) return null;
      let rewritten = code;
      for (const [chinese, call] of REPLACEMENTS) {
        if (!rewritten.includes(chinese)) throw new Error(`antd-picker-labels: ${chinese} not found in ${id}`);
        rewritten = rewritten.replaceAll(chinese, call);
      }
      return { code: `import { pickerLabels } from ${JSON.stringify(LABELS)};\n${rewritten}`, map: null };
    },
  };
}
