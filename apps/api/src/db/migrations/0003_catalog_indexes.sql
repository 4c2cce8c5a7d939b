CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "products_ratings_average_idx" ON "products" USING btree ("ratings_average");