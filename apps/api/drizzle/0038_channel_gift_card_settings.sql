CREATE TABLE "channel_gift_card_settings" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"min_sum" integer NOT NULL,
	"max_sum" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_gift_card_settings" ADD CONSTRAINT "channel_gift_card_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;