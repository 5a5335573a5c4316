CREATE TABLE "return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"state" text DEFAULT 'initiated' NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_method_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"method_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "return_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"channel_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer,
	"state" text DEFAULT 'initiated' NOT NULL,
	"currency_code" text NOT NULL,
	"return_method_id" integer,
	"return_fee" integer DEFAULT 0 NOT NULL,
	"address" jsonb,
	"refund_method" text NOT NULL,
	"refund_first_name" text,
	"refund_last_name" text,
	"refund_bank_account" text,
	"refund_gift_card_id" integer,
	"locale_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "order_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_method_translations" ADD CONSTRAINT "return_method_translations_method_id_return_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."return_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_method_translations" ADD CONSTRAINT "return_method_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_methods" ADD CONSTRAINT "return_methods_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_return_method_id_return_methods_id_fk" FOREIGN KEY ("return_method_id") REFERENCES "public"."return_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_items_return" ON "return_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_method_translations_method_locale" ON "return_method_translations" USING btree ("method_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "return_methods_channel_code" ON "return_methods" USING btree ("channel_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_channel_number" ON "returns" USING btree ("channel_id","number");--> statement-breakpoint
CREATE INDEX "returns_customer" ON "returns" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "returns_order" ON "returns" USING btree ("order_id");--> statement-breakpoint
UPDATE "orders" SET "fulfilled_at" = "updated_at" WHERE "state" = 'fulfilled';
