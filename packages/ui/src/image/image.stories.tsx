import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShopImage } from './image';

const photo = { key: 'photo-mats', filename: 'carpet-floor-mats-main.jpg' };
const drawing = { key: 'pl7-1', filename: 'carpet-floor-mats-main.svg' };

const meta = {
  title: 'UI/ShopImage',
  component: ShopImage,
  args: { image: photo, box: { w: 320, h: 240 }, alt: 'Carpet floor mats' },
} satisfies Meta<typeof ShopImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const img = (canvasElement: HTMLElement) => canvasElement.querySelector('img') as HTMLImageElement;

/** A raster picture: offered in the ladder's widths up to twice its box, shown at most at its box's width. */
export const RasterPicture: Story = {
  play: async ({ canvasElement }) => {
    const picture = img(canvasElement);
    const widths = [...(picture.getAttribute('srcset') ?? '').matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
    await expect(widths).toEqual([160, 240, 320, 480, 640]);
    await expect(picture).toHaveAttribute('sizes', '(max-width: 320px) 100vw, 320px');
    await expect(picture).toHaveAttribute('width', '320');
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).not.toHaveAttribute('fetchpriority');
  },
};

/** A drawing (SVG) is sharp at any size: one URL, no widths. */
export const Drawing: Story = {
  args: { image: drawing },
  play: async ({ canvasElement }) => {
    const picture = img(canvasElement);
    await expect(picture).not.toHaveAttribute('srcset');
    await expect(picture).not.toHaveAttribute('sizes');
  },
};

/** The page's LCP image: eager and fetched first. */
export const LcpImage: Story = {
  args: { priority: 'high', sizes: '100vw' },
  play: async ({ canvasElement }) => {
    const picture = img(canvasElement);
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('sizes', '100vw');
  },
};

/** One of the first five images of a page: eager, at the normal priority. */
export const Eager: Story = {
  args: { priority: 'eager' },
  play: async ({ canvasElement }) => {
    const picture = img(canvasElement);
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).not.toHaveAttribute('fetchpriority');
  },
};
