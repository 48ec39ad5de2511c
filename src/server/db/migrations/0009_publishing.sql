-- Scheduling (docs/decisions/0016-publishing.md): each language version publishes and unpublishes on its own
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "unpublish_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "publish_at" timestamptz;
--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "unpublish_at" timestamptz;
--> statement-breakpoint
CREATE INDEX "articles_publish_at_idx" ON "articles" ("publish_at") WHERE "publish_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "articles_unpublish_at_idx" ON "articles" ("unpublish_at") WHERE "unpublish_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "article_translations_publish_at_idx" ON "article_translations" ("publish_at") WHERE "publish_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "article_translations_unpublish_at_idx" ON "article_translations" ("unpublish_at") WHERE "unpublish_at" IS NOT NULL;
--> statement-breakpoint
-- Trash: the article's row and translations as they were, under the article's own id
CREATE TABLE "article_trash" (
  "id" integer PRIMARY KEY,
  "article_id" text,
  "title" text NOT NULL,
  "category" text NOT NULL,
  "type" text NOT NULL,
  "article" jsonb NOT NULL,
  "translations" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "trashed_at" timestamptz NOT NULL DEFAULT now(),
  "trashed_by" integer,
  "trashed_by_name" text
);
--> statement-breakpoint
CREATE INDEX "article_trash_trashed_at_idx" ON "article_trash" ("trashed_at");
--> statement-breakpoint
-- Shared preview links: only the SHA-256 of the token is kept
CREATE TABLE "preview_links" (
  "id" serial PRIMARY KEY,
  "article_id" integer NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
  "lang" text NOT NULL,
  "revision_id" integer,
  "token_hash" text NOT NULL UNIQUE,
  "created_by" integer,
  "created_by_name" text,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "expires_at" timestamptz NOT NULL,
  "revoked_at" timestamptz
);
--> statement-breakpoint
CREATE INDEX "preview_links_article_idx" ON "preview_links" ("article_id", "expires_at");
