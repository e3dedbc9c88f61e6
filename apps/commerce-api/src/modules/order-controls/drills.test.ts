import { describe, expect, it } from 'vitest';
import { checkChoices, drillConfig, drillOptions, type Facts, nextStep } from './drills';

const v = (value: string, text = value) => ({ value, text });
const skus: { facts: Facts }[] = [
  { facts: { color: v('black', 'Black'), size: v('s', 'Small') } },
  { facts: { color: v('black', 'Black'), size: v('m', 'Medium') } },
  { facts: { color: v('red', 'Red'), size: v('l', 'Large') } },
];
const vehicles: { facts: Facts }[] = [
  { facts: { year: v('2019'), make: v('ford', 'Ford'), bed: v('n-a', 'N/A') } },
  { facts: { year: v('2021'), make: v('ram', 'Ram'), bed: v('6-4-ft-bed', '6.4 ft bed') } },
];

describe('drillConfig', () => {
  it('splits at the split type unless splitters are ignored', () => {
    const types = ['year', 'make', 'model', 'position', 'color'];
    expect(drillConfig(types, 'position')).toMatchObject({
      top: ['year', 'make', 'model'],
      bottom: ['color'],
      splitAt: 'position',
      fitment: ['year', 'make', 'model'],
      lastFitment: 'model',
      integration: null,
    });
    expect(drillConfig(types, 'position', true)).toMatchObject({ top: types, bottom: [], splitAt: null });
    expect(drillConfig([], null).lastFitment).toBeNull();
  });
});

describe('drillOptions', () => {
  it('disables values no row has with the choices so far, keeping the line order', () => {
    expect(drillOptions(skus, 'size', [{ type: 'color', value: 'black' }])).toEqual([
      { value: 's', text: 'Small', isDisabled: false, isHidden: false },
      { value: 'm', text: 'Medium', isDisabled: false, isHidden: false },
      { value: 'l', text: 'Large', isDisabled: true, isHidden: false },
    ]);
  });

  it('sorts years down and hides the not-applicable value', () => {
    expect(drillOptions(vehicles, 'year', []).map((o) => o.value)).toEqual(['2021', '2019']);
    const beds = drillOptions(vehicles, 'bed', [{ type: 'year', value: '2019' }]);
    expect(beds).toEqual([
      { value: '6-4-ft-bed', text: '6.4 ft bed', isDisabled: true, isHidden: false },
      { value: 'n-a', text: 'N/A', isDisabled: false, isHidden: true },
    ]);
  });
});

describe('nextStep', () => {
  const config = drillConfig(['year', 'make', 'position', 'color'], 'position');
  it("walks the top drills, then groups, then a group's drills, then the product", () => {
    expect(nextStep(config, [], null)).toEqual({ kind: 'drill', type: 'year', groupValue: null });
    expect(nextStep(config, [{ type: 'year', value: '2019' }], null)).toMatchObject({ type: 'make' });
    const top = [
      { type: 'year', value: '2019' },
      { type: 'make', value: 'ford' },
    ];
    expect(nextStep(config, top, null)).toEqual({ kind: 'groups' });
    expect(nextStep(config, [], 'front')).toEqual({ kind: 'drill', type: 'color', groupValue: 'front' });
    expect(nextStep(config, [{ type: 'color', value: 'black' }], 'front')).toEqual({
      kind: 'product',
      groupValue: 'front',
    });
    expect(nextStep(drillConfig(['color'], null), [{ type: 'color', value: 'red' }], null)).toEqual({
      kind: 'product',
      groupValue: null,
    });
  });
});

describe('checkChoices', () => {
  const config = drillConfig(['color', 'size'], null);
  it('reports unknown types, repeated types and values that are no option', () => {
    const problems = checkChoices(
      config,
      [
        { type: 'color', value: 'green' },
        { type: 'weight', value: 'x' },
        { type: 'size', value: 's' },
        { type: 'size', value: 'm' },
      ],
      () => skus,
      'body.selections',
    );
    expect(problems.map((p) => p.path)).toEqual([
      'body.selections.0.value',
      'body.selections.1.type',
      'body.selections.3.type',
    ]);
    expect(checkChoices(config, [{ type: 'size', value: 'l' }], () => skus, 'x')).toEqual([]);
  });
});
