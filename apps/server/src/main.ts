import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { loadSecrets } from './secrets';

async function main(): Promise<void> {
  const { tokenSecret, ...config } = parseConfig();
  const secrets = await loadSecrets(config, { tokenSecret });
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
    app.close().then(
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
