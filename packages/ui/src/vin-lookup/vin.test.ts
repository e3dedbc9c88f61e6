import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeVin, VIN_LENGTH, VIN_PATTERN, vinProblem } from './vin';

const WRANGLER = '1C4HJXDG5MW123456';

describe('normalizeVin', () => {
  it('drops whitespace and capitalises', () => {
    expect(normalizeVin('  1c4hjxdg5mw123456 \n')).toBe(WRANGLER);
    expect(normalizeVin('1C4H JXDG 5MW1 23456')).toBe(WRANGLER);
  });
});

describe('vinProblem', () => {
  it('accepts a well-formed VIN', () => {
    expect(vinProblem(WRANGLER)).toBeNull();
  });

  it('explains each way a VIN can be wrong', () => {
    expect(vinProblem('')).toBe('Enter your 17-character VIN.');
    expect(vinProblem('1C4HJXDG5MW12345')).toBe('A VIN has 17 characters; this one has 16.');
    expect(vinProblem(`${WRANGLER}7`)).toBe('A VIN has 17 characters; this one has 18.');
    for (const letter of ['I', 'O', 'Q']) {
      expect(vinProblem(`1C4HJXDG5MW12345${letter}`)).toMatch(/never uses the letters I, O or Q/);
    }
    expect(vinProblem('1C4HJXDG5MW-23456')).toBe('A VIN has only letters and digits.');
  });

  it('agrees with the input pattern on every string', () => {
    const pattern = new RegExp(`^(?:${VIN_PATTERN})$`);
    const alphabet = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: VIN_LENGTH + 2 }), (chars) => {
        const vin = chars.join('');
        expect(vinProblem(vin) === null).toBe(pattern.test(vin));
      }),
    );
  });
});
