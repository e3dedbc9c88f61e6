import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { SESSION_COOKIE } from './auth';
import { setUserRole } from './roles';
import { hashSessionToken } from './session-tokens';
import { FREE_SIGN_IN_FAILURES } from './sign-in-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const PASSWORD = 'correct horse battery';

/** A fresh address per test, so runs on a reused PostgreSQL database never collide. */
function newEmail(): string {
  return `account-${randomUUID()}@example.test`;
}

/** A fresh documentation-range IP per test, so throttle counts never meet. */
function newIp(): string {
  const n = Math.floor(Math.random() * 65_000);
  return `198.18.${n >> 8}.${n & 255}`;
}

type Headers = Record<string, string>;

function post(url: string, payload: object, headers: Headers = {}) {
  return ctx.app.inject({ method: 'POST', url, payload, headers });
}

/** The session cookie an answer sets, as the Cookie header the shop sends back ('' when it clears it). */
function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = set.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie?.split(';')[0];
}

async function latestLink(email: string, kind: string): Promise<string> {
  const res = await ctx.app.inject({ url: `/outbox?to=${encodeURIComponent(email)}` });
  const message = json<{ messages: { kind: string; body: string }[] }>(res).messages.find(
    (m) => m.kind === kind,
  );
  const link = message?.body.match(/https?:\/\/\S+\/account\/(?:verify|reset|sign-in\/link)\/([^/\s]+)\//);
  if (!link) throw new Error(`no ${kind} e-mail to ${email}`);
  return decodeURIComponent(link[1]!);
}

async function signUp(email: string, password = PASSWORD) {
  return post('/account/sign-up', { name: 'Sam Shopper', email, password });
}

/** Signs up and verifies an account; answers its e-mail. */
async function verifiedAccount(): Promise<string> {
  const email = newEmail();
  expect((await signUp(email)).statusCode).toBe(202);
  const token = await latestLink(email, 'account-verification');
  expect((await post('/account/verify', { token })).statusCode).toBe(204);
  return email;
}

function signIn(email: string, password = PASSWORD, headers: Headers = {}) {
  return post('/account/sign-in', { email, password }, { 'x-client-ip': newIp(), ...headers });
}

async function signedIn(email: string): Promise<string> {
  const res = await signIn(email);
  expect(res.statusCode).toBe(200);
  const cookie = sessionCookie(res);
  expect(cookie).toBeDefined();
  return cookie!;
}

function sessionOf(cookie: string) {
  return ctx.app.inject({ url: '/account/session', headers: { cookie } });
}

/** Whether the cookie no longer signs anyone in: the session call answers 200 with no user. */
async function isSignedOut(cookie?: string): Promise<boolean> {
  const res = await ctx.app.inject({ url: '/account/session', headers: cookie ? { cookie } : {} });
  return res.statusCode === 200 && json<{ user: unknown }>(res).user === null;
}

describe('accounts', () => {
  it('signs up, e-mails a verification link through the outbox and refuses sign-in until it is opened', async () => {
    const email = newEmail();
    expect((await signUp(email)).statusCode).toBe(202);
    const unverified = await signIn(email);
    expect(unverified.statusCode).toBe(403);
    expect(errorOf(unverified).code).toBe('EMAIL_NOT_VERIFIED');
    expect(sessionCookie(unverified)).toBeUndefined();

    const token = await latestLink(email, 'account-verification');
    expect((await post('/account/verify', { token })).statusCode).toBe(204);
    const res = await signIn(email);
    expect(res.statusCode).toBe(200);
    expect(json<{ user: { email: string; role: string } }>(res).user).toMatchObject({
      email,
      role: 'customer',
    });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('answers a taken address like a new one, and refuses a bad verification token', async () => {
    const email = await verifiedAccount();
    expect((await signUp(email)).statusCode).toBe(202);
    const bad = await post('/account/verify', { token: 'not-a-token' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('TOKEN_NOT_VALID');
  });

  it('gives a wrong password and an unknown address the same answer in about the same time', async () => {
    const email = await verifiedAccount();
    const timed = async (address: string) => {
      const started = performance.now();
      const res = await signIn(address, 'wrong password!');
      return { res, ms: performance.now() - started };
    };
    await timed(email);
    const wrong = await timed(email);
    const unknown = await timed(newEmail());
    expect(wrong.res.statusCode).toBe(401);
    expect(unknown.res.statusCode).toBe(401);
    expect(json(unknown.res)).toEqual(json(wrong.res));
    // Both run the password hash: neither answers in a fraction of the other's time.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
    expect(wrong.ms).toBeGreaterThan(unknown.ms / 4);
  });

  it('stores the password and the e-mailed reset token only hashed', async () => {
    const email = await verifiedAccount();
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const [account] = await ctx.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user!.id));
    expect(account!.password).not.toContain(PASSWORD);
    // scrypt: a salt and the derived key, both hex.
    expect(account!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect((await post('/account/password-reset-request', { email })).statusCode).toBe(202);
    const token = await latestLink(email, 'account-password-reset');
    const stored = await ctx.db.select().from(verifications);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('stores session tokens hashed, and the session cookie shows the account', async () => {
    const email = await verifiedAccount();
    const cookie = await signedIn(email);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const rows = await ctx.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(rows.map((r) => r.token)).toEqual([hashSessionToken(token)]);
    const res = await sessionOf(cookie);
    expect(res.statusCode).toBe(200);
    expect(json<{ user: { email: string } }>(res).user.email).toBe(email);
    expect(await isSignedOut()).toBe(true);
  });

  it("slides a used session's expiry once a day, handing back the refreshed cookie", async () => {
    const email = await verifiedAccount();
    const cookie = await signedIn(email);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    const day = 24 * 60 * 60 * 1000;
    // Used within the day: nothing to refresh.
    expect(sessionCookie(await sessionOf(cookie))).toBeUndefined();
    // Made two days ago: the next use refreshes it to 30 days from now.
    const aged = new Date(Date.now() + 28 * day);
    await ctx.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.userId, user!.id));
    const res = await sessionOf(cookie);
    expect(res.statusCode).toBe(200);
    const refreshed = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(refreshed).toMatch(/Max-Age=2592000/);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(aged.getTime() + day);
  });

  it('makes a new session at sign-in: a session cookie planted before is not the one after', async () => {
    const attacker = await verifiedAccount();
    const planted = await signedIn(attacker);
    const victim = await verifiedAccount();
    const res = await signIn(victim, PASSWORD, { cookie: planted });
    const fresh = sessionCookie(res);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(planted);
    expect(json<{ user: { email: string } }>(await sessionOf(planted)).user.email).toBe(attacker);
    expect(json<{ user: { email: string } }>(await sessionOf(fresh!)).user.email).toBe(victim);
  });

  it('ends the session at sign-out: a copied cookie no longer works', async () => {
    const email = await verifiedAccount();
    const cookie = await signedIn(email);
    const res = await post('/account/sign-out', {}, { cookie });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res)).toBe(`${SESSION_COOKIE}=`);
    expect(await isSignedOut(cookie)).toBe(true);
  });

  it('signs out everywhere', async () => {
    const email = await verifiedAccount();
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    expect((await post('/account/sign-out-everywhere', {}, { cookie: phone })).statusCode).toBe(204);
    expect(await isSignedOut(laptop)).toBe(true);
    expect(await isSignedOut(phone)).toBe(true);
    expect((await post('/account/sign-out-everywhere', {}, { cookie: phone })).statusCode).toBe(401);
  });

  it('resets a password from the e-mailed link and ends every session', async () => {
    const email = await verifiedAccount();
    const before = await signedIn(email);
    expect((await post('/account/password-reset-request', { email })).statusCode).toBe(202);
    // An unknown address gets the same answer and no e-mail.
    expect((await post('/account/password-reset-request', { email: newEmail() })).statusCode).toBe(202);
    const token = await latestLink(email, 'account-password-reset');
    const reset = await post('/account/password-reset', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(204);
    expect(await isSignedOut(before)).toBe(true);
    expect((await signIn(email)).statusCode).toBe(401);
    expect((await signIn(email, 'a brand new password')).statusCode).toBe(200);
    const again = await post('/account/password-reset', { token, password: 'yet another password' });
    expect(errorOf(again).code).toBe('TOKEN_NOT_VALID');
  });

  it('changes a password: other sessions end and this one is replaced', async () => {
    const email = await verifiedAccount();
    const other = await signedIn(email);
    const current = await signedIn(email);
    const wrong = await post(
      '/account/password',
      { currentPassword: 'not it at all', newPassword: 'whatever it is now' },
      { cookie: current },
    );
    expect(wrong.statusCode).toBe(400);
    const res = await post(
      '/account/password',
      { currentPassword: PASSWORD, newPassword: 'changed password here' },
      { cookie: current },
    );
    expect(res.statusCode).toBe(200);
    const replaced = sessionCookie(res);
    expect(replaced).toBeDefined();
    expect(replaced).not.toBe(current);
    expect(await isSignedOut(other)).toBe(true);
    expect(await isSignedOut(current)).toBe(true);
    expect((await sessionOf(replaced!)).statusCode).toBe(200);
  });

  // Each failure runs the password hash: these tests make 20-odd of them, slow on a busy machine.
  const THROTTLE_TIMEOUT = 90_000;

  /** Fails `email`'s sign-in 20 times, each from a new IP. */
  async function failTwentyTimes(email: string) {
    for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) {
      expect((await signIn(email, 'wrong password!')).statusCode).toBe(401);
    }
  }

  /** The outbox's sign-in link e-mails to `email` (sent after the answer, so waited for a little). */
  async function signInLinks(email: string, expected: number): Promise<number> {
    for (let tries = 0; ; tries++) {
      const res = await ctx.app.inject({ url: `/outbox?to=${encodeURIComponent(email)}` });
      const count = json<{ messages: { kind: string }[] }>(res).messages.filter(
        (m) => m.kind === 'account-sign-in-link',
      ).length;
      if (count >= expected || tries >= 20) return count;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it(
    'after 20 failures for an e-mail, a new IP gets an e-mailed sign-in link instead, while a known IP still signs in',
    async () => {
      const email = await verifiedAccount();
      const home = newIp();
      expect((await signIn(email, PASSWORD, { 'x-client-ip': home })).statusCode).toBe(200);
      await failTwentyTimes(email);
      // The right password from a new IP is not even checked: a link goes to the owner's mailbox.
      const elsewhere = await signIn(email);
      expect(elsewhere.statusCode).toBe(202);
      expect(json(elsewhere)).toEqual({ signInLinkSent: true });
      expect(sessionCookie(elsewhere)).toBeUndefined();
      expect(await signInLinks(email, 1)).toBe(1);
      // Further links are spaced by the e-mail's growing waits, so nobody floods the mailbox.
      const again = await signIn(email);
      expect(again.statusCode).toBe(429);
      expect(errorOf(again).message).toMatch(/sign-in link we e-mailed/);
      expect(again.headers['retry-after']).toBe('1');
      // The owner at home is not locked out by anyone's failures.
      expect((await signIn(email, PASSWORD, { 'x-client-ip': home })).statusCode).toBe(200);
    },
    THROTTLE_TIMEOUT,
  );

  it(
    "signs in once with the e-mailed link, which then clears the e-mail's failures",
    async () => {
      const email = await verifiedAccount();
      await failTwentyTimes(email);
      expect((await signIn(email)).statusCode).toBe(202);
      expect(await signInLinks(email, 1)).toBe(1);
      const token = await latestLink(email, 'account-sign-in-link');
      const ip = newIp();
      const res = await post('/account/sign-in-link', { token }, { 'x-client-ip': ip });
      expect(res.statusCode).toBe(200);
      expect(json<{ user: { email: string } }>(res).user.email).toBe(email);
      const cookie = sessionCookie(res);
      expect(json<{ user: { email: string } }>(await sessionOf(cookie!)).user.email).toBe(email);
      const reused = await post('/account/sign-in-link', { token }, { 'x-client-ip': ip });
      expect(reused.statusCode).toBe(400);
      expect(errorOf(reused).code).toBe('TOKEN_NOT_VALID');
      // The link's IP is now a known one, and the failures are gone: the password works from anywhere again.
      expect((await signIn(email, PASSWORD, { 'x-client-ip': ip })).statusCode).toBe(200);
      expect((await signIn(email)).statusCode).toBe(200);
    },
    THROTTLE_TIMEOUT,
  );

  it(
    'answers an unknown e-mail after 20 failures like a known one, in about the same time, and mails nothing',
    async () => {
      const known = await verifiedAccount();
      const unknown = newEmail();
      await failTwentyTimes(known);
      await failTwentyTimes(unknown);
      const timed = async (address: string) => {
        const started = performance.now();
        const res = await signIn(address);
        return { res, ms: performance.now() - started };
      };
      const a = await timed(known);
      const b = await timed(unknown);
      expect(a.res.statusCode).toBe(202);
      expect(json(b.res)).toEqual(json(a.res));
      expect(b.res.statusCode).toBe(202);
      expect(b.ms).toBeGreaterThan(a.ms / 4);
      expect(a.ms).toBeGreaterThan(b.ms / 4);
      const waits = [await signIn(known), await signIn(unknown)];
      expect(waits.map((w) => [w.statusCode, errorOf(w).message])).toEqual([
        [429, errorOf(waits[0]!).message],
        [429, errorOf(waits[0]!).message],
      ]);
      expect(await signInLinks(unknown, 1)).toBe(0);
    },
    THROTTLE_TIMEOUT,
  );

  it('refuses a sign-in link token that was never sent', async () => {
    const bad = await post('/account/sign-in-link', { token: 'not-a-token' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('TOKEN_NOT_VALID');
  });

  it(
    'throttles 20 failures in a row per IP whatever the e-mails',
    async () => {
      const ip = newIp();
      const email = await verifiedAccount();
      for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) {
        expect((await signIn(newEmail(), 'wrong password!', { 'x-client-ip': ip })).statusCode).toBe(401);
      }
      expect((await signIn(email, PASSWORD, { 'x-client-ip': ip })).statusCode).toBe(429);
      expect((await signIn(email)).statusCode).toBe(200);
    },
    THROTTLE_TIMEOUT,
  );

  it(
    'never locks out: once the wait is over an attempt is answered, and each further failure doubles the wait',
    async () => {
      const ip = { 'x-client-ip': newIp() };
      for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) await signIn(newEmail(), 'wrong password!', ip);
      const first = await signIn(newEmail(), 'wrong password!', ip);
      expect(first.statusCode).toBe(429);
      expect(first.headers['retry-after']).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await signIn(newEmail(), 'wrong password!', ip)).statusCode).toBe(401);
      const second = await signIn(newEmail(), 'wrong password!', ip);
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('2');
    },
    THROTTLE_TIMEOUT,
  );

  it('refuses a cross-site request to change an account', async () => {
    const email = await verifiedAccount();
    const cookie = await signedIn(email);
    const forged = await post('/account/sign-out', {}, { cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('FORBIDDEN');
    const crossSite = await post(
      '/account/sign-out-everywhere',
      {},
      { cookie, 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await sessionOf(cookie)).statusCode).toBe(200);
  });

  it('makes an account an admin only through the users:admin command, never from its own requests', async () => {
    const email = await verifiedAccount();
    const cookie = await signedIn(email);
    const sneaky = await post('/account/sign-up', {
      name: 'X',
      email: newEmail(),
      password: PASSWORD,
      role: 'admin',
    });
    expect(sneaky.statusCode).toBe(202);
    expect(await setUserRole(ctx.db, email.toUpperCase(), 'admin')).toBe(true);
    expect(json<{ user: { role: string } }>(await sessionOf(cookie)).user.role).toBe('admin');
    expect(await setUserRole(ctx.db, email, 'customer')).toBe(true);
    expect(json<{ user: { role: string } }>(await sessionOf(cookie)).user.role).toBe('customer');
    expect(await setUserRole(ctx.db, newEmail(), 'admin')).toBe(false);
  });
});
