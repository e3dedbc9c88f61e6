import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { DEFAULT_SHOP_URL } from '../../config';
import { users } from '../../db/schema';
import { HOSTED_STATE_COOKIE, SESSION_COOKIE } from './auth';
import { HOSTED_CALLBACK_PATH } from './hosted-sign-in';
import { type StandInIssuer, startStandInIssuer } from './stand-in-issuer.test.helper';

let ctx: TestContext;
let issuer: StandInIssuer;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await testContext();
  issuer = await startStandInIssuer({
    redirectUri: new URL(HOSTED_CALLBACK_PATH, DEFAULT_SHOP_URL).toString(),
  });
  const { issuer: url, clientId, clientSecret } = issuer;
  app = await buildApp({ db: ctx.db, hostedSignIn: { issuer: url, clientId, clientSecret } });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await issuer?.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];

/** Starts a hosted sign-in as the shop does: the issuer's URL and the state cookie the browser keeps. */
async function start(returnUrl = '/account/') {
  const res = await app.inject({ method: 'POST', url: '/account/hosted-sign-in', payload: { returnUrl } });
  expect(res.statusCode).toBe(200);
  const stateCookie = cookieOf(res, HOSTED_STATE_COOKIE);
  expect(stateCookie).toBeDefined();
  return { url: new URL(json<{ url: string }>(res).url), stateCookie: stateCookie! };
}

/** The shopper at the issuer: what it sends back to the shop's return page. */
async function atIssuer(url: URL): Promise<Record<string, string>> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(new URL(HOSTED_CALLBACK_PATH, DEFAULT_SHOP_URL).toString());
  return Object.fromEntries(back.searchParams);
}

function finish(payload: Record<string, string>, cookie: string) {
  return app.inject({ method: 'POST', url: '/account/hosted-sign-in/return', payload, headers: { cookie } });
}

describe('hosted sign-in (OpenID Connect)', () => {
  it('signs a shopper in through the issuer with state, nonce and PKCE, and returns to a path on the shop', async () => {
    issuer.user = {
      sub: randomUUID(),
      email: `hosted-${randomUUID()}@example.test`,
      email_verified: true,
      name: 'H',
    };
    const { url, stateCookie } = await start('/account/?tab=orders');
    expect(url.origin).toBe(issuer.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const back = await atIssuer(url);
    const res = await finish(back, stateCookie);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ returnUrl: '/account/?tab=orders' });
    const session = cookieOf(res, SESSION_COOKIE);
    const me = await app.inject({ url: '/account/session', headers: { cookie: session! } });
    expect(json<{ user: { email: string; emailVerified: boolean } }>(me).user).toMatchObject({
      email: issuer.user.email,
      emailVerified: true,
    });
  });

  it("refuses a return without the browser's state cookie, or a code used twice", async () => {
    const { url, stateCookie } = await start();
    const back = await atIssuer(url);
    const forged = await finish(back, '');
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged).code).toBe('UNAUTHENTICATED');
    expect(cookieOf(forged, SESSION_COOKIE)).toBeUndefined();
    const other = await start();
    expect((await finish(back, other.stateCookie)).statusCode).toBe(401);
    // Refused tries spend nothing: the browser that left finishes, once.
    expect((await finish(back, stateCookie)).statusCode).toBe(200);
    expect((await finish(back, stateCookie)).statusCode).toBe(401);
  });

  it('refuses a return URL off the shop', async () => {
    for (const returnUrl of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const res = await app.inject({
        method: 'POST',
        url: '/account/hosted-sign-in',
        payload: { returnUrl },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('links an existing verified account only when the issuer says the e-mail is verified too', async () => {
    const email = `linked-${randomUUID()}@example.test`;
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/account/sign-up',
      payload: { name: 'Pat', email, password: 'correct horse battery' },
    });
    expect(signUp.statusCode).toBe(202);
    // The shopper confirmed their address (the e-mail link, tested with the accounts).
    await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    issuer.user = { sub: randomUUID(), email, email_verified: false, name: 'Pat' };
    let flow = await start();
    expect((await finish(await atIssuer(flow.url), flow.stateCookie)).statusCode).toBe(401);
    issuer.user = { ...issuer.user, email_verified: true };
    flow = await start();
    const res = await finish(await atIssuer(flow.url), flow.stateCookie);
    expect(res.statusCode).toBe(200);
    const me = await app.inject({
      url: '/account/session',
      headers: { cookie: cookieOf(res, SESSION_COOKIE)! },
    });
    expect(json<{ user: { email: string } }>(me).user.email).toBe(email);
  });

  it('answers 404 when the shop has no hosted sign-in service', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/account/hosted-sign-in', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });
});
