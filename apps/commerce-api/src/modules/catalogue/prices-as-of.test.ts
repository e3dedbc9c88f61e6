import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, newPermId, ownerHeaders, SITE, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';

// timeTravel shows the prices in effect then: a price changed by plain SQL (as any admin or import path would) is
// recorded by the price history's trigger, and every catalogue answer as of before the change shows the old price.

let ctx: TestContext;

interface Card {
  productLineSlug: string;
  price: { actual: number; original: number | null };
}
interface Catalogue {
  total: number;
  products: Card[];
  facets: { name: string; values: { value: string; count: number }[] }[];
}

/** A one-SKU line under $50, not on sale, in a category with other lines; its price is changed below. */
let line: { slug: string; name: string; path: string; productId: number; price: number };
/** Today's price after the change: the dearest in its category by far, and on sale. */
const NEW_PRICE = 9_999_999;
const NEW_ORIGINAL = 10_999_999;
let before: string;
let after: string;

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

async function catalogue(query: string): Promise<Catalogue> {
  const res = await ctx.app.inject({ url: `/catalogue?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return json<Catalogue>(res);
}

const cardOf = (page: Catalogue) => page.products.find((p) => p.productLineSlug === line.slug);
const priceBucketCount = (page: Catalogue, bucket: string) =>
  page.facets.find((f) => f.name === 'price')?.values.find((v) => v.value === bucket)?.count ?? 0;

beforeAll(async () => {
  ctx = await testContext();
  const rows = await queryRows<{ slug: string; name: string; path: string; id: number; price: number }>(
    ctx.db,
    sql`select pl.slug, pl.name, c.path, p.id, p.price_cents as price
        from product_lines pl join categories c on c.id = pl.category_id
        join products p on p.product_line_id = pl.id
        where p.price_cents < 5000 and p.original_price_cents is null
          and (select count(*) from products o where o.product_line_id = pl.id) = 1
          and (select count(*) from product_lines s where s.category_id = pl.category_id) >= 3
        order by pl.id limit 1`,
  );
  const found = rows[0]!;
  line = { slug: found.slug, name: found.name, path: found.path, productId: found.id, price: found.price };
  before = new Date().toISOString();
  await pause();
  await ctx.db.execute(
    sql`update products set price_cents = ${NEW_PRICE}, original_price_cents = ${NEW_ORIGINAL}
        where id = ${line.productId}`,
  );
  await pause();
  after = new Date().toISOString();
});

afterAll(async () => {
  await ctx.db.execute(
    sql`update products set price_cents = ${line.price}, original_price_cents = null where id = ${line.productId}`,
  );
});

describe('the price history', () => {
  it('records a price change in the changing transaction, and nothing when it rolls back', async () => {
    const entries = await queryRows<{ price: number; original: number | null }>(
      ctx.db,
      sql`select price_cents as price, original_price_cents as original from product_prices
          where product_id = ${line.productId} order by effective_from`,
    );
    expect(entries.at(-2)).toEqual({ price: line.price, original: null });
    expect(entries.at(-1)).toEqual({ price: NEW_PRICE, original: NEW_ORIGINAL });
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price_cents = 4242 where id = ${line.productId}`);
        const inside = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from product_prices where product_id = ${line.productId}
              and effective_from = now() and price_cents = 4242`,
        );
        expect(inside[0]!.n).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const kept = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from product_prices where product_id = ${line.productId}`,
    );
    expect(kept[0]!.n).toBe(entries.length);
  });
});

