import { redirect } from 'react-router';
import { AFFIRM_RETURN_PARAM } from '../lib/affirm-return';
import { declarePage } from '../server/page-kind.server';
import { CHECKOUT_PATHS } from '../shop-routes';
import type { Route } from './+types/affirm-cancelled';

const BACK_TO_PAYMENT = `${CHECKOUT_PATHS.payment}?${AFFIRM_RETURN_PARAM}=cancelled`;

/** Affirm's cancel page (userCancelUrl): back to the payment step, which says the shopper cancelled. */
export async function loader({ context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return redirect(BACK_TO_PAYMENT, 303);
}

/** The same when Affirm posts the shopper back. */
export async function action({ context }: Route.ActionArgs) {
  declarePage(context, 'private');
  return redirect(BACK_TO_PAYMENT, 303);
}
