export type { BuildFormProps, BuildFormValues } from './build-form';
export { BUILD_FORM_LIMITS, BUILD_PHOTO_TYPES, BuildForm } from './build-form';
