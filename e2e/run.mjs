// Runs the browser tier: builds the web app, then the Playwright journeys under Vitest.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `End-to-end tests need Debian's Chromium at ${chromium}.\n` +
      'Install it with:  apt-get install -y chromium fonts-noto-cjk\n' +
      '(or point CHROMIUM_PATH at another Chromium build)',
  );
  process.exit(1);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]);
