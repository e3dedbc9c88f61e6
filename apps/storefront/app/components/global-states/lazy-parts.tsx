import { type ComponentType, lazy, useEffect } from 'react';
import { afterIdle } from '../../lib/deferred-hydration';

// Nothing to show on the server or on most visits: their code stays out of the first load and is fetched once the
// page is idle (see usePrefetchParts), so it is at hand when the connection drops or a request fails. A part whose
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

/** Fetches the message boxes' and the offline bar's code once the page is idle. */
export function usePrefetchParts() {
  useEffect(() => {
    return afterIdle(() => loadParts().catch(() => {}), 5_000);
  }, []);
}
