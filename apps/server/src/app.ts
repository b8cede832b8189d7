import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_DOWNLOAD_DEFAULTS, RATE_LIMIT_DEFAULTS, WEBAUTHN_DEFAULTS, type Config, type Secrets } from './config';
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
import { isLoopbackHost } from './lib/loopback';
import { createMemoryState } from './providers/shared-state/memory-state';
import { createRedisState } from './providers/shared-state/redis-state';
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
import { appReleaseRoutes } from './modules/app-release/routes';
import { createAppReleaseService } from './modules/app-release/service';
import { createPointsModule } from './modules/points/module';
import { installErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createSmsProvider } from './providers/sms';
import { createEmailProvider } from './providers/email';
import { registerFiles } from './modules/files/module';
import { registerAdmin } from './modules/admin/module';
import { registerArticles } from './modules/articles/module';
import { createDevRealNameProvider } from './providers/realname';
import { createAccountRepo } from './modules/user/repo';
import { userRoutes } from './modules/user/routes';
import { registerFeedback } from './modules/feedback/module';
import { createRatingRepo } from './modules/ratings/repo';
import { ratingRoutes } from './modules/ratings/routes';
import { createPreferencesRepo } from './modules/preferences/repo';
import { preferencesRoutes } from './modules/preferences/routes';
import { createPasskeyRepo } from './modules/passkeys/repo';
import { passkeyRoutes } from './modules/passkeys/routes';
import { createPasskeyService } from './modules/passkeys/service';
import { createUserService } from './modules/user/service';

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
    trustProxy: typeof config.trustProxy === 'object' ? [...config.trustProxy] : (config.trustProxy ?? false),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  await registerSecurityHeaders(app, config.webviewOrigins);
  const tokens = createTokenService(secrets.tokenSecret);
  // Before every route and every plugin's hooks, so it counts each request first.
  await registerRateLimit(app, { tokens, redisUrl: config.redisUrl, ...(config.rateLimit ?? RATE_LIMIT_DEFAULTS) });
  await registerOpenApi(app, { browsable: config.env === 'development' });
  await app.register(healthRoutes, { database });
  await app.register(appConfigRoutes, { config });
  await app.register(calendarRoutes, { service: createCalendarService() });

  const users = createUserRepo(database.db);
  await app.register(authGuard, { tokens, users });
  const state = config.redisUrl
    ? createRedisState({ url: config.redisUrl, onError: (error) => app.log.error({ err: error }, 'redis') })
    : createMemoryState();
  app.addHook('onClose', async () => state.close());
  // The development inbox shows every code to whoever asks: only outside production, and only
  // where nobody else can ask (a loopback address) unless DEV_INBOX=1 says otherwise.
  const developmentInbox =
    config.env !== 'production' && (isLoopbackHost(config.host) || config.devInbox === true);
  const sms = createSmsProvider(config.smsWebhook, developmentInbox, () => app.log);
  const email = createEmailProvider(config.smtp, developmentInbox, () => app.log);
  app.addHook('onClose', async () => email.close());
  const points = createPointsModule(database.db);
  const auth = createAuthService({
    users,
    tokens,
    limiter: createLoginLimiter(state, 'sign-in'),
    codes: createCodeService(database.db, secrets.tokenSecret),
    sms: sms.provider,
    email: email.provider,
    onRegistered: points.onRegistered,
  });
  await app.register(authRoutes, { service: auth });
  await app.register(userRoutes, {
    service: createUserService({
      users,
      accounts: createAccountRepo(database.db),
      tokens,
      codes: createCodeService(database.db, secrets.tokenSecret),
      sendCode: auth.sendSmsCode,
      limiter: createLoginLimiter(state, 'change-password'),
      realNames: developmentInbox ? createDevRealNameProvider() : undefined,
      serverSecret: secrets.tokenSecret,
    }),
  });
  if (developmentInbox) {
    await app.register(devInboxRoutes, { sources: [sms.messagesTo, email.messagesTo] });
  }
  await points.register(app);
  await app.register(appReleaseRoutes, {
    service: createAppReleaseService(database.db, config.appDownload ?? APP_DOWNLOAD_DEFAULTS),
  });
  await app.register(readingRoutes, { service: createReadingService(createReadingRepo(database.db)) });
  await app.register(dailyRoutes, { service: createDailyService(database.db) });
  await app.register(chartRoutes, { service: createChartService(database.db) });
  await registerFiles(app, { db: database.db, dataDir: config.dataDir, serverSecret: secrets.tokenSecret });
  await registerAdmin(app, { db: database.db });
  await registerArticles(app, database.db);
  // Feedback, ratings, account preferences and passkeys (the member centre's settings and about pages).
  await registerFeedback(app, { db: database.db, serverSecret: secrets.tokenSecret });
  await app.register(ratingRoutes, { ratings: createRatingRepo(database.db) });
  await app.register(preferencesRoutes, { preferences: createPreferencesRepo(database.db) });
  await app.register(passkeyRoutes, {
    service: createPasskeyService({
      passkeys: createPasskeyRepo(database.db),
      users,
      tokens,
      relyingParty: config.webauthn ?? WEBAUTHN_DEFAULTS,
      rpName: '塔罗星座元宇宙',
      state,
    }),
  });
  await registerWebApp(app, config.webDist);

  app.addHook('onClose', async () => database.close());
  return app;
}
