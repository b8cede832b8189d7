import { SIGN_IDS, type SignId } from '@tarot/core/astrology/signs';
import styles from './xingzuo.module.css';

/**
 * The sign's glyph, ♈ to ♓, drawn as text: U+FE0E asks for the plain symbol, not the coloured
 * emoji some phones would show. Decorative; the sign's name is always written beside it.
 */
export function SignGlyph({ sign }: { readonly sign: SignId }) {
  const glyph = String.fromCodePoint(0x2648 + SIGN_IDS.indexOf(sign)) + '\uFE0E';
  return (
    <span className={styles.glyph} aria-hidden="true" data-element={SIGN_IDS.indexOf(sign) % 4}>
      {glyph}
    </span>
  );
}
