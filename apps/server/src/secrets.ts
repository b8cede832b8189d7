import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import { ConfigError, type Config, type GivenSecrets, type Secrets, type VapidKeys } from './config';

const vapidKeys = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40), subject: z.string() });
// Files written before Web Push hold the token secret only: their VAPID keys are added.
const storedSecrets = z.object({ tokenSecret: z.string().min(32), vapid: vapidKeys.optional() });

/** Where a development server's push services may reach its operator (nobody reads it). */
const DEVELOPMENT_VAPID_SUBJECT = 'mailto:push@tarot.invalid';

const fullVapid = (given: Partial<VapidKeys> | undefined): VapidKeys | undefined =>
  given?.publicKey && given.privateKey && given.subject
    ? { publicKey: given.publicKey, privateKey: given.privateKey, subject: given.subject }
    : undefined;

function requireInProduction(given: GivenSecrets): Secrets {
  const vapid = fullVapid(given.vapid);
  const missing = [
    !given.tokenSecret && 'TOKEN_SECRET is required in production (at least 32 characters).',
    !vapid &&
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required in production (npx web-push generate-vapid-keys).',
  ].filter(Boolean);
  if (missing.length > 0) throw new ConfigError(missing.join('\n'));
  return { tokenSecret: given.tokenSecret!, vapid: vapid! };
}

/**
 * Production must be given its secrets; development and tests generate them once and keep
 * them in `<DATA_DIR>/secrets.json` (mode 600) so tokens and push subscriptions survive restarts.
 */
export async function loadSecrets(config: Config, given: GivenSecrets): Promise<Secrets> {
  if (config.env === 'production') return requireInProduction(given);
  const file = path.join(config.dataDir, 'secrets.json');
  const stored = await readFile(file, 'utf8').then(
    (text) => storedSecrets.safeParse(JSON.parse(text)),
    () => undefined,
  );
  const kept = stored?.success ? stored.data : undefined;
  const generated = {
    tokenSecret: kept?.tokenSecret ?? randomBytes(48).toString('base64url'),
    vapid: kept?.vapid ?? { ...webPush.generateVAPIDKeys(), subject: DEVELOPMENT_VAPID_SUBJECT },
  };
  if (!kept?.vapid) {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return {
    tokenSecret: given.tokenSecret ?? generated.tokenSecret,
    vapid: fullVapid(given.vapid) ?? generated.vapid,
  };
}
