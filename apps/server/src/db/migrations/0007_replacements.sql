CREATE TABLE "replacement_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"video_id" text NOT NULL,
	"video_type" text NOT NULL,
	"video_size" bigint NOT NULL,
	"admin_note" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"replacement_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	CONSTRAINT "replacement_requests_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "replacement_requests_video_id_unique" UNIQUE("video_id"),
	CONSTRAINT "replacement_requests_replacement_order_id_unique" UNIQUE("replacement_order_id"),
	CONSTRAINT "replacement_requests_status" CHECK ("replacement_requests"."status" in ('REQUESTED', 'APPROVED', 'REJECTED', 'SHIPPED'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "replacement_requests" ADD CONSTRAINT "replacement_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_requests" ADD CONSTRAINT "replacement_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replacement_requests" ADD CONSTRAINT "replacement_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replacement_requests_status_idx" ON "replacement_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "replacement_requests_user_idx" ON "replacement_requests" USING btree ("user_id","created_at");