CREATE TABLE "content_block_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"locale" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"channel_id" integer,
	"audience" text DEFAULT 'all' NOT NULL,
	"display_locations" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_codes" text[] DEFAULT '{}' NOT NULL,
	"taxon_codes" text[] DEFAULT '{}' NOT NULL,
	"attribute_value_codes" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_blocks_code_unique" UNIQUE("code"),
	CONSTRAINT "content_blocks_type" CHECK ("content_blocks"."type" in ('textBlock', 'imageBlock', 'youtubeIframe', 'halfAndHalfBlock', 'productsBlock', 'slider', 'categoryBlock', 'blockList', 'nested', 'brandsBlock', 'imagesSlider', 'halfAndHalfGoogleMapBlock', 'bannersWithButtons', 'slimBannersWithButtons', 'newsBlock', 'linkBlocks', 'contacts', 'locationMapBlock', 'halfAndHalfAdaptBlock', 'newProductsBlock', 'thirdPartyProductList')),
	CONSTRAINT "content_blocks_audience" CHECK ("content_blocks"."audience" in ('all', 'registered', 'guests')),
	CONSTRAINT "content_blocks_display_locations" CHECK (cardinality("content_blocks"."display_locations") > 0 and "content_blocks"."display_locations" <@ array['home', 'taxonomy', 'product', 'attributeValue']::text[])
);
--> statement-breakpoint
ALTER TABLE "content_block_translations" ADD CONSTRAINT "content_block_translations_block_id_content_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."content_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_block_translations" ADD CONSTRAINT "content_block_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_block_translations_locale" ON "content_block_translations" USING btree ("block_id","locale");--> statement-breakpoint
CREATE INDEX "content_blocks_display_locations" ON "content_blocks" USING gin ("display_locations");