import type { FitmentOptions } from '@fitkit/commerce-hooks';
import { commerceKeys } from '@fitkit/commerce-hooks/query';
import { useFitmentOptionsLoader } from '@fitkit/commerce-hooks/react';
import {
  encodeVehicleSave,
  type FitmentLevel,
  type FitmentOption,
  type VehicleSaveRequest,
} from '@fitkit/fitment';
import { useFitmentSelects } from '@fitkit/fitment/react';
import { Button } from '@fitkit/ui/button';
import { useUi } from '@fitkit/ui/provider';
import { VehicleSelectorFields } from '@fitkit/ui/vehicle-selector-fields';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useCmsShop } from '../../shop-context/shop-context';
import { DRAFT_PREFIX, FITMENT_SELECTOR_CONFIG, FITMENT_SELECTOR_LEVELS } from './draft';
import type { FitmentSelectorBlok } from './schema';
import { FITMENT_SELECTOR_TEXT } from './texts';
import { toVehicleSelects } from './vehicle-selects';

/**
 * The fitment selector's form, in a chunk of its own (its selects run the fitment cascade): the selects start
 * from the draft or saved vehicle, 'Shop Now' waits for a whole one, and the save it posts (hidden fields without
 * JavaScript, the host's `submitVehicle` with it) is one vehicle-save request with where the shopper is.
 */
export default function FitmentSelectorForm({ blok }: { blok: FitmentSelectorBlok }) {
  const shop = useCmsShop();
  const { routes } = useUi();
  const queryClient = useQueryClient();
  const initial = shop.draftFitment ?? shop.fitment;
  // Options a server prefetch put in the cache (see fitmentOptionsNeeded) render with the page, before any
  // script runs: that is what lets a shopper without JavaScript step through the selects.
  const initialOptions: Partial<Record<FitmentLevel, readonly FitmentOption[]>> = {};
  for (const level of FITMENT_SELECTOR_LEVELS) {
    const known = queryClient.getQueryData<FitmentOptions>(commerceKeys.fitmentOptions(level, initial ?? {}));
    if (known) initialOptions[level] = known.options;
  }
  const cascade = useFitmentSelects({
    loader: useFitmentOptionsLoader(),
    initial,
    config: FITMENT_SELECTOR_CONFIG,
    initialOptions,
  });
  const vehicle = cascade.canSave ? cascade.fitmentToSave : null;
  const save: VehicleSaveRequest | null = vehicle && {
    intent: 'save',
    fitment: vehicle,
    path: shop.path,
    search: shop.search,
    is404: false,
    mode: blok.mode,
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!save || shop.savingVehicle) {
      event.preventDefault();
      return;
    }
    if (!shop.submitVehicle) return;
    event.preventDefault();
    shop.submitVehicle(save);
  };
  return (
    <form
      className="fk-fitment-selector__form"
      method="post"
      action={routes.vehicleSave}
      onSubmit={onSubmit}
      data-state={cascade.canSave ? 'complete' : 'incomplete'}
    >
      {save
        ? Object.entries(encodeVehicleSave(save)).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      <VehicleSelectorFields
        className="fk-fitment-selector__fields"
        selects={toVehicleSelects(cascade.selects)}
        onSelect={cascade.select}
        layout={blok.layout}
        namePrefix={DRAFT_PREFIX}
      />
      <noscript>
        {/* Without JavaScript the next select's options come from the server: reload this page with the
          choices so far (fs-year, fs-make…), then save once every required select is chosen. */}
        <Button type="submit" formMethod="get" formAction={shop.path} variant="OUTLINE" color="ACTION">
          {FITMENT_SELECTOR_TEXT.next}
        </Button>
      </noscript>
      <Button
        type="submit"
        color="ACTION"
        icon="ARROW"
        disabled={!cascade.canSave}
        waiting={Boolean(shop.savingVehicle)}
      >
        {blok.button_label ?? FITMENT_SELECTOR_TEXT.button}
      </Button>
    </form>
  );
}
