import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';
import { loadSecrets } from '../../src/secrets';

const dataDir = () => mkdtemp(path.join(tmpdir(), 'vapid-'));

describe('VAPID keys', () => {
  it('are required in production, like the token secret', async () => {
    const { tokenSecret, vapid, ...config } = parseConfig({
      NODE_ENV: 'production',
      DATA_DIR: await dataDir(),
      TOKEN_SECRET: 'x'.repeat(32),
    });
    await expect(loadSecrets(config, { tokenSecret, vapid })).rejects.toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('are taken from the environment when given', async () => {
    const given = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43), subject: 'https://tarot.example.com' };
    const { tokenSecret, vapid, ...config } = parseConfig({
      NODE_ENV: 'production',
      DATA_DIR: await dataDir(),
      TOKEN_SECRET: 'x'.repeat(32),
      VAPID_PUBLIC_KEY: given.publicKey,
      VAPID_PRIVATE_KEY: given.privateKey,
      VAPID_SUBJECT: given.subject,
    });
    expect((await loadSecrets(config, { tokenSecret, vapid })).vapid).toEqual(given);
  });

  it('are generated once in development, added to a secrets file that predates them', async () => {
    const directory = await dataDir();
    const file = path.join(directory, 'secrets.json');
    await writeFile(file, JSON.stringify({ tokenSecret: 't'.repeat(48) }));
    const { tokenSecret, vapid, ...config } = parseConfig({ DATA_DIR: directory });
    const first = await loadSecrets(config, { tokenSecret, vapid });
    expect(first.tokenSecret).toBe('t'.repeat(48));
    expect(first.vapid).toMatchObject({ publicKey: expect.stringMatching(/^[\w-]{87}$/), subject: expect.any(String) });
    expect(await loadSecrets(config, { tokenSecret, vapid })).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
  });
});
