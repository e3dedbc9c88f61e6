import { useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import { integrationDecider } from '../lib/integrations';
import type { Overlay } from '../lib/overlay';
import { GlobalStatesContext } from './global-states/use-global-states';

/**
 * The login modal the Account link opens: the hosted sign-in service's when it is on (SPEC §2), else the built-in
 * one. Only code that loads after paint (the Account link, the modal) asks, so the decision stays out of the first
 * load.
 */
export function useLoginOverlay(): Overlay {
  const hosted = useRouteLoaderData<{ hostedSignIn?: boolean }>('root')?.hostedSignIn === true;
  const integrations = useContext(GlobalStatesContext)?.integrations;
  return hosted && integrations && integrationDecider(integrations)('login') ? 'cognitoLoginPopup' : 'login';
}
