-- issue 27, share images: an article's picture per language, drawn by the server, kept like media (docs/decisions/0027-found-and-shared.md)
CREATE TABLE "share_images" (
  "article_id" integer NOT NULL REFERENCES "articles"("id") ON DELETE CASCADE,
  "lang" text NOT NULL,
  "version" text,
  "png" bytea,
  "size" integer,
  "drawn_at" timestamptz,
  "claimed_version" text,
  "claimed_until" timestamptz,
  PRIMARY KEY ("article_id", "lang"),
  CONSTRAINT "share_images_drawn_check" CHECK (("version" IS NULL) = ("png" IS NULL))
);
