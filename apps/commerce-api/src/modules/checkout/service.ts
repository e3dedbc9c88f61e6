import { PROMO_TEXTS, type PromoAnswerCode } from '@fitkit/commerce-hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseError } from '../../db/errors';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { lockCart } from '../cart/queries';
import { type CartPricing, DEFAULT_PRICING, getCart } from '../cart/service';
import { readCheckout } from './checkout-queries';
import type { Contact } from './contact';
import { type CouponRule, evaluateCoupon, type SettledCoupons, settleCoupons } from './coupon-rules';
import { cardNumberHash, verifyPin } from './gift-card-secrets';
import {
  type CheckoutGiftCardRow,
  type CheckoutLine,
  findCartId,
  findCoupon,
  readCheckoutGiftCards,
  readCheckoutLines,
  readCouponApplications,
  saveApplicationStatuses,
} from './queries';
import { type DiscountLine, type OrderSummary, orderSummary, taxableAmount } from './summary';

/** Gift cards one checkout may carry. */
export const MAX_GIFT_CARDS = 5;

/** How long after paying the shopper's permId alone opens the receipt. */
export const RECENT_RECEIPT_MS = 60 * 60_000;

/** A gift card on the checkout and what it would pay now. */
export interface CheckoutGiftCard extends CheckoutGiftCardRow {
  appliedCents: number;
}

/** A cart priced with its codes and gift cards: what the checkout page shows and an order is made from. */
export interface PricedCheckout {
  cartId: string | null;
  lines: CheckoutLine[];
  coupons: SettledCoupons;
  giftCards: CheckoutGiftCard[];
  subtotalCents: number;
  discountCents: number;
  /** Subtotal − discount: the goods' price before shipping and tax. */
  totalCents: number;
  giftCardCents: number;
}

/** Spreads `totalCents` over the gift cards in the order they were added, each up to what it has available. */
export function spreadOverGiftCards(cards: CheckoutGiftCardRow[], totalCents: number): CheckoutGiftCard[] {
  let left = totalCents;
  return cards.map((card) => {
    const appliedCents = Math.max(0, Math.min(card.availableCents, left));
    left -= appliedCents;
    return { ...card, appliedCents };
  });
}

/**
 * Prices a shopper's checkout now. Codes are settled against the current lines and changed statuses written
 * back (a waiting code becomes APPLIED once an eligible item is in the cart). `knownCartId`: the cart's id when
 * the caller has it already (it locked the cart), sparing the look-up.
 */
export async function priceCheckout(
  db: Executor,
  site: string,
  permId: string,
  knownCartId?: string,
): Promise<PricedCheckout> {
  const cartId = knownCartId ?? (await findCartId(db, site, permId));
  const lines = cartId ? await readCheckoutLines(db, site, permId) : [];
  const applications = cartId ? await readCouponApplications(db, cartId) : [];
  const coupons = settleCoupons(applications, lines, new Date());
  const changes = coupons.applications.flatMap((a) =>
    a.changed && a.status !== 'NOT_VALID' ? [{ id: a.id, status: a.status }] : [],
  );
  await saveApplicationStatuses(db, changes);
  const subtotalCents = lines.reduce((s, l) => s + l.subtotalCents, 0);
  const totalCents = subtotalCents - coupons.discountCents;
  const giftCards = spreadOverGiftCards(cartId ? await readCheckoutGiftCards(db, cartId) : [], totalCents);
  return {
    cartId,
    lines,
    coupons,
    giftCards,
    subtotalCents,
    discountCents: coupons.discountCents,
    totalCents,
    giftCardCents: giftCards.reduce((s, g) => s + g.appliedCents, 0),
  };
}

/** The checkout data of SPEC §3 as the API answers it. */
export interface CheckoutView {
  permId: string;
  shippingContact: Contact | null;
  billingContact: Contact | null;
  coupons: {
    promoCodeId: string;
    type: CouponRule['type'];
    status: 'APPLIED' | 'PENDING' | 'NOT_VALID';
    discount: number;
    freeShipping: boolean;
  }[];
  giftcards: { id: string; lastFour: string; balance: number; applied: number }[];
  summary: {
    subtotal: number;
    discount: number;
    freeShipping: boolean;
    giftCards: number;
    total: number;
    balanceDue: number;
  };
  receipt: { orderId: string; orderReference: string } | null;
  /** What an order of this checkout would cost: the cart's summary with the promo codes, tax on what is left. */
  orderSummary: OrderSummary;
}

