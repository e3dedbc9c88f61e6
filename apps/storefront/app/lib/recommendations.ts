import type { CommerceClient } from '@fitkit/commerce-hooks';
import { useCommerceClient } from '@fitkit/commerce-hooks/react';
import type { Fitment } from '@fitkit/fitment';
import type { RecommendationType } from '@fitkit/ui/carousel';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../server/sitewide.server';
import { afterIdle } from './deferred-hydration';
import { useShop } from './shop';
import { useShopperState } from './shopper-state';

/**
 * The lists the shop asks for (SPEC §7 store actions at startup): recent, plus recommended when the theme enables
 * it, plus similar and related on a product page (which names its product line).
 */
export function recommendationTypes({
  enableRecommendedProducts,
  productLineSlug,
}: {
  enableRecommendedProducts: boolean;
  productLineSlug?: string | undefined;
}): RecommendationType[] {
  return [
    'recent',
    ...(enableRecommendedProducts ? (['recommended'] as const) : []),
    ...(productLineSlug ? (['similar', 'related'] as const) : []),
  ];
}

/** The recommendations query of a page: the startup fetch and a page's carousels share it by this key. */
export function recommendationsQuery(
  client: CommerceClient,
  {
    pathname,
    types,
    productLineSlug,
    permId,
    fitment,
  }: {
    pathname: string;
    types: readonly RecommendationType[];
    productLineSlug?: string | undefined;
    /** The shopper's permId, for recently viewed (none before they first need one). */
    permId: string | null;
    fitment: Fitment | null | undefined;
  },
) {
  return queryOptions({
    queryKey: [
      'commerce',
      'recommendations',
      pathname,
      types,
      productLineSlug ?? null,
      permId,
      fitment ?? null,
    ],
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const found = await client.getRecommendations(
        {
          types: [...types],
          ...(permId ? { permId } : {}),
          ...(productLineSlug ? { productLineSlug } : {}),
          ...(fitment ?? {}),
        },
        { signal },
      );
      return found.ok ? found.data : null;
    },
  });
}

/** Whether the theme enables recommended products (SPEC §7); on when the shell is missing, as its fallback. */
function useRecommendedEnabled(): boolean {
  return useRouteLoaderData<{ shell?: ShellData }>('root')?.shell?.theme.enableRecommendedProducts ?? true;
}

/** A page's recommendations: the lists SPEC §7 names for it, for the shopper and the saved vehicle. */
export function usePageRecommendations(
  pathname: string,
  productLineSlug: string | undefined,
  enabled = true,
) {
  const client = useCommerceClient();
  const { fitment } = useShop();
  // The permId (recently viewed) is the shopper's own, known after paint: the lists wait for it, so they are
  // asked for once.
  const shopper = useShopperState();
  const permId = shopper.state?.permId ?? null;
  const types = recommendationTypes({ enableRecommendedProducts: useRecommendedEnabled(), productLineSlug });
  return useQuery({
    ...recommendationsQuery(client, { pathname, types, productLineSlug, permId, fitment }),
    enabled: enabled && shopper.settled,
  });
}

/**
 * The startup fetch of SPEC §7, for the page the app started on, once the browser is idle (it must not hold up
 * hydration, nor load the commerce client's code before the page is interactive); a page's carousels read the
 * same query rather than asking again. Later pages fetch their own (see `Recommendations`).
 */
export function useStartupRecommendations() {
  const { pathname } = useLocation();
  const { productLine } = useParams();
  const [startup] = useState(() => ({ pathname, productLine }));
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true)), []);
  usePageRecommendations(startup.pathname, startup.productLine, idle);
}
