import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { APP_INFO } from '@tarot/contract/limits';
import { PUSH_PROTOCOL_DESCRIPTION } from '@tarot/contract/push';

/**
 * Publishes every route's contract schemas as OpenAPI 3.1 at `/api/openapi.json`.
 * Development also gets a browsable reference at `/api/docs`.
 */
export async function registerOpenApi(app: FastifyInstance, options: { browsable: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '塔罗星座元宇宙 API',
        description: 'Errors answer `{ code, message }` with a code from the catalogue.',
        version: APP_INFO.version,
      },
      // The push socket is no HTTP route: its protocol is told on the tag of the push endpoints.
      tags: [{ name: 'push', description: PUSH_PROTOCOL_DESCRIPTION }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  if (options.browsable) {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
}
