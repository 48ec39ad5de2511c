import { z } from 'zod';
import { languages } from '../languages';

/** An instant with its offset (ISO 8601), or null to clear. */
const instant = z.iso.datetime({ offset: true }).nullable();

/**
 * PUT /api/articles/:id/schedule: when one language version goes live and, optionally, comes down
 * (docs/decisions/0016-publishing.md). Both null clears the schedule. The server checks the
 * times against its clock (SCHEDULE_NOT_FUTURE, SCHEDULE_ORDER).
 */
export const scheduleInputSchema = z.object({
  lang: z.enum(languages),
  publishAt: instant,
  unpublishAt: instant,
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const versionScheduleSchema = z.object({ publishAt: z.string().nullable(), unpublishAt: z.string().nullable() });
export type VersionSchedule = z.infer<typeof versionScheduleSchema>;

/** GET /api/articles/:id/schedule: both versions' schedules (English null when there is no English version). */
export interface ArticleSchedule {
  zh: VersionSchedule;
  en: VersionSchedule | null;
}

/** The time zone staff schedule in (shown as SGT); times are stored in UTC. */
export const SCHEDULE_TIME_ZONE = 'Asia/Singapore';

/** A row of the back office's list: each version's pending times (the list shows Scheduled with them); null or absent: none. */
export interface ListSchedule {
  publishAt?: string | null;
  unpublishAt?: string | null;
  enPublishAt?: string | null;
  enUnpublishAt?: string | null;
}
