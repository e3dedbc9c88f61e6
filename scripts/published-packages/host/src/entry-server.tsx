import { validateBloks } from '@fitkit/cms-blocks/server';
import { commerceKeys } from '@fitkit/commerce-hooks/query';
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App, hostCommerceClient, hostQueryClient } from './app';
import { CART, PERM_ID } from './cart';
import story from './story.json';

/** Renders the page as the host's server would: the story validated, the cart prefetched, the page to HTML. */
export function render(origin: string) {
  const { bloks, problems } = validateBloks([story], { mode: 'published' });
  const queryClient = hostQueryClient();
  queryClient.setQueryData(commerceKeys.cart(PERM_ID), CART);
  const html = renderToString(
    <App queryClient={queryClient} client={hostCommerceClient(origin)} bloks={bloks} />,
  );
  return { html, problems, state: { bloks, queries: dehydrate(queryClient) } };
}
