import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { EMAIL_CART_TOOLTIP } from '../email-cart/email-cart-link';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import { cartOf, floorLiners, installation, sliders } from './cart.test.helper';
import type { MiniCartCart } from './cart-item';
import { MiniCart } from './mini-cart';

const meta = {
  title: 'UI/MiniCart',
  tags: ['responsive'],
  component: MiniCart,
  args: {
    cart: cartOf(sliders, floorLiners),
    onQtyChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
  },
} satisfies Meta<typeof MiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products In Cart (3 items)' })).toBeVisible();
    const panel = canvas.getByRole('region', { name: /Products In Cart/ });
    await expect(panel.getBoundingClientRect().width).toBe(560);
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(2);

    const first = within(lines[0]!);
    await expect(first.getByRole('link', { name: 'Trail Armor Rock Sliders' })).toHaveAttribute(
      'href',
      '/p/trail-armor-rock-sliders/tars-4dr-black/',
    );
    await expect(first.getByText('2021 Jeep Wrangler Unlimited Sport 3.6L V6')).toBeVisible();
    await expect(first.getByText('4-door models only')).toBeVisible();
    const image = lines[0]!.querySelector('img')!;
    await expect(image).toHaveAttribute('width', '200');
    await expect(image).toHaveAttribute('height', '150');
    await expect(first.getByRole('combobox', { name: 'Quantity for Trail Armor Rock Sliders' })).toHaveValue(
      '1',
    );
    // Price (on sale, original struck through) and subtotal of one unit are the same amount.
    await expect(first.getAllByText('$549.99')).toHaveLength(2);
    await expect(first.getByText('$649.99').closest('del')).not.toBeNull();

    const second = within(lines[1]!);
    await expect(second.getByRole('combobox', { name: /Quantity for All-Weather/ })).toHaveValue('2');
    await expect(second.getByText('$259.98')).toBeVisible();

    await expect(canvas.getByText('$809.97')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Email Cart' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Continue Shopping' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { cart: cartOf(), onContinueShopping: fn(), onEmailCart: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products In Cart (0 items)' })).toBeVisible();
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible();
    // Checkout and Email Cart need a non-empty cart.
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Email Cart' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
  },
};

export const NoCartYet: Story = {
  args: { cart: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products In Cart (0 items)' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

export const LastAddedFirst: Story = {
  // The shopper just added the floor liners (SPEC §9): their line comes first and is marked, the rest keep order.
  args: { cart: cartOf(sliders, installation, floorLiners), lastAddedItemId: floorLiners.itemId },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByRole('listitem');
    await expect(lines.map((line) => line.getAttribute('data-item-id'))).toEqual([
      floorLiners.itemId,
      sliders.itemId,
      installation.itemId,
    ]);
    const added = within(lines[0]!);
    await expect(added.getByText('Just added')).toBeVisible();
    await expect(added.getByRole('link', { name: 'All-Weather Floor Liners, Front Row' })).toBeVisible();
    await expect(added.getByRole('combobox', { name: /Quantity for All-Weather/ })).toHaveValue('2');
    await expect(added.getByText('$259.98')).toBeVisible();
    await expect(lines[0]!.querySelector('img')).not.toBeNull();
    await expect(canvas.getAllByText('Just added')).toHaveLength(1);
  },
};

export const LastAddedGone: Story = {
  // A line removed since (or not yet in the cart's answer) marks nothing and keeps the cart's order.
  args: { cart: cartOf(sliders, floorLiners), lastAddedItemId: 'item-removed' },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByRole('listitem');
    await expect(lines.map((line) => line.getAttribute('data-item-id'))).toEqual([
      sliders.itemId,
      floorLiners.itemId,
    ]);
    await expect(canvas.queryByText('Just added')).toBeNull();
  },
};

export const VirtualItem: Story = {
  args: { cart: cartOf(sliders, installation) },
  play: async ({ canvas }) => {
    const line = canvas.getByText('Professional Installation').closest('li')!;
    const virtual = within(line);
    await expect(line).toHaveAttribute('data-virtual', 'true');
    await expect(virtual.getByText('Qty: 1')).toBeVisible();
    await expect(virtual.queryByRole('combobox')).toBeNull();
    await expect(virtual.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.getAllByRole('combobox')).toHaveLength(1);
  },
};

export const EmailCartTooltip: Story = {
  args: { onEmailCart: fn() },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('button', { name: 'Email Cart' });
    await userEvent.hover(email);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(EMAIL_CART_TOOLTIP);
    await expect(EMAIL_CART_TOOLTIP).toBe(
      "We'll email you a link to this cart so you can use it on another browser or device",
    );
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_CART_TOOLTIP));
    await userEvent.click(email);
    await expect(args.onEmailCart).toHaveBeenCalledOnce();
  },
};

export const EmailCartLinkByKeyboard: Story = {
  decorators: [withStoryRouter],
  args: { onEmailCart: fn(), emailCartHref: '/?mod=sc' },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('link', { name: 'Email Cart' });
    // A link, so it works without JavaScript too.
    await expect(email).toHaveAttribute('href', '/?mod=sc');
    email.focus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(EMAIL_CART_TOOLTIP);
    await userEvent.keyboard('{Enter}');
    await expect(args.onEmailCart).toHaveBeenCalledOnce();
  },
};

export const QtyChange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Quantity for All-Weather/ }), '5');
    await expect(args.onQtyChange).toHaveBeenCalledWith('item-liners', 5);
  },
};

export const Remove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Trail Armor Rock Sliders' }));
    await expect(args.onRemove).toHaveBeenCalledWith('item-sliders');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Checkout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

export const CheckoutAsLink: Story = {
  args: { checkoutHref: '/cart/' },
  decorators: [withStoryRouter],
  play: async ({ canvas, args }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Checkout' });
    await expect(link).toHaveAttribute('href', '/cart/');
    await expect(link).toHaveClass('fk-button');
    await userEvent.click(link);
    await expect(args.onCheckout).toHaveBeenCalledOnce();
    // The host's link component does the navigation.
    await expect(navigate).toHaveBeenCalledWith('/cart/');
  },
};

export const ContinueShoppingAndClose: Story = {
  args: { onContinueShopping: fn(), onClose: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue Shopping' }));
    await expect(args.onContinueShopping).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Close cart' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const BusyLine: Story = {
  args: { busyItemIds: ['item-sliders'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Quantity for Trail Armor/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Trail Armor Rock Sliders' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /Quantity for All-Weather/ })).toBeEnabled();
  },
};

/** Wired to local state, as the storefront wires it to the cart API. */
export const Interactive: Story = {
  render: function Render(args) {
    const [cart, setCart] = useState<MiniCartCart>(cartOf(sliders, floorLiners, installation));
    const rebuild = (items: MiniCartCart['items']) => setCart(cartOf(...items));
    return (
      <MiniCart
        {...args}
        cart={cart}
        onQtyChange={(itemId, qty) => {
          args.onQtyChange(itemId, qty);
          rebuild(
            cart.items.map((item) =>
              item.itemId === itemId ? { ...item, qty, itemSubtotal: item.salePrice * qty } : item,
            ),
          );
        }}
        onRemove={(itemId) => {
          args.onRemove(itemId);
          rebuild(cart.items.filter((item) => item.itemId !== itemId));
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products In Cart (4 items)' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Quantity for Trail Armor/ }), '3');
    await expect(canvas.getByRole('heading', { name: 'Products In Cart (6 items)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove All-Weather Floor Liners, Front Row' }));
    await expect(canvas.getByRole('heading', { name: 'Products In Cart (4 items)' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
