import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../forms';
import { AddressForm } from './address-form';
import { alexShopper } from './contact.stories.data';

const alex = alexShopper;

const meta = {
  title: 'UI/AddressForm',
  tags: ['responsive'],
  component: AddressForm,
  args: { onValidSubmit: fn(), action: '/checkout/address/' },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fieldset of one contact, by its legend. */
function contact(canvasElement: HTMLElement, legend: string) {
  return within(within(canvasElement).getByRole('group', { name: legend }));
}

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const shipping = contact(canvasElement, 'Shipping address');
    await expect(shipping.getByRole('combobox', { name: 'Country' })).toHaveValue('usa');
    await expect(shipping.getByRole('checkbox', { name: 'Email me news and offers' })).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Billing address is the same as shipping' }),
    ).toBeChecked();
    await expect(canvas.queryByRole('group', { name: 'Billing address' })).toBeNull();
    await expect(shipping.getByRole('combobox', { name: 'State' })).toHaveTextContent(/Colorado/);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    // Every required field says so; focus goes to the first.
    await expect(shipping.getAllByText(REQUIRED_MESSAGE)).toHaveLength(7);
    await expect(shipping.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(shipping.getByRole('textbox', { name: 'Company (optional)' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = {
  args: { defaultValues: { shippingContact: alex } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(args.onValidSubmit).toHaveBeenCalledOnce();
    const [values] = (args.onValidSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(values).toEqual({
      shippingContact: alex,
      billingContact: { ...alex, subscribe: false },
      billingSameAsShipping: true,
    });
  },
};

export const FieldErrors: Story = {
  args: { defaultValues: { shippingContact: { ...alex, email: '' } } },
  play: async ({ canvasElement, args }) => {
    const shipping = contact(canvasElement, 'Shipping address');
    const email = shipping.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'alex@example');
    await userEvent.tab();
    await expect(email).toHaveAccessibleDescription(INVALID_EMAIL_MESSAGE);
    const zip = shipping.getByRole('textbox', { name: 'Zip code' });
    await userEvent.clear(zip);
    await userEvent.type(zip, '802');
    await userEvent.tab();
    // The zip code's pattern is the browser's to judge: five digits.
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    const name = shipping.getByRole('textbox', { name: 'Full name' });
    await expect(name).toHaveAttribute('maxlength', '50');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    defaultValues: { shippingContact: alex },
    errors: [{ field: 'shippingContact.zipcode', message: 'Zip code does not match the state.' }],
    generalError: 'We could not check this address. Please try again.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not check this address.');
    const zip = contact(canvasElement, 'Shipping address').getByRole('textbox', { name: 'Zip code' });
    await expect(zip).toHaveAccessibleDescription('Zip code does not match the state.');
    await expect(zip).toHaveFocus();
  },
};

export const BillingDifferent: Story = {
  args: { defaultValues: { shippingContact: alex } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Billing address is the same as shipping' }));
    const billing = contact(canvasElement, 'Billing address');
    await expect(billing.getByRole('combobox', { name: 'Country' })).toHaveValue('usa');
    // Billing asks for the address; its e-mail and phone are optional.
    await expect(billing.getByRole('textbox', { name: 'Email (optional)' })).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    await expect(billing.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(args.onValidSubmit).not.toHaveBeenCalled();
    await userEvent.type(billing.getByRole('textbox', { name: 'Full name' }), 'Sam Payer');
    await userEvent.type(billing.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await userEvent.type(billing.getByRole('textbox', { name: 'City' }), 'Austin');
    await userEvent.selectOptions(billing.getByRole('combobox', { name: 'State' }), 'TX');
    await userEvent.type(billing.getByRole('textbox', { name: 'Zip code' }), '73301');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Payment' }));
    const [values] = (args.onValidSubmit as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(values.billingSameAsShipping).toBe(false);
    await expect(values.billingContact).toMatchObject({
      fullName: 'Sam Payer',
      stateId: 'TX',
      country: 'usa',
    });
  },
};

export const PlainPost: Story = {
  args: { onValidSubmit: undefined, defaultValues: { shippingContact: alex } },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('action', '/checkout/address/');
    await expect(form).toHaveAttribute('method', 'post');
    const posted = Object.fromEntries(new FormData(form));
    await expect(posted).toMatchObject({
      'shippingContact.fullName': 'Alex Shopper',
      'shippingContact.stateId': 'CO',
      'shippingContact.country': 'usa',
      'shippingContact.subscribe': 'true',
      billingSameAsShipping: 'true',
    });
  },
};
