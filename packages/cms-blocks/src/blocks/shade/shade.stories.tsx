import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoAsset, RawBlokPreview, withCmsMode } from '../../registry/raw-blok.test.helper';

const shade = (uid: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'shade',
  background_image_mobile: { ...demoAsset('Trail', '', '#65a30d'), alt: '' },
  min_height: 'SMALL',
  content: [
    {
      _uid: `${uid}-t`,
      component: 'text',
      text: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Built for the trail' }] },
        ],
      },
    },
  ],
  ...fields,
});

const meta = {
  title: 'CMS Blocks/Shade',
  component: RawBlokPreview,
  decorators: [withCmsMode],
  args: { blok: shade('s') },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const tint = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector('.fk-shade');
  if (!element) throw new Error('no shade');
  return getComputedStyle(element, '::before');
};

/** Half-opaque black by default, over the background image, with the content on top in white. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(tint(canvasElement).opacity).toBe('0.5');
    await expect(tint(canvasElement).backgroundColor).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).color).toBe(
      'rgb(255, 255, 255)',
    );
  },
};

/** A palette colour at 80 %. */
export const PrimaryDark80: Story = {
  args: { blok: shade('p', { color: 'PRIMARY_DARK', opacity: '80' }) },
  play: async ({ canvasElement }) => {
    await expect(tint(canvasElement).opacity).toBe('0.8');
    await expect(tint(canvasElement).backgroundColor).toBe('rgb(30, 58, 138)');
  },
};

/** Opacity above 100 is clamped to a solid shade (SPEC §5). */
export const ClampedAbove100: Story = {
  args: { blok: shade('c', { opacity: 250 }) },
  play: async ({ canvasElement }) => {
    await expect(tint(canvasElement).opacity).toBe('1');
  },
};

/** Opacity below 0 is clamped to a clear shade. */
export const ClampedBelow0: Story = {
  args: { blok: shade('z', { opacity: '-30', color: 'WHITE' }) },
  play: async ({ canvasElement }) => {
    await expect(tint(canvasElement).opacity).toBe('0');
  },
};

/** Text that is not a number is refused; editors see why. */
export const InvalidOpacityInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: { blok: shade('x', { opacity: 'dark' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('opacity: Enter a number from 0 to 100');
  },
};
