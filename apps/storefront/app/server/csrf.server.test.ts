import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_FIELD, CSRF_TEXT, csrfToken, requireCsrfToken } from './csrf.server';

const page = (cookie?: string) =>
  new Request('http://shop.test/account/', cookie ? { headers: { cookie } } : {});

function form(token?: string): FormData {
  const body = new FormData();
  if (token !== undefined) body.set(CSRF_FIELD, token);
  return body;
}

async function refusal(run: () => void) {
  try {
    run();
  } catch (error) {
    return error as { data: unknown; init: ResponseInit | null };
  }
  return null;
}

describe('CSRF token of private pages', () => {
  it('gives a browser without one a new token in an HttpOnly, SameSite=Strict cookie, and keeps it after', () => {
    const first = csrfToken(page());
    expect(first.token).toMatch(/^[\w-]{43}$/);
    const set = first.headers.get('set-cookie') ?? '';
    expect(set).toContain(`${CSRF_COOKIE}=${first.token}`);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    const again = csrfToken(page(`${CSRF_COOKIE}=${first.token}`));
    expect(again.token).toBe(first.token);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(csrfToken(page(`${CSRF_COOKIE}=short`)).token).not.toBe('short');
  });

  it("accepts a post carrying the cookie's token and refuses one without it, with another, or with no cookie", async () => {
    const { token } = csrfToken(page());
    const withCookie = page(`${CSRF_COOKIE}=${token}`);
    expect(await refusal(() => requireCsrfToken(withCookie, form(token)))).toBeNull();
    const other = csrfToken(page()).token;
    for (const [request, body] of [
      [withCookie, form()],
      [withCookie, form(other)],
      [page(), form(token)],
      [page(`${CSRF_COOKIE}=`), form('')],
    ] as const) {
      const refused = await refusal(() => requireCsrfToken(request, body));
      expect(refused?.init?.status).toBe(403);
      expect(refused?.data).toBe(CSRF_TEXT);
    }
  });
});
