-- Trigram matching (typos, part-number fragments); PGlite ships it as a contrib extension loaded by the client.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_redirects" (
	"id" integer PRIMARY KEY NOT NULL,
	"terms" text[] NOT NULL,
	"url" text NOT NULL,
	"terms_document" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "product_lines" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_lines" ADD COLUMN "search_document" "tsvector";--> statement-breakpoint
ALTER TABLE "product_lines" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ships_same_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "search_redirects_terms_idx" ON "search_redirects" USING gin ("terms_document");--> statement-breakpoint
CREATE INDEX "product_lines_created_idx" ON "product_lines" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_lines_search_idx" ON "product_lines" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "product_lines_search_trgm_idx" ON "product_lines" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_lower_idx" ON "products" USING btree (lower("sku"));
--> statement-breakpoint
-- The search document of product lines. Brand, category and SKU names live in other tables, so a generated column
-- cannot hold it; one set-based function recomputes the given lines and only writes rows whose text changed. Its own
-- update fires the product_lines update trigger once more, which finds no name/brand/category change and stops.
CREATE FUNCTION "product_lines_search_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- An UPDATE of no rows still fires statement triggers, so nothing to do must mean no statement at all.
  IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
  UPDATE product_lines pl SET search_document = d.document, search_text = d.words
  FROM (
    SELECT l.id,
      setweight(to_tsvector('english', l.name), 'A')
        || setweight(to_tsvector('english', b.name), 'B')
        || setweight(to_tsvector('english', coalesce(cat.names, '')), 'C')
        || setweight(to_tsvector('simple', coalesce(s.skus, '')), 'A') AS document,
      lower(concat_ws(' ', l.name, b.name, cat.names, s.skus)) AS words
    FROM product_lines l
    JOIN brands b ON b.id = l.brand_id
    LEFT JOIN LATERAL (
      SELECT string_agg(a.name, ' ' ORDER BY a.depth) AS names
      FROM categories c JOIN categories a ON c.path = a.path OR c.path LIKE a.path || '/%'
      WHERE c.id = l.category_id) cat ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(p.sku, ' ' ORDER BY p.position) AS skus
      FROM products p WHERE p.product_line_id = l.id) s ON true
    WHERE l.id = ANY(ids)
  ) d
  WHERE pl.id = d.id
    AND (pl.search_document IS DISTINCT FROM d.document OR pl.search_text IS DISTINCT FROM d.words);
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_lines_search_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_lines_search_refresh(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "product_lines_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_lines_search_refresh(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name OR n.brand_id IS DISTINCT FROM o.brand_id
      OR n.category_id IS DISTINCT FROM o.category_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_search_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_lines_search_refresh(ARRAY(SELECT DISTINCT product_line_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_search_dropped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_lines_search_refresh(ARRAY(SELECT DISTINCT product_line_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "products_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_lines_search_refresh(ARRAY(
    SELECT product_line_id FROM new_rows UNION SELECT product_line_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "brands_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_lines_search_refresh(ARRAY(
    SELECT l.id FROM product_lines l JOIN new_rows n ON n.id = l.brand_id
    JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "categories_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_lines_search_refresh(ARRAY(
    SELECT l.id FROM product_lines l JOIN categories c ON c.id = l.category_id
    JOIN new_rows n ON c.path = n.path OR c.path LIKE n.path || '/%'
    JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name OR n.path IS DISTINCT FROM o.path));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_lines_search_add" AFTER INSERT ON "product_lines"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_lines_search_added"();
--> statement-breakpoint
CREATE TRIGGER "product_lines_search_change" AFTER UPDATE ON "product_lines"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_lines_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_search_add" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_added"();
--> statement-breakpoint
CREATE TRIGGER "products_search_drop" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_dropped"();
--> statement-breakpoint
CREATE TRIGGER "products_search_change" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_search_change" AFTER UPDATE ON "brands"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brands_search_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_search_change" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_search_changed"();
--> statement-breakpoint
-- The redirect index: every term as simple (unstemmed) words, so a quoted query matches a term phrase.
CREATE FUNCTION "search_redirects_index"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.terms_document := to_tsvector('simple', array_to_string(NEW.terms, ' , '));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_redirects_index" BEFORE INSERT OR UPDATE ON "search_redirects"
  FOR EACH ROW EXECUTE FUNCTION "search_redirects_index"();
