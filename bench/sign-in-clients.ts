import { request } from 'node:http';
import { setPriority } from 'node:os';

/**
 * The members signing in, in a process of their own (bench/login-burst.ts forks it). On a real
 * deployment they are phones elsewhere; here they share the server's cores, so they run at the
 * lowest CPU priority, and the machine's time goes first to the server and to the health probe
 * whose latency is measured. Sends `{ finished }` and exits when told `stop`.
 *
 * Each sign-in comes from an address of its own (the whole of 127.0.0.0/8 reaches the server),
 * as many people's would: one account's sign-ins beyond the sixth at once, or one address's
 * beyond the login rate limit, would be refused without hashing.
 */
const [url, password, ...usernames] = process.argv.slice(2);
if (!url || !password || usernames.length === 0) throw new Error('usage: sign-in-clients <url> <password> <username>…');
setPriority(19);

let addressesUsed = 0;
const nextAddress = () => {
  addressesUsed += 1;
  return `127.2.${Math.floor(addressesUsed / 250) % 250}.${(addressesUsed % 250) + 1}`;
};

/** One sign-in from a fresh address; throws unless it succeeds (a refusal would skip the hashing measured). */
function signIn(account: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/api/auth/login`,
      { method: 'POST', localAddress: nextAddress(), headers: { 'content-type': 'application/json' } },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          incoming.statusCode === 200 ? resolve() : reject(new Error(`login answered ${incoming.statusCode}: ${text}`)),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify({ account, password }));
  });
}

let stopping = false;
let finished = 0;
process.once('message', () => (stopping = true));
const clients = usernames.map(async (account) => {
  while (!stopping) {
    await signIn(account);
    finished += 1;
  }
});
process.send!({ started: true });
await Promise.all(clients);
process.send!({ finished }, () => process.exit(0));
