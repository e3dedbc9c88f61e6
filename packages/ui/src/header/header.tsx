import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { MenuIcon, PhoneIcon } from '../icons';
import { useUi } from '../provider';
import { cn } from '../utils/cn';
import { HeaderContext } from './header-context';
import { phoneHref } from './phone';

/** Props of {@link Header}. */
export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The logo (an image or text); it is wrapped in a link home. */
  logo: ReactNode;
  /** Site name, for the logo link's accessible name ('{siteName} home'). */
  siteName: string;
  /** Where the logo links; defaults to '/'. */
  logoHref?: string;
  /** Support phone number as displayed, e.g. '1-800-555-0199'; shown as a call link. */
  phone?: string;
  /** The fitment button (desktop). */
  fitment?: ReactNode;
  /** The search bar; hidden in simple mode. */
  search?: ReactNode;
  /** The account link (SPEC §2's Account link rule is the host's), beside the cart. */
  account?: ReactNode;
  /** The header cart. */
  cart: ReactNode;
  /** Simple mode (checkout-style pages): hides search and, through context, the mini cart. */
  simple?: boolean;
  /** Shows the mobile menu button and is called when it is pressed. */
  onMenuClick?: () => void;
  /**
   * Called when the shopper reaches for the menu button (a pointer or touch on it, or keyboard focus), before the
   * press: the host loads the menu's code then rather than prefetching it with the page.
   */
  onMenuIntent?: () => void;
  /** Whether the mobile menu is open, for the button's expanded state. */
  menuOpen?: boolean;
  /** Id of the mobile menu element the button controls. */
  menuId?: string;
};

/** The site header: one markup for desktop and mobile, laid out by breakpoint; every part is a slot. */
export function Header({
  logo,
  siteName,
  logoHref = '/',
  phone,
  fitment,
  search,
  account,
  cart,
  simple = false,
  onMenuClick,
  onMenuIntent,
  menuOpen = false,
  menuId,
  className,
  ...props
}: HeaderProps) {
  const { Link } = useUi();
  const context = useMemo(() => ({ simple }), [simple]);
  return (
    <HeaderContext value={context}>
      <header
        data-slot="header"
        data-state={simple ? 'simple' : 'full'}
        className={cn('fk-header', className)}
        {...props}
      >
        <div className="fk-header__inner">
          {onMenuClick ? (
            <button
              type="button"
              className="fk-header__menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={onMenuClick}
              onPointerEnter={onMenuIntent}
              onFocus={onMenuIntent}
            >
              <MenuIcon />
            </button>
          ) : null}
          <Link href={logoHref} className="fk-header__logo" aria-label={`${siteName} home`}>
            {logo}
          </Link>
          {!simple && search ? (
            <div className="fk-header__search" data-slot="header-search">
              {search}
            </div>
          ) : null}
          {phone ? (
            <a href={phoneHref(phone)} className="fk-header__phone" aria-label={`Call ${phone}`}>
              <PhoneIcon />
              <span className="fk-header__phone-number">{phone}</span>
            </a>
          ) : null}
          {fitment ? (
            <div className="fk-header__fitment" data-slot="header-fitment">
              {fitment}
            </div>
          ) : null}
          {account ? (
            <div className="fk-header__account" data-slot="header-account">
              {account}
            </div>
          ) : null}
          <div className="fk-header__cart" data-slot="header-cart-slot">
            {cart}
          </div>
        </div>
      </header>
    </HeaderContext>
  );
}
