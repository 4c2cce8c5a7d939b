CREATE TABLE "offline_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_gateway_refunds_amount" CHECK ("offline_gateway_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE INDEX "offline_gateway_refunds_payment_idx" ON "offline_gateway_refunds" USING btree ("payment_id");