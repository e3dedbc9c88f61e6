import type { FitmentSelectState, SelectError } from '@fitkit/fitment';
import type { VehicleSelect } from '@fitkit/ui';

/** SPEC §8's general error text, shown under a select whose options could not be loaded. */
export const OPTIONS_LOAD_FAILED = 'Sorry, something went wrong.  Please refresh this page and try again.';

const SELECT_ERROR_TEXT: Record<SelectError, (label: string) => string> = {
  'no-options': (label) => `No ${label.toLowerCase()} matches this vehicle.`,
  'load-failed': () => OPTIONS_LOAD_FAILED,
};

/** The fitment cascade's selects as the UI kit draws them ('No {Type}' for n-a, error lines, optional marks). */
export function toVehicleSelects(selects: readonly FitmentSelectState[]): VehicleSelect[] {
  return selects.map((select) => ({
    type: select.type,
    label: select.label,
    options: select.options,
    value: select.value,
    disabled: select.isDisabled,
    loading: select.status === 'loading',
    notApplicable: select.isNotApplicable,
    error: select.error ? SELECT_ERROR_TEXT[select.error](select.label) : null,
    optional: select.requirement === 'optional',
  }));
}
