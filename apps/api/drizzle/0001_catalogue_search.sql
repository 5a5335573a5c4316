CREATE TABLE "product_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"locale" text,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_promotion_channels" (
	"promotion_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "catalog_promotion_channels_promotion_id_channel_id_pk" PRIMARY KEY("promotion_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_promotion_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"locale" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"background_color" text,
	"color" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_catalog_promotions" (
	"product_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	CONSTRAINT "product_catalog_promotions_product_id_promotion_id_pk" PRIMARY KEY("product_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "stock_notification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"product_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_search_documents" (
	"product_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"locale" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"taxon_ids" integer[] DEFAULT '{}' NOT NULL,
	"attribute_value_ids" integer[] DEFAULT '{}' NOT NULL,
	"promotion_ids" integer[] DEFAULT '{}' NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_search_documents_channel_id_locale_product_id_pk" PRIMARY KEY("channel_id","locale","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_channels" ADD CONSTRAINT "catalog_promotion_channels_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_channels" ADD CONSTRAINT "catalog_promotion_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_translations" ADD CONSTRAINT "catalog_promotion_translations_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_promotion_translations" ADD CONSTRAINT "catalog_promotion_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_catalog_promotions" ADD CONSTRAINT "product_catalog_promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_catalog_promotions" ADD CONSTRAINT "product_catalog_promotions_promotion_id_catalog_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."catalog_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notification_requests" ADD CONSTRAINT "stock_notification_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notification_requests" ADD CONSTRAINT "stock_notification_requests_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notification_requests" ADD CONSTRAINT "stock_notification_requests_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_documents" ADD CONSTRAINT "product_search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_documents" ADD CONSTRAINT "product_search_documents_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search_documents" ADD CONSTRAINT "product_search_documents_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_downloads_product" ON "product_downloads" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_promotion_translations_promotion_locale" ON "catalog_promotion_translations" USING btree ("promotion_id","locale");--> statement-breakpoint
CREATE INDEX "product_catalog_promotions_promotion" ON "product_catalog_promotions" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notification_requests_open" ON "stock_notification_requests" USING btree ("email","product_id") WHERE "stock_notification_requests"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_notification_requests_product" ON "stock_notification_requests" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_documents_vector" ON "product_search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_documents_taxons" ON "product_search_documents" USING gin ("taxon_ids");--> statement-breakpoint
CREATE INDEX "product_search_documents_attribute_values" ON "product_search_documents" USING gin ("attribute_value_ids");--> statement-breakpoint
CREATE INDEX "product_search_documents_name_trgm" ON "product_search_documents" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_documents_price" ON "product_search_documents" USING btree ("channel_id","locale","price");--> statement-breakpoint
CREATE INDEX "product_search_documents_created" ON "product_search_documents" USING btree ("channel_id","locale","created_at");