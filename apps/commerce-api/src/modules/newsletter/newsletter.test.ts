import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { queryRows } from '../../db/rows';
import { unsubscribeLink } from './queries';
import { DEFAULT_FORM_NAME, EMAIL_MESSAGE, MAX_EMAIL_LENGTH } from './routes';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

/** A fresh address per test, so runs on a reused PostgreSQL database never collide. */
function newEmail(local = 'shopper'): string {
  return `${local}-${randomUUID()}@example.test`;
}

interface Message {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

function subscribe(payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/newsletter/subscriptions', payload: payload as object });
}

function unsubscribe(payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/newsletter/unsubscribe', payload: payload as object });
}

async function outboxOf(email: string): Promise<Message[]> {
  const res = await ctx.app.inject({ url: `/outbox?to=${encodeURIComponent(email)}` });
  expect(res.statusCode).toBe(200);
  return json<{ messages: Message[] }>(res).messages;
}

async function storedRow(email: string) {
  const rows = await queryRows<{
    email: string;
    form_name: string;
    status: string;
    unsubscribe_token: string;
  }>(
    ctx.db,
    sql`select email, form_name, status, unsubscribe_token from newsletter_subscriptions where email = ${email}`,
  );
  return rows[0];
}

/** The token of the newest confirmation e-mail's unsubscribe link. */
function tokenOf(message: Message): string {
  const link = /https?:\/\/\S+/.exec(message.body)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.pathname).toBe('/newsletter-unsubscribe/');
  return url.searchParams.get('token')!;
}

