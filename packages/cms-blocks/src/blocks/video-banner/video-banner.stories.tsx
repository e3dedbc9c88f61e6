import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';
import { CmsShopProvider } from '../../shop-context/shop-context';

// Stories point the players at this page's own server, so no test ever asks a video host for anything.
const localOrigins = { youtube: '/__video-player', wistia: '/__video-player' };

const poster = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="${color}"/></svg>`)}`;

const heading = {
  _uid: 't',
  component: 'text',
  text: {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Built for the trail' }] },
    ],
  },
};

const meta = {
  title: 'CMS Blocks/Video Banner',
  tags: ['responsive'],
  component: RawBlokPreview,
  decorators: [
    (Story) => (
      <CmsProvider mode="published">
        <CmsShopProvider videoEmbedOrigins={localOrigins}>
          <div style={{ maxWidth: 960 }}>
            <Story />
          </div>
        </CmsShopProvider>
      </CmsProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: {
    blok: {
      _uid: 'v1',
      component: 'video_banner',
      video_type: 'youtube',
      video_id: 'trailArmor01',
      title: 'Trail Armor bumpers on the trail',
      poster_desktop: { filename: poster('#1e3a8a'), alt: '' },
      poster_mobile: { filename: poster('#0f766e'), alt: '' },
      content: [heading],
    },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="video-banner"]')!;

/**
 * The poster first, at 1920/600 on wide screens, with content over it; nothing from the video host yet. The
 * story's first image, the poster is the page's LCP image and is fetched first.
 */
export const Poster: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Built for the trail' })).toBeVisible();
    const box = banner(canvasElement).getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round((box.width * 600) / 1920));
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Pressing play swaps the poster for the host's player, which takes the focus. */
export const PlaysOnDemand: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Play video: Trail Armor bumpers on the trail' }),
    );
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('src', '/__video-player/embed/trailArmor01?autoplay=1&rel=0');
    await expect(frame).toHaveAttribute('title', 'Trail Armor bumpers on the trail');
    await expect(frame).toHaveFocus();
    await expect(banner(canvasElement)).toHaveAttribute('data-state', 'playing');
  },
};

/** A desktop banner strip is 1920/450; a wistia video plays from its own player. */
export const DesktopBannerWistia: Story = {
  args: {
    blok: {
      _uid: 'v2',
      component: 'video_banner',
      video_type: 'wistia',
      video_id: 'w1st1a42',
      title: 'How a lift kit goes on',
      banner: true,
      poster_desktop: { filename: poster('#111827'), alt: '' },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const box = banner(canvasElement).getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round((box.width * 450) / 1920));
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: How a lift kit goes on' }));
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute(
      'src',
      '/__video-player/embed/iframe/w1st1a42?autoPlay=true',
    );
  },
};
