CREATE INDEX "products_listing_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_category_created_idx" ON "products" USING btree ("category","created_at" DESC NULLS FIRST,"id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_category_price_idx" ON "products" USING btree ("category","price_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_rating_idx" ON "products" USING btree ("ratings_average" DESC NULLS FIRST,"id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_name_idx" ON "products" USING btree ("name","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_listing_discount_idx" ON "products" USING btree (((200 * ("mrp_paise" - "selling_price_paise") + "mrp_paise") / (2 * "mrp_paise")) desc,"id") WHERE "products"."is_published";