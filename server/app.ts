import { localeFromPath } from '../shared/i18n/locales';
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { type Database, type Db, runWithQueryCounter } from './db';
import { analyticsRoutes } from './features/analytics/routes';
import { analyticsFigureRoutes } from './features/analytics/figure-routes';
import { analyticsJobHandlers, scheduleRollups } from './features/analytics/jobs';
import { e2eHookRoutes } from './features/e2e-hooks/routes';
import { healthRoutes } from './features/health/routes';
import { accountRoutes } from './features/accounts/routes';
import { accountSecurityRoutes } from './features/accounts/security-routes';
import { emailFlowRoutes } from './features/accounts/email-routes';
import { registerIdempotency } from './lib/idempotency';
import { createMailer, type Mailer, withCounts, withFooter } from './lib/mail';
import { loadServerCatalogs } from './lib/i18n';
import { organisationFooter, readOrganisation } from './lib/organisation';
import { registerRenditions } from './lib/renditions';
import type { PrivateFiles, Storage } from './lib/storage';
import { storesOf } from './lib/stores';
import { registerUploads } from './lib/serve-uploads';
import { avatarRoutes } from './features/profile/avatar-routes';
import { adminRoutes } from './features/admin/routes';
import { braceRoutes } from './features/brace/routes';
import { buddyRoutes } from './features/buddy/routes';
import { memberRoutes } from './features/members/routes';
import { profileRoutes } from './features/profile/routes';
import { resourceAdminRoutes } from './features/resources/admin-routes';
import { resourcePageHead } from './features/resources/page-head';
import { forumTopicPageHead } from './features/forum/page-head';
import { videoPageHead } from './features/videos/page-head';
import { productPageHead } from './features/shop/page-head';
import { eventPageHead } from './features/events/page-head';
import { storyPageHead } from './features/stories/page-head';
import { homePageHead } from './features/seo/page-head';
import { firstPageHead } from './lib/page-head';
import { resourceRoutes } from './features/resources/routes';
import { seoRoutes } from './features/seo/routes';
import { registerClientAssets } from './lib/client-assets';
import { registerErrorHandling } from './lib/errors';
import { type Admission, type LoopClock, registerLoadShedding } from './lib/load-shedding';
import { loggerOptions, registerRequestContext } from './lib/logging';
import { createMetrics, type Metrics, registerMetrics } from './lib/metrics';
import { registerSameOriginCheck } from './lib/same-origin';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerSessions } from './lib/sessions';
import { authNavigationRoutes } from './features/accounts/navigation-routes';
import { forumAdminRoutes } from './features/forum/admin-routes';
import { forumModerationRoutes } from './features/forum/moderation-routes';
import { forumJobHandlers } from './features/forum/notifications';
import { forumReadRoutes } from './features/forum/read-routes';
import { forumWriteRoutes } from './features/forum/write-routes';
import { groupAdminRoutes, groupRoutes } from './features/forum/groups/routes';
import { ViewCounter } from './features/forum/view-counter';
import { type JobHandlers, startJobWorker } from './lib/jobs';
import { messageAdminRoutes } from './features/messages/admin-routes';
import { buddyAdminRoutes } from './features/buddy/admin-routes';
import { buddyJobHandlers } from './features/buddy/notifications';
import { notificationRoutes } from './features/notifications/routes';
import { MessageHub } from './lib/realtime/hub';
import { KeptVersions } from './lib/kept-versions';
import { messageJobHandlers } from './features/messages/notifications';
import { messageRoutes } from './features/messages/routes';
import { unreadTotal } from './features/messages/service';
import { messageStreamRoutes } from './features/messages/stream-routes';
import { assistantAdminRoutes } from './features/assistant/admin-routes';
import { contactJobHandlers } from './features/contact/emails';
import { contactAdminRoutes, contactRoutes } from './features/contact/routes';
import { referralAdminRoutes } from './features/referrals/admin-routes';
import { referralJobHandlers } from './features/referrals/emails';
import { referralRoutes } from './features/referrals/routes';
import { specialistRoutes } from './features/referrals/specialist-routes';
import { chatRoutes } from './features/assistant/routes';
import { donationAdminRoutes } from './features/donations/admin-routes';
import { createPayments, type Payments } from './lib/payments';
import { applyPaymentEvent } from './lib/payments/events';
import type { ProviderEvent } from './lib/payments/provider';
import type { PaymentOutcome } from '../shared/api/payments';
import { matchClientRoute } from '../shared/routes';
import { paymentRoutes } from './features/payments/routes';
import { shopRoutes } from './features/shop/routes';
import { shopAdminRoutes } from './features/shop/admin-routes';
import { reviewRoutes } from './features/shop/review-routes';
import { splitPairRoutes } from './features/shop/split-pair-routes';
import { handleOrderEvent } from './features/shop/order-events';
import { shopJobHandlers } from './features/shop/jobs';
import { orderMailJobHandlers } from './features/shop/order-mail';
import { handleDonationEvent } from './features/donations/service';
import { donationJobHandlers } from './features/donations/receipts';
import { donationRoutes } from './features/donations/routes';
import { transparencyRoutes } from './features/transparency/routes';
import { transparencyAdminRoutes } from './features/transparency/admin-routes';
import { stripeWebhookRoutes } from './features/payments/webhook-routes';
import { settingsPageData } from './features/settings/page-data';
import { settingsRoutes } from './features/settings/routes';
import { teamRoutes } from './features/settings/team-routes';
import { videoAdminRoutes } from './features/videos/admin-routes';
import { VIDEO_PROCESS_JOB, videoJobHandlers } from './features/videos/processing';
import { videoRoutes } from './features/videos/routes';
import { videoUploadRoutes } from './features/videos/upload-routes';
import { eventRoutes } from './features/events/routes';
import { eventAdminRoutes } from './features/events/admin-routes';
import { eventJobHandlers } from './features/events/jobs';
import { storyRoutes } from './features/stories/routes';
import { storyAdminRoutes } from './features/stories/admin-routes';
import { storyPhotoRoutes } from './features/stories/photo-routes';
import { storyJobHandlers } from './features/stories/notifications';
import { braceJobHandlers, scheduleReminderSweep } from './features/brace/reminders';
import { pushJobHandlers } from './features/push/jobs';
import { pushRoutes } from './features/push/routes';
import { handleMembershipEvent } from './features/memberships/events';
import { membershipJobHandlers } from './features/memberships/jobs';
import { membershipRoutes } from './features/memberships/routes';
import { membershipAdminRoutes } from './features/memberships/admin-routes';

