import { z } from 'zod';
import { validationCode as m } from '../validation';
import { consultationServices, consultationStatuses, type ConsultationStatus } from '../catalog';
import { paginationSchema } from './common';
import { languages, type Language } from '../languages';
import type { AppointmentSummary } from './booking';
import { assessmentAttachmentSchema } from './assessments';

export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof utmKeys)[number];
const utmValue = z.string().trim().max(200).optional();
export const utmSchema = z.object({
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
  term: utmValue,
  content: utmValue,
});

/**
 * What made a post look automated (docs/decisions/0012-enquiry-inbox.md): one signal files it in the
 * inbox marked suspect, two (or the honeypot, or a forged token) file it in the Spam folder.
 */
export const spamReasons = ['honeypot', 'too-fast', 'token-missing', 'token-invalid', 'token-expired'] as const;
export type SpamReason = (typeof spamReasons)[number];

/**
 * A phone number as people write one (docs/decisions/0024-beyond-the-spec.md): digits, spaces, +, -, brackets, and 6 to 20 digits.
 * An empty one is left to the "required" message.
 */
export function looksLikePhone(value: string): boolean {
  if (!/^[\d\s+\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

/** Anything outside the four statuses becomes Pending (docs/product-spec.md, section 4). */
const statusCoerced = z
  .unknown()
  .transform((v) => (consultationStatuses as readonly unknown[]).includes(v) ? (v as (typeof consultationStatuses)[number]) : 'Pending');

export const createConsultationSchema = z.object({
  name: z.string().trim().min(1, m.enquiryNameRequired).max(100),
  email: z.email(m.emailInvalid).max(254),
  phone: z.string().trim().min(1, m.phoneRequired).max(50).refine((v) => v === '' || looksLikePhone(v), m.phoneInvalid),
  type: z.string().trim().max(50).optional().transform((v) => (v ? v : 'general')),
  message: z.string().trim().min(1, m.messageRequired).max(5000),
  status: statusCoerced.optional().transform((v) => v ?? 'Pending'),
  /** required: the visitor ticked the privacy-notice checkbox (docs/decisions/0012-enquiry-inbox.md) */
  consent: z.literal(true, m.consentRequired),
  /** the privacy-notice wording version the page showed (src/shared/privacy.ts); stored as given */
  consentVersion: z.string().trim().max(32).optional(),
  /** the signed issue time from GET /api/public/enquiry-token */
  formToken: z.string().max(200).optional(),
  /** the honeypot: people never see it, so any value marks the post as spam */
  website: z.string().max(500).optional(),
  /** path and query of the page the form was on */
  sourcePage: z.string().trim().max(500).optional(),
  lang: z.enum(languages).optional(),
  utm: utmSchema.optional(),
  /**
   * a self-assessment's answers and outcome, attached only when the visitor ticked "attach my answers"
   * (docs/decisions/0030-self-assessments.md); the server evaluates them again before keeping them
   */
  assessment: assessmentAttachmentSchema.optional(),
});
export type CreateConsultationInput = z.input<typeof createConsultationSchema>;

export const updateConsultationSchema = z.object({
  status: z.enum(consultationStatuses).optional(),
  note: z.string().max(5000).nullable().optional(),
  assigneeId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type UpdateConsultationInput = z.input<typeof updateConsultationSchema>;

export interface Consultation {
  id: number;
  name: string;
  email: string;
  phone: string;
  type: string;
  message: string;
  status: (typeof consultationStatuses)[number];
  note: string | null;
  createdAt: string;
  updatedAt: string;
  assignee: { id: number; username: string } | null;
  spam: boolean;
  /** why it was filed in the Spam folder when it arrived (null once staff move it) */
  spamReason: SpamReason | null;
  /** filed in the inbox on one spam signal: staff are told, with the reason (`spamSignals`) */
  suspect: boolean;
  /** every signal the post showed when it arrived */
  spamSignals: SpamReason[];
  consentVersion: string | null;
  sourcePage: string | null;
  lang: Language | null;
  utm: Record<string, string> | null;
  anonymizedAt: string | null;
  /** the time of the first status change (the first response) */
  firstRespondedAt: string | null;
  /** a booking's appointment (docs/decisions/0028-booking-and-chat.md); null for an enquiry sent with the form */
  appointment: AppointmentSummary | null;
}

/** The list's type filter: a service of the public form, or general (no service chosen). */
export const consultationTypes = [...consultationServices, 'general'] as const;
export type ConsultationType = (typeof consultationTypes)[number];

/**
 * The back office's list (docs/product-spec.md, section 7): page and pageSize as before, plus a search
 * over name, email and phone (`q`), and the status and type filters.
 */
export const consultationFolders = ['inbox', 'spam'] as const;
export type ConsultationFolder = (typeof consultationFolders)[number];

export const consultationListQuerySchema = paginationSchema.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  status: z.enum(consultationStatuses).optional(),
  type: z.enum(consultationTypes).optional(),
  /** inbox (default) leaves spam out; spam shows only spam */
  folder: z.enum(consultationFolders).default('inbox'),
  /** a user id, `me` (the signed-in user) or `unassigned` */
  assignee: z
    .union([z.enum(['me', 'unassigned']), z.coerce.number().int().positive().max(2_147_483_647)])
    .optional(),
});
export type ConsultationListQuery = z.output<typeof consultationListQuerySchema>;

/** The bell counts unassigned Pending enquiries no further than this; the number then reads "1000+" (issue 31). */
export const UNASSIGNED_PENDING_MAX = 1000;

export interface ConsultationList {
  consultations: Consultation[];
  /** matches of the query; with a search, counted only up to a threshold (docs/decisions/0006-enquiry-list-counts.md) */
  total: number;
  /** true when the search had more matches than counted: there are more than `total` */
  totalIsEstimate: boolean;
  /** all enquiries per status, whatever the query (the bell's pending number) */
  counts: {
    /** the inbox (spam left out) */
    byStatus: Record<ConsultationStatus, number>;
    spam: number;
    /**
     * the bell's number: unassigned Pending enquiries, spam left out, counted up to UNASSIGNED_PENDING_MAX
     * (that number means "at least"; issue 31: a count never reads more than it shows)
     */
    unassignedPending: number;
  };
}

/** The CSV export takes the list's filters, without paging. */
export const consultationExportQuerySchema = consultationListQuerySchema.omit({ page: true, pageSize: true });
export type ConsultationExportQuery = z.output<typeof consultationExportQuerySchema>;
