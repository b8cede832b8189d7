import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/** The in-app webview may frame our own pages and the configured origins, nothing else. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  webviewOrigins: readonly string[] = [],
): Promise<void> {
  const directives = { ...CONTENT_SECURITY_POLICY, frameSrc: [...CONTENT_SECURITY_POLICY.frameSrc, ...webviewOrigins] };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    hsts: false, // served over plain HTTP locally; the TLS terminator in front sets HSTS
  });
}
