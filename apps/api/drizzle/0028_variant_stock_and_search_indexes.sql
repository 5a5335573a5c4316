CREATE INDEX "warehouse_stocks_variant" ON "warehouse_stocks" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "product_search_cards_product" ON "product_search_cards" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_documents_product" ON "product_search_documents" USING btree ("product_id");