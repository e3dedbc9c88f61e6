import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { LEAKED_INTERNALS, LONG } from '../apps/commerce-api/src/test/hostile-input';
import { cartWithParts } from './support';

// Hostile input on the buying pages: NUL bytes, broken encodings and 300-character segments in paths and queries,
// unknown `mod` values, 5 MB and malformed form bodies. Each answers a clear 4xx or the normal page (a redirect to
// the right step included), never a 500 or a stack trace, and changes nothing.

const ORDER_ID = '00000000-0000-4000-8000-000000000000';
const PAGES = [
  '/checkout/cart/',
  '/checkout/address/',
  '/checkout/payment/',
  '/checkout/receipt/',
  `/order/status/${ORDER_ID}/`,
  '/order/tracking/trk-1/',
  '/orderstatus/',
  '/restore-cart/',
];
/** The pages with an action (the others answer 405 to a post). */
const ACTIONS = [
  '/checkout/cart/',
  '/checkout/address/',
  '/checkout/payment/',
  `/order/status/${ORDER_ID}/`,
  '/orderstatus/',
];

/** The shopper's cart as the API has it. */
async function cartOf(page: Page, permId: string) {
  const response = await page.request.get(`/api/cart/${permId}`, {
    headers: { 'x-site': 'fitkit', cookie: `permId=${permId}` },
  });
  return response.json();
}

/** A 4xx or the page (or its redirect), with no stack trace in the body. */
async function expectHandled(response: APIResponse, what: string) {
  expect(response.status(), what).toBeLessThan(500);
  expect(await response.text(), what).not.toMatch(LEAKED_INTERNALS);
}

test('NUL bytes, broken encodings, 300 characters and unknown mod values in the buying pages’ URLs', async ({
  page,
}) => {
  const permId = await cartWithParts(page);
  const before = await cartOf(page, permId);
  for (const path of PAGES) {
    const segment = path.replace(/\/$/, '');
    for (const url of [
      `${path}?x=%00`,
      `${segment}%00/`,
      `${path}${LONG}/`,
      `${path}%ff%fe/`,
      `${path}?mod=nope`,
      `${path}?mod=%00`,
      `${path}?mod=${LONG}`,
      `${path}?token=%00&id=%00&tempPermId=${LONG}`,
    ]) {
      await expectHandled(await page.request.get(url, { maxRedirects: 0 }), `GET ${url.slice(0, 80)}`);
    }
  }
  for (const url of [
    `/order/status/${LONG}/`,
    '/order/status/%00/',
    `/order/tracking/${LONG}/`,
    '/order/tracking/a%00b/',
  ]) {
    expect((await page.request.get(url)).status(), url).toBe(404);
  }
  expect(await cartOf(page, permId)).toEqual(before);
});

test('5 MB, malformed and non-form bodies on every buying action answer a 4xx and change nothing', async ({
  page,
}) => {
  const permId = await cartWithParts(page, { qty: 2 });
  const before = await cartOf(page, permId);
  const bodies: [string, string, string | Buffer, number][] = [
    ['5 MB', 'application/x-www-form-urlencoded', `intent=apply&promoCode=${'a'.repeat(5_000_000)}`, 413],
    ['broken multipart', 'multipart/form-data; boundary=xyz', 'garbage--', 400],
    ['multipart without a boundary', 'multipart/form-data', 'garbage--', 400],
    ['JSON', 'application/json', '{"intent":', 415],
  ];
  for (const path of ACTIONS) {
    for (const [name, type, data, status] of bodies) {
      const response = await page.request.post(path, {
        headers: { 'content-type': type },
        data,
        maxRedirects: 0,
      });
      expect(response.status(), `${name} to ${path}`).toBe(status);
      await expectHandled(response, `${name} to ${path}`);
    }
    // A form of NULs, stray percent signs and unknown intents is read and refused by the action, or redirects.
    const odd = await page.request.post(path, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'intent=%00&itemId=%zz&qty=%&mod=nope&promoCode=%00',
      maxRedirects: 0,
    });
    await expectHandled(odd, `odd form to ${path}`);
  }
  for (const path of ['/checkout/receipt/', '/order/tracking/trk-1/', '/restore-cart/?id=x', '/robots.txt']) {
    const refused = await page.request.post(path, { form: { intent: 'x' }, maxRedirects: 0 });
    expect(refused.status(), path).toBe(405);
    expect(await refused.text(), path).not.toContain('Unexpected Server Error');
  }
  expect(await cartOf(page, permId)).toEqual(before);
});
