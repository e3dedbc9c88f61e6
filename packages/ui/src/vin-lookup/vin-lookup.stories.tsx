import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VinLookup } from './vin-lookup';

const WRANGLER = '1C4HJXDG5MW123456';

const meta = {
  title: 'UI/VinLookup',
  component: VinLookup,
  args: { onDecode: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VinLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('form', { name: 'Find your vehicle by VIN' })).toHaveAttribute(
      'data-state',
      'idle',
    );
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    await expect(input).toHaveAttribute('maxlength', '17');
    await expect(input).toHaveAttribute('pattern', '[A-HJ-NPR-Z0-9]{17}');
    await expect(input).toHaveAttribute('autocapitalize', 'characters');
    await expect(input).toHaveAccessibleDescription(/^17 characters/);
    await expect(getComputedStyle(input).fontFamily).toMatch(/mono/i);
    await expect(canvas.getByRole('button', { name: 'Decode VIN' })).toBeEnabled();
    await expect(canvasElement.querySelector('.fk-vin-lookup__message')).toBeNull();
  },
};

export const DecodesAWellFormedVin: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    // Typed in lower case with a stray space: the field keeps capitals and no whitespace.
    await userEvent.type(input, ' 1c4hjxdg5mw123456');
    await expect(input).toHaveValue(WRANGLER);
    await userEvent.click(canvas.getByRole('button', { name: 'Decode VIN' }));
    await expect(args.onDecode).toHaveBeenCalledOnce();
    await expect(args.onDecode).toHaveBeenCalledWith(WRANGLER);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const PasteIsTrimmed: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    await userEvent.click(input);
    await userEvent.paste(`   ${WRANGLER.toLowerCase()}  \n`);
    await expect(input).toHaveValue(WRANGLER);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecode).toHaveBeenCalledWith(WRANGLER);
  },
};

export const TooShort: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    await userEvent.type(input, '1C4HJXDG5MW12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Decode VIN' }));
    await expect(args.onDecode).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/A VIN has 17 characters; this one has 16\.$/);
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'invalid');
    // Focus goes back to the field to fix it; the message follows the typing and clears once it is right.
    await expect(input).toHaveFocus();
    await userEvent.type(input, '6');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/this one has/)).toBeNull();
  },
};

export const ForbiddenLetters: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    await userEvent.type(input, '1C4HJXDG5MWO23456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecode).not.toHaveBeenCalled();
    await expect(
      canvas.getByText('A VIN never uses the letters I, O or Q. Check for the digits 1 and 0 instead.'),
    ).toBeVisible();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    // Tabbing through an empty field says nothing yet.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Decode VIN' }));
    await expect(args.onDecode).not.toHaveBeenCalled();
    await expect(canvas.getByText('Enter your 17-character VIN.')).toBeVisible();
  },
};

export const BlurChecks: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    await userEvent.type(input, '1C4HJ');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('A VIN has 17 characters; this one has 5.')).toBeVisible();
  },
};

export const Decoding: Story = {
  args: { decoding: true, defaultValue: WRANGLER },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Decode VIN' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'decoding');
    await userEvent.click(button);
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), '{Enter}');
    await expect(args.onDecode).not.toHaveBeenCalled();
  },
};

export const NotInCatalogue: Story = {
  args: {
    defaultValue: '1FAFP52U5XA123456',
    error: 'We decoded this VIN as 1999 Ford Taurus, which is not in our catalogue yet.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'VIN' });
    await expect(input).toHaveValue('1FAFP52U5XA123456');
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'error');
    await expect(input).toHaveAccessibleDescription(/which is not in our catalogue yet\.$/);
    // The VIN itself is well formed, so the field is not marked wrong.
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Found: Story = {
  args: { defaultValue: WRANGLER, result: 'Found 2021 Jeep Wrangler' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'found');
    await expect(canvas.getByText('Found 2021 Jeep Wrangler')).toBeVisible();
    // Editing the VIN makes the answer stale, so it goes away.
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), '{Backspace}');
    await waitFor(() => expect(canvas.queryByText('Found 2021 Jeep Wrangler')).toBeNull());
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'idle');
  },
};
