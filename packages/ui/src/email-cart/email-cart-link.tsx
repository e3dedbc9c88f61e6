import * as Tooltip from '@radix-ui/react-tooltip';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

/** The tooltip of the 'Email Cart' link (SPEC §2). */
export const EMAIL_CART_TOOLTIP =
  "We'll email you a link to this cart so you can use it on another browser or device";

/** Props of {@link EmailCartLink}. */
export type EmailCartLinkProps = {
  /** Where the link goes (the page with `?mod=sc`), so it works without JavaScript; without it, a button. */
  href?: string;
  /** Called when it is pressed (the page opens the Email Cart dialog instead of following the link). */
  onOpen?: () => void;
  /** Class of the link, for the panel it sits in. */
  className?: string;
};

/** 'Email Cart' with its tooltip (shown on hover and on keyboard focus, and read as the link's description). */
export function EmailCartLink({ href, onOpen, className }: EmailCartLinkProps) {
  const { Link } = useUi();
  const classes = cn('fk-link-button fk-email-cart-link', className);
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          {href ? (
            <Link
              href={href}
              className={classes}
              onClick={(event) => {
                if (!onOpen) return;
                event.preventDefault();
                onOpen();
              }}
            >
              Email Cart
            </Link>
          ) : (
            <button type="button" className={classes} onClick={onOpen}>
              Email Cart
            </button>
          )}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="fk-tooltip" side="top" sideOffset={6}>
            {EMAIL_CART_TOOLTIP}
            <Tooltip.Arrow className="fk-tooltip__arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
