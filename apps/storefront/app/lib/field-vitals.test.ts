import { describe, expect, it } from 'vitest';
import { routeTypeOf, VitalsBatch } from './field-vitals';

describe('routeTypeOf', () => {
  it('names the kind of page of a path', () => {
    const paths: [string, string][] = [
      ['/', 'home'],
      ['/c/interior/', 'category'],
      ['/c/interior/floor-mats/v/jeep/wrangler/2021/', 'category'],
      ['/v/jeep/', 'vehicle'],
      ['/v/jeep/wrangler/2021/', 'vehicle'],
      ['/p/some-line/', 'product'],
      ['/p/some-line/black/', 'product'],
      ['/search/', 'search'],
      ['/b/ironline/', 'brand'],
      ['/specials/', 'deals'],
      ['/checkout/cart/', 'cart'],
      ['/checkout/payment/', 'checkout'],
      ['/account/garage/', 'account'],
      ['/order/status/A123/', 'order'],
      ['/builds/', 'builds'],
      ['/about-us/', 'cms'],
    ];
    expect(paths.map(([path]) => [path, routeTypeOf(path)])).toEqual(paths);
  });
});

describe('VitalsBatch', () => {
  it('hands over each metric once, with its latest value, then starts empty', () => {
    const batch = new VitalsBatch('product');
    expect(batch.take()).toBeNull();
    batch.add({ name: 'TTFB', value: 212.34567 });
    batch.add({ name: 'CLS', value: 0.01 });
    batch.add({ name: 'CLS', value: 0.0421 });
    expect(batch.take()).toEqual({
      routeType: 'product',
      metrics: [
        { name: 'TTFB', value: 212.346 },
        { name: 'CLS', value: 0.042 },
      ],
    });
    expect(batch.take()).toBeNull();
    batch.add({ name: 'INP', value: 88 });
    expect(batch.take()).toEqual({ routeType: 'product', metrics: [{ name: 'INP', value: 88 }] });
  });
});
