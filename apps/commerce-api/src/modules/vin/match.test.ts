import { describe, expect, it } from 'vitest';
import { matchByName, normaliseName } from './match';

const models = [
  { slug: 'f-150', name: 'F-150' },
  { slug: 'f-250-super-duty', name: 'F-250 Super Duty' },
  { slug: 'ranger', name: 'Ranger' },
];

describe('normaliseName', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(normaliseName('F-150')).toBe('f150');
    expect(normaliseName(' f 150 ')).toBe('f150');
    expect(normaliseName('MX-5 Miata')).toBe('mx5miata');
  });
});

describe('matchByName', () => {
  it('matches exactly after normalising, by name or slug', () => {
    expect(matchByName('F150', models)?.slug).toBe('f-150');
    expect(matchByName('f-150', models)?.slug).toBe('f-150');
    expect(matchByName('RANGER', models)?.slug).toBe('ranger');
  });

  it('matches a shorter or longer spelling of the same model', () => {
    expect(matchByName('F-250', models)?.slug).toBe('f-250-super-duty');
    expect(matchByName('ProMaster 2500', [{ slug: 'promaster', name: 'ProMaster' }])?.slug).toBe('promaster');
    expect(matchByName('MX-5', [{ slug: 'mx-5-miata', name: 'MX-5 Miata' }])?.slug).toBe('mx-5-miata');
  });

  it('prefers the longest shared prefix and ignores prefixes too short to mean anything', () => {
    const rows = [
      { slug: 'sierra', name: 'Sierra' },
      { slug: 'sierra-1500', name: 'Sierra 1500' },
    ];
    expect(matchByName('Sierra 1500 Limited', rows)?.slug).toBe('sierra-1500');
    expect(matchByName('F', models)).toBeNull();
  });

  it('finds nothing for another model or an empty name', () => {
    expect(matchByName('F-350 Super Duty', models)).toBeNull();
    expect(matchByName('Explorer', models)).toBeNull();
    expect(matchByName('--', models)).toBeNull();
  });
});
