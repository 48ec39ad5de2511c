-- Several servers may start at once on a new database (docs/decisions/0018-cluster.md): the seed's
-- "insert when empty" could then make two contact rows. Keep the oldest, and let the table hold one row.
DELETE FROM "contact_info" WHERE "id" <> (SELECT min("id") FROM "contact_info");
--> statement-breakpoint
CREATE UNIQUE INDEX "contact_info_single_row" ON "contact_info" ((true));
