import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README's `npm start`, as an operator or a supervisor runs it: the signal sent to npm
 * reaches the server, which shuts down cleanly, npm exits with it, and no process is left.
 * (The web app is already built by the e2e runner, so npm start goes straight to the server.)
 */

/** Every process below `root` (npm's shell, the start script, the server). */
function descendants(root: number): number[] {
  const table = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  for (let frontier = [root]; frontier.length > 0;) {
    frontier = table.filter(([, parent]) => frontier.includes(parent)).map(([pid]) => pid);
    found.push(...frontier);
  }
  return found;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function startAndStop(signal: 'SIGTERM' | 'SIGINT'): Promise<{ code: number | null; left: number[] }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tarot-npm-start-${signal}-`));
  const npm = spawn('npm', ['start'], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${output}`)), 60_000);
    npm.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  expect((await fetch(`${address}/api/health`)).status).toBe(200);
  const children = descendants(npm.pid!);
  expect(children.length).toBeGreaterThan(0);

  npm.kill(signal);
  const code = await exited;
  // Helpers of the server (tsx's esbuild service) leave when its pipes close: a moment later.
  let left = children.filter(isRunning);
  for (let waited = 0; left.length > 0 && waited < 5_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = left.filter(isRunning);
  }
  await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  await rm(dataDir, { recursive: true, force: true });
  return { code, left };
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s to the server and exits with it, leaving nothing running',
    async (signal) => {
      const { code, left } = await startAndStop(signal);
      expect(code).toBe(0);
      expect(left).toEqual([]);
    },
  );
});
