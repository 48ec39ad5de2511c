import type { RequestListener } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createServices, type Services } from './composition';
import type { Database } from './db/client';
import { allowedHostsOnly } from './lib/allowed-hosts';
import { AppError, errorHandler } from './lib/errors';
import { cachedReplyLookup, serveCachedRepliesFirst } from './lib/fast-path';
import { createMetrics } from './lib/metrics';
import { metricsRouter } from './lib/metrics.routes';
import { createPublicCache, type PublicCache } from './lib/public-cache';
import type { TrustProxy } from './lib/request-id';
import { fastPathLog, requestLog } from './lib/request-log';
import { securityHeaders } from './lib/security-headers';
import { cleanQueryParser, jsonBody } from './lib/clean-input';
import { createScheduler, type Scheduler } from './lib/jobs';
import { createLogger } from './lib/log-redaction';
import { createMailer, mailFromOf } from './lib/mailer';
import { analyticsLimiter, consultationLimiter, ctaClickLimiter, registerLimiter, searchLimiter } from './lib/rate-limit';
import { englishPrefix, routePatterns } from '../shared/paths';
import { sameOriginOnly } from './lib/same-origin';
import { sessions, sessionSecret } from './lib/sessions';
import { siteOriginOf } from './lib/site-origin';
import { analyticsAtRuntime, type AnalyticsAtRuntime } from './modules/analytics';
import { analyticsRollupJob } from './modules/analytics/analytics.rollup';
import { analyticsRouter } from './modules/analytics/analytics.routes';
import { assessmentsRouter } from './modules/assessments/assessments.routes';
import { articlesRouter } from './modules/articles/articles.routes';
import { revisionsRouter } from './modules/revisions/revisions.routes';
import { loadUser } from './modules/auth/auth.guards';
import { accountRouter } from './modules/auth/account.routes';
import { authRouter } from './modules/auth/auth.routes';
import { backupRouter } from './modules/backup/backup.routes';
import { categoriesRouter } from './modules/categories/categories.routes';
import { consultationsRouter, type OnEnquiry } from './modules/consultations/consultations.routes';
import { enquiryFormRouter } from './modules/consultations/enquiry-form.routes';
import { contactRouter } from './modules/contact/contact.routes';
import { bookingRouter } from './modules/booking/booking.routes';
import { ctaClickLog, type CtaClickLog } from './modules/cta-clicks/cta-clicks.log';
import { ctaClicksRouter } from './modules/cta-clicks/cta-clicks.routes';
import { homeContentRouter } from './modules/home-content/home-content.routes';
import { mediaApiRouter, mediaFilesRouter } from './modules/media/media.routes';
import { shareImagesRouter } from './modules/share-images/share-images.routes';
import { dashboardRouter } from './modules/dashboard/dashboard.routes';
import { downloadsRouter } from './modules/downloads/downloads.routes';
import { exportRouter } from './modules/export/export.routes';
import { auditRouter } from './modules/audit/audit.routes';
import { healthMonitor, healthRouter, type HealthMonitor } from './modules/health/health.routes';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox/outbox.worker';
import { bookingMailFacts } from './modules/booking/booking.mail';
import { bookingRemindersJob } from './modules/booking/booking.reminders';
import { bookingTokenKey } from './modules/booking/booking-token';
import { previewPagesRouter, previewRouter } from './modules/preview/preview.routes';
import { redirectsAtRuntime, type RedirectsAtRuntime } from './modules/redirects';
import { redirectsRouter } from './modules/redirects/redirects.routes';
import { schedulingRouter } from './modules/scheduling/scheduling.routes';
import { articleSubmissionsRouter, reviewRouter } from './modules/review/review.routes';
import { SCHEDULING_EVERY_MS } from './modules/scheduling/scheduling.service';
import { trashRouter } from './modules/trash/trash.routes';
import { settingsRouter } from './modules/settings/settings.routes';
import { setupChecklistRouter } from './modules/setup-checklist/setup-checklist.routes';
import { uploadsRouter } from './modules/uploads/uploads.routes';
import { usersRouter } from './modules/auth/users.routes';
import { accountBylineRouter } from './modules/auth/account-byline.routes';
import { readModelRouter } from './read-model/read-model.routes';
import { clientPages } from './ssr/client-pages';
import { createPageCache, type PageCache } from './ssr/page-cache';
import { sitemapSource } from './ssr/sitemap-source';

