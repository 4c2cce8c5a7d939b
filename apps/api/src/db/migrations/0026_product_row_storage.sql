-- Which of a listing's columns stay in its row (docs/decisions/0017-uncached-catalogue.md, "Columns kept in the row").
-- A seeded listing's row is about 2.9 kB before PostgreSQL compresses or moves anything out of it, over the 2 kB at
-- which it starts to; by default it then took the largest columns first, which left the specifications (Ideal For,
-- Colour) and at times the pictures out of line, so a search that tests who a product is for fetched them from the
-- TOAST table for every match ("phone for men" at 100,000 listings: its ranking statement 195 ms, 143 with them in
-- the row; bench/RESULTS.md). Now only the full search
-- document goes out of line (it is read through its index, never from the row) and the description may be
-- compressed; what the filters, ranking and cards read is MAIN, kept in the row unless a row could not fit a page.
-- Rows written from now on take this; existing ones as they are next updated (the popularity job rewrites the ones
-- that sell or are viewed), or all at once with VACUUM FULL products (docs/operations.md).
ALTER TABLE "products" ALTER COLUMN "search_document" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "products"
  ALTER COLUMN "id" SET STORAGE MAIN, ALTER COLUMN "seller_id" SET STORAGE MAIN, ALTER COLUMN "name" SET STORAGE MAIN,
  ALTER COLUMN "slug" SET STORAGE MAIN, ALTER COLUMN "brand" SET STORAGE MAIN, ALTER COLUMN "category" SET STORAGE MAIN,
  ALTER COLUMN "subcategory" SET STORAGE MAIN, ALTER COLUMN "sub_subcategory" SET STORAGE MAIN, ALTER COLUMN "tags" SET STORAGE MAIN,
  ALTER COLUMN "bullet_points" SET STORAGE MAIN, ALTER COLUMN "hsn_code" SET STORAGE MAIN, ALTER COLUMN "sku" SET STORAGE MAIN,
  ALTER COLUMN "ratings_breakdown" SET STORAGE MAIN, ALTER COLUMN "specifications" SET STORAGE MAIN, ALTER COLUMN "images" SET STORAGE MAIN,
  ALTER COLUMN "listing_status" SET STORAGE MAIN, ALTER COLUMN "country_of_origin" SET STORAGE MAIN,
  ALTER COLUMN "manufacturer_name" SET STORAGE MAIN, ALTER COLUMN "model_number" SET STORAGE MAIN, ALTER COLUMN "condition" SET STORAGE MAIN,
  ALTER COLUMN "shelf_life" SET STORAGE MAIN, ALTER COLUMN "packer_name" SET STORAGE MAIN, ALTER COLUMN "packer_contact" SET STORAGE MAIN,
  ALTER COLUMN "fulfillment_channel" SET STORAGE MAIN, ALTER COLUMN "shipping_dimensions" SET STORAGE MAIN,
  ALTER COLUMN "available_regions" SET STORAGE MAIN, ALTER COLUMN "variant_group" SET STORAGE MAIN, ALTER COLUMN "variant_name" SET STORAGE MAIN,
  ALTER COLUMN "variant_options" SET STORAGE MAIN, ALTER COLUMN "group_key" SET STORAGE MAIN, ALTER COLUMN "search_title" SET STORAGE MAIN;
