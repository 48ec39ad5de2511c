import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { BackupTableName } from '../../../shared/schemas/backup';
import {
  appointments,
  assessments,
  assessmentVersions,
  bookingClosedDates,
  bookingHours,
  bookingSettings,
  appSettings,
  articleRevisions,
  articleSubmissions,
  articles,
  auditLog,
  articleTranslations,
  categories,
  consultations,
  consultationTimeline,
  contactInfo,
  enquiryAssessments,
  homeContent,
  media,
  mediaVariants,
  redirects,
  setupChecklist,
  uploads,
  users,
} from '../../db/schema/index';

/** Every table of site data, by SQL name: typed by the file's schemas, so the two lists cannot drift apart. */
const included: Record<BackupTableName, PgTable> = {
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

/**
 * The tables a backup leaves out, and why. A restore empties them too. A table in neither list
 * fails backup.tables.api.test.ts, so a table added later is never silently left out.
 */
export const excludedTables: Record<string, string> = {
  sessions: 'sign-ins, not site data: a restore signs everyone out',
  user_two_factor: 'TOTP secrets are encrypted with a key of this installation (TWO_FACTOR_KEY or the session secret): a restore turns two-factor off, and REQUIRE_2FA_FOR_ADMINS makes admins enrol again (docs/decisions/0011-staff-accounts.md)',
  recovery_codes: 'they belong to the two-factor enrolments above',
  rate_limits: 'counters of the last minutes, not site data',
  mail_outbox: 'mail in flight, not site data: a restore must not send old mail again (docs/decisions/0012-enquiry-inbox.md)',
  scheduled_jobs: "the scheduler's own state: each job runs again when next due",
  spam_digests: "the spam digest's record of the days it ran: the enquiries keep the day of the digest that listed them, so a restore repeats none",
  article_autosaves: "an editor's unsaved typing, kept per user for a while: not site data",
  article_trash: 'deleted articles waiting 30 days to be purged: a backup holds the site as it is; restore an article from Trash before taking a backup to keep it (docs/decisions/0016-publishing.md)',
  preview_links: 'shared preview links live 48 hours: a restore revokes them',
  not_found_paths: "the addresses visitors could not reach, counted by the servers: a log of traffic, not site data (docs/decisions/0027-found-and-shared.md)",
  share_images: 'derived: each article\'s share picture, drawn again from its title and cover by the share-images job or on the first request (src/server/modules/share-images)',
  cta_clicks: 'taps on the ways to reach the firm, counted per day by the servers: a log of traffic, not site data (docs/decisions/0028-booking-and-chat.md)',
  analytics_salts: "each day's salt of the visitor keys, deleted the day after so no key can be recomputed: never copied (docs/decisions/0029-analytics.md)",
  analytics_events: 'raw visits, taps and conversions of the last weeks, a log of traffic, not site data (docs/decisions/0029-analytics.md)',
  analytics_daily: 'the per-day counts of visits rolled up from the events: a log of traffic, not site data (docs/decisions/0029-analytics.md)',
  analytics_rollups: 'when each day of analytics_daily was rebuilt: it goes with analytics_daily',
  consultation_counts: 'derived: rebuilt by the triggers on consultations as the enquiries are restored (docs/decisions/0006-enquiry-list-counts.md)',
  article_counts: 'derived: rebuilt by the triggers on articles as the articles are restored (docs/decisions/0031-ten-times-the-content.md)',
  consultation_week_counts: 'derived: rebuilt by the triggers on consultations as the enquiries are restored (docs/decisions/0033-dashboard-weeks.md)',
};

export interface Reference {
  columns: string[];
  table: string;
  foreignColumns: string[];
}

const toId = (column: string, table: BackupTableName): Reference => ({ columns: [column], table, foreignColumns: ['id'] });

/**
 * The references declared in the migrations only (schema files import no other, so Drizzle does not
 * know them): the file's check and the order rows are written in need them as much as the others (a
 * restore would write an appointment before its enquiry). backup.tables.api.test.ts compares them
 * with the migrated database's foreign keys.
 */
const migrationReferences: Partial<Record<BackupTableName, Reference[]>> = {
  media: [toId('uploaded_by', 'users')],
  setup_checklist: [toId('actor_id', 'users')],
  article_submissions: [toId('article_id', 'articles'), toId('submitted_by', 'users'), toId('decided_by', 'users')],
  booking_hours: [toId('consultant_id', 'users')],
  appointments: [toId('consultation_id', 'consultations'), toId('consultant_id', 'users')],
  assessment_versions: [toId('assessment_id', 'assessments'), toId('author_id', 'users')],
  enquiry_assessments: [toId('consultation_id', 'consultations'), toId('assessment_id', 'assessments'), toId('version_id', 'assessment_versions')],
};

/** What the backup needs to know of a table, read from its Drizzle definition. */
export interface BackupTable {
  name: BackupTableName;
  /** the stored columns, in definition order; generated ones are the database's to compute */
  columns: string[];
  /** columns holding bytes (bytea): base64 in the file */
  byteColumns: string[];
  /** serial and identity columns, whose sequences continue after the restored rows */
  serials: string[];
  /** the primary key first, then every unique column or constraint */
  keys: string[][];
  references: Reference[];
}

function describe(name: BackupTableName, table: PgTable): BackupTable {
  const config = getTableConfig(table);
  if (config.name !== name) throw new Error(`backup table ${name} is named ${config.name} in the schema`);
  const stored = config.columns.filter((c) => !c.generated);
  const keys = [
    ...config.primaryKeys.map((pk) => pk.columns.map((c) => c.name)),
    ...config.columns.filter((c) => c.primary).map((c) => [c.name]),
    ...config.columns.filter((c) => c.isUnique).map((c) => [c.name]),
    ...config.uniqueConstraints.map((u) => u.columns.map((c) => c.name)),
  ];
  return {
    name,
    columns: stored.map((c) => c.name),
    byteColumns: stored.filter((c) => c.getSQLType() === 'bytea').map((c) => c.name),
    serials: stored.filter((c) => ['serial', 'bigserial'].includes(c.getSQLType()) || c.generatedIdentity).map((c) => c.name),
    keys,
    references: [
      ...config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return { columns: ref.columns.map((c) => c.name), table: getTableConfig(ref.foreignTable).name, foreignColumns: ref.foreignColumns.map((c) => c.name) };
      }),
      ...(migrationReferences[name] ?? []),
    ],
  };
}

/** Referenced tables before the tables referring to them: the order rows are inserted in. */
function referencedFirst(tables: BackupTable[]): BackupTable[] {
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.name) && t.references.every((r) => placed.has(r.table) || r.table === t.name));
    if (ready.length === 0) throw new Error(`backup tables refer to tables outside the backup or to each other in a cycle`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
  }
  return ordered;
}

/** The tables in the file's order. */
export const backupTables: BackupTable[] = Object.entries(included).map(([name, table]) => describe(name as BackupTableName, table));
/** The order a restore writes them in. */
export const insertOrder: BackupTable[] = referencedFirst(backupTables);
