-- Paged lists (docs/decisions/0032-paged-lists.md): the public index of published articles, newest
-- first, is read a page at a time (ten years of news is 8,000 titles). This index holds that order
-- for published articles only, so a page and the page after a given article are an index walk.
CREATE INDEX "articles_public_newest_idx" ON "articles" ((coalesce("published_at", "created_at")) DESC, "id" DESC) WHERE "status" = 'Published';
