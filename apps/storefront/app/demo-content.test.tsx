import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  CmsProvider,
  CmsShopProvider,
  type InvalidBlokReport,
  type LinkInput,
  resolveLink,
} from '@fitkit/cms-blocks';
import { createLocalContentSource } from '@fitkit/cms-blocks/content-local';
import { type Story, searchBlockRequests, validateBloks } from '@fitkit/cms-blocks/server';
import {
  parseSitewide,
  SITEWIDE_FOLDER,
  SITEWIDE_STORIES,
  type SitewideStory,
  shellFooter,
  shellNavbar,
  shellPromoBanner,
  sitewideSlug,
  themeSettings,
} from '@fitkit/cms-blocks/sitewide';
import { createCommerceClient } from '@fitkit/commerce-hooks';
import { CommerceProvider } from '@fitkit/commerce-hooks/react';
import { UiProvider } from '@fitkit/ui/provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopBlocks } from './components/shop-blocks';

// Every demo story the shop ships, rendered on the server through the real block registry: an unknown or invalid
// blok anywhere (or a link that resolves to nothing) fails the build, so the demo content and the blocks agree.
const dir = fileURLToPath(new URL('../content/stories', import.meta.url));
const source = createLocalContentSource({ dir });

async function storySlugs(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const slugs = await Promise.all(
    entries.map(async (entry) => {
      if (entry.isDirectory()) return storySlugs(`${folder}/${entry.name}`, `${prefix}${entry.name}/`);
      return entry.name.endsWith('.json') ? [`${prefix}${entry.name.slice(0, -'.json'.length)}`] : [];
    }),
  );
  return slugs.flat().sort();
}

async function story(slug: string): Promise<Story> {
  const result = await source.getStory(slug);
  if (!result.ok) throw new Error(`${slug}: ${result.detail}`);
  return result.story;
}

/** Whether an editor filled a link field in (Storyblok sends '' or an empty multilink for "no link"). */
function isSet(link: unknown): boolean {
  if (typeof link === 'string') return link !== '';
  if (!link || typeof link !== 'object') return false;
  const { url, cached_url, email } = link as { url?: string; cached_url?: string; email?: string };
  return Boolean(url || cached_url || email);
}

/** Every link in a blok tree: multilink fields, plain link strings and rich-text link marks. */
function collectLinks(value: unknown, links: LinkInput[] = []): LinkInput[] {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, links);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [field, child] of Object.entries(record)) {
      if (field === 'link' || (child && typeof child === 'object' && 'linktype' in child)) {
        if (isSet(child)) links.push(child as LinkInput);
      } else collectLinks(child, links);
    }
    if (record.type === 'link' && record.attrs && typeof record.attrs === 'object') {
      links.push((record.attrs as { href?: string }).href);
    }
  }
  return links;
}

function countBloks(value: unknown, component: string): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countBloks(item, component), 0);
  if (!value || typeof value !== 'object') return 0;
  const record = value as Record<string, unknown>;
  const own = record.component === component ? 1 : 0;
  return own + Object.values(record).reduce((sum: number, child) => sum + countBloks(child, component), 0);
}

/** Server-renders validated bloks as the shop does and returns the HTML and every blok the renderer skipped. */
function render(bloks: unknown[]): { html: string; skipped: InvalidBlokReport[] } {
  const skipped: InvalidBlokReport[] = [];
  const { bloks: valid, problems } = validateBloks(bloks, { mode: 'published' });
  skipped.push(...problems);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <CommerceProvider client={createCommerceClient({ baseUrl: 'http://127.0.0.1:1/', site: 'fitkit' })}>
        <UiProvider assetBase="/api">
          <CmsProvider
            mode="published"
            phone="1-800-555-0100"
            onInvalidBlok={(report) => skipped.push(report)}
          >
            <CmsShopProvider path="/" search="">
              <ShopBlocks bloks={valid} />
            </CmsShopProvider>
          </CmsProvider>
        </UiProvider>
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { html, skipped };
}

