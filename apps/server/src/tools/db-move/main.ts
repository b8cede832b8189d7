// `npm run db:move -- --to postgres://… [--files-to s3]`: see move.ts and the README's
// "Running at scale". Reads the same settings as the server (DATA_DIR, and S3_* for the bucket).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../../config';
import { createLocalDiskStorage } from '../../providers/storage/local-disk-storage';
import { createS3Client, createS3Storage } from '../../providers/storage/s3-storage';
import { MoveError, moveEmbeddedDatabase } from './move';

const USAGE = 'usage: npm run db:move -- --to postgres://user:password@host:5432/database [--files-to s3]';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' }, 'files-to': { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new MoveError(USAGE);
  if (values['files-to'] !== undefined && values['files-to'] !== 's3') throw new MoveError(USAGE);

  // The bucket's settings are read as the server reads them with STORAGE=s3.
  const config = parseConfig(values['files-to'] ? { ...process.env, STORAGE: 's3' } : process.env);
  const s3 = config.s3;
  const client = s3 ? createS3Client(s3) : undefined;
  try {
    const report = await moveEmbeddedDatabase({
      from: path.join(config.dataDir, 'pglite'),
      to: values.to,
      files:
        s3 && client
          ? {
              from: createLocalDiskStorage(path.join(config.dataDir, 'files')),
              to: createS3Storage(client, s3.bucket, (error) => console.error(error)),
            }
          : undefined,
      log: (line) => console.log(line),
    });
    const rows = report.tables.reduce((sum, { rows }) => sum + rows, 0);
    console.log(`moved ${rows} rows in ${report.tables.length} tables${report.files ? ' and the files' : ''}.`);
    console.log('Now start the server with DATABASE_URL set to the target' + (report.files ? ' and STORAGE=s3.' : '.'));
  } finally {
    client?.destroy();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof MoveError || error instanceof ConfigError;
  console.error(known ? `db:move: ${error.message}` : error);
  process.exit(1);
});
