// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CmsMode, CmsProvider } from '../cms-provider/cms-provider';
import { CmsLink } from './cms-link';
import type { LinkInput, SpecialLinkType } from './links';

afterEach(cleanup);

function renderLink(
  link: LinkInput,
  options: { mode?: CmsMode; onSpecialLink?: (type: SpecialLinkType) => boolean; phone?: string } = {},
) {
  const { mode = 'published', ...rest } = options;
  render(
    <CmsProvider mode={mode} {...rest}>
      <CmsLink link={link}>Go</CmsLink>
    </CmsProvider>,
  );
  return screen.getByText('Go').closest('a') as HTMLAnchorElement;
}

/** Clicks and tells whether the browser would still follow the link. */
function click(anchor: HTMLAnchorElement): boolean {
  return fireEvent.click(anchor);
}

describe('CmsLink', () => {
  it('hands special links to the app and does not follow them when it handled the click', () => {
    const onSpecialLink = vi.fn(() => true);
    const anchor = renderLink('FITMENT', { onSpecialLink });
    expect(anchor.getAttribute('href')).toBe('?mod=fitment');
    expect(anchor.dataset.specialLink).toBe('FITMENT');
    expect(click(anchor)).toBe(false);
    expect(onSpecialLink).toHaveBeenCalledWith('FITMENT');
  });

  it('follows the overlay href when the app does not handle it', () => {
    const anchor = renderLink('ORDER', { onSpecialLink: () => false });
    expect(click(anchor)).toBe(true);
  });

  it('never jumps to #chat or #affirm', () => {
    expect(click(renderLink('CHAT'))).toBe(false);
  });

  it('calls the phone of the CmsProvider', () => {
    expect(renderLink('PHONE', { phone: '1-800-555-0100' }).getAttribute('href')).toBe('tel:1-800-555-0100');
  });

  it.each(['draft', 'edit'] as const)('does nothing on click in %s mode, special or not', (mode) => {
    const onSpecialLink = vi.fn(() => true);
    expect(click(renderLink('FITMENT', { mode, onSpecialLink }))).toBe(false);
    expect(onSpecialLink).not.toHaveBeenCalled();
    cleanup();
    expect(click(renderLink('/c/exterior', { mode }))).toBe(false);
  });

  it('opens external links in a new tab', () => {
    const anchor = renderLink('https://parts.test/');
    expect(anchor.target).toBe('_blank');
    expect(anchor.rel).toBe('noopener noreferrer');
  });
});
