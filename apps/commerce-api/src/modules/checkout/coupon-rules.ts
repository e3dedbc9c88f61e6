import type { COUPON_SCOPES, COUPON_TYPES } from '../../db/schema';

/** A promo code's rules as stored. */
export interface CouponRule {
  id: string;
  code: string;
  type: (typeof COUPON_TYPES)[number];
  kind: string;
  percentOff: number | null;
  amountOffCents: number | null;
  minSubtotalCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  scopeType: (typeof COUPON_SCOPES)[number];
  scopeValue: string | null;
}

/** What a coupon needs to know of a cart line. */
export interface RuleLine {
  itemId: string;
  productLineSlug: string;
  /** Slash-joined category path of the line, e.g. 'exterior/bumpers/front-bumpers'. */
  categoryPath: string;
  brandSlug: string;
  /** Sale price × qty, cents. */
  subtotalCents: number;
}

/** A code's effect on a cart: not usable at all, waiting for an eligible item, or applied. */
export type CouponEffect =
  | { status: 'NOT_VALID' }
  | { status: 'PENDING' }
  | { status: 'APPLIED'; discountCents: number; freeShipping: boolean; byItem: Map<string, number> };

/** Whether the code can be used at all now: started, not ended, not used up. */
export function isUsable(rule: CouponRule, now: Date): boolean {
  if (rule.startsAt && now < rule.startsAt) return false;
  if (rule.endsAt && now >= rule.endsAt) return false;
  return rule.usageLimit === null || rule.timesUsed < rule.usageLimit;
}

function isEligible(rule: CouponRule, line: RuleLine): boolean {
  const value = rule.scopeValue ?? '';
  switch (rule.scopeType) {
    case 'ALL':
      return true;
    case 'PRODUCT_LINE':
      return line.productLineSlug === value;
    case 'CATEGORY':
      return line.categoryPath === value || line.categoryPath.startsWith(`${value}/`);
    case 'BRAND':
      return line.brandSlug === value;
  }
}

/**
 * Splits `total` cents over items in proportion to their weights, in whole cents that add up exactly (largest
 * remainders get the leftover cents; ties go to the earlier item).
 */
export function allocate(total: number, weights: { key: string; weight: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  const sum = weights.reduce((s, w) => s + w.weight, 0);
  if (sum <= 0 || total <= 0) {
    for (const w of weights) out.set(w.key, 0);
    return out;
  }
  const shares = weights.map((w, index) => {
    const exact = (total * w.weight) / sum;
    return { key: w.key, index, floor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = total - shares.reduce((s, x) => s + x.floor, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left <= 0) break;
    share.floor++;
    left--;
  }
  for (const share of shares) out.set(share.key, share.floor);
  return out;
}

/**
 * The effect of one code on the cart's lines. A code that is usable but has no eligible line yet, or whose
 * eligible lines are below its minimum subtotal, is PENDING: it waits and applies once the cart qualifies.
 */
export function evaluateCoupon(rule: CouponRule, lines: RuleLine[], now: Date): CouponEffect {
  if (!isUsable(rule, now)) return { status: 'NOT_VALID' };
  const eligible = lines.filter((line) => isEligible(rule, line));
  const eligibleSubtotal = eligible.reduce((s, l) => s + l.subtotalCents, 0);
  if (eligible.length === 0 || eligibleSubtotal < rule.minSubtotalCents || eligibleSubtotal === 0) {
    return { status: 'PENDING' };
  }
  let discountCents = 0;
  if (rule.type === 'PERCENT') discountCents = Math.round((eligibleSubtotal * (rule.percentOff ?? 0)) / 100);
  if (rule.type === 'AMOUNT') discountCents = Math.min(rule.amountOffCents ?? 0, eligibleSubtotal);
  const byItem = allocate(
    discountCents,
    eligible.map((l) => ({ key: l.itemId, weight: l.subtotalCents })),
  );
  return { status: 'APPLIED', discountCents, freeShipping: rule.type === 'FREE_SHIPPING', byItem };
}

/** A code on a cart as stored, with its rules. */
export interface CouponApplication {
  id: string;
  status: 'PENDING' | 'APPLIED';
  rule: CouponRule;
}

/** The settled state of a cart's codes: each application's new status, and the discounts together. */
export interface SettledCoupons {
  applications: {
    id: string;
    rule: CouponRule;
    /** NOT_VALID: the code expired or was used up since it was added; it takes no effect. */
    status: 'PENDING' | 'APPLIED' | 'NOT_VALID';
    discountCents: number;
    /** True when the stored status differs and should be written back. */
    changed: boolean;
  }[];
  discountCents: number;
  freeShipping: boolean;
  /** Discount per cart item, never more than the item's subtotal. */
  byItem: Map<string, number>;
}

/**
 * Re-evaluates every code of a cart against its current lines: a PENDING code applies as soon as an eligible
 * item arrives (and an APPLIED one goes back to PENDING when its items leave). Pure; the cart and checkout
 * services call it after a change and write back the applications marked `changed`.
 */
export function settleCoupons(
  applications: CouponApplication[],
  lines: RuleLine[],
  now: Date,
): SettledCoupons {
  const byItem = new Map<string, number>(lines.map((l) => [l.itemId, 0]));
  const subtotalOf = new Map(lines.map((l) => [l.itemId, l.subtotalCents]));
  let freeShipping = false;
  const settled = applications.map((application) => {
    const effect = evaluateCoupon(application.rule, lines, now);
    let discountCents = 0;
    if (effect.status === 'APPLIED') {
      freeShipping ||= effect.freeShipping;
      for (const [itemId, cents] of effect.byItem) {
        // Codes of different kinds may meet on one line; together they never take it below zero.
        const room = subtotalOf.get(itemId)! - byItem.get(itemId)!;
        const take = Math.min(room, cents);
        byItem.set(itemId, byItem.get(itemId)! + take);
        discountCents += take;
      }
    }
    const stored = effect.status === 'NOT_VALID' ? application.status : effect.status;
    return {
      id: application.id,
      rule: application.rule,
      status: effect.status,
      discountCents,
      changed: stored !== application.status,
    };
  });
  return {
    applications: settled,
    discountCents: settled.reduce((s, a) => s + a.discountCents, 0),
    freeShipping,
    byItem,
  };
}
