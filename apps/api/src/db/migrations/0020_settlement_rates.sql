CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text,
	"category_path" text DEFAULT '' NOT NULL,
	"rate_bps" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_scope_from_unique" UNIQUE NULLS NOT DISTINCT("seller_id","category_path","effective_from"),
	CONSTRAINT "commission_rates_rate" CHECK ("commission_rates"."rate_bps" between 0 and 5000),
	CONSTRAINT "commission_rates_category_path" CHECK ("commission_rates"."category_path" = '' or "commission_rates"."category_path" ~ '^[a-z0-9-]+(/[a-z0-9-]+){0,2}$')
);
--> statement-breakpoint
CREATE TABLE "statutory_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statutory_rates_kind_from_unique" UNIQUE("kind","effective_from"),
	CONSTRAINT "statutory_rates_kind" CHECK ("statutory_rates"."kind" in ('gst_tcs', 'income_tax_tds')),
	CONSTRAINT "statutory_rates_rate" CHECK ("statutory_rates"."rate_bps" between 0 and 500)
);
--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rates_seller_idx" ON "commission_rates" USING btree ("seller_id");
--> statement-breakpoint
-- The default commission table of @haat/domain/settlements/commission-rates (DEFAULT_COMMISSION_RATES), in every
-- database, production included; commission.test.ts checks the two agree.
INSERT INTO "commission_rates" ("seller_id", "category_path", "rate_bps", "effective_from", "created_by") VALUES
  (NULL, '', 1000, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'mobile-phones', 500, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'mobile-phones/accessories', 1500, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'electronics', 700, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'electronics/audio', 1000, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'fashion', 1700, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'fashion/shoes', 1500, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'fashion/accessories', 1800, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'fashion/luggage', 1100, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'home', 1200, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'home/furniture', 1500, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'books', 900, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'beauty', 900, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'grocery', 500, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'kids', 1100, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'sports', 1000, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'automotive', 1000, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'automotive/tyres', 600, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'appliances', 600, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'appliances/small', 900, '2024-04-01T00:00:00+05:30', 'default'),
  (NULL, 'home-appliances', 800, '2024-04-01T00:00:00+05:30', 'default');
