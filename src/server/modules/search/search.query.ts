/**
 * The query side of the search index (migration 0006_search.sql, docs/decisions/0013-search.md).
 * A query is cut into the same tokens as `search_tokens()` cuts a document: runs of Han characters
 * and Latin words, ASCII lower-cased, everything else a separator. The tsquery is then written
 * from those tokens only, so nothing the visitor typed (quotes, `&|!():*<->`, backslashes, SQL)
 * ever reaches to_tsquery as syntax.
 */

/** Keep in step with the ranges in search_tokens(). */
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const TOKEN = new RegExp(`[${HAN}]+|[a-z0-9\\u00c0-\\u024f]+`, 'g');
const IS_HAN = new RegExp(`^[${HAN}]`);
const HAN_RUN = new RegExp(`^[${HAN}]+$`);

/** Whether `q` is Han characters only, without spaces or other characters between them. */
export const isHanRun = (q: string): boolean => HAN_RUN.test(q);

/** A word of the query: a run of Han characters or a Latin word. */
export interface SearchTerm {
  text: string;
  han: boolean;
}

/** Upper-case ASCII only, as lower(… collate "C") does in SQL: other letters are left to the 'simple' dictionary on both sides. */
const lowerAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Repeated words count once; at most 32 terms (a 100-character query has fewer anyway). */
export function searchTerms(q: string): SearchTerm[] {
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (const text of lowerAscii(q).match(TOKEN) ?? []) {
    if (seen.has(text) || terms.length >= 32) continue;
    seen.add(text);
    terms.push({ text, han: IS_HAN.test(text) });
  }
  return terms;
}

const quoted = (lexeme: string, prefix = false) => `'${lexeme}'${prefix ? ':*' : ''}`;

/**
 * A Han run of two or more characters is all of its overlapping pairs; a single Han character is a
 * prefix (the index holds pairs, so 税 finds 税务); a Latin word of three letters or more is a prefix
 * too (employ finds employment), a shorter one or a number exact (PR, EP, 100). Terms are ANDed.
 *
 * The pairs are ANDed, not a phrase (`<->`): the index answers an AND by itself, while a phrase must
 * read each candidate's stored vector to check positions (344 ms for 公司注册 at 10,000 articles,
 * against 3 ms). Overlapping pairs (公司, 司注, 注册) almost never all occur apart, and ts_rank_cd's
 * cover density still ranks the adjacent run first (docs/decisions/0032-paged-lists.md).
 */
function termQuery({ text, han }: SearchTerm): string {
  const chars = [...text];
  if (!han) return quoted(text, chars.length >= 3 && !/^[0-9]+$/.test(text));
  if (chars.length === 1) return quoted(text, true);
  const pairs = chars.slice(0, -1).map((c, i) => quoted(c + chars[i + 1]));
  return `(${pairs.join(' & ')})`;
}

/** The text for to_tsquery('simple', …), or null when the query has nothing searchable. */
export function toTsquery(terms: SearchTerm[]): string | null {
  return terms.length ? terms.map(termQuery).join(' & ') : null;
}
