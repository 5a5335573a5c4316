CREATE TABLE "account_verification_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "flat_number" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "post_code" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "privacy_policy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "terms_and_conditions_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "loyalty_rules_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_verification_tokens" ADD CONSTRAINT "account_verification_tokens_shop_user_id_shop_users_id_fk" FOREIGN KEY ("shop_user_id") REFERENCES "public"."shop_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_verification_tokens_user" ON "account_verification_tokens" USING btree ("shop_user_id");