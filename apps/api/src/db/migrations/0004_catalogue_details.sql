CREATE TABLE "product_daily_stats" (
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_daily_stats_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "product_daily_stats_counts" CHECK ("product_daily_stats"."views" >= 0 and "product_daily_stats"."sales" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "model_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minimum_order_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packer_contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_liquid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fulfillment_channel" text DEFAULT 'seller' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_dimensions" jsonb DEFAULT '{"length":10,"width":10,"height":10}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "available_regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "free_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "compliance_certifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "safety_warnings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_group" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_daily_stats" ADD CONSTRAINT "product_daily_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_daily_stats_day_idx" ON "product_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "products_variant_group_idx" ON "products" USING btree ("variant_group");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition" CHECK ("products"."condition" in ('new', 'refurbished', 'open-box'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fulfillment_channel" CHECK ("products"."fulfillment_channel" in ('seller', 'haat'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_minimum_order_quantity" CHECK ("products"."minimum_order_quantity" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_price" CHECK ("products"."shipping_price_paise" >= 0);