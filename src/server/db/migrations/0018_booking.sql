-- Booking a consultation (docs/decisions/0028-booking-and-chat.md). One settings row (id 1, written by
-- the first save: until then the columns' defaults stand in, and a new database holds no site data); weekly hours per
-- consultant (a staff account) or for the firm (consultant_id NULL); closed dates; and each booking's
-- appointment beside its enquiry. `calendar` is the consultant's id, 0 for the firm: the partial
-- unique index lets the database refuse a second booking of one calendar's start, whatever server
-- or visitor asks (the slots are a grid of the slot length, so equal starts are the clash).
CREATE TABLE "booking_settings" (
  "id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
  "enabled" boolean DEFAULT true NOT NULL,
  "slot_minutes" integer DEFAULT 30 NOT NULL CHECK ("slot_minutes" BETWEEN 5 AND 240),
  "notice_minutes" integer DEFAULT 240 NOT NULL CHECK ("notice_minutes" >= 0),
  "horizon_days" integer DEFAULT 30 NOT NULL CHECK ("horizon_days" BETWEEN 1 AND 366),
  "kinds" text[] DEFAULT '{phone,video,office}'::text[] NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_hours" (
  "id" serial PRIMARY KEY NOT NULL,
  "consultant_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "weekday" integer NOT NULL CHECK ("weekday" BETWEEN 0 AND 6),
  "start_minute" integer NOT NULL CHECK ("start_minute" BETWEEN 0 AND 1439),
  "end_minute" integer NOT NULL CHECK ("end_minute" BETWEEN 1 AND 1440),
  CHECK ("end_minute" > "start_minute")
);
--> statement-breakpoint
CREATE INDEX "booking_hours_consultant_idx" ON "booking_hours" USING btree ("consultant_id");
--> statement-breakpoint
CREATE TABLE "booking_closed_dates" (
  "day" date PRIMARY KEY NOT NULL,
  "label" text DEFAULT '' NOT NULL,
  "label_en" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
  "id" serial PRIMARY KEY NOT NULL,
  "consultation_id" integer NOT NULL REFERENCES "consultations"("id") ON DELETE CASCADE,
  "consultant_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "calendar" integer DEFAULT 0 NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('phone', 'video', 'office')),
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone NOT NULL,
  "status" text DEFAULT 'booked' NOT NULL CHECK ("status" IN ('booked', 'cancelled')),
  "token_version" integer DEFAULT 1 NOT NULL,
  "cancelled_by" text CHECK ("cancelled_by" IN ('visitor', 'staff')),
  "reminder_queued_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_consultation_idx" ON "appointments" USING btree ("consultation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_idx" ON "appointments" USING btree ("calendar", "starts_at") WHERE "status" = 'booked';
--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at") WHERE "status" = 'booked';
--> statement-breakpoint
CREATE INDEX "appointments_reminder_due_idx" ON "appointments" USING btree ("starts_at") WHERE "status" = 'booked' AND "reminder_queued_at" IS NULL;
