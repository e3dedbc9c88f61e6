import { describe, expect, it } from 'vitest';
import { invalidSelectMessage } from './messages';

describe('vehicle select messages', () => {
  it('words the invalid-select line of SPEC §5 with the level name', () => {
    expect(invalidSelectMessage('engine')).toBe('This engine is not valid for your current vehicle.');
    expect(invalidSelectMessage('year')).toBe('This year is not valid for your current vehicle.');
  });
});
