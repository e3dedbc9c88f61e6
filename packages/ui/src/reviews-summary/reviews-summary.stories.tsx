import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewsSummary } from './reviews-summary';

const meta = {
  title: 'UI/ReviewsSummary',
  component: ReviewsSummary,
  args: { averageRating: 4.5, totalReviews: 120 },
} satisfies Meta<typeof ReviewsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledWidth = (element: HTMLElement) =>
  Number(element.querySelector('clipPath rect')?.getAttribute('width'));

export const Rated: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '4.5 out of 5 stars, 120 reviews' })).toBeVisible();
    await expect(canvas.getByText('(120)')).toBeVisible();
    await expect(filledWidth(canvasElement)).toBe(108);
  },
};

export const LinkedToReviews: Story = {
  args: { averageRating: 3.2, totalReviews: 1, href: '#reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3.2 out of 5 stars, 1 review' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read 1 review' })).toHaveAttribute('href', '#reviews');
  },
};

export const NoReviews: Story = {
  args: { averageRating: 0, totalReviews: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '0 out of 5 stars, 0 reviews' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="reviews-summary"]')).toHaveAttribute(
      'data-state',
      'unrated',
    );
    await expect(filledWidth(canvasElement)).toBe(0);
  },
};
