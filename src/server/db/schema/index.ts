import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from '../../../shared/permissions';
import { bytea, timestamps } from './columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  email: text('email'),
  password: text('password').notNull(),
  role: text('role', { enum: roles }).notNull().default('user'),
  createdAt: timestamps.createdAt,
  /** null: active; set: disabled (cannot sign in, its sessions were ended) */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  // the public byline, chosen by the account's owner or an admin; null: none (docs/decisions/0021-bylines.md)
  bylineName: text('byline_name'),
  bylineNameEn: text('byline_name_en'),
  bylineTitle: text('byline_title'),
  bylineTitleEn: text('byline_title_en'),
});

/** Two-factor sign-in (TOTP): secrets AES-256-GCM encrypted (docs/decisions/0011-staff-accounts.md). */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Rate-limit counters shared by every server on the database (src/server/lib/rate-limit-store.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    articleId: text('article_id').unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary'),
    imageUrl: text('image_url'),
    metaDescription: text('meta_description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    weight: integer('weight').notNull().default(0),
    published: boolean('published').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['Draft', 'InReview', 'Published', 'Archived'] }).notNull().default('Draft'),
    category: text('category').notNull(),
    type: text('type', { enum: ['service', 'news'] }).notNull().default('service'),
    tableData: jsonb('table_data'),
    ...timestamps,
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    // scheduled publication and withdrawal, UTC (docs/decisions/0016-publishing.md)
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true, mode: 'date' }),
    /** true: the article shows no byline, whoever wrote it */
    noByline: boolean('no_byline').notNull().default(false),
  },
  (t) => [index('articles_category_idx').on(t.category), index('articles_type_idx').on(t.type)],
);

/**
 * The other language versions of an article (today English); the Chinese source stays in `articles`.
 * `source_hash` is the hash of the Chinese source at this version's last save
 * (docs/decisions/0005-bilingual-content.md).
 */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    lang: text('lang', { enum: ['en'] }).notNull(),
    title: text('title').notNull().default(''),
    summary: text('summary'),
    content: text('content').notNull().default(''),
    metaDescription: text('meta_description'),
    tableData: jsonb('table_data'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['Draft', 'InReview', 'Published', 'Archived'] }).notNull().default('Draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    sourceHash: text('source_hash').notNull(),
    ...timestamps,
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en'),
  translationKey: text('translation_key'),
  basePath: text('base_path').notNull(),
});

