import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { type FacetGroup, FacetList } from './facet-list';

const base = '/specials/';
const groups: FacetGroup[] = [
  {
    kind: 'category',
    values: [
      { label: 'Bumpers', count: 42, href: '/specials/?category=bumpers', selected: false },
      { label: 'Lighting', count: 18, href: '/specials/?category=lighting', selected: false },
    ],
  },
  {
    kind: 'price',
    values: [
      { label: 'Under $100', count: 12, href: '/specials/?price=0-100', selected: false },
      { label: '$100 to $250', count: 30, href: '/specials/?price=100-250', selected: false },
    ],
    range: { action: base, hiddenFields: { sort: 'name' } },
  },
  {
    kind: 'brand',
    values: [
      { label: 'Trail Armor', count: 9, href: '/specials/?brand=trail-armor', selected: false },
      { label: 'Summit', count: 1, href: '/specials/?brand=summit', selected: false },
    ],
  },
  {
    kind: 'special',
    values: [
      { label: 'Deals', count: 60, href: '/specials/?special=deals', selected: false },
      { label: 'New Products', count: 5, href: '/specials/?special=new', selected: false },
    ],
  },
  {
    kind: 'sameDay',
    title: 'Same Day Shipping',
    values: [{ label: 'Ships Today', count: 21, href: '/specials/?sameDayShipping=true', selected: false }],
  },
];

const select = (list: FacetGroup[], label: string): FacetGroup[] =>
  list.map((group) => ({
    ...group,
    values: group.values.map((value) => (value.label === label ? { ...value, selected: true } : value)),
  }));

const meta = {
  title: 'UI/FacetList',
  tags: ['responsive'],
  component: FacetList,
  args: { groups, clearHref: base },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FacetList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Filters' })).toBeVisible();
    for (const title of ['Category', 'Price', 'Brand', 'Special']) {
      await expect(canvas.getByText(title, { selector: 'summary' })).toBeVisible();
    }
    // The same-day group waits for its theme flag.
    await expect(canvas.queryByText('Same Day Shipping')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Clear all' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /^Bumpers \(42 products ?\)$/ })).toHaveAttribute(
      'href',
      '/specials/?category=bumpers',
    );
    const summit = canvas.getByRole('link', { name: /^Summit \(1 product ?\)$/ });
    await expect(summit).toHaveAttribute('data-state', 'idle');
    // Filter links are not for crawlers; category links are.
    await expect(summit).toHaveAttribute('rel', 'nofollow');
    await expect(canvas.getByRole('link', { name: /^Bumpers/ })).not.toHaveAttribute('rel');
  },
};

export const Selected: Story = {
  args: { groups: select(select(groups, 'Trail Armor'), 'Bumpers') },
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('link', { name: /^Trail Armor \(9 products ?\) ?, selected$/ });
    await expect(brand).toHaveAttribute('data-state', 'selected');
    await expect(canvas.getByRole('link', { name: /^Bumpers \(42 products ?\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/specials/');
  },
};

export const SameDayShown: Story = {
  args: { showSameDay: true, groups: select(groups, 'Ships Today') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Same Day Shipping', { selector: 'summary' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /^Ships Today \(21 products ?\) ?, selected$/ }),
    ).toHaveAttribute('href', '/specials/?sameDayShipping=true');
  },
};

export const PriceRange: Story = {
  args: {
    groups: [
      {
        kind: 'price',
        values: [],
        range: { action: base, min: 100, max: 500, hiddenFields: { sort: 'name' } },
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const min = canvas.getByRole('spinbutton', { name: 'Min $' });
    const max = canvas.getByRole('spinbutton', { name: 'Max $' });
    await expect(min).toHaveValue(100);
    await expect(max).toHaveValue(500);
    await userEvent.clear(max);
    await userEvent.type(max, '250');
    const form = canvasElement.querySelector<HTMLFormElement>('[data-slot="facet-price-range"]')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect([...new FormData(form).entries()]).toEqual([
      ['sort', 'name'],
      ['minPrice', '100'],
      ['maxPrice', '250'],
    ]);
  },
};

export const Collapsible: Story = {
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByText('Brand', { selector: 'summary' });
    await userEvent.click(summary);
    await expect(summary.closest('details')).not.toHaveAttribute('open');
    await expect(canvasElement.querySelector('a[href="/specials/?brand=summit"]')).not.toBeVisible();
    await userEvent.click(summary);
    await expect(canvas.getByRole('link', { name: /Trail Armor/ })).toBeVisible();
  },
};
