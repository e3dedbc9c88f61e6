export type { SubscribeFormBlok } from './schema';
export { subscribeFormSchema } from './schema';
export { SubscribeFormBlock } from './subscribe-form';
