import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/rows';

/** The kinds of shop page a sitemap lists. */
export const SITEMAP_KINDS = ['categories', 'brands', 'products', 'vehicles'] as const;
/** One of {@link SITEMAP_KINDS}. */
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** Pages per sitemap file; the protocol allows 50,000, a smaller page keeps each response quick. */
export const SITEMAP_PAGE_SIZE = 5000;

// Each kind as one SQL expression of shop paths, in a stable order so pages never overlap.
const PATHS: Record<SitemapKind, ReturnType<typeof sql>> = {
  categories: sql`select '/c/' || path || '/' as path from categories order by path`,
  brands: sql`select '/b/' || slug || '/' as path from brands order by slug`,
  products: sql`select '/p/' || slug || '/' as path from product_lines order by slug`,
  // Vehicle pages that list something: make, make/model and make/model/year of every fitted combination.
  vehicles: sql`
    with fitted as (
      select distinct mk.slug as make, md.slug as model, f.year
      from fitted_year_models f
      join makes mk on mk.id = f.make_id
      join models md on md.id = f.model_id
    )
    select path from (
      select distinct '/v/' || make || '/' as path from fitted
      union select distinct '/v/' || make || '/' || model || '/' from fitted
      union select '/v/' || make || '/' || model || '/' || year || '/' from fitted
    ) v order by path`,
};

/** How many pages each kind of sitemap has. */
export async function sitemapIndex(db: Executor): Promise<{ kind: SitemapKind; pages: number }[]> {
  const counts = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from (${PATHS[kind]}) p`,
      );
      return { kind, pages: Math.max(1, Math.ceil(Number(row?.n ?? 0) / SITEMAP_PAGE_SIZE)) };
    }),
  );
  return counts;
}

/** One page of shop paths of a kind; empty past the last page. */
export async function sitemapPage(db: Executor, kind: SitemapKind, page: number): Promise<string[]> {
  const rows = await queryRows<{ path: string }>(
    db,
    sql`select path from (${PATHS[kind]}) p limit ${SITEMAP_PAGE_SIZE} offset ${(page - 1) * SITEMAP_PAGE_SIZE}`,
  );
  return rows.map((r) => r.path);
}
