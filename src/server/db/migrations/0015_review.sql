-- The review step (docs/decisions/0026-roles-and-review.md): a language version submitted for an
-- editor's approval, with the version as submitted (a live version's edits wait here until approved);
-- at most one pending submission per version. Revisions name the review event that made them, and an
-- outbox mail may report a submission. Article statuses are a text column with no CHECK: InReview needs none.
CREATE TABLE "article_submissions" (
  "id" serial PRIMARY KEY NOT NULL,
  "article_id" integer NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
  "lang" text NOT NULL CHECK ("lang" IN ('zh', 'en')),
  "snapshot" jsonb NOT NULL,
  "state" text DEFAULT 'pending' NOT NULL CHECK ("state" IN ('pending', 'approved', 'returned')),
  "live" boolean NOT NULL,
  "publish_at" timestamp with time zone,
  "comment" text,
  "submitted_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "article_submissions_pending_idx" ON "article_submissions" USING btree ("article_id", "lang") WHERE "state" = 'pending';
--> statement-breakpoint
CREATE INDEX "article_submissions_article_idx" ON "article_submissions" USING btree ("article_id", "id");
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "event" text CHECK ("event" IN ('submitted', 'approved', 'returned'));
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "submission_id" integer REFERENCES "article_submissions"("id") ON DELETE CASCADE;
