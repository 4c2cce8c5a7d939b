CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"state" text NOT NULL,
	"circle" text NOT NULL,
	"post_offices" jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	CONSTRAINT "pincodes_six_digits" CHECK ("pincodes"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "reference_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text,
	"new_phone" text,
	"current_phone" text,
	"email_code_hash" text,
	"phone_code_hash" text,
	"current_phone_code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_change_requests_something" CHECK ("contact_change_requests"."new_email" is not null or "contact_change_requests"."new_phone" is not null),
	CONSTRAINT "contact_change_requests_attempts_non_negative" CHECK ("contact_change_requests"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"card_holder_name" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"card_token" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_last4" CHECK ("payment_methods"."card_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_month" CHECK ("payment_methods"."expiry_month" between 1 and 12),
	CONSTRAINT "payment_methods_no_card_number" CHECK ("payment_methods"."card_token" !~ '[0-9]{12}' and "payment_methods"."card_holder_name" !~ '[0-9]{12}')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pref_newsletter" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pref_promotions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pref_order_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_change_requests" ADD CONSTRAINT "contact_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pincodes_latitude_longitude_idx" ON "pincodes" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "contact_change_requests_user_created_idx" ON "contact_change_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_known" CHECK ("users"."gender" is null or "users"."gender" in ('male', 'female', 'other', 'prefer-not-to-say'));