import { defineModule } from '../../container/define-module';
import { tarotReadingRoutes } from './routes';

/** The public tarot API: a draw read for its question, computed, never stored. */
export const tarotReadingModule = defineModule({
  name: 'tarot-reading',
  dependsOn: [],
  async register(app) {
    await app.register(tarotReadingRoutes);
  },
});
