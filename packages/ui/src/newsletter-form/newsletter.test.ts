import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atLeast, NEWSLETTER_FIELDS, NEWSLETTER_SPINNER_MS } from './newsletter';

describe('atLeast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a quick answer until the time is up', async () => {
    const settled = vi.fn();
    atLeast(Promise.resolve('done'), NEWSLETTER_SPINNER_MS).then(settled);
    await vi.advanceTimersByTimeAsync(NEWSLETTER_SPINNER_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('done');
  });

  it('waits for a slow answer past the time', async () => {
    const settled = vi.fn();
    let answer: (value: string | null) => void = () => {};
    atLeast(new Promise<string | null>((resolve) => (answer = resolve)), 500).then(settled);
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).not.toHaveBeenCalled();
    answer(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledWith(null);
  });
});

describe('the newsletter field', () => {
  it('is a required email (SPEC §5), with the 500 ms spinner of SPEC §9', () => {
    expect(NEWSLETTER_FIELDS).toEqual([{ name: 'email', type: 'email', required: true }]);
    expect(NEWSLETTER_SPINNER_MS).toBe(500);
  });
});
