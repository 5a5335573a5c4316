CREATE TABLE "product_search_cards" (
	"channel_id" integer NOT NULL,
	"locale" text NOT NULL,
	"product_id" integer NOT NULL,
	"card" jsonb NOT NULL,
	CONSTRAINT "product_search_cards_channel_id_locale_product_id_pk" PRIMARY KEY("channel_id","locale","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_catalogue_version_single_row" CHECK ("search_catalogue_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "product_search_cards" ADD CONSTRAINT "product_search_cards_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_cards" ADD CONSTRAINT "product_search_cards_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_cards" ADD CONSTRAINT "product_search_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The cards move to their own table, so the rows every search counts over stay narrow.
INSERT INTO "product_search_cards" ("channel_id", "locale", "product_id", "card")
SELECT "channel_id", "locale", "product_id", "card" FROM "product_search_documents" WHERE "card" IS NOT NULL;--> statement-breakpoint
INSERT INTO "search_catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
ALTER TABLE "product_search_documents" DROP COLUMN "card";--> statement-breakpoint
ALTER TABLE "product_search_documents" RESET (toast_tuple_target);--> statement-breakpoint
-- A dropped column keeps its bytes in every row until the row is rewritten: CLUSTER rewrites the table now
-- (VACUUM FULL cannot run inside the migration's transaction), in the order the refresh writes the rows.
CLUSTER "product_search_documents" USING "product_search_documents_channel_id_locale_product_id_pk";
