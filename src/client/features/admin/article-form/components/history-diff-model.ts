import { diffChars, diffWords, type ChangeObject } from 'diff';
import type { Language } from '@shared/languages';
import type { ArticleSnapshot } from '@shared/schemas/revisions';

/** What the editor holds now, in a revision's terms: the tab's version and the shared fields. */
export type CurrentVersion = ArticleSnapshot;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The readable text of an article's HTML: blocks on their own lines, tags gone, entities decoded. */
export function articleText(html: string): string {
  return html
    .replace(/<(br|hr)\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr|table|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type TextChange = Pick<ChangeObject<string>, 'value' | 'added' | 'removed'>;

/**
 * Words added and removed from `before` to `after`. Chinese has no spaces between words: a word
 * segmenter splits it where the runtime has one (Intl.Segmenter), else each character is a token,
 * so a changed word never marks a whole paragraph.
 */
export function textChanges(before: string, after: string, lang: Language): TextChange[] {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) return diffWords(before, after, { intlSegmenter: new Segmenter(lang === 'zh' ? 'zh' : 'en', { granularity: 'word' }) });
  return lang === 'zh' ? diffChars(before, after) : diffWords(before, after);
}

/** The fields the History panel compares besides the content, in the order it lists them. */
export const comparedFields = ['title', 'summary', 'tags', 'status', 'category', 'type', 'imageUrl', 'weight', 'articleId', 'metaDescription', 'tableData'] as const;
export type ComparedField = (typeof comparedFields)[number];

export interface FieldChange {
  field: ComparedField;
  before: string;
  after: string;
}

/** A field's value as one line of text ('' for none). */
function shown(field: ComparedField, value: ArticleSnapshot[ComparedField]): string {
  if (value === null || value === undefined) return '';
  if (field === 'tags') return (value as string[]).join(', ');
  if (field === 'tableData') {
    const table = value as NonNullable<ArticleSnapshot['tableData']>;
    return [table.caption, table.headers.join(' | '), ...table.rows.map((r) => r.join(' | '))].filter(Boolean).join(' / ');
  }
  return String(value);
}

/** The compared fields that differ between a revision and the current version. */
export function fieldChanges(revision: ArticleSnapshot, current: CurrentVersion): FieldChange[] {
  return comparedFields
    .map((field) => ({ field, before: shown(field, revision[field]), after: shown(field, current[field]) }))
    .filter((c) => c.before !== c.after);
}
