export type { GeneralMessagesProps } from './general-messages';
export { GeneralMessages } from './general-messages';
export type {
  GeneralErrorMessage,
  GeneralMessagesState,
  GeneralMessagesStore,
  GeneralSuccessMessage,
} from './general-messages-store';
export {
  createGeneralMessagesStore,
  GENERAL_ERROR,
  PERSISTENT_PROBLEM_TEXT,
  persistentProblemText,
} from './general-messages-store';
