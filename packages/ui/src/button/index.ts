export type { ButtonProps } from './button';
export { Button } from './button';
export type { ButtonColor } from './options';
export { BUTTON_COLORS, BUTTON_ICONS, BUTTON_SIZES, BUTTON_STYLES, BUTTON_TYPES } from './options';
