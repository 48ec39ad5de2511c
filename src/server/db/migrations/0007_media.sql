-- issue 12, media: uploads resized once into variants, all kept in the database (docs/decisions/0014-media.md)
CREATE TABLE "media" (
  "id" text PRIMARY KEY,
  "sha256" text NOT NULL UNIQUE,
  "content_type" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "bytes" integer NOT NULL,
  "alt" text NOT NULL DEFAULT '',
  "alt_en" text NOT NULL DEFAULT '',
  "uploaded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" ("created_at" DESC);
--> statement-breakpoint
CREATE TABLE "media_variants" (
  "media_id" text NOT NULL REFERENCES "media"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "format" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "bytes" integer NOT NULL,
  "data" bytea NOT NULL,
  PRIMARY KEY ("media_id", "name")
);
