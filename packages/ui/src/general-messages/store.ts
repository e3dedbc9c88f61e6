// The React-free half of the general messages, an entry of its own (`@fitkit/ui/general-messages/store`): a page
// creates the store at start and loads the boxes' component only when there is something to show.
export type { GeneralMessagesStore } from './general-messages-store';
export { createGeneralMessagesStore, GENERAL_ERROR } from './general-messages-store';
