import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchCore } from './core';
import { benchLighthouse } from './lighthouse';

// `npm run bench`: figures and ratios against DESIGN.md's budgets; never a pass/fail test.
benchBundle();
benchCore();
await benchApi();
await benchLighthouse();
