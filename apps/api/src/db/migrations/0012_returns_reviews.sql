CREATE TABLE "return_policies" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"return_window_days" integer NOT NULL,
	"return_shipping_paid_by" text NOT NULL,
	"restocking_fee_percent" integer DEFAULT 0 NOT NULL,
	"exchange_allowed" boolean DEFAULT true NOT NULL,
	"accepted_reasons" text[] NOT NULL,
	"free_return_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms_and_conditions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_policies_window" CHECK ("return_policies"."return_window_days" between 0 and 90),
	CONSTRAINT "return_policies_fee" CHECK ("return_policies"."restocking_fee_percent" between 0 and 50),
	CONSTRAINT "return_policies_payer" CHECK ("return_policies"."return_shipping_paid_by" in ('seller', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "return_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_request_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"paid_paise" integer NOT NULL,
	CONSTRAINT "return_request_items_line_unique" UNIQUE("return_request_id","order_item_id"),
	CONSTRAINT "return_request_items_quantity" CHECK ("return_request_items"."quantity" > 0 and "return_request_items"."paid_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"sub_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"idempotency_key" text,
	"status" text DEFAULT 'Requested' NOT NULL,
	"return_type" text NOT NULL,
	"return_reason" text NOT NULL,
	"detailed_reason" text,
	"customer_notes" text,
	"return_shipping_paid_by" text NOT NULL,
	"restocking_fee_percent" integer NOT NULL,
	"paid_paise" integer NOT NULL,
	"restocking_fee_paise" integer NOT NULL,
	"seller_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_number_unique" UNIQUE("return_number"),
	CONSTRAINT "return_requests_idempotency_unique" UNIQUE("user_id","idempotency_key","sub_order_id"),
	CONSTRAINT "return_requests_money" CHECK ("return_requests"."paid_paise" >= 0 and "return_requests"."restocking_fee_paise" between 0 and "return_requests"."paid_paise"
        and "return_requests"."restocking_fee_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"author_name" text NOT NULL,
	"author_avatar" text,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"review_text" text NOT NULL,
	"review_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"not_helpful_votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "product_reviews_product_user_unique" UNIQUE("product_id","user_id"),
	CONSTRAINT "product_reviews_rating" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_votes" CHECK ("product_reviews"."helpful_votes" >= 0 and "product_reviews"."not_helpful_votes" >= 0),
	CONSTRAINT "product_reviews_images" CHECK (cardinality("product_reviews"."review_images") <= 3),
	CONSTRAINT "product_reviews_lengths" CHECK (char_length("product_reviews"."title") <= 100 and char_length("product_reviews"."review_text") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"vote_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_visitor_id_pk" PRIMARY KEY("review_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "stored_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ratings_breakdown" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_request_id" uuid;--> statement-breakpoint
ALTER TABLE "return_policies" ADD CONSTRAINT "return_policies_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_items" ADD CONSTRAINT "return_request_items_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_items" ADD CONSTRAINT "return_request_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_sub_order_id_sub_orders_id_fk" FOREIGN KEY ("sub_order_id") REFERENCES "public"."sub_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_request_items_order_item_idx" ON "return_request_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_user_created_idx" ON "return_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_seller_created_idx" ON "return_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_created_idx" ON "product_reviews" USING btree ("product_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_rating_idx" ON "product_reviews" USING btree ("product_id","rating","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_reviews_product_helpful_idx" ON "product_reviews" USING btree ("product_id","helpful_votes" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_reviews_user_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stored_objects_owner_idx" ON "stored_objects" USING btree ("owner_user_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_request_unique" UNIQUE("return_request_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ratings_breakdown" CHECK (cardinality("products"."ratings_breakdown") = 5);--> statement-breakpoint
-- Products seeded before this migration keep their count and average: the ratings are spread over the two stars
-- around the average, which gives the same average to one decimal.
UPDATE "products" AS p SET "ratings_breakdown" = (
  SELECT array_agg(
    CASE WHEN s = b.lo THEN p.ratings_count - b.hi WHEN s = b.lo + 1 THEN b.hi ELSE 0 END ORDER BY s)
  FROM generate_series(1, 5) AS s,
    (SELECT greatest(1, least(5, floor(p.ratings_average)::int)) AS lo,
      CASE WHEN p.ratings_average >= 5 OR p.ratings_average < 1 THEN 0
        ELSE round(p.ratings_count * (p.ratings_average - floor(p.ratings_average)))::int END AS hi) AS b
) WHERE p.ratings_count > 0;
