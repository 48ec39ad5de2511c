import type { z } from 'zod';
import type { ArticleCategory, ArticleStatus } from '@shared/catalog';
import type { Article, CreateArticleInput, TableData, createArticleSchema } from '@shared/schemas/articles';

/** The per-language fields of the form: each tab of the editor edits one set (docs/decisions/0005-bilingual-content.md). */
export interface VersionFormValues {
  title: string;
  content: string;
  status: ArticleStatus;
  summary: string;
  metaDescription: string;
  tags: string[];
  tableData: TableData | null;
}

/** What the Chinese tab edits: its version plus the shared fields; validated with the shared createArticleSchema (docs/product-spec.md, section 5). */
export interface ArticleFormValues extends VersionFormValues {
  category: ArticleCategory | '';
  /** text while typing; blank counts as 0 */
  weight: string;
  imageUrl: string;
  /** the URL name (slug) of a service article; blank: none, its URL is article-{id} */
  articleId: string;
  /** true: the public page shows no byline (docs/decisions/0021-bylines.md); absent in older autosaves */
  noByline?: boolean;
}

export type ArticleFormOutput = z.output<typeof createArticleSchema>;

export function toFormValues(article?: Article | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    content: article?.content ?? '',
    category: article?.category ?? '',
    status: article?.status ?? 'Draft',
    weight: String(article?.weight ?? 0),
    summary: article?.summary ?? '',
    imageUrl: article?.imageUrl ?? '',
    articleId: article?.articleId ?? '',
    metaDescription: article?.metaDescription ?? '',
    tags: article?.tags ?? [],
    tableData: article?.tableData ?? null,
    noByline: article?.noByline ?? false,
  };
}

/** A table with no headings and no cells is no table. */
export function cleanTableData(table: TableData | null | undefined): TableData | null {
  if (!table) return null;
  const hasText = [table.caption ?? '', ...table.headers, ...table.rows.flat()].some((s) => s.trim() !== '');
  return hasText ? table : null;
}

/** 'unpublish' is the draft button of a live version: the same save, asked for first (docs/decisions/0024-beyond-the-spec.md). */
export type SaveIntent = 'draft' | 'publish' | 'unpublish';

/**
 * 'Save as draft' (or 'Unpublish') forces Draft and 'publish/update' forces Published (docs/product-spec.md,
 * section 2); the one exception: updating a version whose status select says Archived keeps it
 * archived, so archiving stays possible from the form. `editing`: the version already exists.
 */
export function resolveStatus(intent: SaveIntent, selected: ArticleStatus, editing: boolean): ArticleStatus {
  if (intent !== 'publish') return 'Draft';
  return editing && selected === 'Archived' ? 'Archived' : 'Published';
}

/** What a save did, for its toast: the stored status before (null: the version is new) and after. */
export type SaveOutcome = 'published' | 'updated' | 'unpublished' | 'draft' | 'archived';

export function saveOutcome(before: ArticleStatus | null, after: ArticleStatus): SaveOutcome {
  if (after === 'Published') return before === 'Published' ? 'updated' : 'published';
  if (after === 'Draft') return before === 'Published' ? 'unpublished' : 'draft';
  return before === 'Archived' ? 'updated' : 'archived';
}

/** What a save sends: the form's fields and the chosen status; `published` and `type` are the server's to derive. */
export function toPayload(values: ArticleFormOutput, status: ArticleStatus): CreateArticleInput {
  return {
    title: values.title,
    content: values.content,
    category: values.category,
    status,
    summary: values.summary ?? '',
    imageUrl: values.imageUrl ?? '',
    articleId: values.articleId ?? '',
    metaDescription: values.metaDescription ?? '',
    tags: values.tags ?? [],
    weight: values.weight,
    tableData: cleanTableData(values.tableData),
    noByline: values.noByline,
  };
}
