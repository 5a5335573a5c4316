CREATE TABLE "loyalty_benefit_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"benefit_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_id" integer NOT NULL,
	"image_path" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount_to_spend" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"card_number" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"amount_spent" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "loyalty_memberships_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "loyalty_memberships_card_number_unique" UNIQUE("card_number")
);
--> statement-breakpoint
CREATE TABLE "loyalty_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"channel_id" integer,
	CONSTRAINT "loyalty_rules_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_benefit_translations" ADD CONSTRAINT "loyalty_benefit_translations_benefit_id_loyalty_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."loyalty_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_benefit_translations" ADD CONSTRAINT "loyalty_benefit_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_benefits" ADD CONSTRAINT "loyalty_benefits_level_id_loyalty_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."loyalty_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_rule_id_loyalty_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."loyalty_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_memberships" ADD CONSTRAINT "loyalty_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_memberships" ADD CONSTRAINT "loyalty_memberships_rule_id_loyalty_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."loyalty_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rules" ADD CONSTRAINT "loyalty_rules_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_benefit_translations_benefit_locale" ON "loyalty_benefit_translations" USING btree ("benefit_id","locale");--> statement-breakpoint
CREATE INDEX "loyalty_benefits_level" ON "loyalty_benefits" USING btree ("level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_rule_code" ON "loyalty_levels" USING btree ("rule_id","code");