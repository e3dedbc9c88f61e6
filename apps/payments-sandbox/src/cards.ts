// Card checks shared by the card frame (as the shopper types) and the sandbox server (before it issues a token).
// Pure and browser-safe: no Node built-ins here.

/** Card networks the sandbox recognises from the number's prefix. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

/** What a test card does when it is charged. */
export type CardOutcome =
  | 'approve'
  | 'decline'
  | 'insufficient_funds'
  | 'processing_error'
  | 'requires_confirmation';

/** One published test card: its number, network and what charging it does. */
export interface TestCard {
  /** The number as printed, in groups. */
  number: string;
  /** Network of the number. */
  brand: CardBrand;
  /** What a payment with it does. */
  outcome: CardOutcome;
}

/** The test cards the sandbox accepts; any other number is refused at tokenisation, as in card providers' test modes. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'approve' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'approve' },
  { number: '3782 822463 10005', brand: 'amex', outcome: 'approve' },
  { number: '4000 0000 0000 0002', brand: 'visa', outcome: 'decline' },
  { number: '4000 0000 0000 9995', brand: 'visa', outcome: 'insufficient_funds' },
  { number: '4000 0000 0000 0119', brand: 'visa', outcome: 'processing_error' },
  { number: '4000 0027 6000 3184', brand: 'visa', outcome: 'requires_confirmation' },
];

const outcomes = new Map(TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card.outcome]));

/** The outcome of a test card number (digits only), or undefined for any other number. */
export function testCardOutcome(digits: string): CardOutcome | undefined {
  return outcomes.get(digits);
}

/** Digits of a typed card number; spaces and dashes are allowed between them. */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Whether a digit string passes the Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The network of a (possibly partial) card number. */
export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return 'unknown';
}

/** Digits a complete number of the network has. */
export function numberLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : 16;
}

/** Digits of the security code of the network. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** A card's expiry month and four-digit year. */
export interface Expiry {
  /** 1–12. */
  month: number;
  /** Four digits. */
  year: number;
}

/** Reads "MM / YY", "MM/YY", "MMYY" or "MM/YYYY"; undefined when incomplete or not a month. */
export function parseExpiry(text: string): Expiry | undefined {
  const match = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** Whether a card is still valid at `now`: it expires at the end of its expiry month. */
export function expiryInFuture(expiry: Expiry, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

/** The three card fields as the shopper typed them. */
export interface CardInput {
  /** Card number, spaces allowed. */
  number: string;
  /** Expiration date, e.g. "12 / 34". */
  expiry: string;
  /** Security code. */
  cvc: string;
}

/** A card field's name. */
export type CardField = keyof CardInput;

/** What may be kept of a card once it is tokenised. */
export interface CardSummary {
  /** Network. */
  brand: CardBrand;
  /** Last four digits. */
  last4: string;
  /** Expiry month. */
  expMonth: number;
  /** Expiry year. */
  expYear: number;
}

/** The outcome of checking the three fields: the card, or one message per wrong field. */
export type CardCheck =
  | { ok: true; digits: string; summary: CardSummary }
  | { ok: false; errors: Partial<Record<CardField, string>> };

function numberError(digits: string): string | undefined {
  if (!digits) return 'Enter your card number.';
  if (!/^\d+$/.test(digits)) return 'Your card number can contain only digits.';
  if (digits.length < numberLength(cardBrand(digits))) return 'Your card number is incomplete.';
  if (!luhnValid(digits)) return 'Your card number is invalid.';
  return undefined;
}

function expiryError(text: string, now: Date): string | undefined {
  if (!text.trim()) return 'Enter the expiration date.';
  const expiry = parseExpiry(text);
  if (!expiry) return "Your card's expiration date is incomplete.";
  if (!expiryInFuture(expiry, now)) return "Your card's expiration date is in the past.";
  return undefined;
}

function cvcError(cvc: string, brand: CardBrand): string | undefined {
  if (!cvc) return 'Enter the CVC.';
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength(brand))
    return "Your card's security code is incomplete.";
  return undefined;
}

/** Checks the three fields as card forms do: Luhn and length, an expiry in the future, a CVC of the network's length. */
export function checkCard(input: CardInput, now: Date = new Date()): CardCheck {
  const digits = cardDigits(input.number);
  const brand = cardBrand(digits);
  const errors: Partial<Record<CardField, string>> = {};
  const number = numberError(digits);
  const expiry = expiryError(input.expiry, now);
  const cvc = cvcError(input.cvc.trim(), brand);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (number || expiry || cvc) return { ok: false, errors };
  const { month, year } = parseExpiry(input.expiry)!;
  return { ok: true, digits, summary: { brand, last4: digits.slice(-4), expMonth: month, expYear: year } };
}

// A run of 13–19 digits (single spaces or dashes between them) that is not part of a longer word or id (UUIDs).
const CARD_SHAPED = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-]| \d)/g;

/** Whether a text holds something shaped like a card number (13–19 digits, spaces or dashes allowed, Luhn-valid). */
export function looksLikeCardNumber(text: string): boolean {
  for (const match of text.matchAll(CARD_SHAPED)) {
    if (luhnValid(cardDigits(match[0]))) return true;
  }
  return false;
}
