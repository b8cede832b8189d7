import type { qimenTerms } from '@tarot/core/qimen/reading/render';

/** The board's terms in the reader's language (core's qimenTerms bound to one language's texts). */
export type QimenTerms = ReturnType<typeof qimenTerms>;
