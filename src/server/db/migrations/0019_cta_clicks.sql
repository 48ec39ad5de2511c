-- Taps on the ways to reach the firm (WhatsApp, WeChat, phone, email, booking), counted per Singapore
-- day, kind and page (docs/decisions/0028-booking-and-chat.md). Written in batches by each server;
-- bounded by the server (CTA_CLICK_PATHS_PER_DAY) and by the retention of days.
CREATE TABLE "cta_clicks" (
  "day" date NOT NULL,
  "kind" text NOT NULL,
  "path" text NOT NULL,
  "clicks" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "cta_clicks_pk" PRIMARY KEY ("day", "kind", "path")
);
