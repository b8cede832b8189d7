import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InboxMessage } from '../../providers/sms';

/** Development only: the messages the development SMS provider "sent" to a number. */
export const devInboxRoutes: FastifyPluginAsyncZod<{ messagesTo: (to: string) => InboxMessage[] }> = async (
  app,
  { messagesTo },
) => {
  app.get(
    '/api/dev/inbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().min(1).max(254) }),
        response: {
          200: z.object({ messages: z.array(z.object({ to: z.string(), text: z.string(), at: z.string() })) }),
        },
      },
    },
    async (request) => ({ messages: messagesTo(request.query.to) }),
  );
};
