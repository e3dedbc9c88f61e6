import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LoadingBar } from './loading-bar';

const meta = {
  title: 'UI/Loading bar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen' },
  args: { loading: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShownAfterTheDelay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeVisible(), {
      timeout: 3000,
    });
  },
};

export const NotLoading: Story = {
  args: { loading: false, delayMs: 0 },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
