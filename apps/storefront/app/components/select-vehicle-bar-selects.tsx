import { toVehicleSelects } from '@fitkit/cms-blocks';
import { useFitmentOptionsLoader } from '@fitkit/commerce-hooks/react';
import { useFitmentSelects } from '@fitkit/fitment/react';
import { SelectVehicleBar } from '@fitkit/ui/select-vehicle-bar';
import { useFitmentConfig } from '../lib/fitment-needs';
import { useShop } from '../lib/shop';
import { useVehicleSave } from '../lib/use-vehicle-save';

/**
 * The inline 'Select Your Vehicle' bar with its selects (the fitment cascade): 'Shop Now' saves through the
 * vehicle-save route and stays on the page's vehicle twin. Its selects follow the listing's needs (a fourth
 * required select when the listing's parts depend on body, bed or engine).
 */
export function SelectVehicleBarSelects() {
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
