// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageIntegrations } from '../../lib/integrations';
import { carryOut, type IntegrationEnvironment, listenToSearch, navigated } from './integration-host';

// Scripts "load" at once; the adapters' timing is what is under test.
vi.mock('../../lib/integration-runtime', async (actual) => ({
  ...(await actual<typeof import('../../lib/integration-runtime')>()),
  loadIntegrationScript: vi.fn(async () => true),
}));

const page: PageIntegrations = {
  pathname: '/',
  switches: ['enableIntegration=all'],
  cmsMode: 'published',
  shopOff: [],
};
const scripts = { analytics: '/a.js', financing: '/f.js', chat: '/c.js' };
const env = (over: Partial<PageIntegrations> = {}): IntegrationEnvironment => ({
  page: { ...page, ...over },
  scripts,
});

const track = vi.fn();
const refresh = vi.fn();
const open = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  window.fitkitIntegrations = { analytics: { track }, financing: { open, refresh }, chat: { open } };
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: consent is read from document.cookie, as the browser has it.
  document.cookie = 'privacyOptOut=; max-age=0';
});

describe('route changes', () => {
  it('reach analytics 1 s after a navigation; a quicker next page replaces the first', async () => {
    await navigated(env(), '/brands/');
    await vi.advanceTimersByTimeAsync(600);
    await navigated(env(), '/specials/');
    await vi.advanceTimersByTimeAsync(999);
    expect(track).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(track).toHaveBeenCalledExactlyOnceWith({ type: 'route-change', path: '/specials/' });
  });

  it('stay away from analytics once the shopper opted out', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Do Not Sell page's cookie, as its form sets it.
    document.cookie = 'privacyOptOut=1';
    await navigated(env(), '/brands/');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(track).not.toHaveBeenCalled();
  });
});

describe('search typing', () => {
  it('reaches analytics 2 s after the last keystroke, with the query as typed then', async () => {
    listenToSearch(() => env());
    const input = document.createElement('input');
    input.name = 'q';
    document.body.append(input);
    for (const query of ['m', 'ma', 'mat', 'mats']) {
      input.value = query;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(1_699);
    expect(track).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(track).toHaveBeenCalledExactlyOnceWith({ type: 'search-typing', query: 'mats' });
    input.remove();
  });
});

describe('financing refresh', () => {
  it('re-reads the price 500 ms after the last change, once', async () => {
    for (let change = 0; change < 3; change++) {
      await carryOut(env(), { name: 'financing', action: 'refresh' });
      await vi.advanceTimersByTimeAsync(200);
    }
    await vi.advanceTimersByTimeAsync(299);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('does nothing where the session turned financing off', async () => {
    await carryOut(env({ switches: ['disableIntegration=financing'] }), {
      name: 'financing',
      action: 'refresh',
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('open the chat, except on /pay/', async () => {
    await carryOut(env({ pathname: '/pay/' }), { name: 'chat', action: 'open' });
    expect(open).not.toHaveBeenCalled();
    await carryOut(env(), { name: 'chat', action: 'open' });
    expect(open).toHaveBeenCalledOnce();
  });
});
