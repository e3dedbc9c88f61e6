import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DrillSelect, type DrillSelectDrill } from './drill-select';

const color: DrillSelectDrill = {
  type: 'color',
  currentValue: -1,
  options: [
    { value: 'black', text: 'Textured Black' },
    { value: 'silver', text: 'Silver', isDisabled: true },
    { value: 'red', text: 'Red', isHidden: true },
    { value: 'bare', text: 'Bare Metal' },
  ],
};

const meta = {
  title: 'UI/DrillSelect',
  component: DrillSelect,
  args: { drill: color, onDrillChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DrillSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (element: HTMLElement) => element.querySelector('[data-slot="drill-select"]');

export const Unselected: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Color' });
    // Nothing chosen: the placeholder shows.
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select Color' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Color',
      'Textured Black',
      'Silver',
      'Bare Metal',
    ]);
    await expect(canvas.getByRole('option', { name: 'Silver' })).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'unselected');
    await userEvent.selectOptions(select, 'bare');
    await expect(args.onDrillChange).toHaveBeenCalledWith('bare');
  },
};

export const Selected: Story = {
  args: { drill: { ...color, currentValue: 'black' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Color' })).toHaveValue('black');
    // Once chosen, going back to nothing is not offered.
    await expect(canvas.getByRole('option', { name: 'Select Color' })).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'selected');
  },
};

export const Disabled: Story = {
  args: { drill: { ...color, isDisabled: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Color' })).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'disabled');
  },
};

export const FitmentDrill: Story = {
  args: {
    drill: {
      type: 'year',
      isFitment: true,
      currentValue: '2021',
      options: [
        { value: '2021', text: '2021' },
        { value: '2020', text: '2020' },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Year Vehicle' })).toHaveValue('2021');
    await expect(root(canvasElement)).toHaveAttribute('data-fitment', 'true');
  },
};

export const Invalid: Story = {
  args: { invalid: true, label: 'Finish' },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Finish' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Please select a Finish');
    await expect(canvas.getByRole('option', { name: 'Select Finish' })).toBeInTheDocument();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'invalid');
  },
};

export const InvalidFitmentDrill: Story = {
  args: {
    invalid: true,
    drill: { type: 'engine', isFitment: true, currentValue: null, options: [{ value: 'v6', text: 'V6' }] },
  },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: 'Engine Vehicle' });
    await expect(select).toHaveAccessibleDescription('This engine is not valid for your current vehicle.');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'invalid');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <DrillSelect
        {...args}
        drill={{ ...color, currentValue: value }}
        onDrillChange={(next) => {
          setValue(next);
          args.onDrillChange(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Color' });
    await userEvent.selectOptions(select, 'black');
    await expect(select).toHaveValue('black');
    await expect(canvas.getByRole('option', { name: 'Select Color' })).toBeDisabled();
  },
};
