// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_RESTORE_DELAY_MS, ScrollRestore } from './scroll-restore';

function Layout() {
  return (
    <>
      <Outlet />
      <ScrollRestore />
    </>
  );
}

const Page = () => <p>page</p>;

/** Two pages, `/` and `/b`, under the layout with ScrollRestore; `window.scrollTo` watched. */
function renderShop() {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: Layout,
      children: [
        { index: true, Component: Page },
        { path: 'b', Component: Page },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return { router, scrollTo };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ScrollRestore', () => {
  it('restores the saved position again 200 ms after going back (SPEC §9)', async () => {
    expect(SCROLL_RESTORE_DELAY_MS).toBe(200);
    const { router, scrollTo } = renderShop();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    await act(() => router.navigate('/b'));
    vi.useFakeTimers();
    await act(() => router.navigate(-1));
    scrollTo.mockClear();
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('restores nothing later on a new navigation', async () => {
    const { router, scrollTo } = renderShop();
    vi.useFakeTimers();
    await act(() => router.navigate('/b'));
    scrollTo.mockClear();
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
