import { commerceKeys } from '@fitkit/commerce-hooks/query';
import type { FitmentLevel, PartialFitment } from '@fitkit/fitment';
import { type ShopRoutes, UiProvider } from '@fitkit/ui/provider';
import { describe, expect, it } from 'vitest';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { Blocks, registerBlocks } from '../../registry/blocks';
import { registry } from '../../registry/registry';
import { validateBloks } from '../../registry/validate';
import { CmsShopProvider, type CmsShopProviderProps } from '../../shop-context/shop-context';
import { handledClient, renderToHtml, TestCommerce, testQueryClient } from './commerce.test.helper';
import { draftFitmentFromSearch, fitmentOptionsNeeded } from './draft';
import { hasFitmentSelector } from './requests';

registerBlocks(registry);

const OPTIONS = {
  year: ['2024', '2021'],
  make: ['ford', 'jeep'],
  model: ['gladiator', 'wrangler'],
} as const;

function render(
  blok: Record<string, unknown>,
  shop: Omit<CmsShopProviderProps, 'children'> = {},
  prefetched: { type: FitmentLevel; fitment: PartialFitment }[] = [],
  routes?: Partial<ShopRoutes>,
) {
  const queryClient = testQueryClient();
  // What the host's server prefetch of fitmentOptionsNeeded() leaves in the cache.
  for (const { type, fitment } of prefetched) {
    queryClient.setQueryData(commerceKeys.fitmentOptions(type, fitment), {
      type,
      options: OPTIONS[type as keyof typeof OPTIONS].map((value) => ({ value, text: value.toUpperCase() })),
    });
  }
  const client = handledClient(() => {
    throw new Error('the server render must not fetch');
  });
  return renderToHtml(
    <CmsProvider mode="published">
      <TestCommerce client={client} queryClient={queryClient}>
        <UiProvider {...(routes ? { routes } : {})}>
          <CmsShopProvider {...shop}>
            <Blocks
              bloks={
                validateBloks([{ _uid: 'f', component: 'fitment_selector', ...blok }], {
                  mode: 'published',
                }).bloks
              }
            />
          </CmsShopProvider>
        </UiProvider>
      </TestCommerce>
    </CmsProvider>,
  );
}

describe('FitmentSelectorBlock', () => {
  it("is a form posting to the shop's vehicle-save route, waiting for a whole vehicle", async () => {
    const html = await render({}, { path: '/c/exterior/', search: 'sort=name' });
    expect(html).toContain(
      '<form class="fk-fitment-selector__form" data-state="incomplete" action="/fitment/" method="post">',
    );
    // Nothing to save yet: no save fields ride along with the no-JavaScript 'Next' step.
    expect(html).not.toContain('type="hidden"');
    expect(html).toMatch(/<h2 id="[^"]+" class="fk-fitment-selector__title">Select Your Vehicle<\/h2>/);
    expect(html).toMatch(
      /<button type="submit"[^>]*disabled=""[^>]*><span class="fk-button__content">Shop Now/,
    );
  });

  it("posts to the host's vehicle-save route", async () => {
    const routes = { vehicleSave: '/garage/save/' };
    const html = await render({}, {}, [], routes);
    expect(html).toContain('action="/garage/save/" method="post"');
  });

  it('defaults to the home page and passes the editor mode on', async () => {
    const draft = draftFitmentFromSearch('fs-year=2021&fs-make=jeep&fs-model=wrangler');
    const html = await render(
      { mode: 'SAME_DAY_SHIPPING', title: 'Find parts', button_label: 'Go' },
      { draftFitment: draft },
      fitmentOptionsNeeded(draft),
    );
    expect(html).toContain('name="path" value="/"');
    expect(html).toContain('<input type="hidden" name="mode" value="SAME_DAY_SHIPPING"/>');
    expect(html).toContain('>Find parts</h2>');
    expect(html).toMatch(/<span class="fk-button__content">Go<svg/);
  });

  it('renders prefetched year options with the page, and a Next step for browsers without JavaScript', async () => {
    const html = await render({}, {}, fitmentOptionsNeeded(null));
    expect(html).toContain('<option value="2024">2024</option>');
    expect(html).toMatch(/<select id="[^"]+" class="fk-vehicle-select__select" name="fs-year">/);
    expect(html).toMatch(/<noscript><button type="submit"[^>]*formAction="\/" formMethod="get"/);
  });

  it('continues from the choices a page load without JavaScript carried', async () => {
    const draft = draftFitmentFromSearch('fs-year=2021&fs-make=jeep');
    const html = await render({}, { draftFitment: draft }, fitmentOptionsNeeded(draft));
    expect(html).toContain('<option value="2021" selected="">2021</option>');
    expect(html).toContain('<option value="jeep" selected="">JEEP</option>');
    expect(html).toMatch(
      /name="fs-model"><option value="" selected="">Select Model<\/option><option value="gladiator">/,
    );
    expect(html).not.toContain('name="makeSlug"');
  });

  it('carries a whole vehicle in the form with where the shopper is, ready to save', async () => {
    const draft = draftFitmentFromSearch('fs-year=2021&fs-make=jeep&fs-model=wrangler');
    const shop = { draftFitment: draft, path: '/c/exterior/', search: 'sort=name' };
    const html = await render({}, shop, fitmentOptionsNeeded(draft));
    expect(html).toContain('<input type="hidden" name="intent" value="save"/>');
    expect(html).toContain('<input type="hidden" name="path" value="/c/exterior/"/>');
    expect(html).toContain('<input type="hidden" name="search" value="sort=name"/>');
    expect(html).toContain('<input type="hidden" name="is404" value="false"/>');
    expect(html).not.toContain('name="mode"');
    expect(html).not.toContain('name="routeName"');
    expect(html).toContain('<input type="hidden" name="year" value="2021"/>');
    expect(html).toContain('<input type="hidden" name="makeSlug" value="jeep"/>');
    expect(html).toContain('<input type="hidden" name="modelSlug" value="wrangler"/>');
    expect(html).toMatch(
      /<button type="submit" class="fk-button [^"]*"[^>]*data-state="idle"[^>]*><span class="fk-button__content">Shop Now/,
    );
  });
});

describe('hasFitmentSelector', () => {
  it('finds a fitment selector at any depth', async () => {
    const selector = { _uid: 'f', component: 'fitment_selector' };
    expect(hasFitmentSelector({ _uid: 'p', component: 'page', body: [selector] })).toBe(true);
    expect(
      hasFitmentSelector({
        _uid: 'p',
        component: 'page',
        body: [
          {
            _uid: 's',
            component: 'section',
            content: [{ _uid: 'c', component: 'columns', columns: [[selector]] }],
          },
        ],
      }),
    ).toBe(true);
    expect(
      hasFitmentSelector({ _uid: 'p', component: 'page', body: [{ _uid: 't', component: 'text' }] }),
    ).toBe(false);
  });
});
