import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorOf,
  json,
  newPermId,
  ownerCookie,
  SITE,
  type TestContext,
  testContext,
} from '../app.test.helper';
import { createCoupon, createGiftCard, shopper, shoppingFacts } from '../commerce.test.helper';
import { queryRows } from '../db/rows';

let ctx: TestContext;
let facts: Awaited<ReturnType<typeof shoppingFacts>>;

beforeAll(async () => {
  ctx = await testContext();
  facts = await shoppingFacts(ctx.db);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route of the API whose path carries a permId, read from the app's own OpenAPI document. */
async function permIdRoutes(): Promise<{ method: Method; path: string }[]> {
  const doc = json<{ paths: Record<string, Record<string, unknown>> }>(
    await ctx.app.inject({ url: '/docs/json' }),
  );
  return Object.entries(doc.paths)
    .filter(([path]) => path.includes('{permId}'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })),
    );
}

/** A shopper with a line, a code and a gift card on their checkout: everything a stranger could try to touch. */
async function victim() {
  const permId = newPermId();
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...shopper(), ...ownerCookie(permId) },
      ...(payload ? { payload } : {}),
    });
  const added = await call('POST', `/cart/${permId}/items`, {
    productList: [{ productId: facts.other.id, qty: 2 }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const itemId = json<{ items: { itemId: string }[] }>(added).items[0]!.itemId;
  const code = await createCoupon(ctx.db);
  expect((await call('POST', `/checkout/${permId}/coupons`, { promoCodeId: code })).statusCode).toBe(200);
  const card = await createGiftCard(ctx.db, 500);
  const withCard = await call('POST', `/checkout/${permId}/giftcards`, card);
  expect(withCard.statusCode).toBe(200);
  const giftCardId = json<{ giftcard: { id: string } }>(withCard).giftcard.id;
  const state = async () => ({
    checkout: json(await call('GET', `/checkout/${permId}`)),
    orders: await queryRows(ctx.db, sql`select id from orders where perm_id = ${permId}`),
    links: await queryRows(
      ctx.db,
      sql`select l.short_id from cart_restore_links l join carts c on c.id = l.cart_id where c.perm_id = ${permId}`,
    ),
  });
  return { permId, itemId, code, giftCardId, state };
}

/** The path of a route with the victim's own ids filled in, so only the permId cookie is wrong. */
function fill(path: string, v: Awaited<ReturnType<typeof victim>>): string {
  return path
    .replace('{permId}', v.permId)
    .replace('{itemId}', v.itemId)
    .replace('{promoCodeId}', v.code)
    .replace('{id}', v.giftCardId)
    .replace('{orderId}', randomUUID())
    .replace(/\{\w+\}/, 'x');
}

/** A body the owner could send (the guard answers before validation, so only the cookie decides). */
function bodyFor(method: Method, path: string, v: Awaited<ReturnType<typeof victim>>): object | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const bodies: Record<string, object> = {
    items: { productList: [{ productId: facts.other.id, qty: 1 }] },
    '{itemId}': { qty: 9 },
    warranty: { plan: 'protect-2y', qty: 1 },
    share: { name: 'Eve', email: 'eve@example.test', url: 'http://localhost:3000/checkout/cart/' },
    restore: { tempPermId: 'A'.repeat(22) },
    coupons: { promoCodeId: v.code },
    giftcards: { number: '6000100000000002', pin: '2345' },
    shippingmethod: { methodId: 'standard' },
    card: { provider: 'sandbox', token: 'tok_stolen' },
    'affirm-object': {
      userConfirmationUrl: 'http://localhost:3000/affirm/success/',
      userCancelUrl: 'http://localhost:3000/affirm/cancelled/',
    },
  };
  const last = path.split('/').at(-1)!;
  return (
    bodies[last] ??
    (['shipping', 'billing'].includes(last)
      ? {
          fullName: 'Eve Stranger',
          address1: '1 Main St',
          city: 'Austin',
          stateId: 'TX',
          zipcode: '73301',
          email: 'eve@example.test',
          phone: '512 555 0100',
        }
      : { token: 'tok_stolen' })
  );
}

describe("a permId is a credential on every route that carries one (another shopper's, or none)", () => {
  it('lists the cart, checkout and payment routes (so the sweep below cannot pass empty)', async () => {
    const routes = await permIdRoutes();
    const prefixes = new Set(routes.map((r) => r.path.split('/')[1]));
    expect([...prefixes]).toEqual(expect.arrayContaining(['cart', 'checkout', 'payments']));
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  it('answers the one 403 on each of them and changes nothing of the owner’s cart, checkout or orders', async () => {
    const v = await victim();
    const before = await v.state();
    const strangers: Record<string, string>[] = [
      ownerCookie(newPermId()),
      {},
      // Near misses: a longer id, the id in another cookie, two permId cookies of which the first is a stranger's.
      ownerCookie(`${v.permId}x`),
      { cookie: `xpermId=${v.permId}` },
      { cookie: `permId=${newPermId()}; permId=${v.permId}` },
    ];
    const checked: string[] = [];
    for (const { method, path } of await permIdRoutes()) {
      const url = fill(path, v);
      const payload = bodyFor(method, path, v);
      for (const cookie of strangers) {
        const res: LightMyRequestResponse = await ctx.app.inject({
          method,
          url,
          headers: { ...SITE, 'x-client-ip': '10.9.9.9', 'idempotency-key': randomUUID(), ...cookie },
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${path} with ${JSON.stringify(cookie)}: ${res.body}`).toBe(403);
        expect(errorOf(res)).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'This cart belongs to another shopper',
        });
      }
      checked.push(`${method} ${path}`);
    }
    expect(checked).toContain('POST /payments/{permId}/card');
    expect(checked).toContain('DELETE /checkout/{permId}/giftcards/{id}');
    expect(await v.state()).toEqual(before);
    const mail = await queryRows(
      ctx.db,
      sql`select id from outbox where recipient = 'eve@example.test' and created_at > now() - interval '1 minute'`,
    );
    expect(mail).toEqual([]);
  });
});
