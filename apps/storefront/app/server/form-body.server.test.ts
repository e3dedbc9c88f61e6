import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  FORM_BODY_TEXTS,
  formBodyLimit,
  formBodyMiddleware,
  formBodyRefusal,
  MAX_FORM_BYTES,
  MAX_UPLOAD_FORM_BYTES,
} from './form-body.server';

const URLENCODED = 'application/x-www-form-urlencoded';

/** A POST to a shop action with a body of the given type. */
function post(body: BodyInit | null, type: string | null, path = '/checkout/address/'): Request {
  const headers = new Headers(type ? { 'content-type': type } : {});
  return new Request(`http://shop.test${path}`, { method: 'POST', headers, body });
}

/** Runs the middleware: the action's answer, or the error it throws instead. */
async function run(request: Request) {
  const next = vi.fn(async () => new Response('action ran'));
  const args = {
    request,
    context: new RouterContextProvider(),
    params: {},
    url: new URL(request.url),
    pattern: '',
  };
  try {
    return { response: (await formBodyMiddleware(args, next)) as Response, next };
  } catch (error) {
    return { error, next };
  }
}

describe('formBodyRefusal', () => {
  it('lets a form through, a NUL byte, a stray % and an unknown field included', async () => {
    expect(
      await formBodyRefusal(post('intent=cancel-item&itemId=%00&reason=%zz&mod=nope', URLENCODED)),
    ).toBeNull();
    const form = new FormData();
    form.set('intent', 'apply');
    expect(
      await formBodyRefusal(new Request('http://shop.test/checkout/cart/', { method: 'POST', body: form })),
    ).toBeNull();
  });

  it('refuses what is not a form: JSON, text, no type at all', async () => {
    for (const type of ['application/json', 'text/plain', null]) {
      expect(await formBodyRefusal(post('{"intent":', type))).toEqual({
        status: 415,
        text: FORM_BODY_TEXTS.notAForm,
      });
    }
  });

  it('refuses a multipart body that does not parse', async () => {
    for (const type of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
      expect(await formBodyRefusal(post('garbage--', type))).toEqual({
        status: 400,
        text: FORM_BODY_TEXTS.malformed,
      });
    }
  });

  it('refuses a 5 MB body, by its length or, without one, after reading no more than the limit', async () => {
    const big = `promoCode=${'a'.repeat(5_000_000)}`;
    const declared = post(big, URLENCODED);
    expect(declared.headers.get('content-length')).toBeNull();
    expect(await formBodyRefusal(declared)).toEqual({ status: 413, text: FORM_BODY_TEXTS.tooLarge });
    const pulled = vi.fn();
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled();
        controller.enqueue(new Uint8Array(16 * 1024).fill(97));
      },
    });
    const streamed = new Request('http://shop.test/orderstatus/', {
      method: 'POST',
      headers: { 'content-type': URLENCODED },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(await formBodyRefusal(streamed)).toMatchObject({ status: 413 });
    expect(pulled.mock.calls.length).toBeLessThan(MAX_FORM_BYTES / 1024);
    const header = post('a=1', URLENCODED);
    header.headers.set('content-length', String(MAX_FORM_BYTES + 1));
    expect(await formBodyRefusal(header)).toMatchObject({ status: 413 });
  });

  it('leaves the body for the action', async () => {
    const request = post('intent=apply&promoCode=SAVE10', URLENCODED);
    await formBodyRefusal(request);
    expect((await request.formData()).get('promoCode')).toBe('SAVE10');
  });
});

describe('formBodyMiddleware', () => {
  it.each([
    ['/checkout/cart/', post('x'.repeat(MAX_FORM_BYTES + 1), URLENCODED), 413],
    ['/checkout/address/', post('garbage--', 'multipart/form-data; boundary=xyz'), 400],
    ['/checkout/payment/', post('{"token":"tok_1"}', 'application/json'), 415],
    ['/orderstatus/', post('garbage--', 'multipart/form-data'), 400],
  ])('answers %s with a clear 4xx before the action runs', async (_path, request, status) => {
    const { error, next } = await run(request);
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status } });
    expect(next).not.toHaveBeenCalled();
  });

  it('lets the build photo forms, and only them, carry photos beyond the form limit', async () => {
    expect(formBodyLimit('/builds/submit/')).toBe(MAX_UPLOAD_FORM_BYTES);
    expect(formBodyLimit('/builds/abcdefghijkl/edit/')).toBe(MAX_UPLOAD_FORM_BYTES);
    for (const path of [
      '/builds/abcdefghijkl/',
      '/builds/abcdefghijkl/confirm/',
      '/checkout/cart/',
      '/builds/a/b/edit/',
    ]) {
      expect(formBodyLimit(path), path).toBe(MAX_FORM_BYTES);
    }
    const form = new FormData();
    form.append('photos', new Blob([new Uint8Array(MAX_FORM_BYTES * 2)]), 'rig.jpg');
    const upload = new Request('http://shop.test/builds/submit/', { method: 'POST', body: form });
    expect((await run(upload)).next).toHaveBeenCalledOnce();
    const elsewhere = new Request('http://shop.test/builds/abcdefghijkl/', { method: 'POST', body: form });
    expect((await run(elsewhere)).error).toMatchObject({ init: { status: 413 } });
  });

  it('runs the action for a form, and reads nothing on GET', async () => {
    expect((await run(post('intent=apply', URLENCODED))).next).toHaveBeenCalledOnce();
    const get = new Request('http://shop.test/checkout/cart/?x=%00');
    expect((await run(get)).next).toHaveBeenCalledOnce();
  });
});