export interface CreateAppOptions {
  config: Config;
  database: Database;
  logger?: Logger;
  /** the build output (default dist/): browser tests may run against a build made elsewhere (E2E_DIST) */
  distDir?: string;
}

export interface App {
  app: Express;
  /** the http server's listener: cached replies ahead of Express, the rest to `app` (lib/fast-path.ts) */
  handler: RequestListener;
  services: Services;
  cache: PublicCache;
  /** anonymous visitors' rendered pages; absent in development */
  pageCache?: PageCache;
  /** the mail outbox's worker; absent without SMTP_URL */
  outbox?: OutboxWorker;
  scheduler: Scheduler;
  /** liveness and readiness: index.ts marks it draining on SIGTERM */
  health: HealthMonitor;
  /** this server's copy of the redirects and its unwritten counts (docs/decisions/0027-found-and-shared.md) */
  redirects: RedirectsAtRuntime;
  /** this server's unwritten tap counts (docs/decisions/0028-booking-and-chat.md) */
  ctaClicks: CtaClickLog;
  /** this server's unwritten analytics events and today's salt (docs/decisions/0029-analytics.md) */
  analytics: AnalyticsAtRuntime;
  close(): Promise<void>;
}

export async function createApp(opts: CreateAppOptions): Promise<App> {
  const { config, database } = opts;
  const logger = opts.logger ?? createLogger(config.logLevel);
  const cache = await createPublicCache(database, logger);
  const secret = sessionSecret(config, logger);
  const services = createServices({ config, database, cache, secret });
  // pages are built from the public reads: whatever empties those (a write here or elsewhere) empties the pages
  const pageCache = config.dev ? undefined : createPageCache(config.pageCacheBytes);
  if (pageCache) cache.onClear(pageCache.clear);
  // redirects are read again whenever the caches empty (after the pages are dropped: a waiting request renders afresh)
  const redirects = redirectsAtRuntime(database.db, cache, logger);
  const ctaClicks = ctaClickLog(database.db, logger);
  const analytics = analyticsAtRuntime(database.db, logger, { rawDays: config.analyticsRawDays, publicUrl: config.publicUrl, countryHeader: config.analyticsCountryHeader, taps: ctaClicks });
  // an enquiry or booking a counted visitor sent joins the visit (the same day's visitor key)
  const conversions = analytics.recorder.conversion;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // nginx appends to the X-Forwarded-For a client sent: trusting every hop lets a client pick its address
  if (config.trustProxy === true) logger.warn('TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client can choose its own address (rate limits, audit log, sessions): set loopback, the proxy\'s subnet or the number of proxies (1) instead (README, "Security at the edge")');
  app.set('etag', false); // public reads set their own ETag from the cache
  app.set('query parser', cleanQueryParser);
  const trust = app.get('trust proxy fn') as TrustProxy;
  const siteOrigin = siteOriginOf(config.publicUrl, trust);
  const health = healthMonitor(database);
  const sitemap = sitemapSource({ cache, listAdmin: () => services.articles.listAdmin(), assessments: () => services.assessments.publishedPages(), redirected: redirects.table.fromPaths });
  const notFound = redirects.notFound;
  const client = await clientPages({ config, logger, siteOrigin, readModel: services.readModel, pageCache, distDir: opts.distDir, sitemap, onNotFound: (at, _kind, req) => notFound.record(req, at) });
  const metrics = config.metricsAllow.length > 0 || config.metricsToken ? createMetrics({ database, pageCache: pageCache?.stats }) : undefined;

  // cached replies first, with the request's id (lib/fast-path.ts); then helmet's headers on every answer;
  // then health, which load balancers ask often, and /metrics, from any host
  const lookup = redirects.countingCachedNotFounds(cachedReplyLookup(cache, pageCache, siteOrigin));
  const fastPath = serveCachedRepliesFirst({ app, lookup, trust, logAnswer: fastPathLog(logger), metrics });
  app.use(fastPath.middleware);
  app.use(securityHeaders(config));
  app.use('/api', healthRouter(health));
  app.use('/metrics', metricsRouter(metrics, { allow: config.metricsAllow, token: config.metricsToken }));
  app.use(allowedHostsOnly(config));
  app.use(requestLog(logger, trust));
  // what is not cached compressed (admin reads, writes' answers, the sitemap) is compressed as it goes out;
  // cached replies carry their Content-Encoding already, which the middleware leaves alone
  app.use(compression({ threshold: 1024 }));
  app.use('/api', sameOriginOnly, jsonBody);
  app.use(sessions(config, database, secret));
  app.use(loadUser(services.auth));
  // searches run a query per distinct q, uncached (docs/decisions/0013-search.md)
  app.use(['/api/public/search', routePatterns.search, englishPrefix + routePatterns.search], searchLimiter(database.db, config.searchRateLimit));

  // each router is mounted at the longest prefix its paths share, and names its paths under it
  app.use('/api', readModelRouter(services.readModel, cache)); // every public read, and the back office's reads of the same data
  app.use('/api/articles', articlesRouter(services.articles, services.articleAccess), revisionsRouter(services.revisions, services.articleAccess), schedulingRouter(services.publishing.scheduling, services.articleAccess));
  // the review step (docs/decisions/0026-roles-and-review.md)
  app.use('/api/articles', articleSubmissionsRouter(services.review));
  app.use('/api/review', reviewRouter(services.review));
  // previews and Trash (docs/decisions/0016-publishing.md)
  app.use('/api', previewRouter(services.publishing.preview, services.articleAccess));
  app.use('/api/trash', trashRouter(services.publishing.trash));
  app.use('/api', authRouter(config, services.auth, services.sessionsAudit, registerLimiter(database.db, config.registerRateLimit)));
  app.use('/api/account', accountRouter(services.account));
  app.use('/api/account', accountBylineRouter(services.users)); // GET and PUT /api/account/byline
  app.use('/api/users', usersRouter(services.users));
  app.use('/api/categories', categoriesRouter(services.categories));
  app.use('/api', contactRouter(services.contact)); // /api/contact/:id and POST /api/upload/qrcode
  app.use('/api/home-content', homeContentRouter(services.homeContent));
  const enquiryLimit = consultationLimiter(database.db, config.consultationRateLimit);
  // an enquiry may carry a self-assessment's answers, which the assessments module checks and keeps on the enquiry's transaction
  const onEnquiry: OnEnquiry = async (req, id, page, assessmentSlug) => {
    await conversions(req, 'enquiry', id, page);
    if (assessmentSlug) await analytics.recorder.assessmentEnquiry(req, assessmentSlug, id, page);
  };
  app.use('/api', consultationsRouter(services.consultations, enquiryLimit, onEnquiry, services.assessments.enquiries));
  // the enquiry form posted without JavaScript (POST /contact, /en/contact): the same limit and cross-site rule
  app.use(enquiryFormRouter(services.consultations, { sameOrigin: sameOriginOnly, rateLimit: enquiryLimit, page: client.render, onEnquiry: (req, id, page) => conversions(req, 'enquiry', id, page) }));
  // booking a consultation (docs/decisions/0028-booking-and-chat.md): a booking is an enquiry, under the same limit
  app.use('/api', bookingRouter(services.booking, enquiryLimit, (req, id, page) => conversions(req, 'booking', id, page)));
  app.use('/api', ctaClicksRouter(services.ctaClicks, ctaClicks, ctaClickLimiter(database.db), analytics.recorder.tap)); // POST /api/public/cta-clicks (a beacon), GET /api/cta-clicks
  app.use('/api', analyticsRouter(services.analytics, analytics, analyticsLimiter(database.db))); // POST /api/public/events (a beacon), GET /api/analytics
  app.use('/api/dashboard', dashboardRouter(services.dashboard));
  app.use('/api/settings', settingsRouter(services.settings));
  app.use('/api/setup-checklist', setupChecklistRouter(services.setupChecklist));
  app.use('/api/export', exportRouter(services.exporter, services.audit));
  app.use('/api/audit', auditRouter(services.audit));
  app.use('/api/redirects', redirectsRouter(services.redirects)); // the Redirects screen and the not-found log
  app.use('/api/assessments', assessmentsRouter(services.assessments)); // self-assessments staff write (docs/decisions/0030-self-assessments.md)
  app.use('/api', backupRouter(services.backup, services.audit)); // POST /api/backup, POST /api/restore
  app.use('/api/media', mediaApiRouter(services.media)); // the media library (admins)
  app.use('/uploads/qrcodes', uploadsRouter(services.uploads));
  app.use('/media', mediaFilesRouter(services.media)); // GET /media/:id/:variant.(webp|jpg)
  app.use('/og', shareImagesRouter(services.shareImages)); // GET /og/articles/:id/<lang>-<version>.png, /og/site-<lang>.png
  app.use('/api', (_req, _res, next) => next(new AppError(404, 'NOT_FOUND', 'API endpoint not found')));

  app.use(downloadsRouter(opts.distDir ? { dir: path.join(opts.distDir, 'downloads') } : {})); // /downloads/*, /setup.cjs, /deploy.cjs, /check-environment.cjs, /techdocs/index.html
  app.use(redirects.table.middleware); // GET and HEAD of a redirect's `from`, before any page renders
  app.use(previewPagesRouter(services.publishing.preview, client.render)); // the preview pages, with their status and headers
  client.mount(app); // robots.txt, the sitemap, the built assets and every other page

  app.use(errorHandler(logger, config.dev)); // stack traces in answers: `npm run dev` only

  const { outbox, scheduler } = startWorkers(config, database, services, logger, secret);

  return {
    app,
    handler: fastPath.listener,
    services,
    cache,
    pageCache,
    outbox,
    scheduler,
    health,
    redirects,
    ctaClicks,
    analytics,
    async close() {
      await Promise.all([outbox?.stop(), scheduler.stop(), redirects.close(), ctaClicks.close(), analytics.close()]);
      health.stop();
      await cache.close();
    },
  };
}

