import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartOf, floorLiners, sliders } from '../mini-cart/cart.test.helper';
import { MiniCart } from '../mini-cart/mini-cart';
import { CART_ICONS, HeaderCart } from './header-cart';

const cart = cartOf(sliders, floorLiners);
const miniCart = <MiniCart cart={cart} onQtyChange={fn()} onRemove={fn()} onCheckout={fn()} />;

const meta = {
  title: 'UI/HeaderCart',
  component: HeaderCart,
  args: { itemCount: cart.itemCount, href: '#cart', miniCart, onOpenChange: fn() },
  argTypes: { icon: { control: 'inline-radio', options: CART_ICONS } },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--fk-color-header-bg)',
          padding: 16,
          minHeight: 760,
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderCart>;

export default meta;
type Story = StoryObj<typeof meta>;

const cartLink = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: /^Cart, \d+ items?$/ });

export const Badge: Story = {
  play: async ({ canvasElement }) => {
    const link = cartLink(canvasElement);
    await expect(link).toHaveAccessibleName('Cart, 3 items');
    await expect(link).toHaveAttribute('href', '#cart');
    await expect(link).toHaveAttribute('aria-expanded', 'false');
    await expect(canvasElement.querySelector('[data-slot="header-cart-badge"]')).toHaveTextContent('3');
    await expect(link.querySelector('svg')).toHaveAttribute('data-icon', 'CART');
  },
};

export const OutlineIcon: Story = {
  args: { icon: 'CART_OUTLINE', itemCount: 1 },
  play: async ({ canvasElement }) => {
    const link = cartLink(canvasElement);
    await expect(link).toHaveAccessibleName('Cart, 1 item');
    await expect(link.querySelector('svg')).toHaveAttribute('data-icon', 'CART_OUTLINE');
  },
};

export const HoverOpensAndLeaveClosesAfter700ms: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = cartLink(canvasElement);
    await userEvent.hover(link);
    const panel = await canvas.findByRole('region', { name: /Products In Cart/ });
    await expect(panel).toBeVisible();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    const left = performance.now();
    await userEvent.unhover(link);
    // Still there shortly after leaving…
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByRole('region', { name: /Products In Cart/ })).toBeVisible();
    // …and gone once the 700 ms have passed.
    await waitFor(() => expect(canvas.queryByRole('region', { name: /Products In Cart/ })).toBeNull(), {
      timeout: 2000,
    });
    await expect(performance.now() - left).toBeGreaterThanOrEqual(690);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ComingBackKeepsItOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = cartLink(canvasElement);
    await userEvent.hover(link);
    await canvas.findByRole('region', { name: /Products In Cart/ });
    await userEvent.unhover(link);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Moving into the panel itself counts as coming back.
    await userEvent.hover(canvas.getByRole('heading', { name: /Products In Cart/ }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.getByRole('region', { name: /Products In Cart/ })).toBeVisible();
  },
};

export const EmptyCartBadgeZero: Story = {
  args: { itemCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = cartLink(canvasElement);
    await expect(link).toHaveAccessibleName('Cart, 0 items');
    await expect(canvasElement.querySelector('[data-slot="header-cart-badge"]')).toHaveTextContent('0');
    await expect(link).not.toHaveAttribute('aria-expanded');
    await userEvent.hover(link);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const UnknownCountShowsZero: Story = {
  args: { itemCount: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="header-cart-badge"]')).toHaveTextContent('0');
  },
};

export const SimpleMode: Story = {
  args: { simple: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = cartLink(canvasElement);
    await userEvent.hover(link);
    link.focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="header-cart-badge"]')).toHaveTextContent('3');
  },
};

export const KeyboardFocusOpensEscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = cartLink(canvasElement);
    await expect(link).toHaveFocus();
    await expect(await canvas.findByRole('region', { name: /Products In Cart/ })).toBeVisible();
    // Tabbing into the panel keeps it open.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Trail Armor Rock Sliders' })).toHaveFocus();
    await expect(canvas.getByRole('region', { name: /Products In Cart/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(link).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const RouteChangeCloses: Story = {
  render: function Render(args) {
    const [route, setRoute] = useState('/');
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <button type="button" onClick={() => setRoute('/c/bumpers/')}>
          Navigate
        </button>
        <HeaderCart {...args} routeKey={route} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(cartLink(canvasElement));
    await canvas.findByRole('region', { name: /Products In Cart/ });
    // A route change while the pointer still rests on the cart closes it at once.
    canvas.getByRole('button', { name: 'Navigate' }).click();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull(), { timeout: 300 });
  },
};

export const ExplicitClose: Story = {
  args: {
    miniCart: ({ close }) => (
      <MiniCart cart={cart} onQtyChange={fn()} onRemove={fn()} onCheckout={fn()} onClose={close} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(cartLink(canvasElement));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close cart' }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const OpensOnRequest: Story = {
  render: function Render(args) {
    const [request, setRequest] = useState<number | null>(null);
    return (
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <button type="button" onClick={() => setRequest((last) => (last ?? 0) + 1)}>
          Add to Cart
        </button>
        <HeaderCart {...args} openRequest={request} />
      </div>
    );
  },
  args: {
    miniCart: ({ close }) => (
      <MiniCart cart={cart} onQtyChange={fn()} onRemove={fn()} onCheckout={fn()} onClose={close} />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing asked yet: closed.
    await expect(canvas.queryByRole('region')).toBeNull();
    // An add to cart opens it without the pointer on the cart, and it stays until closed.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await canvas.findByRole('region', { name: /Products In Cart/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Close cart' }));
    await expect(canvas.queryByRole('region')).toBeNull();
    // The next add opens it again.
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await canvas.findByRole('region', { name: /Products In Cart/ });
  },
};
