-- Paged lists and search at ten times the content (docs/decisions/0032-paged-lists.md). The public
-- index of published articles, newest first, is read a page at a time (ten years of news is 8,000
-- titles): this index holds that order for published articles only, so a page and the page after a
-- given article are an index walk.
CREATE INDEX "articles_public_newest_idx" ON "articles" ((coalesce("published_at", "created_at")) DESC, "id" DESC) WHERE "status" = 'Published';
--> statement-breakpoint
-- Search at ten thousand articles (docs/decisions/0032-paged-lists.md). A common word matches most
-- articles, and the planner then reads every article's search vector (15 KB each, out of line) rather
-- than its index, because it does not count what fetching them costs: 114 ms to match 9,824 of 10,350
-- against 12 ms through the index. These functions name the ids that match, always through the index
-- (a function's own SET applies while it runs, and a function with one is never inlined).
CREATE FUNCTION "search_published_zh"(q tsquery) RETURNS SETOF integer LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off AS $$
  SELECT id FROM articles WHERE status = 'Published' AND search_vector @@ q
$$;
--> statement-breakpoint
CREATE FUNCTION "search_published_en"(q tsquery) RETURNS SETOF integer LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off AS $$
  SELECT article_id FROM article_translations WHERE lang = 'en' AND status = 'Published' AND search_vector @@ q
$$;
--> statement-breakpoint
CREATE FUNCTION "search_any_version"(q tsquery) RETURNS SETOF integer LANGUAGE sql STABLE ROWS 100 SET enable_seqscan = off AS $$
  SELECT id FROM articles WHERE search_vector @@ q UNION ALL SELECT article_id FROM article_translations WHERE search_vector @@ q
$$;
