import { describe, expect, it } from 'vitest';
import {
  allocate,
  type CouponRule,
  evaluateCoupon,
  isUsable,
  type RuleLine,
  settleCoupons,
} from './coupon-rules';

const NOW = new Date('2026-06-01T12:00:00Z');

function rule(values: Partial<CouponRule> = {}): CouponRule {
  return {
    id: 'c1',
    code: 'SAVE10',
    type: 'PERCENT',
    kind: 'ORDER_DISCOUNT',
    percentOff: 10,
    amountOffCents: null,
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    timesUsed: 0,
    scopeType: 'ALL',
    scopeValue: null,
    ...values,
  };
}

const lines: RuleLine[] = [
  {
    itemId: 'a',
    productLineSlug: 'mats',
    categoryPath: 'interior/floor-mats',
    brandSlug: 'lloyds',
    subtotalCents: 10_000,
  },
  {
    itemId: 'b',
    productLineSlug: 'bars',
    categoryPath: 'exterior/bull-bars',
    brandSlug: 'trailcrest',
    subtotalCents: 5_001,
  },
];

describe('isUsable', () => {
  it('needs the start passed, the end not reached and uses left', () => {
    expect(isUsable(rule(), NOW)).toBe(true);
    expect(isUsable(rule({ startsAt: new Date('2026-06-02') }), NOW)).toBe(false);
    expect(isUsable(rule({ endsAt: NOW }), NOW)).toBe(false);
    expect(isUsable(rule({ usageLimit: 2, timesUsed: 2 }), NOW)).toBe(false);
    expect(isUsable(rule({ usageLimit: 2, timesUsed: 1 }), NOW)).toBe(true);
  });
});

describe('evaluateCoupon', () => {
  it('takes a percent of the eligible lines, split over them to the cent', () => {
    const effect = evaluateCoupon(rule(), lines, NOW);
    expect(effect).toMatchObject({ status: 'APPLIED', discountCents: 1_500, freeShipping: false });
    if (effect.status !== 'APPLIED') throw new Error('not applied');
    expect([...effect.byItem.values()].reduce((s, v) => s + v, 0)).toBe(1_500);
  });

  it('scopes by brand, product line and category (sub-categories included)', () => {
    expect(evaluateCoupon(rule({ scopeType: 'BRAND', scopeValue: 'lloyds' }), lines, NOW)).toMatchObject({
      discountCents: 1_000,
    });
    expect(evaluateCoupon(rule({ scopeType: 'PRODUCT_LINE', scopeValue: 'bars' }), lines, NOW)).toMatchObject(
      { discountCents: 500 },
    );
    expect(evaluateCoupon(rule({ scopeType: 'CATEGORY', scopeValue: 'interior' }), lines, NOW)).toMatchObject(
      { discountCents: 1_000 },
    );
    expect(evaluateCoupon(rule({ scopeType: 'CATEGORY', scopeValue: 'inter' }), lines, NOW)).toEqual({
      status: 'PENDING',
    });
  });

  it('waits (PENDING) without an eligible line or below the minimum subtotal', () => {
    expect(evaluateCoupon(rule(), [], NOW)).toEqual({ status: 'PENDING' });
    expect(evaluateCoupon(rule({ minSubtotalCents: 20_000 }), lines, NOW)).toEqual({ status: 'PENDING' });
    expect(evaluateCoupon(rule({ minSubtotalCents: 15_001 }), lines, NOW)).toMatchObject({
      status: 'APPLIED',
    });
  });

  it('caps an amount at the eligible subtotal, and free shipping takes nothing off the goods', () => {
    expect(
      evaluateCoupon(rule({ type: 'AMOUNT', amountOffCents: 99_999, percentOff: null }), lines, NOW),
    ).toMatchObject({
      discountCents: 15_001,
    });
    expect(evaluateCoupon(rule({ type: 'FREE_SHIPPING', percentOff: null }), lines, NOW)).toMatchObject({
      discountCents: 0,
      freeShipping: true,
    });
  });

  it('is NOT_VALID when expired or used up', () => {
    expect(evaluateCoupon(rule({ endsAt: new Date('2026-01-01') }), lines, NOW)).toEqual({
      status: 'NOT_VALID',
    });
  });
});

describe('settleCoupons', () => {
  it('applies a waiting code once an eligible item arrives and marks it changed', () => {
    const brand = {
      id: 'app1',
      status: 'PENDING' as const,
      rule: rule({ scopeType: 'BRAND', scopeValue: 'lloyds' }),
    };
    expect(settleCoupons([brand], [lines[1]!], NOW).applications[0]).toMatchObject({
      status: 'PENDING',
      changed: false,
    });
    const settled = settleCoupons([brand], lines, NOW);
    expect(settled.applications[0]).toMatchObject({ status: 'APPLIED', changed: true, discountCents: 1_000 });
    expect(settled.discountCents).toBe(1_000);
  });

  it('never discounts a line below zero when codes of two kinds meet on it', () => {
    const all = {
      id: 'x',
      status: 'APPLIED' as const,
      rule: rule({ type: 'AMOUNT', amountOffCents: 14_000, percentOff: null }),
    };
    const pct = {
      id: 'y',
      status: 'APPLIED' as const,
      rule: rule({ id: 'c2', kind: 'OTHER', percentOff: 50 }),
    };
    const settled = settleCoupons([all, pct], lines, NOW);
    expect(settled.discountCents).toBeLessThanOrEqual(15_001);
    for (const line of lines)
      expect(settled.byItem.get(line.itemId)!).toBeLessThanOrEqual(line.subtotalCents);
  });
});

describe('allocate', () => {
  it('splits in whole cents that add up exactly', () => {
    const out = allocate(100, [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 1 },
      { key: 'c', weight: 1 },
    ]);
    expect([...out.values()]).toEqual([34, 33, 33]);
    expect([...allocate(0, [{ key: 'a', weight: 5 }]).values()]).toEqual([0]);
  });
});
