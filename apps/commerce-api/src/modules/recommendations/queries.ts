import { type SQL, sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared';
import type { Executor } from '../../db/rows';
import type { ProductSummaryRow } from '../catalogue/product-summary';
import { appNoteSql, fitsVehicleSql, type ResolvedVehicle } from '../vehicles/queries';

/** Recommendation lists (SPEC §3 Recommendations), once. */
export const RECOMMENDATION_TYPES = ['similar', 'related', 'recent', 'recommended'] as const;

/** A recommendation list name. */
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** Most cards in one list. */
export const RECOMMENDATION_LIMIT = 12;

/** Most product lines remembered per shopper for 'recent'. */
export const RECENTLY_VIEWED_CAP = 20;

/**
 * Complementary second-level categories: what shoppers of one category also fit to the same vehicle. A line's
 * own category comes first in the key; the values are category paths whose lines are 'related'.
 */
export const RELATED_CATEGORIES: Record<string, readonly string[]> = {
  'exterior/bumpers': [
    'lighting/off-road-lights',
    'exterior/fender-flares',
    'exterior/running-boards-and-steps',
  ],
  'exterior/tonneau-covers': ['truck-bed/bed-liners', 'truck-bed/truck-bed-storage', 'truck-bed/bed-racks'],
  'exterior/running-boards-and-steps': ['exterior/fender-flares', 'exterior/mud-flaps', 'exterior/bumpers'],
  'exterior/fender-flares': ['exterior/mud-flaps', 'exterior/running-boards-and-steps', 'exterior/bumpers'],
  'exterior/mud-flaps': ['exterior/fender-flares', 'exterior/running-boards-and-steps'],
  'exterior/car-covers': ['interior/dash-covers', 'interior/floor-mats'],
  'interior/floor-mats': ['interior/seat-covers', 'interior/dash-covers'],
  'interior/seat-covers': ['interior/floor-mats', 'interior/interior-accessories'],
  'interior/dash-covers': ['interior/seat-covers', 'interior/floor-mats'],
  'interior/interior-accessories': ['interior/seat-covers', 'interior/floor-mats'],
  'lighting/headlights': ['lighting/tail-lights', 'lighting/off-road-lights'],
  'lighting/off-road-lights': ['exterior/bumpers', 'lighting/headlights'],
  'lighting/tail-lights': ['lighting/headlights', 'lighting/off-road-lights'],
  'truck-bed/bed-liners': ['exterior/tonneau-covers', 'truck-bed/bed-racks'],
  'truck-bed/bed-racks': [
    'lighting/off-road-lights',
    'exterior/tonneau-covers',
    'truck-bed/truck-bed-storage',
  ],
  'truck-bed/truck-bed-storage': ['exterior/tonneau-covers', 'truck-bed/bed-liners'],
  'performance/air-intakes': ['performance/exhaust', 'performance/tuners'],
  'performance/exhaust': ['performance/air-intakes', 'performance/tuners'],
  'performance/tuners': ['performance/air-intakes', 'performance/exhaust'],
  'gifts/gift-cards': ['interior/interior-accessories'],
};

/** The related category paths of a line's category path (matched on its first two levels). */
export function relatedCategories(categoryPath: string): readonly string[] {
  return RELATED_CATEGORIES[categoryPath.split('/').slice(0, 2).join('/')] ?? [];
}

/** A product summary row plus the fit of its line for the vehicle (null without one). */
export type RecommendationRow = ProductSummaryRow & { fits: boolean | null };

/** The line recommendations are built around. */
export interface AnchorLine {
  id: number;
  category_id: number;
  category_path: string;
  price_cents: number;
}

/** Finds the anchor line by slug with its category and its first SKU's price, or null. */
export async function findAnchorLine(db: Executor, slug: string): Promise<AnchorLine | null> {
  const rows = await preparedRows<AnchorLine>(
    db,
    sql`select pl.id, pl.category_id, c.path as category_path,
          (select p.price_cents from products p where p.product_line_id = pl.id order by p.position limit 1)
            as price_cents
        from product_lines pl join categories c on c.id = pl.category_id where pl.slug = ${slug}`,
  );
  return rows[0] ?? null;
}

function cards(options: { from: SQL; where: SQL; order: SQL; vehicle?: ResolvedVehicle | undefined }): SQL {
  const fit = options.vehicle
    ? sql`${fitsVehicleSql(options.vehicle)} as fits, ${appNoteSql(options.vehicle)} as app_note`
    : sql`null::boolean as fits, null::text as app_note`;
  return sql`select pl.id as product_line_id, pl.slug as product_line_slug, pl.name, b.slug as brand_slug,
      b.name as brand_name, p.id as product_id, p.sku_slug, p.price_cents, p.original_price_cents,
      img.key as image_key, img.filename as image_filename, ${fit}
    from ${options.from}
    join brands b on b.id = pl.brand_id
    join lateral (select id, sku_slug, price_cents, original_price_cents from products
      where product_line_id = pl.id order by position limit 1) p on true
    left join product_images img on img.product_line_id = pl.id and img.position = 0
    where ${options.where}
    order by ${options.order}
    limit ${RECOMMENDATION_LIMIT}`;
}

function fitsWhere(vehicle: ResolvedVehicle | undefined): SQL {
  return vehicle ? fitsVehicleSql(vehicle) : sql`true`;
}

/** Lines of the same category, nearest in price first; with a vehicle only those that fit it. */
export function similarLines(
  db: Executor,
  anchor: AnchorLine,
  vehicle?: ResolvedVehicle,
): Promise<RecommendationRow[]> {
  return preparedRows(
    db,
    cards({
      from: sql`product_lines pl`,
      where: sql`pl.category_id = ${anchor.category_id} and pl.id <> ${anchor.id} and ${fitsWhere(vehicle)}`,
      order: sql`abs(p.price_cents - ${anchor.price_cents}), pl.id`,
      vehicle,
    }),
  );
}

/** Lines of the complementary categories, best sellers first; with a vehicle only those that fit it. */
export function relatedLines(
  db: Executor,
  anchor: AnchorLine,
  vehicle?: ResolvedVehicle,
): Promise<RecommendationRow[]> {
  const paths = relatedCategories(anchor.category_path);
  if (paths.length === 0) return Promise.resolve([]);
  const inCategories = sql.join(
    paths.map((path) => sql`c.path = ${path} or c.path like ${`${path}/%`}`),
    sql` or `,
  );
  return preparedRows(
    db,
    cards({
      from: sql`product_lines pl left join product_line_details d on d.product_line_id = pl.id`,
      where: sql`pl.category_id in (select c.id from categories c where ${inCategories})
        and pl.id <> ${anchor.id} and ${fitsWhere(vehicle)}`,
      order: sql`coalesce(d.units_sold, 0) desc, pl.id`,
      vehicle,
    }),
  );
}

/** The lines this shopper viewed, most recent first (every line, with its fit for the vehicle). */
export function recentLines(
  db: Executor,
  permId: string,
  excludeLineId: number | null,
  vehicle?: ResolvedVehicle,
): Promise<RecommendationRow[]> {
  return preparedRows(
    db,
    cards({
      from: sql`recently_viewed rv join product_lines pl on pl.id = rv.product_line_id`,
      where: sql`rv.perm_id = ${permId} and pl.id <> ${excludeLineId ?? -1}`,
      order: sql`rv.viewed_at desc, pl.id desc`,
      vehicle,
    }),
  );
}

/** Best sellers, then best rated; with a vehicle only lines that fit it. */
export function recommendedLines(
  db: Executor,
  excludeLineId: number | null,
  vehicle?: ResolvedVehicle,
): Promise<RecommendationRow[]> {
  return preparedRows(
    db,
    cards({
      from: sql`product_line_details d join product_lines pl on pl.id = d.product_line_id`,
      where: sql`pl.id <> ${excludeLineId ?? -1} and ${fitsWhere(vehicle)}`,
      order: sql`d.units_sold desc, d.average_rating desc, pl.id`,
      vehicle,
    }),
  );
}

/** Remembers that a shopper viewed a line (latest view wins) and forgets all but their latest views. */
export async function recordView(db: Executor, permId: string, productLineId: number): Promise<void> {
  await db.execute(
    sql`insert into recently_viewed (perm_id, product_line_id, viewed_at) values (${permId}, ${productLineId}, clock_timestamp())
        on conflict (perm_id, product_line_id) do update set viewed_at = excluded.viewed_at`,
  );
  await db.execute(
    sql`delete from recently_viewed where perm_id = ${permId} and product_line_id not in (
          select product_line_id from recently_viewed where perm_id = ${permId}
          order by viewed_at desc, product_line_id desc limit ${RECENTLY_VIEWED_CAP})`,
  );
}
