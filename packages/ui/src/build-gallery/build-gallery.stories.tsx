import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../provider';
import { BuildGallery } from './build-gallery';

const photo = (key: string, n: number) => ({
  key,
  filename: `build-abcdefghijkl-${n}.jpg`,
  width: 1200,
  height: 900,
});

const meta = {
  title: 'UI/BuildGallery',
  tags: ['responsive'],
  component: BuildGallery,
  // The image route's own URLs (the shared preview draws placeholders instead).
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  args: { title: 'Weekend trail rig', photos: [photo('a1', 1), photo('b2', 2), photo('c3', 3)] },
} satisfies Meta<typeof BuildGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralPhotos: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Photos of Weekend trail rig' })).toBeVisible();
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(3);
    await expect(images[0]).toHaveAccessibleName('Weekend trail rig (1 of 3)');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[2]).toHaveAttribute('loading', 'lazy');
    await expect(images[1]).toHaveAttribute(
      'src',
      '/img/build/b2/r/1200x900/contain/80/build-abcdefghijkl-2.jpg',
    );
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/img/build/a1/r/2400x2400/contain/80/build-abcdefghijkl-1.jpg',
    );
  },
};

export const OnePhoto: Story = {
  args: { photos: [photo('a1', 1)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Weekend trail rig (1 of 1)');
  },
};

export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="build-gallery"]')).toBeNull();
  },
};
