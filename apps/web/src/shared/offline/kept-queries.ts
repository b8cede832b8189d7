import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core';
import { localStore } from '../storage/local';
import { claimKeptData, KEPT_PREFIX } from './kept-data';
import { currentOwner } from '../auth/token-owner';

/** A kept answer older than this is dropped rather than shown: a month-old balance misleads. */
const KEPT_FOR_MS = 30 * 24 * 60 * 60 * 1000;

const keptStorage = {
  getItem: (key: string) => localStore.get(key),
  setItem: (key: string, value: string) => localStore.set(key, value),
  removeItem: (key: string) => localStore.remove(key),
};

// A member signed in before answers were kept, or whose session ended while the app was closed.
claimKeptData(currentOwner());

const persister = experimental_createQueryPersister({
  storage: keptStorage,
  prefix: KEPT_PREFIX,
  maxAge: KEPT_FOR_MS,
  // Raise when a kept answer's shape changes, so an old one is dropped instead of misread.
  buster: '1',
});

/**
 * TanStack Query's own per-query persister over local storage: a query given
 * `persister: keptOffline` saves each answer and, opened again with nothing in memory (a new
 * visit, offline too), shows the saved one at once and asks the server afresh behind it.
 * Only the queries a page needs offline carry it (decision 0031); a sign-out or another
 * account clears them all (token-store.ts). An answer that arrives after its member signed
 * out, or after another signed in, is neither shown nor kept.
 */
export const keptOffline: typeof persister.persisterFn = (queryFn, context, query) =>
  persister.persisterFn(
    async (queryContext) => {
      const owner = currentOwner();
      const answer = await queryFn(queryContext);
      if (currentOwner() !== owner) throw new Error('The account changed while this was asked for');
      return answer;
    },
    context,
    query,
  );
