-- Redirects staff manage and those recorded when a published article's address changes, and the
-- public addresses visitors could not reach (docs/decisions/0027-found-and-shared.md). One redirect
-- per old address; an automatic one names its article (no reference: the article may wait in Trash).
-- The not-found log is bounded in rows by the server (NOT_FOUND_PATHS_MAX).
CREATE TABLE "redirects" (
  "id" serial PRIMARY KEY NOT NULL,
  "from_path" text NOT NULL,
  "to_path" text NOT NULL,
  "status" integer DEFAULT 301 NOT NULL CHECK ("status" IN (301, 302)),
  "source" text DEFAULT 'staff' NOT NULL CHECK ("source" IN ('auto', 'staff')),
  "article_id" integer,
  "hits" integer DEFAULT 0 NOT NULL,
  "last_hit_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_idx" ON "redirects" USING btree ("from_path");
--> statement-breakpoint
CREATE INDEX "redirects_to_path_idx" ON "redirects" USING btree ("to_path");
--> statement-breakpoint
CREATE INDEX "redirects_article_idx" ON "redirects" USING btree ("article_id");
--> statement-breakpoint
CREATE TABLE "not_found_paths" (
  "path" text PRIMARY KEY NOT NULL,
  "hits" integer DEFAULT 0 NOT NULL,
  "month_hits" integer DEFAULT 0 NOT NULL,
  "month_start" timestamp with time zone NOT NULL,
  "first_seen_at" timestamp with time zone NOT NULL,
  "last_seen_at" timestamp with time zone NOT NULL,
  "referrer" text,
  "bot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen_at");
