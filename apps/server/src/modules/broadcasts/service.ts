import type { BroadcastBody, BroadcastCreated, BroadcastFigures } from '@tarot/contract/broadcasts';
import { BROADCAST_RULES } from '@tarot/contract/broadcasts';
import type { FanOut } from './fan-out';
import type { BroadcastRepo } from './repo';

const NONE = { sent: 0, delivered: 0, opened: 0 };

export function createBroadcastService({
  broadcasts,
  fanOut,
  now,
}: {
  readonly broadcasts: BroadcastRepo;
  readonly fanOut: Pick<FanOut, 'start'>;
  readonly now: () => Date;
}) {
  return {
    /** Stores the broadcast and hands the sending to the job runner; answers at once. */
    async create(body: BroadcastBody, adminId: string): Promise<BroadcastCreated> {
      const row = await broadcasts.insert(body, adminId, now());
      await fanOut.start(row.id);
      return { broadcastId: row.id, recipients: row.recipients };
    },

    async recent(): Promise<{ items: BroadcastFigures[] }> {
      const rows = await broadcasts.recent(BROADCAST_RULES.listSize);
      const figures = await broadcasts.figures(rows.map((row) => row.id));
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          language: row.language,
          createdAt: row.createdAt.toISOString(),
          recipients: row.recipients,
          ...(figures.get(row.id) ?? NONE),
        })),
      };
    },
  };
}

export type BroadcastService = ReturnType<typeof createBroadcastService>;
