import type { Consultation } from '../../../shared/schemas/consultations';

/** Where a visitor's post came from (the route knows; the service never sees `req`). */
export interface CaptureContext {
  /** the site's origin the form was posted to, for the staff mail's link when PUBLIC_URL is unset */
  origin: string | null;
  now?: number;
}

/** The public answer: the enquiry as the original API gave it, so a bot learns nothing of spam or staff. */
export type PublicConsultation = Pick<Consultation, 'id' | 'name' | 'email' | 'phone' | 'type' | 'message' | 'status' | 'note' | 'createdAt' | 'updatedAt'>;
export const publicView = ({ id, name, email, phone, type, message, status, note, createdAt, updatedAt }: Consultation): PublicConsultation => ({
  id,
  name,
  email,
  phone,
  type,
  message,
  status,
  note,
  createdAt,
  updatedAt,
});
