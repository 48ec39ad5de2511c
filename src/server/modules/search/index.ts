import type { SQL } from 'drizzle-orm';
import { searchTerms, toTsquery } from './search.query';
import { matchesEither, rankEither } from './search.repository';

/**
 * What other modules use of the search index (docs/decisions/0013-search.md): for the back office's
 * articles list, which searches drafts too, whether an article's either version matches `q` and
 * how well; null when `q` holds nothing searchable.
 */
export function articleTextSearch(q: string): { matches: SQL; rank: SQL } | null {
  const terms = searchTerms(q);
  const text = toTsquery(terms);
  return text ? { matches: matchesEither(text), rank: rankEither(text, terms) } : null;
}
