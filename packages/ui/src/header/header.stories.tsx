import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FitmentButton } from '../fitment-button/fitment-button';
import { HeaderCart } from '../header-cart/header-cart';
import { cartOf, floorLiners, sliders } from '../mini-cart/cart.test.helper';
import { MiniCart } from '../mini-cart/mini-cart';
import { Navbar } from '../navbar/navbar';
import { demoNavbarItems } from '../navbar/navbar.test.helper';
import { bannerImage } from '../promo-banner/banner-image.test.helper';
import { PromoBanner } from '../promo-banner/promo-banner';
import { withStoryRouter } from '../utils/story-router.test.helper';
import { Header } from './header';

const cart = cartOf(sliders, floorLiners);

function SearchSlot() {
  return (
    <search>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="header-search" className="fk-visually-hidden">
          Search
        </label>
        <input
          id="header-search"
          type="search"
          placeholder="Search 2021 Jeep Wrangler Parts"
          style={{
            width: '100%',
            height: 45,
            boxSizing: 'border-box',
            padding: '0 12px',
            borderRadius: 6,
            border: 0,
          }}
        />
      </form>
    </search>
  );
}

const meta = {
  title: 'UI/Header',
  tags: ['responsive'],
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'Fitkit Offroad',
    logo: <span>FITKIT</span>,
    phone: '1-800-555-0199',
    onMenuClick: fn(),
    onMenuIntent: fn(),
    search: <SearchSlot />,
    fitment: (
      <FitmentButton icon="JEEP" vehicle={{ primary: '2021 Jeep Wrangler', secondary: 'Unlimited Sport' }} />
    ),
    cart: (
      <HeaderCart
        itemCount={cart.itemCount}
        href="#cart"
        miniCart={<MiniCart cart={cart} onQtyChange={fn()} onRemove={fn()} onCheckout={fn()} />}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 760 }}>
        <Story />
        <main style={{ padding: 16 }}>
          <h1>Page content</h1>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const inHeader = within(header);
    await expect(inHeader.getByRole('link', { name: 'Fitkit Offroad home' })).toHaveAttribute('href', '/');
    await expect(inHeader.getByRole('link', { name: 'Call 1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
    await expect(inHeader.getByText('1-800-555-0199')).toBeVisible();
    await expect(inHeader.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(inHeader.getByRole('button', { name: /2021 Jeep Wrangler/ })).toBeVisible();
    // The menu button is for small screens only.
    await expect(header.querySelector('button[aria-label="Open menu"]')).not.toBeVisible();
    const cartLink = inHeader.getByRole('link', { name: 'Cart, 3 items' });
    await userEvent.hover(cartLink);
    await expect(await canvas.findByRole('region', { name: /Products In Cart/ })).toBeVisible();
  },
};

export const SimpleMode: Story = {
  args: { simple: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'simple');
    await expect(within(header).queryByRole('searchbox')).toBeNull();
    // The header cart takes simple mode from the header: badge, but no mini cart.
    const cartLink = within(header).getByRole('link', { name: 'Cart, 3 items' });
    await userEvent.hover(cartLink);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('region', { name: /Products In Cart/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    cart: <HeaderCart itemCount={0} href="#cart" icon="CART_OUTLINE" />,
  },
  play: async ({ canvasElement, args }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    const menu = header.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Reaching for the button comes before the press: the host loads the menu's code on it.
    await userEvent.hover(menu);
    await expect(args.onMenuIntent).toHaveBeenCalled();
    await expect(args.onMenuClick).not.toHaveBeenCalled();
    await userEvent.click(menu);
    await expect(args.onMenuClick).toHaveBeenCalledOnce();
    // Phone collapses to an icon that keeps its accessible name.
    await expect(header.getByRole('link', { name: 'Call 1-800-555-0199' })).toBeVisible();
    await expect(header.getByText('1-800-555-0199')).not.toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    // Vehicle selection stays reachable on phones: the fitment button takes its own row.
    const fitment = header.getByRole('button', { name: /Select Your Vehicle|Change/ });
    await expect(fitment).toBeVisible();
    // It spans its row (the search bar's width) so it is easy to hit with a thumb.
    const search = header.getByRole('searchbox', { name: 'Search' });
    const row = search.closest('[data-slot="header-search"]') as HTMLElement;
    await expect(Math.round(fitment.getBoundingClientRect().width)).toBe(
      Math.round(row.getBoundingClientRect().width),
    );
    await expect(fitment.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // 44 px touch targets.
    await expect(menu.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(
      header.getByRole('link', { name: 'Cart, 0 items' }).getBoundingClientRect().width,
    ).toBeGreaterThanOrEqual(44);
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: { menuOpen: true, menuId: 'mobile-menu' },
  render: (args) => (
    <>
      <Header {...args} />
      <nav id="mobile-menu" aria-label="Main">
        <a href="#deals">Deals</a>
      </nav>
    </>
  ),
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Close menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('aria-controls', 'mobile-menu');
  },
};

export const MobileSimpleMode: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    simple: true,
    onMenuClick: undefined,
    cart: <HeaderCart itemCount={null} href="#cart" />,
  },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    // Checkout-style pages: no search bar and no menu, but logo, phone and cart stay.
    await expect(header.queryByRole('searchbox')).toBeNull();
    await expect(header.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(header.getByRole('link', { name: 'Fitkit Offroad home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Call 1-800-555-0199' })).toBeVisible();
    // An unknown item count shows 0.
    const cart = header.getByRole('link', { name: 'Cart, 0 items' });
    await expect(cart).toBeVisible();
    await expect(within(cart).getByText('0')).toBeVisible();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    // Below 1024 px the menu button stays; from 768 px the phone number is written out.
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(header.getByText('1-800-555-0199')).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

/** The whole shell header as the storefront stacks it: promo banner, header, navbar. */
export const WithBannerAndNavbar: Story = {
  decorators: [withStoryRouter],
  // On a real page every part of the shell must sit in a landmark (axe's region rule, off for stories by default).
  parameters: { a11y: { config: { rules: [{ id: 'region', enabled: true }] } } },
  render: (args) => (
    <>
      <PromoBanner
        mobileImage={bannerImage(768, 'Free shipping over $99')}
        desktopImage={bannerImage(1334, 'Free shipping on orders over $99')}
        alt="Free shipping on orders over $99"
        href="/specials/"
        backgroundColors={{ mobile: '#7c2d12' }}
      />
      <Header {...args} />
      <Navbar items={demoNavbarItems} hoverStyle="UNDERLINE" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('link', { name: 'Free shipping on orders over $99' });
    const header = canvas.getByRole('banner');
    const navbar = canvas.getByRole('navigation', { name: 'Main' });
    // Stacked in that order, the navbar right under the header.
    await expect(banner.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      header.getBoundingClientRect().top + 1,
    );
    await expect(Math.round(navbar.getBoundingClientRect().top)).toBe(
      Math.round(header.getBoundingClientRect().bottom),
    );
    // On desktop the navbar replaces the menu button.
    await expect(navbar).toBeVisible();
    await expect(header.querySelector('button[aria-label="Open menu"]')).not.toBeVisible();
  },
};
