import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Used when GIFT_CARD_PEPPER is not set (development and tests); production sets its own. */
const DEV_PEPPER = 'fitkit-development-gift-card-pepper';

/** The digits of a gift-card number as shoppers type it (spaces and dashes dropped). */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * The look-up key of a gift-card number: HMAC-SHA256 with a server-side pepper, so a copy of the table alone
 * does not give the numbers away even though they are only 16 digits.
 */
export function cardNumberHash(number: string, pepper = process.env.GIFT_CARD_PEPPER || DEV_PEPPER): string {
  return createHmac('sha256', pepper).update(normaliseCardNumber(number)).digest('hex');
}

/** A salted scrypt hash of a PIN, as `salt.hash` in base64url. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, 32);
  return `${salt.toString('base64url')}.${hash.toString('base64url')}`;
}

/** Whether a PIN matches its stored hash, compared in constant time. */
export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split('.');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'base64url'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
