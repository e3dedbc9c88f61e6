/** The payment step's query parameter that says how the shopper came back from Affirm. */
export const AFFIRM_RETURN_PARAM = 'affirm';

/** What the payment step says after the shopper cancelled on Affirm's page. */
export const AFFIRM_CANCELLED_TEXT =
  'You cancelled paying with Affirm, so nothing was charged. Please choose how you would like to pay.';

/** Affirm's checkout token as it may arrive (its own ids are short letters and digits). */
export function isAffirmCheckoutToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,256}$/.test(value);
}
