export type { PaymentMethodChoiceProps, PaymentMethodOption } from './payment-method-choice';
export { PaymentMethodChoice } from './payment-method-choice';
export type { PaymentProviderChoice, PaymentStepProps } from './payment-step';
export { PaymentStep } from './payment-step';
