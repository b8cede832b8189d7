import type { FastifyInstance } from 'fastify';
import { getUsageConfig, issueUsageDevice, reportUsage } from '@tarot/contract/usage';
import { USAGE_RULES } from '@tarot/contract/usage-rules';
import { route } from '../../lib/endpoint-route';
import { AppError } from '../../errors';
import type { UsageDeviceIds } from './device-ids';
import type { IngestService } from './ingest-service';

export interface UsageRouteOptions {
  readonly enabled: boolean;
  readonly service: IngestService;
  readonly devices: Pick<UsageDeviceIds, 'issue'>;
}

/** The collector's public routes; visitors report too, so none needs a login. */
export async function usageRoutes(
  app: FastifyInstance,
  { enabled, service, devices }: UsageRouteOptions,
): Promise<void> {
  // sendBeacon posts a string as text/plain (a JSON Blob would need a CORS preflight it cannot
  // make): read such bodies as JSON in this plugin only, so no other route changes.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('INVALID_PARAM', 'The body is not JSON'), undefined);
    }
  });

  route(app, getUsageConfig, () => ({ ret: 0 as const, enable: enabled }));
  // Issued even while collection is off: a client asks only when it has something to send.
  route(app, issueUsageDevice, () => ({ ret: 0 as const, device: devices.issue() }));

  route(
    app,
    reportUsage,
    async (request) => {
      // Switched off, the batch is answered but nothing is kept.
      if (!enabled) return { ret: 0 as const, accepted: 0, dropped: request.body.events.length, unknownDevice: false };
      const result = await service.ingest(request.body, request.headers['user-agent'] ?? '');
      return { ret: 0 as const, ...result };
    },
    { bodyLimit: USAGE_RULES.batchMaxBytes },
  );
}