/** Enquiry mail, retention, schedules and Trash, off the request path (docs/decisions/0012-enquiry-inbox.md). */
function startWorkers(config: Config, database: Database, services: Services, logger: Logger, secret: string): { outbox?: OutboxWorker; scheduler: Scheduler } {
  const mailFrom = mailFromOf(config);
  const outbox = config.smtpUrl
    ? createOutboxWorker({
        db: database.db,
        mailer: createMailer(config.smtpUrl, mailFrom),
        logger,
        pollMs: config.mailPollMs,
        retryBaseMs: config.mailRetryBaseMs,
        publicUrl: config.publicUrl,
        enquiry: (id) => services.consultations.get(id).catch(() => undefined),
        spamDigest: (day) => services.spamDigest.entries(day),
        submission: (id) => services.review.mailFacts(id),
        // booking mail (docs/decisions/0028-booking-and-chat.md): the appointment as it is when sent, the link signed then
        booking: (id) => bookingMailFacts(database.db, id, async (lang) => (await services.contact.get(lang)).address),
        bookingLinkKey: bookingTokenKey(secret),
        mailFrom,
      })
    : undefined;
  outbox?.start();
  if (!config.smtpUrl && config.isProduction) logger.warn('SMTP_URL is not set: no enquiry mail is sent (README, "Enquiry mail and retention")');
  // ticks every 20 s, so a scheduled publication fires within a minute (each job keeps its own interval)
  const { scheduling, trash } = services.publishing;
  const scheduler = createScheduler(database.db, [services.retention.job, services.spamDigest.job, scheduling.job, trash.job, services.shareImages.job, bookingRemindersJob({ settings: services.settings, publicUrl: config.publicUrl }), analyticsRollupJob({ rawDays: config.analyticsRawDays })], logger, SCHEDULING_EVERY_MS);
  scheduler.start();
  return { outbox, scheduler };
}
