import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, Secrets } from './config';
import type { DatabaseHandle } from './db/client';
import { calendarRoutes } from './modules/calendar/routes';
import { createCalendarService } from './modules/calendar/service';
import { chartRoutes } from './modules/charts/routes';
import { createChartService } from './modules/charts/service';
import { appConfigRoutes } from './modules/app-config/routes';
import { authGuard } from './modules/auth/guard';
import { createCodeService } from './modules/auth/codes';
import { devInboxRoutes } from './modules/auth/dev-inbox';
import { createLoginLimiter } from './modules/auth/login-limiter';
import { createUserRepo } from './modules/auth/repo';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createTokenService } from './modules/auth/tokens';
import { dailyRoutes } from './modules/daily/routes';
import { createDailyService } from './modules/daily/service';
import { createReadingRepo } from './modules/readings/repo';
import { readingRoutes } from './modules/readings/routes';
import { createReadingService } from './modules/readings/service';
import { healthRoutes } from './modules/health/routes';
import { installErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createDevSmsProvider } from './providers/sms';

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secrets: Secrets;
}

/** Builds the whole server without listening, so tests drive it through `inject`. */
export async function buildApp({ config, database, secrets }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await registerSecurityHeaders(app, config.webviewOrigins);
  await registerOpenApi(app, { browsable: config.env === 'development' });
  await app.register(healthRoutes, { database });
  await app.register(appConfigRoutes, { config });
  await app.register(calendarRoutes, { service: createCalendarService() });

  const users = createUserRepo(database.db);
  const tokens = createTokenService(secrets.tokenSecret);
  await app.register(authGuard, { tokens, users });
  const devSms = createDevSmsProvider(() => app.log);
  const auth = createAuthService({
    users,
    tokens,
    limiter: createLoginLimiter(),
    codes: createCodeService(database.db, secrets.tokenSecret),
    sms: devSms.provider,
  });
  await app.register(authRoutes, { service: auth });
  // Codes can be read back only outside production, for development and tests.
  if (config.env !== 'production') await app.register(devInboxRoutes, { messagesTo: devSms.messagesTo });
  await app.register(readingRoutes, { service: createReadingService(createReadingRepo(database.db)) });
  await app.register(dailyRoutes, { service: createDailyService(database.db) });
  await app.register(chartRoutes, { service: createChartService(database.db) });
  await registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => database.close());
  return app;
}
