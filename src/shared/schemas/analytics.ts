import { z } from 'zod';
import { sectionTypes } from '../catalog';
import { languages, type Language } from '../languages';
import { ctaKinds, type CtaKind } from './cta-clicks';
import { assessmentKeySchema, assessmentSlugSchema } from './assessments';

/**
 * Counting visits without cookies (docs/decisions/0029-analytics.md). A public page sends a beacon
 * when it is shown; the server hashes (today's salt, the address, the user agent, the site) into a
 * visitor key that lives for one Singapore day, keeps raw events for ANALYTICS_RAW_DAYS and rolls them
 * into a small per-day table that the Analytics screen reads. Enquiries and bookings are events the
 * server records itself, with the same visitor key, so they join the visit that produced them.
 *
 * Endpoints (server: modules/analytics):
 *   POST /api/public/events            analyticsBeaconSchema (text/plain JSON from navigator.sendBeacon, or JSON)
 *                                      → 204 always for a well-formed event, counted or not (DNT, Sec-GPC,
 *                                      bots, prefetches, signed-in staff are not counted); 400 for a malformed
 *                                      or unknown one; 429 past ANALYTICS_EVENTS_PER_MINUTE from one address
 *   GET  /api/analytics?from=&to=&lang=&interval=   viewAnalytics → AnalyticsReport (enquiry figures
 *                                      only for a role that may readEnquiries, else null)
 * The tap beacon of issue 28 (POST /api/public/cta-clicks) still answers as before; the site now sends
 * its taps as `cta` events here, which also count in those tap totals.
 */

/** The events a page may send; `enquiry` and `booking` are recorded by the server, never accepted from a beacon. */
export const beaconEventNames = ['pageview', 'cta', 'assessment'] as const;
export const serverEventNames = ['enquiry', 'booking', 'assessment-enquiry'] as const;
export const analyticsEventNames = [...beaconEventNames, ...serverEventNames] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export const ANALYTICS_PATH_MAX = 300;
export const ANALYTICS_REFERRER_MAX = 500;
export const ANALYTICS_UTM_MAX = 100;
/** Beacons counted per address per minute; past it they answer 429 and are not counted. */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;
/** Events of one visitor (one day's key) that reach the aggregates; the rest of a flood is left out. */
export const ANALYTICS_EVENTS_PER_VISITOR_DAY = 200;
/** Distinct values one dimension keeps per day and language; the least seen fold into OTHER_VALUE. */
export const ANALYTICS_VALUES_PER_DAY = 500;
export const OTHER_VALUE = '(other)';
/** A visit with no referrer from another site, and rows with no value (no campaign, no country). */
export const DIRECT_VALUE = '(direct)';
export const NONE_VALUE = '(none)';
/** Days a report may span. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;
/** Rows a report lists per table, most visitors first. */
export const ANALYTICS_TOP_ROWS = 50;

