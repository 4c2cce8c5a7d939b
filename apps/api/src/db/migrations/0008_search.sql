-- Hand-written (drizzle-kit cannot express them): pg_trgm for the vocabulary's trigram index, and
-- array_to_string declared immutable for the generated search document (array_to_string is only stable
-- because of other element types' output functions; for text[] it is immutable).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_string(words, ' ') $$;--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"result_count" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_log_term_length" CHECK (char_length("search_log"."term") between 1 and 200),
	CONSTRAINT "search_log_result_count" CHECK ("search_log"."result_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name), 'A')
  || setweight(to_tsvector('simple'::regconfig, brand), 'A')
  || setweight(to_tsvector('simple'::regconfig, translate(category || ' ' || subcategory || ' ' || coalesce(sub_subcategory, ''), '-_', '  ')), 'B')
  || setweight(to_tsvector('simple'::regconfig, search_words(tags)), 'C')
  || setweight(to_tsvector('simple'::regconfig, description || ' ' || search_words(bullet_points)), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, name), 'A')
  || setweight(to_tsvector('simple'::regconfig, brand), 'A')
  || setweight(to_tsvector('simple'::regconfig, translate(category || ' ' || subcategory || ' ' || coalesce(sub_subcategory, ''), '-_', '  ')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "search_log_window_idx" ON "search_log" USING btree ("searched_at","term","result_count");--> statement-breakpoint
CREATE INDEX "search_log_term_idx" ON "search_log" USING btree ("term" text_pattern_ops,"searched_at");--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_title_idx" ON "products" USING gin ("search_title");