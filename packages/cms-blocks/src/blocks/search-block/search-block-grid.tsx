import { useCatalogue } from '@fitkit/commerce-hooks/react';
import { ProductCard } from '@fitkit/ui/product-card';
import { useUi } from '@fitkit/ui/provider';
import { useId } from 'react';
import { isPreviewMode, useCms } from '../../cms-provider/cms-provider';
import { useCmsShop } from '../../shop-context/shop-context';
import { BlockLayout } from '../layout/block-layout';
import type { SearchBlok } from './schema';
import { searchBlockParams } from './search-params';
import { SEARCH_BLOCK_EMPTY_TEXT } from './texts';
import { useRefetchAfterDeviceChange } from './use-device-refetch';
import { useSettledParams } from './use-settled-params';

const GRID_CSS = `.fk-search-block__title{margin:0 0 var(--fk-space-3,.75rem);font-size:var(--fk-font-size-xl,1.375rem)}
.fk-search-block__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:var(--fk-space-4,1rem);
margin:0;padding:0;list-style:none}
@media (min-width:768px){.fk-search-block__grid{grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}}
.fk-search-block__placeholder{min-height:280px;border-radius:var(--fk-radius-md,6px);background:var(--fk-color-surface,#f8fafc)}`;

/**
 * A search block's grid of product cards from the catalogue (TanStack Query, so a server prefetch of
 * `searchBlockRequests` renders it at once), refetched 500 ms after a device class change and, in the visual editor, 1000 ms after the story changes.
 */
export default function SearchBlockGrid({ blok }: { blok: SearchBlok }) {
  const { mode } = useCms();
  const { fitment } = useCmsShop();
  const { routes } = useUi();
  const titleId = useId();
  // In the visual editor every keystroke validates a new blok: fetch once the editor pauses.
  const params = useSettledParams(searchBlockParams(blok, fitment), mode === 'edit');
  const catalogue = useCatalogue(params);
  useRefetchAfterDeviceChange(() => void catalogue.refetch());
  const products = catalogue.data?.products ?? [];
  if (catalogue.isError || (catalogue.isSuccess && products.length === 0)) {
    if (!isPreviewMode(mode)) return null;
    return (
      <BlockLayout blok={blok} slot="cms-search-block">
        <p role="note">{SEARCH_BLOCK_EMPTY_TEXT}</p>
      </BlockLayout>
    );
  }
  return (
    <BlockLayout blok={blok} slot="cms-search-block">
      <style href="fk-cms-search-block" precedence="default">
        {GRID_CSS}
      </style>
      <section
        aria-labelledby={blok.title ? titleId : undefined}
        aria-label={blok.title ? undefined : (catalogue.data?.name ?? 'Products')}
        aria-busy={catalogue.isPending || undefined}
        data-state={catalogue.isPending ? 'loading' : 'ready'}
      >
        {blok.title ? (
          <h2 id={titleId} className="fk-search-block__title">
            {blok.title}
          </h2>
        ) : null}
        <ul className="fk-search-block__grid">
          {catalogue.isPending
            ? Array.from({ length: blok.count }, (_, index) => (
                <li key={index} className="fk-search-block__placeholder" aria-hidden="true" />
              ))
            : products.map((product) => (
                <li key={product.productId}>
                  <ProductCard
                    product={product}
                    href={routes.sku(product)}
                    headingLevel={blok.title ? 3 : 2}
                  />
                </li>
              ))}
        </ul>
      </section>
    </BlockLayout>
  );
}
