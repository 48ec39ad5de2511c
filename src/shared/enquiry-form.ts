import type { ZodType } from 'zod';
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

/** Why the visitor's fields hold a send back; the first wins (validateContact). */
export type ContactReason = 'missing' | 'email' | 'phone' | 'consent';

export type ConsultationValidation = { ok: true; body: CreateConsultationInput } | { ok: false; reason: ContactReason; fields: ConsultationField[] };

/** The shared contract the server applies (src/shared/schemas/consultations.ts), loaded by the form on demand. */
export type ConsultationSchema = typeof createConsultationSchema;

const formFields: ConsultationField[] = ['name', 'email', 'phone', 'service', 'message', 'consent'];
/** Form fields by the contract's names (the service is the enquiry's type). */
export const fieldOfKey = (key: PropertyKey): ConsultationField | undefined => {
  const name = key === 'type' ? 'service' : key;
  return (formFields as PropertyKey[]).includes(name) ? (name as ConsultationField) : undefined;
};

/** The visitor's fields by the contract's names, trimmed (the service is the enquiry's type). */
interface ContactFields {
  name: string;
  email: string;
  phone: string;
  type: string;
  message: string;
}

type ContactValidation = { ok: true; contact: ContactFields; context: EnquiryContext } | { ok: false; reason: ContactReason; fields: ConsultationField[] };

/**
 * The visitor's fields' rule, the enquiry form's and the booking page's (docs/product-spec.md, section 5;
 * docs/decisions/0012-enquiry-inbox.md, 0028-booking-and-chat.md): the contract the server applies
 * (`schema`, given `extra`, what else that form sends), plus what the forms alone ask for: the service
 * must be one of the five (the API takes any type). Values are trimmed. The first reason wins: missing
 * fields, then the email, the phone, the consent. Only the visitor's fields can hold a send back: a page
 * addition the contract refuses is left out of `context`, so nothing a person wrote is lost.
 */
export function validateContact(values: ConsultationFormValues, context: EnquiryContext, schema: ZodType, extra: Record<string, unknown> = {}): ContactValidation {
  const contact = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim(), type: values.service, message: values.message.trim() };
  const parsed = schema.safeParse({ ...contact, ...extra, consent: values.consent, ...context });
  const refused = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0]));
  const invalid = new Set([...refused].map((key) => fieldOfKey(key ?? '')));
  if (!isConsultationService(values.service)) invalid.add('service');
  const wrong = formFields.filter((f) => invalid.has(f));
  if (wrong.length > 0) {
    const missing = wrong.some((f) => f !== 'consent' && fieldProblem(f, values) === 'required');
    return { ok: false, reason: missing ? 'missing' : wrong.includes('email') ? 'email' : wrong.includes('phone') ? 'phone' : 'consent', fields: wrong };
  }
  return { ok: true, contact, context: Object.fromEntries(Object.entries(context).filter(([key]) => !refused.has(key))) as EnquiryContext };
}

/** The enquiry form's rule: the visitor's fields' (validateContact), sent as a new, pending enquiry. */
export function validateConsultation(values: ConsultationFormValues, context: EnquiryContext, schema: ConsultationSchema): ConsultationValidation {
  const checked = validateContact(values, context, schema, { status: 'Pending' });
  return checked.ok ? { ok: true, body: { ...checked.contact, status: 'Pending', consent: true, ...checked.context } } : checked;
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
