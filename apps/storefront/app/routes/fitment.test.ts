import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageKindMiddleware } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { action } from './fitment';

/** Posts the vehicle form (clearing the vehicle needs no API) and returns where the shop sends the shopper. */
async function clearVehicleFrom(path: string) {
  const request = new Request('http://shop.test/fitment/', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'clear', routeName: 'category', path }),
  });
  // The action runs inside the root's page-kind middleware, as it does in the shop.
  let answer: unknown;
  const context = new RouterContextProvider();
  context.set(shopperContext, {
    permId: 'p1',
    isNew: false,
    fitment: null,
    saved: null,
    ip: null,
    session: null,
  });
  await pageKindMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '' },
    async () => {
      answer = await action({ request, params: {}, context } as unknown as Parameters<typeof action>[0]);
      return new Response(null);
    },
  );
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('Location') };
  return { status: (answer as { init: ResponseInit | null }).init?.status ?? 200, location: null };
}

describe('vehicle form redirects', () => {
  it('goes back to the page it came from', async () => {
    expect(await clearVehicleFrom('/c/lift-kits/v/jeep/wrangler/2021/')).toEqual({
      status: 302,
      location: '/c/lift-kits/',
    });
  });

  it.each([
    '//evil.example/c/',
    '/\\evil.example/c/',
    '/\\/evil.example/',
    '/\t/evil.example/',
    'https://evil.example/',
  ])('refuses to send the shopper off the shop from %j', async (path) => {
    const { status, location } = await clearVehicleFrom(path);
    expect(status).toBe(400);
    expect(location).toBeNull();
  });
});
