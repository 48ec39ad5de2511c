-- The enquiry inbox (issue 10; docs/decisions/0012-enquiry-inbox.md). Hand-written.
ALTER TABLE "consultations" ADD COLUMN "assignee_id" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "utm" jsonb;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "first_responded_at" timestamp with time zone;--> statement-breakpoint
-- the retention clock: the time of the last status change (existing rows, and rows restored from an
-- older backup, have none: their last update stands in for it)
ALTER TABLE "consultations" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ALTER COLUMN "status_changed_at" SET DEFAULT now();--> statement-breakpoint
-- Spam is counted under its own list status, so the counts triggers of 0002 keep the inbox's
-- numbers (and its status filters) without spam: the generated column is rebuilt with the spam case
-- first, and its indexes and the counts with it.
ALTER TABLE "consultations" DROP COLUMN "list_status";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "list_status" text GENERATED ALWAYS AS (CASE WHEN spam THEN 'Spam' WHEN status IN ('Pending', 'Processing', 'Completed', 'Cancelled') THEN status ELSE 'Pending' END) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "consultations_status_list_idx" ON "consultations" USING btree ("list_status","created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_status_type_list_idx" ON "consultations" USING btree ("list_status","list_type","created_at","id");--> statement-breakpoint
CREATE INDEX "consultations_assignee_list_idx" ON "consultations" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
-- the bell's number and the dashboard's newest unassigned
CREATE INDEX "consultations_unassigned_pending_idx" ON "consultations" USING btree ("created_at","id") WHERE "assignee_id" IS NULL AND "list_status" = 'Pending';--> statement-breakpoint
DELETE FROM "consultation_counts";--> statement-breakpoint
INSERT INTO "consultation_counts" ("status", "type", "month", "n")
  SELECT list_status, list_type, date_trunc('month', created_at, 'UTC'), count(*) FROM "consultations" GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TABLE "consultation_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"consultation_id" integer NOT NULL REFERENCES "consultations"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"assignee_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "consultation_timeline_consultation_idx" ON "consultation_timeline" USING btree ("consultation_id","id");--> statement-breakpoint
INSERT INTO "consultation_timeline" ("consultation_id", "kind", "created_at") SELECT "id", 'received', "created_at" FROM "consultations";--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"consultation_id" integer REFERENCES "consultations"("id") ON DELETE CASCADE,
	"recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_consultation_idx" ON "mail_outbox" USING btree ("consultation_id");--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
