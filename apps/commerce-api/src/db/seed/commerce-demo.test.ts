import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, newPermId, ownerCookie, type TestContext, testContext } from '../../app.test.helper';
import { shopper } from '../../commerce.test.helper';
import { codeSpans, readmeTables } from '../../readme.test.helper';
import { queryRows } from '../rows';
import { DEMO_COUPONS, DEMO_GIFT_CARDS, DEMO_SITE } from './commerce-demo';

// The README's "Demo promo codes and gift cards" held to the seeded data, through the API as a shopper uses them.

let ctx: TestContext;
/** A product of another brand than Lloyd Mats costing under $100, and a Lloyd Mats one. */
let cheap: { id: number; price: number };
let lloyds: { id: number; price: number };

beforeAll(async () => {
  ctx = await testContext();
  const pick = (brandIsLloyds: boolean) =>
    queryRows<{ id: number; price: number }>(
      ctx.db,
      sql`select p.id, p.price_cents as price from products p
          join product_lines pl on pl.id = p.product_line_id join brands b on b.id = pl.brand_id
          where not pl.is_virtual and (b.slug = 'lloyds') = ${brandIsLloyds} and p.price_cents between 1000 and 9999
          order by p.id limit 1`,
    );
  [cheap] = (await pick(false)) as [{ id: number; price: number }];
  [lloyds] = (await pick(true)) as [{ id: number; price: number }];
});

const [codeTable, cardTable] = readmeTables('Demo promo codes and gift cards');

/** A shopper on the demo site: their calls, with their permId cookie and their own client IP. */
function demoShopper() {
  const permId = newPermId();
  const headers = { ...shopper(), 'x-site': DEMO_SITE, ...ownerCookie(permId) };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    add: async (productId: number, qty: number) =>
      expect(
        (await call('POST', `/cart/${permId}/items`, { productList: [{ productId, qty }] })).statusCode,
      ).toBe(200),
    apply: (code: string) => call('POST', `/checkout/${permId}/coupons`, { promoCodeId: code }),
    addCard: (number: string, pin: string) => call('POST', `/checkout/${permId}/giftcards`, { number, pin }),
    checkout: async () =>
      json<{
        coupons: { promoCodeId: string; status: string; discount: number }[];
        summary: { subtotal: number; discount: number; freeShipping: boolean };
      }>(await call('GET', `/checkout/${permId}`)),
  };
}

describe('README: demo promo codes', () => {
  it('lists exactly the seeded codes', () => {
    expect(codeTable!.map((row) => codeSpans(row[0]!)[0]).sort()).toEqual(
      DEMO_COUPONS.map((c) => c.code).sort(),
    );
  });

  it('SAVE10 takes 10 % off (typed in any case), FREESHIP combines with it, TAKE20 then cannot be applied', async () => {
    const s = demoShopper();
    await s.add(cheap.id, 2);
    const save = await s.apply('save10');
    expect(json(save)).toMatchObject({ code: 'SUCCESS', message: 'Promo code successfully applied!' });
    expect((await s.checkout()).summary.discount).toBe(Math.round((cheap.price * 2) / 10));
    expect((await s.apply('FREESHIP')).statusCode).toBe(200);
    expect((await s.checkout()).summary.freeShipping).toBe(true);
    expect(errorOf(await s.apply('TAKE20'))).toMatchObject({
      statusCode: 409,
      code: 'SIMILAR_PROMO_CODE_EXISTS',
      message: 'Promo code cannot be applied.',
    });
  });

  it('TAKE20 waits below $100 and takes $20 off from $100', async () => {
    const s = demoShopper();
    await s.add(cheap.id, 1);
    expect(json(await s.apply('TAKE20'))).toMatchObject({
      code: 'PROMO_CODE_NOT_APPLIED',
      message: 'Promo code is now active, add the items to your cart for your discount.',
    });
    await s.add(cheap.id, Math.ceil(10_000 / cheap.price) - 1);
    expect((await s.checkout()).coupons).toEqual([
      expect.objectContaining({ promoCodeId: 'TAKE20', status: 'APPLIED', discount: 2_000 }),
    ]);
  });

  it('EXPIRED5 is not valid', async () => {
    const s = demoShopper();
    await s.add(cheap.id, 1);
    expect(errorOf(await s.apply('EXPIRED5'))).toMatchObject({
      statusCode: 422,
      code: 'PROMO_CODE_NOT_VALID',
      message: 'Promo code not valid.',
    });
  });

  it('LLOYDS15 waits for a Lloyd Mats product and takes 15 % off it only', async () => {
    const s = demoShopper();
    await s.add(cheap.id, 1);
    expect(json(await s.apply('LLOYDS15')).code).toBe('PROMO_CODE_NOT_APPLIED');
    await s.add(lloyds.id, 1);
    expect((await s.checkout()).coupons[0]).toMatchObject({
      status: 'APPLIED',
      discount: Math.round((lloyds.price * 15) / 100),
    });
  });

  it('codes are per site: SAVE10 is not valid on another site', async () => {
    const permId = newPermId();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/checkout/${permId}/coupons`,
      headers: { ...shopper(), 'x-site': 'another-site', ...ownerCookie(permId) },
      payload: { promoCodeId: 'SAVE10' },
    });
    expect(errorOf(res)).toMatchObject({ statusCode: 422, code: 'PROMO_CODE_NOT_VALID' });
  });
});

describe('README: demo gift cards', () => {
  const rows = cardTable!.map(([number, pin, balance]) => ({
    number: codeSpans(number!)[0]!,
    pin: codeSpans(pin!)[0]!,
    cents: Math.round(Number(/\$([\d.]+)/.exec(balance!)![1]) * 100),
  }));

  it('lists exactly the seeded cards', () => {
    expect(rows.map((r) => ({ number: r.number.replaceAll(' ', ''), pin: r.pin, cents: r.cents }))).toEqual(
      DEMO_GIFT_CARDS.map((c) => ({ number: c.number, pin: c.pin, cents: c.balanceCents })),
    );
  });

  it('each card, typed as the README prints it, answers its balance; the empty one has no balance left', async () => {
    for (const row of rows) {
      const s = demoShopper();
      const res = await s.addCard(row.number, row.pin);
      if (row.cents === 0) {
        expect(errorOf(res)).toMatchObject({
          statusCode: 422,
          code: 'GIFT_CARD_EMPTY',
          message: 'This gift card has no balance left.',
        });
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(json(res)).toMatchObject({
          giftcard: { lastFour: row.number.slice(-4), balance: row.cents },
        });
      }
    }
  });
});
