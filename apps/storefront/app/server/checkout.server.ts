import type { Cart, components } from '@fitkit/commerce-hooks';
import { CONTACT_TEXT_FIELDS, type ContactKind, contactFieldName } from '@fitkit/ui/address-form';
import type { OrderSummaryData } from '@fitkit/ui/order-summary';
import { PROMO_CODE_FIELD } from '@fitkit/ui/promo-code-form';
import { type RouterContextProvider, redirect } from 'react-router';
import { type CheckoutStep, checkoutStepRedirect } from '../lib/checkout-steps';
import { cartOf, commerceContext } from './commerce.server';
import { shopperContext } from './shopper.server';
import {
  type ApiFieldError,
  callShopperApi,
  type ShopperApiResult,
  type ShopperKey,
} from './shopper-api.server';

/** The checkout data the API answers (GET checkout/{permId}). */
export type CheckoutData = components['schemas']['Checkout'];

/** What every checkout step reads: the cart with its priced summary and the checkout data. */
export type CheckoutState = { cart: Cart; checkout: CheckoutData };

const checkoutPath = (permId: string, rest = '') => `checkout/${encodeURIComponent(permId)}${rest}`;

/**
 * Reads the shopper's cart and checkout for a step, and sends them to the right step instead (a thrown 303) when
 * their cart is empty or they skipped one.
 */
export async function readCheckoutStep(
  context: Readonly<RouterContextProvider>,
  step: CheckoutStep,
): Promise<CheckoutState> {
  const shopper = context.get(shopperContext);
  const { client } = context.get(commerceContext);
  const [cart, checkout] = await Promise.all([cartOf(shopper, client), client.getCheckout(shopper.permId)]);
  if (!cart.ok || !checkout.ok) throw new Response('Your checkout could not be read', { status: 503 });
  const target = checkoutStepRedirect(step, {
    itemCount: cart.data.items.length,
    hasContacts: checkout.data.shippingContact !== null && checkout.data.billingContact !== null,
    hasFreshOrder: checkout.data.receipt !== null,
  });
  if (target) throw redirect(target, 303);
  return { cart: cart.data, checkout: checkout.data };
}

/**
 * The order summary of a checkout step: the API's summary of the order as it would be placed (promo codes, free
 * shipping, tax), with the gift cards that pay part of it, each taking what is left as the API holds them.
 */
export function checkoutSummary({ checkout }: Pick<CheckoutState, 'checkout'>): OrderSummaryData {
  const summary = checkout.orderSummary;
  let left = summary.total;
  const giftCards = checkout.giftcards.map((card) => {
    const amount = Math.min(card.balance, left);
    left -= amount;
    return {
      id: card.id,
      kind: 'giftCard' as const,
      label: `Gift card ending ${card.lastFour}`,
      amount,
      remainingBalance: card.balance - amount,
    };
  });
  return {
    subtotal: summary.subtotal,
    discounts: [
      ...summary.discounts.map((d) => ({
        id: d.code,
        kind: 'promo' as const,
        label: d.label,
        amount: d.amount,
      })),
      ...giftCards,
    ],
    shipping: summary.shipping,
    estimatedTax: summary.estimatedTax,
    total: left,
  };
}

