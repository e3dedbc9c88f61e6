export type { SavedCardChoiceProps, SavedCardListProps } from './saved-cards';
export { SAVED_CARD_FIELD, SavedCardChoice, SavedCardList, savedCardLabel } from './saved-cards';
