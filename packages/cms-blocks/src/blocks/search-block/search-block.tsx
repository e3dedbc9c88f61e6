import { lazy, Suspense } from 'react';
import type { BlockComponentProps } from '../../registry/blocks';
import type { SearchBlok } from './schema';

// The grid (catalogue query, product cards, device-change refetch) loads in a chunk of its own, after the page's
// first script. The server still renders it in full (it waits for the chunk), and hydration picks it up later.
const SearchBlockGrid = lazy(() => import('./search-block-grid'));

/**
 * Registered component of the `search_block` block: a product grid fed by the editor's query (search text,
 * category, brand, count, sort), fitted to the shopper's vehicle unless the editor says otherwise.
 */
export function SearchBlock({ blok }: BlockComponentProps<SearchBlok>) {
  return (
    <Suspense fallback={null}>
      <SearchBlockGrid blok={blok} />
    </Suspense>
  );
}
