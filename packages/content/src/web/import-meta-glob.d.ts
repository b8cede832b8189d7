/**
 * The one call of Vite's the web loaders make, typed for this package's own type check: Vite
 * is apps/web's dependency (its vite/client types the real thing there), and a second copy
 * installed here only for its types would weigh more than these lines.
 */
interface ImportMeta {
  glob<Module>(pattern: string, options: { readonly base: string }): Record<string, () => Promise<Module>>;
}
