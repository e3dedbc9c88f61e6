// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({ current: 'mobile' as 'mobile' | 'tablet' | 'desktop' }));
vi.mock('@fitkit/ui/device-class', async (original) => ({
  ...(await original<typeof import('@fitkit/ui/device-class')>()),
  useDeviceClass: () => device.current,
}));

const { DEVICE_CHANGE_REFETCH_MS, useRefetchAfterDeviceChange } = await import('./use-device-refetch');

function Probe({ refetch }: { refetch: () => void }) {
  useRefetchAfterDeviceChange(refetch);
  return null;
}

describe('useRefetchAfterDeviceChange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
    device.current = 'mobile';
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('does not count the class the page loaded in, whatever hydration first assumed', () => {
    const refetch = vi.fn();
    const view = render(<Probe refetch={refetch} />);
    device.current = 'desktop';
    view.rerender(<Probe refetch={refetch} />);
    vi.advanceTimersByTime(5000);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('refetches 500 ms after a change of device class', () => {
    expect(DEVICE_CHANGE_REFETCH_MS).toBe(500);
    const refetch = vi.fn();
    device.current = 'desktop';
    const view = render(<Probe refetch={refetch} />);
    device.current = 'tablet';
    view.rerender(<Probe refetch={refetch} />);
    act(() => vi.advanceTimersByTime(499));
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('waits again when the class changes within the 500 ms, and refetches once', () => {
    const refetch = vi.fn();
    device.current = 'desktop';
    const view = render(<Probe refetch={refetch} />);
    device.current = 'tablet';
    view.rerender(<Probe refetch={refetch} />);
    act(() => vi.advanceTimersByTime(300));
    device.current = 'mobile';
    view.rerender(<Probe refetch={refetch} />);
    act(() => vi.advanceTimersByTime(300));
    expect(refetch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
