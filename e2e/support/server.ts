import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let stopServer: (() => Promise<void>) | undefined;

export interface AppServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** The real server on a free port with a fresh data directory, removed again by `stop`. */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tarot-e2e-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      // The journeys register and sign in many accounts from 127.0.0.1; the API tests hold the real limits.
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Two minutes: on a machine shared by many builds a start takes most of one. One that does not
    // start is stopped, not left running.
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      reject(new Error(`server did not start:\n${output}`));
    }, 120_000);
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.on('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server for the whole run, shared by the journeys. */
export async function setup(project: TestProject): Promise<void> {
  const server = await startAppServer();
  stopServer = () => server.stop();
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  await stopServer?.();
}
