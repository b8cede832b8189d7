import { buildApp } from './app';
import type { FastifyBaseLogger } from 'fastify';
import { parseConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seed } from './seed';
import { isLoopbackHost } from './lib/loopback';
import { startupFailure } from './lib/startup-failure';
import { loadSecrets } from './secrets';

async function main(): Promise<void> {
  const { tokenSecret, vapid, ...config } = parseConfig();
  const secrets = await loadSecrets(config, { tokenSecret, vapid });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  await seed(database.db);

  const app = await buildApp({ config, database, secrets });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Never hang forever on a stuck connection: leave after the grace period.
    setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    // Half the grace period to drain, the rest for closing connections and the database.
    app.drain
      .start(Date.now() + config.shutdownGraceMs / 2)
      .then(() => app.close())
      .then(
        () => {
          app.log.info('shut down cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  // Installed before listening: "Server listening" is logged before listen() resolves, and a
  // supervisor may signal as soon as it reads it.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await app.listen({ host: config.host, port: config.port });
  warnIfInboxIsExposed(config, app.log);
}

/** A development server reachable from other machines must say loudly what that means. */
function warnIfInboxIsExposed(config: Config, log: FastifyBaseLogger): void {
  if (config.env === 'production' || isLoopbackHost(config.host)) return;
  if (config.devInbox) {
    log.warn(
      `DEV_INBOX=1 on ${config.host}: anyone who can reach this server can read every SMS and e-mail code at /api/dev/inbox`,
    );
  } else {
    log.warn(
      `development server listening on ${config.host}, beyond loopback: the development inbox and providers are off, ` +
        'so SMS and e-mail codes answer 503 until SMS_WEBHOOK_URL / SMTP_URL are set (or DEV_INBOX=1 on a trusted network)',
    );
  }
}

main().catch((error: unknown) => {
  console.error(startupFailure(error));
  process.exit(1);
});
