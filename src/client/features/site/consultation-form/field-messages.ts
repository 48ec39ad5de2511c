import { fieldProblem, type ConsultationField, type ConsultationFormValues, type ContactReason } from '@shared/enquiry-form';

/** The toast's text for why the visitor's fields hold a send back (the enquiry form's and the booking page's). */
export const refusalText = {
  missing: 'contact.toast.invalidMissing',
  email: 'contact.toast.invalidEmail',
  phone: 'contact.toast.invalidPhone',
  consent: 'contact.toast.invalidConsent',
} as const satisfies Record<ContactReason, string>;

/** The message under an invalid field, in the page's language (docs/decisions/0024-beyond-the-spec.md). */
export function fieldMessageKey(field: Exclude<ConsultationField, 'consent'>, values: ConsultationFormValues) {
  const problem = fieldProblem(field, values);
  if (problem === 'email') return 'contact.errors.emailInvalid' as const;
  if (problem === 'phone') return 'contact.errors.phoneInvalid' as const;
  return `contact.errors.${field}` as const;
}
