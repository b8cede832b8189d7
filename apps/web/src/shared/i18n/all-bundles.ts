export type Texts = { default: Record<string, unknown> };
export type Bundles = Record<string, () => Promise<Texts>>;

/** Where every language's every namespace is built; setup.ts says why this is a chunk of its own. */
export const ALL_BUNDLES: Bundles = import.meta.glob<Texts>('../../locales/*/*.json');
