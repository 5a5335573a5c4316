CREATE TABLE "banner_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"image_path" text NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"channel_id" integer,
	"display_for" text DEFAULT 'all' NOT NULL,
	"standalone" boolean DEFAULT true NOT NULL,
	"active_from" date,
	"active_until" date,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_code_unique" UNIQUE("code"),
	CONSTRAINT "banners_display_for" CHECK ("banners"."display_for" in ('all', 'guest', 'authorised'))
);
--> statement-breakpoint
CREATE TABLE "information_bar_message_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"locale" text NOT NULL,
	"description" text NOT NULL,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	CONSTRAINT "information_bar_message_translations_colours" CHECK ("information_bar_message_translations"."background_color" ~* '^#([0-9a-f]{3}|[0-9a-f]{6})$' and "information_bar_message_translations"."text_color" ~* '^#([0-9a-f]{3}|[0-9a-f]{6})$')
);
--> statement-breakpoint
CREATE TABLE "information_bar_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"bar_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "information_bars" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"channel_id" integer,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "information_bars_code_unique" UNIQUE("code"),
	CONSTRAINT "information_bars_audience" CHECK ("information_bars"."audience" in ('all', 'guests', 'registered'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"channel_id" integer NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"privacy_policy_accepted_at" timestamp with time zone NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_status" CHECK ("newsletter_subscribers"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_bar_message_translations" ADD CONSTRAINT "information_bar_message_translations_message_id_information_bar_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."information_bar_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_bar_message_translations" ADD CONSTRAINT "information_bar_message_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_bar_messages" ADD CONSTRAINT "information_bar_messages_bar_id_information_bars_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."information_bars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_bars" ADD CONSTRAINT "information_bars_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banner_translations_locale" ON "banner_translations" USING btree ("banner_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "information_bar_message_translations_locale" ON "information_bar_message_translations" USING btree ("message_id","locale");--> statement-breakpoint
CREATE INDEX "information_bar_messages_bar" ON "information_bar_messages" USING btree ("bar_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_channel" ON "newsletter_subscribers" USING btree ("email","channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_token" ON "newsletter_subscribers" USING btree ("confirm_token_hash");