import { benchApi } from './api';
import { benchBundle } from './bundle';
import { benchCore } from './core';

// `npm run bench`: figures and ratios against DESIGN.md's budgets; never a pass/fail test.
benchBundle();
benchCore();
await benchApi();
