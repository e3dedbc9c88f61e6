import { data, redirect } from 'react-router';
import { declarePage } from '../server/page-kind.server';
import { isSameOriginPost, privacyChoiceCookie, privacyChoiceOf } from '../server/privacy-choice.server';
import { SHOP_ROUTES } from '../shop-routes';
import type { Route } from './+types/privacy-choice';

// The Do Not Sell page's form posts here: the choice goes in a cookie and the shopper returns to the page, which
// says what they chose (`?choice=`, so the page stays the same for everyone at that URL). Works without script.
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  if (!isSameOriginPost(request)) throw data('Forbidden', { status: 403 });
  const choice = privacyChoiceOf(await request.formData());
  if (!choice) throw data('Choose opt-out or opt-in', { status: 400 });
  return redirect(`${SHOP_ROUTES.doNotSell}?choice=${choice}`, {
    status: 303,
    headers: { 'Set-Cookie': privacyChoiceCookie(choice) },
  });
}

// Nothing to show here: a visit goes to the Do Not Sell page.
export function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'public');
  return redirect(SHOP_ROUTES.doNotSell);
}
