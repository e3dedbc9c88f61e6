import { describe, expect, it } from 'vitest';
import {
  copyrightText,
  DO_NOT_SELL_TEXT,
  isExternalHref,
  legalLinksOf,
  paymentMethodsOf,
  socialLinksOf,
} from './footer-parts';

const terms = { text: 'Terms of Use', href: '/terms/' };
const privacy = { text: 'Privacy', href: '/privacy/' };
const doNotSellHref = '/do-not-sell-my-personal-information/';
const DO_NOT_SELL_LINK = { text: DO_NOT_SELL_TEXT, href: doNotSellHref };

describe('legalLinksOf', () => {
  it('keeps the legal bar and adds Do Not Sell', () => {
    expect(legalLinksOf({ simple: false, legalLinks: [terms, privacy], doNotSellHref })).toEqual([
      terms,
      privacy,
      DO_NOT_SELL_LINK,
    ]);
    expect(DO_NOT_SELL_TEXT).toBe('Do Not Sell My Personal Information');
  });

  it('does not link Do Not Sell twice', () => {
    const own = { text: 'Your Privacy Choices', href: '/do-not-sell-my-personal-information/' };
    expect(legalLinksOf({ simple: false, legalLinks: [own, terms], doNotSellHref })).toEqual([own, terms]);
  });

  it('cuts simple mode to Do Not Sell plus the privacy policy', () => {
    expect(
      legalLinksOf({ simple: true, legalLinks: [terms, privacy], privacyUrl: '/privacy/', doNotSellHref }),
    ).toEqual([DO_NOT_SELL_LINK, { text: 'Privacy Policy', href: '/privacy/' }]);
    expect(legalLinksOf({ simple: true, legalLinks: [terms], privacyUrl: null, doNotSellHref })).toEqual([
      DO_NOT_SELL_LINK,
    ]);
  });
});

describe('paymentMethodsOf', () => {
  it('always shows the four cards', () => {
    expect(paymentMethodsOf([])).toEqual(['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DISCOVER']);
  });

  it('adds enabled methods in the fixed order, once each', () => {
    expect(paymentMethodsOf(['AFFIRM', 'PAYPAL', 'AFFIRM'])).toEqual([
      'VISA',
      'MASTERCARD',
      'AMERICAN_EXPRESS',
      'DISCOVER',
      'PAYPAL',
      'AFFIRM',
    ]);
    expect(
      paymentMethodsOf(['APPLE_PAY', 'GOOGLE_PAY', 'PAYPAL_CREDIT', 'PAYPAL', 'AFFIRM']).slice(4),
    ).toEqual(['PAYPAL', 'PAYPAL_CREDIT', 'GOOGLE_PAY', 'APPLE_PAY', 'AFFIRM']);
  });
});

describe('socialLinksOf', () => {
  it('lists networks with a URL in footer order and skips blank ones', () => {
    expect(socialLinksOf({ tiktok: '/t', facebook: ' /f ', youtube: '  ', instagram: '/i' })).toEqual([
      { network: 'facebook', href: '/f' },
      { network: 'instagram', href: '/i' },
      { network: 'tiktok', href: '/t' },
    ]);
  });
});

describe('copyrightText', () => {
  it('reads © {year} {site name} with the given year', () => {
    expect(copyrightText('Fitkit Parts', new Date(2031, 5, 1))).toBe('© 2031 Fitkit Parts');
    expect(copyrightText('Fitkit')).toBe(`© ${new Date().getFullYear()} Fitkit`);
  });
});

describe('isExternalHref', () => {
  it('tells absolute web URLs from shop paths', () => {
    expect(isExternalHref('https://shop.example/a')).toBe(true);
    expect(isExternalHref('HTTP://shop.example')).toBe(true);
    expect(isExternalHref('/c/exterior/')).toBe(false);
    expect(isExternalHref('tel:+18005550199')).toBe(false);
  });
});
