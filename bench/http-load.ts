import autocannon from 'autocannon';
import { randomAlmanacPaths } from './almanac-paths';

/**
 * A steady HTTP load on BENCH_LOAD_URL in a process of its own (bench/lighthouse.ts measures
 * pages while it runs): random almanac days, the public API's heaviest common read, 250 a
 * second (a quarter of DESIGN.md's budget: about half of one core here, the rest of the
 * machine's work being whatever else runs on it). It stops on SIGTERM, and by itself after
 * LONGEST_SECONDS whatever happens to the process that started it.
 */
const LONGEST_SECONDS = 600;
const url = process.env.BENCH_LOAD_URL;
if (!url) throw new Error('BENCH_LOAD_URL is not set');
const nextPath = randomAlmanacPaths();
const instance = autocannon(
  {
    url,
    connections: 10,
    overallRate: 250,
    duration: LONGEST_SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  },
  () => process.exit(0),
);
process.stdout.write('loading\n');
process.once('SIGTERM', () => instance.stop());