describe('timeTravel prices', () => {
  it('lists the old price as of before the change and the new one after it and today', async () => {
    const listing = (at: string) => `route=category&path=${line.path}&pageSize=100${at}`;
    expect(cardOf(await catalogue(listing(`&timeTravel=${before}`)))?.price).toEqual({
      actual: line.price,
      original: null,
    });
    const now = { actual: NEW_PRICE, original: NEW_ORIGINAL };
    expect(cardOf(await catalogue(listing(`&timeTravel=${after}`)))?.price).toEqual(now);
    expect(cardOf(await catalogue(listing('')))?.price).toEqual(now);
  });

  it('searches at the prices of then', async () => {
    const search = (at: string) =>
      `route=search&q=${encodeURIComponent(line.name)}&pageSize=100&timeTravel=${at}`;
    expect(cardOf(await catalogue(search(before)))?.price.actual).toBe(line.price);
    expect(cardOf(await catalogue(search(after)))?.price.actual).toBe(NEW_PRICE);
    const token = (at: string) => `route=search&productLineSlug=${line.slug}&timeTravel=${at}`;
    expect(cardOf(await catalogue(token(before)))?.price.actual).toBe(line.price);
    expect(cardOf(await catalogue(token(after)))?.price.actual).toBe(NEW_PRICE);
  });

  it('answers the product page at the prices of then', async () => {
    const product = async (at: string) => {
      const res = await ctx.app.inject({ url: `/product/${line.slug}${at}` });
      expect(res.statusCode, res.body).toBe(200);
      return json<{
        actualPrice: number;
        originalPrice: number | null;
        discount: number | null;
        skus: { actualPrice: number; originalPrice: number | null }[];
      }>(res);
    };
    const then = await product(`?timeTravel=${before}`);
    expect([then.actualPrice, then.originalPrice, then.discount]).toEqual([line.price, null, null]);
    expect(then.skus[0]).toMatchObject({ actualPrice: line.price, originalPrice: null });
    for (const at of [`?timeTravel=${after}`, '']) {
      const now = await product(at);
      expect([now.actualPrice, now.originalPrice]).toEqual([NEW_PRICE, NEW_ORIGINAL]);
      expect(now.skus[0]).toMatchObject({ actualPrice: NEW_PRICE, originalPrice: NEW_ORIGINAL });
    }
  });

  it('buckets, filters and sorts by the prices of then', async () => {
    const base = `route=category&path=${line.path}&pageSize=100`;
    const thenAll = await catalogue(`${base}&timeTravel=${before}`);
    const nowAll = await catalogue(`${base}&timeTravel=${after}`);
    expect(priceBucketCount(thenAll, '0-5000') - priceBucketCount(nowAll, '0-5000')).toBe(1);
    expect(priceBucketCount(nowAll, '50000-') - priceBucketCount(thenAll, '50000-')).toBe(1);
    expect(cardOf(await catalogue(`${base}&price=0-5000&timeTravel=${before}`))).toBeDefined();
    expect(cardOf(await catalogue(`${base}&price=0-5000&timeTravel=${after}`))).toBeUndefined();
    expect(cardOf(await catalogue(`${base}&price=50000-&timeTravel=${after}`))).toBeDefined();
    const dearest = async (at: string) =>
      (await catalogue(`${base}&sort=price-desc&timeTravel=${at}`)).products[0]?.productLineSlug;
    expect(await dearest(after)).toBe(line.slug);
    expect(await dearest(before)).not.toBe(line.slug);
  });

  it('counts the line among the deals only once its compare-at price took effect', async () => {
    const deals = (at: string) => `route=specials&category=${line.path}&pageSize=100&timeTravel=${at}`;
    expect(cardOf(await catalogue(deals(before)))).toBeUndefined();
    expect(cardOf(await catalogue(deals(after)))).toBeDefined();
  });

  it("charges today's price when a time-travelled page adds to the cart", async () => {
    const page = await ctx.app.inject({ url: `/product/${line.slug}?timeTravel=${before}` });
    const { productId, actualPrice } = json<{ productId: number; actualPrice: number }>(page);
    expect(actualPrice).toBe(line.price);
    const permId = newPermId();
    const url = `/cart/${permId}/items`;
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: ownerHeaders(url, SITE),
      payload: { productList: [{ productId, qty: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = json<{ items: { productId: number; salePrice: number; itemSubtotal: number }[] }>(res);
    expect(cart.items.find((i) => i.productId === productId)).toMatchObject({
      salePrice: NEW_PRICE,
      itemSubtotal: NEW_PRICE,
    });
  });
});

describe('the seeded price history', () => {
  it('starts every SKU at its price since its line was added and shows earlier prices of repriced lines', async () => {
    const missing = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from products p join product_lines pl on pl.id = p.product_line_id
          where not exists (select 1 from product_prices h where h.product_id = p.id and h.effective_from = pl.created_at)`,
    );
    expect(missing[0]!.n).toBe(0);
    const repriced = await queryRows<{ slug: string; first: number; changed_at: string; today: number }>(
      ctx.db,
      sql`select pl.slug, h.price_cents as first, to_char(n.effective_from at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at, p.price_cents as today
          from product_lines pl join products p on p.product_line_id = pl.id and p.position = 0
          join product_prices h on h.product_id = p.id and h.effective_from = pl.created_at
          join product_prices n on n.product_id = p.id and n.effective_from > h.effective_from
          where h.price_cents <> p.price_cents and n.effective_from < now() - interval '1 day'
          order by pl.id limit 1`,
    );
    const seeded = repriced[0]!;
    const priceAt = async (at: string) =>
      json<{ actualPrice: number }>(await ctx.app.inject({ url: `/product/${seeded.slug}?timeTravel=${at}` }))
        .actualPrice;
    expect(await priceAt(new Date(Date.parse(seeded.changed_at) - 1000).toISOString())).toBe(seeded.first);
    expect(await priceAt(seeded.changed_at)).toBe(seeded.today);
  });
});
