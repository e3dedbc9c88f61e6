import { VEHICLE_SELECTOR_MODES } from '@fitkit/fitment';
import { describe, expect, it } from 'vitest';
import { VEHICLE_DIALOG_TEXT } from './modes';

describe('vehicle dialog modes', () => {
  it('gives every mode its own title and save label', () => {
    expect(Object.keys(VEHICLE_DIALOG_TEXT).sort()).toEqual([...VEHICLE_SELECTOR_MODES].sort());
    const titles = new Set(VEHICLE_SELECTOR_MODES.map((mode) => VEHICLE_DIALOG_TEXT[mode].title));
    const labels = new Set(VEHICLE_SELECTOR_MODES.map((mode) => VEHICLE_DIALOG_TEXT[mode].saveLabel));
    expect(titles.size).toBe(VEHICLE_SELECTOR_MODES.length);
    expect(labels.size).toBe(VEHICLE_SELECTOR_MODES.length);
    expect(VEHICLE_DIALOG_TEXT.MMY.title).toBe('Select Your Vehicle');
    expect(VEHICLE_DIALOG_TEXT.FITS).toMatchObject({
      title: 'Does this fit your vehicle?',
      saveLabel: 'Check Fit',
    });
    expect(VEHICLE_DIALOG_TEXT.SAME_DAY_SHIPPING.title).toBe('Same Day Shipping');
  });
});
