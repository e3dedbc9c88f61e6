import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RawBlokPreview, withCmsMode } from '../../registry/raw-blok.test.helper';

const cell = (value: string, component = '_table_col') => ({ _uid: value, value, component });
const row = (...values: string[]) => ({
  _uid: values.join('-'),
  component: '_table_row',
  body: values.map((v) => cell(v)),
});

const sizes = {
  fieldtype: 'table',
  thead: ['Bed', 'Length', 'Fits'].map((value) => cell(value, '_table_head')),
  tbody: [
    row('Short', '5 ft 7 in', 'Crew cab'),
    row('Standard', '6 ft 6 in', 'Regular cab'),
    row('Long', '8 ft', 'Work truck'),
  ],
};

const meta = {
  title: 'CMS Blocks/Table',
  component: RawBlokPreview,
  decorators: [withCmsMode],
  args: { blok: { _uid: 't', component: 'table', caption: 'Tonneau cover sizes', table: sizes } },
} satisfies Meta<typeof RawBlokPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Caption, column headers and rows from Storyblok's table field. */
export const WithHeader: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Tonneau cover sizes' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Bed',
      'Length',
      'Fits',
    ]);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('cell', { name: '8 ft' })).toBeInTheDocument();
  },
};

/** A table whose header row was left blank has body rows only. */
export const WithoutHeader: Story = {
  args: {
    blok: {
      _uid: 'n',
      component: 'table',
      table: { ...sizes, thead: [cell('', '_table_head'), cell('', '_table_head')] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('columnheader')).toHaveLength(0);
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** A table without cells renders nothing. */
export const Empty: Story = {
  args: { blok: { _uid: 'e', component: 'table', table: { fieldtype: 'table', thead: [], tbody: [] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('table')).toBeNull();
  },
};
