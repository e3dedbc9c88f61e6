import { memo } from 'react';
import { deferHydration } from '../lib/deferred-hydration';
import { useIsVehicleIncomplete } from '../lib/fitment-needs';

// The selects run the fitment cascade, which a shopper needs only once they pick a year: the bar hydrates when
// the browser is idle, and until then its server HTML is there.
const selectsPart = deferHydration(() =>
  import('./select-vehicle-bar-selects').then((m) => m.SelectVehicleBarSelects),
);
// Without props, a re-render of the listing is no update for the unhydrated bar.
const SelectVehicleBarPart = memo(selectsPart.Component);

/**
 * The inline 'Select Your Vehicle' bar of a listing, shown only while the vehicle is incomplete (no year, make or
 * model, or no fourth select the theme or listing requires); the bar itself is `SelectVehicleBarSelects`.
 */
export function ListingVehicleBar() {
  return useIsVehicleIncomplete() ? <SelectVehicleBarPart /> : null;
}
