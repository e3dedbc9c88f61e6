import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import type { RawBlok } from '../../fields/fields';
import { validateBloks } from '../../registry/validate';
import { SameDayPromoBlock } from './same-day-promo';
import type { SameDayPromoBlok } from './schema';

/** The blok as the server would validate it. */
function parsed(raw: RawBlok): SameDayPromoBlok {
  const [blok] = validateBloks([raw], { mode: 'published' }).bloks;
  if (!blok) throw new Error('invalid story blok');
  return blok as unknown as SameDayPromoBlok;
}

const promo = parsed({
  _uid: 'p1',
  component: 'same_day_promo',
  mode: 'RAPIDSHIP',
  text: 'In-stock parts leave our warehouse today.',
  cutoff_time: '15:00',
  time_zone: 'America/Denver',
  link: { linktype: 'url', url: '/search/?sameDayShipping=true' },
});

// Fixed clocks: 2026-11-18 is a Wednesday (Denver is UTC-7 then), 2026-11-21 a Saturday.
const WEDNESDAY_1230 = new Date('2026-11-18T19:30:00Z');
const WEDNESDAY_1600 = new Date('2026-11-18T23:00:00Z');
const SATURDAY_1000 = new Date('2026-11-21T17:00:00Z');

const meta = {
  title: 'CMS Blocks/Same-Day Promo',
  component: SameDayPromoBlock,
  decorators: [
    (Story) => (
      <CmsProvider mode="published">
        <Story />
      </CmsProvider>
    ),
  ],
  args: { blok: promo, now: WEDNESDAY_1230 },
} satisfies Meta<typeof SameDayPromoBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the cutoff on a weekday: the RapidShip badge and the countdown. */
export const BeforeCutoff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('RapidShip')).toBeVisible();
    await expect(canvas.getByText('Free Same Day Shipping')).toBeVisible();
    await expect(await canvas.findByText('Ships FREE today if ordered within 2h 30m')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop same-day parts' })).toHaveAttribute(
      'href',
      '/search/?sameDayShipping=true',
    );
  },
};

/** After the cutoff the countdown is gone; the promo stays. */
export const AfterCutoff: Story = {
  args: { now: WEDNESDAY_1600 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('RapidShip')).toBeVisible();
    await expect(canvasElement.querySelector('[data-state="closed"]')).not.toBeNull();
    await expect(canvas.queryByText(/Ships FREE today/)).toBeNull();
  },
};

/** No shipping at weekends, so no countdown; any other mode is QuickShip. */
export const WeekendQuickShip: Story = {
  args: {
    blok: parsed({ _uid: 'p2', component: 'same_day_promo', title: 'Ships fast' }),
    now: SATURDAY_1000,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('QuickShip')).toBeVisible();
    await expect(canvas.getByText('Ships fast')).toBeVisible();
    await expect(canvas.queryByText(/Ships FREE today/)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
