import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  chooseLevel,
  type Levels,
  makes,
  models,
  selectsOf,
  years,
} from '../vehicle-selector-fields/selects.stories.data';
import { VehicleDialog } from './vehicle-dialog';

const meta = {
  title: 'UI/VehicleDialog',
  component: VehicleDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelect: fn(),
    onSave: fn(),
    canSave: false,
    selects: selectsOf({}),
  },
} satisfies Meta<typeof VehicleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog', { name: 'Select Your Vehicle' }));

export const YearOnlyEnabled: Story = {
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByText('Choose your vehicle to see the parts that fit it.')).toBeVisible();
    const year = d.getByRole('combobox', { name: 'Year' });
    await expect(year).toBeEnabled();
    await expect(d.getByRole('combobox', { name: 'Make' })).toBeDisabled();
    await expect(d.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await expect(within(year).getByRole('option', { name: 'Select Year' })).toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'Save Vehicle' })).toBeDisabled();
    await userEvent.selectOptions(year, '2021');
    await expect(args.onSelect).toHaveBeenCalledWith('year', '2021');
  },
};

export const YearChosen: Story = {
  args: { selects: selectsOf({ year: '2021' }) },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByRole('combobox', { name: 'Year' })).toHaveValue('2021');
    const make = d.getByRole('combobox', { name: 'Make' });
    await expect(make).toBeEnabled();
    await expect(make).toHaveValue('');
    await expect(d.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await userEvent.selectOptions(make, 'jeep');
    await expect(args.onSelect).toHaveBeenCalledWith('make', 'jeep');
    // Picking the placeholder again clears the level.
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Year' }), 'Select Year');
    await expect(args.onSelect).toHaveBeenLastCalledWith('year', null);
  },
};

export const FilledCanSave: Story = {
  args: { selects: selectsOf({ year: '2021', make: 'jeep', model: 'wrangler' }), canSave: true },
  play: async ({ args }) => {
    const d = dialog();
    await expect(d.getByRole('combobox', { name: 'Model' })).toHaveValue('wrangler');
    const save = d.getByRole('button', { name: 'Save Vehicle' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: {
    selects: selectsOf({ year: '2021', make: 'jeep', model: 'wrangler' }),
    canSave: true,
    saving: true,
  },
  play: async ({ args }) => {
    const save = dialog().getByRole('button', { name: 'Save Vehicle' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LoadingAndError: Story = {
  args: {
    selects: [
      { type: 'year', label: 'Year', options: years, value: '2021', disabled: false },
      { type: 'make', label: 'Make', options: makes, value: 'jeep', disabled: false },
      { type: 'model', label: 'Model', options: models, value: 'wrangler', disabled: false },
      {
        type: 'body',
        label: 'Body',
        options: [],
        value: null,
        disabled: true,
        loading: true,
        optional: true,
      },
      {
        type: 'engine',
        label: 'Engine',
        options: [],
        value: null,
        disabled: false,
        optional: true,
        error: 'No Engine matches this vehicle.',
      },
    ],
  },
  play: async () => {
    const d = dialog();
    const body = d.getByRole('combobox', { name: /^Body\s*\(optional\)$/ });
    await expect(body).toHaveAttribute('aria-busy', 'true');
    await expect(within(body).getByRole('option', { name: 'Loading…' })).toBeInTheDocument();
    const engine = d.getByRole('combobox', { name: /^Engine\s*\(optional\)$/ });
    await expect(engine).toHaveAttribute('aria-invalid', 'true');
    await expect(engine).toHaveAccessibleDescription('No Engine matches this vehicle.');
    await expect(d.getByRole('button', { name: 'Save Vehicle' })).toBeDisabled();
  },
};

export const EscapeAsksToClose: Story = {
  play: async ({ args }) => {
    // Focus moves into the dialog when it opens.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** The whole cascade with local state, as the fitment package drives it. */
export const Cascade: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [values, setValues] = useState<Levels>({});
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Select Your Vehicle
        </button>
        <VehicleDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          selects={selectsOf(values)}
          canSave={Boolean(values.year && values.make && values.model)}
          onSelect={(type, value) => {
            args.onSelect(type, value);
            setValues(chooseLevel(values, type, value));
          }}
          onSave={() => {
            args.onSave();
            setOpen(false);
          }}
        />
      </>
    );
  },
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Select Your Vehicle' });
    await userEvent.click(opener);
    const d = dialog();
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Year' }), '2021');
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Make' }), 'jeep');
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Model' }), 'wrangler');
    const save = d.getByRole('button', { name: 'Save Vehicle' });
    await expect(save).toBeEnabled();
    // Changing the year clears make and model and blocks saving again.
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Year' }), '2022');
    await expect(d.getByRole('combobox', { name: 'Make' })).toHaveValue('');
    await expect(d.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Make' }), 'ford');
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Model' }), 'gladiator');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the button that opened the dialog.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
