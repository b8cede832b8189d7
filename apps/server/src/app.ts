import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMIT_DEFAULTS, type Config, type Secrets } from './config';
import { registerModules } from './container/register-modules';
import type { DatabaseHandle } from './db/client';
import { startJobRunner } from './jobs/runner';
import { installDrain } from './lib/drain';
import { isLoopbackHost } from './lib/loopback';
import { accessModule, createAccessServices, installAccessGuard } from './modules/access';
import { adminModule } from './modules/admin';
import { appConfigModule } from './modules/app-config';
import { appReleaseModule } from './modules/app-release';
import { articlesModule } from './modules/articles';
import { astrologyModule } from './modules/astrology';
import { accountsModule } from './modules/accounts';
import { createTokenService } from './modules/accounts/auth/tokens';
import { bannersModule } from './modules/banners';
import { broadcastsModule } from './modules/broadcasts';
import { calendarModule } from './modules/calendar';
import { chartsModule } from './modules/charts';
import { dailyModule } from './modules/daily';
import { feedbackModule } from './modules/feedback';
import { filesModule } from './modules/files';
import { healthModule } from './modules/health';
import { identitiesModule } from './modules/identities';
import { notificationsModule } from './modules/notifications';
import { placesModule } from './modules/places';
import { pointsModule } from './modules/points';
import { preferencesModule } from './modules/preferences';
import { promotionsModule } from './modules/promotions';
import { pushModule, type PushOverrides } from './modules/push';
import { qimenModule } from './modules/qimen';
import { ratingsModule } from './modules/ratings';
import { readingsModule } from './modules/readings';
import { retentionModule } from './modules/retention';
import { tarotReadingModule } from './modules/tarot-reading';
import { usageModule } from './modules/usage';
import { installErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { echoRequestId, requestId } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { installSlowBodyGuard } from './plugins/slow-body-guard';
import { registerWebApp, WEB_ASSETS } from './plugins/web-app';
import { createRedisLink } from './providers/redis/link';
import { createMemoryState } from './providers/shared-state/memory-state';
import { createRedisState } from './providers/shared-state/redis-state';

export interface AppDependencies {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly secrets: Secrets;
  /** Tests fake the push module's clock and its road to push services. */
  readonly push?: PushOverrides;
}

/** Builds the whole server without listening, so tests drive it through `inject`. */
export async function buildApp({ config, database, secrets, push }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: typeof config.trustProxy === 'object' ? [...config.trustProxy] : (config.trustProxy ?? false),
    return503OnClosing: true,
    // Off: Fastify would take the header as it comes; requestId() vets it first.
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSlowBodyGuard(app, config.slowBody);
  echoRequestId(app);
  // One link for every Redis connection: its breaker fails them fast together while Redis is away.
  const redis = config.redisUrl
    ? createRedisLink(config.redisUrl, (error) => app.log.error({ err: error }, 'redis'))
    : undefined;
  // Unset, /metrics does not exist: the numbers are for operators, not the public port.
  if (config.metricsToken) registerMetrics(app, { token: config.metricsToken, database, redis });

  await registerSecurityHeaders(app, {
    webviewOrigins: config.webviewOrigins,
    // The one-click login vendor's script, and the calls it makes home, only when it is configured.
    vendorOrigins: config.oneTap
      ? [...new Set([config.oneTap.scriptUrl, ...config.oneTap.helperScriptUrls].map((url) => new URL(url).origin))]
      : [],
    assetsPrefix: WEB_ASSETS,
  });
  // The rate limit tells members from visitors by their token's signature alone.
  const tokens = createTokenService(secrets.tokenSecret);
  // Before every route and every plugin's hooks, so it counts each request first.
  await registerRateLimit(app, { tokens, redis, ...(config.rateLimit ?? RATE_LIMIT_DEFAULTS) });
  await registerOpenApi(app, { browsable: config.env === 'development' });
  // Right after the rate limit: a client the access list refuses costs no route's work.
  const access = createAccessServices(database.db);
  installAccessGuard(app, access);
  // Here rather than in main, so readiness fails from the moment a shutdown starts draining.
  const drain = installDrain(app);
  const state = redis
    ? createRedisState({ link: redis, onError: (error) => app.log.error({ err: error }, 'redis command') })
    : createMemoryState();
  app.addHook('onClose', async () => state.close());
  // Reminders, broadcasts and the nightly jobs run in the job runner on our database, once across all instances.
  const jobs = config.jobs
    ? await startJobRunner(database, { onError: (error) => app.log.error({ err: error }, 'job runner') })
    : undefined;
  // As closing begins, while the database is still open: no new jobs, running ones finish.
  if (jobs) app.addHook('preClose', async () => jobs.stop(config.shutdownGraceMs / 2));

  const platform = {
    config,
    secrets,
    database,
    redis,
    state,
    // The development inbox shows every code to whoever asks: only outside production, and only
    // where nobody else can ask (a loopback address) unless DEV_INBOX=1 says otherwise.
    developmentInbox: config.env !== 'production' && (isLoopbackHost(config.host) || config.devInbox === true),
    isDraining: drain.isDraining,
  };
  // Each module after those it depends on; otherwise in this order, the public pages first.
  await registerModules(
    app,
    [
      healthModule,
      appConfigModule,
      calendarModule,
      qimenModule,
      tarotReadingModule,
      astrologyModule,
      placesModule,
      accountsModule,
      appReleaseModule,
      readingsModule,
      dailyModule,
      chartsModule,
      filesModule,
      promotionsModule,
      pointsModule,
      identitiesModule,
      bannersModule,
      notificationsModule,
      broadcastsModule,
      retentionModule,
      adminModule,
      accessModule(access),
      usageModule,
      articlesModule,
      feedbackModule,
      ratingsModule,
      preferencesModule,
      pushModule(push),
    ],
    { platform, jobs },
  );
  await registerWebApp(app, config.webDist);
  // Connected before the first request where Redis answers; without it the app starts degraded.
  await redis?.settle(1_000);

  app.addHook('onClose', async () => database.close());
  return app;
}
