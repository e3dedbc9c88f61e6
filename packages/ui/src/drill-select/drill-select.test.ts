import { describe, expect, it } from 'vitest';
import { drillTypeLabel } from './drill-select';

describe('drillTypeLabel', () => {
  it('turns a drill type into words', () => {
    expect(drillTypeLabel('color')).toBe('Color');
    expect(drillTypeLabel('bed_length')).toBe('Bed Length');
    expect(drillTypeLabel('light-bar size')).toBe('Light Bar Size');
  });
});
