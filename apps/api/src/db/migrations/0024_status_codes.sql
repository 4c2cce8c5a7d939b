-- Issue 27: order, parcel and tracking-event statuses become codes ('Order Confirmed' -> 'confirmed'), and every
-- status column gets a check constraint (ADR 0023). Rows written before this migration carry the spec's display
-- strings; each is read case-insensitively and rewritten as its code. A value outside the known strings is left as
-- it is, so the constraint below refuses it and the migration fails rather than guessing.
UPDATE "sub_orders" SET "status" = CASE lower(btrim("status"))
  WHEN 'order confirmed' THEN 'confirmed'
  WHEN 'payment received' THEN 'payment_received'
  WHEN 'order packed' THEN 'packed'
  WHEN 'order dispatched' THEN 'dispatched'
  WHEN 'out for delivery' THEN 'out_for_delivery'
  WHEN 'order delivered' THEN 'delivered'
  WHEN 'cancelled' THEN 'cancelled'
  WHEN 'returned' THEN 'returned'
  ELSE "status"
END;
--> statement-breakpoint
UPDATE "orders" SET "status" = CASE lower(btrim("status"))
  WHEN 'order confirmed' THEN 'confirmed'
  WHEN 'payment received' THEN 'payment_received'
  WHEN 'order packed' THEN 'packed'
  WHEN 'order dispatched' THEN 'dispatched'
  WHEN 'out for delivery' THEN 'out_for_delivery'
  WHEN 'order delivered' THEN 'delivered'
  WHEN 'cancelled' THEN 'cancelled'
  WHEN 'returned' THEN 'returned'
  ELSE "status"
END;
--> statement-breakpoint
UPDATE "tracking_events" SET "status" = CASE lower(btrim("status"))
  WHEN 'order confirmed' THEN 'confirmed'
  WHEN 'payment received' THEN 'payment_received'
  WHEN 'order packed' THEN 'packed'
  WHEN 'order dispatched' THEN 'dispatched'
  WHEN 'out for delivery' THEN 'out_for_delivery'
  WHEN 'order delivered' THEN 'delivered'
  WHEN 'cancelled' THEN 'cancelled'
  WHEN 'returned' THEN 'returned'
  WHEN 'return requested' THEN 'return_requested'
  WHEN 'return approved' THEN 'return_approved'
  WHEN 'return rejected' THEN 'return_rejected'
  WHEN 'return picked up' THEN 'return_picked_up'
  WHEN 'return refunded' THEN 'return_refunded'
  WHEN 'return exchanged' THEN 'return_exchanged'
  ELSE "status"
END;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_status" CHECK ("idempotency_keys"."status" in ('in_progress', 'completed'));--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_response_status" CHECK ("idempotency_keys"."response_status" between 100 and 599);--> statement-breakpoint
ALTER TABLE "offline_gateway_payments" ADD CONSTRAINT "offline_gateway_payments_status" CHECK ("offline_gateway_payments"."status" in ('captured', 'failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('confirmed', 'payment_received', 'packed', 'dispatched', 'out_for_delivery', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('Pending', 'Completed', 'Refunded', 'Failed'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'processed', 'failed'));--> statement-breakpoint
ALTER TABLE "sub_orders" ADD CONSTRAINT "sub_orders_status" CHECK ("sub_orders"."status" in ('confirmed', 'payment_received', 'packed', 'dispatched', 'out_for_delivery', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_status" CHECK ("tracking_events"."status" in ('confirmed', 'payment_received', 'packed', 'dispatched', 'out_for_delivery', 'delivered', 'cancelled', 'returned', 'return_requested', 'return_approved', 'return_rejected', 'return_picked_up', 'return_refunded', 'return_exchanged'));--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_status" CHECK ("return_requests"."status" in ('Requested', 'Approved', 'Rejected', 'Picked Up', 'Refunded', 'Exchanged'));