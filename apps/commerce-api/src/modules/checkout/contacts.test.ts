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
import type { CheckoutAnswer } from './contact-service';
import { DEFAULT_SHIPPING, type ShippingLine, shippingMethods } from './shipping';
import { orderSummary, taxableAmount } from './summary';
import { embeddedTaxService } from './tax';

const line = (subtotal: number, flags: Partial<ShippingLine> = {}): ShippingLine => ({
  subtotal,
  isVirtual: false,
  isFreight: false,
  isFreeShipping: false,
  shipsSameDay: false,
  ...flags,
});

describe('order summary (pure)', () => {
  it('adds subtotal, shipping and tax and takes off discounts, never below zero', () => {
    expect(orderSummary({ subtotal: 10_000, discounts: [], shipping: 995, estimatedTax: 625 })).toEqual({
      subtotal: 10_000,
      discounts: [],
      discountTotal: 0,
      shipping: 995,
      estimatedTax: 625,
      total: 11_620,
    });
    const discounts = [
      { code: 'BIG', label: 'Too big', amount: 50_000, target: 'merchandise' as const },
      { code: 'SHIP', label: 'Free shipping', amount: 2_000, target: 'shipping' as const },
    ];
    const s = orderSummary({ subtotal: 10_000, discounts, shipping: 995, estimatedTax: 0 });
    expect(s.discountTotal).toBe(10_995);
    expect(s.total).toBe(0);
    expect(taxableAmount(10_000, discounts)).toBe(0);
  });
});

describe('shipping methods (pure)', () => {
  it('is standard, free from the threshold, with same-day when every line ships the same day', () => {
    expect(shippingMethods([line(1000)], DEFAULT_SHIPPING)).toEqual([
      { id: 'standard', name: 'Standard Shipping', price: DEFAULT_SHIPPING.standardCents },
    ]);
    expect(shippingMethods([line(DEFAULT_SHIPPING.freeThresholdCents)], DEFAULT_SHIPPING)[0]!.price).toBe(0);
    expect(shippingMethods([line(500, { isFreeShipping: true })], DEFAULT_SHIPPING)[0]!.price).toBe(0);
    expect(shippingMethods([line(500, { shipsSameDay: true })], DEFAULT_SHIPPING).map((m) => m.id)).toEqual([
      'standard',
      'same-day',
    ]);
    expect(shippingMethods([line(500, { shipsSameDay: true }), line(500)], DEFAULT_SHIPPING)).toHaveLength(1);
  });

  it('is freight alone when a line ships by freight, and free with nothing to ship', () => {
    expect(shippingMethods([line(500), line(90_000, { isFreight: true })], DEFAULT_SHIPPING)).toEqual([
      { id: 'freight', name: 'Freight Delivery', price: DEFAULT_SHIPPING.freightCents },
    ]);
    expect(shippingMethods([line(5000, { isVirtual: true })], DEFAULT_SHIPPING)[0]!.price).toBe(0);
  });
});

describe('embedded tax service', () => {
  it('estimates from the state rate, nothing without a state', async () => {
    expect(await embeddedTaxService.estimate({ stateId: 'TX', amount: 10_000 })).toBe(625);
    expect(await embeddedTaxService.estimate({ stateId: 'OR', amount: 10_000 })).toBe(0);
    expect(await embeddedTaxService.estimate({ stateId: null, amount: 10_000 })).toBe(0);
  });
});

let ctx: TestContext;
let part: { id: number; price: number };
beforeAll(async () => {
  ctx = await testContext();
  [part] = (await queryRows<{ id: number; price: number }>(
    ctx.db,
    sql`select p.id, p.price_cents as price from products p join product_lines pl on pl.id = p.product_line_id
        join product_line_details d on d.product_line_id = pl.id
        where not pl.is_virtual and not d.is_freight and not d.is_free_shipping and p.price_cents < 5000
        order by p.id limit 1`,
  )) as [{ id: number; price: number }];
});

