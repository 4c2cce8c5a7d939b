ALTER TABLE "products" ADD COLUMN "listing_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listing_note" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_listing_status" CHECK ("products"."listing_status" in ('draft', 'pending_review', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_published_approved" CHECK (not "products"."is_published" or "products"."listing_status" = 'approved');