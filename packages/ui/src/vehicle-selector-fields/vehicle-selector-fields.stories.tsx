import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  beds,
  chooseLevel,
  type Levels,
  makes,
  models,
  selectsOf,
  wrangler,
  years,
} from './selects.test.helper';
import { type VehicleSelect, VehicleSelectorFields } from './vehicle-selector-fields';

const meta = {
  title: 'UI/VehicleSelectorFields',
  component: VehicleSelectorFields,
  args: { selects: selectsOf({}), onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VehicleSelectorFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const truck: VehicleSelect[] = [
  { type: 'year', label: 'Year', options: years, value: '2021', disabled: false },
  { type: 'make', label: 'Make', options: makes, value: 'ford', disabled: false },
  { type: 'model', label: 'Model', options: models, value: 'gladiator', disabled: false },
];

/** Rows of the selects' top edges, to tell one line from a stack. */
function rowsOf(root: HTMLElement): number {
  const tops = [...root.querySelectorAll('.fk-vehicle-select')].map((el) =>
    Math.round(el.getBoundingClientRect().top),
  );
  return new Set(tops).size;
}

export const YearEnabledFirst: Story = {
  play: async ({ canvas, args }) => {
    const year = canvas.getByRole('combobox', { name: 'Year' });
    await expect(year).toBeEnabled();
    await expect(year.closest('[data-state]')).toHaveAttribute('data-state', 'empty');
    await expect(within(year).getByRole('option', { name: 'Select Year' })).toBeInTheDocument();
    for (const name of ['Make', 'Model']) {
      const select = canvas.getByRole('combobox', { name });
      await expect(select).toBeDisabled();
      await expect(within(select).getByRole('option', { name: `Select ${name}` })).toBeInTheDocument();
    }
    await userEvent.selectOptions(year, '2022');
    await expect(args.onSelect).toHaveBeenCalledWith('year', '2022');
  },
};

export const Chosen: Story = {
  args: { selects: wrangler },
  play: async ({ canvas, args }) => {
    const model = canvas.getByRole('combobox', { name: 'Model' });
    await expect(model).toHaveValue('wrangler');
    await expect(model.closest('[data-state]')).toHaveAttribute('data-state', 'selected');
    // The placeholder stays selectable so a level can be cleared.
    await userEvent.selectOptions(model, 'Select Model');
    await expect(args.onSelect).toHaveBeenCalledWith('model', null);
  },
};

export const Loading: Story = {
  args: {
    selects: [
      { type: 'year', label: 'Year', options: years, value: '2021', disabled: false },
      { type: 'make', label: 'Make', options: [], value: null, disabled: true, loading: true },
    ],
  },
  play: async ({ canvas }) => {
    const make = canvas.getByRole('combobox', { name: 'Make' });
    await expect(make).toHaveAttribute('aria-busy', 'true');
    await expect(make).toBeDisabled();
    await expect(make.closest('[data-state]')).toHaveAttribute('data-state', 'loading');
    await expect(within(make).getByRole('option', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const NotApplicable: Story = {
  args: {
    selects: [
      ...wrangler,
      { type: 'bed', label: 'Bed', options: [{ value: 'n-a', text: 'N/A' }], value: 'n-a', disabled: false },
      {
        type: 'body',
        label: 'Body',
        // The cascade names the not-applicable option 'No {Label}'.
        options: [{ value: 'n-a', text: 'No Body' }],
        value: 'n-a',
        disabled: true,
        notApplicable: true,
      },
      {
        type: 'engine',
        label: 'Engine',
        options: [{ value: 'n-a', text: 'No Engine' }],
        value: 'n-a',
        disabled: false,
        notApplicable: true,
        // A level that does not apply has nothing to be wrong about.
        invalid: true,
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const body = canvas.getByRole('combobox', { name: 'Body' });
    await expect(body).toBeDisabled();
    await expect(body.closest('[data-state]')).toHaveAttribute('data-state', 'not-applicable');
    await expect(within(body).getAllByRole('option')).toHaveLength(1);
    await expect(within(body).getByRole('option', { name: 'No Body' })).toBeInTheDocument();
    const engine = canvas.getByRole('combobox', { name: 'Engine' });
    await expect(engine).toBeDisabled();
    await expect(engine).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/not valid/)).toBeNull();
    await expect(within(engine).getByRole('option', { name: 'No Engine' })).toBeInTheDocument();
    // Without the flag an 'n-a' option is an ordinary choice; the cascade decides which it is.
    await expect(canvas.getByRole('combobox', { name: 'Bed' })).toBeEnabled();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const OptionalAndError: Story = {
  args: {
    selects: [
      ...wrangler,
      { type: 'bed', label: 'Bed', options: beds, value: null, disabled: false, optional: true },
      {
        type: 'engine',
        label: 'Engine',
        options: [],
        value: null,
        disabled: false,
        optional: true,
        error: 'No engine matches this vehicle.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const bed = canvas.getByRole('combobox', { name: /^Bed\s*\(optional\)$/ });
    await expect(bed).not.toHaveAttribute('aria-invalid');
    await expect(bed).not.toHaveAttribute('aria-describedby');
    const engine = canvas.getByRole('combobox', { name: /^Engine\s*\(optional\)$/ });
    await expect(engine).toHaveAttribute('aria-invalid', 'true');
    await expect(engine).toHaveAccessibleDescription('No engine matches this vehicle.');
    await expect(engine.closest('[data-state]')).toHaveAttribute('data-state', 'error');
    // Required selects carry no marker.
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    selects: [
      ...truck,
      {
        type: 'engine',
        label: 'Engine',
        options: [{ value: '3-6l-v6', text: '3.6L V6' }],
        value: '3-6l-v6',
        disabled: false,
        invalid: true,
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const engine = canvas.getByRole('combobox', { name: 'Engine' });
    await expect(engine).toHaveAttribute('aria-invalid', 'true');
    await expect(engine).toHaveAccessibleDescription('This engine is not valid for your current vehicle.');
    await expect(engine.closest('[data-state]')).toHaveAttribute('data-state', 'invalid');
    await expect(canvas.getByText('This engine is not valid for your current vehicle.')).toBeVisible();
    // The shopper can still pick again.
    await expect(engine).toBeEnabled();
    await userEvent.selectOptions(engine, 'Select Engine');
    await expect(args.onSelect).toHaveBeenCalledWith('engine', null);
  },
};

export const InvalidWithError: Story = {
  args: {
    selects: [
      {
        type: 'year',
        label: 'Year',
        options: years,
        value: '2021',
        disabled: false,
        invalid: true,
        error: 'Sorry, something went wrong.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const year = canvas.getByRole('combobox', { name: 'Year' });
    await expect(year).toHaveAccessibleDescription(
      'This year is not valid for your current vehicle. Sorry, something went wrong.',
    );
    await expect(year.closest('[data-state]')).toHaveAttribute('data-state', 'error');
  },
};

export const GridLayout: Story = {
  args: { selects: wrangler, layout: 'grid' },
  play: async ({ canvasElement }) => {
    // 480 px holds two columns: year and make side by side, model below.
    await expect(rowsOf(canvasElement)).toBe(2);
  },
};

export const StackLayout: Story = {
  args: { selects: wrangler, layout: 'stack' },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toBe(3);
  },
};

export const RowLayout: Story = {
  args: { selects: wrangler, layout: 'row' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24 }}>
        <div data-testid="wide" style={{ width: 900 }}>
          <Story />
        </div>
        <div data-testid="narrow" style={{ width: 340 }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The layout follows the room the list gets, so one page can hold both.
    await expect(rowsOf(canvas.getByTestId('wide'))).toBe(1);
    await expect(rowsOf(canvas.getByTestId('narrow'))).toBe(3);
  },
};

export const FormFieldNames: Story = {
  args: { selects: wrangler, namePrefix: 'vehicle-' },
  render: (args) => (
    <form aria-label="Vehicle">
      <VehicleSelectorFields {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Vehicle' }) as HTMLFormElement;
    const data = Object.fromEntries(new FormData(form));
    await expect(data).toEqual({
      'vehicle-year': '2021',
      'vehicle-make': 'jeep',
      'vehicle-model': 'wrangler',
    });
  },
};

/** The whole cascade with local state, as the fitment package drives it. */
export const Cascade: Story = {
  render: function Render(args) {
    const [values, setValues] = useState<Levels>({});
    return (
      <VehicleSelectorFields
        {...args}
        selects={selectsOf(values)}
        onSelect={(type, value) => {
          args.onSelect(type, value);
          setValues(chooseLevel(values, type, value));
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2021');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Make' }), 'jeep');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Model' }), 'wrangler');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Year' }), '2023');
    await expect(canvas.getByRole('combobox', { name: 'Make' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Model' })).toBeDisabled();
  },
};
