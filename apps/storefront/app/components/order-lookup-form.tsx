import { Button } from '@fitkit/ui/button';
import { GeneralError } from '@fitkit/ui/forms';
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { ORDER_PATHS } from '../shop-routes';

/** Props of {@link OrderLookupForm}. */
export type OrderLookupFormProps = {
  /** The message of an answer the page itself rendered (the form posted without JavaScript). */
  error?: string | null;
};

/**
 * The order login: order number plus the e-mail or ZIP code of the order, posted to the look-up page's action.
 * With JavaScript a fetcher posts it and follows the redirect to the status page; without, it is a plain form.
 */
export function OrderLookupForm({ error }: OrderLookupFormProps) {
  const fetcher = useFetcher<{ ok: boolean; msg: string }>({ key: 'order-lookup' });
  const id = useId();
  const message = fetcher.data && !fetcher.data.ok ? fetcher.data.msg : (error ?? null);
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={ORDER_PATHS.lookup} className="order-lookup" aria-busy={busy}>
      <GeneralError message={message} />
      <p className="order-lookup__field">
        <label htmlFor={`${id}-reference`}>Order number</label>
        <input id={`${id}-reference`} name="orderReference" required maxLength={20} autoComplete="off" />
      </p>
      <p className="order-lookup__field">
        <label htmlFor={`${id}-contact`}>E-mail or ZIP code</label>
        <input id={`${id}-contact`} name="emailOrZip" required maxLength={254} autoComplete="email" />
      </p>
      <Button type="submit" disabled={busy}>
        Find My Order
      </Button>
    </fetcher.Form>
  );
}
