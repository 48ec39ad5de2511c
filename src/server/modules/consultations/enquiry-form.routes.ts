import express, { Router, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { ENQUIRY_SENT, enquiryFormPath, fieldOfKey, validateConsultation, type ConsultationField, type PostedEnquiry } from '../../../shared/enquiry-form';
import { languageOfPath, withQuery } from '../../../shared/paths';
import { languages } from '../../../shared/languages';
import { createConsultationSchema, utmKeys, type UtmKey } from '../../../shared/schemas/consultations';
import { cleanBody } from '../../lib/clean-input';
import { toAppError } from '../../lib/errors';
import { actorOf } from '../auth/auth.guards';
import type { OnEnquiry } from './consultations.routes';
import type { ConsultationsService } from './consultations.service';
import { redirectTo } from '../../lib/safe-location';
import { requestOrigin } from '../../lib/site-origin';

/** One value of a urlencoded body: a repeated field counts by its first value, a missing one as empty. */
const text = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '');

/** The campaign in the query of the page the form was on (the page's script adds it otherwise). */
function utmOf(sourcePage = '') {
  const params = new URLSearchParams(sourcePage.split('?')[1] ?? '');
  const utm = Object.fromEntries(utmKeys.flatMap((key) => [[key, params.get(`utm_${key}`)?.trim().slice(0, 200)]]).filter(([, value]) => value));
  return Object.keys(utm).length > 0 ? (utm as Partial<Record<UtmKey, string>>) : undefined;
}

/** The form's fields as the browser posts them (application/x-www-form-urlencoded). */
function postedForm(body: unknown): Omit<PostedEnquiry, 'status' | 'invalid'> {
  const field = (name: string) => text((body as Record<string, unknown> | undefined)?.[name]);
  return {
    values: { name: field('name'), email: field('email'), phone: field('phone'), service: field('service'), message: field('message'), consent: field('consent') !== '' },
    website: field('website'),
    sourcePage: field('sourcePage').slice(0, 500) || undefined,
  };
}

/** The page again, with the form as posted and what was wrong: the page renderer (ssr/render-page.ts) draws it. */
function formAgain(req: Request, res: Response, next: NextFunction, page: RequestHandler, enquiry: PostedEnquiry) {
  res.locals.enquiryForm = enquiry;
  return page(req, res, next);
}

interface Guards {
  /** the cross-site refusal every other state-changing request passes (app.ts) */
  sameOrigin: RequestHandler;
  /** the enquiry limit of POST /api/public/consultations, the same counter */
  rateLimit: RequestHandler;
  /** the page renderer, which draws the contact page with the form as posted */
  page: RequestHandler;
  /** a stored enquiry, told to whoever counts conversions (app.ts: analytics) */
  onEnquiry?: OnEnquiry;
}

/**
 * The enquiry form posted by the browser itself (no JavaScript, or none yet): POST /contact and
 * /en/contact. The same schema, consent rule, limit and service call as POST /api/public/consultations;
 * a stored enquiry is answered 303 to the contact page's thank-you (no personal data in that address),
 * anything else with the page and its form as posted, messages under the wrong fields.
 */
export function enquiryFormRouter(consultations: ConsultationsService, { sameOrigin, rateLimit, page, onEnquiry }: Guards): Router {
  const router = Router();
  const paths = languages.map(enquiryFormPath);
  // a full form is well under 64 KB even in Chinese (5,000 characters of message, percent-encoded)
  const form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 20 });

  const submit: RequestHandler = async (req, res, next) => {
    const lang = languageOfPath(req.path);
    const posted = postedForm(req.body);
    const context = { consentVersion: text(req.body?.consentVersion) || undefined, website: posted.website, sourcePage: posted.sourcePage, lang, utm: utmOf(posted.sourcePage) };
    const result = validateConsultation(posted.values, context, createConsultationSchema);
    if (!result.ok) return formAgain(req, res, next, page, { ...posted, status: 400, invalid: result.fields });
    const created = await consultations.create(actorOf(req), createConsultationSchema.parse(result.body), { origin: requestOrigin(req) });
    await onEnquiry?.(req, created.id, posted.sourcePage ?? req.path);
    redirectTo(res.set('Cache-Control', 'no-store'), 303, withQuery(enquiryFormPath(lang), { [ENQUIRY_SENT.param]: ENQUIRY_SENT.value }));
  };

  // what the visitor can act on comes back as the page: the rate limit (with other ways to reach the
  // firm) and the server's verdict on a field; the rest (cross-site, a body too large) stays an error answer
  const refused: ErrorRequestHandler = (err, req, res, next) => {
    const error = toAppError(err);
    const fields = Object.keys(error.details ?? {}).flatMap((key) => fieldOfKey(key) ?? []);
    if (req.body === undefined || (error.status !== 429 && fields.length === 0)) return next(err);
    const invalid: ConsultationField[] = error.status === 429 ? [] : fields;
    return formAgain(req, res, next, page, { ...postedForm(req.body), status: error.status === 429 ? 429 : 400, invalid });
  };
  // the refusal in the route itself, which sees the page's whole address
  router.post(paths, sameOrigin, form, cleanBody, rateLimit, submit, refused);
  return router;
}
