import { consultationServices } from '@shared/catalog';

export interface ConsultationFormValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export type ConsultationField = keyof ConsultationFormValues;

export const emptyConsultation: ConsultationFormValues = { name: '', email: '', phone: '', service: '', message: '' };

export type ConsultationValidation =
  | { ok: true; value: ConsultationFormValues }
  | { ok: false; reason: 'missing' | 'email'; fields: ConsultationField[] };

const fields: ConsultationField[] = ['name', 'email', 'phone', 'service', 'message'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The enquiry form's rule (docs/product-spec.md, section 5): every field is required, the email must look like one and
 * the service must be one of the five; values are trimmed. Nothing is sent unless ok.
 */
export function validateConsultation(values: ConsultationFormValues): ConsultationValidation {
  const value = Object.fromEntries(fields.map((f) => [f, values[f].trim()])) as unknown as ConsultationFormValues;
  const missing = fields.filter((f) => value[f] === '' || (f === 'service' && !(consultationServices as readonly string[]).includes(value.service)));
  if (missing.length > 0) return { ok: false, reason: 'missing', fields: missing };
  if (!EMAIL.test(value.email) || value.email.length > 254) return { ok: false, reason: 'email', fields: ['email'] };
  return { ok: true, value };
}
