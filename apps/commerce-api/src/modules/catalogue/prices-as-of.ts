import { type SQL, sql } from 'drizzle-orm';

/**
 * `products` as a FROM item whose price and compare-at price are those in effect at `asOf` (timeTravel, SPEC §2/§7),
 * read from the price history (`product_prices`): the SKU's latest entry at or before then; for an instant before
 * its first entry, that first entry (a product page looked at before its line was added); for a SKU without any
 * entry (never changed, and loaded by a path that wrote none), its current price. Every other column is today's.
 * Without `asOf` it is plain `products`, so today's statements and plans stay exactly as they were.
 */
export function productsAsOf(asOf: string | undefined): SQL {
  if (asOf === undefined) return sql`products`;
  const at = sql`${asOf}::timestamptz`;
  return sql`(select p0.id, p0.product_line_id, p0.position, p0.sku, p0.sku_slug, p0.name,
      coalesce(h.price_cents, p0.price_cents) as price_cents,
      case when h.price_cents is null then p0.original_price_cents else h.original_price_cents end
        as original_price_cents,
      p0.map_price_cents, p0.stock, p0.is_pre_order, p0.ships_same_day
    from products p0 left join lateral (
      select e.price_cents, e.original_price_cents from product_prices e where e.product_id = p0.id
      order by e.effective_from <= ${at} desc, case when e.effective_from <= ${at} then e.effective_from end desc,
        e.effective_from
      limit 1) h on true)`;
}
