import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import { RawBlokPreview, withCmsMode } from '../../registry/raw-blok.test.helper';

const text = (_uid: string, value: string) => ({
  _uid,
  component: 'text',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }] },
});

const meta = {
  title: 'CMS Blocks/Section',
  component: RawBlokPreview,
  decorators: [withCmsMode],
  parameters: { layout: 'fullscreen' },
  args: {
    blok: {
      _uid: 's1',
      component: 'section',
      min_height: 'SMALL',
      max_width: 'NARROW',
      background_color_mobile: 'PRIMARY_DARK',
      align_mobile: 'CENTER',
      content: [
        {
          _uid: 'h',
          component: 'text',
          text: {
            type: 'doc',
            content: [
              {
                type: 'heading',
                attrs: { level: 1 },
                content: [{ type: 'text', text: 'Parts that fit your vehicle' }],
              },
            ],
          },
        },
        {
          _uid: 'b',
          component: 'button',
          label: 'Shop Exterior',
          link: { linktype: 'url', url: '/c/exterior/' },
          color: 'ACTION',
        },
      ],
    },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const isMobile = () => window.innerWidth < DEVICE_MIN_WIDTH.tablet;

/** A hero band: palette background with its matching text colour, SPEC §9 minimum height, centred content. */
export const Hero: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="cms-section"]');
    if (!section) throw new Error('no section');
    const style = getComputedStyle(section);
    await expect(style.minHeight).toBe(isMobile() ? '250px' : '350px');
    await expect(style.textAlign).toBe('center');
    await expect(style.backgroundColor).toBe('rgb(30, 58, 138)');
    await expect(style.color).toBe('rgb(255, 255, 255)');
    const inner = canvasElement.querySelector<HTMLElement>('.fk-section > .fk-layout__inner');
    await expect(inner && getComputedStyle(inner).maxWidth).toBe('768px');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Parts that fit your vehicle');
    await expect(canvas.getByRole('link', { name: 'Shop Exterior' })).toHaveAttribute('href', '/c/exterior/');
  },
};

/** Visibility inherits from mobile to tablet to desktop: hidden on mobile and tablet, shown on desktop. */
export const DesktopOnly: Story = {
  args: {
    blok: {
      _uid: 's2',
      component: 'section',
      visible_mobile: 'false',
      visible_desktop: 'true',
      content: [text('t', 'Wide screens only')],
    },
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="cms-section"]');
    if (!section) throw new Error('no section');
    const expected = window.innerWidth >= DEVICE_MIN_WIDTH.desktop ? 'flow-root' : 'none';
    await expect(getComputedStyle(section).display).toBe(expected);
  },
};

/** A section hidden on every device is not rendered at all for shoppers. */
export const HiddenEverywhere: Story = {
  args: {
    blok: { _uid: 's3', component: 'section', visible_mobile: 'false', content: [text('t', 'Never shown')] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="cms-section"]')).toBeNull();
  },
};

/** Editors see what is wrong with a blok the live site skips. */
export const UnknownBlockInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: {
    blok: {
      _uid: 's4',
      component: 'section',
      content: [text('t', 'Before'), { _uid: 'v', component: 'hologram' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Before')).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent('Unknown block "hologram"');
  },
};

/** The same unknown blok leaves no trace on the live site. */
export const UnknownBlockPublished: Story = {
  args: UnknownBlockInPreview.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Before')).toBeInTheDocument();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
