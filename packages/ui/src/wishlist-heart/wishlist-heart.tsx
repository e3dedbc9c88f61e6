import type { MouseEvent } from 'react';
import { HeartIcon } from '../icons';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

/** What a heart can show: signed out (asks to sign in), not in the list, in it, a change in flight, a failed change. */
export const WISHLIST_HEART_STATES = ['signed-out', 'out', 'in', 'pending', 'error'] as const;

/** One of {@link WISHLIST_HEART_STATES}. */
export type WishlistHeartState = (typeof WISHLIST_HEART_STATES)[number];

/** The one line a failed change shows. */
export const WISHLIST_HEART_ERROR = 'Your wishlist could not be updated. Please try again.';

/** Props of {@link WishlistHeart}. */
export type WishlistHeartProps = {
  state: WishlistHeartState;
  /** Names the product in the accessible name. */
  productName: string;
  /** Whether the product is in the list while a change is pending or has failed (the pressed state). */
  saved?: boolean;
  /** Where a signed-out shopper goes to sign in (with the way back); the only thing a signed-out heart does. */
  signInHref: string;
  /** Lets the host open its sign-in dialog instead of following the link. */
  onSignIn?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Adds or removes the product (not called while pending). */
  onToggle?: () => void;
  className?: string;
};

/**
 * The wishlist heart of a product page or card: a toggle button (pressed when the product is in the wishlist), or,
 * for a signed-out shopper, a link asking them to sign in; wishlist actions need a user (SPEC §5, §6).
 */
export function WishlistHeart({
  state,
  productName,
  saved = state === 'in',
  signInHref,
  onSignIn,
  onToggle,
  className,
}: WishlistHeartProps) {
  const { Link } = useUi();
  if (state === 'signed-out') {
    return (
      <Link
        href={signInHref}
        onClick={onSignIn}
        className={cn('fk-wishlist-heart', className)}
        data-state={state}
      >
        <HeartIcon />
        <span className="fk-visually-hidden">Sign in to save {productName} to your wishlist</span>
      </Link>
    );
  }
  const pending = state === 'pending';
  return (
    <span className={cn('fk-wishlist-heart__wrap', className)}>
      <button
        type="button"
        className="fk-wishlist-heart"
        data-state={state}
        aria-pressed={saved}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onClick={() => {
          if (!pending) onToggle?.();
        }}
      >
        <HeartIcon filled={saved} />
        <span className="fk-visually-hidden">Save {productName} to your wishlist</span>
      </button>
      {state === 'error' ? (
        <span role="alert" className="fk-wishlist-heart__error">
          {WISHLIST_HEART_ERROR}
        </span>
      ) : null}
    </span>
  );
}
