ALTER TABLE "loyalty_rules" ADD COLUMN "points_per_euro" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_rules" ADD COLUMN "point_value" integer DEFAULT 10 NOT NULL;