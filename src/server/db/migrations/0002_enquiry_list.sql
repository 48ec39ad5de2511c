CREATE TABLE "consultation_counts" (
	"status" text NOT NULL,
	"type" text NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "consultation_counts_status_type_month_pk" PRIMARY KEY("status","type","month")
);
--> statement-breakpoint
DROP INDEX "consultations_created_idx";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "list_status" text GENERATED ALWAYS AS (CASE WHEN status IN ('Pending', 'Processing', 'Completed', 'Cancelled') THEN status ELSE 'Pending' END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "list_type" text GENERATED ALWAYS AS (COALESCE(NULLIF(type, ''), 'general')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (name || chr(10) || email || chr(10) || phone) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "consultations_list_idx" ON "consultations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_status_list_idx" ON "consultations" USING btree ("list_status","created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_type_list_idx" ON "consultations" USING btree ("list_type","created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_status_type_list_idx" ON "consultations" USING btree ("list_status","list_type","created_at","id");--> statement-breakpoint
-- Hand-written from here (docs/decisions/0006-enquiry-list-counts.md). The counts kept exact by
-- statement triggers, in the writing transaction; rows are upserted in key order so that two bulk
-- writes never lock them in opposite orders.
CREATE FUNCTION consultation_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO consultation_counts AS c (status, type, month, n)
      SELECT list_status, list_type, date_trunc('month', created_at, 'UTC'), count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (status, type, month) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO consultation_counts AS c (status, type, month, n)
      SELECT list_status, list_type, date_trunc('month', created_at, 'UTC'), -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (status, type, month) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- a change of the note alone nets to nothing, so it writes no count
    INSERT INTO consultation_counts AS c (status, type, month, n)
      SELECT status, type, month, sum(d) FROM (
        SELECT list_status AS status, list_type AS type, date_trunc('month', created_at, 'UTC') AS month, 1 AS d FROM new_rows
        UNION ALL
        SELECT list_status, list_type, date_trunc('month', created_at, 'UTC'), -1 FROM old_rows
      ) AS changed
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (status, type, month) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION consultation_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM consultation_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO consultation_counts (status, type, month, n)
  SELECT list_status, list_type, date_trunc('month', created_at, 'UTC'), count(*) FROM consultations GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER consultations_count_inserts AFTER INSERT ON consultations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultation_counts_track();
--> statement-breakpoint
CREATE TRIGGER consultations_count_updates AFTER UPDATE ON consultations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultation_counts_track();
--> statement-breakpoint
CREATE TRIGGER consultations_count_deletes AFTER DELETE ON consultations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION consultation_counts_track();
--> statement-breakpoint
CREATE TRIGGER consultations_count_truncates AFTER TRUNCATE ON consultations FOR EACH STATEMENT EXECUTE FUNCTION consultation_counts_reset();
--> statement-breakpoint
-- Trigram indexes for the search's ILIKE '%…%' where pg_trgm can be installed (PGlite loads it in
-- db/client.ts; on PostgreSQL it ships in contrib and is a trusted extension). Without it the search
-- gives the same answers, by a sequential scan. fastupdate off: no pending list for every search to
-- read (PGlite has no autovacuum to flush it), for a slower insert.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX consultations_search_trgm_idx ON consultations USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX consultations_phone_digits_trgm_idx ON consultations USING gin (phone_digits gin_trgm_ops) WITH (fastupdate = off);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'pg_trgm not installed (%): the enquiry search runs without its index', SQLERRM;
END $$;
--> statement-breakpoint
-- the list's plans need statistics of the new columns (repository analyzeIfStale keeps them fresh)
ANALYZE consultations;
