import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { addToCart } from '../cart/service';
import { createPendingOrder, finaliseOrder, orderStatusLink } from './placement';

/** The order id of a site's order reference. */
export async function orderIdOf(db: Database, site: string, reference: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from orders where site = ${site} and reference = ${reference.trim().toUpperCase()}`,
  );
  if (!row) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found');
  return row.id;
}

/** The provider reference of demo payments: no provider holds them, so refunds and captures are only recorded. */
export const DEMO_PAYMENT_PREFIX = 'demo_';

/** A carrier's tracking number for a demo shipment ('1Z' and 16 characters, as UPS numbers look). */
export function demoTrackingNumber(): string {
  return `1Z${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A demo contact in the shape the address step collects (SPEC §3 Checkout data). */
export const DEMO_CONTACT = {
  fullName: 'Sam Shopper',
  company: '',
  address1: '100 Main Street',
  address2: '',
  city: 'Austin',
  stateId: 'TX',
  zipcode: '78701',
  country: 'usa',
  phone: '5125550100',
  subscribe: false,
} as const;

/**
 * Places an order as a paid checkout would (development and tests, until the payment step exists): the
 * products go into a new cart, then the pending order is made and finalised with a sandbox-style card.
 */
export async function placeDemoOrder(
  db: Database,
  site: string,
  shopUrl: string,
  options: { email?: string; productIds?: number[] } = {},
) {
  const permId = `demo-${randomUUID()}`;
  const email = options.email ?? `demo-${randomUUID()}@example.test`;
  let productIds = options.productIds;
  if (!productIds) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select p.id from products p join product_lines pl on pl.id = p.product_line_id
          where not pl.is_virtual order by p.id limit 2`,
    );
    productIds = rows.map((r) => r.id);
  }
  await addToCart(
    db,
    site,
    permId,
    productIds.map((productId) => ({ productId, qty: 1 })),
  );
  const contact = { ...DEMO_CONTACT, email };
  const pending = await createPendingOrder(db, {
    site,
    permId,
    email,
    zipcode: contact.zipcode,
    shippingContact: contact,
    billingContact: contact,
    shippingCents: 995,
    taxCents: 0,
    provider: 'sandbox',
  });
  const authorisation = pending.paymentId
    ? { providerRef: `${DEMO_PAYMENT_PREFIX}${randomUUID()}`, displayNetwork: 'Visa', lastFour: '4242' }
    : null;
  const { token } = await finaliseOrder(db, site, pending.orderId, authorisation, shopUrl);
  return {
    ...pending,
    permId,
    email,
    token,
    statusUrl: orderStatusLink(shopUrl, pending.orderId, token),
  };
}
