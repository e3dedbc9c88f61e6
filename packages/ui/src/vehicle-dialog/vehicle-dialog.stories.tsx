import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { garage } from '../garage/garage.test.helper';
import {
  chooseLevel,
  type Levels,
  makes,
  models,
  selectsOf,
  wrangler,
  years,
} from '../vehicle-selector-fields/selects.test.helper';
import { VEHICLE_DIALOG_TEXT } from './modes';
import { VehicleDialog } from './vehicle-dialog';

const meta = {
  title: 'UI/VehicleDialog',
  tags: ['responsive'],
  component: VehicleDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelect: fn(),
    onSave: fn(),
    canSave: false,
    selects: selectsOf({}),
  },
  argTypes: { mode: { control: 'inline-radio', options: Object.keys(VEHICLE_DIALOG_TEXT) } },
} satisfies Meta<typeof VehicleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Select Your Vehicle') => within(screen.getByRole('dialog', { name }));

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

export const FitsMode: Story = {
  args: { mode: 'FITS', product: 'Trail Armor Rock Sliders' },
  play: async () => {
    const d = dialog('Does this fit your vehicle?');
    await expect(d.getByText('Trail Armor Rock Sliders')).toBeVisible();
    await expect(d.getByText('Choose your vehicle to check that this part fits it.')).toBeVisible();
    await expect(d.getByRole('button', { name: 'Check Fit' })).toBeDisabled();
    // The status region is there before any answer, so the answer is announced when it arrives.
    await expect(d.getByRole('status')).toBeEmptyDOMElement();
    await expect(screen.getByRole('dialog')).toHaveAttribute('data-mode', 'FITS');
  },
};

export const FitsAnswerYes: Story = {
  args: {
    mode: 'FITS',
    product: 'Trail Armor Rock Sliders',
    selects: wrangler,
    canSave: true,
    fitResult: 'fits',
    vehicleName: '2021 Jeep Wrangler',
  },
  play: async ({ args }) => {
    const d = dialog('Does this fit your vehicle?');
    await expect(d.getByRole('status')).toHaveTextContent('Fits your 2021 Jeep Wrangler');
    await expect(d.getByRole('status').querySelector('[data-slot="fit-badge"]')).toHaveAttribute(
      'data-state',
      'fits',
    );
    await userEvent.click(d.getByRole('button', { name: 'Check Fit' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const FitsAnswerNo: Story = {
  args: {
    mode: 'FITS',
    selects: wrangler,
    canSave: true,
    fitResult: 'does-not-fit',
    vehicleName: '2021 Jeep Wrangler',
  },
  play: async () => {
    const d = dialog('Does this fit your vehicle?');
    await expect(d.getByRole('status')).toHaveTextContent('Does not fit your 2021 Jeep Wrangler');
    // Without a product name there is no product line.
    await expect(screen.getByRole('dialog').querySelector('[data-slot="vehicle-dialog-product"]')).toBeNull();
  },
};

export const SameDayShipping: Story = {
  args: { mode: 'SAME_DAY_SHIPPING', selects: wrangler, canSave: true },
  play: async ({ args }) => {
    const d = dialog('Same Day Shipping');
    await expect(d.getByText('Choose your vehicle to see the parts for it that ship today.')).toBeVisible();
    await expect(d.queryByRole('status')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Shop Same Day Shipping' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const OwnWordsWin: Story = {
  args: { mode: 'SAME_DAY_SHIPPING', saveLabel: 'Shop Now', title: 'Ships Today' },
  play: async () => {
    const d = dialog('Ships Today');
    await expect(d.getByRole('button', { name: 'Shop Now' })).toBeDisabled();
    await expect(d.getByText('Choose your vehicle to see the parts for it that ship today.')).toBeVisible();
  },
};

export const ClearVehicle: Story = {
  args: { selects: wrangler, canSave: true, onClear: fn() },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Clear vehicle' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const WithGarage: Story = {
  args: { selects: wrangler, canSave: true, garage, onSwitch: fn(), onRemove: fn() },
  play: async ({ args }) => {
    const d = dialog();
    const region = d.getByRole('region', { name: 'My Garage' });
    // The garage comes before the selects.
    const year = d.getByRole('combobox', { name: 'Year' });
    await expect(region.compareDocumentPosition(year) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(d.getByRole('button', { name: /^2021 Jeep Wrangler/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(d.getByRole('button', { name: /^2022 Ford Bronco/ }));
    await expect(args.onSwitch).toHaveBeenCalledWith('v-bronco');
    await userEvent.click(d.getByRole('button', { name: 'Remove 2020 Ford F-150' }));
    await expect(args.onRemove).toHaveBeenCalledWith('v-f150');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EmptyGarage: Story = {
  args: { garage: [], onSwitch: fn() },
  play: async () => {
    await expect(dialog().queryByRole('region', { name: 'My Garage' })).toBeNull();
  },
};

export const WithVinLookup: Story = {
  args: { vinLookup: { onDecode: fn() } },
  play: async ({ args }) => {
    const d = dialog();
    // Folded until asked for, so the selects stay the first thing to use.
    const vin = d.getByRole('textbox', { name: 'VIN' });
    await expect(vin).not.toBeVisible();
    await userEvent.click(d.getByText('Know your VIN? Look up your vehicle'));
    await expect(vin).toBeVisible();
    await userEvent.type(vin, '1C4HJXDG5MW123456');
    await userEvent.click(d.getByRole('button', { name: 'Decode VIN' }));
    await expect(args.vinLookup?.onDecode).toHaveBeenCalledWith('1C4HJXDG5MW123456');
    // The VIN form is its own form: decoding saves nothing.
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const VinNotInCatalogue: Story = {
  args: {
    vinLookup: {
      onDecode: fn(),
      defaultValue: '1FAFP52U5XA123456',
      error: 'We decoded this VIN as 1999 Ford Taurus, which is not in our catalogue yet.',
    },
  },
  play: async () => {
    const d = dialog();
    // An answer to show keeps the look-up unfolded.
    await expect(
      d.getByText('We decoded this VIN as 1999 Ford Taurus, which is not in our catalogue yet.'),
    ).toBeVisible();
  },
};
