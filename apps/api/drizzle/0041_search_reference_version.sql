-- Written by hand (ADR 0070): a text search answered from the API process's columns also names its facets,
-- promotions and category suggestions from rows read with them. A transaction that changes those rows moves
-- search_documents_version too, so columns read at a version hold the names that go with it, and a search
-- that sees a newer version is answered in SQL while they are read again.
-- Unlike the documents' statement triggers (0040), these bump once per transaction, at its commit (deferred
-- constraint triggers): a back office edit or an import batch takes the version row's lock as the last thing
-- it does, so it never holds it while waiting for another transaction's rows.
CREATE FUNCTION "bump_search_documents_version_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.search_version_bumped_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('shop.search_version_bumped_in', txid_current()::text, true);
    UPDATE "search_documents_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "attributes_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "attributes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "attribute_translations_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "attribute_translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "attribute_value_translations_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "attribute_value_translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_promotions_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "catalog_promotions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_promotion_channels_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "catalog_promotion_channels" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_promotion_translations_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "catalog_promotion_translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "taxons_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "taxons" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "taxon_translations_search_documents_version" AFTER INSERT OR UPDATE OR DELETE ON "taxon_translations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_documents_version_at_commit"();--> statement-breakpoint
CREATE TRIGGER "reference_tables_truncated_search_documents_version" AFTER TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_documents_version"();--> statement-breakpoint
CREATE TRIGGER "taxons_truncated_search_documents_version" AFTER TRUNCATE ON "taxons" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_documents_version"();--> statement-breakpoint
CREATE TRIGGER "catalog_promotions_truncated_search_documents_version" AFTER TRUNCATE ON "catalog_promotions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_documents_version"();
