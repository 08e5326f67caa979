-- Designs (ADR 0012): refreshed once per statement, in one order. The row triggers of 0009 took each
-- design's lock (held until commit) in the order the statement happened to write its rows, so two
-- sales selling out sizes of the same two designs in opposite orders could deadlock, and PostgreSQL
-- aborted one of them. A statement now collects the designs it changed and refreshes them sorted by
-- (subcategory, design key): two sales wait for each other's designs in the same order, never in a cycle.
DROP TRIGGER "products_designs_insert_delete" ON "products";--> statement-breakpoint
DROP TRIGGER "products_designs_update" ON "products";--> statement-breakpoint
DROP FUNCTION "products_refresh_designs"();--> statement-breakpoint
CREATE FUNCTION "products_refresh_designs"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR d IN SELECT DISTINCT "subcategory_id" AS sub, "design_key" AS dkey FROM new_rows ORDER BY 1, 2 LOOP
      PERFORM "refresh_design"(d.sub, d.dkey);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR d IN SELECT DISTINCT "subcategory_id" AS sub, "design_key" AS dkey FROM old_rows ORDER BY 1, 2 LOOP
      PERFORM "refresh_design"(d.sub, d.dkey);
    END LOOP;
  ELSE
    -- A stock change that leaves a size in stock (or sold out) changes nothing a design row holds.
    FOR d IN
      WITH changed AS (
        SELECT o."subcategory_id" AS old_sub, o."design_key" AS old_key, n."subcategory_id" AS new_sub, n."design_key" AS new_key
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."subcategory_id", o."design_key", o."is_active", o."product_name", o."size", o."selling_price",
            o."discount", o."fabric", o."description", o."created_at", o."quantity" > 0)
          IS DISTINCT FROM (n."subcategory_id", n."design_key", n."is_active", n."product_name", n."size",
            n."selling_price", n."discount", n."fabric", n."description", n."created_at", n."quantity" > 0)
      )
      SELECT old_sub AS sub, old_key AS dkey FROM changed
      UNION
      SELECT new_sub, new_key FROM changed
      ORDER BY 1, 2
    LOOP
      PERFORM "refresh_design"(d.sub, d.dkey);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_designs_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_designs"();--> statement-breakpoint
CREATE TRIGGER "products_designs_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_designs"();--> statement-breakpoint
CREATE TRIGGER "products_designs_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_designs"();
