// What the commerce API takes from the sandbox: its wire types, default keys, webhook signature check and test cards.
export type { CardBrand, TestCard } from './cards';
export { TEST_CARDS } from './cards';
export { SANDBOX_DEFAULTS } from './defaults';
export type {
  DeclineCode,
  Payment,
  PaymentMethod,
  PaymentStatus,
  Refund,
  SandboxErrorBody,
  WebhookEvent,
} from './types';
export type { WebhookCheck, WebhookRefusal } from './webhook';
export { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhook';
