import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config';
import { loadSecrets } from '../src/secrets';

describe('parseConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ env: 'development', host: '127.0.0.1', port: 3000, databaseUrl: undefined });
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
  });

  it('reads HOST, PORT, DATA_DIR and DATABASE_URL', () => {
    const config = parseConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/srv/tarot',
      DATABASE_URL: 'postgres://u@db:5432/tarot',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/srv/tarot',
      databaseUrl: 'postgres://u@db:5432/tarot',
    });
  });

  it('reads every yes/no setting as 1/0 or true/false, in any case, as the README writes them', () => {
    const settings = ['STAT_ENABLED', 'JOBS', 'DEV_INBOX', 'S3_FORCE_PATH_STYLE', 'TRUST_PROXY'] as const;
    const read = (value: string) => {
      const config = parseConfig(Object.fromEntries(settings.map((name) => [name, value])));
      return [config.statEnabled, config.jobs, config.devInbox, config.trustProxy];
    };
    for (const on of ['1', 'true', 'TRUE', ' True ']) expect(read(on)).toEqual([true, true, true, true]);
    for (const off of ['0', 'false', 'False']) expect(read(off)).toEqual([false, false, false, false]);
    const s3 = (value: string) =>
      parseConfig({
        STORAGE: 's3',
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'tarot',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: value,
      }).s3?.forcePathStyle;
    expect([s3('1'), s3('0'), s3('true')]).toEqual([true, false, true]);
  });

  it('names a yes/no setting that is neither, with the words it takes', () => {
    expect(() => parseConfig({ STAT_ENABLED: 'yes' })).toThrow(/STAT_ENABLED: expected 1, 0, true or false/);
  });

  it('lists every invalid setting at once', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('DATABASE_URL');
    }
  });
});

describe('loadSecrets', () => {
  it('refuses to start production without TOKEN_SECRET', async () => {
    const config = parseConfig({ NODE_ENV: 'production', DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sec-')) });
    await expect(loadSecrets(config, { tokenSecret: undefined })).rejects.toThrow(/TOKEN_SECRET/);
  });

  it('generates development secrets once, private to the owner, and reuses them', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sec-'));
    const config = parseConfig({ DATA_DIR: dataDir });
    const first = await loadSecrets(config, { tokenSecret: undefined });
    const second = await loadSecrets(config, { tokenSecret: undefined });
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(second).toEqual(first);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
