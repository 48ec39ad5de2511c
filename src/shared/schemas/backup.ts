import { z } from 'zod';

/**
 * The backup file (docs/decisions/0009-faults.md, README "Backups"): every table of site data, row by row as
 * PostgreSQL holds it (SQL column names, timestamps with their microseconds, bytes as base64), so
 * a restore gives back identical rows. Rows are checked against the database's column types, not
 * the forms' rules, so that any row the site holds (older data included) restores.
 */
export const BACKUP_FORMAT = 'sg-site-backup';
export const ENCRYPTED_BACKUP_FORMAT = 'sg-site-backup-encrypted';
export const BACKUP_VERSION = 1;
/** The largest file the restore takes, by the API (JSON body or multipart) and the screen. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;
export const MIN_PASSPHRASE = 8;

/** site-backup-2026-01-31T03-00-00-000Z.json: sorts by time, safe in every file system. */
export const backupFilename = (at: Date, encrypted: boolean) => `site-backup-${at.toISOString().replace(/[:.]/g, '-')}${encrypted ? '.encrypted' : ''}.json`;

const int4 = z.number().int().min(-2_147_483_648).max(2_147_483_647);
const text = z.string().refine((s) => !s.includes('\u0000'), 'text cannot hold NUL');
const textOrNull = text.nullable();
const timestamp = z.iso.datetime({ offset: true });
const texts = z.array(text);

// the account state came with staff accounts (docs/decisions/0011-staff-accounts.md); files made before it hold accounts that are active, with no forced change
const users = z.strictObject({
  id: int4,
  username: text,
  email: textOrNull,
  password: text,
  role: text,
  created_at: timestamp,
  disabled_at: timestamp.nullable().default(null),
  must_change_password: z.boolean().default(false),
  last_sign_in_at: timestamp.nullable().default(null),
  // bylines (migration 0013): files made before them hold accounts without one
  byline_name: textOrNull.default(null),
  byline_name_en: textOrNull.default(null),
  byline_title: textOrNull.default(null),
  byline_title_en: textOrNull.default(null),
});

const articles = z.strictObject({
  id: int4,
  article_id: textOrNull,
  title: text,
  content: text,
  summary: textOrNull,
  image_url: textOrNull,
  meta_description: textOrNull,
  tags: texts,
  weight: int4,
  published: z.boolean(),
  author_id: int4.nullable(),
  status: text,
  category: text,
  type: text,
  table_data: z.json(),
  created_at: timestamp,
  updated_at: timestamp,
  published_at: timestamp.nullable(),
  // scheduling (migration 0009): absent from older backups
  publish_at: timestamp.nullish(),
  unpublish_at: timestamp.nullish(),
  // bylines (migration 0013): articles in older files show their author's byline
  no_byline: z.boolean().default(false),
});

const articleTranslations = z.strictObject({
  article_id: int4,
  lang: text,
  title: text,
  summary: textOrNull,
  content: text,
  meta_description: textOrNull,
  table_data: z.json(),
  tags: texts,
  status: text,
  published_at: timestamp.nullable(),
  source_hash: text,
  created_at: timestamp,
  updated_at: timestamp,
  publish_at: timestamp.nullish(),
  unpublish_at: timestamp.nullish(),
});

const categories = z.strictObject({ id: int4, type: text, title: text, title_en: textOrNull, translation_key: textOrNull, base_path: text });

const contactTexts = [
  'address',
  'phone',
  'email',
  'wechat',
  'whatsapp',
  'business_hours',
  'weekend_hours',
  'address_en',
  'business_hours_en',
  'weekend_hours_en',
  'contact_person',
  'xiaohongshu',
  'douyin',
  'facebook',
  'instagram',
  'telegram',
  'line',
  'skype',
  'xiaohongshu_qrcode',
  'douyin_qrcode',
  'wechat_qrcode',
  'facebook_qrcode',
  'instagram_qrcode',
  'telegram_qrcode',
  'whatsapp_qrcode',
  'line_qrcode',
  'skype_qrcode',
] as const;
const contactInfo = z.strictObject({
  id: int4,
  ...(Object.fromEntries(contactTexts.map((name) => [name, textOrNull])) as Record<(typeof contactTexts)[number], typeof textOrNull>),
  // migration 0014: a file written before it has none
  dpo_contact: textOrNull.default(null),
  dpo_contact_en: textOrNull.default(null),
  updated_at: timestamp,
});

