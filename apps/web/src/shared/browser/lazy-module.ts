import { useEffect, useState } from 'react';

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
 * The module once it has arrived, null until then: a page draws what it can without it
 * instead of waiting. Starts the fetch when the component mounts.
 */
export function useLazyModule<M>(lazy: LazyModule<M>): M | null {
  const [module, setModule] = useState(lazy.current);
  useEffect(() => {
    if (module) return;
    let current = true;
    lazy.load().then(
      (loaded) => current && setModule(loaded),
      () => undefined, // offline with nothing cached: the page keeps what it shows; the next use asks again
    );
    return () => {
      current = false;
    };
  }, [lazy, module]);
  return module;
}
