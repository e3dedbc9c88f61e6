import type { CommerceClient } from '@fitkit/commerce-hooks';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import { describe, expect, it, vi } from 'vitest';
import { subscribeFromForm, unsubscribeFromForm } from './newsletter.server';

type Subscribe = CommerceClient['subscribeNewsletter'];
type Unsubscribe = CommerceClient['unsubscribeNewsletter'];

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A client whose API stores the address lower-cased, as the real one does. */
function subscribingClient() {
  const subscribeNewsletter = vi.fn<Subscribe>(async (email, formName) => ({
    ok: true as const,
    data: {
      email: email.toLowerCase(),
      formName: formName ?? 'email-subscribe',
      status: 'subscribed' as const,
    },
  }));
  return { subscribeNewsletter };
}

describe('subscribeFromForm', () => {
  it('subscribes the trimmed address under the form name and keeps it in the customerEmail cookie', async () => {
    const client = subscribingClient();
    const outcome = await subscribeFromForm(
      formOf({ email: '  Shopper@Example.com ', formName: 'footer' }),
      client,
    );
    expect(client.subscribeNewsletter).toHaveBeenCalledExactlyOnceWith('Shopper@Example.com', 'footer');
    expect(outcome).toEqual({
      ok: true,
      email: 'shopper@example.com',
      formName: 'footer',
      setCookie: 'customerEmail=shopper%40example.com; Max-Age=315360000; Path=/; SameSite=Lax; Secure',
      replyWithData: false,
    });
  });

  it("uses 'email-subscribe' when the form name is missing or blank", async () => {
    const client = subscribingClient();
    await subscribeFromForm(formOf({ email: 'a@b.co' }), client);
    await subscribeFromForm(formOf({ email: 'a@b.co', formName: '   ' }), client);
    expect(client.subscribeNewsletter.mock.calls).toEqual([
      ['a@b.co', 'email-subscribe'],
      ['a@b.co', 'email-subscribe'],
    ]);
  });

  it('answers with data only when the page script asks for it', async () => {
    const client = subscribingClient();
    const scripted = await subscribeFromForm(formOf({ email: 'a@b.co', reply: 'data' }), client);
    expect(scripted.replyWithData).toBe(true);
    const other = await subscribeFromForm(formOf({ email: 'a@b.co', reply: 'html' }), client);
    expect(other).toMatchObject({ ok: true, replyWithData: false });
  });

  it('turns down an empty or malformed address without calling the API', async () => {
    const client = subscribingClient();
    expect(await subscribeFromForm(formOf({ email: '   ' }), client)).toEqual({
      ok: false,
      status: 400,
      error: 'This field is required.',
      email: '',
      replyWithData: false,
    });
    expect(await subscribeFromForm(formOf({ email: ' shopper@example ', reply: 'data' }), client)).toEqual({
      ok: false,
      status: 400,
      error: 'Please enter a valid Email',
      email: 'shopper@example',
      replyWithData: true,
    });
    expect(await subscribeFromForm(formOf({}), client)).toMatchObject({
      ok: false,
      error: 'This field is required.',
    });
    expect(await subscribeFromForm(formOf({ email: `${'a'.repeat(250)}@b.co` }), client)).toMatchObject({
      ok: false,
      status: 400,
      error: 'Please enter a valid Email',
    });
    expect(client.subscribeNewsletter).not.toHaveBeenCalled();
  });

  it('reports the API turning the address down as the email message, other failures as the general error', async () => {
    const rejected = vi.fn<Subscribe>(async () => ({
      ok: false as const,
      error: {
        kind: 'http' as const,
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'Please enter a valid Email',
      },
    }));
    expect(await subscribeFromForm(formOf({ email: 'a@b.co' }), { subscribeNewsletter: rejected })).toEqual({
      ok: false,
      status: 400,
      error: 'Please enter a valid Email',
      email: 'a@b.co',
      replyWithData: false,
    });
    const down = vi.fn<Subscribe>(async () => ({
      ok: false as const,
      error: { kind: 'network' as const, message: 'x' },
    }));
    expect(await subscribeFromForm(formOf({ email: 'a@b.co' }), { subscribeNewsletter: down })).toMatchObject(
      {
        ok: false,
        status: 502,
        error: GENERAL_ERROR,
      },
    );
  });
});

describe('unsubscribeFromForm', () => {
  const done = vi.fn<Unsubscribe>(async () => ({
    ok: true as const,
    data: { email: 'a@b.co', status: 'unsubscribed' as const },
  }));

  it('unsubscribes by the trimmed token', async () => {
    expect(await unsubscribeFromForm(formOf({ token: ' tok-1 ' }), { unsubscribeNewsletter: done })).toEqual({
      status: 'done',
      email: 'a@b.co',
    });
    expect(done).toHaveBeenLastCalledWith('tok-1');
  });

  it('treats a missing, blank, overlong or unknown token as an unknown link', async () => {
    const calls = done.mock.calls.length;
    expect(await unsubscribeFromForm(formOf({}), { unsubscribeNewsletter: done })).toEqual({
      status: 'unknown',
    });
    expect(await unsubscribeFromForm(formOf({ token: '  ' }), { unsubscribeNewsletter: done })).toEqual({
      status: 'unknown',
    });
    expect(
      await unsubscribeFromForm(formOf({ token: 'x'.repeat(129) }), { unsubscribeNewsletter: done }),
    ).toEqual({ status: 'unknown' });
    expect(done.mock.calls.length).toBe(calls);
    const unknown = vi.fn<Unsubscribe>(async () => ({
      ok: false as const,
      error: {
        kind: 'http' as const,
        status: 404,
        code: 'NOT_FOUND',
        message: 'This unsubscribe link is not valid',
      },
    }));
    expect(await unsubscribeFromForm(formOf({ token: 'nope' }), { unsubscribeNewsletter: unknown })).toEqual({
      status: 'unknown',
    });
  });

  it('asks to try again when the API fails', async () => {
    const down = vi.fn<Unsubscribe>(async () => ({
      ok: false as const,
      error: { kind: 'timeout' as const },
    }));
    expect(await unsubscribeFromForm(formOf({ token: 'tok' }), { unsubscribeNewsletter: down })).toEqual({
      status: 'failed',
      error: GENERAL_ERROR,
    });
  });
});
