CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"return_request_id" uuid,
	"merchant_refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text DEFAULT 'PROVIDER' NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"provider_refund_id" text,
	"provider_response" jsonb,
	"reference" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_return_request_id_unique" UNIQUE("return_request_id"),
	CONSTRAINT "refunds_merchant_refund_id_unique" UNIQUE("merchant_refund_id"),
	CONSTRAINT "refunds_amount_pos" CHECK ("refunds"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"wanted_product_id" uuid,
	"reserved" integer DEFAULT 0 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "return_lines_quantity_pos" CHECK ("return_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"pickup" text,
	"pickup_awb" text DEFAULT '' NOT NULL,
	"pickup_shipment_id" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"qc_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payout_sealed" text,
	"payout_masked" text DEFAULT '' NOT NULL,
	"refund_paise" integer DEFAULT 0 NOT NULL,
	"credit_note_number" text,
	"credit_note_date" timestamp with time zone,
	"credit_note_pdf_path" text,
	"credit_lines" jsonb,
	"exchange_order_id" uuid,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "return_requests_exchange_order_id_unique" UNIQUE("exchange_order_id"),
	CONSTRAINT "return_requests_kind" CHECK ("return_requests"."kind" in ('RETURN', 'EXCHANGE'))
);
--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "is_hygiene" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_request_id_return_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_wanted_product_id_products_id_fk" FOREIGN KEY ("wanted_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("checked_at") WHERE "refunds"."state" = 'PENDING' and "refunds"."method" = 'PROVIDER';--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_open_line_idx" ON "return_lines" USING btree ("order_item_id") WHERE "return_lines"."open" = 1;--> statement-breakpoint
CREATE INDEX "return_lines_request_idx" ON "return_lines" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
-- Refunds already started on cancelled paid orders become rows, with the merchant refund id they were asked with.
INSERT INTO "refunds" ("order_id", "merchant_refund_id", "amount", "state", "provider_refund_id", "created_at", "completed_at")
SELECT "id", "id"::text || '-R', "amount",
  CASE WHEN "payment_status" = 'PAYMENT_REFUNDED' THEN 'COMPLETED' ELSE 'PENDING' END,
  "refund_id", coalesce("refund_requested_at", now()),
  CASE WHEN "payment_status" = 'PAYMENT_REFUNDED' THEN coalesce("refund_requested_at", now()) END
FROM "orders" WHERE "payment_status" IN ('REFUND_PENDING', 'PAYMENT_REFUNDED');
