import type { GeneralMessagesStore } from '@fitkit/ui/general-messages/store';
import type { NotificationStore } from '@fitkit/ui/toast';
import { createContext, useContext } from 'react';
import type { PageIntegrations } from '../../lib/integrations';
import type { OverlayManager } from '../../lib/overlay';

/** What pages reach through {@link useGlobalStates}. */
export type GlobalStatesValue = {
  /** Toasts (SPEC §4: 10 s, paused on hover, no duplicates). */
  notifications: NotificationStore;
  /** The general error and success boxes; cleared on route change. */
  messages: GeneralMessagesStore;
  /** What decides the page's integrations; `integrationDecider` (loaded with the code that acts) decides. */
  integrations: PageIntegrations;
  /** The one overlay on screen (SPEC §4), which `mod` in the URL asks for. */
  overlays: OverlayManager;
};

/** Carries the page's global states from {@link GlobalStates} to the page. */
export const GlobalStatesContext = createContext<GlobalStatesValue | null>(null);

/** The page's toasts, general messages, what decides its integrations, and its overlays. */
export function useGlobalStates(): GlobalStatesValue {
  const value = useContext(GlobalStatesContext);
  if (!value) throw new Error('useGlobalStates needs <GlobalStates> above it');
  return value;
}