const path = z
  .string()
  .trim()
  .min(1)
  .max(ANALYTICS_PATH_MAX)
  .regex(/^\/[^?#\s]*$/, 'a path, without query');
const utmValue = z.string().trim().max(ANALYTICS_UTM_MAX).optional();

/** A page shown (server-rendered, or reached by the browser's navigation). */
export const pageviewBeaconSchema = z.strictObject({
  name: z.literal('pageview'),
  path,
  /** document.referrer (only its host is kept, and only another site's) */
  referrer: z.string().trim().max(ANALYTICS_REFERRER_MAX).optional(),
  /** the campaign the visit landed with (utm_source, utm_medium, utm_campaign) */
  utm: z.strictObject({ source: utmValue, medium: utmValue, campaign: utmValue }).optional(),
});

/** A tap on a call to action (booking, the enquiry form, WhatsApp, WeChat, phone, email). */
export const ctaBeaconSchema = z.strictObject({ name: z.literal('cta'), kind: z.enum(ctaKinds), path });

/**
 * A self-assessment started (the first answer) or finished (its outcome shown), docs/decisions/0030-self-assessments.md.
 * Nothing of the answers is sent: the step, the assessment's slug and the outcome's key only.
 */
export const assessmentSteps = ['start', 'finish'] as const;

export const assessmentBeaconSchema = z.strictObject({
  name: z.literal('assessment'),
  step: z.enum(assessmentSteps),
  slug: assessmentSlugSchema,
  /** finish: the outcome's key */
  outcome: assessmentKeySchema.optional(),
  path,
});

export const analyticsBeaconSchema = z.discriminatedUnion('name', [pageviewBeaconSchema, ctaBeaconSchema, assessmentBeaconSchema]);
export type AnalyticsBeacon = z.infer<typeof analyticsBeaconSchema>;

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * The per-day dimensions (the rows of `analytics_daily`). `total` has one row per day and language
 * (value ''); `funnel` has the values of `funnelSteps`; `cta` has a CtaKind as value; `assessment` has
 * `<slug>:start`, `<slug>:finish`, `<slug>:outcome:<key>` and `<slug>:enquiry`.
 */
export const analyticsDimensions = ['total', 'page', 'entry', 'referrer', 'source', 'medium', 'campaign', 'device', 'country', 'cta', 'funnel', 'assessment'] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];

/** Visited a service page → tapped a call to action → sent an enquiry or booked (the same visitor, the same day). */
export const funnelSteps = ['service', 'cta', 'converted'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** Whether a path (either language) is a service section's page: the funnel's first step. */
export function isServicePagePath(pathname: string): boolean {
  const [first] = pathname.replace(/^\/en(?=\/|$)/, '').split('/').filter(Boolean);
  return first !== undefined && (sectionTypes as readonly string[]).includes(first);
}

const isoDay = z.iso.date();
export const analyticsIntervals = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof analyticsIntervals)[number];

/** GET /api/analytics: Singapore days, both included; `lang` all or one language. */
export const analyticsQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    lang: z.enum(['all', ...languages]).default('all'),
    interval: z.enum(analyticsIntervals).default('day'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ANALYTICS_RANGE_MAX_DAYS, {
    path: ['from'],
    message: `a report spans at most ${ANALYTICS_RANGE_MAX_DAYS} days`,
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * One row of a report's table. Visitors are summed over days (a visitor key lives one day, as in
 * Plausible: the same person on two days counts twice). `enquiries`/`bookings`: visitors of the row
 * who sent an enquiry or booked that day, after it; `conversion` = enquiries (bookings included) / visitors.
 * The three are null for a role that may not read enquiries.
 */
export interface AnalyticsRow {
  value: string;
  visitors: number;
  views: number;
  enquiries: number | null;
  bookings: number | null;
  conversion: number | null;
}

export interface AnalyticsTotals {
  visitors: number;
  views: number;
  /** every enquiry of the period (also those of visitors not counted: DNT, no JavaScript); null without readEnquiries */
  enquiries: number | null;
  bookings: number | null;
  ctaClicks: number;
}

export interface AnalyticsPoint {
  /** the bucket's first day (YYYY-MM-DD): a day, the Monday of a week, the 1st of a month */
  bucket: string;
  visitors: number;
  views: number;
  enquiries: number | null;
  /** the same position in the previous period (the bucket as many days earlier as the period is long) */
  previousVisitors: number;
  previousViews: number;
}

export interface AssessmentFunnel {
  slug: string;
  started: number;
  finished: number;
  outcomes: { id: string; visitors: number }[];
  enquiries: number | null;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  lang: 'all' | Language;
  interval: AnalyticsInterval;
  /** the period as long just before, for the comparison */
  previous: { from: string; to: string };
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  series: AnalyticsPoint[];
  pages: AnalyticsRow[];
  entries: AnalyticsRow[];
  referrers: AnalyticsRow[];
  sources: AnalyticsRow[];
  mediums: AnalyticsRow[];
  campaigns: AnalyticsRow[];
  /** one row per language (value zh or en), whatever `lang` filters */
  languages: AnalyticsRow[];
  devices: AnalyticsRow[];
  countries: AnalyticsRow[];
  /** taps per kind: `views` holds the taps, `visitors` who tapped */
  cta: (AnalyticsRow & { value: CtaKind })[];
  /** visitors at each step; `converted` null without readEnquiries */
  funnel: { service: number; cta: number; converted: number | null };
  /**
   * each self-assessment's funnel (docs/decisions/0030-self-assessments.md): visitors who started it,
   * saw a result, saw each outcome, and sent an enquiry with their answers attached (null without readEnquiries)
   */
  assessments: AssessmentFunnel[];
  /** whether the enquiry figures are filled (the role may read enquiries) */
  includesEnquiries: boolean;
  /** when the aggregates were last rolled up (today's figures follow within a minute or two) */
  updatedAt: string | null;
}
