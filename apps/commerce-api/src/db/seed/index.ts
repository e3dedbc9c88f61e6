import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { queryRows } from '../rows';
import * as schema from '../schema';
import { productPrices } from '../tables/prices';
import { generateSeed, type SeedRows } from './generate';
import { generatePriceHistory } from './price-history';
import { generateProductDetails } from './product-details';

/** Bump when the seed tables or the generator change: a new version reseeds the catalogue, keeping carts. */
export const SEED_VERSION = '2026.11-5';

/** The PRNG seed of the catalogue; part of what the version stands for. */
export const SEED_NUMBER = 20_261_101;

/** What a seeding run did. */
export interface SeedResult {
  status: 'seeded' | 'unchanged';
  version: string;
  counts: Record<keyof SeedRows, number> | null;
}

type Executor = Pick<Database, 'execute'>;

/**
 * Inserts all rows of a table in one statement: the rows travel as one JSON parameter and PostgreSQL expands
 * them with json_populate_recordset, which is far quicker on PGlite than thousands of bind parameters.
 */
async function insertAll(db: Executor, table: PgTable, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const payload = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [columns[key]!.name, value])),
  );
  await db.execute(
    sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json)`,
  );
}

/** Tables whose rows point at the catalogue and outlive a reseed (those whose product is still sold). */
const KEPT_ACROSS_RESEED = ['cart_items', 'wishlist_item_meta', 'build_parts', 'recently_viewed'] as const;

/**
 * Loads the catalogue unless this version is already loaded. Runs in one transaction under an advisory lock, so
 * concurrent starters seed once; cart lines survive a reseed unless their product is gone.
 */
export async function seedDatabase(
  db: Database,
  options: { version?: string; seed?: number } = {},
): Promise<SeedResult> {
  const version = options.version ?? SEED_VERSION;
  const seed = options.seed ?? SEED_NUMBER;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(74821)`);
    const current = await queryRows<{ version: string }>(
      tx,
      sql`select version from seed_version where id = 1`,
    );
    if (current[0]?.version === version) return { status: 'unchanged', version, counts: null };

    const rows = generateSeed(seed);
    const details = generateProductDetails(rows, seed);
    if (current.length > 0) {
      // Cart lines (with a wishlist line's meta) and a build's parts point at products, which are replaced; keep
      // them aside and put back those still sold.
      for (const table of KEPT_ACROSS_RESEED) {
        await tx.execute(
          sql.raw(`create temporary table saved_${table} on commit drop as select * from ${table}`),
        );
      }
      await tx.execute(
        sql`truncate table product_prices, search_words, cart_items, wishlist_item_meta, build_parts, recently_viewed, sku_attributes, product_line_details, search_redirects, fitted_year_models, fitted_make_lines, fitted_model_lines, fitted_lines, fitment_applications, product_images, products, product_lines, brands,
            categories, vehicles, models, makes, bodies, beds, engines`,
      );
    }
    await insertAll(tx, schema.makes, rows.makes);
    await insertAll(tx, schema.models, rows.models);
    await insertAll(tx, schema.bodies, rows.bodies);
    await insertAll(tx, schema.beds, rows.beds);
    await insertAll(tx, schema.engines, rows.engines);
    await insertAll(tx, schema.vehicles, rows.vehicles);
    await insertAll(tx, schema.categories, rows.categories);
    await insertAll(tx, schema.brands, rows.brands);
    await insertAll(tx, schema.productLines, rows.productLines);
    await insertAll(tx, schema.products, rows.products);
    await insertAll(tx, productPrices, generatePriceHistory(rows));
    await insertAll(tx, schema.productImages, rows.productImages);
    await insertAll(tx, schema.fitmentApplications, rows.fitmentApplications);
    await insertAll(tx, schema.productImages, details.productImages);
    await insertAll(tx, schema.productLineDetails, details.productLineDetails);
    await insertAll(tx, schema.skuAttributes, details.skuAttributes);
    await insertAll(tx, schema.searchRedirects, rows.searchRedirects);
    if (current.length > 0) {
      await tx.execute(
        sql`insert into cart_items select * from saved_cart_items where product_id in (select id from products)`,
      );
      await tx.execute(
        sql`insert into wishlist_item_meta select * from saved_wishlist_item_meta
            where cart_item_id in (select id from cart_items)`,
      );
      await tx.execute(
        sql`insert into build_parts select * from saved_build_parts where product_id in (select id from products)`,
      );
      await tx.execute(
        sql`insert into recently_viewed select * from saved_recently_viewed
            where product_line_id in (select id from product_lines)`,
      );
    }
    await tx.execute(
      sql`insert into seed_version (id, version, seeded_at) values (1, ${version}, now())
          on conflict (id) do update set version = excluded.version, seeded_at = excluded.seeded_at`,
    );
    const counts = Object.fromEntries(
      Object.entries(rows).map(([k, v]) => [k, v.length]),
    ) as SeedResult['counts'];
    return { status: 'seeded', version, counts };
  });
}
