import { z } from 'zod';

/** How long a deleted article waits in Trash before the daily job deletes it for good. */
export const TRASH_KEEP_DAYS = 30;

/** One row of GET /api/trash (admins). */
export const trashEntrySchema = z.object({
  id: z.number().int(),
  articleId: z.string().nullable(),
  title: z.string(),
  category: z.string(),
  type: z.string(),
  trashedAt: z.string(),
  trashedBy: z.string().nullable(),
  /** whole days until the daily job deletes it (0: at its next run) */
  daysLeft: z.number().int(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

/**
 * POST /api/trash/:id/restore: `asDraft` brings every language version back as a draft, with no
 * pending schedule; without it (or false, as older clients send nothing) it comes back as it was.
 */
export const trashRestoreSchema = z.object({ asDraft: z.boolean().default(false) });
export type TrashRestoreInput = z.input<typeof trashRestoreSchema>;
