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

// `npm run bench`: figures and ratios against DESIGN.md's budgets; never a pass/fail test.
benchBundle();
benchCore();
await benchStartup();
await benchApi();
await benchLists();
await benchMemory();
await benchLoginBurst();
await benchRedisOutage();
await benchPush();
await benchUploadMemory();
await benchUsage();
await benchLighthouse();
