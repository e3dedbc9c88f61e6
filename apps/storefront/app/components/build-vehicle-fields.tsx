import { toVehicleSelects } from '@fitkit/cms-blocks';
import type { FitmentOptions } from '@fitkit/commerce-hooks';
import { commerceKeys } from '@fitkit/commerce-hooks/query';
import { useFitmentOptionsLoader } from '@fitkit/commerce-hooks/react';
import {
  cascadeConfigFor,
  type FitmentLevel,
  type FitmentOption,
  type PartialFitment,
  REQUIRED_FITMENT_LEVELS,
} from '@fitkit/fitment';
import { useFitmentSelects } from '@fitkit/fitment/react';
import { VehicleSelectorFields } from '@fitkit/ui/vehicle-selector-fields';
import { useQueryClient } from '@tanstack/react-query';

// A build names its vehicle by year, make and model.
const CONFIG = cascadeConfigFor();

/**
 * The build form's vehicle: the fitment cascade's selects, starting from the build's or the shopper's vehicle.
 * Options the loader prefetched render with the page, so the form posts that vehicle without JavaScript too.
 */
export function BuildVehicleFields({ initial }: { initial: PartialFitment | null }) {
  const queryClient = useQueryClient();
  const initialOptions: Partial<Record<FitmentLevel, readonly FitmentOption[]>> = {};
  for (const level of REQUIRED_FITMENT_LEVELS) {
    const known = queryClient.getQueryData<FitmentOptions>(commerceKeys.fitmentOptions(level, initial ?? {}));
    if (known) initialOptions[level] = known.options;
  }
  const cascade = useFitmentSelects({
    loader: useFitmentOptionsLoader(),
    initial,
    config: CONFIG,
    initialOptions,
  });
  return (
    <VehicleSelectorFields
      selects={toVehicleSelects(cascade.selects)}
      onSelect={cascade.select}
      layout="row"
    />
  );
}
