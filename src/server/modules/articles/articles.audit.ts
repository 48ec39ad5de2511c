import type { AuditAction, AuditChange } from '../../../shared/schemas/audit';
import type { AdminArticle } from '../../../shared/schemas/articles';
import type { ArticleVersion } from '../../../shared/schemas/translations';
import { changesBetween, type AuditEntry } from '../audit/audit.recorder';
import { isPublished } from './article-rules';

/** Fields both languages share (stored once on the article). */
const sharedFields = ['category', 'type', 'articleId', 'imageUrl', 'weight'] as const;
/** A language version's fields, as revisions snapshot them (docs/decisions/0015-revisions.md). */
const versionFields = ['title', 'summary', 'content', 'metaDescription', 'tableData', 'tags', 'status'] as const;

const asRecord = (v: object | null | undefined) => v ?? null;
const prefixed = (prefix: string, changes: AuditChange[]) => changes.map((c) => ({ ...c, field: `${prefix}${c.field}` }));

/** Published before and not after → unpublish; the reverse → publish (either language). */
function publication(before: ArticleVersion | null | undefined, after: ArticleVersion | null | undefined): AuditAction | null {
  const was = isPublished(before?.status);
  const is = isPublished(after?.status);
  if (!was && is) return 'publish';
  if (was && !is) return 'unpublish';
  return null;
}

/**
 * One entry for one save of an article (docs/decisions/0017-audit-log.md): 'publish' or 'unpublish'
 * when a language version's status crosses Published, else 'save'; null when nothing changed (the
 * revisions' rule: a save that changes nothing leaves no trace). Chinese and shared fields are bare,
 * English ones `en.title`; when both languages change, the Chinese ones read `zh.title`.
 */
export function articleSaveEntry(before: AdminArticle, after: AdminArticle): AuditEntry | null {
  const shared = changesBetween(asRecord(before), asRecord(after), sharedFields);
  const zh = changesBetween(asRecord(before.translations.zh), asRecord(after.translations.zh), versionFields);
  const en = changesBetween(asRecord(before.translations.en), asRecord(after.translations.en), versionFields);
  if (!before.translations.en !== !after.translations.en && !en.length) en.push({ field: 'version', from: before.translations.en ? 'en' : null, to: after.translations.en ? 'en' : null });
  const changes = [...shared, ...prefixed(en.length ? 'zh.' : '', zh), ...prefixed('en.', en)];
  if (!changes.length) return null;
  const action = publication(before.translations.zh, after.translations.zh) ?? publication(before.translations.en, after.translations.en) ?? 'save';
  return { action, entityType: 'article', entityId: after.id, entityLabel: after.title, changes };
}

/** A new article: its title and status are what a reader of the log wants to see. */
export function articleCreateEntry(after: AdminArticle): AuditEntry {
  return { action: 'create', entityType: 'article', entityId: after.id, entityLabel: after.title, changes: changesBetween(null, { title: after.title, status: after.status, category: after.category }) };
}
