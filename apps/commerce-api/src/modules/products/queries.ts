import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows';
import { queryRows } from '../../db/rows';
import { productsAsOf } from '../catalogue/prices-as-of';
import { appNoteSql, fitsVehicleSql, type ResolvedVehicle } from '../vehicles/queries';

/** A product line with its brand and category path. */
export interface ProductLineRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  is_universal: boolean;
  brand_slug: string;
  brand_name: string;
  category_path: string;
}

/** A SKU of a product line. */
export interface SkuRow {
  id: number;
  sku: string;
  sku_slug: string;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  map_price_cents: number | null;
  stock: number;
  is_pre_order: boolean;
  ships_same_day: boolean;
}

/** An image of a product line's gallery. */
export interface GalleryRow {
  key: string;
  filename: string;
  alt: string;
}

/** Reads a product line by slug with its SKUs (at their prices as of `asOf`, when given) and gallery, or null. */
export async function findProductLine(
  db: Executor,
  slug: string,
  asOf?: string,
): Promise<{ line: ProductLineRow; skus: SkuRow[]; gallery: GalleryRow[] } | null> {
  const lines = await queryRows<ProductLineRow>(
    db,
    sql`select pl.id, pl.slug, pl.name, pl.description, pl.is_universal, b.slug as brand_slug,
          b.name as brand_name, c.path as category_path
        from product_lines pl join brands b on b.id = pl.brand_id join categories c on c.id = pl.category_id
        where pl.slug = ${slug}`,
  );
  const line = lines[0];
  if (!line) return null;
  const [skus, gallery] = await Promise.all([
    queryRows<SkuRow>(
      db,
      sql`select id, sku, sku_slug, name, price_cents, original_price_cents, map_price_cents, stock, is_pre_order,
            ships_same_day
          from ${productsAsOf(asOf)} p where product_line_id = ${line.id} order by position`,
    ),
    queryRows<GalleryRow>(
      db,
      sql`select key, filename, alt from product_images where product_line_id = ${line.id} order by position`,
    ),
  ]);
  return { line, skus, gallery };
}

/** Whether a product line fits a vehicle, and the application note when it does. */
export async function lineFitment(
  db: Executor,
  productLineId: number,
  vehicle: ResolvedVehicle,
): Promise<{ fits: boolean; appNote: string | null }> {
  const rows = await queryRows<{ fits: boolean; app_note: string | null }>(
    db,
    sql`select ${fitsVehicleSql(vehicle)} as fits, ${appNoteSql(vehicle)} as app_note
        from product_lines pl where pl.id = ${productLineId}`,
  );
  const row = rows[0];
  return { fits: row?.fits ?? false, appNote: row?.app_note ?? null };
}

/** The product page details of a line (migration 0005), or null for a line without them. */
export interface DetailsRow {
  same_day_mode: string;
  is_freight: boolean;
  is_free_shipping: boolean;
  made_to_order: boolean;
  lead_min_unit: string | null;
  lead_min_amount: number | null;
  lead_max_unit: string | null;
  lead_max_amount: number | null;
  total_reviews: number;
  average_rating: number;
  promo: string | null;
  warranty: string;
  how_it_works: string;
  video_id: string | null;
  video_type: string | null;
  video_seconds: number | null;
  video_upload_date: string | null;
  video_title: string | null;
  drill_types: string[];
  split_at: string | null;
}

/** Reads a line's product page details. */
export async function findProductDetails(db: Executor, productLineId: number): Promise<DetailsRow | null> {
  const rows = await queryRows<DetailsRow>(
    db,
    sql`select same_day_mode, is_freight, is_free_shipping, made_to_order, lead_min_unit, lead_min_amount,
          lead_max_unit, lead_max_amount, total_reviews, average_rating, promo, warranty, how_it_works, video_id,
          video_type, video_seconds, to_char(video_upload_date, 'YYYY-MM-DD') as video_upload_date, video_title,
          drill_types, split_at
        from product_line_details where product_line_id = ${productLineId}`,
  );
  return rows[0] ?? null;
}
