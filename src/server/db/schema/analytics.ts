import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Each Singapore day's salt of the visitor keys (migration 0020, docs/decisions/0029-analytics.md): deleted the day after. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** Raw events (page views, taps, enquiries, bookings), appended in batches; dropped after ANALYTICS_RAW_DAYS. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** the Singapore day of `at` (the visitor key's day) */
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    /** the day's visitor key: a hash of (the day's salt, address, user agent, site), 32 hex digits */
    visitor: text('visitor').notNull(),
    path: text('path').notNull(),
    lang: text('lang').notNull(),
    /** another site's host, or null */
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    device: text('device').notNull(),
    /** ISO 3166 alpha-2 from the proxy's header (ANALYTICS_COUNTRY_HEADER), or null */
    country: text('country'),
    /** a cta event's CtaKind */
    kind: text('kind'),
    /** an enquiry or booking event's consultation id */
    ref: integer('ref'),
  },
  (t) => [index('analytics_events_day_visitor_idx').on(t.day, t.visitor, t.id)],
);

/** The per-day aggregates the Analytics screen reads (src/shared/schemas/analytics.ts, analyticsDimensions). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    lang: text('lang').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    enquiries: integer('enquiries').notNull().default(0),
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'analytics_daily_pk', columns: [t.day, t.dimension, t.lang, t.value] })],
);

/** When each day's aggregates were last rebuilt from its events. */
export const analyticsRollups = pgTable('analytics_rollups', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true, mode: 'date' }).notNull(),
});
