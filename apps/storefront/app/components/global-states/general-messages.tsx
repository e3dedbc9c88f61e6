import { useCms } from '@fitkit/cms-blocks';
import type { GeneralMessagesStore } from '@fitkit/ui/general-messages/store';
import { Suspense, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { GeneralMessagesPart } from './lazy-parts';
import { GlobalStatesContext } from './use-global-states';

/** Clears the general messages when the shopper moves to another page, and scrolls up when errors appear. */
export function useGeneralMessagesLifecycle(messages: GeneralMessagesStore) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location && navigation.location.pathname !== pathname;
  // Cleared as the navigation starts, so errors the next page reports while mounting are kept.
  useEffect(() => {
    if (leaving) messages.clear();
  }, [leaving, messages]);
  const shownFor = useRef(pathname);
  useEffect(() => {
    // Navigations that finish without a loading phase are cleared once they land.
    if (shownFor.current !== pathname) messages.clear();
    shownFor.current = pathname;
  }, [pathname, messages]);
  useEffect(() => {
    let count = messages.state().errors.length;
    return messages.subscribe(() => {
      const next = messages.state().errors.length;
      if (next > count) window.scrollTo({ top: 0, behavior: 'smooth' });
      count = next;
    });
  }, [messages]);
}

/** The general error and success boxes, placed at the top of the page's main content. */
export function GeneralMessagesBox() {
  const value = useContext(GlobalStatesContext);
  // The theme's phone number, which the CMS provider above carries for PHONE links too.
  const { phone } = useCms();
  if (!value) return null;
  return <GeneralMessagesOnDemand store={value.messages} phone={phone} />;
}

/** The boxes' code loads with the first message (the server never has one). */
function GeneralMessagesOnDemand({
  store,
  phone,
}: {
  store: GeneralMessagesStore;
  phone: string | undefined;
}) {
  const { errors, successes } = useSyncExternalStore(store.subscribe, store.state, store.state);
  if (errors.length === 0 && successes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <GeneralMessagesPart store={store} phone={phone} />
    </Suspense>
  );
}
