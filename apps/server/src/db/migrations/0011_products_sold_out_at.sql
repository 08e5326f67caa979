ALTER TABLE "products" ADD COLUMN "sold_out_at" timestamp with time zone;--> statement-breakpoint
-- "Sold out today" means the stock went from 1 or more to 0 today, whatever wrote it (a sale, the
-- back office, an import); a product created at 0 (the demo seed) never sold out.
CREATE OR REPLACE FUNCTION "products_track_sold_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."quantity" < 1 AND OLD."quantity" >= 1 THEN
    NEW."sold_out_at" := now();
  ELSIF NEW."quantity" >= 1 THEN
    NEW."sold_out_at" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_sold_out_at" BEFORE UPDATE OF "quantity" ON "products"
  FOR EACH ROW WHEN (OLD."quantity" IS DISTINCT FROM NEW."quantity") EXECUTE FUNCTION "products_track_sold_out"();
