// `npm start`: build what is out of date, then run the server. The web app is rebuilt whenever
// its sources changed. With NODE_ENV=production the server runs compiled (apps/server/dist,
// rebuilt likewise when its sources changed); otherwise it runs from source through tsx.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_SERVER, serverCommand } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const production = process.env.NODE_ENV === 'production';

const web = {
  name: 'the web app',
  workspace: 'apps/web',
  output: 'apps/web/dist/index.html',
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages',
    'package-lock.json',
  ],
};
// npm dependencies are not bundled into the server (apps/server/build.mjs), so the lock file is no input.
const compiledServer = {
  name: 'the server',
  workspace: 'apps/server',
  output: COMPILED_SERVER,
  inputs: ['apps/server/src', 'apps/server/build.mjs', 'packages'],
};

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry.name))), stat.mtimeMs);
}

function buildIfStale({ name, workspace, output, inputs }) {
  const full = path.join(root, output);
  const builtAt = existsSync(full) ? statSync(full).mtimeMs : 0;
  if (!inputs.some((input) => newestChange(input) > builtAt)) return;
  console.log(`Building ${name}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale(web);
if (production) buildIfStale(compiledServer);

const { args, env } = serverCommand({ production, env: process.env });
const server = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
// `npm start` runs this script with `exec`, so the signals npm forwards reach us; we pass them
// on and leave with the server's own exit code once it has shut down.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Whoever started us may die without a signal for us (npm killed with SIGKILL): then we are
// re-parented, and the server must not live on unwatched.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
