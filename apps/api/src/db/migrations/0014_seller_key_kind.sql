-- Issue 22: seller keys say whether they are derivable development keys ('dev') or random ones ('live'), so
-- production can refuse the first. Existing rows are live unless their prefix is the seed's hsk_test_; the
-- default only fills existing rows and is dropped, so every later insert must name its kind.
ALTER TABLE "seller_api_keys" ADD COLUMN "kind" text NOT NULL DEFAULT 'live';--> statement-breakpoint
UPDATE "seller_api_keys" SET "kind" = 'dev' WHERE starts_with("key_prefix", 'hsk_test_');--> statement-breakpoint
ALTER TABLE "seller_api_keys" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "seller_api_keys" ADD CONSTRAINT "seller_api_keys_kind" CHECK ("seller_api_keys"."kind" in ('dev', 'live'));--> statement-breakpoint
ALTER TABLE "seller_api_keys" ADD CONSTRAINT "seller_api_keys_test_prefix_is_dev" CHECK ("seller_api_keys"."kind" = 'dev' or not starts_with("seller_api_keys"."key_prefix", 'hsk_test_'));
