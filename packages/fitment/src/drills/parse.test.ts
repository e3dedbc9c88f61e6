import { describe, expect, it } from 'vitest';
import {
  classifyDrillFailure,
  drillFitmentLevel,
  failureStatus,
  type MissingDrillValue,
  normalizeDrill,
  orderControlsTarget,
  parseDrillResult,
} from './parse';

describe('orderControlsTarget', () => {
  it('uses the part before the slash and sets ignoreSplitters when there is one', () => {
    expect(orderControlsTarget('street-wheels')).toEqual({ slug: 'street-wheels', ignoreSplitters: false });
    expect(orderControlsTarget('street-wheels/black')).toEqual({
      slug: 'street-wheels',
      ignoreSplitters: true,
    });
    expect(orderControlsTarget('a/b/c')).toEqual({ slug: 'a', ignoreSplitters: true });
  });
});

describe('drillFitmentLevel', () => {
  it('maps fitment drill types onto levels and nothing else', () => {
    expect(drillFitmentLevel('year')).toBe('year');
    expect(drillFitmentLevel('Make')).toBe('make');
    expect(drillFitmentLevel('bedSlug')).toBe('bed');
    expect(drillFitmentLevel('color')).toBeNull();
    expect(drillFitmentLevel('slug')).toBeNull();
  });
});

describe('normalizeDrill', () => {
  it('fills defaults, turns numbers into strings and keeps a valid current value', () => {
    expect(
      normalizeDrill({ type: 'year', options: [{ value: 2021, text: '2021' }], currentValue: 2021 }),
    ).toEqual({
      type: 'year',
      options: [{ value: '2021', text: '2021', isDisabled: false, isHidden: false }],
      currentValue: '2021',
      isDisabled: false,
      isFitment: false,
      groupValue: null,
    });
  });

  it('treats -1, "-1" and null as unselected and reports a value that is not an option', () => {
    const missing: MissingDrillValue[] = [];
    const base = { type: 'size', options: [{ value: '17', text: '17"' }], groupValue: 'front' };
    for (const currentValue of [-1, '-1', null]) {
      expect(normalizeDrill({ ...base, currentValue }, (entry) => missing.push(entry)).currentValue).toBe(-1);
    }
    expect(missing).toEqual([]);
    expect(normalizeDrill({ ...base, currentValue: '20' }, (entry) => missing.push(entry)).currentValue).toBe(
      -1,
    );
    expect(missing).toEqual([{ drillType: 'size', groupValue: 'front', value: '20' }]);
  });
});

describe('parseDrillResult', () => {
  const product = { productId: 7, skuSlug: 'black-20', name: 'Wheel', extra: { kept: true } };

  it('reads nothing, a drill, a product (every field kept) and groups', () => {
    expect(parseDrillResult(null)).toEqual({ type: 'none' });
    expect(parseDrillResult(undefined)).toEqual({ type: 'none' });
    expect(parseDrillResult({ type: 'none' })).toEqual({ type: 'none' });
    expect(parseDrillResult({ type: 'drill', drill: { type: 'make', options: [] } })).toMatchObject({
      type: 'drill',
      drill: { type: 'make', currentValue: -1, options: [] },
    });
    expect(parseDrillResult({ type: 'product', product })).toEqual({ type: 'product', product });
    expect(
      parseDrillResult({
        type: 'groups',
        groups: [{ title: 'Front', basePrice: 100, actualPrice: 90, product, drills: [] }],
      }),
    ).toEqual({
      type: 'groups',
      groups: [{ title: 'Front', image: null, basePrice: 100, actualPrice: 90, product, drills: [] }],
    });
  });

  it('gives null for anything else', () => {
    for (const raw of [
      'text',
      42,
      [],
      {},
      { type: 'drills', drills: [] },
      { type: 'drill' },
      { type: 'drill', drill: { type: '', options: [] } },
      { type: 'product', product: { skuSlug: 'x' } },
      { type: 'groups', groups: [{ title: 'x' }] },
    ]) {
      expect(parseDrillResult(raw)).toBeNull();
    }
  });
});

describe('classifyDrillFailure and failureStatus', () => {
  it('sorts aborts, network failures and the rest', () => {
    expect(classifyDrillFailure(new DOMException('x', 'AbortError'))).toBe('aborted');
    expect(classifyDrillFailure({ kind: 'aborted' })).toBe('aborted');
    expect(classifyDrillFailure(new TypeError('Failed to fetch'))).toBe('NETWORK_ERROR');
    expect(classifyDrillFailure(new DOMException('x', 'TimeoutError'))).toBe('NETWORK_ERROR');
    expect(classifyDrillFailure({ kind: 'network' })).toBe('NETWORK_ERROR');
    expect(classifyDrillFailure({ kind: 'timeout' })).toBe('NETWORK_ERROR');
    expect(classifyDrillFailure({ code: 'NETWORK_ERROR' })).toBe('NETWORK_ERROR');
    expect(classifyDrillFailure({ kind: 'http', status: 502 })).toBe('UNKNOWN');
    expect(classifyDrillFailure(new Error('x'))).toBe('UNKNOWN');
    expect(classifyDrillFailure('x')).toBe('UNKNOWN');
    expect(classifyDrillFailure(null)).toBe('UNKNOWN');
  });

  it('reads status or statusCode', () => {
    expect(failureStatus({ status: 404 })).toBe(404);
    expect(failureStatus({ statusCode: 500 })).toBe(500);
    expect(failureStatus({ status: '404' })).toBeNull();
    expect(failureStatus(undefined)).toBeNull();
  });
});
