import { describe, expect, it } from 'vitest';
import { createCommerceClient } from './client';

const user = { id: 'u1', name: 'Sam', email: 'sam@example.test', emailVerified: true, role: 'customer' };

function clientAnswering(response: () => Response) {
  const urls: string[] = [];
  const client = createCommerceClient({
    baseUrl: 'http://127.0.0.1:3001/',
    site: 'fitkit',
    fetch: async (request: Request) => {
      urls.push(request.url);
      return response();
    },
  });
  return { client, urls };
}

describe('getAccountSession', () => {
  it('answers the signed-in shopper of GET account/session', async () => {
    const { client, urls } = clientAnswering(() => Response.json({ user }));
    expect(await client.getAccountSession()).toEqual({ ok: true, data: { user } });
    expect(urls).toEqual(['http://127.0.0.1:3001/account/session']);
  });

  it('answers null when signed out, and failures as failures', async () => {
    const signedOut = clientAnswering(() => Response.json({ user: null }));
    expect(await signedOut.client.getAccountSession()).toEqual({ ok: true, data: null });
    const down = clientAnswering(() =>
      Response.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down.' }, { status: 503 }),
    );
    expect((await down.client.getAccountSession()).ok).toBe(false);
  });
});
