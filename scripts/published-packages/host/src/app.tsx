import { Blocks, CmsProvider, type RawBlok, registerBlocks, registry } from '@fitkit/cms-blocks';
import { type CommerceClient, createCommerceClient } from '@fitkit/commerce-hooks';
import { CommerceProvider, useCart } from '@fitkit/commerce-hooks/react';
import { Button } from '@fitkit/ui/button';
import { MiniCart } from '@fitkit/ui/mini-cart';
import { UiProvider } from '@fitkit/ui/provider';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PERM_ID } from './cart';

// The kit's blocks, given to Storyblok's SDK once (a host adds its own blocks to the same call).
registerBlocks(registry);

/** Everything the page needs from its host: the query cache, the API client and the story's validated bloks. */
export type AppProps = { queryClient: QueryClient; client: CommerceClient; bloks: RawBlok[] };

/** The commerce client of this host: the API sits behind `/api` on the host's own origin. */
export function hostCommerceClient(origin: string): CommerceClient {
  return createCommerceClient({ baseUrl: `${origin}/api`, site: 'fitkit' });
}

/** A fresh query cache whose data stays fresh for the page's life, so hydration reads what the server rendered. */
export function hostQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
}

function CartPanel() {
  const { data: cart } = useCart(PERM_ID);
  return (
    <MiniCart
      cart={cart}
      onQtyChange={() => {}}
      onRemove={() => {}}
      onCheckout={() => {}}
      checkoutHref="/cart/"
    />
  );
}

export function App({ queryClient, client, bloks }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <CommerceProvider client={client}>
        <UiProvider assetBase="/api">
          <Button color="PRIMARY">Select your vehicle</Button>
          <CmsProvider mode="published">
            <Blocks bloks={bloks} />
          </CmsProvider>
          <CartPanel />
        </UiProvider>
      </CommerceProvider>
    </QueryClientProvider>
  );
}
