import { startTransition, useEffect, useState } from 'react';
import { firstPageShown } from './first-page-shown';
import { whenIdle } from './when-idle';

/** A module fetched on demand, once; `current` is it once it has arrived. */
export interface LazyModule<M> {
  readonly current: M | null;
  /** Fetches the module, or returns the fetch under way; a failed fetch is tried again next time. */
  load(): Promise<M>;
}

export function lazyModule<M>(importModule: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | null = null;
  const lazy: { current: M | null; load(): Promise<M> } = {
    current: null,
    load() {
      loading ??= importModule().then(
        (module) => (lazy.current = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return lazy;
}

/**
 * Draws what an arrived module adds as a transition: React renders it in slices between
 * which a tap is handled, rather than in one long task while the page is being read.
 */
function drawWith<M>(setModule: (module: M) => void, module: M): void {
  startTransition(() => setModule(module));
}

/**
 * The module once it has arrived, null until then: a page draws what it can without it
 * instead of waiting. Starts the fetch once the page it is on has drawn.
 */
export function useLazyModule<M>(lazy: LazyModule<M>): M | null {
  const [module, setModule] = useState(lazy.current);
  useEffect(() => {
    if (module) return;
    let current = true;
    // After the page has drawn: on a slow link the module would share it with the page's own files.
    void firstPageShown()
      .then(() => lazy.load())
      .then(
        (loaded) => current && drawWith(setModule, loaded),
        () => undefined, // offline with nothing cached: the page keeps what it shows; the next use asks again
      );
    return () => {
      current = false;
    };
  }, [lazy, module]);
  // Arrived but not yet drawn (the transition is pending): a tap in between already gets it.
  return module ?? lazy.current;
}

/**
 * A module a page needs only once the user taps, such as a picker: fetched when the browser is
 * idle, so it never delays the first paint, or at once after `load()` (the tap came first).
 * `module` is null until it has arrived; a failed fetch is tried again on the next `load()`.
 */
export function useModuleWhenIdle<M>(lazy: LazyModule<M>): { readonly module: M | null; readonly load: () => void } {
  const [module, setModule] = useState(lazy.current);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (module) return;
    let current = true;
    const fetchModule = () =>
      void lazy.load().then(
        (loaded) => current && drawWith(setModule, loaded),
        () => undefined, // offline: the next tap asks again
      );
    const cancel = asked > 0 ? (fetchModule(), () => undefined) : whenIdle(fetchModule);
    return () => {
      current = false;
      cancel();
    };
  }, [lazy, module, asked]);
  return { module: module ?? lazy.current, load: () => setAsked((count) => count + 1) };
}
