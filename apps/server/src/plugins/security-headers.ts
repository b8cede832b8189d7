import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The policy the built app runs under. Styles allow inline attributes because antd-mobile
 * sets CSS variables and transforms through `style`; scripts never run inline.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  frameSrc: ["'self'"],
};

/**
 * The headers @fastify/helmet sets for `options`, read from a throw-away instance: the plugin
 * builds them anew on every request (re-parsing the policy each time: 19 % of the
 * server's busy CPU on a cached almanac read), though with fixed options they never change.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: OutgoingHttpHeaders = {};
  // At the handler, the response holds only what helmet's onRequest hooks set on it.
  probe.get('/', (_request, reply) => {
    headers = reply.raw.getHeaders();
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]));
}

/**
 * What a hashed script, style or picture of the built app carries. The rest of the set rules
 * documents (how they may be framed, what they may load, how they talk to other windows) and
 * means nothing on a subresource, yet cost some 550 bytes on each of the two dozen files a page
 * fetches before it draws: a tenth of a second on a slow phone link. `nosniff` and the
 * resource policy guard the file itself; the referrer policy covers what a stylesheet loads.
 */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];

/**
 * The in-app webview may frame our own pages and the configured origins, nothing else; a
 * configured one-click login vendor may run its script and call home (`vendorOrigins`). The
 * headers are computed once here and set on every response at `onRequest`, errors and 404s
 * included, as helmet set them (only the subresource set under `assetsPrefix`); a route's own
 * header still wins. Set on the reply rather than on the raw response as helmet did, so Node
 * writes the head in one pass (its `writeHead` takes a slower path once headers were set one
 * by one).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    webviewOrigins = [],
    vendorOrigins = [],
    assetsPrefix,
  }: { webviewOrigins?: readonly string[]; vendorOrigins?: readonly string[]; assetsPrefix: string },
): Promise<void> {
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    frameSrc: [...CONTENT_SECURITY_POLICY.frameSrc, ...webviewOrigins],
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...vendorOrigins],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...vendorOrigins],
  };
  const headers = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    hsts: false, // served over plain HTTP locally; the TLS terminator in front sets HSTS
  });
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(assetsPrefix) ? subresourceHeaders : headers);
    done();
  });
}
