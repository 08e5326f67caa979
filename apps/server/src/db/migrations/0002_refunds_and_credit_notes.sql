CREATE TABLE "credit_note_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credit_note_pdf_path" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_note_number_unique" UNIQUE("credit_note_number");