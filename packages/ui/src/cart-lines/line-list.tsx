import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../utils/cn';

/** Props of {@link LineList}. */
export type LineListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The list's `data-slot` (`cart-lines`, `wishlist-lines`). */
  slot: string;
  /** The list's accessible name, e.g. 'Items in your cart'. */
  label: string;
  /** The sentence shown when there are no lines, e.g. 'Your cart is empty.'. */
  emptyText: string;
  /** Shown under that sentence, e.g. a link back to shopping. */
  emptyContent?: ReactNode;
  /** A change is in flight on some line. */
  busy: boolean;
  /** The lines (each an `li`); none shows the empty sentence. */
  lines: readonly ReactNode[];
};

/** The frame the cart's and the wishlist's lines share: the list with its name, or the empty sentence. */
export function LineList({
  slot,
  label,
  emptyText,
  emptyContent,
  busy,
  lines,
  className,
  ...props
}: LineListProps) {
  const empty = lines.length === 0;
  return (
    <div
      data-slot={slot}
      data-state={empty ? 'empty' : 'filled'}
      aria-busy={busy || undefined}
      className={cn('fk-cart-lines', className)}
      {...props}
    >
      {empty ? (
        <div className="fk-cart-lines__empty">
          <p>{emptyText}</p>
          {emptyContent}
        </div>
      ) : (
        <ul className="fk-cart-lines__list" aria-label={label}>
          {lines}
        </ul>
      )}
    </div>
  );
}
