import { describe, expect, it } from 'vitest';
import { createOldestFirstStore, hasExpired } from './oldest-first-store.server';

type Entry = { size: number; expires: number };

// Entries of a given size that go stale at `expires`, within a budget of 10.
function store(budget = 10) {
  return createOldestFirstStore<Entry>({
    budget,
    sizeOf: (entry) => entry.size,
    isStale: hasExpired,
  });
}
const keys = (s: ReturnType<typeof store>) => [...s.entries()].map(([key]) => key);

describe('createOldestFirstStore', () => {
  it('keeps entries oldest first, a key kept again becoming the newest, and counts what they cost', () => {
    const s = store();
    s.set('a', { size: 2, expires: 100 }, 0);
    s.set('b', { size: 3, expires: 100 }, 0);
    s.set('a', { size: 4, expires: 100 }, 0);
    expect(keys(s)).toEqual(['b', 'a']);
    expect(s.get('a', 0)).toEqual({ size: 4, expires: 100 });
    expect(s.size()).toBe(2);
    expect(s.used()).toBe(7);
    s.delete('b');
    s.delete('missing');
    expect(s.used()).toBe(4);
    s.clear();
    expect(s.size()).toBe(0);
    expect(s.used()).toBe(0);
  });

  it('drops the oldest entries while they cost more than the budget', () => {
    const s = store();
    for (const key of ['a', 'b', 'c']) s.set(key, { size: 4, expires: 100 }, 0);
    expect(keys(s)).toEqual(['b', 'c']);
    expect(s.used()).toBe(8);
    s.set('d', { size: 2, expires: 100 }, 0);
    expect(keys(s)).toEqual(['b', 'c', 'd']);
    expect(s.used()).toBe(10);
  });

  it('drops an entry bigger than the whole budget, with everything kept before it', () => {
    const s = store();
    s.set('a', { size: 4, expires: 100 }, 0);
    s.set('big', { size: 11, expires: 100 }, 0);
    expect(s.size()).toBe(0);
    expect(s.used()).toBe(0);
  });

  it('drops stale entries from the oldest when anything is kept, up to the first live one', () => {
    const s = store();
    s.set('a', { size: 1, expires: 10 }, 0);
    s.set('b', { size: 1, expires: 20 }, 0);
    s.set('c', { size: 1, expires: 30 }, 0);
    s.set('d', { size: 1, expires: 40 }, 20);
    expect(keys(s)).toEqual(['c', 'd']);
    expect(s.used()).toBe(2);
    s.trim(39);
    expect(keys(s)).toEqual(['d']);
  });

  it('answers only a live entry, dropping a stale one it is asked for', () => {
    const s = store();
    s.set('a', { size: 3, expires: 10 }, 0);
    expect(s.get('a', 9)).toBeDefined();
    expect(s.get('a', 10)).toBeUndefined();
    expect(s.size()).toBe(0);
    expect(s.used()).toBe(0);
    expect(s.get('missing', 0)).toBeUndefined();
  });

  it('lets a caller delete entries while going through them', () => {
    const s = store();
    for (const key of ['a', 'b', 'c']) s.set(key, { size: 1, expires: 100 }, 0);
    for (const [key] of s.entries()) if (key !== 'b') s.delete(key);
    expect(keys(s)).toEqual(['b']);
    expect(s.used()).toBe(1);
  });
});
