import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, TEST_ADMIN_TOKEN, type TestContext, testContext } from '../../app.test.helper';
import { users } from '../../db/schema';
import { ADMIN_TOKEN_HEADER } from '../../http/local-admin';
import { signedInShopper } from './signed-in.test.helper';

let ctx: TestContext;
let shopper: { cookie: string; email: string };

beforeAll(async () => {
  ctx = await testContext();
  shopper = await signedInShopper(ctx.app);
});

async function roleOf(email: string): Promise<string | undefined> {
  const [row] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
}

function setRole(payload: object, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  return ctx.app.inject({ method: 'PUT', url: '/admin/users/role', payload, headers, remoteAddress });
}

describe('the admin role through the running API (users:admin while the API holds the data folder)', () => {
  it('grants and revokes with the holder file’s token, and tells an unknown e-mail', async () => {
    const token = { [ADMIN_TOKEN_HEADER]: TEST_ADMIN_TOKEN };
    const granted = await setRole({ email: shopper.email.toUpperCase(), role: 'admin' }, token);
    expect(granted.statusCode).toBe(200);
    expect(json(granted)).toEqual({ found: true });
    expect(await roleOf(shopper.email)).toBe('admin');
    expect(json(await setRole({ email: shopper.email, role: 'customer' }, token))).toEqual({ found: true });
    expect(await roleOf(shopper.email)).toBe('customer');
    expect(json(await setRole({ email: 'nobody@example.test', role: 'admin' }, token))).toEqual({
      found: false,
    });
    const badRole = await setRole({ email: shopper.email, role: 'owner' }, token);
    expect(badRole.statusCode).toBe(400);
    errorOf(badRole);
  });

  it('is a plain 404 without the token, with a wrong one, from another machine or with a session, changing nothing', async () => {
    const grant = { email: shopper.email, role: 'admin' };
    for (const response of [
      await setRole(grant, {}),
      await setRole(grant, { [ADMIN_TOKEN_HEADER]: 'guess' }),
      await setRole(grant, { [ADMIN_TOKEN_HEADER]: `${TEST_ADMIN_TOKEN}x` }),
      await setRole(grant, { [ADMIN_TOKEN_HEADER]: TEST_ADMIN_TOKEN }, '203.0.113.9'),
      await setRole(grant, { cookie: shopper.cookie }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect(await roleOf(shopper.email)).toBe('customer');
  });
});
