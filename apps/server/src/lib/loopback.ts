import { isIP } from 'node:net';

/**
 * Whether a listen address accepts connections from this machine only. `0.0.0.0`, `::` and
 * every other address accept them from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (bare.startsWith('::ffff:')) return isLoopbackHost(bare.slice('::ffff:'.length));
  return bare === '::1';
}
