import { FITMENT_LEVELS, NOT_APPLICABLE, NOT_APPLICABLE_TEXT } from '@fitkit/fitment';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared';
import type { Executor } from '../../db/rows';
import { productsAsOf } from '../catalogue/prices-as-of';
import type { Facts } from './drills';

/** A product line as its controls need it. */
export interface ControlLineRow {
  id: number;
  slug: string;
  name: string;
  is_universal: boolean;
  drill_types: string[] | null;
  split_at: string | null;
  image_key: string | null;
  image_filename: string | null;
}

/** Finds a product line with its drill arrangement and first image, or null. */
export async function findControlLine(db: Executor, slug: string): Promise<ControlLineRow | null> {
  const rows = await preparedRows<ControlLineRow>(
    db,
    sql`select pl.id, pl.slug, pl.name, pl.is_universal, d.drill_types, d.split_at,
          img.key as image_key, img.filename as image_filename
        from product_lines pl
        left join product_line_details d on d.product_line_id = pl.id
        left join product_images img on img.product_line_id = pl.id and img.position = 0
        where pl.slug = ${slug}`,
  );
  return rows[0] ?? null;
}

/** A SKU with what its drills read. */
export interface SkuFacts {
  productId: number;
  sku: string;
  skuSlug: string;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  stock: number;
  isPreOrder: boolean;
  facts: Facts;
}

interface SkuRow {
  id: number;
  sku: string;
  sku_slug: string;
  name: string;
  price_cents: number;
  original_price_cents: number | null;
  stock: number;
  is_pre_order: boolean;
  attributes: { type: string; value: string; text: string }[] | string | null;
}

/** The SKUs of one line in their order, each with its attributes (and its prices as of `asOf`, when given). */
export async function lineSkus(db: Executor, productLineId: number, asOf?: string): Promise<SkuFacts[]> {
  const rows = await preparedRows<SkuRow>(
    db,
    sql`select p.id, p.sku, p.sku_slug, p.name, p.price_cents, p.original_price_cents, p.stock, p.is_pre_order,
          (select json_agg(json_build_object('type', a.type, 'value', a.value, 'text', a.text) order by a.type)
             from sku_attributes a where a.product_id = p.id) as attributes
        from ${productsAsOf(asOf)} p where p.product_line_id = ${productLineId} order by p.position`,
  );
  return rows.map((row) => {
    const attributes =
      typeof row.attributes === 'string' ? JSON.parse(row.attributes) : (row.attributes ?? []);
    const facts: Facts = {};
    for (const a of attributes as { type: string; value: string; text: string }[]) {
      facts[a.type] = { value: a.value, text: a.text };
    }
    return {
      productId: row.id,
      sku: row.sku,
      skuSlug: row.sku_slug,
      name: row.name,
      priceCents: row.price_cents,
      originalPriceCents: row.original_price_cents,
      stock: row.stock,
      isPreOrder: row.is_pre_order,
      facts,
    };
  });
}

interface VehicleRow {
  year: number;
  make_slug: string;
  make_name: string;
  model_slug: string;
  model_name: string;
  body_slug: string;
  body_name: string;
  bed_slug: string;
  bed_name: string;
  engine_slug: string;
  engine_name: string;
}

/**
 * The distinct vehicle configurations one line is fitted to, as drill facts (value = slug, year as text). Read
 * through the applications' primary key, so it touches this line's rows only.
 */
export async function lineVehicles(db: Executor, productLineId: number): Promise<{ facts: Facts }[]> {
  const rows = await preparedRows<VehicleRow>(
    db,
    sql`select distinct v.year, mk.slug as make_slug, mk.name as make_name, md.slug as model_slug,
          md.name as model_name, bo.slug as body_slug, bo.name as body_name, bd.slug as bed_slug,
          bd.name as bed_name, e.slug as engine_slug, e.name as engine_name
        from fitment_applications fa
        join vehicles v on v.id = fa.vehicle_id
        join makes mk on mk.id = v.make_id
        join models md on md.id = v.model_id
        join bodies bo on bo.id = v.body_id
        join beds bd on bd.id = v.bed_id
        join engines e on e.id = v.engine_id
        where fa.product_line_id = ${productLineId}`,
  );
  return rows.map((row) => {
    const facts: Facts = { year: { value: String(row.year), text: String(row.year) } };
    for (const level of FITMENT_LEVELS) {
      if (level === 'year') continue;
      const value = row[`${level}_slug`];
      facts[level] = { value, text: value === NOT_APPLICABLE ? NOT_APPLICABLE_TEXT : row[`${level}_name`] };
    }
    return { facts };
  });
}
