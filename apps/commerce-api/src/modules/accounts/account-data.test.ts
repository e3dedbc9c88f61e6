import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, newPermId, SITE, testContext } from '../../app.test.helper';
import * as commerce from '../../commerce.test.helper';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { type RunningSandbox, startSandbox, TEST_SHOP_ORIGIN } from '../../payments-sandbox.test.helper';
import { startBraintreeStandIn } from '../../test/stand-ins/braintree';
import { startStripeStandIn } from '../../test/stand-ins/stripe';
import { addToCart } from '../cart/service';
import { DEMO_CONTACT } from '../orders/fulfilment';
import type { CheckoutDetailsSource } from '../payments/checkout-details';
import { BraintreeProvider } from '../payments/providers/braintree';
import { registryOf } from '../payments/providers/registry';
import { SandboxProvider } from '../payments/providers/sandbox';
import { StripeProvider } from '../payments/providers/stripe';
import { SESSION_COOKIE } from './auth';

const PASSWORD = 'correct horse battery';
const APPROVE = '4242424242424242';

let db: Database;
let app: FastifyInstance;
let sandbox: RunningSandbox;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let braintree: Awaited<ReturnType<typeof startBraintreeStandIn>>;
let facts: Awaited<ReturnType<typeof commerce.shoppingFacts>>;
/** The e-mail each cart's order is placed with (the checkout's contact). */
const orderEmails = new Map<string, string>();

const details: CheckoutDetailsSource = async (_db, _site, permId) => ({
  email: orderEmails.get(permId) ?? 'someone@example.test',
  zipcode: DEMO_CONTACT.zipcode,
  shippingContact: DEMO_CONTACT,
  billingContact: DEMO_CONTACT,
  shippingCents: commerce.DEMO_SHIPPING_CENTS,
  taxCents: 0,
});

beforeAll(async () => {
  db = (await testContext()).db;
  facts = await commerce.shoppingFacts(db);
  sandbox = await startSandbox();
  stripe = await startStripeStandIn();
  braintree = await startBraintreeStandIn();
  const providers = registryOf(
    new SandboxProvider({ ...sandbox.settings, timeoutMs: 5_000 }),
    new StripeProvider({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      timeoutMs: 5_000,
      apiUrl: stripe.url,
    }),
    new BraintreeProvider({
      merchantId: 'fitkit',
      publicKey: 'public',
      privateKey: 'private',
      environment: braintree.url,
      timeoutMs: 5_000,
    }),
  );
  app = await buildApp({ db, providers, checkoutDetails: details, shopUrl: `${TEST_SHOP_ORIGIN}/` });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await sandbox?.stop();
  await stripe?.stop();
  await braintree?.stop();
});

type Headers = Record<string, string>;

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
  headers: Headers = {},
) {
  return app.inject({ method, url, payload, headers: { ...SITE, cookie, ...headers } });
}

