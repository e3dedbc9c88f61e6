import { callCartApi } from './cart-api.server';
import type { Shopper } from './shopper.server';

/** What a cart form asked for (the cart page works without JavaScript: each control is a form). */
export type CartIntent =
  | { intent: 'qty'; itemId: string; qty: number }
  | { intent: 'remove'; itemId: string }
  | { intent: 'warranty'; itemId: string; plan: string; qty: number }
  | { intent: 'share'; name: string; email: string };

/** The outcome of a cart form: a message for the shopper when it failed, and whether the cart was shared. */
export type CartFormOutcome = { ok: true; shared: boolean } | { ok: false; message: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Reads a cart form; null when it is not one (the API checks the values themselves). */
export function readCartForm(form: FormData): CartIntent | null {
  const intent = text(form, 'intent');
  const itemId = text(form, 'itemId');
  const qty = Number(text(form, 'qty'));
  switch (intent) {
    case 'qty':
      return { intent, itemId, qty };
    case 'remove':
      return { intent, itemId };
    case 'warranty':
      return { intent, itemId, plan: text(form, 'plan'), qty };
    case 'share':
      return { intent, name: text(form, 'name'), email: text(form, 'email') };
    default:
      return null;
  }
}

/** The API call of a cart form: method, path under the cart, body. */
function cartCall(form: CartIntent, pageUrl: string): ['POST' | 'PATCH' | 'DELETE', string, unknown?] {
  const item = (itemId: string) => `/items/${encodeURIComponent(itemId)}`;
  switch (form.intent) {
    case 'qty':
      return ['PATCH', item(form.itemId), { qty: form.qty }];
    case 'remove':
      return ['DELETE', item(form.itemId)];
    case 'warranty':
      return form.plan === ''
        ? ['DELETE', `${item(form.itemId)}/warranty`]
        : ['POST', `${item(form.itemId)}/warranty`, { plan: form.plan, qty: form.qty }];
    case 'share':
      return ['POST', '/share', { name: form.name, email: form.email, url: pageUrl }];
  }
}

/** Carries out a cart form for the shopper through the API. */
export async function runCartForm(
  shopper: Pick<Shopper, 'permId' | 'ip'>,
  form: CartIntent,
  pageUrl: string,
): Promise<CartFormOutcome> {
  const [method, path, body] = cartCall(form, pageUrl);
  const result = await callCartApi(shopper, method, path, body);
  return result.ok ? { ok: true, shared: form.intent === 'share' } : { ok: false, message: result.message };
}
