-- Counting visits without cookies (docs/decisions/0029-analytics.md). A salt per Singapore day (deleted
-- the day after, so no visitor key can be recomputed); raw events, appended in batches by each server
-- and dropped after ANALYTICS_RAW_DAYS; and the per-day aggregates the Analytics screen reads, rebuilt
-- for a day from its events by one server at a time (the analytics-rollup job).
CREATE TABLE "analytics_salts" (
  "day" date PRIMARY KEY NOT NULL,
  "salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone NOT NULL,
  "day" date NOT NULL,
  "name" text NOT NULL,
  "visitor" text NOT NULL,
  "path" text NOT NULL,
  "lang" text NOT NULL,
  "referrer" text,
  "utm_source" text,
  "utm_medium" text,
  "utm_campaign" text,
  "device" text NOT NULL,
  "country" text,
  "kind" text,
  "ref" integer
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_visitor_idx" ON "analytics_events" USING btree ("day", "visitor", "id");
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
  "day" date NOT NULL,
  "lang" text NOT NULL,
  "dimension" text NOT NULL,
  "value" text NOT NULL,
  "views" integer DEFAULT 0 NOT NULL,
  "visitors" integer DEFAULT 0 NOT NULL,
  "enquiries" integer DEFAULT 0 NOT NULL,
  "bookings" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "analytics_daily_pk" PRIMARY KEY ("day", "dimension", "lang", "value")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
  "day" date PRIMARY KEY NOT NULL,
  "rolled_up_at" timestamp with time zone NOT NULL
);
