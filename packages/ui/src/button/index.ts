export type { ButtonProps } from './button';
export { Button, buttonVariants } from './button';
export type { ButtonColor, ButtonIcon, ButtonSize, ButtonStyle, ButtonType } from './options';
export { BUTTON_COLORS, BUTTON_ICONS, BUTTON_SIZES, BUTTON_STYLES, BUTTON_TYPES } from './options';
