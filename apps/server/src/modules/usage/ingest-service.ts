import { usageEvent, type UsageReportBody } from '@tarot/contract/usage';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { NewUsageEvent, UsageEventRepo } from './event-repo';
import type { VisitorHasher } from './visitor-hash';

export interface IngestResult {
  readonly accepted: number;
  readonly dropped: number;
}

/** Turns a client's batch into stored events: each event checked on its own, none with an address. */
export function createIngestService(events: Pick<UsageEventRepo, 'insert'>, visitorOf: VisitorHasher) {
  return {
    async ingest(batch: UsageReportBody, userAgent: string, now = new Date()): Promise<IngestResult> {
      const valid = batch.events.flatMap((raw) => {
        const parsed = usageEvent.safeParse(raw);
        return parsed.success ? [parsed.data] : [];
      });
      const rows = await Promise.all(
        valid.map(async (event): Promise<NewUsageEvent> => {
          const occurredAt = new Date(now.getTime() - event.ago);
          const day = shanghaiDate(occurredAt);
          return {
            occurredAt,
            day,
            visitor: await visitorOf(day, batch.device, userAgent),
            session: event.session,
            type: event.type,
            name: event.type === 'pageview' ? event.path : event.name,
            props: event.type === 'event' ? (event.props ?? null) : null,
            lang: batch.lang,
            platform: batch.platform,
            version: batch.version,
            // A device cannot have been first seen after the event it reports.
            firstDay: batch.firstDay > day ? day : batch.firstDay,
          };
        }),
      );
      await events.insert(rows);
      return { accepted: rows.length, dropped: batch.events.length - rows.length };
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
