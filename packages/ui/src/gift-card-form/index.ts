export type { AppliedGiftCard, GiftCardEntry, GiftCardFormProps } from './gift-card-form';
export { GIFT_CARD_FIELDS, GiftCardForm } from './gift-card-form';