/** What a checkout form's round trip tells the page: which form, and the server's verdict on it. */
export type CheckoutFormVerdict = {
  form: 'address' | 'promo' | 'giftcard' | 'remove-discount';
  errors: ApiFieldError[];
  generalError: string | null;
  /** The promo code answer's code (SUCCESS, PROMO_CODE_NOT_APPLIED or the refusal's code). */
  outcomeCode?: string;
  /** The gift card just applied. */
  appliedCard?: { lastFour: string; applied: number; remainingBalance: number };
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A contact's fields as the API reads them, from the address form. */
export function contactBody(form: FormData, kind: ContactKind, subscribe: boolean) {
  const fields = CONTACT_TEXT_FIELDS.map((field) => [field, text(form, contactFieldName(kind, field))]);
  return { ...Object.fromEntries(fields), subscribe };
}

/** The API's errors on a contact, under the form's field names (`zipcode` → `shippingContact.zipcode`). */
export function verdictOf(
  form: CheckoutFormVerdict['form'],
  result: Extract<ShopperApiResult, { ok: false }>,
  prefix = '',
): CheckoutFormVerdict {
  const errors = result.errors.map((e) => ({ field: `${prefix}${e.field}`, message: e.message }));
  return { form, errors, generalError: errors.length > 0 ? null : result.message };
}

/** The customerEmail cookie (SPEC §3): the shopper's e-mail, kept 3650 days. */
export function customerEmailCookie(email: string): string {
  return `customerEmail=${encodeURIComponent(email)}; Max-Age=${3650 * 24 * 3600}; Path=/; SameSite=Lax; Secure`;
}

/**
 * Saves the address step through the API: the shipping contact, the billing one (the shipping contact when the
 * shopper kept 'same as shipping') and the shipping method. The API checks every field (zod); its errors come
 * back under the form's field names. Answers the shipping e-mail when all was saved.
 */
export async function saveAddressStep(
  shopper: ShopperKey,
  form: FormData,
): Promise<{ ok: true; email: string } | { ok: false; verdict: CheckoutFormVerdict }> {
  const { permId } = shopper;
  const shipping = contactBody(
    form,
    'shippingContact',
    text(form, contactFieldName('shippingContact', 'subscribe')) === 'true',
  );
  const same = text(form, 'billingSameAsShipping') === 'true';
  const billing = same ? { ...shipping, subscribe: false } : contactBody(form, 'billingContact', false);
  const saved = await callShopperApi(shopper, 'POST', checkoutPath(permId, '/shipping'), { body: shipping });
  if (!saved.ok) return { ok: false, verdict: verdictOf('address', saved, 'shippingContact.') };
  const billed = await callShopperApi(shopper, 'POST', checkoutPath(permId, '/billing'), { body: billing });
  if (!billed.ok) {
    // With 'same as shipping' the billing fields are the shipping ones.
    return {
      ok: false,
      verdict: verdictOf('address', billed, same ? 'shippingContact.' : 'billingContact.'),
    };
  }
  const methodId = text(form, 'shippingMethodId');
  if (methodId) {
    const chosen = await callShopperApi(shopper, 'POST', checkoutPath(permId, '/shippingmethod'), {
      body: { methodId },
    });
    if (!chosen.ok) return { ok: false, verdict: verdictOf('address', chosen, 'shippingMethodId') };
  }
  return { ok: true, email: String(shipping.email) };
}

/** Which discount form was posted: the summary's remove buttons say so, the promo and gift card forms by their fields. */
function discountIntent(form: FormData): 'promo' | 'giftcard' | 'remove-discount' | null {
  if (text(form, 'intent') === 'remove-discount') return 'remove-discount';
  if (form.has(PROMO_CODE_FIELD)) return 'promo';
  if (form.has('number') && form.has('pin')) return 'giftcard';
  return null;
}

type CouponAnswer = components['schemas']['CouponAnswer'];
type GiftCardAnswer = components['schemas']['GiftCardAnswer'];

/** Applies or removes a promo code or gift card from the order summary's forms, through the API. */
export async function runDiscountForm(
  shopper: ShopperKey,
  form: FormData,
): Promise<CheckoutFormVerdict | null> {
  const { permId } = shopper;
  switch (discountIntent(form)) {
    case 'promo': {
      const result = await callShopperApi<CouponAnswer>(shopper, 'POST', checkoutPath(permId, '/coupons'), {
        body: { promoCodeId: text(form, PROMO_CODE_FIELD) },
      });
      return {
        form: 'promo',
        errors: [],
        generalError: null,
        outcomeCode: result.ok ? result.data.code : result.code,
      };
    }
    case 'giftcard': {
      const result = await callShopperApi<GiftCardAnswer>(
        shopper,
        'POST',
        checkoutPath(permId, '/giftcards'),
        {
          body: { number: text(form, 'number').replace(/\s+/g, ''), pin: text(form, 'pin') },
        },
      );
      if (!result.ok) return verdictOf('giftcard', result);
      const { giftcard, checkout } = result.data;
      const line = checkoutSummary({ checkout }).discounts.find((d) => d.id === giftcard.id);
      const applied = line?.amount ?? 0;
      const appliedCard = {
        lastFour: giftcard.lastFour,
        applied,
        remainingBalance: giftcard.balance - applied,
      };
      return { form: 'giftcard', errors: [], generalError: null, appliedCard };
    }
    case 'remove-discount': {
      const kind = text(form, 'kind') === 'giftCard' ? 'giftcards' : 'coupons';
      const path = checkoutPath(permId, `/${kind}/${encodeURIComponent(text(form, 'id'))}`);
      const result = await callShopperApi(shopper, 'DELETE', path);
      return result.ok
        ? { form: 'remove-discount', errors: [], generalError: null }
        : verdictOf('remove-discount', result);
    }
    default:
      return null;
  }
}
