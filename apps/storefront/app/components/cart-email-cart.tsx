import { EmailCartLink } from '@fitkit/ui/email-cart';
import { EMAIL_CART_SENT_TEXT, EmailCartForm } from '@fitkit/ui/email-cart-form';
import type { ServerFieldError } from '@fitkit/ui/forms';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withOverlay } from '../lib/overlay';
import { CHECKOUT_PATHS } from '../shop-routes';

/** Props of {@link CartEmailCart}. */
export type CartEmailCartProps = {
  /** The e-mail was just sent (the page came back from a post without JavaScript). */
  sent: boolean;
  /** Show the form in the page: `?mod=sc` or a failed post, without JavaScript (with it, the dialog opens). */
  formInPage: boolean;
  /** The server's field errors of a failed post. */
  errors?: readonly ServerFieldError[];
  /** The server's message of a failed post. */
  message?: string | null;
  /** What the shopper typed in a failed post. */
  values?: { name: string; email: string };
};

const noSubscription = () => () => {};

/**
 * 'Email Cart' on the cart page: the link with its tooltip opens the `mod=sc` dialog; without JavaScript the link
 * reloads the page with `?mod=sc`, where the server renders the form in the page.
 */
export function CartEmailCart({ sent, formInPage, errors, message, values }: CartEmailCartProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // False while hydrating the server's HTML, then true: with scripts the dialog takes the form's place.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const href = withOverlay(location, 'sc');
  return (
    <section className="cart-page__email" aria-label="Email Cart">
      {sent ? <p role="status">{EMAIL_CART_SENT_TEXT}</p> : null}
      <EmailCartLink href={href} onOpen={() => navigate(href, { preventScrollReset: true })} />
      {formInPage && !scripted ? (
        <EmailCartForm
          action={CHECKOUT_PATHS.cart}
          errors={errors}
          generalError={message}
          defaultValues={values}
        />
      ) : null}
    </section>
  );
}
