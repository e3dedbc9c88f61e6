import type { FitmentOptions } from '@fitkit/commerce-hooks';
import { commerceKeys, useFitmentOptionsLoader } from '@fitkit/commerce-hooks/react';
import type { FitmentLevel, FitmentOption } from '@fitkit/fitment';
import { useFitmentSelects } from '@fitkit/fitment/react';
import { Button, VehicleSelectorFields } from '@fitkit/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { FITMENT_ACTION, useCmsShop } from '../../shop-context/shop-context';
import { DRAFT_PREFIX, FITMENT_SELECTOR_CONFIG, FITMENT_SELECTOR_LEVELS } from './draft';
import type { FitmentSelectorBlok } from './schema';
import { FITMENT_SELECTOR_TEXT } from './texts';
import { toVehicleSelects } from './vehicle-selects';

/**
 * The fitment selector's form, in a chunk of its own (its selects run the fitment cascade): hidden fields say
 * where the shopper is, the selects start from the draft or saved vehicle, and 'Shop Now' waits for a whole one.
 */
export default function FitmentSelectorForm({ blok }: { blok: FitmentSelectorBlok }) {
  const shop = useCmsShop();
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
  const vehicle = cascade.fitmentToSave;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!cascade.canSave || shop.savingVehicle) {
      event.preventDefault();
      return;
    }
    if (!shop.submitVehicle) return;
    event.preventDefault();
    shop.submitVehicle(event.currentTarget);
  };
  return (
    <form
      className="fk-fitment-selector__form"
      method="post"
      action={FITMENT_ACTION}
      onSubmit={onSubmit}
      data-state={cascade.canSave ? 'complete' : 'incomplete'}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="routeName" value={shop.routeName} />
      <input type="hidden" name="path" value={shop.path} />
      <input type="hidden" name="search" value={shop.search} />
      <input type="hidden" name="is404" value="false" />
      {blok.mode ? <input type="hidden" name="mode" value={blok.mode} /> : null}
      {vehicle
        ? Object.entries(vehicle).map(([name, value]) =>
            value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
          )
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
