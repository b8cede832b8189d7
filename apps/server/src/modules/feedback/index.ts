import { defineModule } from '../../container/define-module';
import { createUrlSigner } from '../files';
import { adminFeedbackRoutes } from './admin-routes';
import { createAdminFeedbackService } from './admin-service';
import { createFeedbackRepo } from './repo';
import { feedbackRoutes } from './routes';
import { createFeedbackService } from './service';

declare module '../../container/define-module' {
  interface ModuleExports {
    feedback: { readonly countOpen: () => Promise<number> };
  }
}

/**
 * Feedback wired up: its images are checked against stored files and shown through signed
 * addresses; the console's pages answer it, and each reply notifies its author.
 */
export const feedbackModule = defineModule({
  name: 'feedback',
  dependsOn: ['accounts', 'files', 'notifications'],
  async register(app, { platform, accounts, files, notifications }) {
    const feedback = createFeedbackRepo(platform.database.db);
    const service = createFeedbackService({
      feedback,
      filesNotOwnedBy: files.notOwnedBy,
      signer: createUrlSigner(platform.secrets.tokenSecret),
    });
    await app.register(feedbackRoutes, { service, guard: accounts.guard });
    await app.register(adminFeedbackRoutes, {
      service: createAdminFeedbackService(feedback, notifications.notifyReply),
      guard: accounts.guard,
    });
    return { countOpen: feedback.countOpen };
  },
});
