import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VideoEmbed } from './video-embed';

// Stories point the players at this page's own server, so no test ever asks a video host for anything.
const localOrigins = { youtube: '/__video-player', wistia: '/__video-player' };

const meta = {
  title: 'UI/VideoEmbed',
  component: VideoEmbed,
  args: {
    video: {
      id: 'trailArmor01',
      type: 'youtube',
      duration: 125,
      title: 'Installing the Trail Armor Front Bumper',
      thumbnail: { key: 'video-bumper', filename: 'poster.jpg' },
    },
    embedOrigins: localOrigins,
    onPlay: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  play: async ({ canvas, canvasElement }) => {
    const play = canvas.getByRole('button', {
      name: /^Play video: Installing the Trail Armor Front Bumper, length\s*02:05$/,
    });
    await expect(play).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', 'PT2M5S');
    await expect(canvas.getByText('02:05')).toBeVisible();
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(
      'Installing the Trail Armor Front Bumper',
    );
    // The poster comes through the shop's image builder, not from the video host.
    await expect(canvasElement.querySelector('img')!.src).toMatch(/^data:image\/svg\+xml/);
  },
};

export const ClickLoadsYoutube: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Play video/ }));
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('src', '/__video-player/embed/trailArmor01?autoplay=1&rel=0');
    await expect(frame).toHaveAttribute('title', 'Installing the Trail Armor Front Bumper');
    await expect(frame).toHaveFocus();
    await expect(canvasElement.querySelector('[data-slot="video-embed"]')).toHaveAttribute(
      'data-state',
      'playing',
    );
    await expect(args.onPlay).toHaveBeenCalledWith(args.video);
  },
};

export const ClickLoadsWistia: Story = {
  args: {
    video: { id: 'w1st1a42', type: 'wistia', duration: 42, title: 'Winch overview', thumbnail: null },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: /^Play video: Winch overview, length\s*00:42$/ }),
    );
    await expect(canvasElement.querySelector('iframe')).toHaveAttribute(
      'src',
      '/__video-player/embed/iframe/w1st1a42?autoPlay=true',
    );
  },
};

export const KeyboardPlays: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};
