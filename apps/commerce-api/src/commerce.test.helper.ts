import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SITE } from './app.test.helper';
import type { Database } from './db/client';
import { queryRows } from './db/rows';
import { issueGiftCard } from './modules/checkout/gift-card-ledger';
import { DEMO_CONTACT } from './modules/orders/fulfilment';
import type { CheckoutDetailsSource } from './modules/payments/checkout-details';

/** A random documentation-range IP, so each test has its own rate-limit window. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Headers of a shopper call through the shop: the site and a fresh forwarded client IP. */
export function shopper(ip = randomIp()): Record<string, string> {
  return { ...SITE, 'x-client-ip': ip };
}

/** A unique promo code. */
export function newCode(prefix = 'T'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
}

/** Inserts a promo code on the test site and returns its code. */
export async function createCoupon(
  db: Database,
  values: {
    code?: string;
    site?: string;
    type?: 'PERCENT' | 'AMOUNT' | 'FREE_SHIPPING';
    kind?: string;
    percentOff?: number | null;
    amountOffCents?: number | null;
    minSubtotalCents?: number;
    startsAt?: string | null;
    endsAt?: string | null;
    usageLimit?: number | null;
    scopeType?: 'ALL' | 'PRODUCT_LINE' | 'CATEGORY' | 'BRAND';
    scopeValue?: string | null;
  } = {},
): Promise<string> {
  const code = values.code ?? newCode();
  const type = values.type ?? 'PERCENT';
  await db.execute(
    sql`insert into coupons (site, code, type, kind, percent_off, amount_off_cents, min_subtotal_cents, starts_at,
          ends_at, usage_limit, scope_type, scope_value)
        values (${values.site ?? SITE['x-site']}, ${code}, ${type}, ${values.kind ?? `K-${code}`},
          ${values.percentOff ?? (type === 'PERCENT' ? 10 : null)},
          ${values.amountOffCents ?? (type === 'AMOUNT' ? 1000 : null)}, ${values.minSubtotalCents ?? 0},
          ${values.startsAt ?? null}, ${values.endsAt ?? null}, ${values.usageLimit ?? null},
          ${values.scopeType ?? 'ALL'}, ${values.scopeValue ?? null})`,
  );
  return code;
}

/** Issues a gift card with a random number on the test site. */
export async function createGiftCard(
  db: Database,
  balanceCents: number,
  options: { site?: string; expiresAt?: Date } = {},
): Promise<{ id: string; number: string; pin: string }> {
  const number = `7${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 6)).padStart(6, '0')}`;
  const pin = String(randomInt(1000, 10_000));
  const id = await issueGiftCard(db, {
    site: options.site ?? SITE['x-site'],
    number,
    pin,
    balanceCents,
    expiresAt: options.expiresAt ?? null,
  });
  return { id: id!, number, pin };
}

/** A gift card's balance and holds now. */
export async function giftCardMoney(db: Database, id: string): Promise<{ balance: number; held: number }> {
  const [row] = await queryRows<{ balance: number; held: number }>(
    db,
    sql`select balance_cents as balance, held_cents as held from gift_cards where id = ${id}`,
  );
  return row!;
}

/** Products to shop with: one of brand `lloyds` and one of another brand, with prices. */
export async function shoppingFacts(db: Database) {
  const rows = await queryRows<{ id: number; price: number; brand: string; line: string; category: string }>(
    db,
    sql`select distinct on (b.slug = 'lloyds') p.id, p.price_cents as price, b.slug as brand, pl.slug as line,
          c.path as category
        from products p join product_lines pl on pl.id = p.product_line_id join brands b on b.id = pl.brand_id
        join categories c on c.id = pl.category_id
        where not pl.is_virtual
        order by (b.slug = 'lloyds'), p.id`,
  );
  const lloyds = rows.find((r) => r.brand === 'lloyds')!;
  const other = rows.find((r) => r.brand !== 'lloyds')!;
  return { lloyds, other };
}

/** The shopper's request to cancel a whole order (PUT orders/{orderId}) with its status token. */
export function cancelOrderRequest(
  order: { orderId: string; token: string | null },
  reason = 'Changed my mind',
) {
  return {
    method: 'PUT' as const,
    url: `/orders/${order.orderId}?token=${order.token}`,
    headers: shopper(),
    payload: { shippingStatus: 'CANCELLED', cancellationDetails: { reason } },
  };
}

/** The shipping price of `fixedCheckoutDetails`. */
export const DEMO_SHIPPING_CENTS = 995;

/** Checkout details for payment tests: the demo contact, shipping at DEMO_SHIPPING_CENTS, no tax. */
export function fixedCheckoutDetails(email: string): CheckoutDetailsSource {
  return async () => ({
    email,
    zipcode: DEMO_CONTACT.zipcode,
    shippingContact: DEMO_CONTACT,
    billingContact: DEMO_CONTACT,
    shippingCents: DEMO_SHIPPING_CENTS,
    taxCents: 0,
  });
}
