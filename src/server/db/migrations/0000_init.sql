CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"summary" text,
	"image_url" text,
	"meta_description" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"status" text DEFAULT 'Draft' NOT NULL,
	"category" text NOT NULL,
	"type" text DEFAULT 'service' NOT NULL,
	"table_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "articles_article_id_unique" UNIQUE("article_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"translation_key" text,
	"base_path" text NOT NULL,
	CONSTRAINT "categories_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"type" text DEFAULT 'general' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"wechat" text,
	"whatsapp" text,
	"business_hours" text,
	"weekend_hours" text,
	"contact_person" text,
	"xiaohongshu" text,
	"douyin" text,
	"facebook" text,
	"instagram" text,
	"telegram" text,
	"line" text,
	"skype" text,
	"xiaohongshu_qrcode" text,
	"douyin_qrcode" text,
	"wechat_qrcode" text,
	"facebook_qrcode" text,
	"instagram_qrcode" text,
	"telegram_qrcode" text,
	"whatsapp_qrcode" text,
	"line_qrcode" text,
	"skype_qrcode" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"sha256" text PRIMARY KEY NOT NULL,
	"ext" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "articles_type_idx" ON "articles" USING btree ("type");--> statement-breakpoint
CREATE INDEX "consultations_created_idx" ON "consultations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");