/** Every kind of background job the server runs. */
export const jobHandlers = (app: Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'payments'>): JobHandlers => ({
  ...forumJobHandlers(app),
  ...messageJobHandlers(app),
  ...buddyJobHandlers(app),
  ...donationJobHandlers(app),
  ...membershipJobHandlers(app),
  ...referralJobHandlers(app),
  ...contactJobHandlers(app),
  ...videoJobHandlers(app),
  ...shopJobHandlers(app),
  ...orderMailJobHandlers(app),
  ...eventJobHandlers(app),
  ...storyJobHandlers(app),
  ...braceJobHandlers(app),
  ...pushJobHandlers(app),
  ...analyticsJobHandlers(app),
});

/** Job kinds that run in their own lane (one at a time, minutes long), apart from the quick ones. */
const SLOW_JOBS = [VIDEO_PROCESS_JOB];

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    config: Config;
    mailer: Mailer;
    storage: Storage;
    /** Members-only downloads (article guides), outside the public uploads folder. */
    privateFiles: PrivateFiles;
    /** Runs due background jobs now (after a request queued one); a no-op where no worker runs. */
    nudgeJobs: () => void;
    /** Runs queued video processing now (after an upload finished); a no-op where no worker runs. */
    nudgeVideoJobs: () => void;
    /** Forum topic views, written in batches (flush() writes the waiting ones now). */
    forumViews: ViewCounter;
    /** The versions answers and pages are kept per, kept current by LISTEN/NOTIFY from every instance. */
    keptVersions: KeptVersions;
    /** This instance's open message streams, fed by LISTEN/NOTIFY from every instance. */
    messageHub: MessageHub;
    /** The payment provider: Stripe when configured, test mode otherwise. */
    payments: Payments;
    /** Applies a provider's event once, to the gift or order whose payment it is. */
    applyPaymentEvent: (provider: 'stripe' | 'test', event: ProviderEvent) => Promise<PaymentOutcome>;
    /** Every API route registered, as "METHOD /path" (the contract test holds them to shared/api). */
    apiRoutes: string[];
    /** The load shedding's admission check (API requests in flight), or null when shedding is off. */
    admission: Admission | null;
    /** This app's Prometheus figures (GET /metrics), in a registry of its own. */
    metrics: Metrics;
  }
  interface FastifyRequest {
    /** The signed-in member's id, or null for a visitor. */
    viewerId: string | null;
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Override how e-mail leaves (default: SMTP_URL, else the outbox folder). */
  mailer?: Mailer;
  /** Override the logger (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Run the background job worker (the server does; tests run jobs themselves with runDueJobs). */
  runJobs?: boolean;
  /** What the load shedding reads the time and the event loop's rests from (tests set both). */
  loadSheddingClock?: LoopClock;
};

