import { PROMO_TEXTS } from '@fitkit/commerce-hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { REQUIRED_MESSAGE } from '../forms';
import { PromoCodeForm, type PromoCodeFormProps } from './promo-code-form';

const meta = {
  title: 'UI/PromoCodeForm',
  component: PromoCodeForm,
  args: { onApply: fn(), action: '/checkout/cart/' },
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A host that answers every code with `answer`, as the API would. */
function Answering({ answer, ...props }: PromoCodeFormProps & { answer: string }) {
  const [outcomeCode, setOutcomeCode] = useState<string | null>(null);
  return (
    <PromoCodeForm
      {...props}
      outcomeCode={outcomeCode}
      onApply={(code) => {
        props.onApply?.(code);
        setOutcomeCode(answer);
      }}
    />
  );
}

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByText(REQUIRED_MESSAGE)).toBeVisible();
    await expect(input).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(input, '  save10 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('save10');
  },
};

export const Applied: Story = {
  render: (args) => <Answering {...args} answer="SUCCESS" />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Promo code' }), 'SAVE10{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(PROMO_TEXTS.SUCCESS);
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  },
};

export const NotValid: Story = {
  render: (args) => <Answering {...args} answer="PROMO_CODE_INVALID" />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'BAD');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Promo code not valid.');
    // Focus goes back to the code, which now describes the refusal.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Promo code not valid.');
  },
};

export const AlreadyApplied: Story = {
  args: { outcomeCode: 'PROMO_CODE_EXISTS', defaultCode: 'SAVE10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Promo code has already been applied.');
    // An answer rendered by the server does not take focus.
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).not.toHaveFocus();
  },
};

export const CannotApply: Story = {
  args: { outcomeCode: 'SIMILAR_PROMO_CODE_EXISTS' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Promo code cannot be applied.');
  },
};

export const NowActive: Story = {
  args: { outcomeCode: 'PROMO_CODE_NOT_APPLIED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Promo code is now active, add the items to your cart for your discount.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Promo code' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  },
};

export const Applying: Story = {
  args: { waiting: true, defaultCode: 'SAVE10' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Apply' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const PlainPost: Story = {
  args: { onApply: undefined, defaultCode: 'SAVE10' },
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form).toHaveAttribute('action', '/checkout/cart/');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(Object.fromEntries(new FormData(form))).toEqual({ promoCode: 'SAVE10' });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
