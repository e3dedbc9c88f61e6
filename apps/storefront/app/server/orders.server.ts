import type { CommerceClient, CommerceError, OrderChangeDetails, Result } from '@fitkit/commerce-hooks';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { ORDER_CHANGE_INTENTS } from '@fitkit/ui/order-status';
import { data, redirect } from 'react-router';
import { ORDER_PATHS } from '../shop-routes';

/**
 * The order's status token lives in this cookie, scoped to the order's status path and HttpOnly: the e-mail link's
 * `?token=` is moved here on first load and the page redirects to its clean URL, so the token never shows in the
 * address bar, the history, the page's links or a Referer header.
 */
export const ORDER_TOKEN_COOKIE = 'orderToken';
/** A day, as long as a token from the order login works; the e-mail's link sets it again whenever it is opened. */
export const ORDER_TOKEN_MAX_AGE_S = 24 * 60 * 60;

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text has the shape of an order id (a UUID); other ids name no order. */
export function isOrderId(value: string | undefined): value is string {
  return typeof value === 'string' && ORDER_ID.test(value);
}

/** The Set-Cookie value that keeps an order's status token for its status page. */
export function orderTokenCookie(orderId: string, token: string): string {
  return `${ORDER_TOKEN_COOKIE}=${token}; Max-Age=${ORDER_TOKEN_MAX_AGE_S}; Path=${ORDER_PATHS.status(orderId)}; SameSite=Lax; Secure; HttpOnly`;
}

/** A link token kept in the cookie `cookieName` of a request, if well formed. */
export function linkTokenOf(request: Request, cookieName: string): string | null {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === cookieName && value && isLinkToken(value)) return value;
  }
  return null;
}

/** Whether a text has the shape of a link token (order status or pay link): 16–128 URL-safe characters. */
export function isLinkToken(value: string): boolean {
  return TOKEN.test(value);
}

/** The token in a request's cookies (the browser sends only the one scoped to this order's path), if well formed. */
export function orderTokenOf(request: Request): string | null {
  return linkTokenOf(request, ORDER_TOKEN_COOKIE);
}

/** Sends the shopper to an order's status page with its token stored for that page (303, so a form's POST ends). */
export function redirectToOrderStatus(orderId: string, token: string): Response {
  return redirect(ORDER_PATHS.status(orderId), {
    status: 303,
    headers: { 'Set-Cookie': orderTokenCookie(orderId, token) },
  });
}

/**
 * The e-mail link's `?token=`: a well-formed one is moved into the cookie and the page reloads at its clean URL; a
 * malformed one is dropped the same way. Null when the URL carries no token.
 */
export function moveTokenToCookie(request: Request, orderId: string): Response | null {
  const token = new URL(request.url).searchParams.get('token');
  if (token === null) return null;
  if (TOKEN.test(token)) return redirectToOrderStatus(orderId, token);
  return redirect(ORDER_PATHS.status(orderId), 303);
}

/** What a form on the order pages answers: a message for the general box or the success line. */
export type FormAnswer = { ok: true; msg: string } | { ok: false; msg: string };

/** The text the shopper sees for a failed call: the API's message for a refusal it explains, else the general one. */
export function failureText(error: CommerceError): string {
  if (error.kind !== 'http' || error.status >= 500) return GENERAL_ERROR;
  return error.message;
}

/** Reads the fields of the order look-up form: the reference and one field taking an e-mail or a ZIP code. */
export function lookupOf(
  form: FormData,
): { orderReference: string; email?: string; zipcode?: string } | null {
  const orderReference = String(form.get('orderReference') ?? '').trim();
  const contact = String(form.get('emailOrZip') ?? '').trim();
  if (!orderReference || !contact) return null;
  return contact.includes('@') ? { orderReference, email: contact } : { orderReference, zipcode: contact };
}

/** The text of the look-up form's failures (SPEC §8 leaves them open). */
export const LOOKUP_TEXTS = {
  missing: 'Please enter your order number and the e-mail or ZIP code of the order.',
  notFound: 'We could not find an order with those details. Please check them and try again.',
} as const;

/** Runs the order look-up from its form: the status page (token in its cookie) or the form with a message. */
export async function lookUpOrder(form: FormData, client: CommerceClient): Promise<Response | FormAnswer> {
  const lookup = lookupOf(form);
  if (!lookup) return { ok: false, msg: LOOKUP_TEXTS.missing };
  const result = await client.lookupOrder(lookup);
  if (result.ok) return redirectToOrderStatus(result.data.orderId, result.data.token);
  const { error } = result;
  const notFound = error.kind === 'http' && (error.status === 404 || error.status === 400);
  return { ok: false, msg: notFound ? LOOKUP_TEXTS.notFound : failureText(error) };
}

/** Runs one change of the status page's forms against the API. */
export async function changeOrder(
  form: FormData,
  order: { orderId: string; token: string },
  client: CommerceClient,
): Promise<FormAnswer> {
  const intent = ORDER_CHANGE_INTENTS.find((known) => known === form.get('intent'));
  const itemId = String(form.get('itemId') ?? '');
  const reason = String(form.get('reason') ?? '').trim() || 'Other';
  const comment = String(form.get('comment') ?? '').trim();
  const details: OrderChangeDetails = comment ? { reason, comment } : { reason };
  const { orderId, token } = order;
  let result: Result<{ msg: string }>;
  if (intent === 'cancel-order') result = await client.cancelOrder(orderId, token, details);
  else if (intent === 'cancel-item' && itemId)
    result = await client.cancelOrderItem(orderId, itemId, token, details);
  else if (intent === 'return-item' && itemId)
    result = await client.returnOrderItem(orderId, itemId, token, details);
  else return { ok: false, msg: GENERAL_ERROR };
  return result.ok ? { ok: true, msg: result.data.msg } : { ok: false, msg: failureText(result.error) };
}

/** A form answer as the action's data: a refusal keeps its 4xx status, so the page is not cached as a success. */
export function answer(form: FormAnswer) {
  return data(form, { status: form.ok ? 200 : 422 });
}