describe('POST /newsletter/subscriptions', () => {
  it('subscribes a new address with 201, stores it and writes the confirmation e-mail with the link', async () => {
    const email = newEmail();
    const res = await subscribe({ email });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ email, formName: DEFAULT_FORM_NAME, status: 'subscribed' });

    const row = await storedRow(email);
    expect(row).toMatchObject({ email, form_name: DEFAULT_FORM_NAME, status: 'subscribed' });
    // 32 random bytes in base64url.
    expect(row!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [message, ...others] = await outboxOf(email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ kind: 'newsletter-confirmation', recipient: email });
    expect(message!.subject).not.toBe('');
    expect(tokenOf(message!)).toBe(row!.unsubscribe_token);
  });

  it('stores the address trimmed and lower-cased and keeps the given form name', async () => {
    const email = newEmail('Mixed.Case');
    const res = await subscribe({ email: `  ${email.toUpperCase()}\t`, formName: ' footer ' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ email: email.toLowerCase(), formName: 'footer', status: 'subscribed' });
    expect(await storedRow(email.toLowerCase())).toMatchObject({ form_name: 'footer' });
  });

  it('answers 200 for an address already subscribed (any case) and sends no second e-mail', async () => {
    const email = newEmail();
    expect((await subscribe({ email, formName: 'first-form' })).statusCode).toBe(201);
    const token = (await storedRow(email))!.unsubscribe_token;
    const again = await subscribe({ email: email.toUpperCase(), formName: 'other-form' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ email, formName: 'first-form', status: 'subscribed' });
    expect((await storedRow(email))!.unsubscribe_token).toBe(token);
    expect(await outboxOf(email)).toHaveLength(1);
  });

  it('creates one subscription and one e-mail for concurrent sign-ups of one address', async () => {
    const email = newEmail();
    const responses = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await outboxOf(email)).toHaveLength(1);
  });

  it.each([
    ['missing', {}],
    ['null', { email: null }],
    ['a number', { email: 42 }],
    ['blank', { email: '   ' }],
    ['without @', { email: 'shopper.example.test' }],
    ['without a dot after @', { email: 'shopper@example' }],
    ['with nothing before @', { email: '@example.test' }],
    ['with two @', { email: 'a@b@example.test' }],
    ['with a space inside', { email: 'shop per@example.test' }],
    ['ending in a dot', { email: 'shopper@example.' }],
    ['too long', { email: `${'a'.repeat(MAX_EMAIL_LENGTH)}@example.test` }],
  ])('rejects an e-mail %s with 400 VALIDATION_ERROR and stores nothing', async (_name, payload) => {
    const before = await queryRows<{ n: number }>(
      ctx.db,
      sql`select (select count(*) from newsletter_subscriptions)::int + (select count(*) from outbox)::int as n`,
    );
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: EMAIL_MESSAGE });
    expect(error.issues).toContainEqual({ path: 'body.email', message: EMAIL_MESSAGE });
    const after = await queryRows<{ n: number }>(
      ctx.db,
      sql`select (select count(*) from newsletter_subscriptions)::int + (select count(*) from outbox)::int as n`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('accepts the longest allowed address', async () => {
    const domain = `@${randomUUID()}.test`;
    const email = `${'a'.repeat(MAX_EMAIL_LENGTH - domain.length)}${domain}`;
    expect(email).toHaveLength(MAX_EMAIL_LENGTH);
    expect((await subscribe({ email })).statusCode).toBe(201);
  });

  it('rejects a bad form name with the generic validation message', async () => {
    const email = newEmail();
    const res = await subscribe({ email, formName: ' ' });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).not.toBe(EMAIL_MESSAGE);
    expect(error.issues?.[0]?.path).toBe('body.formName');
    expect(await storedRow(email)).toBeUndefined();
  });

  it('rejects a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/newsletter/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(errorOf(res).code).toBe('INVALID_JSON');
  });

  it('stores neither the subscription nor the e-mail when writing the e-mail fails', async () => {
    const email = newEmail('rollback');
    // A trigger that fails only this address's e-mail stands in for any failure after the subscription insert.
    await ctx.db.execute(sql`
      create or replace function test_fail_outbox() returns trigger language plpgsql as $$
      begin
        if new.recipient like 'rollback-%' then raise exception 'outbox write failed'; end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`
      create trigger test_fail_outbox before insert on outbox for each row execute function test_fail_outbox()`);
    try {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(500);
      expect(errorOf(res).code).toBe('INTERNAL');
    } finally {
      await ctx.db.execute(sql`drop trigger test_fail_outbox on outbox`);
      await ctx.db.execute(sql`drop function test_fail_outbox()`);
    }
    expect(await storedRow(email)).toBeUndefined();
    expect(await outboxOf(email)).toEqual([]);
  });
});

describe('POST /newsletter/unsubscribe', () => {
  it('unsubscribes by the token of the e-mail, and again harmlessly', async () => {
    const email = newEmail();
    await subscribe({ email });
    const token = tokenOf((await outboxOf(email))[0]!);
    const res = await unsubscribe({ token });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ email, status: 'unsubscribed' });
    expect(await storedRow(email)).toMatchObject({ status: 'unsubscribed' });
    const again = await unsubscribe({ token });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ email, status: 'unsubscribed' });
  });

  it('re-subscribes with 201, a new token and a new e-mail; the old link no longer works', async () => {
    const email = newEmail();
    await subscribe({ email });
    const oldToken = tokenOf((await outboxOf(email))[0]!);
    await unsubscribe({ token: oldToken });

    const res = await subscribe({ email, formName: 'footer' });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ email, formName: 'footer', status: 'subscribed' });
    const messages = await outboxOf(email);
    expect(messages).toHaveLength(2);
    const newToken = tokenOf(messages[0]!);
    expect(newToken).not.toBe(oldToken);
    expect(await storedRow(email)).toMatchObject({ status: 'subscribed', unsubscribe_token: newToken });

    const stale = await unsubscribe({ token: oldToken });
    expect(stale.statusCode).toBe(404);
    expect((await storedRow(email))!.status).toBe('subscribed');
    expect((await unsubscribe({ token: newToken })).statusCode).toBe(200);
  });

  it('answers an unknown token with 404 NOT_FOUND', async () => {
    const res = await unsubscribe({ token: 'no-such-token' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });

  it.each([
    ['missing', {}],
    ['blank', { token: '  ' }],
    ['not a string', { token: 7 }],
    ['too long', { token: 'x'.repeat(129) }],
  ])('rejects a token %s with 400 VALIDATION_ERROR', async (_name, payload) => {
    const res = await unsubscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /outbox', () => {
  it('lists messages newest first, filtered by recipient in any case', async () => {
    const email = newEmail();
    await subscribe({ email });
    const res = await ctx.app.inject({
      url: `/outbox?to=${encodeURIComponent(email.toUpperCase())}&limit=5`,
    });
    expect(json<{ messages: Message[] }>(res).messages.map((m) => m.recipient)).toEqual([email]);
    const all = json<{ messages: Message[] }>(await ctx.app.inject({ url: '/outbox?limit=2' })).messages;
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(2);
    expect(Date.parse(all[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(all.at(-1)!.createdAt));
  });

  it('is not served in production and is not in the OpenAPI document', async () => {
    // Building a second app in this process renames some schemas of a document generated afterwards (…Input);
    // the shared app's document is generated, and cached, first so app.test.ts compares the real one.
    ctx.app.swagger();
    const production = await buildApp({ db: ctx.db, exposeOutbox: false });
    try {
      const res = await production.inject({ url: '/outbox' });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
    const doc = json<{ paths: Record<string, unknown> }>(await ctx.app.inject({ url: '/docs/json' }));
    expect(Object.keys(doc.paths)).not.toContain('/outbox');
  });
});

describe('unsubscribeLink', () => {
  it('points at the storefront page and keeps a base path', () => {
    expect(unsubscribeLink('http://localhost:3000/', 'a_b-c')).toBe(
      'http://localhost:3000/newsletter-unsubscribe/?token=a_b-c',
    );
    expect(unsubscribeLink('http://localhost:3000/shop', 'tok')).toBe(
      'http://localhost:3000/shop/newsletter-unsubscribe/?token=tok',
    );
  });
});
