import type { UseFormReturn } from 'react-hook-form';
import type { Language } from '@shared/languages';
import { articleTypeOf } from '@shared/schemas/articles';
import type { ArticleSnapshot } from '@shared/schemas/revisions';
import type { ArticleFormOutput, ArticleFormValues, VersionFormValues } from '../form-values';
import type { EnglishFormOutput } from '../english-values';
import type { CurrentVersion } from './history-diff-model';

type ChineseForm = UseFormReturn<ArticleFormValues, unknown, ArticleFormOutput>;
type EnglishForm = UseFormReturn<VersionFormValues, unknown, EnglishFormOutput>;

/** The editor's current version of `lang` (the tab's fields and the Chinese tab's shared fields), as a revision reads. */
export function currentVersion(zh: ArticleFormValues, en: VersionFormValues, lang: Language): CurrentVersion {
  const version = lang === 'zh' ? zh : en;
  const category = zh.category || 'news';
  return {
    title: version.title,
    summary: version.summary || null,
    content: version.content,
    tableData: version.tableData,
    tags: version.tags,
    metaDescription: version.metaDescription || null,
    status: version.status,
    articleId: zh.articleId || null,
    category,
    type: articleTypeOf(category),
    imageUrl: zh.imageUrl || null,
    weight: Number(zh.weight) || 0,
  };
}

const versionOf = (s: ArticleSnapshot, status: VersionFormValues['status']): VersionFormValues => ({
  title: s.title,
  content: s.content,
  // a restore never publishes or unpublishes: the status stays as the editor has it
  status,
  summary: s.summary ?? '',
  metaDescription: s.metaDescription ?? '',
  tags: [...s.tags],
  tableData: s.tableData ? structuredClone(s.tableData) : null,
});

/**
 * Copies a revision into the editor as an unsaved change (docs/decisions/0015-revisions.md): the
 * language's fields into its tab, the shared fields into the Chinese tab. The stored values stay
 * the forms' defaults, so the forms are dirty and a save makes a new revision.
 */
export function restoreRevision(snapshot: ArticleSnapshot, lang: Language, form: ChineseForm, enForm: EnglishForm): void {
  const shared = { category: snapshot.category, weight: String(snapshot.weight), imageUrl: snapshot.imageUrl ?? '', articleId: snapshot.articleId ?? '' };
  if (lang === 'zh') {
    form.reset({ ...versionOf(snapshot, form.getValues('status')), ...shared }, { keepDefaultValues: true });
    return;
  }
  enForm.reset(versionOf(snapshot, enForm.getValues('status')), { keepDefaultValues: true });
  for (const [name, value] of Object.entries(shared) as [keyof typeof shared, string][]) {
    if (form.getValues(name) !== value) form.setValue(name, value as never, { shouldDirty: true });
  }
}
