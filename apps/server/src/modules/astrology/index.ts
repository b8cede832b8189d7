import { defineModule } from '../../container/define-module';
import { astrologyRoutes } from './routes';
import { createAstrologyService } from './service';

/** The public 星座 API: natal charts, sign horoscopes and transits, computed, never stored. */
export const astrologyModule = defineModule({
  name: 'astrology',
  dependsOn: [],
  async register(app) {
    await app.register(astrologyRoutes, { service: createAstrologyService() });
  },
});
