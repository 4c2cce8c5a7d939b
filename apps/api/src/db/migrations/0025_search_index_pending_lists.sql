-- The same indexes with a smaller pending list (schema/products.ts); set in place, as a rebuild would read every product.
ALTER INDEX "products_search_document_idx" SET (gin_pending_list_limit=256);--> statement-breakpoint
ALTER INDEX "products_search_title_idx" SET (gin_pending_list_limit=256);
