import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./content.server');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('loadShell', { timeout: 30_000 }, () => {
  it('builds banner, navbar, footer and theme from the shipped sitewide stories', async () => {
    const { loadShell } = await import('./sitewide.server');
    const shell = await loadShell('published', undefined);
    expect(shell.theme).toMatchObject({
      siteName: 'fitkit',
      phone: '1-800-555-0100',
      titleSuffix: ' | fitkit',
    });
    expect(shell.banner).toMatchObject({
      href: '/specials/',
      alt: 'Free shipping on orders over $99. Shop deals',
    });
    expect(shell.navbar?.items.map((item) => item.text)).toEqual([
      'Shop Parts',
      'Exterior',
      'Brands',
      'Deals',
      'New Products',
      'Where to Buy',
    ]);
    const deals = shell.navbar?.items.find((item) => item.type === 'cms-menu');
    // Sections arrive validated: defaults filled in, as the block components expect them.
    expect(deals?.type === 'cms-menu' && deals.sections[0]).toMatchObject({
      component: 'section',
      max_width: 'WIDE',
    });
    expect(shell.footer.navigation?.map((group) => group.title)).toEqual(['Shop', 'Brands', 'Help']);
  });

  it('serves published shells from the cache and reads drafts fresh', async () => {
    const content = await import('./content.server');
    const getStory = vi.spyOn(content.content, 'getStory');
    const { loadShell } = await import('./sitewide.server');
    const calls = (timeTravel: string) =>
      getStory.mock.calls.filter(([, options]) => options?.timeTravel === timeTravel).length;
    await loadShell('published', 'cache-test');
    await loadShell('published', 'cache-test');
    expect(calls('cache-test')).toBe(3);
    await loadShell('edit', 'draft-test');
    await loadShell('edit', 'draft-test');
    expect(calls('draft-test')).toBe(6);
    expect(getStory).toHaveBeenCalledWith('sitewide/theme-config', {
      version: 'draft',
      timeTravel: 'draft-test',
    });
  });

  it('logs missing or broken sitewide stories and still gives the shop a shell', async () => {
    vi.doMock('./content.server', () => ({
      content: {
        getStory: async (slug: string) =>
          slug.endsWith('navbar')
            ? { ok: false, status: 502, message: 'No CMS data found', detail: 'content service answered 502' }
            : {
                ok: true,
                story: { name: slug, slug, full_slug: slug, content: { _uid: 'x', component: 'page' } },
              },
      },
    }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { loadShell } = await import('./sitewide.server');
    const shell = await loadShell('draft', undefined);
    expect(shell).toMatchObject({ banner: null, navbar: null, footer: { siteName: 'fitkit' } });
    expect(shell.theme.siteName).toBe('fitkit');
    const logged = error.mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.stringContaining('sitewide/navbar: No CMS data found'),
        expect.stringContaining('sitewide/theme-config is invalid'),
      ]),
    );
  });
});
