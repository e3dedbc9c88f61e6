import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VideoBanner } from './video-banner';

// Stories point the players at this page's own server, so no test ever asks a video host for anything.
const localOrigins = { youtube: '/__video-player', wistia: '/__video-player' };
const poster = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="5"><rect width="16" height="5" fill="#1e3a8a"/></svg>')}`;

const meta = {
  title: 'UI/VideoBanner',
  tags: ['responsive'],
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
      <div style={{ maxWidth: 800 }}>
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

/** Content taller than the ratio (a narrow banner with a heading, words and two buttons) makes the banner grow. */
export const ContentTallerThanTheRatio: Story = {
  args: {
    children: (
      <>
        <h2 style={{ margin: 0 }}>Parts that fit your vehicle</h2>
        <p>
          Bumpers, floor mats, lights and bed covers, checked against your year, make and model before they
          ship.
        </p>
        <a href="#shop">Shop Exterior</a>
        <a href="#vehicle">Choose your vehicle</a>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const box = banner(canvasElement).getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(320 * (600 / 1920));
    const words = canvasElement.querySelector('p')!.getBoundingClientRect();
    const first = canvas.getByRole('link', { name: 'Shop Exterior' }).getBoundingClientRect();
    const last = canvas.getByRole('link', { name: 'Choose your vehicle' }).getBoundingClientRect();
    const play = canvas.getByRole('button', { name: /Play video/ }).getBoundingClientRect();
    // Nothing sits on anything else, and all of it is inside the banner.
    await expect(first.top).toBeGreaterThanOrEqual(words.bottom);
    await expect(last.top).toBeGreaterThanOrEqual(first.bottom);
    await expect(play.top).toBeGreaterThanOrEqual(last.bottom);
    await expect(play.bottom).toBeLessThanOrEqual(box.bottom);
  },
};
