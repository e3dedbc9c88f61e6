import type { BuildSummary } from '@fitkit/commerce-hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../provider';
import { BuildCard } from './build-card';

const build: BuildSummary = {
  id: 'abcdefghijkl',
  title: 'Weekend trail rig',
  status: 'published',
  vehicle: { year: 2021, makeSlug: 'jeep', modelSlug: 'wrangler', name: '2021 Jeep Wrangler' },
  authorName: 'Bo Builder',
  cover: { key: 'c0ffee', filename: 'build-abcdefghijkl-1.jpg', width: 1200, height: 900 },
  publishedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const meta = {
  title: 'UI/BuildCard',
  component: BuildCard,
  args: { build, href: '/builds/abcdefghijkl/' },
  decorators: [
    // The image route's own URLs (the shared preview draws placeholders instead).
    (Story) => (
      <UiProvider>
        <div style={{ width: 280 }}>
          <Story />
        </div>
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof BuildCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article', { name: 'Weekend trail rig' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Weekend trail rig' })).toHaveAttribute(
      'href',
      '/builds/abcdefghijkl/',
    );
    await expect(canvas.getByText('2021 Jeep Wrangler')).toBeVisible();
    await expect(canvas.getByText('Built by Bo Builder')).toBeVisible();
    // The cover is the build photo's variant on the image route, cropped to the card.
    await expect(canvasElement.querySelector('img')?.getAttribute('src')).toBe(
      '/img/build/c0ffee/r/400x300/cover/80/build-abcdefghijkl-1.jpg',
    );
    await expect(canvasElement.querySelector('[data-slot="build-status-badge"]')).toBeNull();
  },
};

export const WithoutPhoto: Story = {
  args: { build: { ...build, cover: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Weekend trail rig' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const AwaitingReview: Story = {
  args: { build: { ...build, status: 'confirmed', publishedAt: null }, showStatus: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="build-status-badge"]')).toHaveTextContent(
      'Waiting for review',
    );
  },
};
