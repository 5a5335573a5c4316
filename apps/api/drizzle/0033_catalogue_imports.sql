CREATE TABLE "catalogue_import_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"row" integer NOT NULL,
	"column" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"column" text,
	"product" text,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'checking' NOT NULL,
	"file_name" text NOT NULL,
	"file_key" text NOT NULL,
	"pictures_file_name" text,
	"pictures_key" text,
	"locale" text,
	"missing" text DEFAULT 'keep' NOT NULL,
	"mapping" jsonb,
	"counts" jsonb,
	"rows_total" integer,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"progress" jsonb,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "catalogue_import_pictures" ADD CONSTRAINT "catalogue_import_pictures_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_problems" ADD CONSTRAINT "catalogue_import_problems_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_pictures_import" ON "catalogue_import_pictures" USING btree ("import_id","status");--> statement-breakpoint
CREATE INDEX "catalogue_import_problems_import" ON "catalogue_import_problems" USING btree ("import_id","row");--> statement-breakpoint
CREATE INDEX "catalogue_imports_created" ON "catalogue_imports" USING btree ("created_at");