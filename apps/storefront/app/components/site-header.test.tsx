import { createCommerceClient } from '@fitkit/commerce-hooks';
import { CommerceProvider } from '@fitkit/commerce-hooks/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadSiteHeaderParts, SiteHeader } from './site-header';
import { banner, navbar, theme } from './site-header.test.helper';

const shell = { banner, navbar, theme, footer: { siteName: 'Fitkit Offroad' } };

const shop = { permId: 'perm-12345678', fitment: null, vehicle: null, garage: [] };

const FullHeader = () => <SiteHeader simple={false} />;
const SimpleHeader = () => <SiteHeader simple />;
const FullStub = createRoutesStub([{ id: 'root', path: '/', Component: FullHeader }]);
const SimpleStub = createRoutesStub([{ id: 'root', path: '/', Component: SimpleHeader }]);

/** Server-renders the header under a root route whose loader data is `root`, as the document render does. */
function render(root: object, simple = false): string {
  const Stub = simple ? SimpleStub : FullStub;
  const queryClient = new QueryClient();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <CommerceProvider client={createCommerceClient({ baseUrl: 'http://127.0.0.1:1/', site: 'fitkit' })}>
        <Stub initialEntries={['/']} hydrationData={{ loaderData: { root } }} />
      </CommerceProvider>
    </QueryClientProvider>,
  );
}

describe('SiteHeader (server render)', () => {
  // The server loads the header parts' deferred code at start; tests render once all of it is there (a part still
  // loading renders as nothing in renderToString: under load the cart and Account link sometimes were).
  beforeAll(preloadSiteHeaderParts);

  it('renders banner, header and navbar from the shell', () => {
    const html = render({ ...shop, shell });
    expect(html).toContain('data-slot="promo-banner"');
    expect(html).toContain('alt="Free shipping over $99"');
    expect(html).toContain('--fk-promo-banner-bg:#7c2d12');
    expect(html).toContain('aria-label="Fitkit Offroad home"');
    expect(html).toContain('href="tel:18005550199"');
    expect(html).toMatch(/<nav[^>]*aria-label="Main"[^>]*data-hover-style="BACKGROUND"/);
    // CMS menu sections wait for the menu's first open; their button is there.
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Garage/);
    // Closed menu panels are in the HTML for crawlers.
    expect(html).toContain('href="/c/exterior/bumpers/"');
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('Select Your Vehicle');
    // The navbar story's fitment colours reach the fitment button.
    expect(html).toMatch(
      /style="background-color:#fde047;color:#111827"[^>]*data-slot="fitment-button"|data-slot="fitment-button"[^>]*style="background-color:#fde047;color:#111827"/,
    );
    expect(html).toMatch(/Cart, (<!-- -->)?0 items/);
  });

  it("draws the navbar's fitment image in the fitment button and names the header by the theme's Header id (SPEC §3)", () => {
    const html = render({
      ...shop,
      shell: {
        ...shell,
        navbar: { ...navbar, fitment: { ...navbar.fitment, image: '/img/jeep-badge.svg' } },
        theme: { ...theme, headerId: 'jeep-header' },
      },
    });
    expect(html).toMatch(/data-slot="fitment-button"[\s\S]*?<img src="\/img\/jeep-badge.svg" alt=""/);
    expect(html).toMatch(/<header[^>]*id="jeep-header"/);
    expect(render({ ...shop, shell })).not.toMatch(/<header[^>]*id=/);
  });

  it("shows the theme's search text as the placeholder while no vehicle is chosen (SPEC §2)", () => {
    const html = render({
      ...shop,
      shell: { ...shell, theme: { ...theme, searchText: 'Search Jeep Gear' } },
    });
    expect(html).toContain('placeholder="Search Jeep Gear"');
    expect(render({ ...shop, shell })).toContain('placeholder="Search Parts &amp; Accessories"');
  });

  it('simple mode drops navbar, hamburger and search but keeps the cart', () => {
    const html = render({ ...shop, shell }, true);
    expect(html).not.toContain('data-slot="navbar"');
    expect(html).not.toContain('aria-label="Open menu"');
    expect(html).not.toContain('data-slot="header-search"');
    expect(html).toMatch(/Cart, (<!-- -->)?0 items/);
  });

  it("without a shell it is today's header: no banner, no navbar, no hamburger", () => {
    const html = render(shop);
    expect(html).not.toContain('data-slot="promo-banner"');
    expect(html).not.toContain('data-slot="navbar"');
    expect(html).not.toContain('aria-label="Open menu"');
    expect(html).toContain('data-slot="header-search"');
  });

  it('renders the demo content: banner and every navbar entry of the sitewide stories', async () => {
    const { loadShell } = await import('../server/sitewide.server');
    const demo = await loadShell('published', undefined);
    expect(demo.banner).not.toBeNull();
    expect(demo.navbar?.items.length).toBeGreaterThan(0);
    const html = render({ ...shop, shell: demo });
    expect(html).toContain('data-slot="promo-banner"');
    for (const item of demo.navbar?.items ?? []) {
      expect(html).toContain(`>${item.text.replaceAll('&', '&amp;')}<`);
    }
  });
});
