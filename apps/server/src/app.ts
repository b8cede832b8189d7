import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_DOWNLOAD_DEFAULTS, RATE_LIMIT_DEFAULTS, WEBAUTHN_DEFAULTS, type Config, type Secrets } from './config';
import type { DatabaseHandle } from './db/client';
import { startJobRunner } from './jobs/runner';
import { installDrain } from './lib/drain';
import { isLoopbackHost } from './lib/loopback';
import { createAccessModule } from './modules/access/module';
import { registerAdmin } from './modules/admin/module';
import { registerAppConfig } from './modules/app-config/module';
import { registerAppRelease } from './modules/app-release/module';
import { registerArticles } from './modules/articles/module';
import { registerBroadcasts } from './modules/broadcasts/module';
import { registerAuth } from './modules/auth/module';
import type { CloseSocketsOf } from './modules/auth/signed-out';
import { createTokenService } from './modules/auth/tokens';
import { registerBanners } from './modules/banners/module';
import { registerCalendar } from './modules/calendar/module';
import { registerAstrology } from './modules/astrology/module';
import { registerQimen } from './modules/qimen/module';
import { registerTarotReading } from './modules/tarot-reading/module';
import { registerCharts } from './modules/charts/module';
import { registerPlaces } from './modules/places/module';
import { registerDaily } from './modules/daily/module';
import { registerFeedback } from './modules/feedback/module';
import { registerFiles } from './modules/files/module';
import { registerHealth } from './modules/health/module';
import { registerIdentities } from './modules/identities/module';
import { registerOneTap } from './modules/one-tap/module';
import { createJiguangVerifier } from './providers/one-tap/one-tap';
import { createAdMobNetwork } from './providers/rewarded-ads/admob';
import { PROVIDER_TIMEOUT_MS } from './providers/sign-in/settings';
import type { MemberNotifier } from './modules/notifications/member-notifier';
import { registerNotifications } from './modules/notifications/module';
import { registerPasskeys } from './modules/passkeys/module';
import { createPointsModule } from './modules/points/module';
import { registerPromotions } from './modules/promotions/module';
import { registerPreferences } from './modules/preferences/module';
import { registerPush, type PushOverrides } from './modules/push/module';
import { registerRatings } from './modules/ratings/module';
import { registerReadings } from './modules/readings/module';
import { registerRetention } from './modules/retention/module';
import { registerUsage } from './modules/usage/module';
import { registerUser } from './modules/user/module';
import { createUserRepo } from './modules/users/repo';
import { createSessionRepo } from './modules/sessions/repo';
import { createSessionService } from './modules/sessions/service';
import { installErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { echoRequestId, requestId } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { installSlowBodyGuard } from './plugins/slow-body-guard';
import { registerWebApp, WEB_ASSETS } from './plugins/web-app';
import { createDevRealNameProvider } from './providers/realname';
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
    vendorOrigins: config.oneTap ? [new URL(config.oneTap.scriptUrl).origin] : [],
    assetsPrefix: WEB_ASSETS,
  });
  const tokens = createTokenService(secrets.tokenSecret);
  // Before every route and every plugin's hooks, so it counts each request first.
  await registerRateLimit(app, { tokens, redis, ...(config.rateLimit ?? RATE_LIMIT_DEFAULTS) });
  await registerOpenApi(app, { browsable: config.env === 'development' });
  // Right after the rate limit: a client the access list refuses costs no route's work.
  const access = createAccessModule(database.db);
  access.guard(app);
  // Here rather than in main, so readiness fails from the moment a shutdown starts draining.
  const drain = installDrain(app);
  // Before the health routes: readiness reports whether the Redis of lockouts and challenges answers.
  const state = redis
    ? createRedisState({ link: redis, onError: (error) => app.log.error({ err: error }, 'redis command') })
    : createMemoryState();
  app.addHook('onClose', async () => state.close());
  await registerHealth(app, { database, redis: redis ? state : undefined, isDraining: drain.isDraining });
  await registerAppConfig(app, { config });
  await registerCalendar(app);
  await registerQimen(app);
  await registerTarotReading(app);
  await registerAstrology(app);
  await registerPlaces(app);

  const { db } = database;
  const serverSecret = secrets.tokenSecret;
  const users = createUserRepo(db);
  // The development inbox shows every code to whoever asks: only outside production, and only
  // where nobody else can ask (a loopback address) unless DEV_INBOX=1 says otherwise.
  const developmentInbox = config.env !== 'production' && (isLoopbackHost(config.host) || config.devInbox === true);
  // Sign-outs end push sockets through `app.push`, which registers last; a sign-out is stored
  // whatever becomes of this (a missed socket is caught at its next packet).
  const closeSocketsOf: CloseSocketsOf = (who) =>
    app.push.closeSocketsOf(who).catch((error: unknown) => app.log.error({ err: error }, 'push sign-out'));
  const sessions = createSessionService(createSessionRepo(db), tokens, closeSocketsOf);
  // Created before auth, whose registration hook pays inviters; its routes need the guard.
  const points = createPointsModule(db);
  // The auth module registers the guard: every module after it may require a login.
  const auth = await registerAuth(app, {
    db,
    users,
    tokens,
    sessions,
    state,
    config,
    developmentInbox,
    serverSecret,
    onRegistered: points.onRegistered,
  });
  await registerUser(app, {
    db,
    users,
    sessions,
    state,
    sendCode: auth.sendSmsCode,
    realNames: developmentInbox ? createDevRealNameProvider() : undefined,
    serverSecret,
  });
  await registerAppRelease(app, { db, downloadLinks: config.appDownload ?? APP_DOWNLOAD_DEFAULTS });
  await registerReadings(app, { db });
  await registerDaily(app, { db });
  await registerCharts(app, { db });
  const files = await registerFiles(app, { db, users, dataDir: config.dataDir, s3: config.s3, serverSecret });
  const adNetwork = config.adNetwork && createAdMobNetwork(config.adNetwork);
  await points.register(app, await registerPromotions(app, { db, files }), adNetwork);
  await registerIdentities(app, { db, users, auth, files, state, settings: config.signIn, serverSecret });
  await registerOneTap(app, {
    auth,
    verifier: config.oneTap && createJiguangVerifier(config.oneTap, config.signIn?.timeoutMs ?? PROVIDER_TIMEOUT_MS),
  });
  await registerBanners(app, { db });
  // Reminders and broadcasts run in the job runner on our database, once across all instances.
  const jobs = config.jobs
    ? await startJobRunner(database, { onError: (error) => app.log.error({ err: error }, 'job runner') })
    : undefined;
  // As closing begins, while the database is still open: no new jobs, running ones finish.
  if (jobs) app.addHook('preClose', async () => jobs.stop(config.shutdownGraceMs / 2));
  // The push module registers last; messages reach it through `app.push` once the app runs.
  const notifier: MemberNotifier = { sendToMember: (userId, message) => app.push.sendToMember(userId, message) };
  const notifications = await registerNotifications(app, { db, notifier, jobs });
  if (jobs) await registerBroadcasts(app, { db, jobs, notifier });
  if (jobs) await registerRetention(app, { db, jobs });
  await registerAdmin(app, { db, users, closeSocketsOf, onFeedbackReplied: notifications.notifyReply });
  await access.register(app);
  await registerUsage(app, { db, enabled: config.statEnabled ?? true, jobs, serverSecret });
  await registerArticles(app, { db });
  // Feedback, ratings, account preferences and passkeys (the member centre's settings and about pages).
  await registerFeedback(app, { db, serverSecret });
  await registerRatings(app, { db });
  await registerPreferences(app, { users });
  await registerPasskeys(app, { db, users, sessions, state, relyingParty: config.webauthn ?? WEBAUTHN_DEFAULTS });
  // Notifications: the push socket, Web Push and the inbox; other modules send through `app.push`.
  await registerPush(app, {
    db,
    users,
    tokens,
    sessions,
    redis,
    vapid: secrets.vapid,
    overrides: push,
  });
  await registerWebApp(app, config.webDist);
  // Connected before the first request where Redis answers; without it the app starts degraded.
  await redis?.settle(1_000);

  app.addHook('onClose', async () => database.close());
  return app;
}