function call(method: 'GET' | 'POST', url: string, permId: string, payload?: object) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...SITE, ...ownerCookie(permId) },
    ...(payload ? { payload } : {}),
  });
}

async function ok(res: Promise<LightMyRequestResponse>): Promise<CheckoutAnswer> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return json<CheckoutAnswer>(r);
}

const contact = (email: string) => ({
  fullName: '  Jo Driver ',
  address1: '1 Main St',
  city: 'Austin',
  stateId: 'tx',
  zipcode: '73301',
  email,
  phone: '(512) 555-0100',
});

describe('checkout contacts', () => {
  it('saves the shipping contact (trimmed, country usa, subscribed), taxes the summary by its state', async () => {
    const permId = newPermId();
    await call('POST', `/cart/${permId}/items`, permId, { productList: [{ productId: part.id, qty: 1 }] });
    const email = `ship-${permId}@example.com`;
    const checkout = await ok(call('POST', `/checkout/${permId}/shipping`, permId, contact(email)));
    expect(checkout.shippingContact).toMatchObject({
      fullName: 'Jo Driver',
      stateId: 'TX',
      country: 'usa',
      subscribe: true,
      company: '',
    });
    expect(checkout.cart.summary).toMatchObject({
      subtotal: part.price,
      shipping: DEFAULT_SHIPPING.standardCents,
      estimatedTax: Math.round((part.price * 625) / 10_000),
    });
    const subs = await queryRows(
      ctx.db,
      sql`select status from newsletter_subscriptions where email = ${email}`,
    );
    expect(subs).toEqual([{ status: 'subscribed' }]);
    const billing = await ok(
      call('POST', `/checkout/${permId}/billing`, permId, contact(`bill-${permId}@example.com`)),
    );
    expect(billing.billingContact!.subscribe).toBe(false);
    expect(billing.shippingContact!.email).toBe(email);
    // The checkout answer carries them, so the shop's later steps know the address step is done.
    const read = json<{ shippingContact: { email: string }; billingContact: { email: string } }>(
      await call('GET', `/checkout/${permId}`, permId),
    );
    expect(read.shippingContact.email).toBe(email);
    expect(read.billingContact.email).toBe(`bill-${permId}@example.com`);
    expect(
      await queryRows(
        ctx.db,
        sql`select 1 from newsletter_subscriptions where email = ${`bill-${permId}@example.com`}`,
      ),
    ).toEqual([]);
  });

  it('answers an errors list per field and saves nothing', async () => {
    const permId = newPermId();
    const res = await call('POST', `/checkout/${permId}/shipping`, permId, {
      ...contact('not-an-email'),
      fullName: '   ',
      city: 'c'.repeat(300),
      address1: 'x\u0000y',
      stateId: 'ZZ',
      zipcode: '123',
      country: 'canada',
    });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res) as ReturnType<typeof errorOf> & {
      errors: { field: string; message: string }[];
    };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.map((e) => e.field).sort()).toEqual([
      'address1',
      'city',
      'country',
      'email',
      'fullName',
      'stateId',
      'zipcode',
    ]);
    expect(body.errors.find((e) => e.field === 'email')!.message).toBe('Please enter a valid Email');
    const saved = await queryRows(
      ctx.db,
      sql`select 1 from checkouts ch join carts c on c.id = ch.cart_id where c.perm_id = ${permId}`,
    );
    expect(saved).toEqual([]);
  });

  it('chooses only a shipping method the cart offers', async () => {
    const permId = newPermId();
    await call('POST', `/cart/${permId}/items`, permId, { productList: [{ productId: part.id, qty: 1 }] });
    const res = await call('POST', `/checkout/${permId}/shippingmethod`, permId, { methodId: 'freight' });
    expect(res.statusCode).toBe(422);
    const chosen = await ok(
      call('POST', `/checkout/${permId}/shippingmethod`, permId, { methodId: 'standard' }),
    );
    expect(chosen.cart.shippingMethodId).toBe('standard');
  });
});
