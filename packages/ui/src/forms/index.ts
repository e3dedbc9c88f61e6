export type { FieldErrorProps, GeneralErrorProps } from './form-messages';
export { FieldError, GeneralError } from './form-messages';
export type { FormReport, FormValidation, FormValidationOptions } from './use-form-validation';
export { useFormValidation } from './use-form-validation';
export type { FieldRule } from './validation';
export { INVALID_EMAIL_MESSAGE, isEmail, REQUIRED_MESSAGE } from './validation';
