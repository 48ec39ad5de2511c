import crypto from 'node:crypto';
import fs from 'node:fs';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import session from 'express-session';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { createServices, type Services } from './composition';
import type { Database } from './db/client';
import { AppError, errorHandler } from './lib/errors';
import { createEdge, keptAnswers, type LogAnswer } from './lib/fast-path';
import { createMetrics } from './lib/metrics';
import { metricsRouter } from './lib/metrics.routes';
import { createPublicCache, type PublicCache } from './lib/public-cache';
import { requestIdOf, type TrustProxy } from './lib/request-id';
import { helmetHeaders, securityHeaders } from './lib/security-headers';
import { cleanBody, cleanQueryParser } from './lib/clean-input';
import { createScheduler, type Scheduler } from './lib/jobs';
import { createLogger, redactUrl, safeErrorSerializer } from './lib/log-redaction';
import { createMailer, mailFromOf } from './lib/mailer';
import { consultationLimiter, searchLimiter } from './lib/rate-limit';
import { englishPrefix, routePatterns } from '../shared/paths';
import { DbSessionStore } from './lib/session-store';
import { articlesRouter } from './modules/articles/articles.routes';
import { revisionsRouter } from './modules/revisions/revisions.routes';
import { loadUser } from './modules/auth/auth.guards';
import { accountRouter } from './modules/auth/account.routes';
import { authRouter } from './modules/auth/auth.routes';
import { backupRouter } from './modules/backup/backup.routes';
import { categoriesRouter } from './modules/categories/categories.routes';
import { consultationsRouter } from './modules/consultations/consultations.routes';
import { enquiryFormRouter } from './modules/consultations/enquiry-form.routes';
import { contactRouter } from './modules/contact/contact.routes';
import { homeContentRouter } from './modules/home-content/home-content.routes';
import { mediaApiRouter, mediaFilesRouter } from './modules/media/media.routes';
import { dashboardRouter } from './modules/dashboard/dashboard.routes';
import { downloadsRouter } from './modules/downloads/downloads.routes';
import { exportRouter } from './modules/export/export.routes';
import { auditRouter } from './modules/audit/audit.routes';
import { healthMonitor, healthRouter, type HealthMonitor } from './modules/health/health.routes';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox/outbox.worker';
import { previewPagesRouter, previewRouter } from './modules/preview/preview.routes';
import { schedulingRouter } from './modules/scheduling/scheduling.routes';
import { SCHEDULING_EVERY_MS } from './modules/scheduling/scheduling.service';
import { trashRouter } from './modules/trash/trash.routes';
import { settingsRouter } from './modules/settings/settings.routes';
import { setupChecklistRouter } from './modules/setup-checklist/setup-checklist.routes';
import { uploadsRouter } from './modules/uploads/uploads.routes';
import { usersRouter } from './modules/users/users.routes';
import { accountBylineRouter } from './modules/users/account-byline.routes';
import { readModelRouter } from './read-model/read-model.routes';
import { mountClient } from './ssr/mount-client';
import { createPageCache, type PageCache } from './ssr/page-cache';

export interface CreateAppOptions {
  config: Config;
  database: Database;
  logger?: Logger;
  /** the build output (default dist/): browser tests may run against a build made elsewhere (E2E_DIST) */
  distDir?: string;
}

export interface App {
  app: Express;
  /** the http server's listener: kept answers ahead of Express, the rest to `app` (lib/fast-path.ts) */
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
  close(): Promise<void>;
}

function sessionSecret(config: Config, logger: Logger): string {
  if (config.sessionSecret) return config.sessionSecret;
  // a first start without SESSION_SECRET: one random secret kept under DATA_DIR, so sessions survive restarts
  const file = path.join(config.dataDir, 'session-secret');
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
  }
  if (config.env === 'production') logger.warn(`SESSION_SECRET is not set: using the one generated in ${file}; set SESSION_SECRET (the same on every server) to run several servers`);
  return secret;
}

/**
 * Without PUBLIC_URL, links carry the request's Host: only the allowed ones are answered, so no
 * forged Host reaches a canonical link, robots.txt or a cached page (the health check answers any).
 */
function allowedHostsOnly(config: Config): RequestHandler {
  const allowed = new Set(config.allowedHosts);
  return (req, _res, next) => {
    if (config.publicUrl || req.path === '/api/health') return next();
    const host = (req.get('host') ?? '').toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (allowed.has(host) || allowed.has(name)) return next();
    next(new AppError(400, 'BAD_REQUEST', `host ${JSON.stringify(host)} is not served here: set PUBLIC_URL or add it to ALLOWED_HOSTS`));
  };
}

