import type { FitmentSelectState, SelectError } from '@fitkit/fitment';
import { GENERAL_ERROR } from '@fitkit/ui/general-messages/store';
import type { VehicleSelect } from '@fitkit/ui/vehicle-selector-fields';

const SELECT_ERROR_TEXT: Record<SelectError, (label: string) => string> = {
  'no-options': (label) => `No ${label.toLowerCase()} matches this vehicle.`,
  'load-failed': () => GENERAL_ERROR,
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
    invalid: select.isInvalid,
  }));
}
