import {
  type ComponentProps,
  type KeyboardEvent,
  type FocusEvent as ReactFocusEvent,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useHeader } from '../header/header-context';
import { CartIcon, CartOutlineIcon } from '../icons';
import { pluralize } from '../mini-cart/cart-item';
import { useUi } from '../provider';
import { cn } from '../utils/cn';
import { createHoverIntent, type HoverIntent, MINI_CART_CLOSE_DELAY_MS } from './hover-intent';

/** Header cart icons a theme can pick. */
export const CART_ICONS = ['CART', 'CART_OUTLINE'] as const;
/** One of {@link CART_ICONS}. */
export type CartIconName = (typeof CART_ICONS)[number];

/** What a mini cart render function receives. */
export type HeaderCartControls = {
  /** Closes the mini cart at once. */
  close: () => void;
};

/** Props of {@link HeaderCart}. */
export type HeaderCartProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Sum of cart quantities; null or undefined shows 0. */
  itemCount: number | null | undefined;
  /** The cart route the icon and badge link to. */
  href: string;
  /** Which cart icon to draw; defaults to CART. */
  icon?: CartIconName;
  /** Simple mode (checkout-style pages): never shows the mini cart; defaults to the enclosing Header's mode. */
  simple?: boolean;
  /** Changes on every route change; a change closes the mini cart. */
  routeKey?: string;
  /** The mini cart shown on hover or focus, or a function of controls returning it. */
  miniCart?: ReactNode | ((controls: HeaderCartControls) => ReactNode);
  /** Delay between the pointer leaving and the mini cart closing, in ms. */
  closeDelayMs?: number;
  /** Called when the mini cart opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Opens the mini cart whenever it changes to a new value (null asks nothing), e.g. once per add to cart: the
   * popup cart then shows the last added item (SPEC §9). It stays until closed, Escape, a route change, or the
   * pointer entering and leaving.
   */
  openRequest?: string | number | null;
};

/** The header's cart link with its badge, and the mini cart that appears on hover or keyboard focus. */
export function HeaderCart({
  itemCount,
  href,
  icon = 'CART',
  simple: simpleProp,
  routeKey,
  miniCart,
  closeDelayMs = MINI_CART_CLOSE_DELAY_MS,
  onOpenChange,
  openRequest = null,
  className,
  ...props
}: HeaderCartProps) {
  const { Link } = useUi();
  const header = useHeader();
  const simple = simpleProp ?? header.simple;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const count = itemCount ?? 0;
  const canOpen = count > 0 && !simple && miniCart != null;
  const canOpenRef = useRef(canOpen);
  canOpenRef.current = canOpen;
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const [open, setOpen] = useState(false);
  const [intent] = useState<HoverIntent>(() =>
    createHoverIntent({
      closeDelayMs,
      canOpen: () => canOpenRef.current,
      onChange: (next) => {
        setOpen(next);
        onOpenChangeRef.current?.(next);
      },
    }),
  );

  useEffect(() => () => intent.destroy(), [intent]);

  // Any route change closes the panel (SPEC §4); the first run only sees it closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: routeKey is the trigger, not an input
  useEffect(() => {
    intent.close();
  }, [routeKey, intent]);

  useEffect(() => {
    if (!canOpen) intent.close();
  }, [canOpen, intent]);

  // A request is answered once, as soon as the panel may open (the cart's lines may arrive a render later).
  const answered = useRef<string | number | null>(null);
  useEffect(() => {
    if (openRequest === null || openRequest === answered.current || !canOpen) return;
    answered.current = openRequest;
    intent.enter();
  }, [openRequest, canOpen, intent]);

  const onPointerEnter = (event: ReactPointerEvent) => {
    // Touch has no hover: a tap should follow the link, not open a panel.
    if (event.pointerType !== 'touch') intent.enter();
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'touch') intent.leave();
  };
  // Only focus arriving from outside opens it, so returning focus to the link after Escape keeps it closed.
  const onFocus = (event: ReactFocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) intent.enter();
  };
  const onBlur = (event: ReactFocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) intent.leave();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && intent.isOpen) {
      event.stopPropagation();
      intent.close();
      rootRef.current?.querySelector<HTMLElement>('[data-slot="header-cart-link"]')?.focus();
    }
  };

  const Icon = icon === 'CART_OUTLINE' ? CartOutlineIcon : CartIcon;
  const showPanel = open && canOpen;
  const panel =
    typeof miniCart === 'function' ? miniCart({ close: () => intent.close() }) : (miniCart ?? null);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only watches hover and focus of the link and panel inside it
    <div
      ref={rootRef}
      data-slot="header-cart"
      data-state={showPanel ? 'open' : 'closed'}
      className={cn('fk-header-cart', className)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      {...props}
    >
      <Link
        href={href}
        data-slot="header-cart-link"
        className="fk-header-cart__link"
        aria-expanded={canOpen ? showPanel : undefined}
        aria-controls={showPanel ? panelId : undefined}
      >
        <Icon className="fk-header-cart__icon" data-icon={icon} />
        <span className="fk-header-cart__badge" data-slot="header-cart-badge" aria-hidden="true">
          {count}
        </span>
        <span className="fk-visually-hidden">Cart, {pluralize(count, 'item')}</span>
      </Link>
      {showPanel ? (
        <div id={panelId} className="fk-header-cart__panel" data-slot="header-cart-panel">
          {panel}
        </div>
      ) : null}
    </div>
  );
}
