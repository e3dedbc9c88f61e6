import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ProductCard } from '../product-card';
import { RECOMMENDATION_TITLES, RECOMMENDATION_TYPES } from './carousel-scroll';
import { ProductCarousel } from './product-carousel';

const names = [
  'Front Bumper',
  'Rear Bumper',
  'Rock Sliders',
  'Winch',
  'Light Bar',
  'Roof Rack',
  'Tonneau Cover',
  'Floor Liners',
];

const cards = names.map((name, index) => (
  <ProductCard
    key={name}
    product={{
      name,
      brand: { name: 'Trail Armor' },
      image: { key: `img-${index}`, filename: `${index}.jpg` },
      price: { actual: 19999 + index * 1000, original: null },
    }}
    href={`/p/item-${index}/`}
  />
));

const meta = {
  title: 'UI/ProductCarousel',
  tags: ['responsive'],
  component: ProductCarousel,
  args: { title: RECOMMENDATION_TITLES.similar, children: cards },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (element: HTMLElement) => element.querySelector<HTMLElement>('[data-slot="product-carousel"]')!;

export const AtStart: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Similar Products' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvas.getAllByRole('group');
    await expect(slides).toHaveLength(8);
    await expect(slides[0]).toHaveAttribute('aria-label', '1 of 8');
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slides[0]!.getBoundingClientRect().width).toBe(256 + 16);
    // Embla loads after the first render; until then the row scrolls natively and the buttons wait.
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-ready', 'true'));
    await expect(canvas.getByRole('button', { name: 'Previous items' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next items' })).toBeEnabled();
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-left', 'true');
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-right', 'false');
  },
};

export const NextUntilTheEnd: Story = {
  play: async ({ canvas, canvasElement }) => {
    const next = canvas.getByRole('button', { name: 'Next items' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '1'));
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-left', 'false');
    await expect(canvas.getByRole('button', { name: 'Previous items' })).toBeEnabled();
    while (!next.hasAttribute('disabled')) {
      await userEvent.click(next);
    }
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-right', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous items' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-scrolled-right', 'false'));
  },
};

export const OneStepAnimatesLongJumpIsInstant: Story = {
  play: async ({ canvas, canvasElement }) => {
    const track = canvasElement.querySelector<HTMLElement>('.fk-carousel__track')!;
    const next = canvas.getByRole('button', { name: 'Next items' });
    await waitFor(() => expect(next).toBeEnabled());
    const offset = () => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
    await userEvent.click(next);
    // A one-item step is still under way a frame later…
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const during = offset();
    await expect(during).toBeGreaterThan(-272);
    await waitFor(() => expect(Math.round(offset())).toBe(-272), { timeout: 2000 });
    // …while End jumps over several items at once.
    next.focus();
    await userEvent.keyboard('{End}');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(root(canvasElement)).toHaveAttribute('data-scrolled-right', 'true');
    const end = offset();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(offset()).toBe(end);
    // Next is disabled at the end, so the keys go through the still-enabled Previous button.
    canvas.getByRole('button', { name: 'Previous items' }).focus();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '0'));
  },
};

export const Loop: Story = {
  args: { loop: true, title: RECOMMENDATION_TITLES.recent },
  play: async ({ canvas, canvasElement }) => {
    const previous = canvas.getByRole('button', { name: 'Previous items' });
    await waitFor(() => expect(previous).toBeEnabled());
    await expect(canvas.getByRole('button', { name: 'Next items' })).toBeEnabled();
    await userEvent.click(previous);
    // From the first item, back wraps to the last.
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '7'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next items' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '0'));
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next items' })).toBeEnabled());
    canvas.getByRole('button', { name: 'Next items' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '1'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-selected-index', '0'));
  },
};

export const FewItemsFit: Story = {
  args: { children: cards.slice(0, 2), title: RECOMMENDATION_TITLES.related },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-scrolled-right', 'true'));
    await expect(canvas.getByRole('button', { name: 'Previous items' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next items' })).toBeDisabled();
  },
};

export const NarrowItems: Story = {
  args: { itemWidth: 180, title: RECOMMENDATION_TITLES.recommended, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recommended For You' })).toBeVisible();
    await expect(canvas.getAllByRole('group')[0]!.getBoundingClientRect().width).toBe(180 + 16);
  },
};

export const Titles: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {RECOMMENDATION_TYPES.map((type) => (
        <ProductCarousel key={type} title={RECOMMENDATION_TITLES[type]}>
          {cards.slice(0, 3)}
        </ProductCarousel>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Similar Products', 'Related Products', 'Recently Viewed', 'Recommended For You']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
  },
};
