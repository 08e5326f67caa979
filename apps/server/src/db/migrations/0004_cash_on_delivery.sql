CREATE TABLE "cod_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"fee" integer NOT NULL,
	"order_limit" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_settings_one_row" CHECK ("cod_settings"."id" = 1),
	CONSTRAINT "cod_settings_fee_range" CHECK ("cod_settings"."fee" >= 0),
	CONSTRAINT "cod_settings_limit_range" CHECK ("cod_settings"."order_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method","created_at");