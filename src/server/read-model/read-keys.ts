/**
 * What an article's write changes among the public reads' cached answers (public-reads.ts names the
 * keys): the prefixes of the keys to drop, so the page cache drops only the pages made from them
 * (issue 31). An edit, a creation, a move to and from Trash and a scheduled publication or
 * withdrawal each drop their article's; anything else a write changes still empties everything.
 */
export interface ArticleReadScope {
  id: number;
  articleId: string | null;
  category: string;
  type: string;
}

/**
 * The edited article in both languages (by id, and every read by articleId), the lists that show
 * it (all articles, its old and new category and type, the article indexes of those and the unfiltered
 * one), the search answers and the sitemap. Other sections' pages, other news, the home page and the
 * fixed pages stay cached.
 */
export function articleEditPrefixes(before: ArticleReadScope, after: ArticleReadScope = before): string[] {
  // by articleId: every spelling of it (the route is case-insensitive, the key keeps the case asked)
  const prefixes = new Set(['articles:all:', 'articles:articleId:', 'index:*:*:', 'search:', 'sitemap:']);
  for (const a of [before, after]) {
    prefixes.add(`articles:id:${a.id}:`);
    prefixes.add(`articles:category:${a.category}:`);
    prefixes.add(`articles:type:${a.type}:`);
    prefixes.add(`index:${a.type}:*:`);
    prefixes.add(`index:*:${a.category}:`);
    prefixes.add(`index:${a.type}:${a.category}:`);
  }
  return [...prefixes];
}

/** The prefixes of several articles' writes (a scheduled run that fired a few), each once. */
export const articlesPrefixes = (scopes: readonly ArticleReadScope[]): string[] => [...new Set(scopes.flatMap((scope) => articleEditPrefixes(scope)))];
