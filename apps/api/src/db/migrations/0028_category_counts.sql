-- A category page's total without counting its listings (docs/decisions/0017-uncached-catalogue.md, "counts kept
-- per category"): at 100,000 listings a category's count read up to 5,001 rows of the category's index and, past
-- that, a sample (about 7 ms of a 23 ms page). PostgreSQL keeps, per category, the published listings of each
-- product group and the totals, with every insert and delete (set-based) and every change of a listing's category,
-- group or publication (per row); sales, prices and the popularity job write none of those columns and fire nothing.
-- A group's row goes with its last listing, so a category's groups are the rows it has.
CREATE TABLE "category_group_listings" (
	"category" text NOT NULL,
	"group_key" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "category_group_listings_category_group_key_pk" PRIMARY KEY("category","group_key")
);
--> statement-breakpoint
CREATE TABLE "category_listing_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"listings" integer NOT NULL,
	"groups" integer NOT NULL
);
--> statement-breakpoint
-- One listing more (delta 1) or fewer (-1), or several of one group: the group's row, then the category's totals,
-- each an upsert, so that concurrent writers of one group or category wait for each other's row instead of both
-- counting a group as new.
CREATE FUNCTION "category_counts_add"(cat text, grp text, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  after integer;
BEGIN
  INSERT INTO category_group_listings AS t (category, group_key, listings) VALUES (cat, grp, delta)
    ON CONFLICT (category, group_key) DO UPDATE SET listings = t.listings + excluded.listings
    RETURNING t.listings INTO after;
  IF after <= 0 THEN
    DELETE FROM category_group_listings WHERE category = cat AND group_key = grp;
  END IF;
  INSERT INTO category_listing_counts AS c (category, listings, groups)
    VALUES (cat, delta, CASE WHEN after <= 0 THEN -1 WHEN after = delta THEN 1 ELSE 0 END)
    ON CONFLICT (category) DO UPDATE
      SET listings = c.listings + excluded.listings, groups = c.groups + excluded.groups;
END $$;--> statement-breakpoint
-- A seed or an import inserts thousands of listings in one statement: their groups are added in two statements.
CREATE FUNCTION "category_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH added AS (
    SELECT category, group_key, count(*)::integer AS n FROM inserted_products WHERE is_published GROUP BY 1, 2
  ), grown AS (
    INSERT INTO category_group_listings AS t (category, group_key, listings)
      SELECT category, group_key, n FROM added
      ON CONFLICT (category, group_key) DO UPDATE SET listings = t.listings + excluded.listings
      RETURNING t.category, t.group_key, t.listings
  )
  INSERT INTO category_listing_counts AS c (category, listings, groups)
    SELECT added.category, sum(added.n), count(*) FILTER (WHERE grown.listings = added.n)
    FROM grown JOIN added USING (category, group_key)
    GROUP BY added.category
    ON CONFLICT (category) DO UPDATE
      SET listings = c.listings + excluded.listings, groups = c.groups + excluded.groups;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_counts_add(category, group_key, -n)
  FROM (
    SELECT category, group_key, count(*)::integer AS n FROM deleted_products WHERE is_published GROUP BY 1, 2
  ) AS removed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "category_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_published THEN
    PERFORM category_counts_add(OLD.category, OLD.group_key, -1);
  END IF;
  IF NEW.is_published THEN
    PERFORM category_counts_add(NEW.category, NEW.group_key, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_category_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "products_category_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS deleted_products
  FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_after_delete"();--> statement-breakpoint
-- group_key is generated from variant_group (and the id, which never changes).
CREATE TRIGGER "products_category_counts_update" AFTER UPDATE OF "is_published", "category", "variant_group"
  ON "products" FOR EACH ROW
  WHEN (OLD.is_published IS DISTINCT FROM NEW.is_published OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.group_key IS DISTINCT FROM NEW.group_key)
  EXECUTE FUNCTION "category_counts_after_update"();--> statement-breakpoint
INSERT INTO "category_group_listings" (category, group_key, listings)
  SELECT category, group_key, count(*) FROM "products" WHERE is_published GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "category_listing_counts" (category, listings, groups)
  SELECT category, sum(listings), count(*) FROM "category_group_listings" GROUP BY 1;
