import { toVehicleSelects } from '@fitkit/cms-blocks';
import { useFitmentOptionsLoader } from '@fitkit/commerce-hooks/react';
import { isFitmentEnough } from '@fitkit/fitment';
import { useFitmentSelects } from '@fitkit/fitment/react';
import { SelectVehicleBar } from '@fitkit/ui/select-vehicle-bar';
import { useFitmentConfig } from '../lib/fitment-needs';
import { useShop } from '../lib/shop';
import { useVehicleSave } from '../lib/use-vehicle-save';

/**
 * The inline 'Select Your Vehicle' bar of a listing, shown only while the vehicle is incomplete (no year, make or
 * model); its selects follow the listing's needs (a fourth required select when the listing's parts depend on
 * body, bed or engine). 'Shop Now' saves through the vehicle-save route and stays on the page's vehicle twin.
 */
export function ListingVehicleBar() {
  const { fitment } = useShop();
  return isFitmentEnough(fitment, []) ? null : <VehicleBar />;
}

function VehicleBar() {
  const { fitment } = useShop();
  const config = useFitmentConfig();
  const cascade = useFitmentSelects({ loader: useFitmentOptionsLoader(), initial: fitment, config });
  const action = useVehicleSave();
  return (
    <SelectVehicleBar
      selects={toVehicleSelects(cascade.selects)}
      onSelect={cascade.select}
      canSave={cascade.canSave}
      saving={action.busy}
      onShopNow={() =>
        cascade.fitmentToSave && action.send({ intent: 'save', fitment: cascade.fitmentToSave })
      }
      headingLevel={2}
    />
  );
}
