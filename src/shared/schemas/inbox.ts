import { z } from 'zod';
import { validationCode as m } from '../validation';
import type { ConsultationStatus } from '../catalog';
import type { Consultation, ConsultationType } from './consultations';

/** A staff user as the inbox shows one (assignee, timeline author). */
export interface StaffRef {
  id: number;
  username: string;
}

/** `booking-moved` (its note: the new time, Singapore) and `booking-cancelled`: a booking's changes (docs/decisions/0028-booking-and-chat.md); no actor is the visitor. */
export const timelineKinds = ['received', 'status', 'note', 'assigned', 'spam', 'restored', 'anonymized', 'booking-moved', 'booking-cancelled'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** One event in an enquiry's history (GET /api/consultations/:id/timeline, oldest first). */
export interface TimelineEntry {
  id: number;
  kind: TimelineKind;
  fromStatus?: string | null;
  toStatus?: string | null;
  note?: string | null;
  assignee?: StaffRef | null;
  /** the signed-in user who did it; null for the arrival */
  actor: StaffRef | null;
  at: string;
}

export const addNoteSchema = z.object({
  note: z.string().trim().min(1, m.noteRequired).max(5000),
});
export type AddNoteInput = z.input<typeof addNoteSchema>;

export const setSpamSchema = z.object({
  spam: z.boolean(),
});
export type SetSpamInput = z.input<typeof setSpamSchema>;

/** GET /api/public/enquiry-token: a signed issue time the public form posts back as `formToken`. */
export interface EnquiryToken {
  token: string;
}

/** GET /api/dashboard */
export interface DashboardWeek {
  /** ISO date of the week's Monday (UTC) */
  weekStart: string;
  counts: Record<ConsultationType, number>;
}
export interface Dashboard {
  /** exactly 12, oldest first, the current week last */
  weeks: DashboardWeek[];
  byStatus: Record<ConsultationStatus, number>;
  medianFirstResponseMinutes: number | null;
  /** the five newest unassigned, non-spam Pending enquiries */
  newestUnassigned: Consultation[];
}
/** The dashboard of a role without `readEnquiries`: every enquiry section null (docs/decisions/0026-roles-and-review.md). */
export type DashboardWithoutEnquiries = { [K in keyof Dashboard]: null };
/** What GET /api/dashboard answers a role: `reviewPending` (submissions waiting) for those who approve them. */
export type DashboardAnswer = (Dashboard | DashboardWithoutEnquiries) & {
  reviewPending?: number;
  /** distinct public addresses not found this month (Singapore time), bots left out: for roles with manageSite */
  notFoundThisMonth?: number;
};

/** GET/PUT /api/settings/notifications */
export const notificationSettingsInputSchema = z.object({
  notifyEmails: z.array(z.email(m.emailInvalid).max(254)).max(20),
  acknowledgeVisitor: z.boolean(),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>;

export interface NotificationSettings {
  notifyEmails: string[];
  acknowledgeVisitor: boolean;
  /** false without SMTP_URL: nothing is sent */
  smtpConfigured: boolean;
  mailFrom: string | null;
  retentionMonths: number;
}
