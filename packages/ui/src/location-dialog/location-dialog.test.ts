import { describe, expect, it } from 'vitest';
import { describeLocation } from './location-dialog';

describe('describeLocation', () => {
  it('names the place before the ZIP code, or the ZIP code alone', () => {
    expect(describeLocation({ zip: '73301', city: 'Austin', region: 'TX' })).toBe('Austin, TX 73301');
    expect(describeLocation({ zip: '73301', region: 'TX' })).toBe('TX 73301');
    expect(describeLocation({ zip: '73301' })).toBe('73301');
  });
});
