-- Self-assessments (docs/decisions/0030-self-assessments.md). An assessment's draft lives on its row;
-- every save that changes it keeps a numbered version, and publishing keeps one marked published that
-- the public page shows (published_version_id: no reference, the two tables would refer to each other;
-- the service keeps it pointing at a published version of the same assessment). Delete is soft, so a
-- slug is unique among the assessments not deleted. An enquiry keeps what its visitor attached, in words
-- too, beside it; anonymising the enquiry deletes it, deleting the enquiry cascades.
CREATE TABLE "assessments" (
  "id" serial PRIMARY KEY NOT NULL,
  "slug" text NOT NULL,
  "content" jsonb NOT NULL CHECK (jsonb_typeof("content") = 'object'),
  "in_navigation" boolean DEFAULT false NOT NULL,
  "published_version_id" integer,
  "deleted_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by_name" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_slug_idx" ON "assessments" USING btree ("slug") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "assessment_versions" (
  "id" serial PRIMARY KEY NOT NULL,
  "assessment_id" integer NOT NULL REFERENCES "assessments"("id") ON DELETE CASCADE,
  "version" integer NOT NULL CHECK ("version" > 0),
  "content" jsonb NOT NULL CHECK (jsonb_typeof("content") = 'object'),
  "published" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "author_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "author_name" text,
  CONSTRAINT "assessment_versions_number_key" UNIQUE ("assessment_id", "version")
);
--> statement-breakpoint
CREATE TABLE "enquiry_assessments" (
  "consultation_id" integer PRIMARY KEY NOT NULL REFERENCES "consultations"("id") ON DELETE CASCADE,
  "assessment_id" integer NOT NULL REFERENCES "assessments"("id"),
  "version_id" integer NOT NULL REFERENCES "assessment_versions"("id"),
  "lang" text NOT NULL CHECK ("lang" IN ('zh', 'en')),
  "answers" jsonb NOT NULL,
  "outcome" text NOT NULL,
  "score" integer NOT NULL,
  "summary" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiry_assessments_version_idx" ON "enquiry_assessments" USING btree ("version_id");
