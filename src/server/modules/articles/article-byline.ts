import type { Language } from '../../../shared/languages';
import type { Article, AuthorFields, Byline } from '../../../shared/schemas/articles';
import type { StaffByline } from '../../../shared/schemas/staff';

/**
 * An author's byline in a page's language (docs/decisions/0021-bylines.md): each of the name and
 * the title in that language, else in the other one, as an article's own fields fall back. No
 * name, no byline: a title alone names nobody.
 */
export function bylineIn(staff: StaffByline | undefined, lang: Language): Byline | null {
  if (!staff) return null;
  const [name, title] =
    lang === 'en' ? [staff.bylineNameEn ?? staff.bylineName, staff.bylineTitleEn ?? staff.bylineTitle] : [staff.bylineName ?? staff.bylineNameEn, staff.bylineTitle ?? staff.bylineTitleEn];
  return name ? { name, title: title ?? null } : null;
}

/** An article as the public may see it: its author named by the byline only, never by account. */
export function withoutAuthor(article: Article, staff: ReadonlyMap<number, StaffByline>, lang: Language): Omit<Article, AuthorFields> & { byline: Byline | null } {
  const { authorId, authorName: _name, noByline, ...shown } = article;
  const byline = noByline || authorId === null ? null : bylineIn(staff.get(authorId), lang);
  return { ...shown, byline };
}
