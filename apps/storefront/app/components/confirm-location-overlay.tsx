import { LocationDialog, type ShopperLocation } from '@fitkit/ui/location-dialog';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIntegrationConfig } from '../lib/integration-config';
import { withoutOverlay } from '../lib/overlay';
import { useGlobalStates } from './global-states/use-global-states';
import { confirmLocation, guessLocation } from './integrations/integration-host';

/**
 * The location confirmation (`?mod=confirmLocationPopup`, only while geolocation is on): the geolocation
 * service's guess, loaded with the dialog, for the shopper to confirm or correct with their ZIP code; the answer
 * goes back to the service. Closing removes `mod` from the URL.
 */
export default function ConfirmLocationOverlay() {
  const location = useLocation();
  const navigate = useNavigate();
  const { integrations: page } = useGlobalStates();
  const { integrationScripts: scripts } = useIntegrationConfig();
  const [guess, setGuess] = useState<ShopperLocation | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void guessLocation({ page, scripts }).then((found) => live && setGuess(found));
    return () => {
      live = false;
    };
  }, [page, scripts]);
  const close = () => navigate(withoutOverlay(location), { replace: true, preventScrollReset: true });
  return (
    <LocationDialog
      open
      onOpenChange={(open) => {
        if (!open) void close();
      }}
      guess={guess}
      onConfirm={(confirmed) => {
        void confirmLocation({ page, scripts }, confirmed);
        void close();
      }}
    />
  );
}
