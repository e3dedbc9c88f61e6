import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResultCount } from './result-count';

const meta = {
  title: 'UI/ResultCount',
  component: ResultCount,
  args: { total: 120, page: 2, pageSize: 24 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondPage: Story = {
  play: async ({ canvas }) => {
    const count = canvas.getByText('Showing 25–48 of 120 results');
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(count).toHaveAttribute('data-state', 'results');
  },
};

export const OnePage: Story = {
  args: { total: 7, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 results')).toBeVisible();
  },
};

export const Single: Story = {
  args: { total: 1, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 result')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { total: 0, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toHaveAttribute('data-state', 'empty');
  },
};
