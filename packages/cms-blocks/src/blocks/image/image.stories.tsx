import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import { demoAsset, RawBlokPreview, withCmsMode } from '../../registry/raw-blok.test.helper';

const image = (uid: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'image',
  image: demoAsset(`Phone ${uid}`, `Truck bed cover ${uid}`),
  ...fields,
});

const meta = {
  title: 'CMS Blocks/Image',
  component: RawBlokPreview,
  decorators: [withCmsMode],
  args: { blok: image('a') },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An image with the asset's alt text, loaded straight away. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Truck bed cover a' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Each device shows its own image; an unset device takes the next smaller one's. */
export const PerDevice: Story = {
  args: {
    blok: image('d', {
      image_tablet: demoAsset('Tablet', '', '#166534'),
      image_desktop: demoAsset('Desktop', '', '#9a3412'),
      alt: 'Floor mats in a pickup',
    }),
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: 'Floor mats in a pickup' });
    await waitFor(() => expect(img.currentSrc).not.toBe(''));
    const width = window.innerWidth;
    const expected =
      width >= DEVICE_MIN_WIDTH.desktop ? 'Desktop' : width >= DEVICE_MIN_WIDTH.tablet ? 'Tablet' : 'Phone';
    await expect(decodeURIComponent(img.currentSrc)).toContain(`>${expected}`);
  },
};

/** A linked image goes through the links resolver (internal paths get their trailing slash). */
export const Linked: Story = {
  args: {
    blok: image('l', {
      link: { linktype: 'url', url: '/c/exterior/tonneau-covers' },
      align_mobile: 'CENTER',
    }),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Truck bed cover l' });
    await expect(link).toHaveAttribute('href', '/c/exterior/tonneau-covers/');
  },
};

const seven = ['1', '2', '3', '4', '5', '6', '7'].map((uid) => image(uid));
const loadingOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('loading'));

const fetchPriorityOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'));

/** The first five images of a page load eagerly, later ones lazily; the first, the page's LCP image, first of all. */
export const LazyAfterFive: Story = {
  render: () => <RawBlokPreview blok={{ _uid: 'p', component: 'page', body: seven }} />,
  play: async ({ canvasElement }) => {
    await expect(fetchPriorityOf(canvasElement)).toEqual(['high', null, null, null, null, null, null]);
    await expect(loadingOf(canvasElement)).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  },
};

/** In preview nothing loads lazily, so editors see every image at once. */
export const NeverLazyInPreview: Story = {
  ...LazyAfterFive,
  parameters: { cmsMode: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(new Set(loadingOf(canvasElement))).toEqual(new Set(['eager']));
  },
};

/** A raster picture of the shop's image route is offered in the width ladder, at most at its box's width. */
export const RasterWidths: Story = {
  args: {
    blok: image('r', {
      image: {
        filename: '/img/cms/photo-interior/r/640x800/cover/80/interior.jpg',
        alt: 'Floor mats, a photo',
      },
    }),
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: 'Floor mats, a photo' });
    await expect(img).toHaveAttribute('src', '/img/cms/photo-interior/r/640x800/cover/80/interior.jpg');
    await expect(img.getAttribute('srcset')).toContain(
      '/img/cms/photo-interior/r/320x400/cover/80/interior.jpg 320w',
    );
    await expect(img.getAttribute('srcset')).toMatch(/ 1280w$/);
    await expect(img).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
    await waitFor(() => expect(img.naturalWidth).toBeGreaterThan(0));
  },
};

/** An image blok without an image tells editors what to fix; shoppers see nothing. */
export const MissingImageInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: { blok: { _uid: 'm', component: 'image', image: { filename: '' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('image: Choose an image');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