// the list and search columns are computed by the database, so they are not in the file
const consultations = z.strictObject({
  id: int4,
  name: text,
  email: text,
  phone: text,
  type: text,
  message: text,
  status: text,
  note: textOrNull,
  created_at: timestamp,
  updated_at: timestamp,
  // the enquiry inbox (docs/decisions/0012-enquiry-inbox.md): a file written before it has none of these, and restores with these values
  assignee_id: int4.nullable().default(null),
  spam: z.boolean().default(false),
  spam_reason: textOrNull.default(null),
  consent_version: textOrNull.default(null),
  source_page: textOrNull.default(null),
  lang: textOrNull.default(null),
  utm: z.record(z.string(), z.string()).nullable().default(null),
  anonymized_at: timestamp.nullable().default(null),
  first_responded_at: timestamp.nullable().default(null),
  status_changed_at: timestamp.nullable().default(null),
  // suspect enquiries and the spam digest (migration 0012): an older file restores with none
  suspect: z.boolean().default(false),
  spam_signals: texts.default([]),
  spam_digest_day: z.iso.date().nullable().default(null),
});

/** An enquiry's history (docs/decisions/0012-enquiry-inbox.md). */
const consultationTimeline = z.strictObject({
  id: int4,
  consultation_id: int4,
  kind: text,
  from_status: textOrNull,
  to_status: textOrNull,
  note: textOrNull,
  assignee_id: int4.nullable(),
  actor_id: int4.nullable(),
  created_at: timestamp,
});

/** Settings staff saved in the back office (docs/decisions/0012-enquiry-inbox.md). */
const appSettings = z.strictObject({ key: text, value: z.json(), updated_at: timestamp });

/** The home page's own words (docs/decisions/0024-beyond-the-spec.md): a file written before it has none, and the seeded texts stay. */
const homeContent = z.strictObject({ id: int4, zh: z.json().nullable(), en: z.json().nullable(), trust: z.json().nullable(), updated_at: timestamp });

/** Revisions of articles (docs/decisions/0015-revisions.md): a file written before them has none. */
const articleRevisions = z.strictObject({
  id: int4,
  article_id: int4,
  lang: text,
  snapshot: z.json(),
  published: z.boolean(),
  author_id: int4.nullable(),
  author_name: textOrNull,
  created_at: timestamp,
  /** the review event that made the revision (migration 0015): a file written before it has none */
  event: z.enum(['submitted', 'approved', 'returned']).nullable().default(null),
});

/** Submissions for review (docs/decisions/0026-roles-and-review.md): a file written before them has none. */
const articleSubmissions = z.strictObject({
  id: int4,
  article_id: int4,
  lang: z.enum(['zh', 'en']),
  snapshot: z.json(),
  state: z.enum(['pending', 'approved', 'returned']),
  live: z.boolean(),
  publish_at: timestamp.nullable(),
  comment: textOrNull,
  submitted_by: int4.nullable(),
  submitted_at: timestamp,
  decided_by: int4.nullable(),
  decided_at: timestamp.nullable(),
});

const uploads = z.strictObject({ sha256: text, ext: text, content_type: text, size: int4, data: z.base64(), created_at: timestamp });

/** Uploaded images and their variants (docs/decisions/0014-media.md): a file written before them has none. */
const media = z.strictObject({
  id: text,
  sha256: text,
  content_type: text,
  width: int4,
  height: int4,
  bytes: int4,
  alt: text,
  alt_en: text,
  uploaded_by: int4.nullable(),
  created_at: timestamp,
});
const mediaVariants = z.strictObject({ media_id: text, name: text, format: text, width: int4, height: int4, bytes: int4, data: z.base64() });

