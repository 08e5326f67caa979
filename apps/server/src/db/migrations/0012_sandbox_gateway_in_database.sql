CREATE TABLE "sandbox_payments" (
	"merchant_order_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"expire_at" bigint NOT NULL,
	"redirect_url" text NOT NULL,
	"meta_info" jsonb,
	"payment_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"value" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
