import { afterEach, describe, expect, it, vi } from 'vitest';
import { action, loader } from './refresh-config';
import { runRoute } from './route.test.helper';

const refreshShell = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../server/sitewide.server', () => ({ refreshShell }));

afterEach(() => {
  vi.unstubAllEnvs();
  refreshShell.mockClear();
});

function post(form: Record<string, string> = {}) {
  const body = new URLSearchParams(form);
  const request = new Request('http://shop.test/refresh-config/', { method: 'POST', body });
  return runRoute(action, request, () => {});
}

const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : (answer as { init?: { status?: number } }).init?.status;

describe('/refresh-config/', () => {
  it('is a 404 outside developer mode, for posts and visits, and reloads nothing', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEVELOPER_MODE', '');
    expect(statusOf((await post()).answer)).toBe(404);
    const visit = await runRoute(loader, new Request('http://shop.test/refresh-config/'), () => {});
    expect(statusOf(visit.answer)).toBe(404);
    expect(refreshShell).not.toHaveBeenCalled();
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('DEVELOPER_MODE', 'false');
    expect(statusOf((await post()).answer)).toBe(404);
  });

  it('reloads the configuration in developer mode and returns to a page on our origin, never stored', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('DEVELOPER_MODE', 'true');
    const { answer, cacheControl } = await post({ returnUrl: '/test-no-api/' });
    expect(refreshShell).toHaveBeenCalledOnce();
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/test-no-api/');
    expect(cacheControl).toBe('private, no-store');
    const elsewhere = await post({ returnUrl: 'https://evil.example/' });
    expect((elsewhere.answer as Response).headers.get('Location')).toBe('/');
    // A visit is told to post.
    const visit = await runRoute(loader, new Request('http://shop.test/refresh-config/'), () => {});
    expect(statusOf(visit.answer)).toBe(405);
  });
});