export async function buildApp({ config, database, logger, mailer, runJobs = false, loadSheddingClock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // E-mails and notices in each member's language: every language's messages loaded before any is written.
  await loadServerCatalogs();
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  app.decorate('mailer', withFooter(withCounts(mailer ?? createMailer(config, app.log), metrics), async () => organisationFooter(await readOrganisation(database.db))));
  // The local folder, or the object store STORAGE_URL names (issue 28).
  const stores = storesOf(config);
  app.decorate('storage', stores.storage);
  app.decorate('privateFiles', stores.files);
  app.decorateRequest('viewerId', null);
  app.decorate<Payments>('payments', createPayments(config.payments, database.db));
  const paymentHandlers = [handleDonationEvent, handleMembershipEvent, handleOrderEvent];
  app.decorate('applyPaymentEvent', (provider: 'stripe' | 'test', event: ProviderEvent) => applyPaymentEvent(database.db, provider, event, paymentHandlers));
  const worker = runJobs ? startJobWorker(database.db, jobHandlers(app), app.log, 5_000, { except: SLOW_JOBS }) : null;
  const videoWorker = runJobs ? startJobWorker(database.db, jobHandlers(app), app.log, 5_000, { only: SLOW_JOBS }) : null;
  // The analytics' rollups run every hour from the first start on (the job queues its own next run).
  if (runJobs) {
    await scheduleRollups(database.db, new Date());
    await scheduleReminderSweep(database.db, new Date());
  }
  app.decorate('nudgeJobs', () => worker?.nudge());
  app.decorate('nudgeVideoJobs', () => videoWorker?.nudge());
  const forumViews = new ViewCounter(database.db, app.log);
  app.decorate('forumViews', forumViews);
  const messageHub = new MessageHub(database.db, database.listen, (userId) => unreadTotal(database.db, userId), app.log, {
    heartbeatMs: config.streamHeartbeatMs,
  });
  app.decorate('messageHub', messageHub);
  await messageHub.start();
  const keptVersions = new KeptVersions(database.db, database.listen, app.log);
  app.decorate('keptVersions', keptVersions);
  await keptVersions.start();
  // A write answered here is seen by this instance's next read at once, before its notice arrives
  // (analytics beacons, the one frequent write, change nothing anything keeps).
  app.addHook('onSend', (request, _reply, payload, done) => {
    const read = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    if (!read && !request.url.startsWith('/api/analytics/')) keptVersions.distrust();
    done(null, payload);
  });

  registerErrorHandling(app);
  // Reads nothing: every answer, a refusal too, names its request (x-request-id), and its log lines and jobs carry the id.
  registerRequestContext(app);
  // The first onRequest hook that decides: a request the server cannot take is refused before its session is read or its body parsed.
  app.decorate('admission', config.loadShedding ? await registerLoadShedding(app, config.loadShedding, loadSheddingClock, metrics) : null);
  // GET /metrics and the per-request counts (outside /api: not admitted or refused by the load shedding).
  registerMetrics(app, metrics, config.metricsToken);

  if (config.countSql) {
    // Only requests that ask (x-count-sql: 1) are counted, so a load run pays nothing for its probe.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.headers['x-count-sql'] !== '1') return done();
      const store = { count: 0 };
      (request as unknown as { sqlStore: typeof store }).sqlStore = store;
      runWithQueryCounter(store, done);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const store = (request as unknown as { sqlStore?: { count: number } }).sqlStore;
      if (store) reply.header('x-sql-queries', String(store.count));
      done(null, payload);
    });
  }

  await registerSecurityHeaders(app);
  registerSameOriginCheck(app);
  // Before compression: an idempotent create's answer is stored as the JSON it sends.
  registerIdempotency(app);
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // PGlite: sessions kept in memory for a few seconds, forgotten by the notices of what changes them (decision 0027).
  await registerSessions(app, database.kind === 'pglite' ? database.listen : null);
  await app.register(rateLimit, { global: false });

  // Routes registered from their contract definitions carry their full path (shared/api/*).
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(forumReadRoutes);
  await app.register(forumWriteRoutes);
  await app.register(forumModerationRoutes);
  await app.register(groupRoutes);
  await app.register(groupAdminRoutes);
  await app.register(forumAdminRoutes);
  await app.register(messageRoutes);
  await app.register(messageStreamRoutes);
  await app.register(messageAdminRoutes);
  await app.register(buddyRoutes);
  await app.register(buddyAdminRoutes);
  await app.register(braceRoutes);
  await app.register(resourceRoutes);
  await app.register(resourceAdminRoutes);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(emailFlowRoutes);
  await app.register(authNavigationRoutes);
  await app.register(profileRoutes);
  // Its own plugin: multipart parsing is for the avatar upload only.
  await app.register(avatarRoutes);
  await app.register(memberRoutes);
  await app.register(adminRoutes);
  // Its own plugin: text/plain bodies (beacons) are read as JSON here only.
  await app.register(analyticsRoutes);
  await app.register(analyticsFigureRoutes);
  if (config.e2eHooks) await app.register(e2eHookRoutes);
  await app.register(donationRoutes);
  await app.register(donationAdminRoutes);
  await app.register(membershipRoutes);
  await app.register(membershipAdminRoutes);
  await app.register(transparencyRoutes);
  // Its own plugin: multipart parsing is for the receipt upload only.
  await app.register(transparencyAdminRoutes);
  // Its own plugin: the webhook reads JSON as a raw buffer (for Stripe's signature), no other route does.
  await app.register(stripeWebhookRoutes);
  await app.register(paymentRoutes);
  await app.register(shopRoutes);
  await app.register(shopAdminRoutes);
  await app.register(reviewRoutes);
  await app.register(splitPairRoutes);
  await app.register(chatRoutes);
  await app.register(assistantAdminRoutes);
  await app.register(referralRoutes);
  await app.register(referralAdminRoutes);
  await app.register(specialistRoutes);
  await app.register(contactRoutes);
  await app.register(contactAdminRoutes);
  await app.register(settingsRoutes);
  // Its own plugin: multipart parsing is for the team photo upload only.
  await app.register(teamRoutes);
  await app.register(videoRoutes);
  // Its own plugin: multipart parsing is for the captions and poster uploads only.
  await app.register(videoAdminRoutes);
  // Its own plugin: the resumable upload's bytes are streamed to the store unread.
  await app.register(videoUploadRoutes);
  await app.register(eventRoutes);
  await app.register(eventAdminRoutes);
  await app.register(storyRoutes);
  await app.register(storyAdminRoutes);
  // Its own plugin: multipart parsing is for the story photo upload only.
  await app.register(storyPhotoRoutes);

  // Uploaded files: random names, so they can be cached for good.
  await registerUploads(app, stores.storage);

  // Smaller WebP copies of the site's own pictures, for phones (issue 23).
  await registerRenditions(app, { clientDist: config.clientDist, storage: stores.storage });

  await app.register(seoRoutes);
  const serveClientRoute = await registerClientAssets(app, config.clientDist, {
    publicUrl: config.publicUrl,
    pageHead: firstPageHead(
      [resourcePageHead, forumTopicPageHead, videoPageHead, productPageHead, eventPageHead, storyPageHead, homePageHead].map((provider) => provider(app.db, config.publicUrl)),
    ),
    pageData: settingsPageData(app.db, keptVersions),
    versions: () => keptVersions.all(),
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ message: `No API route ${request.method} ${pathname}` });
    }
    // A screen's form sent by the browser itself (pressed before the page's script took over): nothing
    // in it is read, and the person is sent back to the screen, now running (forms say method="post", so
    // no field, a password least of all, ever lands in an address).
    if (request.method === 'POST' && matchClientRoute(localeFromPath(pathname).path)) return reply.redirect(request.url, 303);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found' });
    }
    return serveClientRoute(request, reply);
  });

  // Open streams would hold the server open: end them first (browsers reconnect elsewhere).
  app.addHook('preClose', async () => {
    await messageHub.stop();
  });
  app.addHook('onClose', async () => {
    await messageHub.stop();
    await keptVersions.stop();
    await worker?.stop();
    await videoWorker?.stop();
    await forumViews.stop();
    app.mailer.close();
    await database.close();
  });

  return app;
}
