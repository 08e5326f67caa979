ALTER TABLE "products" ADD COLUMN "product_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fabric_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;