CREATE TABLE "article_revisions" (
  "id" serial PRIMARY KEY,
  "article_id" integer NOT NULL,
  "lang" text NOT NULL,
  "snapshot" jsonb NOT NULL,
  "published" boolean NOT NULL,
  "author_id" integer,
  "author_name" text,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" ("article_id", "lang", "id" DESC);
--> statement-breakpoint
CREATE TABLE "article_autosaves" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "article_key" text NOT NULL,
  "lang" text,
  "data" jsonb NOT NULL,
  "saved_at" timestamptz NOT NULL,
  PRIMARY KEY ("user_id", "article_key")
);
