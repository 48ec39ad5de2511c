import type { Logger } from 'pino';
import { languageOfPath } from '../../../shared/paths';
import { ANALYTICS_PATH_MAX, type AnalyticsBeacon, type AnalyticsEventName } from '../../../shared/schemas/analytics';
import type { CtaClick } from '../../../shared/schemas/cta-clicks';
import { singaporeDay } from '../cta-clicks/cta-clicks.service';
import type { AnalyticsEvent } from './analytics.repository';
import type { AnalyticsLog } from './analytics.log';
import { countryOf, deviceClassOf, isCounted, pathOf, referrerHostOf, siteHostOf, visitorKey, type SaltStore, type VisitorRequest } from './analytics.visitor';

export interface AnalyticsRecorderDeps {
  log: AnalyticsLog;
  salts: SaltStore;
  logger: Logger;
  publicUrl: string | undefined;
  countryHeader: string | undefined;
  /** the tap counts of GET /api/cta-clicks (modules/cta-clicks), which a `cta` event also counts in */
  taps: { record(click: CtaClick): void };
}

type EventFields = Pick<AnalyticsEvent, 'name' | 'path'> & Partial<Pick<AnalyticsEvent, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'kind' | 'ref'>> & { referrer?: string };

/**
 * Turns a counted request into an event of the day's visitor key, for the per-server log. Every
 * method resolves (never rejects): counting must not fail the request that is counted.
 */
export function analyticsRecorder(deps: AnalyticsRecorderDeps) {
  const { log, salts, logger } = deps;

  /** The event of a counted request, or undefined (not counted, or the salt unreadable: logged). */
  async function eventOf(req: VisitorRequest, fields: EventFields, now = new Date()): Promise<AnalyticsEvent | undefined> {
    if (!isCounted(req)) return undefined;
    const userAgent = String(req.headers['user-agent']).trim();
    const host = siteHostOf(deps.publicUrl, req);
    const day = singaporeDay(now);
    let salt: string;
    try {
      salt = await salts.saltOf(day);
    } catch (err) {
      logger.warn({ err }, "analytics: the day's salt could not be read; the event is not counted");
      return undefined;
    }
    const blank = (value: string | undefined) => value?.trim() || null;
    return {
      at: now,
      day,
      name: fields.name,
      visitor: visitorKey({ salt, ip: req.ip ?? '', userAgent, host }),
      path: fields.path,
      lang: languageOfPath(fields.path),
      referrer: referrerHostOf(fields.referrer, host),
      utmSource: blank(fields.utmSource ?? undefined),
      utmMedium: blank(fields.utmMedium ?? undefined),
      utmCampaign: blank(fields.utmCampaign ?? undefined),
      device: deviceClassOf(userAgent),
      country: countryOf(req, deps.countryHeader),
      kind: fields.kind ?? null,
      ref: fields.ref ?? null,
    };
  }

  async function record(req: VisitorRequest, fields: EventFields, now?: Date): Promise<AnalyticsEvent | undefined> {
    const event = await eventOf(req, fields, now);
    if (event) log.record(event);
    return event;
  }

  return {
    eventOf,

    /** A page's beacon (POST /api/public/events); a tap also counts in the tap totals. */
    async beacon(req: VisitorRequest, beacon: AnalyticsBeacon, now?: Date): Promise<void> {
      const path = pathOf(beacon.path) ?? '/';
      if (beacon.name === 'cta') {
        if (await record(req, { name: 'cta', path, kind: beacon.kind }, now)) deps.taps.record({ kind: beacon.kind, path });
        return;
      }
      if (beacon.name === 'assessment') {
        // the step and the outcome's key only: the answers never leave the page unless an enquiry carries them
        const kind = beacon.step === 'finish' && beacon.outcome ? `${beacon.slug}:finish:${beacon.outcome}` : `${beacon.slug}:${beacon.step}`;
        await record(req, { name: 'assessment', path, kind }, now);
        return;
      }
      await record(req, { name: 'pageview', path, referrer: beacon.referrer, utmSource: beacon.utm?.source, utmMedium: beacon.utm?.medium, utmCampaign: beacon.utm?.campaign }, now);
    },

    /** A tap sent to the older beacon (POST /api/public/cta-clicks), which counts it in the tap totals itself. */
    async tap(req: VisitorRequest, click: CtaClick, now?: Date): Promise<void> {
      await record(req, { name: 'cta', path: pathOf(click.path) ?? '/', kind: click.kind }, now);
    },

    /**
     * An enquiry or booking the server stored, joined to the visit that sent it by the same visitor
     * key; `sourcePage` is the page the form was on (its path and query).
     */
    async conversion(req: VisitorRequest, name: Extract<AnalyticsEventName, 'enquiry' | 'booking'>, consultationId: number, sourcePage?: string | null, now?: Date): Promise<void> {
      const path = (pathOf(sourcePage) ?? '/').slice(0, ANALYTICS_PATH_MAX);
      await record(req, { name, path, ref: consultationId }, now);
    },

    /** An enquiry that carries a self-assessment's answers (`slug`): the last step of that assessment's funnel. */
    async assessmentEnquiry(req: VisitorRequest, slug: string, consultationId: number, sourcePage?: string | null, now?: Date): Promise<void> {
      const path = (pathOf(sourcePage) ?? '/').slice(0, ANALYTICS_PATH_MAX);
      await record(req, { name: 'assessment-enquiry', path, kind: slug, ref: consultationId }, now);
    },
  };
}
export type AnalyticsRecorder = ReturnType<typeof analyticsRecorder>;
