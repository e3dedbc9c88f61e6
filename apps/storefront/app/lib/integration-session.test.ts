import { describe, expect, it } from 'vitest';
import { INTEGRATIONS_STORAGE_KEY, readSwitches, switchesAfter, switchesOf } from './integration-session';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === INTEGRATIONS_STORAGE_KEY ? value : null),
});

describe('switchesOf', () => {
  it("keeps only a URL's integration switches, in their order", () => {
    expect(switchesOf('?q=mats&enableIntegration=chat&disableIntegration=all&sort=price')).toBe(
      'enableIntegration=chat&disableIntegration=all',
    );
    expect(switchesOf('?q=mats')).toBe('');
  });
});

describe('switchesAfter', () => {
  it("adds a URL's switches last, once, and forgets the oldest beyond 20", () => {
    expect(switchesAfter('?enableIntegration=chat', ['disableIntegration=chat'])).toEqual([
      'disableIntegration=chat',
      'enableIntegration=chat',
    ]);
    expect(
      switchesAfter('?disableIntegration=chat', ['disableIntegration=chat', 'enableIntegration=chat']),
    ).toEqual(['enableIntegration=chat', 'disableIntegration=chat']);
    expect(switchesAfter('?q=mats', ['enableIntegration=chat'])).toEqual(['enableIntegration=chat']);
    const many = Array.from({ length: 20 }, (_, i) => `enableIntegration=n${i}`);
    expect(switchesAfter('?enableIntegration=chat', many)).toEqual([
      ...many.slice(1),
      'enableIntegration=chat',
    ]);
  });
});

describe('readSwitches', () => {
  it('reads the kept list and ignores broken or foreign content', () => {
    expect(readSwitches(storage('["enableIntegration=chat"]'))).toEqual(['enableIntegration=chat']);
    expect(readSwitches(storage(null))).toEqual([]);
    expect(readSwitches(storage('{not json'))).toEqual([]);
    expect(readSwitches(storage('{"chat":false}'))).toEqual([]);
    expect(readSwitches(storage('["a",1,null]'))).toEqual(['a']);
  });
});
