import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { alexShopper } from '../address-form/contact.stories.data';
import { REQUIRED_MESSAGE } from '../forms';
import { AddressBookForm, AddressBookList } from './address-book';

// Forms post nowhere in stories: a submit is stopped so the canvas stays.
const stopPost = (event: SubmitEvent) => event.preventDefault();

const home = { id: 'a1', contact: alexShopper, isDefault: true };
const work = {
  id: 'a2',
  contact: { ...alexShopper, fullName: 'Alex at Work', address1: '500 Work Ave', address2: '' },
  isDefault: false,
};

const meta = {
  title: 'UI/AddressBook',
  component: AddressBookList,
  args: {
    entries: [home, work],
    action: '/account/addresses/',
    editHref: (id: string) => `/account/addresses/${id}/`,
  },
  beforeEach: () => {
    document.addEventListener('submit', stopPost);
    return () => document.removeEventListener('submit', stopPost);
  },
} satisfies Meta<typeof AddressBookList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDefault: Story = {
  play: async ({ canvas }) => {
    const entries = canvas.getAllByRole('listitem');
    await expect(entries).toHaveLength(2);
    await expect(entries[0]).toHaveTextContent('Default address');
    await expect(entries[0]).toHaveTextContent('1600 Market St');
    // The default has no 'Make default'; the other one has.
    await expect(within(entries[0]!).queryByRole('button', { name: /Make default/ })).toBeNull();
    const makeDefault = within(entries[1]!).getByRole('button', {
      name: 'Make default the address of Alex at Work',
    });
    await expect(makeDefault.closest('form')).toHaveAttribute('action', '/account/addresses/');
    await expect(makeDefault.closest('form')?.querySelector('input[name="id"]')).toHaveValue('a2');
    await expect(
      within(entries[1]!).getByRole('link', { name: 'Edit the address of Alex at Work' }),
    ).toHaveAttribute('href', '/account/addresses/a2/');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your address book is empty/)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const AddForm: Story = {
  render: () => (
    <AddressBookForm label="Add an address" action="/account/addresses/" hiddenFields={{ intent: 'add' }} />
  ),
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('form', { name: 'Add an address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      REQUIRED_MESSAGE,
    );
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(canvasElement.querySelector('input[name="intent"]')).toHaveValue('add');
    await expect(canvas.getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();
  },
};

export const EditWithServerErrors: Story = {
  render: () => (
    <AddressBookForm
      label="Edit address"
      action="/account/addresses/a2/"
      defaultValues={{ ...alexShopper, zipcode: '123' }}
      defaultIsDefault
      errors={[{ field: 'shippingContact.zipcode', message: 'Please enter a valid zip code' }]}
      generalError="Please check the highlighted fields"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
    const zip = canvas.getByRole('textbox', { name: 'Zip code' });
    await expect(zip).toHaveValue('123');
    await expect(zip).toHaveAccessibleDescription('Please enter a valid zip code');
    await expect(canvas.getByRole('checkbox', { name: 'Make this my default address' })).toBeChecked();
  },
};
