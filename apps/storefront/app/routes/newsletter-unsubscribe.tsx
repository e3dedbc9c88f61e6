import { Button } from '@fitkit/ui/button';
import { GeneralError } from '@fitkit/ui/forms';
import { Form, Link, useNavigation } from 'react-router';
import { SITE_NAME } from '../lib/meta';
import { commerceContext } from '../server/commerce.server';
import { unsubscribeFromForm } from '../server/newsletter.server';
import { declarePage } from '../server/page-kind.server';
import type { Route } from './+types/newsletter-unsubscribe';

// Reached from the link in the confirmation e-mail (?token=…). Unsubscribing waits for the shopper's button press,
// so mail scanners that open links do not unsubscribe anyone.
export function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  return unsubscribeFromForm(await request.formData(), context.get(commerceContext).client);
}

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

const UNKNOWN_LINK =
  'This unsubscribe link is not valid. Please open the whole link from our e-mail, or contact us and we will take you off the list.';

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const waiting = useNavigation().state === 'submitting';
  if (actionData?.status === 'done') {
    return (
      <div className="page newsletter-page">
        <h1>You're unsubscribed</h1>
        <p>
          <strong>{actionData.email}</strong> will no longer receive our newsletter.
        </p>
        <p>
          <Link to="/">Continue Shopping</Link>
        </p>
      </div>
    );
  }
  if (actionData?.status === 'unknown' || loaderData.token === '') {
    return (
      <div className="page newsletter-page">
        <h1>Unsubscribe</h1>
        <p>{UNKNOWN_LINK}</p>
        <p>
          <Link to="/">Continue Shopping</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page newsletter-page">
      <h1>Unsubscribe</h1>
      <GeneralError message={actionData?.status === 'failed' ? actionData.error : null} />
      <p>Press the button to stop receiving our newsletter.</p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" color="PRIMARY" waiting={waiting}>
          Unsubscribe
        </Button>
      </Form>
    </div>
  );
}
