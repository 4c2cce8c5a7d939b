-- Issue 25: facet counts that do not read every match. sample_slot (0–1023, a hash of the group key) lets a large
-- listing's counts come from a fixed sample of whole groups (docs/behaviour/catalogue.md#approximate-counts), and
-- product_specifications holds each product's specification values as rows, written by PostgreSQL with the product,
-- so the specification facets stop unpacking every matching product's JSON.
CREATE TABLE "product_specifications" (
	"product_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_specifications_product_id_key_pk" PRIMARY KEY("product_id","key")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sample_slot" smallint GENERATED ALWAYS AS ((hashtext(coalesce(variant_group, id)) & 1023)::smallint) STORED;--> statement-breakpoint
ALTER TABLE "product_specifications" ADD CONSTRAINT "product_specifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_listing_sample_idx" ON "products" USING btree ("sample_slot") WHERE "products"."is_published";--> statement-breakpoint
-- Inserts are written set-based (one statement for a whole INSERT … SELECT); an update only when the
-- specifications themselves change, so stock and popularity updates never touch the table.
CREATE FUNCTION "product_specifications_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_specifications (product_id, key, value)
    SELECT n.id, e.key, e.value
    FROM inserted_products n, jsonb_each_text(n.specifications) AS e
    WHERE e.value <> '' AND strpos(e.value, ',') = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_specifications_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_specifications WHERE product_id = NEW.id;
  INSERT INTO product_specifications (product_id, key, value)
    SELECT NEW.id, e.key, e.value
    FROM jsonb_each_text(NEW.specifications) AS e
    WHERE e.value <> '' AND strpos(e.value, ',') = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_specifications_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION "product_specifications_after_insert"();--> statement-breakpoint
CREATE TRIGGER "products_specifications_update" AFTER UPDATE OF "specifications" ON "products"
  FOR EACH ROW WHEN (OLD.specifications IS DISTINCT FROM NEW.specifications)
  EXECUTE FUNCTION "product_specifications_after_update"();--> statement-breakpoint
INSERT INTO "product_specifications" ("product_id", "key", "value")
  SELECT p.id, e.key, e.value
  FROM "products" p, jsonb_each_text(p.specifications) AS e
  WHERE e.value <> '' AND strpos(e.value, ',') = 0;
