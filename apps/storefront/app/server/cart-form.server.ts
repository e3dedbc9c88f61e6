import { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from '@fitkit/ui/forms';
import { callCartApi } from './cart-api.server';
import type { Shopper } from './shopper.server';
import type { ApiFieldError } from './shopper-api.server';

/**
 * What a cart form asked for (the cart page works without JavaScript: each control is a form). The intents and
 * fields are those of `@fitkit/ui/cart-lines` and `@fitkit/ui/email-cart`.
 */
export type CartIntent =
  | { intent: 'update-qty'; itemId: string; qty: number }
  | { intent: 'remove'; itemId: string }
  | { intent: 'set-warranty'; itemId: string; planId: string; qty: number }
  | { intent: 'add-installation' | 'remove-installation'; itemId: string }
  | { intent: 'share'; name: string; email: string };

/** The outcome of a cart form: whether the cart was shared, or the message and field errors of a failure. */
export type CartFormOutcome =
  | { ok: true; shared: boolean }
  | { ok: false; message: string; errors: ApiFieldError[] };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Reads a cart form; null when it is not one (the API checks the values themselves). */
export function readCartForm(form: FormData): CartIntent | null {
  const intent = text(form, 'intent');
  const itemId = text(form, 'itemId');
  switch (intent) {
    case 'update-qty':
      return { intent, itemId, qty: Number(text(form, 'qty')) };
    case 'remove':
    case 'add-installation':
    case 'remove-installation':
      return { intent, itemId };
    case 'set-warranty':
      // A plan picked without its own qty covers the whole line.
      return {
        intent,
        itemId,
        planId: text(form, 'planId'),
        qty: Number(text(form, 'warrantyQty') || text(form, 'lineQty')),
      };
    case 'share':
      return { intent, name: text(form, 'name').trim(), email: text(form, 'email').trim() };
    default:
      return null;
  }
}

/** The field errors of an Email Cart form, by the rules the dialog checks before sending (SPEC §5). */
export function shareFieldErrors({ name, email }: { name: string; email: string }): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  if (!name) errors.push({ field: 'name', message: REQUIRED_MESSAGE });
  if (!email) errors.push({ field: 'email', message: REQUIRED_MESSAGE });
  else if (!isEmail(email)) errors.push({ field: 'email', message: INVALID_EMAIL_MESSAGE });
  return errors;
}

/** The API call of a cart form: method, path under the cart, body. */
function cartCall(form: CartIntent, pageUrl: string): ['POST' | 'PATCH' | 'DELETE', string, unknown?] {
  const item = (itemId: string) => `/items/${encodeURIComponent(itemId)}`;
  switch (form.intent) {
    case 'update-qty':
      return ['PATCH', item(form.itemId), { qty: form.qty }];
    case 'remove':
      return ['DELETE', item(form.itemId)];
    case 'set-warranty':
      return form.planId === ''
        ? ['DELETE', `${item(form.itemId)}/warranty`]
        : ['POST', `${item(form.itemId)}/warranty`, { plan: form.planId, qty: form.qty }];
    case 'add-installation':
      return ['POST', `${item(form.itemId)}/installation`];
    case 'remove-installation':
      return ['DELETE', `${item(form.itemId)}/installation`];
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
  if (form.intent === 'share') {
    const errors = shareFieldErrors(form);
    if (errors.length > 0) return { ok: false, message: '', errors };
  }
  const [method, path, body] = cartCall(form, pageUrl);
  const result = await callCartApi(shopper, method, path, body);
  return result.ok
    ? { ok: true, shared: form.intent === 'share' }
    : { ok: false, message: result.message, errors: [] };
}
