import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';

const item = (index: number) => ({
  _uid: `item-${index}`,
  component: 'button',
  label: `Category ${index}`,
  link: { linktype: 'url', url: `/c/category-${index}/` },
  full_width: true,
});

const meta = {
  title: 'CMS Blocks/Custom Carousel',
  component: RawBlokPreview,
  decorators: [
    (Story) => (
      <CmsProvider mode="published">
        <div style={{ width: 600 }}>
          <Story />
        </div>
      </CmsProvider>
    ),
  ],
  args: {
    blok: {
      _uid: 'cc1',
      component: 'custom_carousel',
      title: 'Shop by category',
      items: [1, 2, 3, 4, 5, 6].map(item),
    },
  },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="carousel"]')!;

/** Items are 256 px wide unless the editor says otherwise; Next scrolls one item. */
export const DefaultWidth: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-ready', 'true'));
    await expect(canvas.getAllByRole('group')[0]!.getBoundingClientRect().width).toBe(256 + 16);
    await expect(canvas.getByRole('link', { name: 'Category 1' })).toHaveAttribute('href', '/c/category-1/');
    await userEvent.click(canvas.getByRole('button', { name: 'Next items' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '1'));
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-left', 'false');
  },
};

/** A narrower item width, with looping: Previous from the first item wraps round. */
export const NarrowLooping: Story = {
  args: {
    blok: {
      _uid: 'cc2',
      component: 'custom_carousel',
      label: 'Popular categories',
      item_width: 180,
      loop: true,
      items: [1, 2, 3, 4, 5, 6, 7, 8].map(item),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Popular categories' })).toBeVisible();
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-ready', 'true'));
    await expect(canvas.getAllByRole('group')[0]!.getBoundingClientRect().width).toBe(180 + 16);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous items' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '7'));
  },
};
