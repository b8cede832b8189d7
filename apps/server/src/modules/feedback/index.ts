import { defineModule } from '../../container/define-module';
import { createUrlSigner } from '../files';
import { createFeedbackRepo } from './repo';
import { feedbackRoutes } from './routes';
import { createFeedbackService } from './service';

/** Feedback wired up: its images are checked against stored files and shown through signed addresses. */
export const feedbackModule = defineModule({
  name: 'feedback',
  dependsOn: ['accounts', 'files'],
  async register(app, { platform, accounts, files }) {
    const service = createFeedbackService({
      feedback: createFeedbackRepo(platform.database.db),
      filesNotOwnedBy: files.notOwnedBy,
      signer: createUrlSigner(platform.secrets.tokenSecret),
    });
    await app.register(feedbackRoutes, { service, guard: accounts.guard });
  },
});
