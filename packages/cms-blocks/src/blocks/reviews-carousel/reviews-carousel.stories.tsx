import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { RawBlokPreview } from '../../registry/raw-blok.test.helper';

const reviews = [
  ['Dana R.', 5, 'Fits my Wrangler perfectly and went on in an hour.', '2026-11-03'],
  ['Luis M.', 4, 'Solid bumper, the instructions could be clearer.', '2026-10-21'],
  ['Kim T.', 5, 'Shipped the same day. Great fit on a 2021 F-150.', ''],
  ['Sam P.', 3, 'Good value, one bolt was missing.', '2026-09-02'],
].map(([author, rating, text, date], index) => ({
  _uid: `r${index}`,
  component: 'review',
  author,
  rating,
  text,
  date,
}));

const meta = {
  title: 'CMS Blocks/Reviews Carousel',
  component: RawBlokPreview,
  decorators: [
    (Story, { parameters }) => (
      <CmsProvider mode={parameters.cmsMode ?? 'published'}>
        <div style={{ width: 720 }}>
          <Story />
        </div>
      </CmsProvider>
    ),
  ],
  args: { blok: { _uid: 'rc', component: 'reviews_carousel', reviews } },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reviews with stars, words, author and date, 320 px each, scrolled with the buttons. */
export const Reviews: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Customer Reviews' });
    await expect(region).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5 stars' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Rated 3 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByText('Nov 3, 2026')).toHaveAttribute('datetime', '2026-11-03');
    await expect(canvas.getAllByRole('group')[0]!.getBoundingClientRect().width).toBe(320 + 16);
    const root = canvasElement.querySelector('[data-slot="carousel"]')!;
    await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next reviews' }));
    await waitFor(() => expect(root).toHaveAttribute('data-selected-index', '1'));
  },
};

/** A review with a rating outside 1–5 is held back; editors are told why. */
export const InvalidReviewInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: {
    blok: {
      _uid: 'rc2',
      component: 'reviews_carousel',
      title: 'What drivers say',
      reviews: [reviews[0], { ...reviews[1], _uid: 'bad', rating: 9 }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'What drivers say' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Block "review" has invalid fields');
    await expect(canvas.getByRole('note')).toHaveTextContent('rating');
  },
};
