import { defineModule } from '../../container/define-module';
import { calendarRoutes } from './routes';
import { createCalendarService } from './service';

/** The public calendar API: almanac, bazi, day colours, 择日 and 紫微 charts, computed, never stored. */
export const calendarModule = defineModule({
  name: 'calendar',
  dependsOn: [],
  async register(app) {
    await app.register(calendarRoutes, { service: createCalendarService() });
  },
});
