-- Search typo tolerance (ADR 0013); a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, regexp_replace(regexp_replace(lower("product_name" || ' ' || "fabric" || ' ' || "description"), '\mco[\s-]?ord', 'coord', 'g'), 'pajama', 'pyjama', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "products_design_idx" ON "products" USING btree ("subcategory_id","design_number");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("product_name") gin_trgm_ops);