/** The audit log (docs/decisions/0017-audit-log.md): the admins' record travels with the site; a file written before it has none. */
const auditLog = z.strictObject({
  id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  at: timestamp,
  actor_id: int4.nullable(),
  actor_name: textOrNull,
  ip: textOrNull,
  action: text,
  entity_type: text,
  entity_id: textOrNull,
  entity_label: textOrNull,
  changes: z.json(),
});

/** The setup checklist's dismissed and confirmed items (migration 0014); a file written before it has none. */
const setupChecklist = z.strictObject({
  item: text,
  state: z.enum(['dismissed', 'confirmed']),
  reason: textOrNull,
  actor_id: int4.nullable(),
  at: timestamp,
});

/** Redirects staff manage and those recorded automatically (migration 0017); a file written before them has none. */
const redirects = z.strictObject({
  id: int4,
  from_path: text,
  to_path: text,
  status: int4,
  source: text,
  article_id: int4.nullable(),
  hits: int4,
  last_hit_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** Booking (migration 0018, docs/decisions/0028-booking-and-chat.md); a file written before it has none (booking stays closed until staff set hours). */
const bookingSettings = z.strictObject({ id: int4, enabled: z.boolean(), slot_minutes: int4, notice_minutes: int4, horizon_days: int4, kinds: texts, updated_at: timestamp });
const bookingHours = z.strictObject({ id: int4, consultant_id: int4.nullable(), weekday: int4, start_minute: int4, end_minute: int4 });
const bookingClosedDates = z.strictObject({ day: z.iso.date(), label: text, label_en: text });
const appointments = z.strictObject({
  id: int4,
  consultation_id: int4,
  consultant_id: int4.nullable(),
  calendar: int4,
  kind: text,
  starts_at: timestamp,
  ends_at: timestamp,
  status: text,
  token_version: int4,
  cancelled_by: textOrNull,
  reminder_queued_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * Self-assessments (migration 0021, docs/decisions/0030-self-assessments.md): the drafts, their kept
 * versions and the answers visitors attached to their enquiries; a file written before them has none.
 */
const assessments = z.strictObject({
  id: int4,
  slug: text,
  content: z.json(),
  in_navigation: z.boolean(),
  published_version_id: int4.nullable(),
  deleted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  updated_by_name: textOrNull,
});
const assessmentVersions = z.strictObject({
  id: int4,
  assessment_id: int4,
  version: int4,
  content: z.json(),
  published: z.boolean(),
  created_at: timestamp,
  author_id: int4.nullable(),
  author_name: textOrNull,
});
const enquiryAssessments = z.strictObject({
  consultation_id: int4,
  assessment_id: int4,
  version_id: int4,
  lang: text,
  answers: z.json(),
  outcome: text,
  score: int4,
  summary: z.json(),
  created_at: timestamp,
});

/** One schema per table the backup holds, by SQL name (the server's list of tables is typed by these keys). */
export const backupTableSchemas = {
  users,
  articles,
  article_translations: articleTranslations,
  categories,
  contact_info: contactInfo,
  consultations,
  consultation_timeline: consultationTimeline,
  app_settings: appSettings,
  home_content: homeContent,
  uploads,
  audit_log: auditLog,
  article_revisions: articleRevisions,
  article_submissions: articleSubmissions,
  media,
  media_variants: mediaVariants,
  setup_checklist: setupChecklist,
  redirects,
  booking_settings: bookingSettings,
  booking_hours: bookingHours,
  booking_closed_dates: bookingClosedDates,
  appointments,
  assessments,
  assessment_versions: assessmentVersions,
  enquiry_assessments: enquiryAssessments,
};
export type BackupTableName = keyof typeof backupTableSchemas;
export type BackupRow = Record<string, unknown>;
export type BackupTables = Record<BackupTableName, BackupRow[]>;

/** Read first, so a file of another kind or version gets a clear answer before its rows are read. */
export const backupHeaderSchema = z.object({ format: z.string(), version: z.number() });

export const backupFileSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: timestamp,
  tables: z.strictObject({
    users: z.array(users),
    articles: z.array(articles),
    article_translations: z.array(articleTranslations),
    categories: z.array(categories),
    contact_info: z.array(contactInfo),
    consultations: z.array(consultations),
    consultation_timeline: z.array(consultationTimeline).default([]),
    app_settings: z.array(appSettings).default([]),
    home_content: z.array(homeContent).default([]),
    uploads: z.array(uploads),
    audit_log: z.array(auditLog).default([]),
    media: z.array(media).default([]),
    media_variants: z.array(mediaVariants).default([]),
    article_revisions: z.array(articleRevisions).default([]),
    article_submissions: z.array(articleSubmissions).default([]),
    setup_checklist: z.array(setupChecklist).default([]),
    redirects: z.array(redirects).default([]),
    booking_settings: z.array(bookingSettings).default([]),
    booking_hours: z.array(bookingHours).default([]),
    booking_closed_dates: z.array(bookingClosedDates).default([]),
    appointments: z.array(appointments).default([]),
    assessments: z.array(assessments).default([]),
    assessment_versions: z.array(assessmentVersions).default([]),
    enquiry_assessments: z.array(enquiryAssessments).default([]),
  }),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** scrypt's cost: the memory it takes (128 · N · r bytes) is capped, so a crafted file cannot exhaust the server. */
export const MAX_SCRYPT_MEMORY = 256 * 1024 * 1024;

export const encryptedBackupSchema = z.strictObject({
  format: z.literal(ENCRYPTED_BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  kdf: z
    .strictObject({
      name: z.literal('scrypt'),
      N: z
        .number()
        .int()
        .min(1024)
        .refine((n) => (n & (n - 1)) === 0, 'N must be a power of two'),
      r: z.number().int().min(1).max(32),
      p: z.number().int().min(1).max(16),
      salt: z.base64().min(16),
    })
    .refine((kdf) => 128 * kdf.N * kdf.r <= MAX_SCRYPT_MEMORY, 'scrypt parameters too costly'),
  iv: z.base64().min(16),
  tag: z.base64().min(16),
  data: z.base64(),
});
export type EncryptedBackup = z.infer<typeof encryptedBackupSchema>;

/** An empty passphrase means none (the screen's empty field). */
const noneIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** POST /api/backup: a passphrase encrypts the file. */
export const backupRequestSchema = z.object({
  passphrase: z.preprocess(noneIfEmpty, z.string().min(MIN_PASSPHRASE, `the passphrase needs at least ${MIN_PASSPHRASE} characters`).max(1024).optional()),
});

/** POST /api/restore's options (multipart fields, or the query and a header beside a JSON body). */
export const restoreOptionsSchema = z.object({
  replace: z.preprocess((value) => value === true || value === 'true' || value === '1', z.boolean()),
  passphrase: z.preprocess(noneIfEmpty, z.string().max(1024).optional()),
});
export type RestoreOptions = z.infer<typeof restoreOptionsSchema>;

/** The confirmation's list travels as JSON text (a multipart field or a header). */
const jsonList = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return value === '' ? undefined : value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * What POST /api/restore asks of the admin beside the file (README "Backups"): their current
 * password, a two-factor code when theirs is on, and, when the file's admin accounts differ from
 * the current ones, the usernames the 409 RESTORE_ADMINS_CHANGED listed.
 */
export const restoreConfirmationSchema = z.object({
  password: z.preprocess(noneIfEmpty, z.string().max(1024).optional()),
  code: z.preprocess(noneIfEmpty, z.string().trim().max(64).optional()),
  confirmAdmins: z.preprocess(jsonList, z.array(z.string().max(200)).max(10_000).optional()),
});
export type RestoreConfirmation = z.infer<typeof restoreConfirmationSchema>;

/** The 409 RESTORE_ADMINS_CHANGED's `fieldErrors`: the differing admin usernames, by kind of difference. */
export const adminChangeKinds = ['added', 'removed', 'changed'] as const;
export type AdminChanges = Record<(typeof adminChangeKinds)[number], string[]>;

export interface RestoreResult {
  /** rows written, per table */
  restored: Record<BackupTableName, number>;
  /** every session ended, the restorer's too: sign in again with an account from the backup */
  signedOut: true;
}
