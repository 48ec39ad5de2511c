-- The home page's own words, editable by staff (issue 14). Hand-written. One row; a null column
-- means the seeded texts (the spec's fixed values) are shown.
CREATE TABLE "home_content" (
	"id" integer PRIMARY KEY NOT NULL,
	"zh" jsonb,
	"en" jsonb,
	"trust" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
