import { z } from 'zod';
import { languages } from '../languages';

/** An instant with its offset (ISO 8601), or null to clear. */
const instant = z.iso.datetime({ offset: true }).nullable();

/**
 * PUT /api/articles/:id/schedule: when language versions go live and, optionally, come down
 * (docs/decisions/0016-publishing.md). Both null clears the schedule. The server checks the
 * times against its clock (SCHEDULE_NOT_FUTURE, SCHEDULE_ORDER). The versions are named by
 * `languages` (one or both, set together) or, as older clients send, by one `lang`; exactly one of the two.
 */
export const scheduleInputSchema = z
  .object({
    lang: z.enum(languages).optional(),
    languages: z.array(z.enum(languages)).min(1).max(languages.length).optional(),
    publishAt: instant,
    unpublishAt: instant,
  })
  .refine((v) => (v.lang === undefined) !== (v.languages === undefined), { message: 'give either lang or languages', path: ['languages'] })
  .transform(({ lang, languages: chosen, ...times }) => ({ ...times, languages: [...new Set(chosen ?? [lang!])] }));
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleRequest = z.output<typeof scheduleInputSchema>;

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
