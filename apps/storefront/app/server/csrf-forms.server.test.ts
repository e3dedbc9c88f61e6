import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_FIELD, CSRF_TEXT } from './csrf.server';
import { pageKindMiddleware } from './page-kind.server';

type Action = (args: {
  request: Request;
  context: RouterContextProvider;
  params: object;
}) => Promise<unknown>;

/** The private pages' actions: each refuses a post without the browser's token before it reads anything else. */
const ACTIONS: [string, () => Promise<{ action: Action }>, Record<string, string>][] = [
  [
    'the account page',
    () => import('../routes/account') as never,
    { intent: 'newsletter', subscribed: 'true' },
  ],
  ['the address book', () => import('../routes/account-addresses') as never, { intent: 'delete', id: 'x' }],
  ['an address', () => import('../routes/account-address') as never, { fullName: 'Sam' }],
  ['delete my account', () => import('../routes/account-delete') as never, { password: 'guess' }],
  ['the wishlist', () => import('../routes/account-wishlist') as never, { intent: 'remove', itemId: 'x' }],
  ['submit a build', () => import('../routes/build-submit') as never, { title: 'Rig' }],
  ['edit a build', () => import('../routes/build-edit') as never, { title: 'Rig' }],
];

/** Runs the action as the shop does (behind the page-kind middleware) and returns what it threw. */
async function refusalOf(action: Action, fields: Record<string, string>, cookie: string) {
  const body = new URLSearchParams(fields);
  const request = new Request('http://shop.test/account/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });
  const context = new RouterContextProvider();
  let thrown: unknown = null;
  await pageKindMiddleware({ request, context, params: {}, unstable_pattern: '' } as never, async () => {
    try {
      await action({ request, context, params: { addressId: 'x', buildId: 'abcdefghijkl' } });
    } catch (error) {
      thrown = error;
    }
    return new Response(null);
  });
  return thrown as { data?: unknown; init?: ResponseInit | null } | null;
}

describe('the CSRF token on every private form', () => {
  const token = 'A'.repeat(43);
  it.each(ACTIONS)(
    '%s refuses a post without the token, or with another, with 403',
    async (_name, load, fields) => {
      const { action } = await load();
      for (const [posted, cookie] of [
        [{}, `${CSRF_COOKIE}=${token}`],
        [{ [CSRF_FIELD]: 'B'.repeat(43) }, `${CSRF_COOKIE}=${token}`],
        [{ [CSRF_FIELD]: token }, ''],
      ] as const) {
        const refused = await refusalOf(action, { ...fields, ...posted }, cookie);
        expect(refused?.init?.status).toBe(403);
        expect(refused?.data).toBe(CSRF_TEXT);
      }
    },
  );
});
