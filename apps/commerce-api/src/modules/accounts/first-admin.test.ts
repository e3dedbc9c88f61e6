import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, testContext } from '../../app.test.helper';
import { users } from '../../db/schema';
import { createAuth } from './auth';
import { ensureFirstAdmin } from './first-admin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('ensureFirstAdmin', () => {
  it('creates a confirmed admin who can sign in, and only grants the role to an account that exists', async () => {
    const email = `first-admin-${randomUUID()}@example.test`;
    const auth = createAuth(ctx.db, {
      shopUrl: 'http://localhost:3000/',
      secret: 'test-secret-of-enough-length',
    });
    await ensureFirstAdmin(ctx.db, auth, email, 'a long admin password');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/account/sign-in',
      payload: { email, password: 'a long admin password' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(JSON.parse(signIn.body).user.role).toBe('admin');
    // A second run keeps the account (and its password) as it is.
    await ensureFirstAdmin(ctx.db, auth, email, 'another password entirely');
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
