import type { FooterProps } from '@fitkit/ui/footer';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { handle as newsletterHandle } from '../routes/newsletter';
import { preloadSiteFooter, SiteFooter } from './site-footer';

const footer: FooterProps = {
  siteName: 'Fitkit Offroad',
  splashBar: [{ icon: 'PHONE', title: 'Talk to an expert', action: 'CALL', phone: '1-800-555-0199' }],
  navigation: [{ title: 'Help', links: [{ text: 'Order Status', href: '/orderstatus/' }] }],
  social: { youtube: '/social/youtube/' },
  newsletter: { position: 'LEFT', text: 'Deals first.' },
  legalLinks: [{ text: 'Terms of Use', href: '/terms/' }],
  privacyUrl: '/privacy/',
};

const FullLayout = () => (
  <>
    <Outlet />
    <SiteFooter simple={false} />
  </>
);
const SimpleLayout = () => (
  <>
    <Outlet />
    <SiteFooter simple />
  </>
);
const Page = () => null;

const stubOf = (Layout: () => React.ReactNode) =>
  createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Layout,
      children: [
        { index: true, Component: Page },
        { path: 'newsletter/', handle: newsletterHandle, Component: Page },
      ],
    },
  ]);
const FullStub = stubOf(FullLayout);
const SimpleStub = stubOf(SimpleLayout);

/** Server-renders the footer under a root route whose loader data is `root`, as the document render does. */
function render(root: object, { simple = false, path = '/' } = {}): string {
  const Stub = simple ? SimpleStub : FullStub;
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />);
}

const year = new Date().getFullYear();

describe('SiteFooter (server render)', () => {
  // The server loads the footer's deferred code at start; a test renders once it is there, as the server does.
  beforeAll(async () => {
    await preloadSiteFooter();
  });

  it("renders the shell's footer with the newsletter form posting to the form action", () => {
    const html = render({ shell: { footer } });
    expect(html).toContain('href="tel:18005550199"');
    expect(html).toContain('>Order Status<');
    expect(html).toContain('aria-label="Fitkit Offroad on YouTube"');
    expect(html).toMatch(/<form[^>]*action="\/newsletter\/"[^>]*method="post"/);
    expect(html).toContain('GET ON THE LIST');
    expect(html).toContain('data-newsletter-position="LEFT"');
    expect(html).toMatch(new RegExp(`© (<!-- -->)?${year} (<!-- -->)?Fitkit Offroad`));
    expect(html).toContain('href="/do-not-sell-my-personal-information/"');
    // Groups are open in the server HTML: collapsing waits for the script that can reopen them.
    expect(html).not.toContain('aria-expanded');
  });

  it('cuts the legal links and drops groups and form in simple mode', () => {
    const html = render({ shell: { footer } }, { simple: true });
    expect(html).toContain('data-state="simple"');
    expect(html).not.toContain('>Order Status<');
    expect(html).not.toContain('GET ON THE LIST');
    expect(html).not.toContain('>Terms of Use<');
    expect(html).toContain('href="/privacy/"');
  });

  it('leaves its form out on the newsletter page, which shows the form itself', () => {
    const html = render({ shell: { footer } }, { path: '/newsletter/' });
    expect(html).not.toContain('GET ON THE LIST');
    expect(html).toContain('>Order Status<');
  });

  it('falls back to the site name and the form without shell data', () => {
    const html = render({});
    expect(html).not.toContain('aria-label="Footer"');
    expect(html).toContain('GET ON THE LIST');
    expect(html).toMatch(new RegExp(`© (<!-- -->)?${year} (<!-- -->)?fitkit`));
  });

  it("renders the demo content's footer: every group and link of the theme config", async () => {
    const { loadShell } = await import('../server/sitewide.server');
    const demo = await loadShell('published', undefined);
    const html = render({ shell: demo });
    expect(demo.footer.navigation?.length ?? 0).toBeGreaterThan(0);
    for (const group of demo.footer.navigation ?? []) {
      expect(html).toContain(`>${group.title}<`);
      for (const link of group.links) expect(html).toContain(`href="${link.href}"`);
    }
  });
});
