import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, type Config, type Secrets } from './config';

const storedSecrets = z.object({ tokenSecret: z.string().min(32) });

/**
 * Production must be given its secrets; development and tests generate them once and keep
 * them in `<DATA_DIR>/secrets.json` (mode 600) so tokens survive restarts.
 */
export async function loadSecrets(config: Config, given: { tokenSecret: string | undefined }): Promise<Secrets> {
  if (given.tokenSecret) return { tokenSecret: given.tokenSecret };
  if (config.env === 'production') {
    throw new ConfigError('TOKEN_SECRET is required in production (at least 32 characters).');
  }
  const file = path.join(config.dataDir, 'secrets.json');
  const existing = await readFile(file, 'utf8').then(
    (text) => storedSecrets.safeParse(JSON.parse(text)),
    () => undefined,
  );
  if (existing?.success) return existing.data;
  const generated = { tokenSecret: randomBytes(48).toString('base64url') };
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  return generated;
}
