import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  PUSH_CLOSE,
  PUSH_PROTOCOL,
  PUSH_RESULTS,
  pushClientData,
  pushPacket,
  type PushPacket,
  type PushResult,
} from '@tarot/contract/push';
import type { Clock } from './clock';
import type { Admission, PushConnection } from './connection';
import type { PushHub } from './hub';
import type { MemberCheck } from './member-check';
import type { PushRepo } from './repo';

export interface ProtocolDependencies {
  readonly hub: PushHub;
  readonly repo: PushRepo;
  readonly checkMember: MemberCheck;
  readonly clock: Clock;
  readonly log: () => FastifyBaseLogger;
}

/** Sessions are random 192-bit secrets: a plain hash is enough to keep them out of the database. */
const hashSession = (session: string) => createHash('sha256').update(session).digest();

/**
 * How long a connection's packets rely on the last look at the account behind it (closed,
 * banned, signed out). Sign-outs end connections at once through the bus; this catches what
 * the bus could not carry (Redis away at that moment, a change made outside the app).
 */
export const RECHECK_MS = 30_000;

/**
 * Registrations that have not logged in yet live here, not in the database: anyone may
 * register, and 5,891 rows in 30 s from one address showed what that costs. A device row is
 * made by the first login; an unbound registration is forgotten after an hour, or sooner when
 * this many newer ones push it out (its client then registers again).
 */
export const PENDING_REGISTRATIONS = { max: 10_000, ttlMs: 60 * 60 * 1000 } as const;

const sameSession = (session: string, storedHash: string) => {
  const stored = Buffer.from(storedHash, 'hex');
  const given = hashSession(session);
  return stored.length === given.length && timingSafeEqual(stored, given);
};

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

type ParsedPacket = ReturnType<typeof pushPacket.safeParse>;

/**
 * The id of the message in flight on this connection that a `received` packet acknowledges, if
 * any. Each is claimed by one acknowledgement only: a repeated one counts against the allowance.
 */
const acknowledgedInFlight = (connection: PushConnection, packet: ParsedPacket): string | undefined => {
  if (!packet.success || packet.data.command !== 'received') return undefined;
  const data = pushClientData.received.safeParse(packet.data.data);
  return data.success && connection.inFlight.has(data.data.messageId) ? data.data.messageId : undefined;
};

/**
 * The spec's push state machine on one connection: register → login → online, heartbeats,
 * acknowledgements. `receiver` takes every frame; packets are handled one after another.
 */
