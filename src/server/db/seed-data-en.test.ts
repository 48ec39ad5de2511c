import { describe, expect, it } from 'vitest';
import { seedArticles } from './seed-data';
import { seedArticlesEn, type SeedTranslation } from './seed-data-en';

const cjk = /[\u3400-\u9fff]/;
const allowedTags = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote']);

/** Every text of a translation, each with a label for failure messages. */
function texts(en: SeedTranslation): [string, string][] {
  const table = en.tableData;
  return [
    ['title', en.title],
    ['summary', en.summary],
    ['metaDescription', en.metaDescription],
    ['content', en.content],
    ...en.tags.map((t, i): [string, string] => [`tags[${i}]`, t]),
    ...(table?.caption === undefined ? [] : [['tableData.caption', table.caption] as [string, string]]),
    ...(table?.headers ?? []).map((h, i): [string, string] => [`tableData.headers[${i}]`, h]),
    ...(table?.rows ?? []).flatMap((row, r) => row.map((cell, c): [string, string] => [`tableData.rows[${r}][${c}]`, cell])),
  ];
}

const tagNames = (html: string) => [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g)].map((m) => m[1]!.toLowerCase());
/** How many times an element is opened. */
const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}\\b`, 'g')) ?? []).length;

describe('seedArticlesEn', () => {
  it('when the Chinese seed has an article, then there is exactly one English entry for it and no others', () => {
    const ids = seedArticles.map((a) => a.articleId).sort();
    expect(Object.keys(seedArticlesEn).sort()).toEqual(ids);
  });

  describe.each(seedArticles.map((zh) => [zh.articleId, zh] as const))('%s', (id, zh) => {
    const en = seedArticlesEn[id]!;

    it('then title, summary, content and meta description are non-empty', () => {
      expect(en).toBeDefined();
      for (const value of [en.title, en.summary, en.content, en.metaDescription]) expect(value.trim()).not.toBe('');
    });

    it('then no English text contains CJK characters, and none needs HTML escaping', () => {
      for (const [field, value] of texts(en)) {
        expect(cjk.test(value), `${field}: ${value}`).toBe(false);
        expect(value.includes('&'), `${field}: ${value}`).toBe(false);
      }
    });

    it('then the meta description is at most 160 characters and there are 2-4 non-empty tags', () => {
      expect(en.metaDescription.length).toBeLessThanOrEqual(160);
      expect(en.tags.length).toBeGreaterThanOrEqual(2);
      expect(en.tags.length).toBeLessThanOrEqual(4);
      for (const tag of en.tags) expect(tag.trim()).not.toBe('');
    });

    it('then the content uses only the allowed tags, balanced, with the same structure as the Chinese', () => {
      const used = tagNames(en.content);
      expect(used.filter((t) => !allowedTags.has(t))).toEqual([]);
      for (const tag of allowedTags) {
        expect(en.content.split(`<${tag}>`).length, `<${tag}> opened and closed`).toBe(en.content.split(`</${tag}>`).length);
        expect(count(en.content, tag), `number of <${tag}>`).toBe(count(zh.content, tag));
      }
      expect((en.content.match(/<li>/g) ?? []).length).toBe((zh.content.match(/<li>/g) ?? []).length);
    });

    it('then the table has exactly the shape of the Chinese one, or is absent like it', () => {
      if (zh.tableData === undefined) {
        expect(en.tableData).toBeUndefined();
        return;
      }
      expect(en.tableData).toBeDefined();
      const table = en.tableData!;
      expect(table.headers.length).toBe(zh.tableData.headers.length);
      expect(table.rows.length).toBe(zh.tableData.rows.length);
      table.rows.forEach((row, i) => expect(row.length, `row ${i}`).toBe(zh.tableData!.rows[i]!.length));
      expect(table.caption === undefined).toBe(zh.tableData.caption === undefined);
      for (const cell of [...table.headers, ...table.rows.flat()]) expect(cell.trim()).not.toBe('');
    });
  });
});
