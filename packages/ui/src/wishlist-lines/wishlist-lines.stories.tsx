import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { floorLiners, sliders } from '../mini-cart/cart.test.helper';
import { withStoryRouter } from '../utils/story-router.test.helper';
import { WishlistLines } from './wishlist-lines';

const meta = {
  title: 'UI/WishlistLines',
  component: WishlistLines,
  decorators: [withStoryRouter],
  args: { items: [sliders, floorLiners], onMoveToCart: fn(), onRemove: fn() },
} satisfies Meta<typeof WishlistLines>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Items: Story = {
  play: async ({ canvas, args }) => {
    const lines = within(canvas.getByRole('list', { name: 'Items in your wishlist' })).getAllByRole(
      'listitem',
    );
    await expect(lines).toHaveLength(2);
    const first = within(lines[0]!);
    await expect(first.getByRole('link', { name: 'Trail Armor Rock Sliders' })).toBeVisible();
    await expect(first.getByText('2021 Jeep Wrangler Unlimited Sport 3.6L V6')).toBeVisible();
    await expect(first.getByText('Qty: 1')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Move to cart Trail Armor Rock Sliders' }));
    await expect(args.onMoveToCart).toHaveBeenCalledWith('item-sliders');
    await userEvent.click(
      within(lines[1]!).getByRole('button', { name: 'Remove All-Weather Floor Liners, Front Row' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('item-liners');
  },
};

export const Busy: Story = {
  args: { busyItemIds: ['item-sliders'] },
  play: async ({ canvas, args }) => {
    const [first, second] = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(within(first!).getByRole('button', { name: /Move to cart/ })).toBeDisabled();
    await expect(within(first!).getByRole('button', { name: /Remove/ })).toBeDisabled();
    await expect(within(second!).getByRole('button', { name: /Move to cart/ })).toBeEnabled();
    await expect(args.onMoveToCart).not.toHaveBeenCalled();
  },
};

export const WithoutJavaScript: Story = {
  args: { action: '/account/wishlist/', onMoveToCart: undefined, onRemove: undefined },
  play: async ({ canvas }) => {
    // Each button is a plain form posting its intent and line to the page's action.
    const move = canvas.getAllByRole('button', { name: /Move to cart/ })[0]!;
    const form = move.closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/account/wishlist/');
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'move-to-cart',
      itemId: 'item-sliders',
    });
  },
};

export const Empty: Story = {
  args: { items: [], emptyContent: <a href="/">Continue shopping</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
