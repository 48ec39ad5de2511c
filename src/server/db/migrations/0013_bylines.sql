-- Bylines (docs/decisions/0021-bylines.md): a staff account's public name and job title in both
-- languages, all optional, and an article's choice to show no byline. Sign-in names are never public.
ALTER TABLE "users" ADD COLUMN "byline_name" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "byline_name_en" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "byline_title" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "byline_title_en" text;
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "no_byline" boolean DEFAULT false NOT NULL;
