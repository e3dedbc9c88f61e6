import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorOf,
  json,
  newPermId,
  ownerHeaders,
  SITE,
  type TestContext,
  testContext,
} from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import type { Cart } from './service';

let ctx: TestContext;
/** Two products of different lines, one on sale, and a vehicle the first one fits. */
let fact: {
  productId: number;
  price: number;
  otherProductId: number;
  saleProductId: number;
  salePrice: number;
  saleOriginal: number;
  vehicle: { year: number; makeSlug: string; modelSlug: string };
  names: { make: string; model: string };
  appNote: string | null;
};

beforeAll(async () => {
  ctx = await testContext();
  const fitted = await queryRows<{
    id: number;
    price: number;
    year: number;
    make: string;
    model: string;
    make_name: string;
    model_name: string;
    note: string | null;
  }>(
    ctx.db,
    sql`select p.id, p.price_cents as price, v.year, mk.slug as make, md.slug as model, mk.name as make_name,
          md.name as model_name, fa.app_note as note
        from products p join fitment_applications fa on fa.product_line_id = p.product_line_id
        join vehicles v on v.id = fa.vehicle_id join makes mk on mk.id = v.make_id join models md on md.id = v.model_id
        where p.original_price_cents is null and fa.app_note is not null
        order by p.id, v.id limit 1`,
  );
  const sale = await queryRows<{ id: number; price: number; original: number }>(
    ctx.db,
    sql`select id, price_cents as price, original_price_cents as original from products
        where original_price_cents is not null order by id limit 1`,
  );
  const other = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from products where product_line_id <> (select product_line_id from products where id = ${fitted[0]!.id})
        order by id desc limit 1`,
  );
  const f = fitted[0]!;
  fact = {
    productId: f.id,
    price: f.price,
    otherProductId: other[0]!.id,
    saleProductId: sale[0]!.id,
    salePrice: sale[0]!.price,
    saleOriginal: sale[0]!.original,
    vehicle: { year: f.year, makeSlug: f.make, modelSlug: f.model },
    names: { make: f.make_name, model: f.model_name },
    appNote: f.note,
  };
});

function cartCall(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = SITE,
): Promise<LightMyRequestResponse> {
  // Raw string bodies are sent as JSON unless a test says otherwise.
  const withType =
    typeof payload === 'string' && !('content-type' in headers)
      ? { ...headers, 'content-type': 'application/json' }
      : headers;
  return ctx.app.inject({
    method,
    url,
    headers: ownerHeaders(url, withType),
    ...(payload === undefined
      ? {}
      : typeof payload === 'string'
        ? { payload }
        : { payload: payload as object }),
  });
}

async function getCart(permId: string, site = 'fitkit'): Promise<Cart> {
  const res = await cartCall('GET', `/cart/${permId}`, undefined, { 'x-site': site });
  expect(res.statusCode, res.body).toBe(200);
  return json<Cart>(res);
}

async function add(permId: string, productList: unknown[]): Promise<Cart> {
  const res = await cartCall('POST', `/cart/${permId}/items`, { productList });
  expect(res.statusCode, res.body).toBe(200);
  return json<Cart>(res);
}

/** A cart with one plain line and one line with a vehicle. */
async function filledCart(): Promise<{ permId: string; cart: Cart }> {
  const permId = newPermId();
  const cart = await add(permId, [
    { productId: fact.productId, qty: 2 },
    { productId: fact.saleProductId, qty: 1, fitmentData: fact.vehicle },
  ]);
  return { permId, cart };
}

describe('cart happy paths', () => {
  it('starts empty', async () => {
    const permId = newPermId();
    expect(await getCart(permId)).toMatchObject({ permId, items: [], itemCount: 0, total: 0 });
  });

  it('adds lines with prices, subtotals and totals in cents', async () => {
    const { permId, cart } = await filledCart();
    expect(cart.permId).toBe(permId);
    expect(cart.items).toHaveLength(2);
    const plain = cart.items.find((i) => i.productId === fact.productId)!;
    expect(plain).toMatchObject({
      qty: 2,
      salePrice: fact.price,
      originalPrice: fact.price,
      saleSubtotal: fact.price * 2,
      originalSubtotal: fact.price * 2,
      itemSubtotal: fact.price * 2,
      fitmentData: null,
      isVirtualItem: false,
      warranty: null,
      installation: null,
    });
    expect(plain.itemId).toMatch(/^[0-9a-f-]{36}$/);
    expect(plain.image.key).toMatch(/^pl\d+-1$/);
    expect(new Date(plain.updatedAt).toISOString()).toBe(plain.updatedAt);
    const sale = cart.items.find((i) => i.productId === fact.saleProductId)!;
    expect(sale).toMatchObject({ salePrice: fact.salePrice, originalPrice: fact.saleOriginal, qty: 1 });
    expect(cart.itemCount).toBe(3);
    expect(cart.total).toBe(fact.price * 2 + fact.salePrice);
    expect(await getCart(permId)).toEqual(cart);
  });

  it('keeps the vehicle names and the application note on the line', async () => {
    const permId = newPermId();
    const cart = await add(permId, [{ productId: fact.productId, qty: 1, fitmentData: fact.vehicle }]);
    expect(cart.items[0]!.fitmentData).toEqual({
      year: fact.vehicle.year,
      makeName: fact.names.make,
      modelName: fact.names.model,
      bedName: null,
      bodyName: null,
      engineName: null,
      appNote: fact.appNote,
    });
  });

  it('adds to the existing line for the same product and vehicle, a new line for another vehicle', async () => {
    const { permId } = await filledCart();
    const cart = await add(permId, [
      { productId: fact.productId, qty: 3 },
      { productId: fact.productId, qty: 1, fitmentData: fact.vehicle },
    ]);
    const lines = cart.items.filter((i) => i.productId === fact.productId);
    expect(lines.map((l) => l.qty).sort()).toEqual([1, 5]);
    expect(cart.itemCount).toBe(7);
  });

  it('merges repeated entries of one request into one line', async () => {
    const permId = newPermId();
    const cart = await add(permId, [
      { productId: fact.productId, qty: 2 },
      { productId: fact.productId, qty: 3 },
    ]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.qty).toBe(5);
  });

  it('updates the qty of a line', async () => {
    const { permId, cart } = await filledCart();
    const line = cart.items.find((i) => i.productId === fact.productId)!;
    const res = await cartCall('PATCH', `/cart/${permId}/items/${line.itemId}`, { qty: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const updated = json<Cart>(res);
    expect(updated.items.find((i) => i.itemId === line.itemId)!.qty).toBe(7);
    expect(updated.itemCount).toBe(8);
    expect(updated.total).toBe(fact.price * 7 + fact.salePrice);
  });

  it('removes a line and clears the cart', async () => {
    const { permId, cart } = await filledCart();
    const line = cart.items[0]!;
    const res = await cartCall('DELETE', `/cart/${permId}/items/${line.itemId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Cart>(res).items.map((i) => i.itemId)).not.toContain(line.itemId);
    const cleared = await cartCall('DELETE', `/cart/${permId}`);
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared)).toMatchObject({ permId, items: [], itemCount: 0, total: 0 });
    expect((await getCart(permId)).items).toEqual([]);
  });

  it('accepts a JSON content type on bodyless deletes', async () => {
    const { permId } = await filledCart();
    const res = await cartCall('DELETE', `/cart/${permId}`, undefined, {
      ...SITE,
      'content-type': 'application/json',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps carts of different sites apart', async () => {
    const { permId } = await filledCart();
    expect((await getCart(permId, 'other-site')).items).toEqual([]);
    const res = await cartCall(
      'PATCH',
      `/cart/${permId}/items/${(await getCart(permId)).items[0]!.itemId}`,
      { qty: 3 },
      {
        'x-site': 'other-site',
      },
    );
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('ITEM_NOT_FOUND');
  });

  it('loses no update under 50 concurrent adds to the same line', async () => {
    const permId = newPermId();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        cartCall('POST', `/cart/${permId}/items`, { productList: [{ productId: fact.productId, qty: 1 }] }),
      ),
    );
    for (const res of responses) expect(res.statusCode, res.body).toBe(200);
    const cart = await getCart(permId);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.qty).toBe(50);
  });
});

