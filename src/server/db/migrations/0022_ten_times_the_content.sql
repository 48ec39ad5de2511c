-- Ten times the content (docs/decisions/0031-ten-times-the-content.md). The articles list at 10,000
-- articles: its counts per status and category kept by statement triggers, as consultation_counts
-- is (0002), and an index per order the list pages by, so a page reads its ten rows instead of
-- sorting every article. The dashboard at a million enquiries: its weeks and median first response
-- read the last twelve weeks' entries of one index, not the table.
CREATE TABLE "article_counts" (
	"status" text NOT NULL,
	"category" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "article_counts_status_category_pk" PRIMARY KEY("status","category")
);
--> statement-breakpoint
CREATE FUNCTION article_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO article_counts AS c (status, category, n)
      SELECT lower(status), category, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO article_counts AS c (status, category, n)
      SELECT lower(status), category, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- an edit that keeps the status and category nets to nothing, so it writes no count
    INSERT INTO article_counts AS c (status, category, n)
      SELECT status, category, sum(d) FROM (
        SELECT lower(status) AS status, category, 1 AS d FROM new_rows
        UNION ALL
        SELECT lower(status), category, -1 FROM old_rows
      ) AS changed
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (status, category) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION article_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM article_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO article_counts (status, category, n) SELECT lower(status), category, count(*) FROM articles GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER articles_count_inserts AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_track();
--> statement-breakpoint
CREATE TRIGGER articles_count_updates AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_track();
--> statement-breakpoint
CREATE TRIGGER articles_count_deletes AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_track();
--> statement-breakpoint
CREATE TRIGGER articles_count_truncates AFTER TRUNCATE ON articles FOR EACH STATEMENT EXECUTE FUNCTION article_counts_reset();
--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" ("updated_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "articles_published_order_idx" ON "articles" ("published_at" DESC NULLS LAST, "id" DESC);
--> statement-breakpoint
CREATE INDEX "articles_title_order_idx" ON "articles" ("title", "id");
--> statement-breakpoint
CREATE INDEX "consultations_dashboard_idx" ON "consultations" ("created_at") INCLUDE ("list_type", "first_responded_at") WHERE NOT "spam";
