import { describe, expect, it } from 'vitest';
import { isoDurationSeconds } from './duration';

describe('isoDurationSeconds', () => {
  it('reads hours, minutes and seconds', () => {
    expect(isoDurationSeconds('PT2M31S')).toBe(151);
    expect(isoDurationSeconds('PT1H2M')).toBe(3720);
    expect(isoDurationSeconds('PT45S')).toBe(45);
  });
  it('gives 0 for what is not a duration', () => {
    expect(isoDurationSeconds('2:31')).toBe(0);
    expect(isoDurationSeconds('')).toBe(0);
  });
});
