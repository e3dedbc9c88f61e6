import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, newPermId, SITE, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { SESSION_COOKIE } from '../accounts/auth';
import type { Wishlist } from './service';

let ctx: TestContext;
let productId: number;
let otherProductId: number;

beforeAll(async () => {
  ctx = await testContext();
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`select p.id from products p join product_lines pl on pl.id = p.product_line_id
        where not pl.is_virtual order by p.id limit 2`,
  );
  [productId, otherProductId] = rows.map((r) => r.id) as [number, number];
});

/** A signed-in shopper: their session cookie, wishlist id and a permId of their own. */
interface Shopper {
  session: string;
  wishlistId: string;
  permId: string;
}

/** Signs a new account up, verifies it from the outbox and signs it in. */
async function signedInShopper(): Promise<Shopper> {
  const email = `wishlist-${randomUUID()}@example.test`;
  const password = 'correct horse battery';
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  expect((await post('/account/sign-up', { name: 'Wish Lister', email, password })).statusCode).toBe(202);
  const outbox = json<{ messages: { body: string }[] }>(
    await ctx.app.inject({ url: `/outbox?to=${encodeURIComponent(email)}` }),
  );
  const token = outbox.messages[0]?.body.match(/\/account\/verify\/([^/\s]+)\//)?.[1];
  expect((await post('/account/verify', { token: decodeURIComponent(token!) })).statusCode).toBe(204);
  const signIn = await post('/account/sign-in', { email, password });
  expect(signIn.statusCode).toBe(200);
  const cookie = ([] as string[])
    .concat(signIn.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const { user } = json<{ user: { id: string } }>(signIn);
  return { session: cookie!.split(';')[0]!, wishlistId: `${user.id}-wishlist`, permId: newPermId() };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** A call as `as` makes it through the shop: their session and permId cookies. */
function call(method: Method, url: string, as: Shopper | null, payload?: object) {
  const cookie = as ? `permId=${as.permId}; ${as.session}` : undefined;
  return ctx.app.inject({
    method,
    url,
    headers: { ...SITE, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ok(res: Promise<LightMyRequestResponse>): Promise<Wishlist> {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return json<Wishlist>(answer);
}

const FITMENT = { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler' };

describe('wishlist on the cart paths (SPEC §7)', () => {
  it('adds with the SPEC §3 payload, reads, removes a line and empties, in the cart item shape', async () => {
    const me = await signedInShopper();
    const empty = await ok(call('GET', `/cart/${me.wishlistId}`, me));
    expect(empty).toEqual({ permId: me.wishlistId, items: [], itemCount: 0, total: 0 });

    const added = await ok(
      call('POST', `/cart/${me.wishlistId}/items`, me, { productId, qty: 1, meta: { source: 'heart' } }),
    );
    expect(added.items).toHaveLength(1);
    expect(added.items[0]).toMatchObject({
      productId,
      qty: 1,
      meta: { source: 'heart' },
      isVirtualItem: false,
    });
    expect(added.items[0]).toHaveProperty('productLineSlug');
    expect(added).not.toHaveProperty('summary');

    const two = await ok(
      call('POST', `/cart/${me.wishlistId}/items`, me, { productId: otherProductId, qty: 2 }),
    );
    expect(two.itemCount).toBe(3);
    const first = two.items.find((i) => i.productId === productId)!;
    // A line keeps its vehicle as slugs too, so it can be moved to the cart with it.
    const fitted = await ok(
      call('POST', `/cart/${me.wishlistId}/items`, me, { productId, qty: 1, fitmentData: FITMENT }),
    );
    const fittedLine = fitted.items.find((i) => i.fitment !== null)!;
    expect(fittedLine).toMatchObject({ productId, fitment: FITMENT, fitmentData: { year: 2021 } });
    expect(first.fitment).toBeNull();
    await ok(call('DELETE', `/cart/${me.wishlistId}/items/${fittedLine.itemId}`, me));
    const after = await ok(call('DELETE', `/cart/${me.wishlistId}/items/${first.itemId}`, me));
    expect(after.items.map((i) => i.productId)).toEqual([otherProductId]);
    expect((await ok(call('DELETE', `/cart/${me.wishlistId}`, me))).items).toEqual([]);
  });

  it('keeps the wishlist apart from the same shopper’s cart', async () => {
    const me = await signedInShopper();
    await ok(call('POST', `/cart/${me.wishlistId}/items`, me, { productId, qty: 1 }));
    const cart = json<{ items: unknown[] }>(await call('GET', `/cart/${me.permId}`, me));
    expect(cart.items).toEqual([]);
  });

  it('answers 401 with the one error body to a signed-out shopper, and changes nothing', async () => {
    const me = await signedInShopper();
    await ok(call('POST', `/cart/${me.wishlistId}/items`, me, { productId, qty: 1 }));
    const signedOut = { ...me, session: 'x=1' };
    for (const [method, url, payload] of [
      ['GET', `/cart/${me.wishlistId}`],
      ['POST', `/cart/${me.wishlistId}/items`, { productId: otherProductId, qty: 1 }],
      ['DELETE', `/cart/${me.wishlistId}`],
    ] as const) {
      const res = await call(method, url, signedOut, payload);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    }
    expect((await ok(call('GET', `/cart/${me.wishlistId}`, me))).items).toHaveLength(1);
  });

  it("refuses another shopper's wishlist id on every wishlist and cart route with one 403, changing nothing", async () => {
    const victim = await signedInShopper();
    const { items } = await ok(
      call('POST', `/cart/${victim.wishlistId}/items`, victim, { productId, qty: 1 }),
    );
    const itemId = items[0]!.itemId;
    const thief = await signedInShopper();
    const id = victim.wishlistId;
    const attempts: [Method | 'PATCH', string, object?][] = [
      ['GET', `/cart/${id}`],
      ['POST', `/cart/${id}/items`, { productId: otherProductId, qty: 5 }],
      ['POST', `/cart/${id}/items`, { productList: [{ productId, qty: 1 }] }],
      ['POST', `/cart/${id}/items`, { nonsense: true }],
      ['DELETE', `/cart/${id}/items/${itemId}`],
      ['DELETE', `/cart/${id}`],
      ['PATCH', `/cart/${id}/items/${itemId}`, { qty: 3 }],
      ['POST', `/cart/${id}/items/${itemId}/warranty`, { plan: 'any', qty: 1 }],
      ['POST', `/cart/${id}/share`, { name: 'x', email: 'x@y.co', url: 'https://x.test/' }],
      ['POST', `/cart/${id}/restore`, { tempPermId: 'abcdefghijklmnop' }],
    ];
    for (const [method, url, payload] of attempts) {
      // The thief also sets a permId cookie equal to the wishlist id: that is no key to a wishlist.
      const res = await ctx.app.inject({
        method,
        url,
        headers: { ...SITE, cookie: `permId=${id}; ${thief.session}` },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN' });
    }
    const after = await ok(call('GET', `/cart/${id}`, victim));
    expect(after.items).toEqual(items);
  });

  it('never serves a wishlist id on the checkout routes', async () => {
    const me = await signedInShopper();
    const res = await ctx.app.inject({
      url: `/checkout/${me.wishlistId}`,
      headers: { ...SITE, cookie: `permId=${me.wishlistId}; ${me.session}` },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const me = await signedInShopper();
    await ok(call('POST', `/cart/${me.wishlistId}/items`, me, { productId, qty: 1 }));
    const bad: [Method, string, object?, number?][] = [
      ['POST', `/cart/${me.wishlistId}/items`, { productList: [{ productId, qty: 1 }] }],
      ['POST', `/cart/${me.wishlistId}/items`, { productId, qty: 0 }],
      ['POST', `/cart/${me.wishlistId}/items`, { productId, qty: 1, meta: { '<script>': 'x' } }],
      ['POST', `/cart/${me.wishlistId}/items`, { productId, qty: 1, meta: { note: 'x'.repeat(201) } }],
      ['POST', `/cart/${me.wishlistId}/items`, { productId: 2_000_000_000, qty: 1 }, 404],
      [
        'POST',
        `/cart/${me.wishlistId}/items`,
        { productId, qty: 1, fitmentData: { ...FITMENT, year: 1901 } },
      ],
      ['DELETE', `/cart/${me.wishlistId}/items/not-a-uuid`],
      ['DELETE', `/cart/${me.wishlistId}/items/${randomUUID()}`, undefined, 404],
      ['POST', `/cart/${me.permId}/items`, { productId, qty: 1 }],
    ];
    for (const [method, url, payload, status] of bad) {
      const res = await call(method, url, me, payload);
      if (status) expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      else expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(errorOf(res).code).toBeTruthy();
    }
    const after = await ok(call('GET', `/cart/${me.wishlistId}`, me));
    expect(after.items.map((i) => [i.productId, i.qty])).toEqual([[productId, 1]]);
    const cart = json<{ items: unknown[] }>(await call('GET', `/cart/${me.permId}`, me));
    expect(cart.items).toEqual([]);
  });
});
