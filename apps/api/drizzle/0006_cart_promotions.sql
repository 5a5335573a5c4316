CREATE TABLE "cart_promotion_channels" (
	"promotion_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "cart_promotion_channels_promotion_id_channel_id_pk" PRIMARY KEY("promotion_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "cart_promotion_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"locale" text NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"coupon_based" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "cart_promotions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_promotions" (
	"order_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"items_discount" integer DEFAULT 0 NOT NULL,
	"shipping_discount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_promotions_order_id_promotion_id_pk" PRIMARY KEY("order_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"code" text NOT NULL,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "promotion_coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_promotion_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "cart_promotion_channels" ADD CONSTRAINT "cart_promotion_channels_promotion_id_cart_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."cart_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promotion_channels" ADD CONSTRAINT "cart_promotion_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promotion_translations" ADD CONSTRAINT "cart_promotion_translations_promotion_id_cart_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."cart_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promotion_translations" ADD CONSTRAINT "cart_promotion_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_promotion_id_cart_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."cart_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_coupons" ADD CONSTRAINT "promotion_coupons_promotion_id_cart_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."cart_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_promotion_translations_promotion_locale" ON "cart_promotion_translations" USING btree ("promotion_id","locale");--> statement-breakpoint
CREATE INDEX "promotion_coupons_promotion" ON "promotion_coupons" USING btree ("promotion_id");