import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { AlertIcon, CheckIcon } from '../icons';
import { cn } from '../utils/cn';
import { type FitStatus, fitBadgeState } from './fit-status';

/** Sizes of the fit status: compact for product cards, larger for the product page. */
export const FIT_BADGE_SIZES = ['sm', 'lg'] as const;
/** One of {@link FIT_BADGE_SIZES}. */
export type FitBadgeSize = (typeof FIT_BADGE_SIZES)[number];

const fitBadgeVariants = cva('fk-fit-status', {
  variants: {
    size: { sm: 'fk-fit-status--sm', lg: 'fk-fit-status--lg' } satisfies Record<FitBadgeSize, string>,
  },
  defaultVariants: { size: 'sm' },
});

/** Props of {@link FitBadge}. */
export type FitBadgeProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Whether the product fits the chosen vehicle; 'unknown' while no vehicle is chosen. */
  status: FitStatus;
  /** The chosen vehicle's name, e.g. '2021 Jeep Wrangler'. */
  vehicleName?: string | null;
  /** Application note, e.g. 'with 5.5 ft bed'. */
  appNote?: string | null;
  /** The part fits every vehicle; wins over `status`, and there is nothing to check. */
  universal?: boolean;
  /** Shows an action ('Check Fit', or 'Check another vehicle' once the fit is known) and is called on press. */
  onCheckFit?: () => void;
  /** Product name, so several actions on one page have distinct accessible names. */
  productName?: string;
  /** Says 'Choose a vehicle to check fit' while the status is unknown (the product page; cards stay quiet). */
  showPrompt?: boolean;
  /** Compact for cards, larger for the product page. */
  size?: FitBadgeSize;
};

/** Whether a product fits the chosen vehicle, with its application note and a way to check another vehicle. */
export function FitBadge({
  status,
  vehicleName,
  appNote,
  universal = false,
  onCheckFit,
  productName,
  showPrompt = false,
  size = 'sm',
  className,
  ...props
}: FitBadgeProps) {
  const state = fitBadgeState(status, universal);
  const vehicle = vehicleName || 'vehicle';
  const forProduct = productName ? <span className="fk-visually-hidden"> for {productName}</span> : null;
  return (
    <div
      data-slot="fit-badge"
      data-state={state}
      data-size={size}
      className={cn(fitBadgeVariants({ size }), className)}
      {...props}
    >
      {state === 'universal' ? (
        <p className="fk-fit-badge" data-state="universal">
          <CheckIcon /> Universal fit<span className="fk-fit-status__detail">: fits every vehicle</span>
        </p>
      ) : null}
      {state === 'fits' ? (
        <p className="fk-fit-badge" data-state="fits">
          <CheckIcon /> Fits your {vehicle}
        </p>
      ) : null}
      {state === 'does-not-fit' ? (
        <p className="fk-fit-badge" data-state="does-not-fit">
          <AlertIcon /> Does not fit your {vehicle}
        </p>
      ) : null}
      {state === 'unknown' && showPrompt ? (
        <p className="fk-fit-status__prompt">Choose a vehicle to check fit</p>
      ) : null}
      {appNote ? <p className="fk-fit-status__note">{appNote}</p> : null}
      {onCheckFit && state !== 'universal' ? (
        <button type="button" className="fk-link-button fk-fit-status__action" onClick={onCheckFit}>
          {state === 'unknown' ? 'Check Fit' : 'Check another vehicle'}
          {forProduct}
        </button>
      ) : null}
    </div>
  );
}
