import { PROMO_TEXTS } from '@fitkit/commerce-hooks';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  errorOf,
  injectAsOwner,
  json,
  newPermId,
  ownerHeaders,
  SITE,
  type TestContext,
  testContext,
} from '../../app.test.helper';
import { createCoupon, createGiftCard, newCode, shopper, shoppingFacts } from '../../commerce.test.helper';
import { queryRows } from '../../db/rows';
import type { CheckoutView } from './service';

let ctx: TestContext;
let facts: Awaited<ReturnType<typeof shoppingFacts>>;

beforeAll(async () => {
  ctx = await testContext();
  facts = await shoppingFacts(ctx.db);
});

async function addItem(permId: string, productId: number, qty = 1) {
  const res = await injectAsOwner(ctx.app, {
    method: 'POST',
    url: `/cart/${permId}/items`,
    headers: ownerHeaders(`/cart/${permId}`),
    payload: { productList: [{ productId, qty }] },
  });
  expect(res.statusCode).toBe(200);
}

function apply(permId: string, promoCodeId: unknown, headers = shopper()) {
  return injectAsOwner(ctx.app, {
    method: 'POST',
    url: `/checkout/${permId}/coupons`,
    headers,
    payload: { promoCodeId } as object,
  });
}

async function checkout(permId: string): Promise<CheckoutView> {
  const res = await injectAsOwner(ctx.app, { url: `/checkout/${permId}`, headers: SITE });
  expect(res.statusCode).toBe(200);
  return json<CheckoutView>(res);
}

function addCard(permId: string, payload: unknown, headers = shopper()) {
  return injectAsOwner(ctx.app, {
    method: 'POST',
    url: `/checkout/${permId}/giftcards`,
    headers,
    payload: payload as object,
  });
}

describe('GET /checkout/{permId}', () => {
  it('answers an empty checkout for a new shopper', async () => {
    const permId = newPermId();
    expect(await checkout(permId)).toEqual({
      permId,
      shippingContact: null,
      billingContact: null,
      coupons: [],
      giftcards: [],
      summary: { subtotal: 0, discount: 0, freeShipping: false, giftCards: 0, total: 0, balanceDue: 0 },
      receipt: null,
      orderSummary: expect.objectContaining({ subtotal: 0, discounts: [], total: expect.any(Number) }),
    });
  });

  it('needs the x-site header', async () => {
    const res = await injectAsOwner(ctx.app, { url: `/checkout/${newPermId()}` });
    expect(errorOf(res)).toMatchObject({ statusCode: 400, code: 'MISSING_SITE' });
  });
});

