import { useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Overlay } from '../lib/overlay';
import { GlobalStatesContext } from './global-states/use-global-states';

/** The login modal the Account link opens: the hosted sign-in service's when it is on (SPEC §2), else the built-in one. */
export function useLoginOverlay(): Overlay {
  const hosted = useRouteLoaderData<{ hostedSignIn?: boolean }>('root')?.hostedSignIn === true;
  const isOn = useContext(GlobalStatesContext)?.isIntegrationOn;
  return hosted && (isOn?.('login') ?? false) ? 'cognitoLoginPopup' : 'login';
}
