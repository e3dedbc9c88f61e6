export type { GeneralMessagesProps } from './general-messages';
export { GeneralMessages } from './general-messages';
