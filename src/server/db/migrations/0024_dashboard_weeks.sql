-- The dashboard's chart at a million enquiries (docs/decisions/0033-dashboard-weeks.md): enquiries per
-- week (its Monday, UTC) and list type, spam left out, kept exact by statement triggers in the
-- writing transaction, as consultation_counts is (0002). The chart reads twelve weeks of this table
-- (a few dozen rows) instead of the 30,000 entries of those weeks in consultations_dashboard_idx.
CREATE TABLE "consultation_week_counts" (
	"week" date NOT NULL,
	"type" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "consultation_week_counts_week_type_pk" PRIMARY KEY("week","type")
);
--> statement-breakpoint
CREATE FUNCTION consultation_week_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO consultation_week_counts AS c (week, type, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, list_type, count(*) FROM new_rows WHERE NOT spam GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (week, type) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO consultation_week_counts AS c (week, type, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, list_type, -count(*) FROM old_rows WHERE NOT spam GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (week, type) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- a change of status or note nets to nothing, so it writes no count; marking spam or not does
    INSERT INTO consultation_week_counts AS c (week, type, n)
      SELECT week, type, sum(d) FROM (
        SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date AS week, list_type AS type, 1 AS d FROM new_rows WHERE NOT spam
        UNION ALL
        SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, list_type, -1 FROM old_rows WHERE NOT spam
      ) AS changed
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (week, type) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION consultation_week_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM consultation_week_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO consultation_week_counts (week, type, n)
  SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date, list_type, count(*) FROM consultations WHERE NOT spam GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER consultations_week_count_inserts AFTER INSERT ON consultations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultation_week_counts_track();
--> statement-breakpoint
CREATE TRIGGER consultations_week_count_updates AFTER UPDATE ON consultations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION consultation_week_counts_track();
--> statement-breakpoint
CREATE TRIGGER consultations_week_count_deletes AFTER DELETE ON consultations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION consultation_week_counts_track();
--> statement-breakpoint
CREATE TRIGGER consultations_week_count_truncates AFTER TRUNCATE ON consultations FOR EACH STATEMENT EXECUTE FUNCTION consultation_week_counts_reset();
