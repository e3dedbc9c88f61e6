import { describe, expect, it } from 'vitest';
import { formatEventTime, formatOrderDate } from './order-dates';
import { type LineStatusValue, type OrderStatusValue, statusLabel, statusTone } from './order-states';

const ORDER_STATUSES: readonly OrderStatusValue[] = [
  'PENDING',
  'PLACED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
  'FAILED',
];
const LINE_STATUSES: readonly LineStatusValue[] = [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURNED',
];

describe('statusLabel', () => {
  it('names every order and line state of the transition table', () => {
    expect(ORDER_STATUSES.map(statusLabel)).toEqual([
      'Pending',
      'Placed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Returned',
      'Payment failed',
    ]);
    expect(LINE_STATUSES.map(statusLabel)).toEqual([
      'Pending',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Return requested',
      'Returned',
    ]);
  });
});

describe('statusTone', () => {
  it('tells delivered, ended and under-way states apart', () => {
    expect(statusTone('DELIVERED')).toBe('done');
    expect(statusTone('CANCELLED')).toBe('ended');
    expect(statusTone('RETURNED')).toBe('ended');
    expect(statusTone('FAILED')).toBe('ended');
    expect(statusTone('RETURN_REQUESTED')).toBe('progress');
    expect(statusTone('PLACED')).toBe('progress');
  });
});

describe('order dates', () => {
  it('formats days and moments in UTC', () => {
    expect(formatOrderDate('2026-11-25T23:30:00Z')).toBe('Nov 25, 2026');
    expect(formatEventTime('2026-11-25T14:05:00Z')).toBe('Nov 25, 2026, 2:05 PM UTC');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatOrderDate('soon')).toBe('');
    expect(formatEventTime('')).toBe('');
  });
});
