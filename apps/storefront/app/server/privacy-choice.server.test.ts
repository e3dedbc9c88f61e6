import { describe, expect, it } from 'vitest';
import { isSameOriginPost, privacyChoiceCookie, privacyChoiceOf } from './privacy-choice.server';

const post = (headers: Record<string, string>) =>
  new Request('http://shop.test/privacy-choice/', { method: 'POST', headers });

describe('privacy choice', () => {
  it('reads only the two choices', () => {
    const form = (choice: string) => {
      const data = new FormData();
      data.set('choice', choice);
      return data;
    };
    expect(privacyChoiceOf(form('opt-out'))).toBe('opt-out');
    expect(privacyChoiceOf(form('opt-in'))).toBe('opt-in');
    expect(privacyChoiceOf(form('maybe'))).toBeNull();
    expect(privacyChoiceOf(new FormData())).toBeNull();
  });

  it('keeps an opt-out for ten years, readable by the page, and removes it on opting in', () => {
    expect(privacyChoiceCookie('opt-out')).toBe(
      'privacyOptOut=1; Max-Age=315360000; Path=/; SameSite=Lax; Secure',
    );
    expect(privacyChoiceCookie('opt-in')).toMatch(/^privacyOptOut=; Max-Age=0;/);
    expect(privacyChoiceCookie('opt-out')).not.toContain('HttpOnly');
  });

  it('takes posts from the shop only', () => {
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.test' }))).toBe(
      false,
    );
    expect(isSameOriginPost(post({ origin: 'http://shop.test' }))).toBe(true);
    expect(isSameOriginPost(post({ origin: 'http://elsewhere.test' }))).toBe(false);
    expect(isSameOriginPost(post({}))).toBe(true);
  });
});
