import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { type GalleryImage, ProductGallery } from './product-gallery';

const images: GalleryImage[] = [
  { key: 'bumper-front', filename: 'front.jpg', alt: 'Bumper seen from the front' },
  { key: 'bumper-side', filename: 'side.jpg', alt: 'Bumper seen from the side' },
  { key: 'bumper-winch', filename: 'winch.jpg', alt: 'Winch mount detail' },
];

const meta = {
  title: 'UI/ProductGallery',
  component: ProductGallery,
  args: { images, label: 'Trail Armor Front Bumper images', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickThumbnail: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: 'Trail Armor Front Bumper images' })).toBeVisible();
    const first = canvas.getByRole('img', { name: 'Bumper seen from the front' });
    await expect(first).toBeVisible();
    // The first picture is the product page's LCP image, offered in widths; the thumbnails follow it eagerly.
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first.getAttribute('srcset')).toMatch(/ 160w, .* 1280w$/);
    for (const thumb of canvasElement.querySelectorAll('.fk-gallery__thumb img'))
      await expect(thumb).toHaveAttribute('loading', 'eager');
    const second = canvas.getByRole('button', { name: 'Image 2 of 3: Bumper seen from the side' });
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    const shown = canvas.getByRole('img', { name: 'Bumper seen from the side' });
    await expect(shown).toBeVisible();
    await expect(shown).not.toHaveAttribute('fetchpriority');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

export const KeyboardMoves: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('button', { name: /Image 1 of 3/ });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /Image 2 of 3/ })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'Bumper seen from the side' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: /Image 3 of 3/ })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: 'Winch mount detail' })).toBeVisible();
    // The strip is one tab stop.
    await expect(canvas.getAllByRole('button').filter((button) => button.tabIndex === 0)).toHaveLength(1);
  },
};

export const Controlled: Story = {
  args: { selectedIndex: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Winch mount detail' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Image 3 of 3/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bumper seen from the front' })).toBeVisible();
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image available')).toBeVisible();
  },
};
