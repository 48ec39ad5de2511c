import type { z } from 'zod';
import type { ArticleStatus } from '@shared/catalog';
import { englishPublishedNeeds, type ArticleVersion, type englishVersionSchema, type EnglishVersionInput } from '@shared/schemas/translations';
import { cleanTableData, type VersionFormValues } from './form-values';

/** The English tab's values after the shared englishVersionSchema. */
export type EnglishFormOutput = z.output<typeof englishVersionSchema>;

export function toEnglishFormValues(version: ArticleVersion | null | undefined): VersionFormValues {
  return {
    title: version?.title ?? '',
    content: version?.content ?? '',
    status: version?.status ?? 'Draft',
    summary: version?.summary ?? '',
    metaDescription: version?.metaDescription ?? '',
    tags: version?.tags ?? [],
    tableData: version?.tableData ?? null,
  };
}

/** Nothing written yet: the only state in which "copy from Chinese" may fill the English version. */
export function isEmptyVersion(v: VersionFormValues): boolean {
  const texts = [v.title, v.content, v.summary, v.metaDescription];
  return texts.every((s) => s.trim() === '') && v.tags.length === 0 && cleanTableData(v.tableData) === null;
}

/** The Chinese fields as a starting point for the translation, always as a draft. */
export function copyFromChinese(zh: VersionFormValues): VersionFormValues {
  return {
    title: zh.title,
    content: zh.content,
    status: 'Draft',
    summary: zh.summary,
    metaDescription: zh.metaDescription,
    tags: [...zh.tags],
    tableData: zh.tableData ? structuredClone(zh.tableData) : null,
  };
}

export function toEnglishPayload(values: EnglishFormOutput, status: ArticleStatus): EnglishVersionInput {
  return {
    title: values.title ?? '',
    content: values.content ?? '',
    status,
    summary: values.summary ?? '',
    metaDescription: values.metaDescription ?? '',
    tags: values.tags ?? [],
    tableData: cleanTableData(values.tableData),
  };
}

type NeededField = keyof typeof englishPublishedNeeds;

/** The fields a Published English version lacks, with the codes the server would answer. */
export function missingForPublish(payload: EnglishVersionInput): [NeededField, string][] {
  if (payload.status !== 'Published') return [];
  return (Object.keys(englishPublishedNeeds) as NeededField[]).filter((f) => !(payload[f] ?? '').trim()).map((f) => [f, englishPublishedNeeds[f]]);
}

/** The server names English field errors `translations.en.<field>`; the English tab's form names them `<field>`. */
export function englishFieldName(serverName: string): string | null {
  const prefix = 'translations.en.';
  return serverName.startsWith(prefix) ? serverName.slice(prefix.length) : null;
}
