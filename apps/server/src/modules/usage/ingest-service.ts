import { usageEvent, type UsageReportBody } from '@tarot/contract/usage';
import { shanghaiDate } from '@tarot/core/calendar/shanghai-day';
import type { UsageDeviceIds } from './device-ids';
import type { NewUsageEvent, UsageEventRepo } from './event-repo';
import type { VisitorHasher } from './visitor-hash';

export interface IngestResult {
  readonly accepted: number;
  readonly dropped: number;
  /** The batch came under an id this server did not sign, and was dropped whole. */
  readonly unknownDevice: boolean;
}

export interface IngestDependencies {
  readonly events: Pick<UsageEventRepo, 'insert'>;
  readonly visitorOf: VisitorHasher;
  readonly devices: Pick<UsageDeviceIds, 'issuedOn'>;
  /** Hears each batch dropped for its unsigned id (a metric). */
  readonly onUnsigned: () => void;
}

/**
 * Turns a client's batch into stored events: each event checked on its own, none with an
 * address, and only under a device id the server issued, whose issue day is its first-seen day.
 */
export function createIngestService({ events, visitorOf, devices, onUnsigned }: IngestDependencies) {
  return {
    async ingest(batch: UsageReportBody, userAgent: string, now = new Date()): Promise<IngestResult> {
      const firstDay = devices.issuedOn(batch.device);
      if (firstDay === null) {
        onUnsigned();
        return { accepted: 0, dropped: batch.events.length, unknownDevice: true };
      }
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
            firstDay: firstDay > day ? day : firstDay,
          };
        }),
      );
      await events.insert(rows);
      return { accepted: rows.length, dropped: batch.events.length - rows.length, unknownDevice: false };
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
