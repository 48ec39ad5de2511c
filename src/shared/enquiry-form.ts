import { isConsultationService } from './catalog';
import type { Language } from './languages';
import { localePath, routePatterns } from './paths';
import type { createConsultationSchema, CreateConsultationInput } from './schemas/consultations';

/*
 * The public enquiry form's rules, shared by the form in the browser and by the server, which takes the
 * same form posted without JavaScript (modules/consultations/enquiry-form.routes.ts; README, "Enquiries").
 */

export interface ConsultationFormValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  /** the privacy-notice checkbox */
  consent: boolean;
}

export type ConsultationField = keyof ConsultationFormValues;

export const emptyConsultation: ConsultationFormValues = { name: '', email: '', phone: '', service: '', message: '', consent: false };

/** What the page adds to the visitor's fields: the notice version, timing token, honeypot and source. */
export type EnquiryContext = Pick<CreateConsultationInput, 'consentVersion' | 'formToken' | 'website' | 'sourcePage' | 'lang' | 'utm'>;

export type ConsultationValidation =
  | { ok: true; body: CreateConsultationInput }
  | { ok: false; reason: 'missing' | 'email' | 'phone' | 'consent'; fields: ConsultationField[] };

/** The shared contract the server applies (src/shared/schemas/consultations.ts), loaded by the form on demand. */
export type ConsultationSchema = typeof createConsultationSchema;

const formFields: ConsultationField[] = ['name', 'email', 'phone', 'service', 'message', 'consent'];
/** Form fields by the contract's names (the service is the enquiry's type). */
export const fieldOfKey = (key: PropertyKey): ConsultationField | undefined => {
  const name = key === 'type' ? 'service' : key;
  return (formFields as PropertyKey[]).includes(name) ? (name as ConsultationField) : undefined;
};

/**
 * The enquiry form's rule (docs/product-spec.md, section 5; docs/decisions/0012-enquiry-inbox.md): the shared schema, plus what the form
 * alone asks for: the service must be one of the five (the API takes any type). Values are trimmed.
 * The first reason wins: missing fields, then the email, then the consent. Only the visitor's fields can
 * hold a send back: a page addition the contract refuses is left out, so nothing a person wrote is lost.
 */
export function validateConsultation(values: ConsultationFormValues, context: EnquiryContext, schema: ConsultationSchema): ConsultationValidation {
  const fields = {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    type: values.service,
    message: values.message.trim(),
    status: 'Pending',
  } as const;
  const parsed = schema.safeParse({ ...fields, consent: values.consent, ...context });
  const refused = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
  const invalid = new Set([...refused].map((key) => fieldOfKey(key ?? '')));
  if (!isConsultationService(values.service)) invalid.add('service');
  const wrong = formFields.filter((f) => invalid.has(f));
  if (wrong.length === 0) {
    const kept = Object.fromEntries(Object.entries(context).filter(([key]) => !refused.has(key))) as EnquiryContext;
    return { ok: true, body: { ...fields, consent: true, ...kept } };
  }
  const missing = wrong.some((f) => f !== 'consent' && fieldProblem(f, values) === 'required');
  const reason = missing ? 'missing' : wrong.includes('email') ? 'email' : wrong.includes('phone') ? 'phone' : 'consent';
  return { ok: false, reason, fields: wrong };
}

/** Why an invalid field is refused, for the message under it: empty, or filled but not valid. */
export type FieldProblem = 'required' | 'email' | 'phone' | 'consent';

export function fieldProblem(field: ConsultationField, values: ConsultationFormValues): FieldProblem {
  if (field === 'consent') return 'consent';
  const value = values[field].trim();
  if (value === '' || field === 'service') return 'required';
  if (field === 'email') return 'email';
  if (field === 'phone') return 'phone';
  return 'required';
}

/**
 * Where the form posts when the browser sends it itself (no JavaScript yet, or none at all): the contact
 * page of its language, which answers with the form again when something is wrong.
 */
export const enquiryFormPath = (lang: Language): string => localePath(routePatterns.contact, lang);
/** The form's id, and the fragment of its action: the answer scrolls back to the form (or the thank-you in its place). */
export const ENQUIRY_FORM_ID = 'enquiry-form';

/** The query the server's redirect after a stored post adds: the page then shows the thank-you. */
export const ENQUIRY_SENT = { param: 'enquiry', value: 'sent' } as const;

/** A post the server answers with the form again: what was typed (never in a URL), what was wrong, why. */
export interface PostedEnquiry {
  /** 400: a field is wrong; 429: the enquiry rate limit */
  status: 400 | 429;
  values: ConsultationFormValues;
  /** the honeypot, sent back as it came */
  website: string;
  sourcePage?: string;
  invalid: ConsultationField[];
}
