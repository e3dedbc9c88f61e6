import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BuildForm } from './build-form';

const vehicleFields = (
  <label>
    Year
    <select name="year" defaultValue="2021">
      <option value="2021">2021</option>
    </select>
  </label>
);

const meta = {
  title: 'UI/BuildForm',
  tags: ['responsive'],
  component: BuildForm,
  args: { action: '/builds/submit/', vehicleFields, submitLabel: 'Submit my build' },
} satisfies Meta<typeof BuildForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewBuild: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form');
    // A plain multipart form: it posts without JavaScript.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(form).toHaveAttribute('action', '/builds/submit/');
    await expect(canvas.getByRole('group', { name: 'Your vehicle' })).toContainElement(
      canvas.getByRole('combobox', { name: 'Year' }),
    );
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Your story' })).toHaveAttribute('maxlength', '5000');
    const photos = canvas.getByLabelText('Photos (optional)');
    await expect(photos).toHaveAttribute('type', 'file');
    await expect(photos).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(photos).toHaveAccessibleDescription(/Up to 8 photos of 10 MB each/);
    await expect(canvas.queryByRole('group', { name: 'Photos to keep' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Submit my build' })).toBeEnabled();
  },
};

export const Editing: Story = {
  args: {
    action: '/builds/abcdefghijkl/edit/',
    submitLabel: 'Save changes',
    values: { title: 'Weekend trail rig', story: 'Lifted it.', parts: 'TA-0001-01' },
    photos: [
      { key: 'a1', filename: 'build-1.jpg', width: 1200, height: 900 },
      { key: 'b2', filename: 'build-2.jpg', width: 1200, height: 900 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Weekend trail rig');
    await expect(canvas.getByRole('textbox', { name: /Parts used/ })).toHaveValue('TA-0001-01');
    const keep = canvas.getAllByRole('checkbox');
    await expect(keep).toHaveLength(2);
    await expect(keep[1]).toBeChecked();
    await expect(keep[1]).toHaveAccessibleName('Keep photo 2');
    await expect(keep[0]).toHaveAttribute('value', 'a1');
    await expect(canvas.getByLabelText('Add photos (optional)')).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    generalError: 'The build could not be saved.',
    errors: { parts: 'No part has the number NOPE-1.', vehicle: 'Choose a vehicle from the list.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The build could not be saved.');
    const parts = canvas.getByRole('textbox', { name: /Parts used/ });
    await expect(parts).toHaveAttribute('aria-invalid', 'true');
    await expect(parts).toHaveAccessibleDescription(/No part has the number NOPE-1\./);
    await expect(canvas.getByRole('group', { name: 'Your vehicle' })).toHaveAccessibleDescription(
      'Choose a vehicle from the list.',
    );
  },
};

export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Submit my build' })).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};
