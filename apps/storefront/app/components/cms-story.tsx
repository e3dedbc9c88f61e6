import { CmsShopProvider, type RawBlok, StoryContent } from '@fitkit/cms-blocks';
import type { Catalogue, CatalogueParams } from '@fitkit/commerce-hooks';
import { commerceKeys } from '@fitkit/commerce-hooks/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useShop } from '../lib/shop';
import { useNewsletterSignUp } from './use-newsletter-sign-up';

/** A catalogue answer a search block of the page needs, fetched on the server so the grid is in the HTML. */
export type PrefetchedCatalogue = { params: CatalogueParams; catalogue: Catalogue };

/** Props of {@link CmsStory}: what `loadPage` returned, and the page's route name. */
export type CmsStoryProps = {
  /** The validated bloks of the story. */
  content: { bloks: RawBlok[] };
  /** Catalogue pages the search blocks need, fetched by the loader. */
  prefetched: PrefetchedCatalogue[];
  /** The route name (SPEC §2), sent with a vehicle save from a fitment selector. */
  routeName: string;
};

/**
 * A CMS story as a page: the search blocks' catalogue pages go into the query cache before the first render
 * (so the server HTML has the product grids and hydration matches), and the blocks learn the shopper's vehicle
 * and the page they are on; subscribe forms sign up through the shop's newsletter action.
 */
export function CmsStory({ content, prefetched, routeName }: CmsStoryProps) {
  const queryClient = useQueryClient();
  const { fitment } = useShop();
  const location = useLocation();
  // Subscribe forms in content sign up like the footer's form: spinner, subscribed event, confirmation page.
  const newsletter = useNewsletterSignUp();
  // Seeded once per mount, during render, so the very first render already finds the data.
  useState(() => {
    for (const { params, catalogue } of prefetched) {
      const key = commerceKeys.catalogue(params);
      if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, catalogue);
    }
    return null;
  });
  return (
    <CmsShopProvider
      fitment={fitment}
      routeName={routeName}
      path={location.pathname}
      search={location.search.replace(/^\?/, '')}
      newsletter={newsletter}
    >
      <StoryContent content={content} />
    </CmsShopProvider>
  );
}
