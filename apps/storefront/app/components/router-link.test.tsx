// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { INTEGRATION_REQUEST_EVENT, type IntegrationRequest } from '../lib/integration-requests';
import { RouterLink } from './router-link';

afterEach(cleanup);

/** Renders a link and records the integration requests its click raises. */
function renderLink(href: string) {
  const requests: IntegrationRequest[] = [];
  const listener = (event: Event) => requests.push((event as CustomEvent<IntegrationRequest>).detail);
  window.addEventListener(INTEGRATION_REQUEST_EVENT, listener);
  render(
    <MemoryRouter>
      <RouterLink href={href}>go</RouterLink>
    </MemoryRouter>,
  );
  const link = screen.getByRole('link', { name: 'go' });
  const click = () => {
    const followed = fireEvent.click(link);
    window.removeEventListener(INTEGRATION_REQUEST_EVENT, listener);
    return followed;
  };
  return { link, requests, click };
}

describe('RouterLink', () => {
  it("opens the chat and the financing information for a menu's CHAT and AFFIRM links, not their '#…'", () => {
    const chat = renderLink('#chat');
    expect(chat.link.getAttribute('href')).toBe('#chat');
    expect(chat.click()).toBe(false);
    expect(chat.requests).toEqual([{ name: 'chat', action: 'open' }]);
    cleanup();
    const affirm = renderLink('#affirm');
    expect(affirm.click()).toBe(false);
    expect(affirm.requests).toEqual([{ name: 'financing', action: 'open' }]);
  });

  it('leaves other anchors alone', () => {
    const anchor = renderLink('#reviews');
    anchor.click();
    expect(anchor.requests).toEqual([]);
  });
});