describe('cart bad input changes nothing', () => {
  /** Sends a bad request to a filled cart, checks the error, and checks the cart is exactly as before. */
  async function expectRejected(
    make: (permId: string, cart: Cart) => Promise<LightMyRequestResponse>,
    status: number,
    code: string,
  ) {
    const { permId, cart } = await filledCart();
    const res = await make(permId, cart);
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res).code).toBe(code);
    expect(await getCart(permId)).toEqual(cart);
  }

  const post = (permId: string, body: unknown, headers: Record<string, string> = SITE) =>
    cartCall('POST', `/cart/${permId}/items`, body, headers);

  it.each([
    ['malformed JSON', '{"productList":[{"productId":1,', 400, 'INVALID_JSON'],
    ['an empty product list', { productList: [] }, 400, 'VALIDATION_ERROR'],
    ['a missing product list', {}, 400, 'VALIDATION_ERROR'],
    ['a product list that is not an array', { productList: 'all' }, 400, 'VALIDATION_ERROR'],
    ['a string qty', { productList: [{ productId: 1, qty: '1' }] }, 400, 'VALIDATION_ERROR'],
    ['a string productId', { productList: [{ productId: '10001', qty: 1 }] }, 400, 'VALIDATION_ERROR'],
    ['qty 0', { productList: [{ productId: 1, qty: 0 }] }, 400, 'VALIDATION_ERROR'],
    ['a negative qty', { productList: [{ productId: 1, qty: -3 }] }, 400, 'VALIDATION_ERROR'],
    ['a fractional qty', { productList: [{ productId: 1, qty: 1.5 }] }, 400, 'VALIDATION_ERROR'],
    ['a huge qty', { productList: [{ productId: 1, qty: 1e9 }] }, 400, 'VALIDATION_ERROR'],
    ['qty 100', { productList: [{ productId: 1, qty: 100 }] }, 400, 'VALIDATION_ERROR'],
    ['a negative productId', { productList: [{ productId: -1, qty: 1 }] }, 400, 'VALIDATION_ERROR'],
    [
      'a productId beyond int range',
      { productList: [{ productId: 2 ** 40, qty: 1 }] },
      400,
      'VALIDATION_ERROR',
    ],
    [
      '21 entries',
      { productList: Array.from({ length: 21 }, () => ({ productId: 1, qty: 1 })) },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'an over-long vehicle slug',
      {
        productList: [
          { productId: 1, qty: 1, fitmentData: { year: 2020, makeSlug: 'a'.repeat(65), modelSlug: 'x' } },
        ],
      },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a vehicle with a string year',
      {
        productList: [
          { productId: 1, qty: 1, fitmentData: { year: '2020', makeSlug: 'jeep', modelSlug: 'wrangler' } },
        ],
      },
      400,
      'VALIDATION_ERROR',
    ],
  ])('POST items with %s → %i %s', async (_name, body, status, code) => {
    await expectRejected((permId) => post(permId, body), status, code);
  });

  it('rejects an unknown product with 404 and adds none of the other entries', async () => {
    await expectRejected(
      (permId) =>
        post(permId, {
          productList: [
            { productId: fact.otherProductId, qty: 1 },
            { productId: 99_999_999, qty: 1 },
          ],
        }),
      404,
      'PRODUCT_NOT_FOUND',
    );
  });

  it('rejects a vehicle that does not exist and adds nothing', async () => {
    await expectRejected(
      (permId) =>
        post(permId, {
          productList: [
            { productId: fact.otherProductId, qty: 1 },
            {
              productId: fact.productId,
              qty: 1,
              fitmentData: { year: 2020, makeSlug: 'ford', modelSlug: 'wrangler' },
            },
          ],
        }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('rejects a line that would go over 99 with 422 QTY_LIMIT, atomically', async () => {
    await expectRejected(
      (permId) =>
        post(permId, {
          productList: [
            { productId: fact.otherProductId, qty: 1 },
            { productId: fact.productId, qty: 98 },
          ],
        }),
      422,
      'QTY_LIMIT',
    );
    await expectRejected(
      (permId) =>
        post(permId, {
          productList: [
            { productId: fact.otherProductId, qty: 60 },
            { productId: fact.otherProductId, qty: 60 },
          ],
        }),
      422,
      'QTY_LIMIT',
    );
  });

  it.each([
    ['a missing x-site', {}],
    ['a blank x-site', { 'x-site': '   ' }],
  ])('rejects %s with 400 MISSING_SITE on every cart call', async (_name, headers) => {
    await expectRejected(
      (permId) => cartCall('GET', `/cart/${permId}`, undefined, headers),
      400,
      'MISSING_SITE',
    );
    await expectRejected(
      (permId) => post(permId, { productList: [{ productId: fact.productId, qty: 1 }] }, headers),
      400,
      'MISSING_SITE',
    );
    await expectRejected(
      (permId, cart) =>
        cartCall('PATCH', `/cart/${permId}/items/${cart.items[0]!.itemId}`, { qty: 5 }, headers),
      400,
      'MISSING_SITE',
    );
    await expectRejected(
      (permId, cart) =>
        cartCall('DELETE', `/cart/${permId}/items/${cart.items[0]!.itemId}`, undefined, headers),
      400,
      'MISSING_SITE',
    );
    await expectRejected(
      (permId) => cartCall('DELETE', `/cart/${permId}`, undefined, headers),
      400,
      'MISSING_SITE',
    );
  });

  it('rejects an over-long x-site', async () => {
    await expectRejected(
      (permId) => cartCall('DELETE', `/cart/${permId}`, undefined, { 'x-site': 'x'.repeat(65) }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['with bad characters', 'abcdefgh_ijk'],
  ])('rejects a permId %s on every cart call', async (_name, badPermId) => {
    const itemId = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', `/cart/${badPermId}`, undefined],
      ['POST', `/cart/${badPermId}/items`, { productList: [{ productId: fact.productId, qty: 1 }] }],
      ['PATCH', `/cart/${badPermId}/items/${itemId}`, { qty: 2 }],
      ['DELETE', `/cart/${badPermId}/items/${itemId}`, undefined],
      ['DELETE', `/cart/${badPermId}`, undefined],
    ] as const) {
      const res = await cartCall(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(errorOf(res).issues?.[0]?.path).toBe('params.permId');
    }
  });

  it.each([
    ['qty 0', { qty: 0 }],
    ['qty 100', { qty: 100 }],
    ['a negative qty', { qty: -1 }],
    ['a fractional qty', { qty: 2.5 }],
    ['a huge qty', { qty: 1e300 }],
    ['a string qty', { qty: 'two' }],
    ['no qty', {}],
    ['a null body', 'null'],
  ])('PATCH with %s → 400 and nothing changes', async (_name, body) => {
    await expectRejected(
      (permId, cart) => cartCall('PATCH', `/cart/${permId}/items/${cart.items[0]!.itemId}`, body),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('PATCH and DELETE of an unknown item → 404 ITEM_NOT_FOUND and nothing changes', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectRejected(
      (permId) => cartCall('PATCH', `/cart/${permId}/items/${unknown}`, { qty: 2 }),
      404,
      'ITEM_NOT_FOUND',
    );
    await expectRejected(
      (permId) => cartCall('DELETE', `/cart/${permId}/items/${unknown}`),
      404,
      'ITEM_NOT_FOUND',
    );
  });

  it("cannot touch another shopper's line", async () => {
    const other = await filledCart();
    await expectRejected(
      (permId) => cartCall('PATCH', `/cart/${permId}/items/${other.cart.items[0]!.itemId}`, { qty: 9 }),
      404,
      'ITEM_NOT_FOUND',
    );
    expect(await getCart(other.permId)).toEqual(other.cart);
  });

  it('rejects a malformed item id with 400', async () => {
    await expectRejected(
      (permId) => cartCall('DELETE', `/cart/${permId}/items/not-a-uuid`),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('rejects non-JSON bodies with 415', async () => {
    await expectRejected(
      (permId) =>
        post(permId, 'productId=1&qty=1', { ...SITE, 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('cart rows', () => {
  it('stores nothing for rejected requests of a new shopper', async () => {
    const permId = newPermId();
    await cartCall('POST', `/cart/${permId}/items`, { productList: [{ productId: 99_999_999, qty: 1 }] });
    const rows = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from carts where perm_id = ${permId}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