/** State-changing requests from another site are refused (CSRF); same-origin fetches pass. */
const sameOriginOnly: RequestHandler = (req, _res, next) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  if (req.get('sec-fetch-site') === 'cross-site') throw new AppError(403, 'CROSS_SITE', 'cross-site request refused');
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new AppError(403, 'CROSS_SITE', 'cross-site request refused');
    }
    if (host !== req.get('host')) throw new AppError(403, 'CROSS_SITE', 'cross-site request refused');
  } else if (origin === 'null' && req.get('sec-fetch-site') !== 'same-origin') {
    // a form the browser posts itself says "null" under Referrer-Policy: no-referrer; the browser's own
    // Sec-Fetch-Site (no page can set it) still tells a same-origin post from a sandboxed or foreign one
    throw new AppError(403, 'CROSS_SITE', 'cross-site request refused');
  }
  next();
};

export async function createApp(opts: CreateAppOptions): Promise<App> {
  const { config, database } = opts;
  const logger = opts.logger ?? createLogger(config.logLevel);
  const cache = await createPublicCache(database, logger);
  const secret = sessionSecret(config, logger);
  if (config.env === 'production' && !config.twoFactorKey) logger.warn('TWO_FACTOR_KEY is not set: two-factor secrets are encrypted with a key derived from the session secret; set TWO_FACTOR_KEY (the same on every server) to keep them readable if the session secret changes');
  const services = createServices({ config, database, cache, secret });
  // pages are built from the public reads: whatever empties those (a write here or elsewhere) empties the pages
  const pageCache = config.dev ? undefined : createPageCache(config.pageCacheBytes);
  if (pageCache) cache.onClear(pageCache.clear);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // nginx appends to the X-Forwarded-For a client sent: trusting every hop lets a client pick its address
  if (config.trustProxy === true) logger.warn('TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client can choose its own address (rate limits, audit log, sessions): set loopback, the proxy\'s subnet or the number of proxies (1) instead (README, "Security at the edge")');
  app.set('etag', false); // public reads set their own ETag from the cache
  app.set('query parser', cleanQueryParser);

  // the request id (X-Request-Id) is given by the edge, for pino-http and the fast path alike, in the same line format
  const trust = app.get('trust proxy fn') as TrustProxy;
  const logAnswer: LogAnswer = (req, res, startedAt) => {
    const line = { id: req.id, method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.socket.remoteAddress };
    logger.info({ req: line, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) }, 'request completed');
  };
  const health = healthMonitor(database);
  const metrics = config.metricsAllow.length > 0 || config.metricsToken ? createMetrics({ database, pageCache: pageCache?.stats }) : undefined;
  // kept answers first (lib/fast-path.ts); then health, which load balancers ask often, and /metrics, from any host
  const edge = createEdge({ app, lookup: keptAnswers(cache, pageCache, config.publicUrl, trust), trust, logAnswer, metrics });
  app.use(edge.middleware);
  // helmet's headers, computed once, on every answer: health, /metrics and refusals too; kept answers replay them
  const security = securityHeaders(
    helmetHeaders({
      contentSecurityPolicy: config.dev
        ? false // Vite's dev client injects inline scripts
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
              fontSrc: ["'self'", 'data:'],
              connectSrc: ["'self'"],
              frameAncestors: ["'self'"],
              objectSrc: ["'none'"],
              // a site served over plain http (localhost, a first start) must not send its browsers to https
              upgradeInsecureRequests: config.publicUrl?.startsWith('https:') ? [] : null,
            },
          },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(security);
  app.use('/api', healthRouter(health));
  app.use(metricsRouter(metrics, { allow: config.metricsAllow, token: config.metricsToken }));
  app.use(allowedHostsOnly(config));

  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => req.id ?? requestIdOf(req, trust),
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      // one short line per request; no headers, so session cookies never reach the logs
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url), remoteAddress: req.remoteAddress }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: safeErrorSerializer,
      },
    }),
  );

  // what is not kept compressed (admin reads, writes' answers, the sitemap) is compressed as it goes out;
  // kept answers carry their Content-Encoding already, which the middleware leaves alone
  app.use(compression({ threshold: 1024 }));
  // a backup outgrows 2 MB: POST /api/restore reads its own body, after the admin check (backup.routes.ts)
  const json = express.json({ limit: '2mb' });
  app.use('/api', sameOriginOnly, (req, res, next) => (req.path === '/restore' ? next() : json(req, res, next)), cleanBody);
  const sessions = session({
    name: 'sid',
    secret,
    // absolute lifetimes on top of the idle one (README, SESSION_MAX_HOURS and SESSION_REMEMBER_DAYS)
    store: new DbSessionStore(database.db, { maxMs: config.sessionMaxMs, rememberMs: config.sessionRememberMs }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: Boolean(config.trustProxy),
    // Secure follows the protocol the browser used (directly or through TRUST_PROXY), not NODE_ENV
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, path: '/' },
  });
  // a read without the session cookie cannot be signed in: skip building a throwaway session (keeps public reads fast)
  app.use((req, res, next) => ((req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie?.includes('sid=') ? next() : sessions(req, res, next)));
  app.use(loadUser(services.auth));
  // searches run a query per distinct q, uncached (docs/decisions/0013-search.md)
  app.use(['/api/public/search', routePatterns.search, englishPrefix + routePatterns.search], searchLimiter(database.db, config.searchRateLimit));

  app.use('/api/articles', revisionsRouter(services.revisions)); // history and autosave, before /:id
  app.use('/api/articles', articlesRouter(services.articles));
  // previews, schedules and Trash (docs/decisions/0016-publishing.md), before the public reads
  app.use('/api', previewRouter(services.publishing.preview), schedulingRouter(services.publishing.scheduling), trashRouter(services.publishing.trash));
  app.use(readModelRouter(services.readModel, cache)); // every public GET under /api
  app.use('/api', authRouter(config, database.db, services.auth));
  app.use('/api/account', accountRouter(services.account));
  app.use('/api/account', accountBylineRouter(services.users)); // GET and PUT /api/account/byline
  app.use('/api/users', usersRouter(services.users));
  app.use('/api/categories', categoriesRouter(services.categories));
  app.use('/api', contactRouter(services.contact)); // /api/contact/:id and POST /api/upload/qrcode
  app.use('/api', homeContentRouter(services.homeContent)); // GET and PUT /api/home-content
  const enquiryLimit = consultationLimiter(database.db, config.consultationRateLimit);
  app.use('/api', consultationsRouter(services.consultations, enquiryLimit));
  // the enquiry form posted without JavaScript (POST /contact, /en/contact): the same limit and cross-site rule
  app.use(enquiryFormRouter(services.consultations, { sameOrigin: sameOriginOnly, rateLimit: enquiryLimit }));
  app.use('/api/dashboard', dashboardRouter(services.dashboard));
  app.use('/api/settings', settingsRouter(services.settings));
  app.use('/api/setup-checklist', setupChecklistRouter(services.setupChecklist));
  app.use('/api/export', exportRouter(services.exporter, services.audit));
  app.use('/api/audit', auditRouter(services.audit));
  app.use('/api', backupRouter(services.backup, services.audit)); // POST /api/backup, POST /api/restore
  app.use('/api/media', mediaApiRouter(services.media)); // the media library (admins)
  app.use(uploadsRouter(services.uploads)); // GET /uploads/qrcodes/:file
  app.use(mediaFilesRouter(services.media)); // GET /media/:id/:variant.(webp|jpg)
  app.use('/api', (_req, _res, next) => next(new AppError(404, 'NOT_FOUND', 'API endpoint not found')));

  app.use(downloadsRouter(opts.distDir ? { dir: path.join(opts.distDir, 'downloads') } : {})); // /downloads/*, /setup.cjs, /deploy.cjs, /check-environment.cjs, /techdocs/index.html
  app.use(previewPagesRouter(services.publishing.preview)); // the preview pages' status and headers
  await mountClient(app, { config, logger, readModel: services.readModel, pageCache, distDir: opts.distDir });

  app.use(errorHandler(logger, config.dev)); // stack traces in answers: `npm run dev` only

  // enquiry mail and retention, off the request path (docs/decisions/0012-enquiry-inbox.md)
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
      })
    : undefined;
  outbox?.start();
  if (!config.smtpUrl && config.isProduction) logger.warn('SMTP_URL is not set: no enquiry mail is sent (README, "Enquiry mail and retention")');
  // ticks every 20 s, so a scheduled publication fires within a minute (each job keeps its own interval)
  const { scheduling, trash } = services.publishing;
  const scheduler = createScheduler(database.db, [services.retention.job, services.spamDigest.job, scheduling.job, trash.job], logger, SCHEDULING_EVERY_MS);
  scheduler.start();

  return {
    app,
    handler: edge.listener,
    services,
    cache,
    pageCache,
    outbox,
    scheduler,
    health,
    async close() {
      await Promise.all([outbox?.stop(), scheduler.stop()]);
      health.stop();
      await cache.close();
    },
  };
}
