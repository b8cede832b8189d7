import { BRANCHES } from '@tarot/core/glossary/stems-branches';
import { renderingOf, type TermLanguage } from '@tarot/core/glossary/renderings';

/** How Chinese, Japanese and Korean name a 时辰 after its branch; other languages give the branch's own name. */
const HOUR_SUFFIX: Partial<Record<TermLanguage, string>> = { 'zh-Hans': '时', 'zh-Hant': '時', ja: 'の刻', ko: '시' };

/**
 * The 时辰 of `branch` (子 … 亥) as a reader of `lang` calls it: 午时, 午時, 午の刻, 오시, or the
 * branch with its animal elsewhere ("Wu (Horse)").
 */
export function hourLabel(lang: TermLanguage, branch: string): string {
  const suffix = HOUR_SUFFIX[lang];
  const name = renderingOf(BRANCHES, lang, branch) ?? branch;
  return suffix ? `${name}${suffix}` : name;
}
