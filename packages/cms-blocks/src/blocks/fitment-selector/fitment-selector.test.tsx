import { commerceKeys } from '@fitkit/commerce-hooks/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { Blocks } from '../../registry/blocks';
import { validateBloks } from '../../registry/validate';
import { handledClient, TestCommerce, testQueryClient } from './commerce.test.helper';
import { hasFitmentSelector } from './requests';
import { CmsShopProvider, type CmsShopProviderProps } from './shop-context';

function render(
  blok: Record<string, unknown>,
  shop: Omit<CmsShopProviderProps, 'children'> = {},
  years = false,
) {
  const queryClient = testQueryClient();
  if (years) {
    queryClient.setQueryData(commerceKeys.fitmentOptions('year', {}), {
      type: 'year',
      options: [
        { value: '2024', text: '2024' },
        { value: '2023', text: '2023' },
      ],
    });
  }
  const client = handledClient(() => {
    throw new Error('the server render must not fetch');
  });
  return renderToStaticMarkup(
    <CmsProvider mode="published">
      <TestCommerce client={client} queryClient={queryClient}>
        <CmsShopProvider {...shop}>
          <Blocks
            bloks={
              validateBloks([{ _uid: 'f', component: 'fitment_selector', ...blok }], { mode: 'published' })
                .bloks
            }
          />
        </CmsShopProvider>
      </TestCommerce>
    </CmsProvider>,
  );
}

describe('FitmentSelectorBlock', () => {
  it('is a form posting to the shop fitment action with where the shopper is', () => {
    const html = render({}, { routeName: 'category', path: '/c/exterior/', search: 'sort=name' });
    expect(html).toContain('<form class="fk-fitment-selector__form" action="/fitment/" method="post">');
    expect(html).toContain('<input type="hidden" name="intent" value="save"/>');
    expect(html).toContain('<input type="hidden" name="routeName" value="category"/>');
    expect(html).toContain('<input type="hidden" name="path" value="/c/exterior/"/>');
    expect(html).toContain('<input type="hidden" name="search" value="sort=name"/>');
    expect(html).not.toContain('name="mode"');
    expect(html).toMatch(/<h2 id="[^"]+" class="fk-fitment-selector__title">Select Your Vehicle<\/h2>/);
    expect(html).toMatch(
      /<button type="submit"[^>]*disabled=""[^>]*><span class="fk-button__content">Shop Now/,
    );
  });

  it('defaults to the home page and passes the editor mode on', () => {
    const html = render({ mode: 'SAME_DAY_SHIPPING', title: 'Find parts', button_label: 'Go' });
    expect(html).toContain('name="routeName" value="home"');
    expect(html).toContain('name="path" value="/"');
    expect(html).toContain('<input type="hidden" name="mode" value="SAME_DAY_SHIPPING"/>');
    expect(html).toContain('>Find parts</h2>');
    expect(html).toMatch(/<span class="fk-button__content">Go<svg/);
  });

  it('renders prefetched year options with the page', () => {
    const html = render({}, {}, true);
    expect(html).toContain('<option value="2024">2024</option>');
    expect(html).toContain('name="select-year"');
  });
});

describe('hasFitmentSelector', () => {
  it('finds a fitment selector at any depth', () => {
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
