CREATE TABLE "product_image_translations" (
	"image_id" integer NOT NULL,
	"locale" text NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "product_image_translations_image_id_locale_pk" PRIMARY KEY("image_id","locale")
);
--> statement-breakpoint
ALTER TABLE "taxons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "meta_title" text;--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "meta_description" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_image_translations" ADD CONSTRAINT "product_image_translations_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image_translations" ADD CONSTRAINT "product_image_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_translations_name_trgm" ON "product_translations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_trgm" ON "products" USING gin (lower("code") gin_trgm_ops);