// @vitest-environment happy-dom
import { CmsLink } from '@fitkit/cms-blocks';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLoaderData, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { INTEGRATION_REQUEST_EVENT } from '../lib/integration-requests';
import { type CmsData, ContentProvider } from './content-provider';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function Page() {
  const cms = useLoaderData<CmsData>();
  return (
    <ContentProvider cms={cms} phone="1-800-555-0100">
      <CmsLink link="FITMENT">Choose your vehicle</CmsLink>
      <CmsLink link="ACCOUNT">My account</CmsLink>
      <CmsLink link="CHAT">Chat with us</CmsLink>
      <CmsLink link="AFFIRM">Pay over time</CmsLink>
      <CmsLink link="PHONE">Call us</CmsLink>
      <Where />
    </ContentProvider>
  );
}

async function renderAt(url: string, cms: CmsData = { mode: 'published' }) {
  const Stub = createRoutesStub([{ path: '*', Component: Page, loader: () => cms }]);
  render(<Stub initialEntries={[url]} />);
  await screen.findByLabelText('location');
  return () => screen.getByLabelText('location').textContent;
}

describe('ContentProvider', () => {
  it('opens the vehicle dialog over the current page, keeping its query', async () => {
    const where = await renderAt('/search/?q=mats');
    fireEvent.click(screen.getByText('Choose your vehicle'));
    await screen.findByText('/search/?q=mats&mod=fitment');
    expect(where()).toBe('/search/?q=mats&mod=fitment');
  });

  it('goes to the account page', async () => {
    await renderAt('/where-to-buy/');
    fireEvent.click(screen.getByText('My account'));
    expect(await screen.findByText('/account/')).toBeTruthy();
  });

  it('stays put for chat when no integration answers, and calls the theme phone', async () => {
    const where = await renderAt('/where-to-buy/');
    expect(fireEvent.click(screen.getByText('Chat with us'))).toBe(false);
    expect(where()).toBe('/where-to-buy/');
    expect(screen.getByText('Call us').getAttribute('href')).toBe('tel:1-800-555-0100');
  });

  it("asks the page's integration host to open chat and financing", async () => {
    const asked: unknown[] = [];
    const host = (event: Event) => {
      asked.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    window.addEventListener(INTEGRATION_REQUEST_EVENT, host);
    try {
      const where = await renderAt('/where-to-buy/');
      fireEvent.click(screen.getByText('Chat with us'));
      fireEvent.click(screen.getByText('Pay over time'));
      expect(asked).toEqual([
        { name: 'chat', action: 'open' },
        { name: 'financing', action: 'open' },
      ]);
      expect(where()).toBe('/where-to-buy/');
    } finally {
      window.removeEventListener(INTEGRATION_REQUEST_EVENT, host);
    }
  });

  it('ignores link clicks in the visual editor', async () => {
    const where = await renderAt('/where-to-buy/', { mode: 'edit' });
    fireEvent.click(screen.getByText('Choose your vehicle'));
    expect(where()).toBe('/where-to-buy/');
  });
});
