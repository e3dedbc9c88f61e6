CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	CONSTRAINT "product_prices_product_id_effective_from_pk" PRIMARY KEY("product_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The SKUs already sold get their current price as their first entry, since their line was added: no earlier
-- price was kept, so looking back shows today's.
INSERT INTO "product_prices" ("product_id", "effective_from", "price_cents", "original_price_cents")
  SELECT p.id, pl.created_at, p.price_cents, p.original_price_cents
  FROM "products" p JOIN "product_lines" pl ON pl.id = p.product_line_id;
--> statement-breakpoint
-- Every change of a SKU's price or compare-at price adds an entry at the changing transaction's time, so any
-- path that edits prices (an import, an admin tool, plain SQL) records it in its own transaction with no step of
-- its own; several changes in one transaction keep the last. A SKU inserted without a first entry (only the seed
-- and the large data set insert SKUs, and both write one) gets its price before the change as its first, since its
-- line was added, so looking back before the change does not show the new price.
CREATE FUNCTION "products_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_prices (product_id, effective_from, price_cents, original_price_cents)
    SELECT OLD.id, pl.created_at, OLD.price_cents, OLD.original_price_cents FROM product_lines pl
    WHERE pl.id = OLD.product_line_id AND pl.created_at < now()
      AND NOT EXISTS (SELECT 1 FROM product_prices h WHERE h.product_id = OLD.id);
  INSERT INTO product_prices (product_id, effective_from, price_cents, original_price_cents)
    VALUES (NEW.id, now(), NEW.price_cents, NEW.original_price_cents)
    ON CONFLICT (product_id, effective_from) DO UPDATE
      SET price_cents = excluded.price_cents, original_price_cents = excluded.original_price_cents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_price_history" AFTER UPDATE OF "price_cents", "original_price_cents" ON "products"
  FOR EACH ROW WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents
    OR OLD.original_price_cents IS DISTINCT FROM NEW.original_price_cents)
  EXECUTE FUNCTION "products_price_history"();
