import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BuildStatusBadge } from './build-status-badge';

const meta = {
  title: 'UI/BuildStatusBadge',
  component: BuildStatusBadge,
  args: { status: 'submitted' },
} satisfies Meta<typeof BuildStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function badgeIn(root: HTMLElement) {
  return root.querySelector('[data-slot="build-status-badge"]');
}

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toHaveAttribute('data-state', 'submitted');
    await expect(badgeIn(canvasElement)).toHaveTextContent('Status: Waiting for your e-mail confirmation');
  },
};

export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toHaveTextContent('Status: Waiting for review');
  },
};

export const Published: Story = {
  args: { status: 'published' },
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toHaveAttribute('data-state', 'published');
    await expect(badgeIn(canvasElement)).toHaveTextContent('Status: Published');
  },
};

export const Rejected: Story = {
  args: { status: 'rejected' },
  play: async ({ canvasElement }) => {
    await expect(badgeIn(canvasElement)).toHaveTextContent('Status: Not published');
  },
};
