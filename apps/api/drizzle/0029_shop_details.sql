-- Issue 18 (docs/adr/0033-shop-details-and-order-numbers.md): the seller's details become settings of each
-- channel, and order numbers come from one sequence for every channel, so a number names one order.
CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- The shared sequence goes on after the highest number any channel gave so far.
SELECT setval('"public"."order_numbers"', coalesce((SELECT max("last_number") FROM "order_sequences"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "order_sequences" CASCADE;--> statement-breakpoint
DROP INDEX "orders_channel_number";--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "order_number_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "seller_company_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "seller_vat_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "seller_bank_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "seller_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The business channel's orders read "B-000000123" from now on.
UPDATE "channels" SET "order_number_prefix" = 'B-' WHERE "code" = 'b2b';--> statement-breakpoint
-- Orders placed before: a prefixed channel's numbers take its prefix, and any number that another
-- channel's order also has gets its channel's code ("outlet-000000007"), so each number names one order.
UPDATE "orders" SET "number" = "channels"."order_number_prefix" || "orders"."number" FROM "channels"
  WHERE "channels"."id" = "orders"."channel_id" AND "orders"."number" IS NOT NULL
  AND "channels"."order_number_prefix" <> '';--> statement-breakpoint
UPDATE "orders" SET "number" = upper("channels"."code") || '-' || "orders"."number" FROM "channels"
  WHERE "channels"."id" = "orders"."channel_id" AND "orders"."number" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "orders" AS "earlier" WHERE "earlier"."number" = "orders"."number"
    AND "earlier"."channel_id" < "orders"."channel_id");--> statement-breakpoint
-- The seller's details were constants in the code (modules/orders/seller.ts): every channel starts with them.
UPDATE "channels" SET "seller_name" = 'UAB „Gandras“', "seller_company_code" = '305123450',
  "seller_vat_number" = 'LT100012345610', "seller_address" = 'Savanorių pr. 178, LT-03154 Vilnius, Lietuva',
  "seller_bank_name" = 'AB „Swedbank“', "seller_iban" = 'LT71 7300 0101 2345 6789';--> statement-breakpoint
-- The bank-transfer instructions name the account of the shop details through placeholders.
UPDATE "payment_method_translations" SET "description" = replace(replace(replace("description",
  'LT60 7300 0101 2345 6789', '{iban}'), 'UAB „Gandras“', '{companyName}'), 'To UAB Gandras,', 'To {companyName},');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("number");
