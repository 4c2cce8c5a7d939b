CREATE TABLE "seller_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_accounts_seller_id_unique" UNIQUE("seller_id"),
	CONSTRAINT "seller_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "seller_accounts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "seller_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "seller_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_account_holder" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "seller_accounts" ADD CONSTRAINT "seller_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_sessions" ADD CONSTRAINT "seller_sessions_account_id_seller_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."seller_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_sessions_account_idx" ON "seller_sessions" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_status" CHECK ("sellers"."status" in ('pending_review', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_bank_ifsc_format" CHECK ("sellers"."bank_ifsc" is null or "sellers"."bank_ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$');