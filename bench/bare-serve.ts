import Fastify from 'fastify';

/**
 * The API figures' reference, a bare Fastify route, alone in its process as the app is
 * (bench/serve.ts), so both share the machine with the load generator alike.
 */
const bare = Fastify({ logger: false });
bare.get('/bare', () => ({ status: 'ok' }));
const url = await bare.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));
