import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Carousel } from './carousel';

const panels = ['Bumpers', 'Lighting', 'Floor mats', 'Racks', 'Winches'].map((name) => (
  <div key={name} style={{ padding: 24, background: 'var(--fk-color-surface)' }}>
    <h3 style={{ margin: 0 }}>{name}</h3>
  </div>
));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: 'Categories', itemWidth: 'full', pagination: true, children: panels },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="carousel"]')!;

/** Untitled, one item per view, with dots: named by its label, the current dot marked. */
export const FullWidthWithDots: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Categories' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-ready', 'true'));
    await expect(canvas.getAllByRole('group')[0]!.getBoundingClientRect().width).toBe(400 + 16);
    await expect(canvas.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 5' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-scrolled-right', 'true'));
    await expect(canvas.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Next items' })).toBeDisabled();
  },
};

/** A titled row of fixed-width items; once Embla runs it moves the track itself instead of native scrolling. */
export const TitledFixedWidth: Story = {
  args: { title: 'Shop by category', pagination: false, itemWidth: 200 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Shop by category' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeVisible();
    await expect(canvas.getAllByRole('group')[0]!.getBoundingClientRect().width).toBe(200 + 16);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-ready', 'true'));
    const viewport = canvasElement.querySelector<HTMLElement>('.fk-carousel__viewport')!;
    await expect(getComputedStyle(viewport).overflowX).toBe('hidden');
    // Embla's class-names plugin marks the row a mouse can drag.
    await expect(viewport).toHaveClass('fk-carousel__viewport--draggable');
    await expect(getComputedStyle(viewport).cursor).toBe('grab');
    await expect(canvas.queryByRole('button', { name: /Go to slide/ })).toBeNull();
  },
};
