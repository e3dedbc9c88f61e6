import { type SQL, sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared';
import type { Executor } from '../../db/rows';
import { queryRows } from '../../db/rows';
import {
  fitsVehicleSql,
  fittedLineNotesSql,
  fittedLinesSql,
  type ResolvedVehicle,
} from '../vehicles/queries';
import { type CustomFacet, customFacetSql } from './custom-facets';
import { productsAsOf } from './prices-as-of';
import type { ProductSummaryRow } from './product-summary';

/** Sort orders of a product listing, once. */
export const CATALOGUE_SORTS = ['relevance', 'price-asc', 'price-desc', 'name'] as const;

/** A listing sort order. */
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** A category with its slash-joined path. */
export interface CategoryRow {
  id: number;
  name: string;
  path: string;
  depth: number;
}

/** Finds a category by its path. */
export async function findCategory(db: Executor, path: string): Promise<CategoryRow | null> {
  const rows = await preparedRows<CategoryRow>(
    db,
    sql`select id, name, path, depth from categories where path = ${path}`,
  );
  return rows[0] ?? null;
}

/** The category and its ancestors, root first, as breadcrumbs. */
export async function categoryTrail(db: Executor, path: string): Promise<{ name: string; path: string }[]> {
  const segments = path.split('/');
  const prefixes = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
  return preparedRows<{ name: string; path: string }>(
    db,
    sql`select name, path from categories where path in (${sql.join(
      prefixes.map((p) => sql`${p}`),
      sql`, `,
    )}) order by depth`,
  );
}

/** How many of the latest product lines the 'New Products' listing shows. */
export const NEW_PRODUCT_LINES = 120;

/** Price range facet buckets in cents (SPEC §9), once; `max` is exclusive and null means no upper bound. */
export const PRICE_BUCKETS = [
  { id: '0-5000', label: 'Under $50', min: 0, max: 5000 },
  { id: '5000-10000', label: '$50 to $100', min: 5000, max: 10_000 },
  { id: '10000-25000', label: '$100 to $250', min: 10_000, max: 25_000 },
  { id: '25000-50000', label: '$250 to $500', min: 25_000, max: 50_000 },
  { id: '50000-', label: '$500 and up', min: 50_000, max: null },
] as const;

/** A price bucket id such as '5000-10000'. */
export type PriceBucketId = (typeof PRICE_BUCKETS)[number]['id'];

/** The special facet values, once. */
export const SPECIALS = [
  { id: 'deals', label: 'Deals' },
  { id: 'new', label: 'New' },
] as const;

/** A special facet value. */
export type SpecialId = (typeof SPECIALS)[number]['id'];

/** Facet names of a catalogue response (SPEC §9), once. */
export const FACET_NAMES = ['category', 'price', 'brand', 'special', 'sameDayShipping'] as const;

/** A facet name. */
export type FacetName = (typeof FACET_NAMES)[number];

/** What to list: at most one of category, search, brand, deals or new lines, optionally narrowed to a vehicle. */
export interface ListingFilter {
  categoryPath?: string;
  /** The shopper's text matched to the search vocabulary (`resolveSearch`). */
  search?: SearchTerms;
  vehicle?: ResolvedVehicle;
  /** Only lines of this brand id. */
  brandId?: number;
  /** Only the product line of this slug (a search for price tokens). */
  productLineSlug?: string;
  /** Only lines with a SKU on sale (an original price above the actual one). */
  onSale?: boolean;
  /** Only the latest product lines (by created_at), newest first. */
  newest?: boolean;
  /** Only lines in this custom facet. */
  customFacet?: CustomFacet;
  /** The listing as of this ISO time (timeTravel): lines created later are left out, also from the newest. */
  asOf?: string;
  /** Facet filter: only lines of these brand ids. */
  brandIds?: number[];
  /** The slugs of `brandIds`, to mark the chosen brand facet values. */
  brandSlugs?: string[];
  /** Facet filter: only lines whose default SKU price falls in the bucket. */
  price?: PriceBucketId;
  /** Facet filter: deals (a SKU on sale) or new (among the latest lines). */
  special?: SpecialId;
  /** Facet filter: only lines whose default SKU ships the same day. */
  sameDayShipping?: boolean;
}

/** Brand ids by slug for the given slugs; unknown slugs are missing from the map. */
export async function findBrandIds(db: Executor, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await queryRows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from brands where slug in (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** A brand with the number of product lines listed under it. */
export interface BrandRow {
  slug: string;
  name: string;
  product_count: number;
}

/** Finds a brand by slug. */
export async function findBrand(db: Executor, slug: string): Promise<{ id: number; name: string } | null> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from brands where slug = ${slug}`,
  );
  return rows[0] ?? null;
}

/**
 * Every brand with its product line count, by name; with a vehicle only fitted lines count and brands without
 * any are left out.
 */
export async function listBrands(db: Executor, vehicle?: ResolvedVehicle): Promise<BrandRow[]> {
  if (!vehicle) {
    return queryRows<BrandRow>(
      db,
      sql`select b.slug, b.name, count(pl.id)::int as product_count
          from brands b left join product_lines pl on pl.brand_id = b.id
          group by b.id order by b.name, b.slug`,
    );
  }
  return queryRows<BrandRow>(
    db,
    sql`select b.slug, b.name, count(*)::int as product_count
        from product_lines pl join brands b on b.id = pl.brand_id
        where pl.is_universal or pl.id in (${fittedLinesSql(vehicle)})
        group by b.id order by b.name, b.slug`,
  );
}

// The default (first) SKU of the line on `pl`: its price and same-day flag drive the price and same-day facets.
// Prices, and so the price facet, price sorts and deals, are those in effect at `asOf` when the listing looks back.
function defaultPriceSql(asOf: string | undefined): SQL {
  return sql`(select d.price_cents from ${productsAsOf(asOf)} d where d.product_line_id = pl.id
  order by d.position limit 1)`;
}
const DEFAULT_SAME_DAY = sql`coalesce((select d.ships_same_day from products d where d.product_line_id = pl.id
  order by d.position limit 1), false)`;
function onSaleSql(asOf: string | undefined): SQL {
  return sql`exists (select 1 from ${productsAsOf(asOf)} ps where ps.product_line_id = pl.id
  and ps.original_price_cents > ps.price_cents)`;
}
/** The latest lines, as of `asOf` when the listing looks back in time. */
function isNewSql(asOf: string | undefined): SQL {
  const then = asOf ? sql`where n.created_at <= ${asOf}::timestamptz` : sql``;
  return sql`pl.id in (select n.id from product_lines n ${then} order by n.created_at desc, n.id desc
  limit ${sql.raw(String(NEW_PRODUCT_LINES))})`;
}

/** A shopper's search text with each of its words matched to the search vocabulary. */
export interface SearchTerms {
  /** The trimmed text, lower-cased. */
  text: string;
  /**
   * `to_tsquery('english')` input: for each query word the vocabulary words it stands for, or'ed, and the words
   * and'ed. Null when no word of the text is known, so nothing matches.
   */
  tsquery: string | null;
}

/** At most this many vocabulary words stand for one query word found as a fragment (part-number prefixes). */
export const FRAGMENT_WORDS = 25;

/** At most this many vocabulary words stand for one misspelt query word. */
export const SIMILAR_WORDS = 3;

/**
 * Matches each word of the text to the search vocabulary (`search_words`) in one statement: the word itself when
 * known; otherwise the known words containing it (prefixes first, then the shortest: a part-number prefix or a
 * half-typed word); otherwise the most similar known words with the same first character (typos: 'flor' →
 * 'floor', 'bumpr' → 'bumper'; a typo in the first character is not corrected). Words the English configuration ignores (stop words, punctuation, '%') and words with no match
 * are left out, so one unknown word among known ones does not empty the result.
 */
export async function resolveSearch(db: Executor, q: string): Promise<SearchTerms> {
  const text = q.trim().toLowerCase();
  // chr(92) is the backslash: LIKE's escape character and the escape of tsquery lexemes.
  const rows = await preparedRows<{ tsquery: string | null }>(
    db,
    sql`with q as (
          select w, i, '%' || replace(replace(replace(w, chr(92), chr(92) || chr(92)), '%', chr(92) || '%'),
              '_', chr(92) || '_') || '%' as fragment
          from regexp_split_to_table(${text}, '[[:space:]]+') with ordinality as t(w, i)
          where to_tsvector('english', w) <> ''::tsvector),
        -- Laterals with a limit keep each look-up an index probe per query word (a plain join would scan the words).
        known as (
          select q.i, e.word from q cross join lateral (
            select e.word from search_words e where e.word = q.w limit 1) e),
        fragments as (
          select q.i, f.word from q cross join lateral (
            select f.word from search_words f
            where not exists (select 1 from known k where k.i = q.i) and f.word like q.fragment
            order by starts_with(f.word, q.w) desc, length(f.word), f.word
            limit ${FRAGMENT_WORDS}) f),
        -- Only for a word neither known nor a fragment, and only among the words with its first character: the
        -- similarity test is by far the dearest per word, and typos rarely hit the first letter.
        typos as (
          select q.i, s.word from q cross join lateral (
            select s.word from search_words s
            where not exists (select 1 from known k where k.i = q.i)
              and not exists (select 1 from fragments f where f.i = q.i)
              and left(s.word, 1) = left(q.w, 1) and s.word % q.w
            order by similarity(s.word, q.w) desc, s.word
            limit ${SIMILAR_WORDS}) s),
        m as (select * from known union all select * from fragments union all select * from typos)
        select string_agg(alternatives, ' & ' order by i) as tsquery from (
          select i, '(' || string_agg(chr(39) || replace(replace(word, chr(92), chr(92) || chr(92)), chr(39),
            chr(39) || chr(39)) || chr(39), ' | ' order by word) || ')' as alternatives
          from m group by i) g`,
  );
  return { text, tsquery: rows[0]?.tsquery ?? null };
}

function searchQuerySql(terms: SearchTerms): SQL {
  return sql`to_tsquery('english', ${terms.tsquery ?? ''})`;
}

/**
 * SQL condition on `pl`: the line's full-text document (stemmed words of name, brand, categories, SKUs) matches
 * the query words as matched to the vocabulary — typos and part-number prefixes included — on the GIN index.
 */
export function searchMatchSql(terms: SearchTerms): SQL {
  return terms.tsquery === null ? sql`false` : sql`pl.search_document @@ ${searchQuerySql(terms)}`;
}

/** SQL ordering on `pl` for a search: exact part number first, then full-text rank, then name. */
export function searchOrderSql(terms: SearchTerms): SQL {
  const rank =
    terms.tsquery === null ? sql`` : sql`ts_rank(pl.search_document, ${searchQuerySql(terms)}) desc,`;
  return sql`(exists (select 1 from products px where px.product_line_id = pl.id and lower(px.sku) = ${terms.text})) desc,
    ${rank} pl.name asc, pl.id asc`;
}

/** The facet filters of a listing as SQL conditions on `pl`, each by facet so a facet can leave its own out. */
function facetConditions(filter: ListingFilter): Record<Exclude<FacetName, 'category'>, SQL | null> {
  const bucket = filter.price ? PRICE_BUCKETS.find((b) => b.id === filter.price) : undefined;
  const price = defaultPriceSql(filter.asOf);
  return {
    brand:
      filter.brandIds && filter.brandIds.length > 0
        ? sql`pl.brand_id in (${sql.join(
            filter.brandIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : null,
    price: bucket
      ? bucket.max === null
        ? sql`${price} >= ${bucket.min}`
        : sql`${price} >= ${bucket.min} and ${price} < ${bucket.max}`
      : null,
    special:
      filter.special === 'deals'
        ? onSaleSql(filter.asOf)
        : filter.special === 'new'
          ? isNewSql(filter.asOf)
          : null,
    sameDayShipping: filter.sameDayShipping ? DEFAULT_SAME_DAY : null,
  };
}

function whereClause(
  filter: ListingFilter,
  options: { withVehicle?: boolean; withFacets?: boolean } = {},
): SQL {
  const { withVehicle = true, withFacets = true } = options;
  const conditions: SQL[] = [sql`true`];
  if (filter.categoryPath) {
    conditions.push(
      sql`pl.category_id in (select c.id from categories c
        where c.path = ${filter.categoryPath} or c.path like ${`${filter.categoryPath}/%`})`,
    );
  }
  if (filter.search) conditions.push(searchMatchSql(filter.search));
  if (filter.brandId !== undefined) conditions.push(sql`pl.brand_id = ${filter.brandId}`);
  if (filter.productLineSlug !== undefined) conditions.push(sql`pl.slug = ${filter.productLineSlug}`);
  if (filter.onSale) conditions.push(onSaleSql(filter.asOf));
  if (filter.newest) conditions.push(isNewSql(filter.asOf));
  if (filter.asOf) conditions.push(sql`pl.created_at <= ${filter.asOf}::timestamptz`);
  if (filter.customFacet) conditions.push(customFacetSql(filter.customFacet));
  if (filter.vehicle && withVehicle) conditions.push(fitsVehicleSql(filter.vehicle));
  if (withFacets) {
    for (const condition of Object.values(facetConditions(filter))) if (condition) conditions.push(condition);
  }
  return sql.join(conditions, sql` and `);
}

function orderClause(sort: CatalogueSort, filter: ListingFilter): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`p.price_cents asc, pl.name asc, pl.id asc`;
    case 'price-desc':
      return sql`p.price_cents desc, pl.name asc, pl.id asc`;
    case 'name':
      return sql`pl.name asc, pl.id asc`;
    default: {
      if (filter.newest) return sql`pl.created_at desc, pl.id desc`;
      if (filter.search) return searchOrderSql(filter.search);
      return sql`pl.id asc`;
    }
  }
}

// The columns of a card, on `pl`, `b`, `p` (default SKU) and `img`.
const CARD_COLUMNS = sql`pl.id as product_line_id, pl.slug as product_line_slug, pl.name, b.slug as brand_slug,
  b.name as brand_name, p.id as product_id, p.sku_slug, p.price_cents, p.original_price_cents,
  img.key as image_key, img.filename as image_filename`;

function defaultSkuOnlySql(asOf: string | undefined): SQL {
  return sql`join lateral (select id, sku_slug, price_cents, original_price_cents from ${productsAsOf(asOf)} d
  where d.product_line_id = pl.id order by d.position limit 1) p on true`;
}
const CARD_IMAGE = sql`left join product_images img on img.product_line_id = pl.id and img.position = 0`;

function countSql(filter: ListingFilter): SQL {
  return sql`select count(*)::int as total from product_lines pl join brands b on b.id = pl.brand_id
    where ${whereClause(filter)}`;
}

/**
 * Counts matching product lines and reads one page of cards, each with its default (first) SKU. With a vehicle or
 * a search, one prepared statement: the candidates (with a vehicle, its fitted lines with their notes — fitted_lines
 * by key, or the matching configurations when narrowed by body/bed/engine — plus the universal lines, joined to
 * the other filters by primary key), counted by a window before the cards are joined, then sorted and cut in SQL.
 */
export async function listProducts(
  db: Executor,
  filter: ListingFilter,
  page: { page: number; pageSize: number; sort: CatalogueSort },
): Promise<{ total: number; rows: ProductSummaryRow[] }> {
  const offset = (page.page - 1) * page.pageSize;
  // A search ranks every match anyway, so counting them by the window too saves a second full-text pass.
  if (filter.vehicle || filter.search) {
    const { vehicle } = filter;
    const order = orderClause(page.sort, filter);
    // The page is sorted and cut over the candidates with only their default SKU; brand names and images are
    // joined to its 24 rows afterwards. Outside, `p` is the page's default SKU again, so `order` reads the same.
    const rows = await preparedRows<ProductSummaryRow & { total: number }>(
      db,
      sql`${vehicle ? sql`with fit as (${fittedLineNotesSql(vehicle)})` : sql``}
          select ${CARD_COLUMNS}, pl.app_note, pl.total
          from (select pl.id, pl.slug, pl.name, pl.created_at,
                  ${filter.search ? sql`pl.search_document, pl.search_text,` : sql``}
                  ${vehicle ? sql`cand.app_note` : sql`null::text as app_note`}, b.id as b_id,
                  p.id as p_id, p.sku_slug as p_sku_slug, p.price_cents as p_price_cents,
                  p.original_price_cents as p_original_price_cents,
                  (count(*) over ())::int as total
                from ${
                  vehicle
                    ? sql`(select f.product_line_id as id, f.app_note from fit f
                      union all
                      select u.id, null from product_lines u
                      where u.is_universal and not exists (select 1 from fit f where f.product_line_id = u.id)) cand
                      join product_lines pl on pl.id = cand.id`
                    : sql`product_lines pl`
                }
                join brands b on b.id = pl.brand_id
                ${defaultSkuOnlySql(filter.asOf)}
                where ${whereClause(filter, { withVehicle: false })}
                order by ${order}
                limit ${page.pageSize} offset ${offset}) pl
          cross join lateral (select pl.p_id as id, pl.p_sku_slug as sku_slug, pl.p_price_cents as price_cents,
            pl.p_original_price_cents as original_price_cents) p
          join brands b on b.id = pl.b_id
          ${CARD_IMAGE}
          order by ${order}`,
    );
    if (rows.length > 0 || offset === 0) {
      return { total: rows[0]?.total ?? 0, rows: rows.map(({ total: _total, ...row }) => row) };
    }
    // A page past the end carries no window count: count on its own.
    const countRows = await preparedRows<{ total: number }>(db, countSql(filter));
    return { total: countRows[0]?.total ?? 0, rows: [] };
  }
  const countRows = await preparedRows<{ total: number }>(db, countSql(filter));
  const total = countRows[0]?.total ?? 0;
  if (total === 0 || offset >= total) return { total, rows: [] };
  const rows = await preparedRows<ProductSummaryRow>(
    db,
    sql`select ${CARD_COLUMNS}, null as app_note
        from product_lines pl
        join brands b on b.id = pl.brand_id
        ${defaultSkuOnlySql(filter.asOf)} ${CARD_IMAGE}
        where ${whereClause(filter)}
        order by ${orderClause(page.sort, filter)}
        limit ${page.pageSize} offset ${offset}`,
  );
  return { total, rows };
}

/** One facet value with the number of product lines it would list. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/** A facet of a listing. */
export interface Facet {
  name: FacetName;
  label: string;
  values: FacetValue[];
}

const FACET_LABELS: Record<FacetName, string> = {
  category: 'Category',
  price: 'Price Range',
  brand: 'Brand',
  special: 'Special',
  sameDayShipping: 'Same Day Shipping',
};

/** Where the category facet's values sit for a listing outside any category (SPEC §9: a theme flag). */
export const CATEGORY_FACET_LEVELS = ['lvl0', 'lvl1'] as const;
export type CategoryFacetLevel = (typeof CATEGORY_FACET_LEVELS)[number];

function categoryChildren(parent: number | CategoryFacetLevel): SQL {
  if (parent === 'lvl0') return sql`ch.parent_id is null`;
  if (parent === 'lvl1')
    return sql`ch.parent_id in (select top.id from categories top where top.parent_id is null)`;
  return sql`ch.parent_id = ${parent}`;
}

/**
 * The facets of a listing, counted in one statement over the lines the listing matches before paging. Each facet
 * counts with every other facet filter applied but not its own (so a shopper sees what choosing another brand or
 * price would give); the category facet lists the children of `categoryParent`, or for a listing outside any
 * category the top categories (`lvl0`) or the second-level ones (`lvl1`), as the theme's flag says (SPEC §9).
 * With a vehicle the candidate lines come from fitted_lines by key plus the universal lines, as in the listing.
 */
export async function listFacets(
  db: Executor,
  filter: ListingFilter,
  names: readonly FacetName[],
  categoryParent: number | CategoryFacetLevel,
): Promise<Facet[]> {
  const conditions = facetConditions(filter);
  const all = (except: FacetName): SQL => {
    const parts = (Object.entries(conditions) as [FacetName, SQL | null][])
      .filter(([name, condition]) => name !== except && condition !== null)
      .map(([name]) => sql.raw(`m.f_${name.toLowerCase()}`));
    return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  };
  // Each facet condition becomes a boolean column of m, so the counts below only combine flags.
  const flags = (Object.entries(conditions) as [FacetName, SQL | null][])
    .filter(([, condition]) => condition !== null)
    .map(([name, condition]) => sql`${condition} as ${sql.raw(`f_${name.toLowerCase()}`)}`);
  const base = whereClause(filter, { withVehicle: false, withFacets: false });
  const source = filter.vehicle
    ? sql`(select f.product_line_id as id from fit f
           union all
           select u.id from product_lines u
           where u.is_universal and not exists (select 1 from fit f where f.product_line_id = u.id)) cand
          join product_lines pl on pl.id = cand.id`
    : sql`product_lines pl`;
  const parts: SQL[] = [];
  if (names.includes('category')) {
    parts.push(sql`select 'category' as facet, ch.path as value, ch.name as label, count(*)::int as count, ch.name as ord
      from m join categories c on c.id = m.category_id
      join categories ch on ${categoryChildren(categoryParent)}
        and (c.path = ch.path or c.path like ch.path || '/%')
      where ${all('category')} group by ch.path, ch.name`);
  }
  if (names.includes('price')) {
    const bucketCase = sql.join(
      PRICE_BUCKETS.map((b) =>
        b.max === null
          ? sql`when m.price >= ${b.min} then ${b.id}`
          : sql`when m.price >= ${b.min} and m.price < ${b.max} then ${b.id}`,
      ),
      sql` `,
    );
    parts.push(sql`select 'price', k.bucket, k.bucket, count(*)::int, lpad(min(m.price)::text, 12, '0')
      from m cross join lateral (select case ${bucketCase} end as bucket) k
      where ${all('price')} and k.bucket is not null group by k.bucket`);
  }
  if (names.includes('brand')) {
    parts.push(sql`select 'brand', b.slug, b.name, count(*)::int, b.name
      from m join brands b on b.id = m.brand_id where ${all('brand')} group by b.slug, b.name`);
  }
  if (names.includes('special')) {
    parts.push(sql`select 'special', 'deals', 'Deals', count(*)::int, '1' from m where ${all('special')} and m.on_sale
      union all
      select 'special', 'new', 'New', count(*)::int, '2' from m where ${all('special')} and m.is_new`);
  }
  if (names.includes('sameDayShipping')) {
    parts.push(sql`select 'sameDayShipping', 'true', 'Ships Same Day', count(*)::int, '1'
      from m where ${all('sameDayShipping')} and m.same_day`);
  }
  if (parts.length === 0) return [];
  // Same-day, sale and new flags only when their facet is asked for: 'new' ranks every line by date.
  const rows = await preparedRows<{ facet: FacetName; value: string; label: string; count: number }>(
    db,
    sql`with ${filter.vehicle ? sql`fit as (${fittedLineNotesSql(filter.vehicle)}),` : sql``}
      m as materialized (
        select pl.id, pl.brand_id, pl.category_id, ${defaultPriceSql(filter.asOf)} as price
          ${names.includes('sameDayShipping') ? sql`, ${DEFAULT_SAME_DAY} as same_day` : sql``}
          ${names.includes('special') ? sql`, ${onSaleSql(filter.asOf)} as on_sale, ${isNewSql(filter.asOf)} as is_new` : sql``}
          ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
        from ${source} join brands b on b.id = pl.brand_id
        where ${base})
      select facet, value, label, count from (${sql.join(parts, sql` union all `)}) f(facet, value, label, count, ord)
      order by facet, ord, value`,
  );
  const selected = (name: FacetName, value: string): boolean => {
    switch (name) {
      case 'price':
        return filter.price === value;
      case 'special':
        return filter.special === value;
      case 'sameDayShipping':
        return filter.sameDayShipping === true;
      case 'brand':
        return filter.brandSlugs?.includes(value) ?? false;
      default:
        return false;
    }
  };
  const priceLabels = new Map<string, string>(PRICE_BUCKETS.map((b) => [b.id, b.label]));
  return names.map((name) => ({
    name,
    label: FACET_LABELS[name],
    values: rows
      .filter((r) => r.facet === name && r.count > 0)
      .map((r) => ({
        value: r.value,
        label: name === 'price' ? (priceLabels.get(r.value) ?? r.value) : r.label,
        count: r.count,
        selected: selected(name, r.value),
      })),
  }));
}
