import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, productImages, productLines, products, users } from '../../db/schema';
import { buildParts, buildPhotos, builds } from '../../db/tables/builds';
import type { BuildStatus } from './transitions';

/** The builds one transaction reads and writes through. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A build row with what its pages show beside it. */
export type BuildRow = typeof builds.$inferSelect;

/** Filters of the builds list. */
export interface BuildListFilters {
  status: BuildStatus;
  year?: number | undefined;
  makeSlug?: string | undefined;
  modelSlug?: string | undefined;
  page: number;
  pageSize: number;
}

/** One page of builds with their author's name and cover photo key. */
export async function listBuilds(db: Database, filters: BuildListFilters) {
  const conditions: SQL[] = [eq(builds.status, filters.status)];
  if (filters.year !== undefined) conditions.push(eq(builds.year, filters.year));
  if (filters.makeSlug) conditions.push(eq(builds.makeSlug, filters.makeSlug));
  if (filters.modelSlug) conditions.push(eq(builds.modelSlug, filters.modelSlug));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        build: builds,
        authorName: users.name,
        cover: sql<{ key: string; width: number; height: number } | null>`(select json_build_object(
            'key', ${buildPhotos.key}, 'width', ${buildPhotos.width}, 'height', ${buildPhotos.height})
          from ${buildPhotos} where ${buildPhotos.buildId} = ${builds.id} order by ${buildPhotos.position} limit 1)`,
      })
      .from(builds)
      .innerJoin(users, eq(users.id, builds.userId))
      .where(where)
      .orderBy(desc(sql`coalesce(${builds.publishedAt}, ${builds.updatedAt})`), desc(builds.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ n: count() }).from(builds).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A build with its author, or null. */
export async function findBuild(db: Database | Tx, id: string) {
  const [row] = await db
    .select({ build: builds, authorName: users.name, authorEmail: users.email })
    .from(builds)
    .innerJoin(users, eq(users.id, builds.userId))
    .where(eq(builds.id, id));
  return row ?? null;
}

/** A build's photos in order. */
export function buildPhotoRows(db: Database | Tx, id: string) {
  return db.select().from(buildPhotos).where(eq(buildPhotos.buildId, id)).orderBy(asc(buildPhotos.position));
}

/** A build's parts in order, each with its product line, brand and first picture. */
export function buildPartRows(db: Database, id: string) {
  return db
    .select({
      productId: products.id,
      sku: products.sku,
      skuSlug: products.skuSlug,
      name: products.name,
      priceCents: products.priceCents,
      productLineSlug: productLines.slug,
      productLineName: productLines.name,
      brandName: brands.name,
      imageKey: productImages.key,
      imageFilename: productImages.filename,
    })
    .from(buildParts)
    .innerJoin(products, eq(products.id, buildParts.productId))
    .innerJoin(productLines, eq(productLines.id, products.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .leftJoin(
      productImages,
      and(eq(productImages.productLineId, productLines.id), eq(productImages.position, 0)),
    )
    .where(eq(buildParts.buildId, id))
    .orderBy(asc(buildParts.position));
}

/** The products with these part numbers (compared case-insensitively), by lower-cased part number. */
export async function productsBySku(db: Database, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const lower = skus.map((s) => s.toLowerCase());
  const rows = await db
    .select({ id: products.id, sku: sql<string>`lower(${products.sku})` })
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, lower));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** Replaces a build's photos and parts with these, in order. */
export async function writeBuildChildren(
  tx: Tx,
  id: string,
  photos: { key: string; width: number; height: number }[],
  productIds: number[],
): Promise<void> {
  await tx.delete(buildPhotos).where(eq(buildPhotos.buildId, id));
  await tx.delete(buildParts).where(eq(buildParts.buildId, id));
  if (photos.length > 0) {
    await tx.insert(buildPhotos).values(photos.map((p, position) => ({ buildId: id, position, ...p })));
  }
  if (productIds.length > 0) {
    await tx
      .insert(buildParts)
      .values(productIds.map((productId, position) => ({ buildId: id, position, productId })));
  }
}
