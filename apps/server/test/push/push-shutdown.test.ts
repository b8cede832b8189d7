import { describe, expect, it } from 'vitest';
import { startTestServer } from '../harness';
import { signUp } from '../session';
import { createManualClock } from './manual-clock';
import { connectPush, onlineClient, pushUrl } from './push-socket';

describe('push on shutdown', () => {
  it('tells every client the server is going away (21) and closes its socket', async () => {
    const server = await startTestServer({ push: { clock: createManualClock() } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await signUp(server);
    const online = await onlineClient(pushUrl(server.app), member.token);
    const anonymous = await connectPush(pushUrl(server.app));
    await anonymous.request('heartbeat');
    // An unacknowledged message leaves a resend pending: closing must not wait for it.
    await server.app.push.sendToMember(member.user.uid, { kind: 'broadcast', title: 't', body: 'b', url: '#/' });
    await online.next((packet) => packet.command === 'server-message');

    await server.close();
    for (const client of [online, anonymous]) {
      expect(client.received.at(-1)).toMatchObject({ command: 'close', data: { code: 21 } });
      expect(await client.closed).toBe(1001);
    }
  });
});
