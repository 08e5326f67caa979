-- Designs (ADR 0012, 0013): one row per design, kept by a trigger on products, so lists and search
-- rank, filter and page designs instead of grouping every size per request.
CREATE TABLE "designs" (
	"subcategory_id" uuid NOT NULL,
	"design_key" text NOT NULL,
	"product_id" uuid NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"lowest_price" integer NOT NULL,
	"best_discount" numeric(5, 2) NOT NULL,
	"newest" timestamp with time zone NOT NULL,
	"in_stock_count" integer NOT NULL,
	"sizes" text[] NOT NULL,
	"fabrics" text[] NOT NULL,
	"variants" jsonb NOT NULL,
	CONSTRAINT "designs_subcategory_id_design_key_pk" PRIMARY KEY("subcategory_id","design_key")
);
--> statement-breakpoint
DROP INDEX "products_design_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "design_key" text GENERATED ALWAYS AS (coalesce(nullif("design_number", ''), "id"::text)) STORED;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designs_search_idx" ON "designs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_design_key_idx" ON "products" USING btree ("subcategory_id","design_key");--> statement-breakpoint
-- Rewrites one design's row from its active sizes (none: no row). Writers of one design take turns (an
-- advisory lock for the transaction), and each reads the sizes as committed when its turn came, so two
-- concurrent sales of two sizes of one design cannot leave a stale row.
CREATE FUNCTION "refresh_design"(sub uuid, dkey text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('designs:' || sub::text || ':' || dkey, 0));
  DELETE FROM "designs" WHERE "subcategory_id" = sub AND "design_key" = dkey;
  INSERT INTO "designs" ("subcategory_id", "design_key", "product_id", "search_vector", "lowest_price",
    "best_discount", "newest", "in_stock_count", "sizes", "fabrics", "variants")
  SELECT sub, dkey,
    (array_agg(p."id" ORDER BY (p."quantity" > 0) DESC, p."selling_price", p."created_at" DESC, p."id"))[1],
    to_tsvector('english'::regconfig, regexp_replace(regexp_replace(lower(
      string_agg(DISTINCT p."product_name" || ' ' || p."fabric" || ' ' || p."description", ' ')),
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
CREATE FUNCTION "products_refresh_designs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "refresh_design"(OLD."subcategory_id", OLD."design_key");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE'
      AND (NEW."subcategory_id", NEW."design_key") IS DISTINCT FROM (OLD."subcategory_id", OLD."design_key")) THEN
    PERFORM "refresh_design"(NEW."subcategory_id", NEW."design_key");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_designs_insert_delete" AFTER INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_refresh_designs"();--> statement-breakpoint
-- A stock change that leaves the size in stock (or sold out) changes nothing a design row holds.
CREATE TRIGGER "products_designs_update" AFTER UPDATE ON "products" FOR EACH ROW
  WHEN ((OLD."subcategory_id", OLD."design_key", OLD."is_active", OLD."product_name", OLD."size", OLD."selling_price",
      OLD."discount", OLD."fabric", OLD."description", OLD."created_at", OLD."quantity" > 0)
    IS DISTINCT FROM (NEW."subcategory_id", NEW."design_key", NEW."is_active", NEW."product_name", NEW."size",
      NEW."selling_price", NEW."discount", NEW."fabric", NEW."description", NEW."created_at", NEW."quantity" > 0))
  EXECUTE FUNCTION "products_refresh_designs"();--> statement-breakpoint
SELECT "refresh_design"("subcategory_id", "design_key")
FROM (SELECT DISTINCT "subcategory_id", "design_key" FROM "products" WHERE "is_active") k;
