import type { FitmentSelectState } from '@fitkit/fitment';
import { describe, expect, it } from 'vitest';
import { toVehicleSelects } from './vehicle-selects';

const model: FitmentSelectState = {
  type: 'model',
  label: 'Model',
  placeholder: 'Model',
  requirement: 'required',
  status: 'ready',
  isDisabled: false,
  options: [{ value: 'wrangler', text: 'Wrangler' }],
  value: null,
  selectedText: null,
  isNotApplicable: false,
  error: null,
  isInvalid: true,
};

describe('toVehicleSelects', () => {
  it('marks a select whose saved value the vehicle does not offer as invalid', () => {
    expect(toVehicleSelects([model])[0]).toMatchObject({ type: 'model', invalid: true, error: null });
    expect(toVehicleSelects([{ ...model, isInvalid: false }])[0]?.invalid).toBe(false);
  });
});
