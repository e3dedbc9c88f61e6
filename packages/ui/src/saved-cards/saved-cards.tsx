import type { SavedCard } from '@fitkit/commerce-hooks';
import type { ComponentProps } from 'react';
import { Button } from '../button';
import { cn } from '../utils/cn';

/** The name of the saved-card choice's radio group, as the payment step reads it ('' = a new card). */
export const SAVED_CARD_FIELD = 'savedCardId';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** How a saved card reads: 'Visa ending in 4242, expires 12/2034'. */
export function savedCardLabel(card: Pick<SavedCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string {
  const brand = BRANDS[card.brand] ?? card.brand;
  return `${brand} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** Props of {@link SavedCardList}. */
export type SavedCardListProps = Omit<ComponentProps<'ul'>, 'children'> & {
  cards: readonly SavedCard[];
  /** Where each card's 'Remove' form posts (with `intent` = `remove-card` and its `id`). */
  action: string;
  /** Fields every one of its forms posts as they are (a private page's CSRF token). */
  hiddenFields?: Readonly<Record<string, string>>;
};

/** The account's saved cards, each with a 'Remove' form (a plain post); a sentence when there are none. */
export function SavedCardList({ cards, action, hiddenFields = {}, className, ...props }: SavedCardListProps) {
  if (cards.length === 0) {
    return (
      <p data-slot="saved-cards" data-state="empty" className="fk-saved-cards__empty">
        You have no saved cards. Tick “Save this card” when you pay, and it will be here next time.
      </p>
    );
  }
  return (
    <ul data-slot="saved-cards" className={cn('fk-saved-cards', className)} {...props}>
      {cards.map((card) => (
        <li key={card.id} className="fk-saved-cards__card">
          <span>{savedCardLabel(card)}</span>
          <form method="post" action={action} className="fk-saved-cards__form">
            {Object.entries(hiddenFields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="intent" value="remove-card" />
            <input type="hidden" name="id" value={card.id} />
            <Button type="submit" variant="OUTLINE" size="SMALL">
              Remove<span className="fk-visually-hidden"> {savedCardLabel(card)}</span>
            </Button>
          </form>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link SavedCardChoice}. */
export type SavedCardChoiceProps = Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> & {
  cards: readonly SavedCard[];
  /** The chosen card's id, or '' for a new card. */
  value: string;
  onChange: (id: string) => void;
};

/** The payment step's choice between the saved cards and a new card (radio buttons, a new card last). */
export function SavedCardChoice({ cards, value, onChange, className, ...props }: SavedCardChoiceProps) {
  const options = [
    ...cards.map((card) => ({ id: card.id, label: savedCardLabel(card) })),
    { id: '', label: 'A new card' },
  ];
  return (
    <fieldset data-slot="saved-card-choice" className={cn('fk-saved-cards__choice', className)} {...props}>
      <legend>Saved cards</legend>
      {options.map((option) => (
        <label key={option.id || 'new'} className="fk-saved-cards__option">
          <input
            type="radio"
            name={SAVED_CARD_FIELD}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
