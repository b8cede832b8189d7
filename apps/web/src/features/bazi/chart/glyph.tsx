import styles from './glyph.module.css';

type GlyphDomain = 'stem' | 'branch' | 'ganZhi';

interface GlyphProps {
  /**
   * The page's own term function (useTerm with BAZI_GLOSSARY or ZIWEI_GLOSSARY, both holding
   * the cycle's domains), so a glyph waits for no glossary of its own.
   */
  readonly term: (domain: GlyphDomain, key: string) => string;
  /** 'stem' and 'branch' for one character, 'ganZhi' for a pillar such as '甲子'. */
  readonly domain: GlyphDomain;
  readonly children: string;
  /** The name under the characters (a table cell) rather than after them (a line of text). */
  readonly stacked?: boolean;
}

/**
 * Stems, branches and pillars stay written as the chart writes them, the characters being
 * what a chart is read from; their name in the reader's language stands beside them. The
 * characters carry `data-glyph` so the language check (e2e/support/shown-text.ts) knows them
 * for a glyph with its translation, not an untranslated word.
 */
export function Glyph({ term, domain, children, stacked = false }: GlyphProps) {
  const name = term(domain, children);
  return (
    <span className={styles.glyph} data-stacked={stacked}>
      <span data-glyph="">{children}</span>
      {name !== children && <small className={styles.name}>{name}</small>}
    </span>
  );
}
