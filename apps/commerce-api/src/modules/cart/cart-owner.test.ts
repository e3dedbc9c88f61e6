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
} from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { latestEmails } from '../outbox/queries';
import type { Cart } from './service';

let ctx: TestContext;
/** A shipped product with protection plans, and a virtual one (gift card) without. */
let part: { id: number; price: number };
let virtualId: number;
/** A product offering professional installation, with its price per unit; and one offering none. */
let installable: { id: number; price: number; install: number };
let notInstallableId: number;

beforeAll(async () => {
  ctx = await testContext();
  [part] = (await queryRows<{ id: number; price: number }>(
    ctx.db,
    sql`select p.id, p.price_cents as price from products p join product_lines pl on pl.id = p.product_line_id
        where not pl.is_virtual and p.original_price_cents is null order by p.id limit 1`,
  )) as [{ id: number; price: number }];
  const [v] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select p.id from products p join product_lines pl on pl.id = p.product_line_id where pl.is_virtual limit 1`,
  );
  virtualId = v!.id;
  const offer = sql`(select io.price_cents from installation_offers io
      where cat.path = io.category_path or starts_with(cat.path, io.category_path || '/')
      order by length(io.category_path) desc limit 1)`;
  [installable] = (await queryRows<{ id: number; price: number; install: number }>(
    ctx.db,
    sql`select p.id, p.price_cents as price, ${offer} as install
        from products p join product_lines pl on pl.id = p.product_line_id join categories cat on cat.id = pl.category_id
        where not pl.is_virtual and ${offer} is not null order by p.id limit 1`,
  )) as [{ id: number; price: number; install: number }];
  const [none] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select p.id from products p join product_lines pl on pl.id = p.product_line_id
        join categories cat on cat.id = pl.category_id
        where not pl.is_virtual and ${offer} is null order by p.id limit 1`,
  );
  notInstallableId = none!.id;
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call as the shopper `as` makes it (their permId cookie), to `url`. */
function call(
  method: Method,
  url: string,
  as: string | null,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: { ...SITE, ...(as === null ? {} : ownerCookie(as)) },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ok<T = Cart>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const res = await response;
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
}

/** A shopper with `qty` of a product (the part unless told) in their cart. */
async function shopperWithPart(
  qty = 2,
  productId = part.id,
): Promise<{ permId: string; cart: Cart; itemId: string }> {
  const permId = newPermId();
  const cart = await ok(call('POST', `/cart/${permId}/items`, permId, { productList: [{ productId, qty }] }));
  return { permId, cart, itemId: cart.items[0]!.itemId };
}

async function rows(permId: string) {
  return queryRows(
    ctx.db,
    sql`select ci.product_id, ci.qty, ci.warranty_plan_id, ci.warranty_qty, ci.installation from cart_items ci
        join carts c on c.id = ci.cart_id where c.perm_id = ${permId} order by ci.product_id`,
  );
}

describe('ownership: a permId is a credential', () => {
  it('refuses every cart and checkout route of another shopper (or of none) with one 403, changing nothing', async () => {
    const victim = await shopperWithPart();
    const plan = victim.cart.items[0]!.warrantyPlans![0]!.planId;
    const before = await rows(victim.permId);
    const p = victim.permId;
    const item = `/cart/${p}/items/${victim.itemId}`;
    const contact = {
      fullName: 'A B',
      address1: '1 Main St',
      city: 'Austin',
      stateId: 'TX',
      zipcode: '73301',
      email: 'a@b.co',
      phone: '512 555 0100',
    };
    const routes: [Method, string, object?][] = [
      ['GET', `/cart/${p}`],
      ['POST', `/cart/${p}/items`, { productList: [{ productId: part.id, qty: 1 }] }],
      ['PATCH', item, { qty: 5 }],
      ['DELETE', item],
      ['DELETE', `/cart/${p}`],
      ['POST', `${item}/warranty`, { plan, qty: 1 }],
      ['DELETE', `${item}/warranty`],
      ['POST', `${item}/installation`],
      ['DELETE', `${item}/installation`],
      [
        'POST',
        `/cart/${p}/share`,
        { name: 'X', email: 'x@y.co', url: 'http://localhost:3000/checkout/cart/' },
      ],
      ['POST', `/cart/${p}/abandonedcart`],
      ['POST', `/cart/${p}/restore`, { tempPermId: 'A'.repeat(22) }],
      ['GET', `/checkout/${p}`],
      ['POST', `/checkout/${p}/coupons`, { promoCodeId: 'SAVE10' }],
      ['DELETE', `/checkout/${p}/coupons/SAVE10`],
      ['POST', `/checkout/${p}/giftcards`, { number: '6006000000000000', pin: '1234' }],
      ['DELETE', `/checkout/${p}/giftcards/some-card`],
      ['POST', `/checkout/${p}/shipping`, contact],
      ['POST', `/checkout/${p}/billing`, contact],
      ['POST', `/checkout/${p}/shippingmethod`, { methodId: 'standard' }],
    ];
    const attacker = newPermId();
    for (const [method, url, body] of routes) {
      for (const as of [attacker, null]) {
        const res = await call(method, url, as, body);
        expect(res.statusCode, `${method} ${url} as ${as}`).toBe(403);
        expect(errorOf(res)).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'This cart belongs to another shopper',
        });
      }
    }
    expect(await rows(p)).toEqual(before);
    expect(await latestEmails(ctx.db, { recipient: 'x@y.co', limit: 1 })).toEqual([]);
  });

  it('never serves a wishlist id for a permId cookie: a wishlist needs its signed-in owner', async () => {
    const id = `${newPermId()}-wishlist`;
    const res = await call('GET', `/cart/${id}`, id);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });
});

