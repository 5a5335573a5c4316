CREATE TABLE "article_section_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"section_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image_path" text,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "articles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "article_section_translations" ADD CONSTRAINT "article_section_translations_section_id_article_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."article_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_section_translations" ADD CONSTRAINT "article_section_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_locale_locales_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."locales"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_section_id_article_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."article_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_section_translations_section_locale" ON "article_section_translations" USING btree ("section_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "article_section_translations_locale_slug" ON "article_section_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "article_translations_article_locale" ON "article_translations" USING btree ("article_id","locale");--> statement-breakpoint
CREATE INDEX "articles_published" ON "articles" USING btree ("published_at");