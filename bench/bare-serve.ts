import Fastify from 'fastify';

/**
 * The API figures' reference, a bare Fastify route, alone in its process as the app is
 * (bench/serve.ts), so both share the machine with the load generator alike. `/bare/body`
 * answers whatever bytes were last put there: the app's own answer, so a comparison weighs
 * the app's work per request and not the size of what it sends (the load generator decodes
 * every byte, which costs it more than the server's work on a 15 KB answer).
 */
const bare = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
bare.get('/bare', () => ({ status: 'ok' }));
let body: Buffer = Buffer.from('{}');
bare.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, bytes, done) =>
  done(null, bytes),
);
bare.put<{ Body: Buffer }>('/bare/body', (request, reply) => {
  body = request.body;
  void reply.code(204).send();
});
bare.get('/bare/body', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
const url = await bare.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => void bare.close().then(() => process.exit(0)));
