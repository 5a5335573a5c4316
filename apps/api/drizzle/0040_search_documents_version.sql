CREATE TABLE "search_documents_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_documents_version_single_row" CHECK ("search_documents_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "search_documents_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Written by hand: every statement that changes the search documents (a refresh batch, a product's
-- delete cascading to them) or the attribute values the facet counts join bumps the version in its own
-- transaction, so a reader's snapshot holds the documents and the version that goes with them.
CREATE FUNCTION "bump_search_documents_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_documents_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_documents_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_search_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_documents_version"();--> statement-breakpoint
CREATE TRIGGER "attribute_values_search_documents_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_documents_version"();
