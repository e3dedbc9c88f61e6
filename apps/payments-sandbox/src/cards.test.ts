import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  checkCard,
  expiryInFuture,
  looksLikeCardNumber,
  luhnValid,
  parseExpiry,
  TEST_CARDS,
  testCardOutcome,
} from './cards';

const now = new Date('2026-11-25T12:00:00Z');

describe('card checks', () => {
  it('accepts every test card by Luhn and refuses a changed digit', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number.replace(/\s/g, ''))).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
  });

  it('tells the network from the prefix', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('unknown');
  });

  it('reads expiry dates and treats the expiry month as still valid', () => {
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('0128')).toEqual({ month: 1, year: 2028 });
    expect(parseExpiry('03/2030')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('13 / 30')).toBeUndefined();
    expect(parseExpiry('1 / 3')).toBeUndefined();
    expect(expiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
    expect(expiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
    expect(expiryInFuture({ month: 1, year: 2027 }, now)).toBe(true);
  });

  it('gives one message per wrong field', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      ok: false,
      errors: {
        number: 'Enter your card number.',
        expiry: 'Enter the expiration date.',
        cvc: 'Enter the CVC.',
      },
    });
    const wrong = checkCard({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' }, now);
    expect(wrong).toEqual({
      ok: false,
      errors: {
        number: 'Your card number is invalid.',
        expiry: "Your card's expiration date is in the past.",
        cvc: "Your card's security code is incomplete.",
      },
    });
    expect(checkCard({ number: '4242 4242', expiry: '11 / 2', cvc: '123' }, now)).toMatchObject({
      errors: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
      },
    });
  });

  it('asks Amex for four CVC digits and others for three', () => {
    expect(checkCard({ number: '3782 822463 10005', expiry: '12/30', cvc: '123' }, now).ok).toBe(false);
    expect(checkCard({ number: '3782 822463 10005', expiry: '12/30', cvc: '1234' }, now).ok).toBe(true);
    expect(checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '1234' }, now).ok).toBe(false);
  });

  it('keeps only the brand, last four and expiry of a valid card', () => {
    expect(checkCard({ number: '4000 0027 6000 3184', expiry: '04 / 29', cvc: '999' }, now)).toEqual({
      ok: true,
      digits: '4000002760003184',
      summary: { brand: 'visa', last4: '3184', expMonth: 4, expYear: 2029 },
    });
  });

  it('maps the published test cards to their outcomes', () => {
    expect(testCardOutcome('4242424242424242')).toBe('approve');
    expect(testCardOutcome('4000000000000002')).toBe('decline');
    expect(testCardOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(testCardOutcome('4000000000000119')).toBe('processing_error');
    expect(testCardOutcome('4000002760003184')).toBe('requires_confirmation');
    expect(testCardOutcome('4111111111111111')).toBeUndefined();
  });

  it('finds card numbers hidden in text, however they are spaced', () => {
    expect(looksLikeCardNumber('{"token":"4242 4242 4242 4242"}')).toBe(true);
    expect(looksLikeCardNumber('pan=4000-0027-6000-3184')).toBe(true);
    expect(looksLikeCardNumber('{"token":"tok_abc","amount":123456789012}')).toBe(false);
    expect(looksLikeCardNumber('order 1234567890123456')).toBe(false);
    // ids that merely contain digit runs are not card numbers
    expect(looksLikeCardNumber('order-42424242-4242-4242-4242-424242424242')).toBe(false);
    expect(looksLikeCardNumber('x4242424242424242')).toBe(false);
  });
});
