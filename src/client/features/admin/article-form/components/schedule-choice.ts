import type { ArticleStatus } from '@shared/catalog';
import type { Language } from '@shared/languages';

/** The schedule dialog's choice of versions (docs/decisions/0016-publishing.md). */
export type ScheduleChoice = Language | 'both';

export const languagesOf = (choice: ScheduleChoice): Language[] => (choice === 'both' ? ['zh', 'en'] : [choice]);

/**
 * The other version, when publishing `choice` leaves it a draft (it exists and is not live): the
 * editor says so before it happens. Null when both go together, or the other one is live or missing.
 */
export function staysDraft(choice: ScheduleChoice, versions: { zh: ArticleStatus; en: ArticleStatus | null }): Language | null {
  if (choice === 'both') return null;
  const other: Language = choice === 'zh' ? 'en' : 'zh';
  const status = versions[other];
  return status !== null && status !== 'Published' ? other : null;
}
