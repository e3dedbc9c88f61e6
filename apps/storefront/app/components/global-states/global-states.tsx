import { createGeneralMessagesStore } from '@fitkit/ui/general-messages/store';
import { LoadingBar } from '@fitkit/ui/loading-bar';
import { createNotificationStore } from '@fitkit/ui/toast';
import { memo, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { browserReloadEnvironment, installChunkReload } from '../../lib/chunk-reload';
import { deferHydration } from '../../lib/deferred-hydration';
import { createOverlayManager } from '../../lib/overlay';
import { useGeneralMessagesLifecycle } from './general-messages';
import { usePageIntegrations } from './integration-switches';
import { useIntegrations } from './integrations';
import { usePrefetchParts } from './lazy-parts';
import { OfflineBarOnDemand } from './offline-bar';
import { PromoCodeFlash } from './promo-code-flash';
import { GlobalStatesContext } from './use-global-states';

// The toasts' region and the overlay host serve rare moments (a toast, a `?mod=` URL): the server renders them
// (the live region must exist before its first toast), the browser hydrates them once their code is there.
const ToasterPart = memo(deferHydration(() => import('@fitkit/ui/toast').then((m) => m.Toaster)).Component);
const OverlayHostPart = memo(
  deferHydration(() => import('./overlay-host').then((m) => m.OverlayHost)).Component,
);

/** Props of {@link GlobalStates}. */
export type GlobalStatesProps = {
  /** Whether the page is the 404 page (the vehicle dialog saves differently there). */
  is404?: boolean;
  /** The shell. */
  children: ReactNode;
};

/**
 * Every page-wide state of SPEC §4 in one place: loading bar, offline bar, toasts, the general messages' store
 * (shown by {@link GeneralMessagesBox}), integration switches, overlays by `mod`, and the chunk-load reload.
 */
export function GlobalStates({ is404 = false, children }: GlobalStatesProps) {
  const [notifications] = useState(() => createNotificationStore());
  const [messages] = useState(() => createGeneralMessagesStore());
  const [overlays] = useState(() => createOverlayManager());
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const integrations = usePageIntegrations(pathname, search);
  useIntegrations(integrations, `${pathname}${search}`);
  useGeneralMessagesLifecycle(messages);
  useEffect(() => installChunkReload(window, browserReloadEnvironment()), []);
  usePrefetchParts();
  useEffect(() => () => notifications.destroy(), [notifications]);
  useEffect(() => () => overlays.destroy(), [overlays]);
  const value = useMemo(
    () => ({ notifications, messages, integrations, overlays }),
    [notifications, messages, integrations, overlays],
  );
  return (
    <GlobalStatesContext.Provider value={value}>
      <LoadingBar loading={navigation.state === 'loading'} />
      {children}
      <OverlayHostPart manager={overlays} integrations={integrations} is404={is404} />
      <OfflineBarOnDemand />
      <ToasterPart store={notifications} />
      <PromoCodeFlash />
    </GlobalStatesContext.Provider>
  );
}
