import { useCommerceClient } from '@fitkit/commerce-hooks/react';
import { SearchBar, type SearchProductSuggestion } from '@fitkit/ui/search-bar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import { useShop } from '../lib/shop';
import type { ShellData } from '../server/sitewide.server';
import { SHOP_ROUTES } from '../shop-routes';

// SPEC §9: lookups wait for the default fetch delay; typing is reported 2 s after the last keystroke.
const FETCH_DELAY_MS = 200;
const TYPING_REPORT_MS = 2000;

/** Debounces a value: the latest one, once it has stayed put for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * The header search: a plain GET form to /search/ that, with JavaScript, offers products and searches while typing
 * (fitted to the saved vehicle), submits to the search page (whose loader follows search redirects), and reports the typed text 2 s after the
 * last keystroke as a `fitkit:search-typing` event.
 */
export function SiteSearch() {
  const { fitment, vehicle } = useShop();
  // SPEC §2: without a vehicle the placeholder is the theme's search text (the bar's own default without one).
  const themeText = useRouteLoaderData<{ shell?: ShellData }>('root')?.shell?.theme.searchText ?? undefined;
  const client = useCommerceClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isSearchRoute = location.pathname === SHOP_ROUTES.search;
  const [query, setQuery] = useState('');
  const q = useSettled(query.trim(), FETCH_DELAY_MS);
  const typed = useSettled(query.trim(), TYPING_REPORT_MS);

  useEffect(() => {
    if (typed) window.dispatchEvent(new CustomEvent('fitkit:search-typing', { detail: { query: typed } }));
  }, [typed]);

  const suggestions = useQuery({
    queryKey: ['commerce', 'search-suggestions', q, fitment ?? null],
    enabled: q.length >= 2,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const found = await client.suggestSearch(q, fitment ?? {}, { signal });
      if (!found.ok) return { products: [], queries: [] };
      return {
        products: found.data.products.map(
          (p): SearchProductSuggestion => ({
            name: p.name,
            href: `/p/${p.productLineSlug}/${p.skuSlug}/`,
            image: p.image,
            price: p.price.actual,
          }),
        ),
        queries: found.data.queries.map((text) => ({ text })),
      };
    },
  });

  // The search page's loader follows search redirects (SPEC §7), so a submit is a plain navigation to it.
  const submit = (text: string) => navigate(`/search/?q=${encodeURIComponent(text)}`);

  return (
    <SearchBar
      vehicleName={vehicle?.primary ?? null}
      placeholder={themeText}
      defaultQuery={isSearchRoute ? (params.get('q') ?? '') : ''}
      onQueryChange={setQuery}
      onSubmit={submit}
      productSuggestions={q.length >= 2 ? (suggestions.data?.products ?? []) : []}
      querySuggestions={q.length >= 2 ? (suggestions.data?.queries ?? []) : []}
      loading={suggestions.isFetching}
      routeKey={location.key}
      isSearchRoute={isSearchRoute}
    />
  );
}
