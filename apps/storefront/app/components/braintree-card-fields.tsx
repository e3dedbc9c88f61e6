// Loaded with `import()` only when the shopper chooses Braintree: neither this module nor braintree-web is in the
// payment step's first load, and the hosted fields' frames come from Braintree's own host.
import { useBraintreeClient } from '@fitkit/commerce-hooks/react';
import { create as createClient } from 'braintree-web/client';
import { create as createHostedFields, type HostedFields } from 'braintree-web/hosted-fields';
import { useEffect, useId, useRef } from 'react';
import type { CardFieldsSlotProps } from './card-fields';

/**
 * Braintree's hosted card fields in the card slot, authorised with the client token of `GET
 * checkout/braintreeclient`: on pay they give a nonce, sent to our API as the token (provider 'braintree').
 */
export default function BraintreeCardFields({ onMount, onError }: CardFieldsSlotProps) {
  const ids = { number: useId(), expiry: useId(), cvv: useId() };
  const number = useRef<HTMLDivElement>(null);
  const expiry = useRef<HTMLDivElement>(null);
  const cvv = useRef<HTMLDivElement>(null);
  const authorisation = useBraintreeClient();
  const clientToken = authorisation.data?.clientToken;
  const failed = authorisation.isError;

  useEffect(() => {
    if (failed) onError();
    if (!clientToken || !number.current || !expiry.current || !cvv.current) return;
    let fields: HostedFields | null = null;
    let gone = false;
    const containers = { number: number.current, expirationDate: expiry.current, cvv: cvv.current };
    createClient({ authorization: clientToken })
      .then((client) =>
        createHostedFields({
          client,
          fields: {
            number: { container: containers.number },
            expirationDate: { container: containers.expirationDate, placeholder: 'MM/YY' },
            cvv: { container: containers.cvv },
          },
        }),
      )
      .then((created) => {
        fields = created;
        if (gone) return void created.teardown();
        onMount({
          async tokenize() {
            const payload = await created.tokenize().catch(() => {
              throw new Error('Please check your card details.');
            });
            return { token: payload.nonce };
          },
        });
      }, onError);
    return () => {
      gone = true;
      fields?.teardown();
      onMount(null);
    };
  }, [clientToken, failed, onMount, onError]);

  return (
    <div className="checkout-page__card">
      <label htmlFor={ids.number}>Card number</label>
      <div id={ids.number} ref={number} />
      <label htmlFor={ids.expiry}>Expiration</label>
      <div id={ids.expiry} ref={expiry} />
      <label htmlFor={ids.cvv}>CVC</label>
      <div id={ids.cvv} ref={cvv} />
    </div>
  );
}
