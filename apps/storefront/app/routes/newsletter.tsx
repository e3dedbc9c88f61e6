import { NewsletterForm } from '@fitkit/ui/newsletter-form';
import { data, redirect } from 'react-router';
import { useNewsletterSignUp } from '../components/use-newsletter-sign-up';
import { SITE_NAME } from '../lib/meta';
import type { NewsletterAnswer } from '../lib/newsletter';
import { commerceContext } from '../server/commerce.server';
import { subscribeFromForm } from '../server/newsletter.server';
import { declarePage } from '../server/page-kind.server';
import { SHOP_ROUTES } from '../shop-routes';
import type { Route } from './+types/newsletter';

// Every newsletter form posts here. Without JavaScript a good address redirects to the confirmation page and a bad
// one re-renders this page with the error; the page's script asks for data instead and navigates itself.
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const outcome = await subscribeFromForm(await request.formData(), context.get(commerceContext).client);
  if (!outcome.ok)
    return data<NewsletterAnswer>({ error: outcome.error, email: outcome.email }, { status: outcome.status });
  const headers = { 'Set-Cookie': outcome.setCookie };
  if (outcome.replyWithData)
    return data<NewsletterAnswer>({ email: outcome.email, formName: outcome.formName }, { headers });
  return redirect(SHOP_ROUTES.newsletterConfirmation, { headers });
}

export const meta: Route.MetaFunction = () => [
  { title: `Newsletter | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** Marks the page for the footer, which leaves its own copy of the form out here. */
export const handle = { newsletterPage: true };

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const signUp = useNewsletterSignUp();
  const failed = actionData && 'error' in actionData ? actionData : null;
  return (
    <div className="page newsletter-page">
      <NewsletterForm
        // A new server answer starts the form afresh with that answer's error and address.
        key={failed ? `${failed.error} ${failed.email}` : 'form'}
        headingLevel={1}
        text="Be the first to hear about new parts, deals and events."
        error={failed?.error}
        defaultEmail={failed?.email}
        {...signUp}
      />
    </div>
  );
}
