import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneHref } from './phone';

describe('phoneHref', () => {
  it.each([
    ['1-800-555-0199', 'tel:18005550199'],
    ['(800) 555 0199', 'tel:8005550199'],
    [' +1 800.555.0199 ', 'tel:+18005550199'],
  ])('%s → %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });

  it('rejects text without digits', () => {
    expect(() => phoneHref('call us')).toThrow(RangeError);
    expect(() => phoneHref('')).toThrow(RangeError);
  });

  it('only ever yields tel: with digits', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => /\d/.test(text)),
        (text) => {
          expect(phoneHref(text)).toMatch(/^tel:\+?\d+$/);
        },
      ),
    );
  });
});
