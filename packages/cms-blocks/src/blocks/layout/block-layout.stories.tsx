import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import { demoAsset, withCmsMode } from '../../registry/raw-blok.test.helper';
import { BlockLayout } from './block-layout';

const meta = {
  title: 'CMS Blocks/Layout options',
  tags: ['responsive'],
  component: BlockLayout,
  decorators: [withCmsMode],
  args: {
    slot: 'cms-demo',
    blok: {
      max_width: 'NONE',
      min_height: 'NONE',
      padding_mobile: 'NONE',
      margin_mobile: 'NONE',
      align_mobile: 'LEFT',
    },
    children: <p>Parts that fit</p>,
  },
} satisfies Meta<typeof BlockLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The device the story runs at, by the breakpoints of SPEC §9. */
function device(): 'mobile' | 'tablet' | 'desktop' {
  if (window.innerWidth >= DEVICE_MIN_WIDTH.desktop) return 'desktop';
  return window.innerWidth >= DEVICE_MIN_WIDTH.tablet ? 'tablet' : 'mobile';
}

function outer(canvasElement: HTMLElement): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="cms-demo"]');
  if (!element) throw new Error('no layout wrapper');
  return element;
}

/** Background colours per device: tablet inherits the phone's, desktop has its own; text takes the palette's pair. */
export const BackgroundColourPerDevice: Story = {
  args: {
    blok: { ...meta.args.blok, background_color_mobile: 'PRIMARY_DARK', background_color_desktop: 'WHITE' },
  },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(outer(canvasElement));
    const expected = device() === 'desktop' ? 'rgb(255, 255, 255)' : 'rgb(30, 58, 138)';
    await expect(style.backgroundColor).toBe(expected);
    await expect(outer(canvasElement)).toHaveAttribute('data-background');
  },
};

/**
 * A light picture from tablets up (phones show the white background): the picture is shaded (multiplied by
 * gray) and the text is white, since axe's contrast check cannot see into pictures.
 */
export const BackgroundImageFromTablet: Story = {
  args: {
    blok: {
      ...meta.args.blok,
      min_height: 'SMALL',
      background_color_mobile: 'WHITE',
      background_image_tablet: { filename: demoAsset('Trail', '', '#efe6d2').filename, alt: '' },
    },
  },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(outer(canvasElement));
    await expect(outer(canvasElement)).toHaveAttribute('data-background');
    if (device() === 'mobile') {
      await expect(style.backgroundImage).toBe('none');
      await expect(style.color).not.toBe('rgb(255, 255, 255)');
      return;
    }
    // The picture is multiplied by the gray under it, so even white in it turns gray.
    await expect(style.backgroundImage).toContain('data:image/svg+xml');
    await expect(style.backgroundBlendMode).toBe('multiply');
    await expect(style.backgroundColor).toBe('rgb(75, 85, 99)');
    await expect(style.color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvasElement.querySelector('p')!).color).toBe('rgb(255, 255, 255)');
  },
};

/** Padding, margin and alignment per device, with the content width of SPEC §9 (NARROW is 768 px). */
export const SpacingAlignmentAndWidth: Story = {
  args: {
    blok: {
      ...meta.args.blok,
      max_width: 'NARROW',
      padding_mobile: 'SMALL',
      padding_desktop: 'LARGE',
      margin_mobile: 'MEDIUM',
      align_mobile: 'CENTER',
      align_tablet: 'RIGHT',
    },
  },
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(outer(canvasElement));
    const at = device();
    await expect(style.paddingTop).toBe(at === 'desktop' ? '64px' : '16px');
    await expect(style.marginTop).toBe('32px');
    await expect(style.textAlign).toBe(at === 'mobile' ? 'center' : 'right');
    const inner = outer(canvasElement).querySelector<HTMLElement>('.fk-layout__inner');
    await expect(inner && getComputedStyle(inner).maxWidth).toBe('768px');
  },
};

/** Visible on tablets only: phones hide it, tablets show it, desktops hide it again. */
export const TabletOnly: Story = {
  args: { blok: { ...meta.args.blok, visible_mobile: false, visible_tablet: true, visible_desktop: false } },
  play: async ({ canvasElement }) => {
    const display = getComputedStyle(outer(canvasElement)).display;
    await expect(display).toBe(device() === 'tablet' ? 'flow-root' : 'none');
  },
};

/** Hidden on every device: nothing is rendered for shoppers. */
export const HiddenEverywhere: Story = {
  args: { blok: { ...meta.args.blok, visible_mobile: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cms-demo"]')).toBeNull();
  },
};

/** Editors still find a block hidden everywhere in preview (it is hidden by CSS only). */
export const HiddenEverywhereInPreview: Story = {
  ...HiddenEverywhere,
  parameters: { cmsMode: 'draft' },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(outer(canvasElement)).display).toBe('none');
  },
};

/** Inline blocks (buttons) sit side by side. */
export const Inline: Story = {
  render: (args) => (
    <>
      <BlockLayout {...args} inline>
        <span>First</span>
      </BlockLayout>
      <BlockLayout {...args} inline>
        <span>Second</span>
      </BlockLayout>
    </>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText('First').getBoundingClientRect();
    const second = canvas.getByText('Second').getBoundingClientRect();
    await expect(Math.round(second.top)).toBe(Math.round(first.top));
    await expect(second.left).toBeGreaterThan(first.right - 1);
  },
};
