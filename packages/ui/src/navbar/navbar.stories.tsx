import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import { Navbar, type NavbarProps } from './navbar';
import { demoNavbarItems } from './navbar.test.helper';
import { MENU_HOVER_DELAY_MS } from './navbar-types';

const meta = {
  title: 'UI/Navbar',
  tags: ['responsive'],
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: { items: demoNavbarItems },
  decorators: [
    withStoryRouter,
    (Story) => (
      <div style={{ minHeight: 700 }}>
        <Story />
        <main style={{ padding: 16 }}>
          <h1>Page content</h1>
          <button type="button">After the navbar</button>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The panel a disclosure button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const panel = id ? button.ownerDocument.getElementById(id) : null;
  if (!panel) throw new Error('the button controls no panel');
  return panel;
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    for (const name of ['Shop Parts menu', 'Brands menu', 'Deals menu']) {
      const button = nav.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panelOf(button)).not.toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands/');
    await expect(nav.getByRole('link', { name: 'New Products' })).toHaveAttribute('href', '/new-products/');
    const portal = nav.getByRole('link', { name: 'Dealer Portal' });
    await expect(portal).toHaveAttribute('target', '_blank');
    await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    // CMS sections wait for the first open.
    await expect(
      within(canvasElement).queryByRole('heading', { hidden: true, name: 'Winter Deals' }),
    ).toBeNull();
    // Closed panels keep their links in the page for crawlers, out of the tab order.
    await expect(canvasElement.querySelector('a[href="/c/exterior/bumpers/"]')).not.toBeNull();
  },
};

export const TreeMenuOnHover: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const button = nav.getByRole('button', { name: 'Shop Parts menu' });
    await userEvent.hover(button);
    // Passing over does not open it: the pointer must rest 175 ms.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await sleep(MENU_HOVER_DELAY_MS + 50);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(panelOf(button));
    await expect(panel.getByRole('link', { name: 'Exterior' })).toBeVisible();
    // 20 exterior links: 14 in the first column, the other 6 in a continuation column.
    const exterior = panel.getAllByRole('list')[0] as HTMLElement;
    await expect(within(exterior).getAllByRole('link')).toHaveLength(14);
    const more = panel.getByRole('list', { name: 'Exterior, more' });
    await expect(within(more).getAllByRole('link')).toHaveLength(6);
    await expect(within(more).queryByRole('link', { name: 'Bumpers' })).toBeNull();
    await expect(within(more).getAllByRole('link')[0]).toHaveAccessibleName('Cargo Carriers');
    // A heading without a link is plain text.
    await expect(panel.getByText('Lighting')).toBeVisible();
    await expect(panel.queryByRole('link', { name: 'Lighting' })).toBeNull();
    await userEvent.unhover(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClosesOnLinkClick: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const button = nav.getByRole('button', { name: 'Brands menu' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const link = within(panelOf(button)).getByRole('link', { name: 'Avery' });
    await expect(link).toHaveAttribute('href', '/b/avery/');
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/b/avery/');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(button)).not.toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const parts = nav.getByRole('button', { name: 'Shop Parts menu' });
    parts.focus();
    await userEvent.keyboard('{Enter}');
    await expect(parts).toHaveAttribute('aria-expanded', 'true');
    // Tab goes into the open panel, first link first.
    await userEvent.tab();
    await expect(within(panelOf(parts)).getByRole('link', { name: 'Exterior' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(panelOf(parts)).getByRole('link', { name: 'Bumpers' })).toHaveFocus();
    // Escape closes and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(parts).toHaveAttribute('aria-expanded', 'false');
    await expect(parts).toHaveFocus();
    // Space toggles too; closed panels are skipped by Tab.
    await userEvent.keyboard(' ');
    await expect(parts).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(parts).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Brands' })).toHaveFocus();
    await userEvent.tab();
    const brands = nav.getByRole('button', { name: 'Brands menu' });
    await expect(brands).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Tabbing past the last link of the panel closes it.
    const brandLinks = within(panelOf(brands)).getAllByRole('link');
    for (const link of brandLinks) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Deals menu' })).toHaveFocus();
    await expect(brands).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CmsMenu: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const deals = nav.getByRole('button', { name: 'Deals menu' });
    await userEvent.hover(deals);
    await waitFor(() => expect(deals).toHaveAttribute('aria-expanded', 'true'));
    const panel = within(panelOf(deals));
    await expect(panel.getByRole('heading', { name: 'Winter Deals' })).toBeVisible();
    // Leaving closes it at once, with no delay.
    await userEvent.unhover(deals);
    await expect(deals).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(deals)).not.toBeVisible();
    // Once opened, the sections stay mounted, so the next open shows them at once.
    await expect(
      within(panelOf(deals)).getByRole('heading', { hidden: true, name: 'Winter Deals' }),
    ).not.toBeVisible();
  },
};

export const UnderlineHover: Story = {
  args: { hoverStyle: 'UNDERLINE', colors: { hover: '#facc15' } },
  play: async ({ canvasElement }) => {
    const navbar = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(navbar).toHaveAttribute('data-hover-style', 'UNDERLINE');
    // The entry of the open menu wears the hover look (CSS :hover itself cannot be faked by a script).
    const parts = within(navbar).getByRole('button', { name: 'Shop Parts menu' });
    await expect(getComputedStyle(parts).boxShadow).toBe('none');
    await userEvent.click(parts);
    await expect(getComputedStyle(parts).boxShadow).toContain('rgb(250, 204, 21)');
    await expect(getComputedStyle(parts).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

export const BackgroundHover: Story = {
  args: {
    hoverStyle: 'BACKGROUND',
    colors: { background: '#f1f5f9', text: '#0f172a', hover: '#1d4ed8', hoverText: '#ffffff' },
  },
  play: async ({ canvasElement }) => {
    const navbar = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(navbar).toHaveAttribute('data-hover-style', 'BACKGROUND');
    await expect(getComputedStyle(navbar).backgroundColor).toBe('rgb(241, 245, 249)');
    const deals = within(navbar).getByRole('button', { name: 'Deals menu' });
    await expect(getComputedStyle(deals).color).toBe('rgb(15, 23, 42)');
    await userEvent.click(deals);
    await expect(getComputedStyle(deals).backgroundColor).toBe('rgb(29, 78, 216)');
    await expect(getComputedStyle(deals).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(deals).boxShadow).toBe('none');
  },
};

export const HiddenOnSmallScreens: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Below 1024 px the mobile menu takes over; the bar is not drawn.
    await expect(canvasElement.querySelector('[data-slot="navbar"]')).not.toBeVisible();
  },
};

export const HoverThenClickStaysOpen: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const deals = nav.getByRole('button', { name: 'Deals menu' });
    await userEvent.hover(deals);
    await waitFor(() => expect(deals).toHaveAttribute('aria-expanded', 'true'));
    // A click on a menu the pointer already opened must not shut it in the shopper's face.
    await userEvent.click(deals);
    await expect(deals).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(deals);
    await expect(deals).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A navbar whose route key moves when the story fires 'story:navigate', as a client-side navigation would. */
function NavbarOnRoutes(props: NavbarProps) {
  const [route, setRoute] = useState(0);
  useEffect(() => {
    const next = () => setRoute((value) => value + 1);
    window.addEventListener('story:navigate', next);
    return () => window.removeEventListener('story:navigate', next);
  }, []);
  return <Navbar {...props} routeKey={String(route)} />;
}

export const RouteChangeCloses: Story = {
  render: (args) => <NavbarOnRoutes {...args} />,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const parts = nav.getByRole('button', { name: 'Shop Parts menu' });
    await userEvent.click(parts);
    await expect(parts).toHaveAttribute('aria-expanded', 'true');
    window.dispatchEvent(new Event('story:navigate'));
    await waitFor(() => expect(parts).toHaveAttribute('aria-expanded', 'false'));
  },
};
