-- Issue 23: a listing's options within its group (variant_options), the card it belongs to (group_key: its group,
-- or itself), the end of a flash-sale price (sale_ends_at), and the Bayesian rating score that Top rated and the
-- Customer Rating sort order by (@haat/domain/catalog/rating-score: prior 3.5 weighted as 25 ratings).
DROP INDEX "products_listing_rating_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "group_key" text GENERATED ALWAYS AS (coalesce(variant_group, id)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_score" numeric(4, 3) GENERATED ALWAYS AS (round((ratings_average * ratings_count + 3.5 * 25) / (ratings_count + 25), 3)) STORED;--> statement-breakpoint
CREATE INDEX "products_group_key_idx" ON "products" USING btree ("group_key");--> statement-breakpoint
CREATE INDEX "products_listing_rating_idx" ON "products" USING btree ("rating_score" DESC NULLS FIRST,"id") WHERE "products"."is_published";