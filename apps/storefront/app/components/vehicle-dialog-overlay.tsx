import { toVehicleSelects } from '@fitkit/cms-blocks';
import { useCommerceClient, useFitmentOptionsLoader, useProduct } from '@fitkit/commerce-hooks/react';
import {
  describeVehicle,
  type Fitment,
  garageVehicleId,
  nameFitment,
  type VehicleChange,
} from '@fitkit/fitment';
import { useFitmentSelects } from '@fitkit/fitment/react';
import { VehicleDialog } from '@fitkit/ui/vehicle-dialog';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useThemeFitmentConfig } from '../lib/fitment-needs';
import { overlayOf, requestedDialogMode, withoutOverlay } from '../lib/overlay';
import { useShop } from '../lib/shop';
import { useShopperState } from '../lib/shopper-state';
import { useVehicleSave } from '../lib/use-vehicle-save';
import { useGlobalStates } from './global-states/use-global-states';

type VinState = { decoding: boolean; error: string | null; result: string | null };

/**
 * The vehicle dialog, open while the URL has ?mod=fitment (mode by `fitmentMode`, FITS on product pages). It holds
 * the garage, a VIN look-up, the selects and 'Clear vehicle'; every change goes through the shop's vehicle-save route.
 */
export default function VehicleDialogOverlay({ is404 = false }: { is404?: boolean }) {
  const { fitment } = useShop();
  const garage = useShopperState().state?.garage ?? [];
  const location = useLocation();
  const navigate = useNavigate();
  const { productLine } = useParams();
  // fitmentMode in the URL decides; on a product page the dialog checks the part's fit (FITS); otherwise it is
  // the plain vehicle chooser, whose save follows the page's rules (only an explicit MMY mode lands on /v/).
  const mode = requestedDialogMode(location.search) ?? (productLine ? 'FITS' : null);
  // The dialog chooses a new vehicle: the theme's selects only (a listing's needs belong to the current vehicle).
  const cascade = useFitmentSelects({
    loader: useFitmentOptionsLoader(),
    initial: fitment,
    config: useThemeFitmentConfig(),
  });
  const action = useVehicleSave({ ...(mode ? { mode } : {}), is404 });
  const { overlays } = useGlobalStates();
  // A change of the shopper's vehicle redirects to a page without `mod`: the dialog, persistent on desktop, must
  // close there rather than follow the shopper, so it is unpinned first (staying shown with its busy state or
  // refusal). Removing another garage vehicle stays on the page, so the dialog stays pinned.
  const change = (request: VehicleChange) => {
    const staysHere = request.intent === 'remove' && (!fitment || garageVehicleId(fitment) !== request.id);
    if (!staysHere) overlays.unpin();
    action.send(request);
  };
  const client = useCommerceClient();
  const [vin, setVin] = useState<VinState>({ decoding: false, error: null, result: null });

  // FITS mode answers "does this fit?" as soon as a whole vehicle is chosen, before anything is saved.
  const chosen = mode === 'FITS' ? cascade.fitmentToSave : null;
  const fit = useProduct(chosen ? productLine : null, chosen ?? {});
  const fitResult =
    chosen && fit.data ? (fit.data.fitment.status === 'fits' ? 'fits' : 'does-not-fit') : null;

  const decodeVin = async (code: string) => {
    setVin({ decoding: true, error: null, result: null });
    const found = await client.decodeVin(code);
    if (found.ok && found.data.fitment && found.data.vehicle) {
      cascade.cascade.send({ type: 'init', fitment: found.data.fitment as Fitment });
      setVin({
        decoding: false,
        error: null,
        result: `Found ${describeVehicle(found.data.vehicle).primary}`,
      });
    } else {
      const message = found.ok ? null : found.error.kind === 'http' ? found.error.message : null;
      setVin({ decoding: false, error: message ?? 'Sorry, we could not decode this VIN.', result: null });
    }
  };

  return (
    <VehicleDialog
      open={overlayOf(location.search) === 'fitment'}
      onOpenChange={(next) => {
        if (!next) navigate(withoutOverlay(location), { preventScrollReset: true, replace: true });
      }}
      mode={mode ?? 'MMY'}
      product={mode === 'FITS' ? (fit.data?.name ?? null) : null}
      fitResult={fitResult}
      vehicleName={chosen ? describeVehicle(nameFitment(chosen, cascade.names)).primary : null}
      description={action.error ?? undefined}
      selects={toVehicleSelects(cascade.selects)}
      onSelect={cascade.select}
      canSave={cascade.canSave}
      onSave={() => cascade.fitmentToSave && change({ intent: 'save', fitment: cascade.fitmentToSave })}
      saving={action.busy}
      saveLabel={mode === null || mode === 'MMY' ? 'Shop Now' : undefined}
      onClear={fitment ? () => change({ intent: 'clear' }) : undefined}
      garage={garage}
      onSwitch={(id) => change({ intent: 'switch', id })}
      onRemove={(id) => change({ intent: 'remove', id })}
      vinLookup={{ onDecode: (code) => void decodeVin(code), ...vin }}
    />
  );
}
