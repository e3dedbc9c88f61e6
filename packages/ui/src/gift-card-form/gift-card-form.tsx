import { Button } from '../button';
import { type FieldRule, GeneralError, type PostedFormProps, TextField } from '../forms';
import { useInPageCheckedForm } from '../forms/use-server-errors';
import { formatMoney } from '../price/format-money';
import { cn } from '../utils/cn';

/** The fields of a gift card, as the server reads them. */
export const GIFT_CARD_FIELDS = [
  // 24 leaves room for a 19-digit number typed in groups.
  { name: 'number', required: true, maxLength: 24 },
  { name: 'pin', required: true, maxLength: 8 },
] as const satisfies readonly FieldRule[];

/** A gift card as the shopper types it. */
export type GiftCardEntry = {
  /** The card number, trimmed. */
  number: string;
  /** The PIN, trimmed. */
  pin: string;
};

/** A gift card the API accepted: what it pays on this order and what is left on it. */
export type AppliedGiftCard = {
  /** Last four digits of the card number. */
  lastFour: string;
  /** Amount used on this order, in cents. */
  applied: number;
  /** Balance left after this order, in cents. */
  remainingBalance: number;
};

/** Props of {@link GiftCardForm}. */
export type GiftCardFormProps = PostedFormProps & {
  /** Applies the card in the page; without it the form posts to `action`. */
  onApply?: (card: GiftCardEntry) => void;
  /** The card just applied, announced with its balance. */
  appliedCard?: AppliedGiftCard | null;
};

/** Adds a gift card to the order: number and PIN, the balance it leaves, the server's errors. */
export function GiftCardForm({
  action,
  onApply,
  waiting = false,
  appliedCard = null,
  errors,
  generalError,
  className,
  ...props
}: GiftCardFormProps) {
  const validation = useInPageCheckedForm({
    fields: GIFT_CARD_FIELDS,
    handle: onApply && ((values) => onApply({ number: values.number ?? '', pin: values.pin ?? '' })),
    waiting,
    errors,
    generalError,
  });
  return (
    <form
      action={action}
      method="post"
      aria-label="Gift card"
      data-slot="gift-card-form"
      data-state={waiting ? 'waiting' : appliedCard ? 'applied' : 'idle'}
      className={cn('fk-gift-card-form', className)}
      {...validation.formProps}
      {...props}
    >
      <GeneralError message={validation.generalError} />
      <div className="fk-gift-card-form__fields">
        <TextField
          label="Gift card number"
          name="number"
          validation={validation}
          inputMode="numeric"
          autoComplete="off"
          className="fk-gift-card-form__number"
        />
        <TextField label="PIN" name="pin" validation={validation} inputMode="numeric" autoComplete="off" />
        <Button type="submit" variant="OUTLINE" color="GRAY_DARKEST" waiting={waiting}>
          Apply
        </Button>
      </div>
      <p role="status" className="fk-outcome" data-tone={appliedCard ? 'success' : undefined}>
        {appliedCard
          ? `Gift card ending ${appliedCard.lastFour} applied: ${formatMoney(appliedCard.applied)}. Remaining balance: ${formatMoney(appliedCard.remainingBalance)}.`
          : null}
      </p>
    </form>
  );
}
