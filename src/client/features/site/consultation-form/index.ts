export { ConsultationForm } from './consultation-form';
export type { EnquiryAttachment } from './attach-answers-field';
// the enquiry form's anti-spam and consent pieces, which the booking page's form reuses (docs/decisions/0028-booking-and-chat.md)
export { ConsentField } from './consent-field';
export { ServiceSelect } from './service-select';
export { HoneypotField } from './honeypot-field';
export { RateLimitNote } from './rate-limit-note';
export { useEnquiryToken } from './api/enquiry-token';
export { useTypedBeforeHydration } from './use-typed-before-hydration';
export { fieldMessageKey, refusalText } from './field-messages';
export { useEnquirySend } from './use-enquiry-send';