async function recentReceipt(db: Executor, site: string, permId: string) {
  const [row] = await queryRows<{ id: string; reference: string }>(
    db,
    sql`select id, reference from orders
        where site = ${site} and perm_id = ${permId} and status <> 'PENDING' and status <> 'FAILED'
          and placed_at > now() - make_interval(secs => ${RECENT_RECEIPT_MS / 1000})
        order by placed_at desc limit 1`,
  );
  return row ? { orderId: row.id, orderReference: row.reference } : null;
}

/**
 * The order summary as the order would be placed: the cart's lines, shipping and method, each applied promo code
 * as a discount line (free shipping takes the shipping off), tax estimated on the discounted subtotal.
 */
async function checkoutOrderSummary(
  db: Database,
  pricing: CartPricing,
  site: string,
  permId: string,
  { priced, saved }: { priced: PricedCheckout; saved: { shippingContact: Contact | null } },
): Promise<OrderSummary> {
  const { summary } = await getCart(db, pricing, site, permId);
  const lines = priced.coupons.applications.flatMap((a): DiscountLine[] => {
    if (a.status !== 'APPLIED') return [];
    if (a.rule.type === 'FREE_SHIPPING') {
      return [
        { code: a.rule.code, label: a.rule.code, amount: summary.shipping, target: 'shipping' as const },
      ];
    }
    return a.discountCents > 0
      ? [{ code: a.rule.code, label: a.rule.code, amount: a.discountCents, target: 'merchandise' as const }]
      : [];
  });
  const estimatedTax = await pricing.tax.estimate({
    stateId: saved.shippingContact?.stateId ?? null,
    amount: taxableAmount(summary.subtotal, lines),
  });
  return orderSummary({
    subtotal: summary.subtotal,
    discounts: lines,
    shipping: summary.shipping,
    estimatedTax,
  });
}

/** The checkout data of a shopper (GET checkout/{permId}). */
export async function getCheckout(
  db: Database,
  site: string,
  permId: string,
  pricing: CartPricing = DEFAULT_PRICING,
): Promise<CheckoutView> {
  const [priced, saved] = await Promise.all([
    priceCheckout(db, site, permId),
    readCheckout(db, site, permId),
  ]);
  const summary = await checkoutOrderSummary(db, pricing, site, permId, { priced, saved });
  return {
    permId,
    // The address step saved them; the shop's later steps send a shopper without them back there.
    shippingContact: saved.shippingContact,
    billingContact: saved.billingContact,
    coupons: priced.coupons.applications.map((a) => ({
      promoCodeId: a.rule.code,
      type: a.rule.type,
      status: a.status,
      discount: a.discountCents,
      freeShipping: a.status === 'APPLIED' && a.rule.type === 'FREE_SHIPPING',
    })),
    giftcards: priced.giftCards.map((g) => ({
      id: g.id,
      lastFour: g.lastFour,
      balance: g.availableCents,
      applied: g.appliedCents,
    })),
    summary: {
      subtotal: priced.subtotalCents,
      discount: priced.discountCents,
      freeShipping: priced.coupons.freeShipping,
      giftCards: priced.giftCardCents,
      total: priced.totalCents,
      balanceDue: priced.totalCents - priced.giftCardCents,
    },
    receipt: await recentReceipt(db, site, permId),
    orderSummary: summary,
  };
}

/** Normalises a typed promo code: trimmed, upper-case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The promo codes that refuse a code (the others of PROMO_TEXTS apply it or keep it waiting). */
type PromoRefusal = Exclude<PromoAnswerCode, 'SUCCESS' | 'PROMO_CODE_NOT_APPLIED'>;

function promoError(code: PromoRefusal) {
  return new ApiError(code === 'PROMO_CODE_NOT_VALID' ? 422 : 409, code, PROMO_TEXTS[code]);
}

/**
 * Applies a promo code (POST checkout/{permId}/coupons). The cart row is locked first, so concurrent attempts
 * on one cart queue; the unique indexes (one row per code, one per kind) are the last word either way.
 */
