import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { navigate, withStoryRouter } from '../utils/story-router.test.helper';
import { WISHLIST_HEART_ERROR, WishlistHeart } from './wishlist-heart';

const meta = {
  title: 'UI/WishlistHeart',
  component: WishlistHeart,
  decorators: [withStoryRouter],
  args: {
    state: 'out',
    productName: 'Trail Armor Rock Sliders',
    signInHref: '/account/sign-in/?next=%2Fp%2Fsliders%2F',
    onToggle: fn(),
  },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Save Trail Armor Rock Sliders to your wishlist';

export const SignedOut: Story = {
  args: { state: 'signed-out' },
  play: async ({ canvas, args }) => {
    // Nothing to toggle: the heart asks the shopper to sign in and brings them back.
    await expect(canvas.queryByRole('button')).toBeNull();
    const link = canvas.getByRole('link', {
      name: 'Sign in to save Trail Armor Rock Sliders to your wishlist',
    });
    await expect(link).toHaveAttribute('href', '/account/sign-in/?next=%2Fp%2Fsliders%2F');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/account/sign-in/?next=%2Fp%2Fsliders%2F');
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const NotInList: Story = {
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: NAME });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const InList: Story = {
  args: { state: 'in' },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: NAME });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart.querySelector('path')).toHaveAttribute('fill', 'currentColor');
    await userEvent.keyboard('{Tab}');
    await expect(heart).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  args: { state: 'pending', saved: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: NAME });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // A second press while the first is in flight sends nothing.
    await userEvent.click(heart);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { state: 'error', saved: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WISHLIST_HEART_ERROR);
    const heart = canvas.getByRole('button', { name: NAME });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // Pressing again retries.
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};
