CREATE TABLE "wishlist_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"wishlist_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_variant_code" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"customer_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "wishlist_products" ADD CONSTRAINT "wishlist_products_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_products_wishlist_product" ON "wishlist_products" USING btree ("wishlist_id","product_code");--> statement-breakpoint
CREATE INDEX "wishlist_products_product" ON "wishlist_products" USING btree ("product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_customer_channel" ON "wishlists" USING btree ("customer_id","channel_id");