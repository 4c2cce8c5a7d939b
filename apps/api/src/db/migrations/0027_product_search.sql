-- A search matches, counts and ranks a narrow copy of what it reads (docs/decisions/0017-uncached-catalogue.md, "A
-- search table"): a broad search ("phone", 19,000 matches at 100,000 listings) read each match's 2 kB products row,
-- stepping through some fifty columns for its popularity and group (bench/RESULTS.md). PostgreSQL writes the rows
-- with the product: inserts set-based, updates by a write of a copied column, deletes by the foreign key. Room is
-- left in each page (fillfactor) so that sales' and the popularity job's updates stay on their page without new
-- index entries.
CREATE TABLE "product_search" (
	"id" text PRIMARY KEY NOT NULL,
	"is_published" boolean NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"sub_subcategory" text,
	"brand" text NOT NULL,
	"price_paise" integer NOT NULL,
	"popularity" integer NOT NULL,
	"group_key" text NOT NULL,
	"ratings_average" numeric(2, 1) NOT NULL,
	"stock" integer NOT NULL,
	"condition" text NOT NULL,
	"search_title" "tsvector" NOT NULL,
	"search_document" "tsvector" NOT NULL
) WITH (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_search"
  SELECT id, is_published, category, subcategory, sub_subcategory, brand, price_paise, popularity, group_key,
    ratings_average, stock, condition, search_title, search_document
  FROM "products";--> statement-breakpoint
CREATE INDEX "product_search_path_idx" ON "product_search" USING btree ("category","subcategory","sub_subcategory") WHERE "product_search"."is_published";--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("search_document") WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "product_search_title_idx" ON "product_search" USING gin ("search_title") WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE FUNCTION "product_search_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search
    SELECT id, is_published, category, subcategory, sub_subcategory, brand, price_paise, popularity, group_key,
      ratings_average, stock, condition, search_title, search_document
    FROM inserted_products;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "product_search_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET is_published = NEW.is_published, category = NEW.category,
    subcategory = NEW.subcategory, sub_subcategory = NEW.sub_subcategory, brand = NEW.brand,
    price_paise = NEW.price_paise, popularity = NEW.popularity, group_key = NEW.group_key,
    ratings_average = NEW.ratings_average, stock = NEW.stock, condition = NEW.condition,
    search_title = NEW.search_title, search_document = NEW.search_document
  WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION "product_search_after_insert"();--> statement-breakpoint
-- Fired by an UPDATE that sets a copied column or one a generated column (group_key, the documents) is made of;
-- nothing compares the documents, which are stored out of line.
CREATE TRIGGER "products_search_update" AFTER UPDATE OF "is_published", "category", "subcategory",
  "sub_subcategory", "brand", "price_paise", "popularity", "ratings_average", "stock", "condition", "variant_group",
  "name", "tags", "description", "bullet_points" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_after_update"();--> statement-breakpoint
-- Statistics now, so the first searches are planned on them rather than on an empty table's guesses.
ANALYZE "product_search";
