import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { ArrowIcon, PadlockIcon, SaveIcon } from '../icons';
import { cn } from '../utils/cn';
import { BUTTON_COLORS, BUTTON_SIZES, BUTTON_STYLES, type ButtonIcon, modifierClasses } from './options';

/** Class names for every button variant; keys and values are the CMS enumerations. */
export const buttonVariants = cva('fk-button', {
  variants: {
    variant: modifierClasses('fk-button', BUTTON_STYLES),
    color: modifierClasses('fk-button', BUTTON_COLORS),
    size: modifierClasses('fk-button', BUTTON_SIZES),
    fullWidth: { true: 'fk-button--full-width', false: '' },
  },
  defaultVariants: { variant: 'SOLID', color: 'PRIMARY', size: 'NORMAL', fullWidth: false },
});

/** Props of {@link Button}. */
export type ButtonProps = Omit<ComponentProps<'button'>, 'color'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child element (e.g. a link) with the button's classes instead of a `<button>`. */
    asChild?: boolean;
    /** Inline icon shown with the label; ARROW trails the label, the others lead it. */
    icon?: ButtonIcon | null;
    /** Shows a spinner, keeps the button's size, marks it busy and ignores clicks. */
    waiting?: boolean;
  };

const ICONS = { PADLOCK: PadlockIcon, SAVE: SaveIcon, ARROW: ArrowIcon } as const;

/** The kit's button: CMS style, colour, size and icon, with waiting and disabled states. */
export function Button({
  asChild = false,
  variant,
  color,
  size,
  fullWidth,
  icon,
  waiting = false,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const resolved = {
    variant: variant ?? 'SOLID',
    color: color ?? 'PRIMARY',
    size: size ?? 'NORMAL',
  };
  const classes = cn(buttonVariants({ ...resolved, fullWidth }), className);
  const state = waiting ? 'waiting' : disabled ? 'disabled' : 'idle';
  const dataAttributes = {
    'data-slot': 'button',
    'data-variant': resolved.variant,
    'data-color': resolved.color,
    'data-size': resolved.size,
    'data-state': state,
  };

  if (asChild) {
    return (
      <Slot
        className={classes}
        {...dataAttributes}
        aria-busy={waiting || undefined}
        onClick={onClick}
        {...props}
      >
        {children}
      </Slot>
    );
  }

  const IconComponent = icon ? ICONS[icon] : null;
  // Waiting keeps focus on the button (unlike `disabled`) so keyboard users do not lose their place.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (waiting) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={waiting || undefined}
      aria-disabled={waiting || undefined}
      onClick={handleClick}
      {...dataAttributes}
      {...props}
    >
      <span className="fk-button__content">
        {IconComponent && icon !== 'ARROW' ? <IconComponent data-icon={icon} /> : null}
        {children}
        {IconComponent && icon === 'ARROW' ? <IconComponent data-icon={icon} /> : null}
      </span>
      {waiting ? <span className="fk-button__spinner" aria-hidden="true" /> : null}
    </button>
  );
}
