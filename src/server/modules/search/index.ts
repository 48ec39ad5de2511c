import type { SQL } from 'drizzle-orm';
import { isHanRun, searchTerms, toTsquery } from './search.query';
import { matchesEither, rankEither } from './search.repository';

/**
 * What other modules use of the search index (docs/decisions/0013-search.md): for the back office's
 * articles list, which searches drafts too, whether an article's either version matches `q` and
 * how well; null when `q` holds nothing searchable.
 */
export function articleTextSearch(q: string): { matches: SQL; rank: SQL; findsSubstrings: boolean } | null {
  const terms = searchTerms(q);
  const text = toTsquery(terms);
  // `findsSubstrings`: every text indexed (either version's title, summary, tags) that holds `q` as it
  // is typed also matches, so a LIKE over those adds nothing. True of one run of two or more Han
  // characters: the text then holds each of its pairs, which is what the index looks for.
  return text ? { matches: matchesEither(text), rank: rankEither(text, terms), findsSubstrings: isHanRun(q) && [...q].length >= 2 } : null;
}
