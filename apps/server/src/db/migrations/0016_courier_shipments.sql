CREATE TABLE "sandbox_shipments" (
	"channel_order_id" text PRIMARY KEY NOT NULL,
	"awb" text,
	"sr_order_id" bigint DEFAULT (floor(random() * 900000000) + 100000000)::bigint NOT NULL,
	"shipment_id" bigint DEFAULT (floor(random() * 900000000) + 100000000)::bigint NOT NULL,
	"courier_name" text NOT NULL,
	"order" jsonb NOT NULL,
	"state" text DEFAULT 'AWB_ASSIGNED' NOT NULL,
	"pickup_requested" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ndr_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_shipments_awb_unique" UNIQUE("awb"),
	CONSTRAINT "sandbox_shipments_shipment_id_unique" UNIQUE("shipment_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"state" text NOT NULL,
	"label" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"ndr_reason" text,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"awb" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"courier_name" text NOT NULL,
	"state" text DEFAULT 'AWB_ASSIGNED' NOT NULL,
	"label_key" text,
	"pickup_requested_at" timestamp with time zone,
	"ndr_attempts" integer DEFAULT 0 NOT NULL,
	"ndr_action" text,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_awb_unique" UNIQUE("awb")
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "shipments_state_idx" ON "shipments" USING btree ("state","created_at");