describe('cart lines, complete', () => {
  it('answers the order summary, shipping methods and plans with the cart', async () => {
    const { cart } = await shopperWithPart(2);
    const line = cart.items[0]!;
    expect(line.warranty).toBeNull();
    expect(line.warrantyPlans!.length).toBeGreaterThan(0);
    expect(cart.summary).toMatchObject({
      subtotal: part.price * 2,
      discounts: [],
      discountTotal: 0,
      estimatedTax: 0,
    });
    expect(cart.summary!.total).toBe(cart.summary!.subtotal + cart.summary!.shipping);
    expect(cart.shippingMethods!.map((m) => m.id)).toContain(cart.shippingMethodId);
  });

  it('adds a warranty as a virtual line with a fixed qty, and removes it', async () => {
    const { permId, itemId, cart } = await shopperWithPart(3);
    const plan = cart.items[0]!.warrantyPlans![0]!;
    const withPlan = await ok(
      call('POST', `/cart/${permId}/items/${itemId}/warranty`, permId, { plan: plan.planId, qty: 2 }),
    );
    expect(withPlan.items).toHaveLength(2);
    expect(withPlan.items[0]!.warranty).toEqual({ planId: plan.planId, qty: 2 });
    const coverage = withPlan.items[1]!;
    expect(coverage).toMatchObject({
      isVirtualItem: true,
      qty: 2,
      salePrice: plan.price,
      itemSubtotal: plan.price * 2,
    });
    expect(coverage.itemId).not.toMatch(/^[0-9a-f-]{36}$/);
    expect(withPlan.itemCount).toBe(3);
    expect(withPlan.summary!.subtotal).toBe(part.price * 3 + plan.price * 2);
    // The virtual line has no qty or remove of its own.
    const patch = await call('PATCH', `/cart/${permId}/items/${coverage.itemId}`, permId, { qty: 1 });
    expect(patch.statusCode).toBe(400);
    // Lowering the line's qty shrinks the coverage with it.
    const lowered = await ok(call('PATCH', `/cart/${permId}/items/${itemId}`, permId, { qty: 1 }));
    expect(lowered.items[0]!.warranty).toEqual({ planId: plan.planId, qty: 1 });
    const removed = await ok(call('DELETE', `/cart/${permId}/items/${itemId}/warranty`, permId));
    expect(removed.items).toHaveLength(1);
    expect(removed.items[0]!.warranty).toBeNull();
  });

  it.each([
    ['qty over the line', { qty: 4 }, 400, 'VALIDATION_ERROR'],
    ['qty 0', { qty: 0 }, 400, 'VALIDATION_ERROR'],
    ['negative qty', { qty: -1 }, 400, 'VALIDATION_ERROR'],
    ['fractional qty', { qty: 1.5 }, 400, 'VALIDATION_ERROR'],
    ['huge qty', { qty: 1e300 }, 400, 'VALIDATION_ERROR'],
    ['unknown plan', { plan: 'no-such-plan' }, 404, 'PLAN_NOT_FOUND'],
    ['NUL byte in the plan', { plan: 'protect-2y\u0000' }, 400, 'VALIDATION_ERROR'],
    ['300-character plan', { plan: 'p'.repeat(300) }, 400, 'VALIDATION_ERROR'],
  ])('refuses a warranty with %s, changing nothing', async (_name, change, status, code) => {
    const { permId, itemId, cart } = await shopperWithPart(3);
    const before = await rows(permId);
    const body = { plan: cart.items[0]!.warrantyPlans![0]!.planId, qty: 1, ...change };
    const res = await call('POST', `/cart/${permId}/items/${itemId}/warranty`, permId, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(errorOf(res).code).toBe(code);
    expect(await rows(permId)).toEqual(before);
  });

  it('offers no plan on a virtual product and refuses one', async () => {
    const permId = newPermId();
    const cart = await ok(
      call('POST', `/cart/${permId}/items`, permId, { productList: [{ productId: virtualId, qty: 1 }] }),
    );
    expect(cart.items[0]!.warrantyPlans).toEqual([]);
    const res = await call('POST', `/cart/${permId}/items/${cart.items[0]!.itemId}/warranty`, permId, {
      plan: 'protect-2y',
      qty: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('PLAN_NOT_FOUND');
  });

  it('refuses a warranty on an unknown item with 404, to choose or to remove', async () => {
    const { permId } = await shopperWithPart();
    const before = await rows(permId);
    const item = `/cart/${permId}/items/00000000-0000-4000-8000-000000000000/warranty`;
    for (const res of [
      await call('POST', item, permId, { plan: 'protect-2y', qty: 1 }),
      await call('DELETE', item, permId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('ITEM_NOT_FOUND');
    }
    expect(await rows(permId)).toEqual(before);
  });

  it("refuses another shopper's line on every item route of one's own cart with 404, both carts unchanged", async () => {
    const me = await shopperWithPart(1);
    const other = await shopperWithPart(3);
    const plan = other.cart.items[0]!.warrantyPlans![0]!.planId;
    await ok(
      call('POST', `/cart/${other.permId}/items/${other.itemId}/warranty`, other.permId, { plan, qty: 2 }),
    );
    const before = [await rows(me.permId), await rows(other.permId)];
    const theirs = `/cart/${me.permId}/items/${other.itemId}`;
    for (const [method, url, body] of [
      ['PATCH', theirs, { qty: 9 }],
      ['DELETE', theirs],
      ['POST', `${theirs}/warranty`, { plan, qty: 1 }],
      ['DELETE', `${theirs}/warranty`],
    ] as const) {
      const res = await call(method, url, me.permId, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res).code).toBe('ITEM_NOT_FOUND');
    }
    expect([await rows(me.permId), await rows(other.permId)]).toEqual(before);
  });
});

describe('installation', () => {
  it('adds installation as a virtual line whose qty follows the line, in the totals, and removes it', async () => {
    const { permId, itemId, cart } = await shopperWithPart(2, installable.id);
    expect(cart.items[0]).toMatchObject({ installation: null, installationPrice: installable.install });
    const installed = await ok(call('POST', `/cart/${permId}/items/${itemId}/installation`, permId));
    expect(installed.items).toHaveLength(2);
    expect(installed.items[0]!.installation).toEqual({ price: installable.install, qty: 2 });
    const line = installed.items[1]!;
    expect(line).toMatchObject({
      isVirtualItem: true,
      qty: 2,
      productName: expect.stringMatching(/^Professional Installation for /),
      salePrice: installable.install,
      itemSubtotal: installable.install * 2,
      installation: null,
      installationPrice: null,
    });
    expect(line.itemId).not.toMatch(/^[0-9a-f-]{36}$/);
    expect(installed.itemCount).toBe(2);
    expect(installed.total).toBe(installable.price * 2 + installable.install * 2);
    expect(installed.summary!.subtotal).toBe(installable.price * 2 + installable.install * 2);
    // Choosing it twice changes nothing; the virtual line has no qty of its own.
    const again = await ok(call('POST', `/cart/${permId}/items/${itemId}/installation`, permId));
    expect(again.items).toHaveLength(2);
    expect((await call('PATCH', `/cart/${permId}/items/${line.itemId}`, permId, { qty: 1 })).statusCode).toBe(
      400,
    );
    // It follows the line's qty both ways.
    const raised = await ok(call('PATCH', `/cart/${permId}/items/${itemId}`, permId, { qty: 5 }));
    expect(raised.items[1]).toMatchObject({ qty: 5, itemSubtotal: installable.install * 5 });
    const removed = await ok(call('DELETE', `/cart/${permId}/items/${itemId}/installation`, permId));
    expect(removed.items).toHaveLength(1);
    expect(removed.items[0]!.installation).toBeNull();
    expect(removed.total).toBe(installable.price * 5);
  });

  it('refuses installation of a product that offers none (parts and gift cards), changing nothing', async () => {
    for (const productId of [notInstallableId, virtualId]) {
      const { permId, itemId, cart } = await shopperWithPart(1, productId);
      expect(cart.items[0]!.installationPrice).toBeNull();
      const before = await rows(permId);
      const res = await call('POST', `/cart/${permId}/items/${itemId}/installation`, permId);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('INSTALLATION_NOT_OFFERED');
      expect(await rows(permId)).toEqual(before);
    }
  });

  it.each(['POST', 'DELETE'] as const)(
    '%s of the installation of an unknown item answers 404',
    async (method) => {
      const { permId } = await shopperWithPart();
      const res = await call(
        method,
        `/cart/${permId}/items/00000000-0000-4000-8000-000000000000/installation`,
        permId,
      );
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('ITEM_NOT_FOUND');
      const virtual = await call(method, `/cart/${permId}/items/x:installation/installation`, permId);
      expect(virtual.statusCode).toBe(400);
    },
  );

  it('keeps the installation when the cart is restored elsewhere', async () => {
    const owner = await shopperWithPart(1, installable.id);
    await ok(call('POST', `/cart/${owner.permId}/items/${owner.itemId}/installation`, owner.permId));
    const { shortId } = await ok<{ shortId: string }>(
      call('POST', `/cart/${owner.permId}/abandonedcart`, owner.permId),
    );
    const other = newPermId();
    const restored = await ok(call('POST', `/cart/${other}/restore`, other, { tempPermId: shortId }));
    expect(restored.items[0]!.installation).toEqual({ price: installable.install, qty: 1 });
  });
});

describe('Email Cart, abandoned cart and restore', () => {
  it("e-mails a restore link that merges the cart into another shopper's cart", async () => {
    const owner = await shopperWithPart(2);
    const email = `share-${owner.permId}@example.com`;
    const shared = await ok<{ shortId: string }>(
      call('POST', `/cart/${owner.permId}/share`, owner.permId, {
        name: '  Sam ',
        email,
        url: 'http://localhost:3000/checkout/cart/',
      }),
    );
    expect(shared.shortId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [mail] = await latestEmails(ctx.db, { recipient: email, limit: 1 });
    expect(mail!.body).toContain('Hi Sam,');
    expect(mail!.body).toContain(`http://localhost:3000/restore-cart/?id=${shared.shortId}`);
    expect(mail!.body).not.toContain(owner.permId);

    const other = await shopperWithPart(1);
    const merged = await ok(
      call('POST', `/cart/${other.permId}/restore`, other.permId, { tempPermId: shared.shortId }),
    );
    expect(merged.items.find((i) => i.productId === part.id)!.qty).toBe(3);
    // The owner's cart is untouched.
    expect((await rows(owner.permId))[0]).toMatchObject({ qty: 2 });
  });

  it('makes an abandoned-cart link id, and refuses one for an empty cart', async () => {
    const owner = await shopperWithPart(1);
    const { shortId } = await ok<{ shortId: string }>(
      call('POST', `/cart/${owner.permId}/abandonedcart`, owner.permId),
    );
    const fresh = newPermId();
    const restored = await ok(call('POST', `/cart/${fresh}/restore`, fresh, { tempPermId: shortId }));
    expect(restored.items.map((i) => i.qty)).toEqual([1]);
    const empty = newPermId();
    const res = await call('POST', `/cart/${empty}/abandonedcart`, empty);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).code).toBe('CART_EMPTY');
  });

  it.each([
    ['an unknown link', { tempPermId: 'B'.repeat(22) }, 404],
    ['a NUL byte', { tempPermId: `${'B'.repeat(21)}\u0000` }, 400],
    ['a 300-character id', { tempPermId: 'B'.repeat(300) }, 400],
  ])('refuses a restore with %s, changing nothing', async (_name, body, status) => {
    const { permId } = await shopperWithPart(1);
    const before = await rows(permId);
    const res = await call('POST', `/cart/${permId}/restore`, permId, body);
    expect(res.statusCode).toBe(status);
    errorOf(res);
    expect(await rows(permId)).toEqual(before);
  });

  it.each([
    ['a url that is not a web address', { url: 'javascript:alert(1)' }],
    ['a bad e-mail', { email: 'nope' }],
    ['a 300-character name', { name: 'n'.repeat(300) }],
    ['a NUL byte in the name', { name: 'Sam\u0000' }],
    ['an empty name', { name: '   ' }],
  ])('refuses to share with %s', async (_name, change) => {
    const { permId } = await shopperWithPart(1);
    const body = {
      name: 'Sam',
      email: `bad-${permId}@example.com`,
      url: 'http://localhost:3000/checkout/cart/',
      ...change,
    };
    const res = await call('POST', `/cart/${permId}/share`, permId, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(await latestEmails(ctx.db, { recipient: body.email, limit: 1 })).toEqual([]);
  });
});
