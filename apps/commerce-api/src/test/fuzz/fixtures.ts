import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type Fixtures, VEHICLE } from './schema-arbitraries';

/**
 * Rows for valid requests to name, so they meet state and can be answered 2xx: a shopper's cart with parts in it
 * (its path sent with its owner's cookie), seeded products, product lines and vehicles, the demo site.
 */
export async function fuzzFixtures(app: FastifyInstance, db: Database, permId: string): Promise<Fixtures> {
  const products = await queryRows<{ id: number; slug: string }>(
    db,
    sql`select p.id, pl.slug from products p join product_lines pl on pl.id = p.product_line_id
        where not pl.is_virtual order by p.id limit 20`,
  );
  const added = await app.inject({
    method: 'POST',
    url: `/cart/${permId}/items`,
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ productList: products.slice(0, 3).map((p) => ({ productId: p.id, qty: 1 })) }),
  });
  const vehicles = await queryRows<Record<string, string | number>>(
    db,
    sql`select v.year, mk.slug as "makeSlug", md.slug as "modelSlug", b.slug as "bodySlug", bd.slug as "bedSlug",
          e.slug as "engineSlug"
        from vehicles v join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
          join bodies b on b.id = v.body_id join beds bd on bd.id = v.bed_id join engines e on e.id = v.engine_id
        order by v.id limit 20`,
  );
  const items = (JSON.parse(added.body) as { items?: { itemId: string }[] }).items ?? [];
  return {
    'x-site': fc.constant('fitkit'),
    permId: fc.constant(permId),
    // A whole vehicle, or its year, make and model only (the fitment drill's shallower levels).
    [VEHICLE]: fc
      .tuple(fc.constantFrom(...vehicles), fc.boolean())
      .map(([v, whole]) => (whole ? v : { year: v.year, makeSlug: v.makeSlug, modelSlug: v.modelSlug })),
    productId: fc.constantFrom(...products.map((p) => p.id)),
    productLineSlug: fc.constantFrom(...products.map((p) => p.slug)),
    ...(items.length > 0 ? { itemId: fc.constantFrom(...items.map((i) => i.itemId)) } : {}),
  };
}
