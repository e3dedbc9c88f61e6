import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withoutOverlay } from '../lib/overlay';
import { OrderLookupForm } from './order-lookup-form';

/**
 * The order login overlay (`?mod=orderlogin`): the look-up form in a modal dialog (the browser's own, which keeps
 * focus inside and closes on Escape). Closing removes `mod` from the URL; a found order navigates to its status page.
 */
export default function OrderLoginOverlay() {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The browser would focus the close button first; the shopper starts with the order number.
    element?.querySelector('input')?.focus();
    return () => element?.close();
  }, []);
  const close = () => navigate(withoutOverlay(location), { replace: true, preventScrollReset: true });
  return (
    <dialog ref={dialog} className="order-login" aria-labelledby="order-login-title" onClose={close}>
      <div className="order-login__head">
        <h2 id="order-login-title">Check Order Status</h2>
        <button
          type="button"
          className="order-login__close"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          ×
        </button>
      </div>
      <p>Enter your order number and the e-mail address or ZIP code you ordered with.</p>
      <OrderLookupForm />
    </dialog>
  );
}
