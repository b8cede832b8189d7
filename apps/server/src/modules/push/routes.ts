import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import {
  deleteWebPushSubscription,
  getPushInbox,
  getWebPushKey,
  markPushOpened,
  PUSH_CLOSE,
  PUSH_PROTOCOL,
  PUSH_SOCKET_PATH,
  saveWebPushSubscription,
} from '@tarot/contract/push';
import { type Guard, guardedRoutes } from '../accounts';
import { route } from '../../lib/endpoint-route';
import type { Clock } from './clock';
import { createConnection } from './connection';
import type { PushHub } from './hub';
import type { createProtocol } from './protocol';
import type { PushService } from './push-service';
import { logSocketError } from './socket-errors';

export interface PushRoutesOptions {
  readonly service: PushService;
  readonly hub: PushHub;
  readonly protocol: ReturnType<typeof createProtocol>;
  readonly clock: Clock;
  readonly guard: Guard;
}

export async function pushRoutes(
  app: FastifyInstance,
  { service, hub, protocol, clock, guard }: PushRoutesOptions,
): Promise<void> {
  // Ours first: every client hears why (21, going away) before the plugin's own close.
  app.addHook('preClose', async () => hub.shutDown());
  // Larger frames close the socket (1009) before anything parses them.
  await app.register(websocket, {
    options: { maxPayload: PUSH_PROTOCOL.maxPacketBytes },
    errorHandler: (error, socket, request) => {
      logSocketError(error, request.log, request.ip);
      socket.terminate();
    },
  });

  app.get(PUSH_SOCKET_PATH, { websocket: true }, (socket, request) => {
    const connection = createConnection(socket, request.ip, clock, hub.counters);
    const ready = hub.open(connection);
    const receive = protocol.receiver(connection, ready);
    socket.on('message', (data, isBinary) => {
      if (isBinary) connection.end(PUSH_CLOSE.protocolViolation);
      else receive(data.toString());
    });
    socket.on('close', () => {
      ready
        .then(() => hub.closed(connection))
        .catch((error: unknown) => request.log.error({ err: error }, 'push close'));
    });
  });

  const member = guardedRoutes(app, guard.requireLogin);
  route(app, getWebPushKey, () => service.webPushKey());
  member(saveWebPushSubscription, (request) => service.saveSubscription(request.auth.uid, request.body));
  member(deleteWebPushSubscription, (request) => service.deleteSubscription(request.auth.uid, request.body.endpoint));
  member(getPushInbox, (request) => service.inbox(request.auth.uid));
  member(markPushOpened, (request) => service.markOpened(request.auth.uid, request.params.messageId));
}
