import { describe, expect, it } from 'vitest';
import { formatFitmentLine, pluralize } from './cart-item';

describe('formatFitmentLine', () => {
  it('joins year, make, model, body, bed and engine', () => {
    expect(
      formatFitmentLine({
        year: 2020,
        makeName: 'Ford',
        modelName: 'F-150',
        bodyName: 'SuperCrew',
        bedName: '5 ft 6 in',
        engineName: '3.5L V6',
        appNote: 'Without step bars',
      }),
    ).toBe('2020 Ford F-150 SuperCrew 5 ft 6 in 3.5L V6');
  });

  it('skips absent and not-applicable levels', () => {
    expect(
      formatFitmentLine({
        year: 2021,
        makeName: 'Jeep',
        modelName: 'Wrangler',
        bodyName: null,
        bedName: 'N/A',
        engineName: '  ',
      }),
    ).toBe('2021 Jeep Wrangler');
  });

  it('is empty without fitment', () => {
    expect(formatFitmentLine(null)).toBe('');
    expect(formatFitmentLine(undefined)).toBe('');
    expect(formatFitmentLine({ year: null, makeName: null, modelName: null })).toBe('');
  });
});

describe('pluralize', () => {
  it.each([
    [0, '0 items'],
    [1, '1 item'],
    [2, '2 items'],
  ])('%d → %s', (count, text) => {
    expect(pluralize(count, 'item')).toBe(text);
  });
});
