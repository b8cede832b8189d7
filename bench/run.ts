import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchCore } from './core';
import { benchLighthouse } from './lighthouse';
import { benchLists } from './lists';
import { benchLoginBurst } from './login-burst';
import { benchMemory } from './memory';
import { benchPush } from './push';
import { benchRedisOutage } from './redis-outage';
import { benchStartup } from './startup';
import { benchUploadMemory } from './upload-memory';
import { benchUsage } from './usage';
import { pickBenches } from './pick';

// `npm run bench`: figures and ratios against DESIGN.md's budgets; never a pass/fail test.
// `npm run bench -- lighthouse bundle` runs only the named groups, in this order.
const BENCHES = {
  bundle: benchBundle,
  core: benchCore,
  startup: benchStartup,
  api: benchApi,
  lists: benchLists,
  memory: benchMemory,
  'login-burst': benchLoginBurst,
  'redis-outage': benchRedisOutage,
  push: benchPush,
  'upload-memory': benchUploadMemory,
  usage: benchUsage,
  lighthouse: benchLighthouse,
} satisfies Record<string, () => unknown>;

for (const bench of pickBenches(BENCHES, process.argv.slice(2))) await bench();
