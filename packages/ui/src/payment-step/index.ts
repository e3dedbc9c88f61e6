export type { PaymentProviderChoice, PaymentStepProps } from './payment-step';
export { PaymentStep } from './payment-step';
