// @vitest-environment happy-dom
import { CmsProvider } from '@fitkit/cms-blocks';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from './router-link';

afterEach(cleanup);

function renderLink(href: string, mode: 'published' | 'draft' = 'published') {
  const onSpecialLink = vi.fn(() => true);
  render(
    <MemoryRouter>
      <CmsProvider mode={mode} phone="1-800-555-0100" onSpecialLink={onSpecialLink}>
        <RouterLink href={href}>go</RouterLink>
      </CmsProvider>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'go' });
  return { link, onSpecialLink, click: () => fireEvent.click(link) };
}

describe('RouterLink', () => {
  it("hands a menu's CHAT and AFFIRM links to the shop's special-link handler instead of their '#…'", () => {
    for (const [href, type] of [
      ['#chat', 'CHAT'],
      ['#affirm', 'AFFIRM'],
    ] as const) {
      const { link, onSpecialLink, click } = renderLink(href);
      expect(link.getAttribute('href')).toBe(href);
      expect(click()).toBe(false);
      expect(onSpecialLink).toHaveBeenCalledExactlyOnceWith(type);
      cleanup();
    }
  });

  it('does nothing with them in the editor preview, and leaves other links alone', () => {
    const preview = renderLink('#chat', 'draft');
    expect(preview.click()).toBe(false);
    expect(preview.onSpecialLink).not.toHaveBeenCalled();
    cleanup();
    const anchor = renderLink('#reviews');
    anchor.click();
    expect(anchor.onSpecialLink).not.toHaveBeenCalled();
  });
});
