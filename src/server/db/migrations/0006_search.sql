-- Full-text search in Chinese and English (issue 12, docs/decisions/0013-search.md). Hand-written.
-- Chinese has no spaces, so `search_tokens` cuts each run of Han characters into overlapping
-- two-character pairs (a single Han character stays itself) and keeps Latin words and numbers,
-- ASCII lower-cased; tags and entities of HTML are dropped first. The query side
-- (modules/search/search.query.ts) cuts a query into the same pairs, so the two must stay in step.
-- Only explicit character ranges are used: no locale or ctype decides what a letter is, so PGlite
-- and PostgreSQL build the same lexemes.
CREATE FUNCTION "search_tokens"(doc text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE
      WHEN char_length(m.t) = 1 OR m.t !~ '^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]' THEN m.t
      ELSE (SELECT string_agg(substr(m.t, i, 2), ' ' ORDER BY i) FROM generate_series(1, char_length(m.t) - 1) AS i)
    END, ' ' ORDER BY m.n), '')
  FROM (
    SELECT r.a[1] AS t, r.n
    FROM regexp_matches(
      translate(
        regexp_replace(regexp_replace(coalesce(doc, ''), '<[^>]*>', ' ', 'g'), '&#?[a-zA-Z0-9]+;', ' ', 'g'),
        'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
      '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9\u00c0-\u024f]+', 'g') WITH ORDINALITY AS r(a, n)
  ) AS m
$$;
--> statement-breakpoint
-- One weighted document: title A, tags and summary B, content C ('simple': no stemming, no stop words).
CREATE FUNCTION "search_document"(title text, summary text, tags text[], content text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, search_tokens(title)), 'A')
    || setweight(to_tsvector('simple'::regconfig, search_tokens(array_to_string(tags, ' | '))), 'B')
    || setweight(to_tsvector('simple'::regconfig, search_tokens(summary)), 'B')
    || setweight(to_tsvector('simple'::regconfig, search_tokens(content)), 'C')
$$;
--> statement-breakpoint
-- Generated, so an edit is searchable in the same transaction. Not declared in the Drizzle tables:
-- plain selects never read them.
ALTER TABLE "articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (search_document("title", "summary", "tags", "content")) STORED;
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (search_document("title", "summary", "tags", "content")) STORED;
--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "article_translations_search_idx" ON "article_translations" USING gin ("search_vector");
