-- Suspect enquiries and the daily spam digest (docs/decisions/0012-enquiry-inbox.md, addendum). Hand-written.
-- One spam signal files an enquiry in the inbox marked suspect; two (or the honeypot, or a forged token) file it as spam.
ALTER TABLE "consultations" ADD COLUMN "suspect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- every signal the post showed when it arrived (honeypot, too-fast, token-missing, token-invalid, token-expired)
ALTER TABLE "consultations" ADD COLUMN "spam_signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- the Singapore day of the digest that listed this spam entry (null: not in a digest yet)
ALTER TABLE "consultations" ADD COLUMN "spam_digest_day" date;--> statement-breakpoint
-- spam filed before this release had one reason: it is its signal
UPDATE "consultations" SET "spam_signals" = ARRAY["spam_reason"] WHERE "spam_reason" IS NOT NULL;--> statement-breakpoint
-- the digest's claim: spam filed automatically (it has a reason) and not yet in a digest
CREATE INDEX "consultations_spam_undigested_idx" ON "consultations" USING btree ("created_at","id") WHERE "spam" AND "spam_reason" IS NOT NULL AND "spam_digest_day" IS NULL;--> statement-breakpoint
CREATE INDEX "consultations_spam_digest_day_idx" ON "consultations" USING btree ("spam_digest_day") WHERE "spam_digest_day" IS NOT NULL;--> statement-breakpoint
-- one row per Singapore day a digest was made: its primary key is what makes it once across servers
CREATE TABLE "spam_digests" (
	"day" date PRIMARY KEY NOT NULL,
	"entries" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- the digest a 'spam-digest' mail reports (its entries are read when it is sent)
ALTER TABLE "mail_outbox" ADD COLUMN "digest_day" date;
