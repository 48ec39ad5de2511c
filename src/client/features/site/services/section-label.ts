import type { TFunction } from 'i18next';
import type { Section } from '@shared/catalog';
import type { Category } from '@shared/schemas/categories';

export type SiteT = TFunction<['site', 'common']>;

/** The translated title of a built-in sub-item (common.items, by key). */
export const itemTitle = (t: SiteT, key: string): string => t(`common:items.${key}` as 'common:items.pr');

/**
 * The name shown for a section: in Chinese the category row's title (staff may rename it), in other
 * languages the translation of its key; the built-in navigation name when the row is missing.
 */
export function sectionLabel(section: Section, categories: readonly Category[] | undefined, lang: string, t: SiteT): string {
  const builtIn = t(`common:nav.${section.navType}`);
  const row = categories?.find((c) => c.type === section.type);
  if (!row) return builtIn;
  if (lang === 'zh') return row.title;
  const translated = row.translationKey ? t(`common:${row.translationKey}` as 'common:brand', { defaultValue: '' }) : '';
  return translated || row.title;
}
