CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_initial_idx" ON "search_words" USING btree (left("word", 1));--> statement-breakpoint
-- The search refresh of 0004, now also adding the words of the lines it indexes to the vocabulary. Words the
-- English configuration drops (stop words, a lone '&') are left out: they can never narrow a search.
CREATE OR REPLACE FUNCTION "product_lines_search_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM product_lines l, regexp_split_to_table(l.search_text, '\s+') w
    WHERE l.id = ANY(ids) AND to_tsvector('english', w) <> ''::tsvector
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM product_lines l, regexp_split_to_table(l.search_text, '\s+') w
  WHERE to_tsvector('english', w) <> ''::tsvector
ON CONFLICT DO NOTHING;
