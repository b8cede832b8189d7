// `npm run dev`: the API server (restarting on change) and Vite's dev server, which
// proxies /api to it. Open http://127.0.0.1:5173/tarot/
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
