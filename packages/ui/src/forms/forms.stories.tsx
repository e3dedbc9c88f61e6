import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { FieldError, GeneralError } from './form-messages';
import { type FormValidationOptions, useFormValidation } from './use-form-validation';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_NUMBER_MESSAGE,
  INVALID_PHONE_MESSAGE,
  REQUIRED_MESSAGE,
} from './validation';

const FIELDS: FormValidationOptions['fields'] = [
  { name: 'fullName', required: true, minLength: 2 },
  { name: 'email', type: 'email', required: true },
  { name: 'phone', type: 'tel' },
  { name: 'qty', type: 'number' },
  { name: 'zipcode', maxLength: 10 },
];

const LABELS: Record<string, string> = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  qty: 'Quantity',
  zipcode: 'Zip code',
};

type DemoProps = {
  /** Receives the trimmed values of a valid submit. */
  onSend: (values: Record<string, string>) => void;
  /** A server answer to report after a valid submit, in the red box. */
  serverError?: string;
};

/** A checkout-style form wired to the validation hook, as a shop form would use it. */
function DemoForm({ onSend, serverError }: DemoProps) {
  const form = useFormValidation({
    fields: FIELDS,
    onValidSubmit: (values, event, report) => {
      event.preventDefault();
      onSend(values);
      if (serverError) report.setGeneralError(serverError);
    },
  });
  return (
    <form
      aria-label="Shipping contact"
      {...form.formProps}
      style={{ display: 'grid', gap: 12, maxWidth: 360 }}
    >
      <GeneralError message={form.generalError} />
      {FIELDS.map(({ name }) => (
        <div key={name}>
          <label htmlFor={`demo-${name}`} style={{ display: 'block' }}>
            {LABELS[name]}
          </label>
          <input
            id={`demo-${name}`}
            {...form.fieldProps(name)}
            pattern={name === 'zipcode' ? '[0-9]{5}' : undefined}
            style={{ minHeight: 44, width: '100%', boxSizing: 'border-box' }}
          />
          <FieldError id={form.errorId(name)} message={form.errors[name]} />
        </div>
      ))}
      <Button type="submit">Continue</Button>
    </form>
  );
}

const meta = {
  title: 'UI/Forms',
  tags: ['responsive'],
  component: DemoForm,
  args: { onSend: fn() },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // Errors per field; optional empty fields pass; the first field in error gets focus.
    await expect(canvas.getAllByText(REQUIRED_MESSAGE)).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      REQUIRED_MESSAGE,
    );
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'false');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const ChecksOnBlur: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), ' A ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'a@b');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), 'call me');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Quantity' }), '4');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zip code' }), 'abc');
    await userEvent.tab();
    await expect(canvas.getByText('Please enter at least 2 characters.')).toBeVisible();
    await expect(canvas.getByText(INVALID_EMAIL_MESSAGE)).toBeVisible();
    await expect(canvas.getByText(INVALID_PHONE_MESSAGE)).toBeVisible();
    await expect(canvas.queryByText(INVALID_NUMBER_MESSAGE)).toBeNull();
    // The zip code fails only the markup's pattern: the browser's own verdict counts too.
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('aria-invalid', 'true');
    // The name was trimmed in place on blur.
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveValue('A');
  },
};

export const MaxLength: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    // 50 characters by default: the input itself stops at the limit.
    await expect(name).toHaveAttribute('maxlength', '50');
    await userEvent.type(name, 'x'.repeat(55));
    await expect((name as HTMLInputElement).value).toHaveLength(50);
    await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveAttribute('maxlength', '10');
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), '  Alex Shopper ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'alex@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Zip code' }), '80202');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith({
      fullName: 'Alex Shopper',
      email: 'alex@example.com',
      phone: '',
      qty: '',
      zipcode: '80202',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const GeneralErrorBox: Story = {
  args: { serverError: 'Sorry, something went wrong.  Please refresh this page and try again.' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Alex');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'alex@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const box = canvas.getByRole('alert');
    await expect(box).toHaveTextContent(/Sorry, something went wrong\./);
    // The red box: danger-coloured border.
    await expect(getComputedStyle(box).borderTopColor).toBe('rgb(185, 28, 28)');
  },
};
