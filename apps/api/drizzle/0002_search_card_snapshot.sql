ALTER TABLE "product_search_documents" ADD COLUMN "main_taxon_id" integer;--> statement-breakpoint
ALTER TABLE "product_search_documents" ADD COLUMN "card" jsonb;--> statement-breakpoint
-- A row longer than PostgreSQL's 2 kB TOAST threshold (a card with several badges or promotions) moves
-- its whole card out of line, uncompressed, instead of compressing it in place: the rows a search scans
-- stay narrow and only the page's cards are read. The target keeps the rest of such a row in place.
ALTER TABLE "product_search_documents" ALTER COLUMN "card" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "product_search_documents" SET (toast_tuple_target = 1024);
