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

/** What to list: at most one of category, search, brand, deals or new lines, optionally narrowed to a vehicle. */
export interface ListingFilter {
  categoryPath?: string;
  searchWords?: string[];
  vehicle?: ResolvedVehicle;
  /** Only lines of this brand id. */
  brandId?: number;
  /** Only lines with a SKU on sale (an original price above the actual one). */
  onSale?: boolean;
  /** Only the latest product lines (highest ids: lines are numbered as they arrive), newest first. */
  newest?: boolean;
  /** Only lines in this custom facet. */
  customFacet?: CustomFacet;
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

/** A product card row before shaping. */
export interface CardRow {
  product_line_id: number;
  product_line_slug: string;
  name: string;
  brand_slug: string;
  brand_name: string;
  product_id: number;
  sku_slug: string;
  price_cents: number;
  original_price_cents: number | null;
  image_key: string | null;
  image_filename: string | null;
  app_note: string | null;
}

// LIKE patterns are built from shopper text, so its wildcards are escaped.
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereClause(filter: ListingFilter, options: { withVehicle: boolean } = { withVehicle: true }): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.categoryPath) {
    conditions.push(
      sql`pl.category_id in (select c.id from categories c
        where c.path = ${filter.categoryPath} or c.path like ${`${filter.categoryPath}/%`})`,
    );
  }
  for (const word of filter.searchWords ?? []) {
    const pattern = likePattern(word);
    conditions.push(sql`(pl.name ilike ${pattern} or b.name ilike ${pattern}
      or exists (select 1 from products ps where ps.product_line_id = pl.id and ps.sku ilike ${pattern}))`);
  }
  if (filter.brandId !== undefined) conditions.push(sql`pl.brand_id = ${filter.brandId}`);
  if (filter.onSale) {
    conditions.push(sql`exists (select 1 from products ps where ps.product_line_id = pl.id
      and ps.original_price_cents > ps.price_cents)`);
  }
  if (filter.newest) {
    conditions.push(sql`pl.id in (select id from product_lines order by id desc limit ${NEW_PRODUCT_LINES})`);
  }
  if (filter.customFacet) conditions.push(customFacetSql(filter.customFacet));
  if (filter.vehicle && options.withVehicle) conditions.push(fitsVehicleSql(filter.vehicle));
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
      if (filter.newest) return sql`pl.id desc`;
      const first = filter.searchWords?.[0];
      if (!first) return sql`pl.id asc`;
      const prefix = `${first.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Names that start with the first word, then names that contain it, then brand or part number matches.
      return sql`case when pl.name ilike ${prefix} then 0 when pl.name ilike ${likePattern(first)} then 1 else 2 end,
        pl.name asc, pl.id asc`;
    }
  }
}

// The columns of a card, on `pl`, `b`, `p` (default SKU) and `img`.
const CARD_COLUMNS = sql`pl.id as product_line_id, pl.slug as product_line_slug, pl.name, b.slug as brand_slug,
  b.name as brand_name, p.id as product_id, p.sku_slug, p.price_cents, p.original_price_cents,
  img.key as image_key, img.filename as image_filename`;

const DEFAULT_SKU = sql`join lateral (select id, sku_slug, price_cents, original_price_cents from products
  where product_line_id = pl.id order by position limit 1) p on true
  left join product_images img on img.product_line_id = pl.id and img.position = 0`;

function countSql(filter: ListingFilter): SQL {
  return sql`select count(*)::int as total from product_lines pl join brands b on b.id = pl.brand_id
    where ${whereClause(filter)}`;
}

/**
 * Counts matching product lines and reads one page of cards, each with its default (first) SKU. With a vehicle,
 * one prepared statement: the vehicle's fitted lines with their notes (fitted_lines by key, or the matching
 * configurations when narrowed by body/bed/engine) plus the universal lines, joined to the other filters by
 * primary key, counted by a window before the cards are joined, then sorted and cut in SQL.
 */
export async function listProducts(
  db: Executor,
  filter: ListingFilter,
  page: { page: number; pageSize: number; sort: CatalogueSort },
): Promise<{ total: number; rows: CardRow[] }> {
  const offset = (page.page - 1) * page.pageSize;
  if (filter.vehicle) {
    const rows = await preparedRows<CardRow & { total: number }>(
      db,
      sql`with fit as (${fittedLineNotesSql(filter.vehicle)})
          select ${CARD_COLUMNS}, pl.app_note, pl.total
          from (select pl.id, pl.slug, pl.name, cand.app_note, b.id as b_id, (count(*) over ())::int as total
                from (select f.product_line_id as id, f.app_note from fit f
                      union all
                      select u.id, null from product_lines u
                      where u.is_universal and not exists (select 1 from fit f where f.product_line_id = u.id)) cand
                join product_lines pl on pl.id = cand.id
                join brands b on b.id = pl.brand_id
                where ${whereClause(filter, { withVehicle: false })}) pl
          join brands b on b.id = pl.b_id
          ${DEFAULT_SKU}
          order by ${orderClause(page.sort, filter)}
          limit ${page.pageSize} offset ${offset}`,
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
  const rows = await preparedRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS}, null as app_note
        from product_lines pl
        join brands b on b.id = pl.brand_id
        ${DEFAULT_SKU}
        where ${whereClause(filter)}
        order by ${orderClause(page.sort, filter)}
        limit ${page.pageSize} offset ${offset}`,
  );
  return { total, rows };
}
