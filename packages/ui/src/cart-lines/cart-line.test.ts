import { describe, expect, it } from 'vitest';
import { offersInstallation, offersWarranty, warrantyChoice } from './cart-line';

describe('warrantyChoice', () => {
  it('is null without a plan', () => {
    expect(warrantyChoice(null, 1, 2)).toBeNull();
    expect(warrantyChoice('', 1, 2)).toBeNull();
  });

  it('keeps the plan quantity within the line quantity', () => {
    expect(warrantyChoice('p3', 2, 2)).toEqual({ planId: 'p3', qty: 2 });
    expect(warrantyChoice('p3', 5, 2)).toEqual({ planId: 'p3', qty: 2 });
    expect(warrantyChoice('p3', 0, 2)).toEqual({ planId: 'p3', qty: 1 });
    expect(warrantyChoice('p3', 1.7, 3)).toEqual({ planId: 'p3', qty: 1 });
    expect(warrantyChoice('p3', Number.NaN, 3)).toEqual({ planId: 'p3', qty: 1 });
  });

  it('is null on a line with nothing to cover', () => {
    expect(warrantyChoice('p3', 1, 0)).toBeNull();
  });
});

describe('offersWarranty', () => {
  const plans = [{ planId: 'p3', name: '3-Year', price: 2999 }];
  it('needs a real product with plans on offer', () => {
    expect(offersWarranty({ isVirtualItem: false, warrantyPlans: plans })).toBe(true);
    expect(offersWarranty({ isVirtualItem: true, warrantyPlans: plans })).toBe(false);
    expect(offersWarranty({ isVirtualItem: false, warrantyPlans: [] })).toBe(false);
    expect(offersWarranty({ isVirtualItem: false })).toBe(false);
  });
});

describe('offersInstallation', () => {
  it('needs a real product with an installation price', () => {
    expect(offersInstallation({ isVirtualItem: false, installationPrice: 14900 })).toBe(true);
    expect(offersInstallation({ isVirtualItem: true, installationPrice: 14900 })).toBe(false);
    expect(offersInstallation({ isVirtualItem: false, installationPrice: null })).toBe(false);
    expect(offersInstallation({ isVirtualItem: false })).toBe(false);
  });
});
