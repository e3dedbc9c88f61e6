import { callShopperApi, type ShopperKey } from './shopper-api.server';

/** The outcome of a cart call made for a cart form. */
export type CartCallResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };

/**
 * Calls one of the shopper's cart paths on the API (`/cart/{permId}{path}`), forwarding their permId cookie as
 * the API requires. Failures come back as a result, never thrown.
 */
export async function callCartApi(
  shopper: ShopperKey,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<CartCallResult> {
  const { permId } = shopper;
  const result = await callShopperApi(shopper, method, `cart/${encodeURIComponent(permId)}${path}`, { body });
  if (result.ok) return { ok: true, data: result.data };
  return { ok: false, status: result.status, message: result.message };
}
