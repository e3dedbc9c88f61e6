// What the commerce API takes from the sandbox: its wire types, the webhook signature check and the test cards.
export type { CardBrand, TestCard } from './cards';
export { TEST_CARDS } from './cards';
export type { DeclineCode, Payment, PaymentStatus, Refund, SandboxErrorBody, WebhookEvent } from './types';
export type { WebhookCheck, WebhookRefusal } from './webhook';
export { SIGNATURE_HEADER, signWebhook, verifyWebhook } from './webhook';
