import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InboxMessage } from '../../../providers/sms';

/** Development only: what the development SMS and e-mail providers "sent" to a number or address. */
export const devInboxRoutes: FastifyPluginAsyncZod<{ sources: readonly ((to: string) => InboxMessage[])[] }> = async (
  app,
  { sources },
) => {
  app.get(
    '/api/dev/inbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().trim().min(1).max(254) }),
        response: {
          200: z.object({ messages: z.array(z.object({ to: z.string(), text: z.string(), at: z.string() })) }),
        },
      },
    },
    async (request) => {
      // E-mail addresses are kept in lower case, as the account rules store them.
      const to = request.query.to.includes('@') ? request.query.to.toLowerCase() : request.query.to;
      const messages = sources.flatMap((messagesTo) => messagesTo(to));
      return { messages: messages.sort((a, b) => b.at.localeCompare(a.at)) };
    },
  );
};
