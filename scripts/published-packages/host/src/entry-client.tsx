// The kit's one stylesheet: design tokens and every `fk-` class of the components and blocks.
import '@fitkit/ui/styles.css';
import type { RawBlok } from '@fitkit/cms-blocks';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { App, hostCommerceClient, hostQueryClient } from './app';

declare global {
  interface Window {
    __HOST_STATE__: { bloks: RawBlok[]; queries: DehydratedState };
  }
}

const { bloks, queries } = window.__HOST_STATE__;
const queryClient = hostQueryClient();
hydrate(queryClient, queries);
const root = document.getElementById('root');
if (root) {
  hydrateRoot(
    root,
    <App queryClient={queryClient} client={hostCommerceClient(window.location.origin)} bloks={bloks} />,
  );
}