export function createProtocol({ hub, repo, checkMember, clock, log }: ProtocolDependencies) {
  const registrations = new LRUCache<string, { readonly deviceId: string; readonly sessionHash: string }>({
    max: PENDING_REGISTRATIONS.max,
    ttl: PENDING_REGISTRATIONS.ttlMs,
    perf: { now: () => clock.now() },
  });
  const answer = (connection: PushConnection, packet: PushPacket, result: PushResult, extra: object = {}) =>
    connection.send(packet.command, { ...result, ...extra }, packet.packetId);

  const handlers: Partial<
    Record<PushPacket['command'], (connection: PushConnection, packet: PushPacket) => Promise<void>>
  > = {
    async register(connection, packet) {
      const data = pushClientData.register.safeParse(packet.data);
      if (!data.success) return answer(connection, packet, PUSH_RESULTS.invalidPacket);
      if (data.data.appId !== PUSH_PROTOCOL.appId) {
        answer(connection, packet, PUSH_RESULTS.invalidAppId);
        return connection.end(PUSH_CLOSE.protocolViolation);
      }
      const cid = randomBytes(16).toString('hex');
      const session = randomBytes(24).toString('base64url');
      registrations.set(cid, { deviceId: data.data.deviceId, sessionHash: hashSession(session).toString('hex') });
      await hub.logOut(connection);
      connection.device = null;
      answer(connection, packet, PUSH_RESULTS.success, { cid, session });
    },

    async login(connection, packet) {
      const data = pushClientData.login.safeParse(packet.data);
      if (!data.success) return answer(connection, packet, PUSH_RESULTS.invalidPacket);
      const { cid, session, token } = data.data;
      const stored = await repo.deviceByCid(cid);
      const registered = stored ?? registrations.get(cid);
      if (!registered || !sameSession(session, registered.sessionHash)) {
        return answer(connection, packet, PUSH_RESULTS.clientIdNotFound);
      }
      const member = await checkMember.login(token);
      if (!member) return answer(connection, packet, PUSH_RESULTS.loginFailed);
      const now = new Date(clock.now());
      const id = stored
        ? (await repo.bindDevice(stored.id, member.userId, now), stored.id)
        : (await repo.saveDevice({ ...registered, cid, userId: member.userId }, now)).id;
      registrations.delete(cid);
      connection.device = { id, cid };
      await hub.logIn(connection, member);
      answer(connection, packet, PUSH_RESULTS.success);
      // What waited while the member was away, after the answer the client waits for.
      const pending = await repo.pending(member.userId, new Date(clock.now()));
      for (const message of pending) hub.deliver(connection, message);
    },

    async logout(connection, packet) {
      if (connection.device && connection.member) {
        await repo.bindDevice(connection.device.id, null, new Date(clock.now()));
      }
      await hub.logOut(connection);
      answer(connection, packet, PUSH_RESULTS.success);
    },

    async heartbeat(connection, packet) {
      answer(connection, packet, PUSH_RESULTS.success);
    },

    async received(connection, packet) {
      const data = pushClientData.received.safeParse(packet.data);
      if (!data.success) return answer(connection, packet, PUSH_RESULTS.invalidPacket);
      const { device, member } = connection;
      if (!device || !member) return answer(connection, packet, PUSH_RESULTS.notLoggedIn);
      if (data.data.cid !== device.cid) return answer(connection, packet, PUSH_RESULTS.clientIdNotFound);
      const { messageId } = data.data;
      const receipt = await repo.recordReceipt(
        messageId,
        { id: device.id, userId: member.userId },
        new Date(clock.now()),
      );
      if (receipt !== 'unknown') hub.acknowledged(connection, messageId);
      const results = {
        new: PUSH_RESULTS.success,
        repeated: PUSH_RESULTS.repeated,
        unknown: PUSH_RESULTS.messageNotFound,
      };
      answer(connection, packet, results[receipt]);
    },

    // Nothing on this server takes client messages yet; the client expects an answer within 10 s.
    async 'client-message'(connection, packet) {
      answer(connection, packet, PUSH_RESULTS.success);
    },

    async close(connection) {
      connection.end();
    },
  };

  /** False (and the connection ended) once the member behind it may no longer be signed in. */
  const memberStillValid = async (connection: PushConnection): Promise<boolean> => {
    const { member } = connection;
    if (!member || clock.now() - member.checkedAt < RECHECK_MS) return true;
    if (!(await checkMember.stillValid(member))) {
      await hub.logOut(connection);
      connection.end(PUSH_CLOSE.loggedOutElsewhere);
      return false;
    }
    // Unless a login or a sign-out changed it meanwhile.
    if (connection.member === member) connection.member = { ...member, checkedAt: clock.now() };
    return true;
  };

  const handle = async (connection: PushConnection, packet: ParsedPacket, admission: Admission) => {
    if (!packet.success) return connection.end(PUSH_CLOSE.protocolViolation);
    if (admission === 'refuse') return answer(connection, packet.data, PUSH_RESULTS.tooFrequent);
    const handler = handlers[packet.data.command];
    // `server-message` and `redirect` only ever go from the server to the client.
    if (!handler) return answer(connection, packet.data, PUSH_RESULTS.invalidPacket);
    try {
      if (!(await memberStillValid(connection))) return;
      await handler(connection, packet.data);
    } catch (error) {
      log().error({ err: error, command: packet.data.command }, 'push packet failed');
      answer(connection, packet.data, PUSH_RESULTS.serverError);
    }
  };

  return {
    /** Queues a frame behind the connection's earlier ones; `ready` resolves once it was admitted. */
    receiver(connection: PushConnection, ready: Promise<boolean>) {
      let queue = ready;
      return (raw: string) => {
        connection.lastSeen = clock.now();
        const packet = pushPacket.safeParse(parseJson(raw));
        // Counted as it arrives, not as it is handled: a burst is a burst however slow the handling.
        // The first acknowledgement of a message in flight answers the server (a login's backlog
        // comes at once): the allowance is for what the client starts. Claiming it here, before
        // any handling, makes a repeat of it in the same burst count like any other packet.
        const claimed = acknowledgedInFlight(connection, packet);
        if (claimed) hub.acknowledged(connection, claimed);
        const admission: Admission = claimed ? 'admit' : connection.admitPacket();
        // Past the first refusal of a second, nothing is queued, parsed further or answered.
        if (admission === 'drop') return;
        queue = queue.then(async (admitted) => {
          if (admitted && connection.isOpen()) await handle(connection, packet, admission);
          return admitted;
        });
      };
    },
  };
}
