CREATE TABLE "article_translations" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"summary" text,
	"content" text DEFAULT '' NOT NULL,
	"meta_description" text,
	"table_data" jsonb,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"published_at" timestamp with time zone,
	"source_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_translations_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "address_en" text;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "business_hours_en" text;--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "weekend_hours_en" text;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;