-- Search finds a product by its Hindi name, fabric and description too (ADR 0029): the products' and the
-- designs' search documents take the Hindi text (nukta dropped, as the shopper's words drop it), and a
-- change to the Hindi text refreshes its design's row. Dropping the generated column dropped its index.
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, regexp_replace(regexp_replace(lower("product_name" || ' ' || "fabric" || ' ' || "description" || ' ' || replace("product_name_hi" || ' ' || "fabric_hi" || ' ' || "description_hi", chr(2364), '')), '\mco[\s-]?ord', 'coord', 'g'), 'pajama', 'pyjama', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_design"(sub uuid, dkey text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('designs:' || sub::text || ':' || dkey, 0));
  DELETE FROM "designs" WHERE "subcategory_id" = sub AND "design_key" = dkey;
  INSERT INTO "designs" ("subcategory_id", "design_key", "product_id", "search_vector", "lowest_price",
    "best_discount", "newest", "in_stock_count", "sizes", "fabrics", "variants")
  SELECT sub, dkey,
    (array_agg(p."id" ORDER BY (p."quantity" > 0) DESC, p."selling_price", p."created_at" DESC, p."id"))[1],
    to_tsvector('english'::regconfig, regexp_replace(regexp_replace(lower(
      string_agg(DISTINCT p."product_name" || ' ' || p."fabric" || ' ' || p."description" || ' ' ||
        replace(p."product_name_hi" || ' ' || p."fabric_hi" || ' ' || p."description_hi", chr(2364), ''), ' ')),
      '\mco[\s-]?ord', 'coord', 'g'), 'pajama', 'pyjama', 'g')),
    coalesce(min(p."selling_price") FILTER (WHERE p."quantity" > 0), min(p."selling_price")),
    max(p."discount"),
    max(p."created_at"),
    count(*) FILTER (WHERE p."quantity" > 0),
    array_agg(p."size" ORDER BY p."created_at", p."id"),
    coalesce(array_agg(DISTINCT p."fabric") FILTER (WHERE p."fabric" <> ''), '{}'),
    jsonb_agg(jsonb_build_object('size', lower(p."size"), 'fabric', lower(p."fabric"),
      'price', p."selling_price", 'inStock', p."quantity" > 0))
  FROM "products" p
  WHERE p."subcategory_id" = sub AND p."design_key" = dkey AND p."is_active"
  HAVING count(*) > 0;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_refresh_designs"() RETURNS trigger LANGUAGE plpgsql AS $$
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
            o."discount", o."fabric", o."description", o."created_at", o."quantity" > 0,
            o."product_name_hi", o."fabric_hi", o."description_hi")
          IS DISTINCT FROM (n."subcategory_id", n."design_key", n."is_active", n."product_name", n."size",
            n."selling_price", n."discount", n."fabric", n."description", n."created_at", n."quantity" > 0,
            n."product_name_hi", n."fabric_hi", n."description_hi")
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
SELECT "refresh_design"("subcategory_id", "design_key")
FROM (SELECT DISTINCT "subcategory_id", "design_key" FROM "products" WHERE "is_active") k;