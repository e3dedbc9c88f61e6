import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Toggletip } from './toggletip';

const meta = {
  title: 'UI/Toggletip',
  component: Toggletip,
  args: { label: 'Why?', children: 'Add it to your cart to see the price.' },
} satisfies Meta<typeof Toggletip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickToggles: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Why?' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Add it to your cart to see the price.')).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Add it to your cart to see the price.');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EscapeAndOutsideClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Why?' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
