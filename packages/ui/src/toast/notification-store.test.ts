import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore, NOTIFICATION_TYPES, TOAST_DURATION_MS } from './notification-store';

describe('createNotificationStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the types and duration of SPEC', () => {
    expect(NOTIFICATION_TYPES).toEqual(['DEFAULT', 'SUCCESS', 'ERROR']);
    expect(TOAST_DURATION_MS).toBe(10_000);
  });

  it('shows a toast with the DEFAULT type and closes it after 10 s', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.add({ title: 'Saved', message: 'Your vehicle was saved.' });
    expect(store.list()).toEqual([
      { id, title: 'Saved', message: 'Your vehicle was saved.', type: 'DEFAULT' },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(9_999);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not add the same title and message twice', () => {
    const store = createNotificationStore();
    const first = store.add({ title: 'Oops', message: 'Try again', type: 'ERROR' });
    const again = store.add({ title: 'Oops', message: 'Try again', type: 'ERROR' });
    expect(again).toBe(first);
    store.add({ title: 'Oops', message: 'Something else', type: 'ERROR' });
    store.add({ title: 'Other', message: 'Try again' });
    expect(store.list().map((n) => `${n.title}/${n.message}`)).toEqual([
      'Oops/Try again',
      'Oops/Something else',
      'Other/Try again',
    ]);
  });

  it('allows the same toast again once the first has closed', () => {
    const store = createNotificationStore();
    const first = store.add({ title: 'A', message: 'B' });
    store.dismiss(first);
    expect(store.list()).toEqual([]);
    expect(store.add({ title: 'A', message: 'B' })).not.toBe(first);
    expect(store.list()).toHaveLength(1);
  });

  it('pauses the countdown and resumes with the time that was left', () => {
    const store = createNotificationStore();
    const id = store.add({ title: 'A', message: 'B' });
    vi.advanceTimersByTime(4_000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.list()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(5_999);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
  });

  it('ignores a second pause and a resume that was not paused', () => {
    const store = createNotificationStore();
    const id = store.add({ title: 'A', message: 'B' });
    vi.advanceTimersByTime(2_000);
    store.pause(id);
    vi.advanceTimersByTime(3_000);
    store.pause(id);
    store.resume(id);
    store.resume(id);
    vi.advanceTimersByTime(7_999);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toEqual([]);
  });

  it('runs one countdown per toast', () => {
    const store = createNotificationStore({ durationMs: 1_000 });
    store.add({ title: 'first', message: '' });
    vi.advanceTimersByTime(600);
    const second = store.add({ title: 'second', message: '' });
    vi.advanceTimersByTime(400);
    expect(store.list().map((n) => n.id)).toEqual([second]);
    vi.advanceTimersByTime(600);
    expect(store.list()).toEqual([]);
  });

  it('dismisses a paused toast and keeps no timers after destroy', () => {
    const store = createNotificationStore();
    const id = store.add({ title: 'A', message: 'B' });
    store.pause(id);
    store.dismiss(id);
    expect(store.list()).toEqual([]);
    store.add({ title: 'C', message: 'D' });
    store.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});
