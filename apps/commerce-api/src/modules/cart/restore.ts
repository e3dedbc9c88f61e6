import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type Executor, queryRows } from '../../db/rows';
import { ApiError } from '../../http/errors';
import { enqueueEmail } from '../outbox/queries';
import { shopLink } from '../outbox/shop-link';
import { lockCart } from './queries';
import { MAX_LINE_QTY } from './service';

/** Storefront path that restores a cart from a link; the link's id travels in its query string. */
export const RESTORE_PATH = 'restore-cart/';

/** How long a restore link works. */
export const RESTORE_LINK_DAYS = 30;

/** Why a restore link was made. */
export type RestoreLinkKind = 'share' | 'abandoned';

/** The restore link of a short id, on the storefront at `shopUrl`. */
export function restoreLink(shopUrl: string, shortId: string): string {
  return shopLink(shopUrl, RESTORE_PATH, { id: shortId });
}

/**
 * Makes a link id standing for the shopper's (non-empty) cart: 128 random bits, so the id can be mailed while the
 * permId, a credential, never leaves the shop.
 */
export async function createRestoreLink(
  db: Executor,
  site: string,
  permId: string,
  kind: RestoreLinkKind,
): Promise<string> {
  const shortId = randomBytes(16).toString('base64url');
  const rows = await queryRows<{ short_id: string }>(
    db,
    sql`insert into cart_restore_links (short_id, cart_id, kind)
        select ${shortId}, c.id, ${kind} from carts c
        where c.site = ${site} and c.perm_id = ${permId}
          and exists (select 1 from cart_items ci where ci.cart_id = c.id)
        returning short_id`,
  );
  if (rows.length === 0) throw new ApiError(422, 'CART_EMPTY', 'The cart is empty');
  return shortId;
}

/** Who an 'Email Cart' message goes to. */
export interface ShareRequest {
  name: string;
  email: string;
}

/** Writes the 'Email Cart' message with its restore link to the outbox, with the link, in one transaction. */
export async function shareCart(
  db: Database,
  site: string,
  permId: string,
  { name, email }: ShareRequest,
  shopUrl: string,
): Promise<{ shortId: string }> {
  return db.transaction(async (tx) => {
    const shortId = await createRestoreLink(tx, site, permId, 'share');
    await enqueueEmail(tx, {
      kind: 'cart-share',
      recipient: email,
      subject: 'Your saved cart',
      body: [
        `Hi ${name},`,
        '',
        'Here is the cart you saved. Open this link on any browser or device to pick up where you left off:',
        '',
        restoreLink(shopUrl, shortId),
        '',
        `The link works for ${RESTORE_LINK_DAYS} days.`,
      ].join('\n'),
    });
    return { shortId };
  });
}

/**
 * Adds the lines of the cart behind a restore link to the shopper's cart: a line both carts have grows (up to the
 * line limit), a new line keeps its vehicle, warranty and installation. False for an unknown or expired link.
 */
export async function restoreCart(
  db: Database,
  site: string,
  permId: string,
  shortId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await queryRows<{ cart_id: string }>(
      tx,
      sql`select l.cart_id from cart_restore_links l join carts c on c.id = l.cart_id
          where l.short_id = ${shortId} and c.site = ${site}
            and l.created_at > now() - make_interval(days => ${RESTORE_LINK_DAYS})`,
    );
    if (!link) return false;
    const target = await lockCart(tx, site, permId);
    if (target === link.cart_id) return true;
    await tx.execute(
      sql`insert into cart_items (cart_id, product_id, qty, fitment_key, year, make_name, model_name, body_name,
            bed_name, engine_name, app_note, warranty_plan_id, warranty_qty, installation)
          select ${target}::uuid, product_id, qty, fitment_key, year, make_name, model_name, body_name,
            bed_name, engine_name, app_note, warranty_plan_id, warranty_qty, installation
          from cart_items where cart_id = ${link.cart_id}
          order by product_id, fitment_key
          on conflict (cart_id, product_id, fitment_key)
          do update set qty = least(cart_items.qty + excluded.qty, ${MAX_LINE_QTY}::int), updated_at = now()`,
    );
    return true;
  });
}
