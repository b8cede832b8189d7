import type { FastifyInstance } from 'fastify';
import { calendarRoutes } from './routes';
import { createCalendarService } from './service';

/** The public calendar API: almanac, bazi, day colours, 择日 and 紫微 charts, computed, never stored. */
export async function registerCalendar(app: FastifyInstance): Promise<void> {
  await app.register(calendarRoutes, { service: createCalendarService() });
}