export async function applyCoupon(
  db: Database,
  site: string,
  permId: string,
  typed: string,
): Promise<'SUCCESS' | 'PROMO_CODE_NOT_APPLIED'> {
  const code = normaliseCode(typed);
  try {
    return await db.transaction(async (tx) => {
      const rule = await findCoupon(tx, site, code);
      if (!rule) throw promoError('PROMO_CODE_NOT_VALID');
      const cartId = await lockCart(tx, site, permId);
      const existing = await readCouponApplications(tx, cartId);
      if (existing.some((a) => a.rule.id === rule.id)) throw promoError('PROMO_CODE_EXISTS');
      if (existing.some((a) => a.rule.kind === rule.kind)) throw promoError('SIMILAR_PROMO_CODE_EXISTS');
      const effect = evaluateCoupon(rule, await readCheckoutLines(tx, site, permId), new Date());
      if (effect.status === 'NOT_VALID') throw promoError('PROMO_CODE_NOT_VALID');
      await tx.execute(
        sql`insert into coupon_applications (cart_id, coupon_id, kind, status)
            values (${cartId}, ${rule.id}, ${rule.kind}, ${effect.status})`,
      );
      return effect.status === 'APPLIED' ? 'SUCCESS' : 'PROMO_CODE_NOT_APPLIED';
    });
  } catch (error) {
    const { code: sqlState, constraint } = databaseError(error);
    if (sqlState === '23505' && constraint === 'coupon_applications_cart_coupon_uq') {
      throw promoError('PROMO_CODE_EXISTS');
    }
    if (sqlState === '23505' && constraint === 'coupon_applications_cart_kind_uq') {
      throw promoError('SIMILAR_PROMO_CODE_EXISTS');
    }
    throw error;
  }
}

/** Takes a promo code off the checkout (DELETE checkout/{permId}/coupons/{promoCodeId}). */
export async function removeCoupon(db: Database, site: string, permId: string, typed: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from coupon_applications a using carts c, coupons k
        where a.cart_id = c.id and c.site = ${site} and c.perm_id = ${permId}
          and k.id = a.coupon_id and k.code = ${normaliseCode(typed)}
        returning a.id`,
  );
  if (rows.length === 0) throw new ApiError(404, 'NOT_FOUND', 'This promo code is not on the checkout');
}

const CARD_NOT_VALID = 'The gift card number or PIN is not valid.';

/**
 * Adds a gift card to the checkout after checking its PIN (POST checkout/{permId}/giftcards). A wrong number, a
 * wrong PIN and an expired card all answer the same, so the answer tells a guesser nothing.
 */
export async function addGiftCard(
  db: Database,
  site: string,
  permId: string,
  number: string,
  pin: string,
): Promise<{ id: string; lastFour: string; balance: number }> {
  const [card] = await queryRows<{
    id: string;
    pin_hash: string;
    last_four: string;
    available: number;
    expired: boolean;
  }>(
    db,
    sql`select id, pin_hash, last_four, (balance_cents - held_cents) as available,
          (expires_at is not null and expires_at <= now()) as expired
        from gift_cards where site = ${site} and number_hash = ${cardNumberHash(number)}`,
  );
  // The PIN is checked even for an unknown number, so timing does not tell which part was wrong.
  const pinMatches = await verifyPin(
    pin,
    card?.pin_hash ?? 'AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  );
  if (!card || !pinMatches || card.expired) throw new ApiError(422, 'GIFT_CARD_NOT_VALID', CARD_NOT_VALID);
  if (Number(card.available) <= 0) {
    throw new ApiError(422, 'GIFT_CARD_EMPTY', 'This gift card has no balance left.');
  }
  try {
    const id = await db.transaction(async (tx) => {
      const cartId = await lockCart(tx, site, permId);
      const [{ count }] = (await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from checkout_gift_cards where cart_id = ${cartId}`,
      )) as [{ count: number }];
      if (count >= MAX_GIFT_CARDS) {
        throw new ApiError(
          422,
          'GIFT_CARD_LIMIT',
          `At most ${MAX_GIFT_CARDS} gift cards can be used on one order.`,
        );
      }
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into checkout_gift_cards (cart_id, gift_card_id) values (${cartId}, ${card.id}) returning id`,
      );
      return row!.id;
    });
    return { id, lastFour: card.last_four, balance: Number(card.available) };
  } catch (error) {
    if (databaseError(error).constraint === 'checkout_gift_cards_cart_card_uq') {
      throw new ApiError(409, 'GIFT_CARD_EXISTS', 'This gift card has already been added.');
    }
    throw error;
  }
}

/** Takes a gift card off the checkout (DELETE checkout/{permId}/giftcards/{id}). */
export async function removeGiftCard(db: Database, site: string, permId: string, id: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from checkout_gift_cards g using carts c
        where g.cart_id = c.id and c.site = ${site} and c.perm_id = ${permId} and g.id = ${id}
        returning g.id`,
  );
  if (rows.length === 0) throw new ApiError(404, 'NOT_FOUND', 'This gift card is not on the checkout');
}
