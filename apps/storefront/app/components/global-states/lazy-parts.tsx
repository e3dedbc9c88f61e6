import { type ComponentType, lazy, useEffect } from 'react';
import { prefetchWhenIdle } from '../../lib/deferred-hydration';

// Nothing to show on the server or on most visits: their code stays out of the first load and is fetched by an idle
// prefetch (see usePrefetchParts), so it is at hand when the connection drops or a request fails. A part whose
// code could not be fetched shows nothing rather than breaking the page.
const loadParts = () =>
  Promise.all([import('@fitkit/ui/general-messages'), import('@fitkit/ui/offline-bar')]).then(
    ([messages, offline]) => ({ GeneralMessages: messages.GeneralMessages, OfflineBar: offline.OfflineBar }),
  );
const NOTHING = () => null;

function lazyPart<P extends object>(
  pick: (parts: Awaited<ReturnType<typeof loadParts>>) => ComponentType<P>,
) {
  return lazy(() =>
    loadParts().then(
      (parts) => ({ default: pick(parts) }),
      () => ({ default: NOTHING as ComponentType<P> }),
    ),
  );
}

/** The general message boxes, loaded with the first message. */
export const GeneralMessagesPart = lazyPart((parts) => parts.GeneralMessages);

/** The offline bar, loaded when the browser first goes offline. */
export const OfflineBarPart = lazyPart((parts) => parts.OfflineBar);

/** Prefetches the message boxes' and the offline bar's code (SPEC §9's idle prefetch). */
export function usePrefetchParts() {
  useEffect(() => prefetchWhenIdle(() => loadParts().catch(() => {})), []);
}
