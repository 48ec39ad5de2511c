import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  // production unless `npm run dev` (--dev) or the tests say otherwise (docs/decisions/0009-faults.md)
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  // LISTEN and the start-up lock need a session: a direct URL when DATABASE_URL is a transaction pooler (docs/scaling.md)
  DATABASE_LISTEN_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  TRUST_PROXY: z.string().optional(),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ALLOW_REGISTRATION: bool.default(true),
  // failed sign-ins per 15 minutes from one address over every account (modules/auth/sign-in-limits.ts)
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(50),
  CONSULTATION_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  REQUIRE_2FA_FOR_ADMINS: bool.default(false),
  // a session's absolute lifetime from its sign-in, however active: without and with "remember me"
  SESSION_MAX_HOURS: z.coerce.number().positive().max(24 * 365).default(12),
  SESSION_REMEMBER_DAYS: z.coerce.number().positive().max(365).default(30),
  TWO_FACTOR_KEY: z.string().min(16, 'TWO_FACTOR_KEY must be at least 16 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  ALLOWED_HOSTS: z.string().optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // enquiry mail and retention (docs/decisions/0012-enquiry-inbox.md)
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…').optional(),
  MAIL_FROM: z.string().optional(),
  NOTIFY_EMAILS: z.string().optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(2000),
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
  // unpublished revisions kept per article and language; published ones are always kept (docs/decisions/0015-revisions.md)
  REVISION_RETENTION: z.coerce.number().int().min(1).max(10000).default(50),
  // GET /metrics: off unless one is set (docs/decisions/0019-edge-cache.md)
  METRICS_ALLOW: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // counting visits without cookies (docs/decisions/0029-analytics.md)
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(366).default(30),
  ANALYTICS_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'ANALYTICS_COUNTRY_HEADER must be a header name such as CF-IPCountry')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** the LISTEN (and start-up lock) connection's URL; undefined: DATABASE_URL */
  databaseListenUrl: string | undefined;
  dataDir: string;
  /** undefined means "generate one and keep it under DATA_DIR" (a warning says so; several servers need it set) */
  sessionSecret: string | undefined;
  trustProxy: boolean | number | string;
  adminUsername: string;
  adminPassword: string | undefined;
  allowRegistration: boolean;
  loginRateLimit: number;
  consultationRateLimit: number;
  /** self-registrations per hour per IP */
  registerRateLimit: number;
  /** public searches (API and /search pages) per IP per minute */
  searchRateLimit: number;
  /** a session's absolute lifetime from its sign-in without "remember me", in ms (SESSION_MAX_HOURS) */
  sessionMaxMs: number;
  /** the same with "remember me", in ms (SESSION_REMEMBER_DAYS); also the cookie's lifetime */
  sessionRememberMs: number;
  /** admins must enrol two-factor sign-in before anything else */
  requireTwoFactorForAdmins: boolean;
  /** the key TOTP secrets are encrypted with is derived from it; undefined: from the session secret */
  twoFactorKey: string | undefined;
  /** PUBLIC_URL without trailing slashes: the origin of every absolute link (lib/site-origin.ts); undefined: each request's own */
  publicUrl: string | undefined;
  /**
   * Host headers the site answers for when PUBLIC_URL is unset (lower case, with or without port);
   * a request for another host gets 400, so no request's Host reaches links or cached answers.
   */
  allowedHosts: string[];
  /** Secure session cookies: 'auto' follows the request's protocol (HTTPS directly or through TRUST_PROXY) */
  cookieSecure: 'auto' | boolean;
  logLevel: string;
  /** memory for server-rendered pages kept for anonymous visitors, in bytes; 0 turns the page cache off */
  pageCacheBytes: number;
  /** serve the client through Vite's dev middleware */
  dev: boolean;
  /** undefined: no mail is sent (the settings screen says so) */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** staff addresses for new enquiries until staff save their own in the back office */
  notifyEmails: string[];
  mailPollMs: number;
  /** the outbox's first retry delay, doubled per attempt up to an hour (tests shorten it) */
  mailRetryBaseMs: number;
  retentionMonths: number;
  /** the newest revisions kept per article and language, besides every published one */
  revisionRetention: number;
  /** addresses and CIDR ranges allowed to read /metrics */
  metricsAllow: string[];
  /** the bearer token that opens /metrics from anywhere */
  metricsToken: string | undefined;
  /** days raw analytics events are kept before only their per-day aggregates remain */
  analyticsRawDays: number;
  /** the request header (lower case) a proxy or CDN sets to the visitor's country, or undefined: no country */
  analyticsCountryHeader: string | undefined;
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === '' || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseListenUrl: e.DATABASE_LISTEN_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    allowRegistration: e.ALLOW_REGISTRATION,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    consultationRateLimit: e.CONSULTATION_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    searchRateLimit: e.SEARCH_RATE_LIMIT,
    requireTwoFactorForAdmins: e.REQUIRE_2FA_FOR_ADMINS,
    sessionMaxMs: Math.round(e.SESSION_MAX_HOURS * 60 * 60 * 1000),
    sessionRememberMs: Math.round(e.SESSION_REMEMBER_DAYS * 24 * 60 * 60 * 1000),
    twoFactorKey: e.TWO_FACTOR_KEY,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedHosts: (e.ALLOWED_HOSTS ?? 'localhost,127.0.0.1,[::1]')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    dev: false,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM || undefined,
    notifyEmails: (e.NOTIFY_EMAILS ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    mailPollMs: e.MAIL_POLL_MS,
    mailRetryBaseMs: 30_000,
    retentionMonths: e.RETENTION_MONTHS,
    revisionRetention: e.REVISION_RETENTION,
    metricsAllow: (e.METRICS_ALLOW ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    metricsToken: e.METRICS_TOKEN || undefined,
    analyticsRawDays: e.ANALYTICS_RAW_DAYS,
    analyticsCountryHeader: e.ANALYTICS_COUNTRY_HEADER?.toLowerCase() || undefined,
    ...overrides,
  };
}
