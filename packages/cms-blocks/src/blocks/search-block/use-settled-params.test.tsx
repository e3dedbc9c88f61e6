// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORY_CHANGE_REFETCH_MS, useSettledParams } from './use-settled-params';

const seen: string[] = [];

function Probe({ query, editing }: { query: string; editing: boolean }) {
  const params = useSettledParams({ q: query }, editing);
  seen.push(params.q);
  return null;
}

describe('useSettledParams', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    seen.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('applies changes at once outside the visual editor', () => {
    const view = render(<Probe query="mats" editing={false} />);
    view.rerender(<Probe query="covers" editing={false} />);
    expect(seen.at(-1)).toBe('covers');
  });

  it('in the visual editor, waits 1000 ms after the last change, so typing fetches once', () => {
    expect(STORY_CHANGE_REFETCH_MS).toBe(1000);
    const view = render(<Probe query="m" editing />);
    for (const query of ['ma', 'mat', 'mats']) {
      vi.advanceTimersByTime(400);
      view.rerender(<Probe query={query} editing />);
    }
    expect(new Set(seen)).toEqual(new Set(['m']));
    vi.advanceTimersByTime(999);
    expect(seen.at(-1)).toBe('m');
    vi.advanceTimersByTime(1);
    view.rerender(<Probe query="mats" editing />);
    expect(seen.at(-1)).toBe('mats');
    expect(new Set(seen)).toEqual(new Set(['m', 'mats']));
  });

  it('treats a new object of the same value as no change', () => {
    const view = render(<Probe query="mats" editing />);
    view.rerender(<Probe query="mats" editing />);
    vi.advanceTimersByTime(5000);
    expect(new Set(seen)).toEqual(new Set(['mats']));
  });
});
