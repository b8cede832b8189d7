// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
// Loading the API client starts forgetting kept answers on sign-out, as it does in the app.
import '../api/http';
import { currentOwner, ownerOf } from '../auth/token-owner';
import { tokenStore } from '../auth/token-store';
import { claimKeptData } from './kept-data';
import { keptOffline } from './kept-queries';

/** A login token as the server signs it (tokens.ts), unsigned here: only its `uid` is read. */
const tokenOf = (uid: string, serial = 0) =>
  ['eyJhbGciOiJIUzI1NiJ9', btoa(JSON.stringify({ uid, sid: `s${serial}` })).replace(/=+$/, ''), 'sig'].join('.');
const signIn = (uid: string, serial = 0) => tokenStore.save(tokenOf(uid, serial), Date.now() + 3_600_000);

const BALANCE_KEY = ['points', 'summary'];
const offline = () => Promise.reject(new Error('network'));

/** Mine asks for the balance once, on a fresh visit (an empty cache), as a page does. */
async function visitMine(answer: () => Promise<{ balance: number }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = [...BALANCE_KEY, currentOwner()];
  // fetchQuery's type gives every query function an infinite query's context; pages use useQuery's.
  const persister = keptOffline as never;
  const shown = await client.fetchQuery({ queryKey: key, queryFn: answer, persister }).catch(() => null);
  // The persister writes after the answer, a task later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return shown;
}

const keptEntries = () => Object.keys(window.localStorage).filter((key) => key.startsWith('kept-'));

beforeEach(() => {
  window.localStorage.clear();
});

describe('answers kept for offline use', () => {
  it('reads the account from a token and nothing from a malformed one', () => {
    expect(ownerOf(tokenOf('u-42'))).toBe('u-42');
    expect(ownerOf('not-a-token')).toBeNull();
    expect(ownerOf('a.%%%.c')).toBeNull();
    expect(ownerOf(null)).toBeNull();
  });

  it('shows the last answer on a visit without a network', async () => {
    signIn('u-1');
    expect(await visitMine(async () => ({ balance: 120 }))).toEqual({ balance: 120 });
    expect(await visitMine(offline)).toEqual({ balance: 120 });
  });

  it('keeps them through a renewed token of the same account', async () => {
    signIn('u-1');
    await visitMine(async () => ({ balance: 120 }));
    signIn('u-1', 1);
    expect(keptEntries()).toHaveLength(1);
    expect(await visitMine(offline)).toEqual({ balance: 120 });
  });

  it('forgets them on sign-out, so the next visit offline shows nothing of the member', async () => {
    signIn('u-1');
    await visitMine(async () => ({ balance: 120 }));
    tokenStore.clear();
    expect(keptEntries()).toEqual([]);
    signIn('u-1');
    expect(await visitMine(offline)).toBeNull();
  });

  it('forgets them when another account signs in on the same phone', async () => {
    signIn('u-1');
    await visitMine(async () => ({ balance: 120 }));
    signIn('u-2');
    expect(keptEntries()).toEqual([]);
    expect(await visitMine(offline)).toBeNull();
  });

  it('does not keep an answer that arrives after its member signed out', async () => {
    signIn('u-1');
    const late = visitMine(async () => {
      tokenStore.clear();
      return { balance: 120 };
    });
    await late;
    expect(keptEntries()).toEqual([]);
  });

  it('forgets a member whose session ended while the app was closed', async () => {
    signIn('u-1');
    await visitMine(async () => ({ balance: 120 }));
    // The token runs out with the app closed; the next start is a visitor's.
    window.localStorage.setItem('uni_id_token_expired', String(Date.now() - 1));
    claimKeptData(currentOwner());
    expect(keptEntries()).toEqual([]);
  });
});
