-- The setup checklist (docs/decisions/0022-setup-checklist.md): the contact for personal-data
-- requests (PDPA's data-protection officer) in both languages, and the items staff dismissed with a
-- reason or confirmed (the home page's sample testimonials and claims), shared by every server.
ALTER TABLE "contact_info" ADD COLUMN "dpo_contact" text;
--> statement-breakpoint
ALTER TABLE "contact_info" ADD COLUMN "dpo_contact_en" text;
--> statement-breakpoint
CREATE TABLE "setup_checklist" (
  "item" text PRIMARY KEY NOT NULL,
  "state" text NOT NULL CHECK ("state" IN ('dismissed', 'confirmed')),
  "reason" text,
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);
