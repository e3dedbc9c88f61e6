import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VideoBanner } from './video-banner';

// Stories point the players at this page's own server, so no test ever asks a video host for anything.
const localOrigins = { youtube: '/__video-player', wistia: '/__video-player' };
const poster = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="5"><rect width="16" height="5" fill="#1e3a8a"/></svg>')}`;

const meta = {
  title: 'UI/VideoBanner',
  component: VideoBanner,
  args: {
    type: 'youtube',
    videoId: 'trailArmor01',
    title: 'Trail Armor on the trail',
    poster: { desktop: poster },
    embedOrigins: localOrigins,
    onPlay: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="video-banner"]')!;

/** The poster at 1920/600 and a play button; no player until pressed. */
export const Poster: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(banner(canvasElement).getBoundingClientRect().height).toBe(250);
  },
};

/** Pressing play loads the player, focused, and tells the host. */
export const Playing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Trail Armor on the trail' }));
    await expect(args.onPlay).toHaveBeenCalled();
    await expect(canvasElement.querySelector('iframe')).toHaveFocus();
  },
};

/** A desktop banner strip without a poster: 1920/450 on a dark background. */
export const BannerWithoutPoster: Story = {
  args: { banner: true, poster: {} },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(banner(canvasElement).getBoundingClientRect().height).toBe(187.5);
  },
};
