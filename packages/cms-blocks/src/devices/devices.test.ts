import { describe, expect, it } from 'vitest';
import { DEVICES, inheritByDevice } from './devices';

describe('inheritByDevice', () => {
  it('lists devices smallest first', () => {
    expect(DEVICES).toEqual(['mobile', 'tablet', 'desktop']);
  });

  it('uses the fallback when nothing is set', () => {
    expect(inheritByDevice({}, 'x')).toEqual({ mobile: 'x', tablet: 'x', desktop: 'x' });
  });

  it('passes mobile up to tablet and desktop', () => {
    expect(inheritByDevice({ mobile: 1 }, 0)).toEqual({ mobile: 1, tablet: 1, desktop: 1 });
  });

  it('passes tablet up to desktop but not down to mobile', () => {
    expect(inheritByDevice({ tablet: 2 }, 0)).toEqual({ mobile: 0, tablet: 2, desktop: 2 });
  });

  it('keeps every value that is set', () => {
    expect(inheritByDevice({ mobile: 1, tablet: 2, desktop: 3 }, 0)).toEqual({
      mobile: 1,
      tablet: 2,
      desktop: 3,
    });
  });

  it('treats false as a value, not as unset', () => {
    expect(inheritByDevice({ mobile: false }, true)).toEqual({
      mobile: false,
      tablet: false,
      desktop: false,
    });
  });
});
