import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { filesNotOwnedBy } from '../files/repo';
import { createUrlSigner } from '../files/signing';
import { createFeedbackRepo } from './repo';
import { feedbackRoutes } from './routes';
import { createFeedbackService } from './service';

/** Feedback wired up: its images are checked against stored files and shown through signed addresses. */
export async function registerFeedback(
  app: FastifyInstance,
  { db, serverSecret }: { db: Database; serverSecret: string },
): Promise<void> {
  const service = createFeedbackService({
    feedback: createFeedbackRepo(db),
    filesNotOwnedBy: (ownerId, fileIds) => filesNotOwnedBy(db, ownerId, fileIds),
    signer: createUrlSigner(serverSecret),
  });
  await app.register(feedbackRoutes, { service });
}
