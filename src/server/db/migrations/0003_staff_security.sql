-- Staff accounts (issue 13, docs/decisions/0011-staff-accounts.md): normalised usernames, account
-- state, two-factor sign-in, session records and the shared rate-limit counters. Hand-written.
--
-- Usernames are stored in one form, NFKC + trimmed + lower case (normalizeUsername in
-- src/shared/schemas/auth.ts), unique on it. Two existing names that become equal (`Admin` and
-- `admin`) are both kept: the older account (lower id) gets the plain name, every later one a
-- suffix `-2`, `-3`, ... in id order; its owner signs in with the suffixed name.
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
UPDATE "users" AS u
SET "username" = CASE WHEN n.nth = 1 THEN n.base ELSE n.base || '-' || n.nth END
FROM (
  SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "id") AS nth
  FROM (SELECT "id", lower(btrim(normalize("username", NFKC), E' \t\r\n\f\v')) AS base FROM "users") AS b
) AS n
WHERE u."id" = n."id" AND u."username" IS DISTINCT FROM (CASE WHEN n.nth = 1 THEN n.base ELSE n.base || '-' || n.nth END);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_unique" UNIQUE("username");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- the TOTP secret is AES-256-GCM encrypted (never the base32 text); pending_secret is an enrolment
-- not yet confirmed; last_step is the last accepted RFC 6238 time step (each code works once)
CREATE TABLE "user_two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"secret" text,
	"pending_secret" text,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"enabled_at" timestamp with time zone
);--> statement-breakpoint
-- sha-256 of high-entropy single-use codes
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
-- session records: whose, from which device and address, since when, last seen (at most once a minute)
ALTER TABLE "sessions" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
-- sessions signed in before this release are linked to their account too, so they can be ended
UPDATE "sessions" AS s SET "user_id" = u."id", "signed_in_at" = now(), "last_seen_at" = now()
FROM "users" AS u
WHERE jsonb_typeof(s."sess" -> 'userId') = 'number' AND u."id" = (s."sess" ->> 'userId')::numeric;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- rate-limit counters shared by every server on this database (src/server/lib/rate-limit-store.ts)
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");
