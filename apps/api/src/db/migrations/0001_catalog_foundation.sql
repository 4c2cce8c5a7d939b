CREATE TABLE "sellers" (
	"id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"display_name" text NOT NULL,
	"gstin" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_gstin_unique" UNIQUE("gstin"),
	CONSTRAINT "sellers_gstin_format" CHECK ("sellers"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
	CONSTRAINT "sellers_gstin_state" CHECK (substr("sellers"."gstin", 1, 2) = "sellers"."state_code"),
	CONSTRAINT "sellers_pincode_format" CHECK ("sellers"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "sellers_rating_range" CHECK ("sellers"."rating" >= 0 and "sellers"."rating" <= 5),
	CONSTRAINT "sellers_rating_count" CHECK ("sellers"."rating_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"sub_subcategory" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"bullet_points" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_paise" integer NOT NULL,
	"selling_price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"gst_percentage" integer DEFAULT 18 NOT NULL,
	"hsn_code" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text NOT NULL,
	"ratings_average" numeric(2, 1) DEFAULT '0' NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"country_of_origin" text DEFAULT 'India' NOT NULL,
	"shipping_weight_grams" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_prices_positive" CHECK ("products"."price_paise" > 0 and "products"."selling_price_paise" > 0),
	CONSTRAINT "products_mrp_not_below_selling" CHECK ("products"."mrp_paise" >= "products"."selling_price_paise"),
	CONSTRAINT "products_gst_percentage" CHECK ("products"."gst_percentage" between 0 and 28),
	CONSTRAINT "products_hsn_code" CHECK ("products"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "products_ratings_range" CHECK ("products"."ratings_average" >= 0 and "products"."ratings_average" <= 5 and "products"."ratings_count" >= 0),
	CONSTRAINT "products_shipping_weight" CHECK ("products"."shipping_weight_grams" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_subcategory_idx" ON "products" USING btree ("category","subcategory");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");