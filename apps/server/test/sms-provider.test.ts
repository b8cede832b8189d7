import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** A stand-in SMS gateway on loopback: it records what it is sent and answers `status`. */
let gateway: Server;
let gatewayUrl = '';
let status = 200;
const received: { authorization: string | undefined; body: { to: string; text: string } }[] = [];

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as { to: string; text: string };
};

let server: TestServer;
beforeAll(async () => {
  gateway = createServer(async (request, response) => {
    received.push({ authorization: request.headers.authorization, body: await readBody(request) });
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  server = await startTestServer({ config: { smsWebhook: { url: gatewayUrl, token: 'gateway-token' } } });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => gateway.close(resolve));
});

const sendCode = (mobile: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/sms-code', payload: { mobile, scene: 'login' } });

describe('the SMS gateway adapter', () => {
  it('posts the code to the gateway with its token, and nothing reaches the development inbox', async () => {
    const response = await sendCode('13700001111');
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toBe('Bearer gateway-token');
    expect(received[0]!.body.to).toBe('13700001111');
    expect(received[0]!.body.text).toMatch(/验证码 \d{6}/);
    const inbox = (await server.app.inject({ method: 'GET', url: '/api/dev/inbox?to=13700001111' })).json();
    expect(inbox.messages).toEqual([]);
  });

  it('answers 503 SERVICE_UNAVAILABLE, not success, when the gateway refuses or is gone', async () => {
    status = 502;
    const refused = await sendCode('13700002222');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('SERVICE_UNAVAILABLE');
    status = 200;
    const down = await startTestServer({
      config: { smsWebhook: { url: 'http://127.0.0.1:9/send', token: undefined } },
    });
    try {
      expect(
        (
          await down.app.inject({
            method: 'POST',
            url: '/api/auth/sms-code',
            payload: { mobile: '13700003333', scene: 'login' },
          })
        ).statusCode,
      ).toBe(503);
    } finally {
      await down.close();
    }
  });
});
