import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  beds,
  chooseLevel,
  type Levels,
  selectsOf,
  wrangler,
} from '../vehicle-selector-fields/selects.test.helper';
import { SelectVehicleBar } from './select-vehicle-bar';

const meta = {
  title: 'UI/SelectVehicleBar',
  component: SelectVehicleBar,
  args: { selects: selectsOf({}), onSelect: fn(), onShopNow: fn(), canSave: false },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectVehicleBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const withBed = [
  ...wrangler,
  { type: 'bed' as const, label: 'Bed', options: beds, value: null, disabled: false },
];

function topsOf(root: HTMLElement): number[] {
  return [...root.querySelectorAll('.fk-vehicle-select__select, button[type="submit"]')].map((el) =>
    Math.round(el.getBoundingClientRect().top),
  );
}

export const Incomplete: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('region', { name: 'Select Your Vehicle' });
    await expect(within(bar).getByRole('heading', { level: 2, name: 'Select Your Vehicle' })).toBeVisible();
    await expect(bar).toHaveAttribute('data-state', 'incomplete');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'Make' })).toBeDisabled();
    const shop = canvas.getByRole('button', { name: 'Shop Now' });
    await expect(shop).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2021');
    await expect(args.onSelect).toHaveBeenCalledWith('year', '2021');
    await expect(args.onShopNow).not.toHaveBeenCalled();
  },
};

export const RequiredChosenOptionalOpen: Story = {
  args: {
    selects: [
      ...wrangler,
      { type: 'bed', label: 'Bed', options: beds, value: null, disabled: false, optional: true },
    ],
    canSave: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'complete');
    const shop = canvas.getByRole('button', { name: 'Shop Now' });
    await expect(shop).toBeEnabled();
    await userEvent.click(shop);
    await expect(args.onShopNow).toHaveBeenCalledOnce();
    // Keyboard: the button is the next stop after the last select.
    canvas.getByRole('combobox', { name: /^Bed/ }).focus();
    await userEvent.tab();
    await expect(shop).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShopNow).toHaveBeenCalledTimes(2);
  },
};

export const RequiredMissing: Story = {
  args: { selects: withBed },
  play: async ({ canvas }) => {
    // Year, make and model are chosen, but the required bed is not.
    await expect(canvas.getByRole('combobox', { name: 'Bed' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Shop Now' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { selects: wrangler, canSave: true, saving: true },
  play: async ({ canvas, args }) => {
    const shop = canvas.getByRole('button', { name: 'Shop Now' });
    await expect(shop).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(shop);
    await expect(args.onShopNow).not.toHaveBeenCalled();
  },
};

export const DesktopOneRow: Story = {
  args: { selects: withBed },
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Four selects and the button share one line.
    const tops = topsOf(canvasElement);
    await expect(tops).toHaveLength(5);
    await expect(new Set(tops).size).toBe(1);
  },
};

export const MobileStacked: Story = {
  args: { selects: withBed },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const tops = topsOf(canvasElement);
    // Each select on its own line, the button last and as wide as the selects.
    await expect(new Set(tops).size).toBe(5);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    const shop = canvas.getByRole('button', { name: 'Shop Now' }).getBoundingClientRect();
    const year = canvas.getByRole('combobox', { name: 'Year' }).getBoundingClientRect();
    await expect(Math.round(shop.width)).toBe(Math.round(year.width));
  },
};

export const OwnWords: Story = {
  args: { title: 'Find Parts For Your Truck', shopNowLabel: 'Show Parts', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Find Parts For Your Truck' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Parts' })).toBeDisabled();
  },
};

/** The bar with local state, as the fitment package drives it. */
export const Cascade: Story = {
  render: function Render(args) {
    const [values, setValues] = useState<Levels>({});
    return (
      <SelectVehicleBar
        {...args}
        selects={selectsOf(values)}
        canSave={Boolean(values.year && values.make && values.model)}
        onSelect={(type, value) => setValues(chooseLevel(values, type, value))}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const shop = canvas.getByRole('button', { name: 'Shop Now' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2021');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Make' }), 'jeep');
    await expect(shop).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Model' }), 'wrangler');
    await expect(shop).toBeEnabled();
    await userEvent.click(shop);
    await expect(args.onShopNow).toHaveBeenCalledOnce();
  },
};