export const contactInfo = pgTable('contact_info', {
  id: serial('id').primaryKey(),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  wechat: text('wechat'),
  whatsapp: text('whatsapp'),
  businessHours: text('business_hours'),
  weekendHours: text('weekend_hours'),
  addressEn: text('address_en'),
  businessHoursEn: text('business_hours_en'),
  weekendHoursEn: text('weekend_hours_en'),
  contactPerson: text('contact_person'),
  xiaohongshu: text('xiaohongshu'),
  douyin: text('douyin'),
  facebook: text('facebook'),
  instagram: text('instagram'),
  telegram: text('telegram'),
  line: text('line'),
  skype: text('skype'),
  xiaohongshuQrcode: text('xiaohongshu_qrcode'),
  douyinQrcode: text('douyin_qrcode'),
  wechatQrcode: text('wechat_qrcode'),
  facebookQrcode: text('facebook_qrcode'),
  instagramQrcode: text('instagram_qrcode'),
  telegramQrcode: text('telegram_qrcode'),
  whatsappQrcode: text('whatsapp_qrcode'),
  lineQrcode: text('line_qrcode'),
  skypeQrcode: text('skype_qrcode'),
  // the contact for personal-data requests (PDPA), shown on /privacy (migration 0014)
  dpoContact: text('dpo_contact'),
  dpoContactEn: text('dpo_contact_en'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    type: text('type').notNull().default('general'),
    message: text('message').notNull(),
    status: text('status', { enum: ['Pending', 'Processing', 'Completed', 'Cancelled'] }).notNull().default('Pending'),
    note: text('note'),
    ...timestamps,
    // the enquiry inbox (docs/decisions/0012-enquiry-inbox.md)
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    spam: boolean('spam').notNull().default(false),
    spamReason: text('spam_reason'),
    consentVersion: text('consent_version'),
    sourcePage: text('source_page'),
    lang: text('lang'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true, mode: 'date' }),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true, mode: 'date' }),
    /** the retention clock: the time of the last status change (null: updated_at stands in) */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    // suspect enquiries and the spam digest (migration 0012; docs/decisions/0012-enquiry-inbox.md, addendum)
    suspect: boolean('suspect').notNull().default(false),
    spamSignals: text('spam_signals').array().notNull().default(sql`'{}'::text[]`),
    spamDigestDay: date('spam_digest_day', { mode: 'string' }),
    // Derived for the back office's list, searches and counts (docs/decisions/0006-enquiry-list-counts.md):
    // a stored status outside the four counts as Pending and an empty type as general (docs/product-spec.md, section 4);
    // spam counts under its own list status, out of the inbox's numbers (docs/decisions/0012-enquiry-inbox.md).
    listStatus: text('list_status')
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN spam THEN 'Spam' WHEN status IN ('Pending', 'Processing', 'Completed', 'Cancelled') THEN status ELSE 'Pending' END`),
    listType: text('list_type').notNull().generatedAlwaysAs(sql`COALESCE(NULLIF(type, ''), 'general')`),
    phoneDigits: text('phone_digits').notNull().generatedAlwaysAs(sql`regexp_replace(phone, '[^0-9]', '', 'g')`),
    /** name, email and phone, one per line, so a search matches within one field */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`name || chr(10) || email || chr(10) || phone`),
  },
  // scanned backwards for ORDER BY created_at DESC, id DESC
  (t) => [
    index('consultations_list_idx').on(t.createdAt, t.id),
    index('consultations_status_list_idx').on(t.listStatus, t.createdAt, t.id),
    index('consultations_type_list_idx').on(t.listType, t.createdAt, t.id),
    index('consultations_status_type_list_idx').on(t.listStatus, t.listType, t.createdAt, t.id),
    index('consultations_assignee_list_idx').on(t.assigneeId, t.createdAt, t.id),
    index('consultations_unassigned_pending_idx').on(t.createdAt, t.id).where(sql`assignee_id IS NULL AND list_status = 'Pending'`),
    index('consultations_spam_undigested_idx').on(t.createdAt, t.id).where(sql`spam AND spam_reason IS NOT NULL AND spam_digest_day IS NULL`),
    index('consultations_spam_digest_day_idx').on(t.spamDigestDay).where(sql`spam_digest_day IS NOT NULL`),
  ],
);

/** An enquiry's history: arrival, status changes, notes, assignments (docs/decisions/0012-enquiry-inbox.md). */
export const consultationTimeline = pgTable(
  'consultation_timeline',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('consultation_timeline_consultation_idx').on(t.consultationId, t.id)],
);

/** Mail to send, written in the transaction that caused it and drained by the outbox worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    consultationId: integer('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    /** the site's address for the back-office link (PUBLIC_URL, or the origin the enquiry was posted to) */
    origin: text('origin'),
    /** queued, sent, failed (gave up) or skipped (no SMTP_URL) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** a claimed row's lease: a sender that died leaves it to be claimed again after this */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamps.createdAt,
    /** a spam-digest mail: the Singapore day of the digest it reports */
    digestDay: date('digest_day', { mode: 'string' }),
    /** a review mail: the submission it reports (REFERENCES article_submissions ON DELETE CASCADE in migration 0015) */
    submissionId: integer('submission_id'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`status = 'queued'`),
    index('mail_outbox_consultation_idx').on(t.consultationId),
  ],
);

/** Settings staff change in the back office, by key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamps.updatedAt,
});

/**
 * The home page's own words (docs/decisions/0024-beyond-the-spec.md): one row (id 1), each column null until staff save the Home
 * page tab, and the seeded texts stand in for it (modules/home-content/home-content.defaults.ts).
 */
export const homeContent = pgTable('home_content', {
  id: integer('id').primaryKey(),
  zh: jsonb('zh'),
  en: jsonb('en'),
  trust: jsonb('trust'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One row per Singapore day a spam digest was made: its key makes the digest once across servers. */
export const spamDigests = pgTable('spam_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  entries: integer('entries').notNull(),
  createdAt: timestamps.createdAt,
});

/** Periodic jobs: a due row is claimed with FOR UPDATE SKIP LOCKED, so one server runs it. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
  lastError: text('last_error'),
});

/**
 * Articles per lower-case status and category, kept exact by triggers on articles (migration 0022):
 * the articles list's counts and unfiltered totals without a pass over every article.
 */
export const articleCounts = pgTable(
  'article_counts',
  {
    status: text('status').notNull(),
    category: text('category').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.category] })],
);

/**
 * Enquiries per list status, list type and month of created_at (UTC), kept exact by triggers on
 * consultations: the list's totals, and where a deep page starts (docs/decisions/0006-enquiry-list-counts.md).
 */
export const consultationCounts = pgTable(
  'consultation_counts',
  {
    status: text('status').notNull(),
    type: text('type').notNull(),
    month: timestamp('month', { withTimezone: true, mode: 'date' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.type, t.month] })],
);

/**
 * Enquiries per week (its Monday, UTC) and list type, spam left out, kept exact by triggers on
 * consultations (migration 0024): the dashboard's chart without a pass over the weeks' enquiries.
 */
export const consultationWeekCounts = pgTable(
  'consultation_week_counts',
  {
    week: date('week', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.week, t.type] })],
);

/** Uploaded files live in the database so several servers need no shared disk. */
export const uploads = pgTable('uploads', {
  sha256: text('sha256').primaryKey(),
  ext: text('ext').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamps.createdAt,
});

export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true, mode: 'date' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

// one schema file per module that owns tables added after the first release
export * from './media';
export * from './revisions';
export * from './publishing';
export * from './audit';
export * from './setup-checklist';
export * from './review';
export * from './share-images';
export * from './redirects';
export * from './booking';
export * from './analytics';
export * from './assessments';
