import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BuildDelete } from './build-delete';

const stopPost = (event: SubmitEvent) => event.preventDefault();

const meta = {
  title: 'UI/BuildDelete',
  component: BuildDelete,
  args: { title: 'Trail rig', action: '/builds/abcdefghijkl/', hiddenFields: { csrf: 't0ken' } },
  beforeEach: () => {
    document.addEventListener('submit', stopPost);
    return () => document.removeEventListener('submit', stopPost);
  },
} satisfies Meta<typeof BuildDelete>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmButton = (root: HTMLElement) =>
  within(root).queryByRole('button', { name: 'Yes, delete my build' });

/** Closed: only the summary shows; opening it asks once more. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(confirmButton(canvasElement)).not.toBeVisible();
    await userEvent.click(canvas.getByText('Delete your build'));
    await expect(
      canvas.getByText('Delete “Trail rig” with its photos? This cannot be undone.'),
    ).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Delete Trail rig' });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/builds/abcdefghijkl/');
    await expect(form.querySelector('input[name="intent"]')).toHaveValue('delete-build');
    await expect(form.querySelector('input[name="csrf"]')).toHaveValue('t0ken');
    await expect(confirmButton(canvasElement)).toBeVisible();
  },
};

/** Asking: the question is open. */
export const Asking: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="build-delete"]')).toHaveAttribute(
      'data-state',
      'idle',
    );
    await expect(confirmButton(canvasElement)).toBeEnabled();
  },
};

/** Deleting: the button waits and ignores another click. */
export const Pending: Story = {
  args: { open: true, pending: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="build-delete"]')).toHaveAttribute(
      'data-state',
      'pending',
    );
    await expect(confirmButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refused: the question stays open with the reason. */
export const Failed: Story = {
  args: { error: 'Please sign in to delete your build.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please sign in to delete your build.');
    await expect(confirmButton(canvasElement)).toBeVisible();
  },
};
