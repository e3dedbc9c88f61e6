import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared';
import type { Executor } from '../../db/rows';
import type { ProductSuggestionRow } from '../catalogue/product-summary';
import { type SearchTerms, searchMatchSql, searchOrderSql } from '../catalogue/queries';
import { fitsVehicleSql, type ResolvedVehicle } from '../vehicles/queries';

/** At most this many product suggestions and query completions (the search bar's panel). */
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_QUERIES = 5;

/** The best matching lines for the search bar, ranked like the search listing, fitted to the vehicle if given. */
export async function suggestProducts(
  db: Executor,
  terms: SearchTerms,
  vehicle: ResolvedVehicle | undefined,
): Promise<ProductSuggestionRow[]> {
  return preparedRows<ProductSuggestionRow>(
    db,
    sql`select pl.id as product_line_id, pl.slug as product_line_slug, p.sku_slug, pl.name, b.slug as brand_slug,
          b.name as brand_name, img.key as image_key, img.filename as image_filename, p.price_cents,
          p.original_price_cents
        from product_lines pl join brands b on b.id = pl.brand_id
        join lateral (select sku_slug, price_cents, original_price_cents from products
          where product_line_id = pl.id order by position limit 1) p on true
        left join product_images img on img.product_line_id = pl.id and img.position = 0
        where ${searchMatchSql(terms)} ${vehicle ? sql`and ${fitsVehicleSql(vehicle)}` : sql``}
        order by ${searchOrderSql(terms)}
        limit ${SUGGEST_PRODUCTS}`,
  );
}

/**
 * Query completions: category names, and the names (without the brand) of the lines the search matches, that
 * start with or contain the text or resemble it (typos), best first. Only matched lines are read, through the
 * full-text index, so the similarity test runs on a few short names rather than on every line.
 */
export async function suggestQueries(db: Executor, terms: SearchTerms): Promise<string[]> {
  const lower = terms.text;
  const escaped = lower.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await preparedRows<{ term: string }>(
    db,
    sql`select term from (
          select lower(c.name) as term from categories c
          union
          select lower(substr(pl.name, length(b.name) + 2)) from product_lines pl join brands b on b.id = pl.brand_id
            where ${searchMatchSql(terms)}) t
        where t.term like ${`%${escaped}%`} or ${lower} <% t.term
        order by (t.term like ${`${escaped}%`}) desc, word_similarity(${lower}, t.term) desc, length(t.term), t.term
        limit ${SUGGEST_QUERIES}`,
  );
  return rows.map((r) => r.term);
}

/** A search redirect. */
export interface RedirectRow {
  terms: string[];
  url: string;
}

/**
 * Looks the query up in the redirect index as a quoted phrase (SPEC §7) and returns the results, best first: a
 * redirect whose terms include the exact query before one that only contains the phrase.
 */
export async function findRedirects(db: Executor, q: string): Promise<RedirectRow[]> {
  const lower = q.toLowerCase();
  const phrase = `"${lower.replaceAll('"', ' ')}"`;
  return preparedRows<RedirectRow>(
    db,
    sql`select terms, url from search_redirects
        where terms_document @@ websearch_to_tsquery('simple', ${phrase})
        order by (${lower} = any(terms)) desc, ts_rank(terms_document, websearch_to_tsquery('simple', ${phrase})) desc, id
        limit 5`,
  );
}
