import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type CmsMode, CmsProvider } from '../../cms-provider/cms-provider';
import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import { demoAsset, RawBlokPreview } from '../../registry/raw-blok.test.helper';
import { IMAGE_CARD_MIN_HEIGHT_PX, IMAGE_CARD_SIZES } from './sizes';

const heading = (text: string) => ({
  type: 'doc',
  content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text }] }],
});

const card = (uid: string, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'image_card',
  image: demoAsset('Mats', 'All-weather floor mats', '#0f172a'),
  text: heading('Floor mats'),
  ...fields,
});

const meta = {
  title: 'CMS Blocks/Image card',
  component: RawBlokPreview,
  decorators: [
    (Story, { parameters }) => (
      <CmsProvider mode={(parameters.cmsMode as CmsMode | undefined) ?? 'published'}>
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      </CmsProvider>
    ),
  ],
  args: { blok: card('k', { link: '/c/interior/floor-mats', link_text: 'Shop floor mats' }) },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => window.innerWidth < DEVICE_MIN_WIDTH.tablet;

/** The whole card is one link, named by its link text; the picture is then decorative. */
export const Linked: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Shop floor mats' });
    await expect(link).toHaveAttribute('href', '/c/interior/floor-mats/');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Floor mats');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    const cardBox = canvasElement.querySelector('.fk-image-card')?.getBoundingClientRect();
    const { x, y } = { x: (cardBox?.left ?? 0) + 10, y: (cardBox?.top ?? 0) + 10 };
    // The link's overlay covers the card's top corner too, far from the link text.
    await expect(document.elementFromPoint(x, y)).toBe(link);
  },
};

/** Without a link the picture keeps its alt text and there is nothing to click. */
export const WithoutLink: Story = {
  args: { blok: card('n') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'All-weather floor mats' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The three sizes and their minimum heights on phones and larger screens (SPEC §9). */
export const Sizes: Story = {
  render: () => (
    <>
      {IMAGE_CARD_SIZES.map((size) => (
        <RawBlokPreview key={size} blok={card(size, { size, text: heading(size), margin_mobile: 'SMALL' })} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('.fk-image-card')];
    await expect(cards.map((element) => element.dataset.size)).toEqual([...IMAGE_CARD_SIZES]);
    for (const element of cards) {
      const px = IMAGE_CARD_MIN_HEIGHT_PX[element.dataset.size as keyof typeof IMAGE_CARD_MIN_HEIGHT_PX];
      await expect(getComputedStyle(element).minHeight).toBe(`${isPhone() ? px.mobile : px.other}px`);
    }
  },
};