function sessionCookie(res: LightMyRequestResponse): string {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = set.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

/** A verified account, signed in: its e-mail and session cookie. */
async function account(): Promise<{ email: string; cookie: string }> {
  const email = `book-${randomUUID()}@example.test`;
  await app.inject({
    method: 'POST',
    url: '/account/sign-up',
    payload: { name: 'Sam Shopper', email, password: PASSWORD },
  });
  const outbox = json<{ messages: { kind: string; body: string }[] }>(
    await app.inject({ url: `/outbox?to=${encodeURIComponent(email)}` }),
  );
  const token = outbox.messages
    .find((m) => m.kind === 'account-verification')
    ?.body.match(/\/account\/verify\/([^/\s]+)\//)?.[1];
  await app.inject({
    method: 'POST',
    url: '/account/verify',
    payload: { token: decodeURIComponent(token!) },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/account/sign-in',
    payload: { email, password: PASSWORD },
    headers: { 'x-client-ip': commerce.randomIp() },
  });
  expect(res.statusCode).toBe(200);
  return { email, cookie: sessionCookie(res) };
}

const CONTACT = {
  fullName: 'Sam Shopper',
  address1: '1 Main St',
  city: 'Austin',
  stateId: 'TX',
  zipcode: '78701',
  email: 'sam@example.test',
  phone: '512-555-0100',
};

async function addAddress(cookie: string, contact: object = CONTACT, isDefault = false) {
  const res = await call('POST', '/account/addresses', cookie, { contact, isDefault });
  expect(res.statusCode).toBe(201);
  return json<{ id: string; isDefault: boolean }>(res);
}

async function addresses(cookie: string) {
  return json<{ addresses: { id: string; isDefault: boolean; contact: { city: string } }[] }>(
    await call('GET', '/account/addresses', cookie),
  ).addresses;
}

/** A cart of one product whose order is placed with `email`. */
async function cartFor(email: string): Promise<string> {
  const permId = newPermId();
  orderEmails.set(permId, email);
  await addToCart(db, SITE['x-site'], permId, [{ productId: facts.other.id, qty: 1 }]);
  return permId;
}

function paymentHeaders(permId: string, session?: string): Headers {
  return {
    ...commerce.shopper(),
    cookie: `permId=${permId}${session ? `; ${session}` : ''}`,
    'idempotency-key': randomUUID(),
  };
}

/** Each card provider that saves cards: a token of its card fields, and whether it still keeps a saved card. */
const CARD_PROVIDERS = {
  sandbox: { token: () => sandbox.tokenize(APPROVE), keeps: null },
  stripe: { token: async () => 'ctoken_ok', keeps: (ref: string) => stripe.attached.has(ref.split('/')[1]!) },
  braintree: { token: async () => 'fake-valid-nonce', keeps: (ref: string) => braintree.vault.has(ref) },
} satisfies Record<string, { token(): Promise<string>; keeps: ((ref: string) => boolean) | null }>;
type CardProvider = keyof typeof CARD_PROVIDERS;

async function payByCard(
  permId: string,
  session: string | undefined,
  shouldSave: boolean,
  provider: CardProvider = 'sandbox',
) {
  return app.inject({
    method: 'POST',
    url: `/payments/${permId}/card`,
    headers: paymentHeaders(permId, session),
    payload: { provider, token: await CARD_PROVIDERS[provider].token(), shouldSave },
  });
}

function payWithSavedCard(permId: string, session: string, savedCardId: string, headers: Headers = {}) {
  return app.inject({
    method: 'POST',
    url: `/payments/${permId}/saved-card`,
    headers: { ...paymentHeaders(permId, session), ...headers },
    payload: { savedCardId },
  });
}

async function savedCards(cookie: string) {
  return json<{ cards: { id: string; brand: string; last4: string }[] }>(
    await call('GET', '/account/cards', cookie),
  ).cards;
}

async function history(cookie: string) {
  return json<{ orders: { orderId: string; orderReference: string }[] }>(
    await call('GET', '/account/orders', cookie),
  ).orders;
}

describe('address book', () => {
  it('adds, edits, makes default and deletes contacts; the first one is the default', async () => {
    const { cookie } = await account();
    const first = await addAddress(cookie);
    expect(first.isDefault).toBe(true);
    const second = await addAddress(cookie, { ...CONTACT, city: 'Dallas' });
    expect(second.isDefault).toBe(false);
    const edited = await call('PATCH', `/account/addresses/${second.id}`, cookie, {
      contact: { ...CONTACT, city: 'Houston' },
      isDefault: true,
    });
    expect(edited.statusCode).toBe(200);
    expect((await addresses(cookie)).map((a) => [a.contact.city, a.isDefault])).toEqual([
      ['Houston', true],
      ['Austin', false],
    ]);
    expect((await call('DELETE', `/account/addresses/${second.id}`, cookie)).statusCode).toBe(204);
    // The default went: the one left becomes it.
    expect((await addresses(cookie)).map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
  });

  it('refuses invalid fields with the checkout form’s errors and adds nothing', async () => {
    const { cookie } = await account();
    const res = await call('POST', '/account/addresses', cookie, {
      contact: { ...CONTACT, zipcode: '123', stateId: 'ZZ', fullName: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = json<{ code: string; errors: { field: string }[] }>(res);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors.map((e) => e.field).sort()).toEqual(['fullName', 'stateId', 'zipcode']);
    const first = await addAddress(cookie);
    const bad = await call('PATCH', `/account/addresses/${first.id}`, cookie, {
      contact: { ...CONTACT, phone: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await addresses(cookie)).map((a) => a.contact.city)).toEqual(['Austin']);
  });

  it("answers 404 for another shopper's address by id and changes nothing", async () => {
    const owner = await account();
    const other = await account();
    const theirs = await addAddress(owner.cookie);
    const mine = await addAddress(other.cookie);
    const attempts = [
      call('PATCH', `/account/addresses/${theirs.id}`, other.cookie, {
        contact: { ...CONTACT, city: 'Elsewhere' },
      }),
      call('POST', `/account/addresses/${theirs.id}/default`, other.cookie),
      call('DELETE', `/account/addresses/${theirs.id}`, other.cookie),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await addresses(owner.cookie)).map((a) => [a.id, a.contact.city, a.isDefault])).toEqual([
      [theirs.id, 'Austin', true],
    ]);
    expect((await addresses(other.cookie)).map((a) => [a.id, a.isDefault])).toEqual([[mine.id, true]]);
  });

  it('leaves exactly one default after concurrent default changes', async () => {
    const { cookie } = await account();
    const entries = [await addAddress(cookie), await addAddress(cookie), await addAddress(cookie)];
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [entries[1]!, entries[2]!, entries[0]!, entries[2]!].map((e) =>
          call('POST', `/account/addresses/${e.id}/default`, cookie),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204]);
      expect((await addresses(cookie)).filter((a) => a.isDefault)).toHaveLength(1);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/account/addresses', '')).statusCode).toBe(401);
    const res = await call('POST', '/account/addresses', '', { contact: CONTACT });
    expect(errorOf(res).code).toBe('UNAUTHENTICATED');
  });
});

describe('cross-site requests', () => {
  it('refuses every state change sent from another site, and nothing changes', async () => {
    const { cookie } = await account();
    const entry = await addAddress(cookie);
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const permId = await cartFor('cross@example.test');
    const attempts: [string, Promise<LightMyRequestResponse>][] = [
      ['add address', call('POST', '/account/addresses', cookie, { contact: CONTACT }, crossSite)],
      [
        'edit address',
        call('PATCH', `/account/addresses/${entry.id}`, cookie, { contact: CONTACT }, crossSite),
      ],
      ['default', call('POST', `/account/addresses/${entry.id}/default`, cookie, undefined, crossSite)],
      ['delete address', call('DELETE', `/account/addresses/${entry.id}`, cookie, undefined, crossSite)],
      ['delete card', call('DELETE', `/account/cards/${randomUUID()}`, cookie, undefined, crossSite)],
      ['profile', call('POST', '/account/profile', cookie, { name: 'Mallory' }, crossSite)],
      ['newsletter', call('POST', '/account/newsletter', cookie, { subscribed: true }, crossSite)],
      ['order link', call('POST', `/account/orders/${randomUUID()}/link`, cookie, undefined, crossSite)],
      ['delete account', call('POST', '/account/delete', cookie, { password: PASSWORD }, crossSite)],
      ['saved-card payment', payWithSavedCard(permId, cookie, randomUUID(), crossSite)],
    ];
    for (const [name, attempt] of attempts) {
      const res = await attempt;
      expect([name, res.statusCode]).toEqual([name, 403]);
      expect(errorOf(res).code).toBe('FORBIDDEN');
    }
    // Only the Origin is enough to refuse, too.
    const origin = await call(
      'POST',
      '/account/profile',
      cookie,
      { name: 'Mallory' },
      { origin: 'https://evil.example' },
    );
    expect(origin.statusCode).toBe(403);
    expect((await addresses(cookie)).map((a) => a.id)).toEqual([entry.id]);
    const session = json<{ user: { name: string } }>(await call('GET', '/account/session', cookie));
    expect(session.user.name).toBe('Sam Shopper');
  });
});

describe.each(Object.keys(CARD_PROVIDERS) as CardProvider[])('saved cards with %s', (provider) => {
  it('records the account on its orders, saves the card when asked, pays with it and detaches it', async () => {
    const { email, cookie } = await account();
    const first = await cartFor(email);
    const paid = await payByCard(first, cookie, true, provider);
    expect(paid.statusCode).toBe(200);
    const { orderId } = json<{ orderId: string }>(paid);
    const [row] = await queryRows<{ user_id: string | null }>(
      db,
      sql`select user_id from orders where id = ${orderId}`,
    );
    expect(row?.user_id).toEqual(expect.any(String));
    const cards = await savedCards(cookie);
    expect(cards).toEqual([
      expect.objectContaining({ brand: 'visa', last4: expect.stringMatching(/^\d{4}$/), provider }),
    ]);
    const [kept] = await queryRows<{ provider_ref: string }>(
      db,
      sql`select provider_ref from saved_cards where id = ${cards[0]!.id}`,
    );
    // Only what may be shown leaves the API: no provider reference.
    expect(JSON.stringify(cards)).not.toContain(kept!.provider_ref);

    const second = await cartFor(email);
    const again = await payWithSavedCard(second, cookie, cards[0]!.id);
    expect(again.statusCode).toBe(200);
    expect(json<{ status: string }>(again).status).toBe('PLACED');
    // The same card charged again is kept once.
    expect(await savedCards(cookie)).toHaveLength(1);
    expect((await history(cookie)).map((o) => o.orderId)).toEqual([
      json<{ orderId: string }>(again).orderId,
      orderId,
    ]);

    const keeps = CARD_PROVIDERS[provider].keeps;
    if (keeps) expect(keeps(kept!.provider_ref)).toBe(true);
    expect((await call('DELETE', `/account/cards/${cards[0]!.id}`, cookie)).statusCode).toBe(204);
    // Removed here, detached at the provider: the card can be charged no more.
    if (keeps) expect(keeps(kept!.provider_ref)).toBe(false);
    expect(await savedCards(cookie)).toEqual([]);
  });
});

describe('signed-in checkout and saved cards', () => {
  it('keeps no card for a guest or a shopper who did not ask', async () => {
    const { email, cookie } = await account();
    expect((await payByCard(await cartFor(email), cookie, false)).statusCode).toBe(200);
    expect((await payByCard(await cartFor('guest@example.test'), undefined, true)).statusCode).toBe(200);
    expect(await savedCards(cookie)).toEqual([]);
  });

  it("refuses another shopper's saved card (404, nothing charged) and removes only one's own", async () => {
    const owner = await account();
    const thief = await account();
    expect((await payByCard(await cartFor(owner.email), owner.cookie, true)).statusCode).toBe(200);
    const [card] = await savedCards(owner.cookie);
    const permId = await cartFor(thief.email);
    const stolen = await payWithSavedCard(permId, thief.cookie, card!.id);
    expect(stolen.statusCode).toBe(404);
    expect(errorOf(stolen).code).toBe('SAVED_CARD_NOT_FOUND');
    const orders = await queryRows(db, sql`select id from orders where perm_id = ${permId}`);
    expect(orders).toEqual([]);
    const removed = await call('DELETE', `/account/cards/${card!.id}`, thief.cookie);
    expect(removed.statusCode).toBe(404);
    expect(await savedCards(owner.cookie)).toHaveLength(1);

    expect((await call('DELETE', `/account/cards/${card!.id}`, owner.cookie)).statusCode).toBe(204);
    expect(await savedCards(owner.cookie)).toEqual([]);
    const gone = await payWithSavedCard(await cartFor(owner.email), owner.cookie, card!.id);
    expect(gone.statusCode).toBe(404);
    // Signed out, a saved card pays nothing.
    expect((await payWithSavedCard(permId, '', card!.id)).statusCode).toBe(401);
  });

  it('lists guest orders with the verified e-mail, and links only to its own orders', async () => {
    const { email, cookie } = await account();
    const guest = await payByCard(await cartFor(email), undefined, false);
    const { orderId } = json<{ orderId: string }>(guest);
    const stranger = await payByCard(
      await cartFor(`stranger-${randomUUID()}@example.test`),
      undefined,
      false,
    );
    expect((await history(cookie)).map((o) => o.orderId)).toEqual([orderId]);
    const link = await call('POST', `/account/orders/${orderId}/link`, cookie);
    expect(link.statusCode).toBe(200);
    expect(json<{ orderStatusUrl: string }>(link).orderStatusUrl).toMatch(
      new RegExp(`/order/status/${orderId}/\\?token=`),
    );
    const notMine = await call(
      'POST',
      `/account/orders/${json<{ orderId: string }>(stranger).orderId}/link`,
      cookie,
    );
    expect(notMine.statusCode).toBe(404);
  });
});

describe('profile, newsletter and deleting the account', () => {
  it('changes the name and the newsletter preference', async () => {
    const { cookie } = await account();
    expect((await call('POST', '/account/profile', cookie, { name: 'Samantha' })).statusCode).toBe(204);
    expect(json<{ user: { name: string } }>(await call('GET', '/account/session', cookie)).user.name).toBe(
      'Samantha',
    );
    expect((await call('POST', '/account/profile', cookie, { name: '' })).statusCode).toBe(400);

    expect(json(await call('GET', '/account/newsletter', cookie))).toEqual({ subscribed: false });
    expect((await call('POST', '/account/newsletter', cookie, { subscribed: true })).statusCode).toBe(200);
    expect(json(await call('GET', '/account/newsletter', cookie))).toEqual({ subscribed: true });
    expect((await call('POST', '/account/newsletter', cookie, { subscribed: false })).statusCode).toBe(200);
    expect(json(await call('GET', '/account/newsletter', cookie))).toEqual({ subscribed: false });
  });

  it('refuses a wrong password and changes nothing', async () => {
    const { email, cookie } = await account();
    await addAddress(cookie);
    const res = await call('POST', '/account/delete', cookie, { password: 'not my password' });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: { field: string }[] }>(res).errors).toEqual([
      expect.objectContaining({ field: 'password' }),
    ]);
    expect((await call('GET', '/account/session', cookie)).statusCode).toBe(200);
    expect(await addresses(cookie)).toHaveLength(1);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/account/sign-in',
          payload: { email, password: PASSWORD },
          headers: { 'x-client-ip': commerce.randomIp() },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('removes the personal data, ends every session and keeps the orders anonymised', async () => {
    const { email, cookie } = await account();
    const other = await account();
    await addAddress(cookie);
    await call('POST', '/account/newsletter', cookie, { subscribed: true });
    const paid = await payByCard(await cartFor(email), cookie, true);
    const { orderId } = json<{ orderId: string }>(paid);
    const guest = json<{ orderId: string }>(await payByCard(await cartFor(email), undefined, false)).orderId;
    const secondSession = sessionCookie(
      await app.inject({
        method: 'POST',
        url: '/account/sign-in',
        payload: { email, password: PASSWORD },
        headers: { 'x-client-ip': commerce.randomIp() },
      }),
    );

    const res = await call('POST', '/account/delete', cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    expect((await call('GET', '/account/session', cookie)).json().user).toBeNull();
    expect((await call('GET', '/account/session', secondSession)).json().user).toBeNull();
    const signIn = await app.inject({
      method: 'POST',
      url: '/account/sign-in',
      payload: { email, password: PASSWORD },
      headers: { 'x-client-ip': commerce.randomIp() },
    });
    expect(signIn.statusCode).toBe(401);

    const left = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from users where email = ${email})
            + (select count(*) from newsletter_subscriptions where email = ${email})
            + (select count(*) from orders where email = ${email})
            + (select count(*) from address_book a where not exists (select 1 from users u where u.id = a.user_id))
            + (select count(*) from saved_cards s where not exists (select 1 from users u where u.id = s.user_id))
          as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
    const orders = await queryRows<{
      id: string;
      user_id: string | null;
      email: string;
      shipping_contact: Record<string, unknown>;
      total_cents: number;
    }>(
      db,
      sql`select id, user_id, email, shipping_contact, total_cents from orders where id in (${orderId}, ${guest})`,
    );
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.user_id).toBeNull();
      expect(order.email).toMatch(/@deleted\.invalid$/);
      expect(order.shipping_contact).toMatchObject({ email: '', phone: '', fullName: DEMO_CONTACT.fullName });
      expect(order.total_cents).toBeGreaterThan(0);
    }
    // Another account is untouched.
    expect((await call('GET', '/account/session', other.cookie)).statusCode).toBe(200);
  });
});
