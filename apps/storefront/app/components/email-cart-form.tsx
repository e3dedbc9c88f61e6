import { Button } from '@fitkit/ui/button';
import { EMAIL_CART_TOOLTIP } from '@fitkit/ui/mini-cart';
import { Form } from 'react-router';

/** 'Email Cart': a plain form posting to the cart route, which asks the API to e-mail a restore link. */
export function EmailCartForm({ sent }: { sent: boolean }) {
  return (
    <div className="email-cart">
      {sent && <p role="status">Your cart is on its way to your inbox.</p>}
      <details>
        <summary title={EMAIL_CART_TOOLTIP}>Email Cart</summary>
        <p>{EMAIL_CART_TOOLTIP}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="share" />
          <label>
            Name <input name="name" required maxLength={50} autoComplete="name" />
          </label>
          <label>
            Email <input name="email" type="email" required maxLength={100} autoComplete="email" />
          </label>
          <Button type="submit" size="SMALL">
            Send
          </Button>
        </Form>
      </details>
    </div>
  );
}
