import { sql } from 'drizzle-orm';
import { preparedRows } from '../../db/prepared';
import type { Executor } from '../../db/rows';
import { lockCart } from '../cart/queries';
import type { Contact } from './contact';
import { DEFAULT_SHIPPING, type ShippingSettings } from './shipping';

/** The checkout data stored for a cart, with the site's shipping prices. */
export interface CheckoutRow {
  shippingContact: Contact | null;
  billingContact: Contact | null;
  shippingMethod: string | null;
  settings: ShippingSettings;
}

/** Reads the checkout data of a shopper's cart in one round trip (empty when there is none yet). */
export async function readCheckout(db: Executor, site: string, permId: string): Promise<CheckoutRow> {
  const [row] = await preparedRows<{
    shipping_contact: Contact | null;
    billing_contact: Contact | null;
    shipping_method: string | null;
    free_threshold_cents: number | null;
    standard_cents: number | null;
    freight_cents: number | null;
    same_day_cents: number | null;
  }>(
    db,
    sql`select ch.shipping_contact, ch.billing_contact, ch.shipping_method, s.free_threshold_cents,
          s.standard_cents, s.freight_cents, s.same_day_cents
        from (select 1) one
        left join site_shipping_settings s on s.site = ${site}
        left join carts c on c.site = ${site} and c.perm_id = ${permId}
        left join checkouts ch on ch.cart_id = c.id`,
  );
  const settings: ShippingSettings =
    row?.free_threshold_cents == null
      ? DEFAULT_SHIPPING
      : {
          freeThresholdCents: row.free_threshold_cents,
          standardCents: row.standard_cents!,
          freightCents: row.freight_cents!,
          sameDayCents: row.same_day_cents!,
        };
  return {
    shippingContact: row?.shipping_contact ?? null,
    billingContact: row?.billing_contact ?? null,
    shippingMethod: row?.shipping_method ?? null,
    settings,
  };
}

/** The checkout columns a save may change. */
export type CheckoutChange =
  | { shippingContact: Contact }
  | { billingContact: Contact }
  | { shippingMethod: string };

/** Saves part of the checkout data, creating the cart row when needed. */
export async function saveCheckout(db: Executor, site: string, permId: string, change: CheckoutChange) {
  const cartId = await lockCart(db, site, permId);
  const shipping = 'shippingContact' in change ? JSON.stringify(change.shippingContact) : null;
  const billing = 'billingContact' in change ? JSON.stringify(change.billingContact) : null;
  const method = 'shippingMethod' in change ? change.shippingMethod : null;
  await db.execute(
    sql`insert into checkouts (cart_id, shipping_contact, billing_contact, shipping_method)
        values (${cartId}, ${shipping}::jsonb, ${billing}::jsonb, ${method})
        on conflict (cart_id) do update set
          shipping_contact = coalesce(excluded.shipping_contact, checkouts.shipping_contact),
          billing_contact = coalesce(excluded.billing_contact, checkouts.billing_contact),
          shipping_method = coalesce(excluded.shipping_method, checkouts.shipping_method),
          updated_at = now()`,
  );
}