const slugs = await storySlugs(dir);
const sitewide = new Set(SITEWIDE_STORIES.map(sitewideSlug));
const pages = slugs.filter((slug) => !slug.startsWith(`${SITEWIDE_FOLDER}/`));
const theme = await story(sitewideSlug('theme_config'));
const themeResult = parseSitewide('theme_config', theme.content);
const phone = themeResult.ok ? themeResult.content.phone : '';

describe('demo content', () => {
  it('has the pages and sitewide stories SPEC asks for', () => {
    expect(slugs).toEqual(
      expect.arrayContaining([
        'home',
        ...['lloyds', 'dashdesigns', 'rufftuff', 'avery', 'wetokole', 'caltrend'].map(
          (p) => `third-party/${p}`,
        ),
        'where-to-buy',
        'do-not-sell-my-personal-information',
        ...sitewide,
      ]),
    );
    expect(slugs.filter((slug) => slug.startsWith(`${SITEWIDE_FOLDER}/`))).toEqual([...sitewide].sort());
  });

  it.each(pages)('%s renders every blok and links only to real targets', async (slug) => {
    const page = await story(slug);
    expect(page.full_slug).toBe(slug);
    expect(page.content.component).toBe('page');
    const { html, skipped } = render([page.content]);
    expect(skipped).toEqual([]);
    expect(html).toContain('data-slot="cms-page"');
    for (const link of collectLinks(page.content)) {
      expect(resolveLink(link, { phone }), JSON.stringify(link)).not.toBeNull();
    }
    // A search block the request builder skips would render nothing on the live site.
    expect(searchBlockRequests(page.content)).toHaveLength(countBloks(page.content, 'search_block'));
  });

  it('home has the hero video banner, fitment selector, category carousel and product grid', async () => {
    const home = await story('home');
    for (const block of ['video_banner', 'fitment_selector', 'custom_carousel', 'search_block']) {
      expect(countBloks(home.content, block), block).toBeGreaterThan(0);
    }
    const { html } = render([home.content]);
    expect(html).toContain('data-slot="cms-video-banner"');
  });

  it.each(['lloyds', 'dashdesigns', 'rufftuff', 'avery', 'wetokole', 'caltrend'])(
    'the %s partner page shows that brand in a search block',
    async (brand) => {
      const page = await story(`third-party/${brand}`);
      const brands = searchBlockRequests(page.content).map((params) => params.brandSlug ?? params.brand);
      expect(brands).toContain(brand);
    },
  );

  it.each(SITEWIDE_STORIES)('the %s story validates and maps to the shell', async (kind: SitewideStory) => {
    const result = parseSitewide(kind, (await story(sitewideSlug(kind))).content);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const settings = themeSettings(themeResult.ok ? themeResult.content : null, {
      siteName: 'x',
      domain: 'x',
      channelId: 'x',
      phone: 'x',
    });
    for (const link of collectLinks(result.content)) {
      expect(resolveLink(link, { phone }), JSON.stringify(link)).not.toBeNull();
    }
    if (result.ok && kind === 'promo_banner') {
      expect(shellPromoBanner(result.content as never, settings)).not.toBeNull();
    }
    if (result.ok && kind === 'theme_config') {
      expect(shellFooter(result.content as never, settings).navigation?.length).toBeGreaterThan(0);
    }
    if (result.ok && kind === 'navbar') {
      const navbar = shellNavbar(result.content as never, settings);
      expect(navbar.items.map((item) => item.type)).toEqual(
        expect.arrayContaining(['tree-menu', 'link-menu', 'cms-menu', 'text-menu-item']),
      );
      for (const item of navbar.items) {
        if (item.type !== 'cms-menu') continue;
        const { html, skipped } = render(item.sections);
        expect(skipped).toEqual([]);
        expect(html).not.toBe('');
      }
    }
  });
});
