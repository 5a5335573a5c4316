CREATE TABLE "catalog_promotion_scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"product_id" integer,
	"taxon_id" integer,
	"attribute_value_id" integer
);
--> statement-breakpoint
ALTER TABLE "channel_pricings" ADD COLUMN "base_price" integer;--> statement-breakpoint
ALTER TABLE "channel_pricings" ADD COLUMN "base_original_price" integer;--> statement-breakpoint
ALTER TABLE "catalog_promotions" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "catalog_promotions" ADD COLUMN "discount_percent" integer;--> statement-breakpoint
ALTER TABLE "catalog_promotions" ADD COLUMN "discount_amount" integer;--> statement-breakpoint
ALTER TABLE "catalog_promotions" ADD COLUMN "priority" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_promotions" ADD COLUMN "exclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_promotions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_promotion_scopes" ADD CONSTRAINT "catalog_promotion_scopes_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_scopes" ADD CONSTRAINT "catalog_promotion_scopes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_scopes" ADD CONSTRAINT "catalog_promotion_scopes_taxon_id_taxons_id_fk" FOREIGN KEY ("taxon_id") REFERENCES "public"."taxons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_scopes" ADD CONSTRAINT "catalog_promotion_scopes_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_promotion_scopes_promotion" ON "catalog_promotion_scopes" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "catalog_promotion_scopes_product" ON "catalog_promotion_scopes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_promotion_scopes_taxon" ON "catalog_promotion_scopes" USING btree ("taxon_id");--> statement-breakpoint
CREATE INDEX "catalog_promotion_scopes_attribute_value" ON "catalog_promotion_scopes" USING btree ("attribute_value_id");