import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CmsProvider } from '../../cms-provider/cms-provider';
import { DEVICE_MIN_WIDTH } from '../../devices/devices';
import { RawBlokPreview, withCmsMode } from '../../registry/raw-blok.test.helper';
import { COLUMN_LAYOUTS, columnCount } from './layouts';

const text = (uid: string) => ({
  _uid: uid,
  component: 'text',
  text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Column ${uid}` }] }] },
});

const columns = (uid: string, layout: string, count: number, fields: Record<string, unknown> = {}) => ({
  _uid: uid,
  component: 'columns',
  columns_layout: layout,
  columns: Array.from({ length: count }, (_, index) => text(`${uid}-${index + 1}`)),
  ...fields,
});

const meta = {
  title: 'CMS Blocks/Columns',
  component: RawBlokPreview,
  decorators: [withCmsMode],
  args: { blok: columns('three', '3', 3) },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const isPhone = () => window.innerWidth < DEVICE_MIN_WIDTH.tablet;

/** The number of grid tracks a columns block lays out. */
function trackCount(grid: Element | null): number {
  if (!grid) throw new Error('no columns grid');
  return getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
}

/** Three equal columns; on phones they stack into one. */
export const ThreeColumns: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Column three-3')).toBeVisible();
    await expect(trackCount(canvasElement.querySelector('.fk-columns'))).toBe(isPhone() ? 1 : 3);
  },
};

/** A 25/75 split: the second column is three times as wide as the first. */
export const Split25_75: Story = {
  args: { blok: columns('split', '25-75', 2, { gap: 'NONE' }) },
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll<HTMLElement>('.fk-columns__column');
    if (!first || !second) throw new Error('two columns expected');
    if (isPhone()) {
      await expect(first.offsetWidth).toBe(second.offsetWidth);
    } else {
      await expect(Math.round(second.offsetWidth / first.offsetWidth)).toBe(3);
    }
  },
};

/** With stacking off, phones keep the split too. */
export const NoStacking: Story = {
  args: { blok: columns('keep', '70-30', 2, { stack_on_mobile: false }) },
  play: async ({ canvasElement }) => {
    await expect(trackCount(canvasElement.querySelector('.fk-columns'))).toBe(2);
  },
};

/** More bloks than columns wrap onto the next row. */
export const WrapsOntoRows: Story = {
  args: { blok: columns('wrap', '2', 4, { stack_on_mobile: false }) },
  play: async ({ canvas }) => {
    const first = canvas.getByText('Column wrap-1').getBoundingClientRect();
    const third = canvas.getByText('Column wrap-3').getBoundingClientRect();
    await expect(third.top).toBeGreaterThan(first.top);
    await expect(Math.round(third.left)).toBe(Math.round(first.left));
  },
};

/** Every layout of SPEC §9 (1–8 columns and the splits), without stacking, has its number of tracks. */
export const EveryLayout: Story = {
  render: () => (
    <CmsProvider mode="published">
      {COLUMN_LAYOUTS.map((layout) => (
        <RawBlokPreview
          key={layout}
          blok={columns(`l${layout}`, layout, columnCount(layout), { stack_on_mobile: false, gap: 'SMALL' })}
        />
      ))}
    </CmsProvider>
  ),
  play: async ({ canvasElement }) => {
    const grids = [...canvasElement.querySelectorAll('.fk-columns')];
    await expect(grids.map((grid) => grid.getAttribute('data-layout'))).toEqual([...COLUMN_LAYOUTS]);
    for (const grid of grids) {
      await expect(trackCount(grid)).toBe(Number(grid.getAttribute('data-count')));
    }
  },
};

/** An invalid layout is reported to editors in preview. */
export const InvalidLayoutInPreview: Story = {
  parameters: { cmsMode: 'draft' },
  args: { blok: columns('bad', '7', 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('columns_layout');
  },
};
