import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../header/header';
import { HeaderCart } from '../header-cart/header-cart';
import { demoNavbarItems } from '../navbar/navbar.test.helper';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import { MobileMenu, type MobileMenuProps } from './mobile-menu';

/** SPEC's smallest supported phone width. */
const phone375 = {
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
} as const;

/** The header's hamburger opening the drawer, as the storefront wires them. */
function WithHamburger(props: Omit<MobileMenuProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Header
        siteName="Fitkit Offroad"
        logo={<span>FITKIT</span>}
        phone="1-800-555-0199"
        cart={<HeaderCart itemCount={2} href="/checkout/cart/" />}
        onMenuClick={() => setOpen((value) => !value)}
        menuOpen={open}
        menuId="mobile-menu"
      />
      <main style={{ padding: 16 }}>
        <h1>Page content</h1>
      </main>
      <MobileMenu {...props} id="mobile-menu" open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/MobileMenu',
  tags: ['responsive'],
  component: MobileMenu,
  parameters: { layout: 'fullscreen', viewport: { options: phone375 } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  decorators: [withStoryRouter],
  args: { items: demoNavbarItems, open: false, onOpenChange: fn() },
  render: ({ open: _open, onOpenChange: _onOpenChange, ...args }) => <WithHamburger {...args} />,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open drawer, which Radix renders in a portal outside the canvas. */
const drawer = () => within(document.body).getByRole('dialog', { name: 'Menu' });

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const hamburger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAttribute('id', 'mobile-menu');
    await expect(
      within(canvasElement).getByRole('button', { hidden: true, name: 'Close menu' }),
    ).toHaveAttribute('aria-expanded', 'true');
    // It fits a 375 px phone and leaves the page's edge in view.
    await expect(window.innerWidth).toBe(375);
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(375);
    // Every entry is a 44 px touch target.
    const entries = within(dialog).getAllByRole('button').concat(within(dialog).getAllByRole('link'));
    for (const entry of entries)
      await expect(entry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const reopen = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await expect(reopen).toHaveFocus();
    await expect(reopen).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TreeMenuGroup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    const parts = menu.getByRole('button', { name: 'Shop Parts menu' });
    await expect(parts).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.queryByRole('link', { name: 'Exterior' })).toBeNull();
    await userEvent.click(parts);
    await expect(parts).toHaveAttribute('aria-expanded', 'true');
    // The tree's columns show as headings (linked when they have a link) over all their links.
    await expect(menu.getByRole('link', { name: 'Exterior' })).toHaveAttribute('href', '/c/exterior/');
    await expect(menu.getByText('Lighting')).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Lighting' })).toBeNull();
    // On a phone the whole list shows in one column: no 14-link wrap.
    const exterior = menu.getByRole('link', { name: 'Exterior' }).closest('li') as HTMLElement;
    await expect(within(exterior).getAllByRole('link')).toHaveLength(21);
    navigate.mockClear();
    await userEvent.click(menu.getByRole('link', { name: 'Winches' }));
    await expect(navigate).toHaveBeenCalledWith('/c/exterior/winches/');
    // A link click closes the drawer.
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const LinkAndCmsMenus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands/');
    await userEvent.click(menu.getByRole('button', { name: 'Brands menu' }));
    await expect(menu.getByRole('link', { name: 'Caltrend' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Deals menu' }));
    await expect(menu.getByRole('heading', { name: 'Winter Deals' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dealer Portal' })).toHaveAttribute('target', '_blank');
    // Collapsing hides the group again.
    await userEvent.click(menu.getByRole('button', { name: 'Deals menu' }));
    await expect(menu.queryByRole('heading', { name: 'Winter Deals' })).toBeNull();
  },
};

export const CloseButtonAndExtras: Story = {
  args: {
    children: (
      <p>
        Need help? <a href="tel:18005550199">Call 1-800-555-0199</a>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const menu = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByRole('link', { name: 'Call 1-800-555-0199' })).toBeVisible();
    // Focus starts inside the drawer and stays trapped there.
    await expect(drawer().contains(document.activeElement)).toBe(true);
    // Groups work from the keyboard: Enter on a toggle opens it, Tab walks into its links.
    const parts = menu.getByRole('button', { name: 'Shop Parts menu' });
    parts.focus();
    await userEvent.keyboard('{Enter}');
    await expect(parts).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(menu.getByRole('link', { name: 'Exterior' })).toHaveFocus();
    // Shift+Tab from the first entry wraps to the last: focus never leaves the drawer.
    menu.getByRole('button', { name: 'Close menu' }).focus();
    await userEvent.tab({ shift: true });
    await expect(drawer().contains(document.activeElement)).toBe(true);
    await userEvent.click(menu.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
