import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A port something else already listens on. */
let squatter: Server;
let takenPort: number;
beforeAll(async () => {
  squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  takenPort = (squatter.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => squatter.close(() => resolve())));

/** Runs the server as `npm start` does and answers its exit code and what it printed. */
async function runServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

describe('a start that cannot listen', () => {
  it('ends with one line naming PORT when the port is taken, and no stack', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-port-taken-'));
    const { code, stderr } = await runServer({ PORT: String(takenPort), DATA_DIR: dataDir });
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^PORT ${takenPort} is already in use on 127\\.0\\.0\\.1`));
    expect(stderr).not.toContain('EADDRINUSE');
  }, 120_000);

  it('names the setting and the words it takes when a yes/no setting is neither', async () => {
    const { code, stderr } = await runServer({ STAT_ENABLED: 'yes' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration:\n  STAT_ENABLED: expected 1, 0, true or false');
  });
});
