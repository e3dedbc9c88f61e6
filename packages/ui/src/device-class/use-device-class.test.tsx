// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_DEVICE } from './device-class';
import { useDeviceChangeReport, useDeviceClass } from './use-device-class';

// happy-dom's window control (not in the DOM typings).
type HappyWindow = { happyDOM: { setInnerWidth: (width: number) => void } };

function resizeTo(width: number) {
  // happy-dom re-evaluates its media queries on resize, like a browser.
  (window as unknown as HappyWindow).happyDOM.setInnerWidth(width);
  window.dispatchEvent(new Event('resize'));
}

function Probe() {
  return <span>{useDeviceClass()}</span>;
}

describe('useDeviceClass', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the viewport across breakpoints and reports the change 2 s later', () => {
    resizeTo(375);
    const report = vi.fn();
    const { result } = renderHook(() => {
      useDeviceChangeReport(report);
      return useDeviceClass();
    });
    expect(result.current).toBe('mobile');
    act(() => resizeTo(1280));
    expect(result.current).toBe('desktop');
    expect(report).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(report).toHaveBeenCalledExactlyOnceWith({ device: 'desktop', previous: 'mobile' });
  });

  it('renders the assumed server class on the server', () => {
    expect(SERVER_DEVICE).toBe('mobile');
    expect(renderToString(<Probe />)).toBe(`<span>${SERVER_DEVICE}</span>`);
  });
});