describe('POST /checkout/{permId}/coupons', () => {
  it('applies a percent code (typed in lower case) and prices the checkout with it', async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id, 2);
    const code = await createCoupon(ctx.db, { percentOff: 10 });
    const res = await apply(permId, ` ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    const body = json<{ code: string; message: string; checkout: CheckoutView }>(res);
    expect(body.code).toBe('SUCCESS');
    expect(body.message).toBe('Promo code successfully applied!');
    const subtotal = facts.other.price * 2;
    const discount = Math.round(subtotal / 10);
    expect(body.checkout.coupons).toEqual([
      { promoCodeId: code, type: 'PERCENT', status: 'APPLIED', discount, freeShipping: false },
    ]);
    expect(body.checkout.summary).toMatchObject({ subtotal, discount, total: subtotal - discount });
    // The order summary the checkout steps show carries the code as a discount line, priced by the API.
    expect(body.checkout.orderSummary).toMatchObject({
      subtotal,
      discounts: [{ code, label: code, amount: discount, target: 'merchandise' }],
      discountTotal: discount,
    });
    const { shipping, estimatedTax } = body.checkout.orderSummary;
    expect(body.checkout.orderSummary.total).toBe(subtotal - discount + shipping + estimatedTax);
  });

  it('answers PROMO_CODE_EXISTS for the same code and SIMILAR_PROMO_CODE_EXISTS for one of the same kind', async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id);
    const kind = newCode('KIND');
    const first = await createCoupon(ctx.db, { kind });
    const second = await createCoupon(ctx.db, { kind, type: 'AMOUNT', amountOffCents: 500 });
    const freeShip = await createCoupon(ctx.db, { type: 'FREE_SHIPPING' });
    expect((await apply(permId, first)).statusCode).toBe(200);
    const again = errorOf(await apply(permId, first));
    expect(again).toMatchObject({
      statusCode: 409,
      code: 'PROMO_CODE_EXISTS',
      message: PROMO_TEXTS.PROMO_CODE_EXISTS,
    });
    expect(again.message).toBe('Promo code has already been applied.');
    const similar = errorOf(await apply(permId, second));
    expect(similar).toMatchObject({ statusCode: 409, code: 'SIMILAR_PROMO_CODE_EXISTS' });
    expect(similar.message).toBe('Promo code cannot be applied.');
    // Another kind combines.
    const ship = await apply(permId, freeShip);
    expect(ship.statusCode).toBe(200);
    const view = await checkout(permId);
    expect(view.coupons.map((c) => c.promoCodeId)).toEqual([first, freeShip]);
    expect(view.summary.freeShipping).toBe(true);
  });

  it.each([
    ['an unknown code', async () => newCode('NOPE')],
    ['an expired code', () => createCoupon(ctx.db, { endsAt: '2024-01-01T00:00:00Z' })],
    ['a code not started yet', () => createCoupon(ctx.db, { startsAt: '2099-01-01T00:00:00Z' })],
    ['a used-up code', () => createCoupon(ctx.db, { usageLimit: 0 })],
    ['a code of another site', () => createCoupon(ctx.db, { site: 'other-shop' })],
  ])('answers PROMO_CODE_NOT_VALID for %s and changes nothing', async (_, make) => {
    const permId = newPermId();
    await addItem(permId, facts.other.id);
    const code = await make();
    const error = errorOf(await apply(permId, code));
    expect(error).toMatchObject({
      statusCode: 422,
      code: 'PROMO_CODE_NOT_VALID',
      message: 'Promo code not valid.',
    });
    expect((await checkout(permId)).coupons).toEqual([]);
  });

  it('keeps a brand code waiting (PROMO_CODE_NOT_APPLIED) until an item of the brand arrives', async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id);
    const code = await createCoupon(ctx.db, { percentOff: 15, scopeType: 'BRAND', scopeValue: 'lloyds' });
    const res = await apply(permId, code);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      code: 'PROMO_CODE_NOT_APPLIED',
      message: 'Promo code is now active, add the items to your cart for your discount.',
    });
    expect((await checkout(permId)).coupons[0]).toMatchObject({ status: 'PENDING', discount: 0 });

    await addItem(permId, facts.lloyds.id);
    const view = await checkout(permId);
    // Only the brand's line is discounted.
    expect(view.coupons[0]).toMatchObject({
      status: 'APPLIED',
      discount: Math.round((facts.lloyds.price * 15) / 100),
    });
    const [row] = await queryRows<{ status: string }>(
      ctx.db,
      sql`select a.status from coupon_applications a join coupons c on c.id = a.coupon_id where c.code = ${code}`,
    );
    expect(row!.status).toBe('APPLIED');
  });

  it('waits for the minimum subtotal and scopes by product line and category', async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id);
    const min = await createCoupon(ctx.db, {
      type: 'AMOUNT',
      amountOffCents: 500,
      minSubtotalCents: facts.other.price * 2,
    });
    expect(json(await apply(permId, min)).code).toBe('PROMO_CODE_NOT_APPLIED');
    await addItem(permId, facts.other.id);
    expect((await checkout(permId)).coupons[0]).toMatchObject({ status: 'APPLIED', discount: 500 });

    const byLine = await createCoupon(ctx.db, { scopeType: 'PRODUCT_LINE', scopeValue: facts.other.line });
    const byCategory = await createCoupon(ctx.db, {
      scopeType: 'CATEGORY',
      scopeValue: facts.other.category.split('/')[0]!,
    });
    expect(json(await apply(newPermId(), byLine)).code).toBe('PROMO_CODE_NOT_APPLIED');
    const other = newPermId();
    await addItem(other, facts.other.id);
    expect(json(await apply(other, byLine)).code).toBe('SUCCESS');
    expect(json(await apply(other, byCategory)).code).toBe('SUCCESS');
  });

  it('gives an amount code at most the price of the eligible lines', async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id);
    const code = await createCoupon(ctx.db, { type: 'AMOUNT', amountOffCents: facts.other.price + 10_000 });
    await apply(permId, code);
    expect((await checkout(permId)).summary).toMatchObject({ discount: facts.other.price, total: 0 });
  });

  it('lets exactly one of 20 concurrent attempts of one code succeed, and one of 10 similar codes', async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id);
    const code = await createCoupon(ctx.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(permId, code)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => errorOf(r).code)).toEqual(
      Array(19).fill('PROMO_CODE_EXISTS'),
    );
    expect((await checkout(permId)).coupons).toHaveLength(1);

    // A second shopper, as each shopper has 20 attempts per window.
    const second = newPermId();
    await addItem(second, facts.other.id);
    const kind = newCode('KIND');
    const similar = await Promise.all(Array.from({ length: 10 }, () => createCoupon(ctx.db, { kind })));
    const results = await Promise.all(similar.map((c) => apply(second, c)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => errorOf(r).code)).toEqual(
      Array(9).fill('SIMILAR_PROMO_CODE_EXISTS'),
    );
    expect((await checkout(second)).coupons).toHaveLength(1);
  });

  it.each([
    ['a 300-character code', 'A'.repeat(300)],
    ['a NUL byte', 'SAVE\u000010'],
    ['a number', 10],
    ['an empty code', '  '],
    ['spaces inside', 'SAVE 10'],
  ])('refuses %s with 400 and changes nothing', async (_, value) => {
    const permId = newPermId();
    const res = await apply(permId, value);
    expect(errorOf(res)).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect((await checkout(permId)).coupons).toEqual([]);
  });
});

describe('DELETE /checkout/{permId}/coupons/{promoCodeId}', () => {
  it("takes a code off, and another shopper's permId cannot", async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id);
    const code = await createCoupon(ctx.db);
    await apply(permId, code);
    const stranger = await injectAsOwner(ctx.app, {
      method: 'DELETE',
      url: `/checkout/${newPermId()}/coupons/${code}`,
      headers: SITE,
    });
    expect(errorOf(stranger)).toMatchObject({ statusCode: 404 });
    expect((await checkout(permId)).coupons).toHaveLength(1);
    const res = await injectAsOwner(ctx.app, {
      method: 'DELETE',
      url: `/checkout/${permId}/coupons/${code}`,
      headers: SITE,
    });
    expect(res.statusCode).toBe(200);
    expect(json<CheckoutView>(res).coupons).toEqual([]);
    const again = await injectAsOwner(ctx.app, {
      method: 'DELETE',
      url: `/checkout/${permId}/coupons/${code}`,
      headers: SITE,
    });
    expect(errorOf(again).statusCode).toBe(404);
  });
});

describe('POST /checkout/{permId}/giftcards', () => {
  it('adds a card, answers its balance and uses it partly when it holds less than the total', async () => {
    const permId = newPermId();
    await addItem(permId, facts.other.id, 3);
    const total = facts.other.price * 3;
    const card = await createGiftCard(ctx.db, 1_000);
    const res = await addCard(permId, {
      number: card.number.replace(/(\d{4})/g, '$1 ').trim(),
      pin: card.pin,
    });
    expect(res.statusCode).toBe(200);
    const body = json<{
      giftcard: { id: string; lastFour: string; balance: number };
      checkout: CheckoutView;
    }>(res);
    expect(body.giftcard).toMatchObject({ lastFour: card.number.slice(-4), balance: 1_000 });
    expect(body.checkout.giftcards).toEqual([
      { id: body.giftcard.id, lastFour: card.number.slice(-4), balance: 1_000, applied: 1_000 },
    ]);
    expect(body.checkout.summary).toMatchObject({ total, giftCards: 1_000, balanceDue: total - 1_000 });

    // A second card covers the rest, never more than the total.
    const big = await createGiftCard(ctx.db, total * 2);
    const second = json<{ checkout: CheckoutView }>(
      await addCard(permId, { number: big.number, pin: big.pin }),
    );
    expect(second.checkout.giftcards[1]).toMatchObject({ balance: total * 2, applied: total - 1_000 });
    expect(second.checkout.summary).toMatchObject({ giftCards: total, balanceDue: 0 });
  });

  it('answers the same GIFT_CARD_NOT_VALID for an unknown number, a wrong PIN, an expired card or another site', async () => {
    const permId = newPermId();
    const card = await createGiftCard(ctx.db, 5_000);
    const expired = await createGiftCard(ctx.db, 5_000, { expiresAt: new Date('2024-01-01') });
    const elsewhere = await createGiftCard(ctx.db, 5_000, { site: 'other-shop' });
    const wrongPin = String((Number(card.pin) % 9000) + 1000 + (card.pin === '9999' ? -1 : 1)).slice(0, 4);
    const attempts = [
      { number: '7999999999999999', pin: '1234' },
      { number: card.number, pin: wrongPin === card.pin ? '0000' : wrongPin },
      { number: expired.number, pin: expired.pin },
      { number: elsewhere.number, pin: elsewhere.pin },
    ];
    const messages = new Set<string>();
    for (const attempt of attempts) {
      const error = errorOf(await addCard(permId, attempt));
      expect(error).toMatchObject({ statusCode: 422, code: 'GIFT_CARD_NOT_VALID' });
      messages.add(error.message);
    }
    expect(messages.size).toBe(1);
    expect((await checkout(permId)).giftcards).toEqual([]);
  });

  it('refuses an empty card and the same card twice', async () => {
    const permId = newPermId();
    const empty = await createGiftCard(ctx.db, 0);
    expect(errorOf(await addCard(permId, empty))).toMatchObject({ statusCode: 422, code: 'GIFT_CARD_EMPTY' });
    const card = await createGiftCard(ctx.db, 100);
    expect((await addCard(permId, card)).statusCode).toBe(200);
    expect(errorOf(await addCard(permId, card))).toMatchObject({ statusCode: 409, code: 'GIFT_CARD_EXISTS' });
    expect((await checkout(permId)).giftcards).toHaveLength(1);
  });

  it.each([
    ['letters in the number', { number: '7000abcd00000000', pin: '1234' }],
    ['a 300-character number', { number: '1'.repeat(300), pin: '1234' }],
    ['a NUL byte in the PIN', { number: '7000000000000000', pin: '12\u000034' }],
    ['a fractional PIN', { number: '7000000000000000', pin: 12.5 }],
    ['no PIN', { number: '7000000000000000' }],
  ])('refuses %s with 400', async (_, payload) => {
    const permId = newPermId();
    expect(errorOf(await addCard(permId, payload))).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
    });
    expect((await checkout(permId)).giftcards).toEqual([]);
  });
});

describe('DELETE /checkout/{permId}/giftcards/{id}', () => {
  it("takes a card off; another shopper's permId or an unknown id is 404 and changes nothing", async () => {
    const permId = newPermId();
    const card = await createGiftCard(ctx.db, 100);
    const { giftcard } = json<{ giftcard: { id: string } }>(await addCard(permId, card));
    const stranger = await injectAsOwner(ctx.app, {
      method: 'DELETE',
      url: `/checkout/${newPermId()}/giftcards/${giftcard.id}`,
      headers: SITE,
    });
    expect(errorOf(stranger).statusCode).toBe(404);
    expect((await checkout(permId)).giftcards).toHaveLength(1);
    const bad = await injectAsOwner(ctx.app, {
      method: 'DELETE',
      url: `/checkout/${permId}/giftcards/nope`,
      headers: SITE,
    });
    expect(errorOf(bad).statusCode).toBe(400);
    const res = await injectAsOwner(ctx.app, {
      method: 'DELETE',
      url: `/checkout/${permId}/giftcards/${giftcard.id}`,
      headers: SITE,
    });
    expect(res.statusCode).toBe(200);
    expect(json<CheckoutView>(res).giftcards).toEqual([]);
  });
});
