import { fitmentOptionsNeeded } from '@fitkit/cms-blocks/server';
import { commerceQueries } from '@fitkit/commerce-hooks/query';
import { data, redirect } from 'react-router';
import { BuildFormPage } from '../components/build-form-page';
import { useHydratedQueries } from '../lib/hydrated-queries';
import { privatePageMeta } from '../lib/meta';
import { requireAccount } from '../server/account.server';
import { sendBuildForm } from '../server/builds.server';
import { commerceContext, dehydratePublicQueries } from '../server/commerce.server';
import { requireCsrfToken, withCsrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { BUILD_PATHS } from '../shop-routes';
import type { Route } from './+types/build-submit';

export const meta: Route.MetaFunction = () => privatePageMeta('Share your build');

/** The build form for a signed-in shopper (a signed-out one signs in first), starting from their vehicle. */
export async function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const shopper = context.get(shopperContext);
  await requireAccount(request, shopper);
  const { client, queryClient } = context.get(commerceContext);
  await Promise.all(
    fitmentOptionsNeeded(shopper.fitment).map(({ type, fitment }) =>
      queryClient.prefetchQuery(commerceQueries.fitmentOptions(client, type, fitment)),
    ),
  );
  return withCsrfToken(request, {
    vehicle: shopper.fitment,
    dehydratedState: dehydratePublicQueries(context),
  });
}

/** Sends the build (with its photos) to the API; its page then says a confirmation e-mail is on its way. */
export async function action({ request, context }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = await request.formData();
  requireCsrfToken(request, form);
  const sent = await sendBuildForm(context.get(shopperContext), form, null);
  if (!sent.ok) return data(sent.answer, { status: sent.status });
  return redirect(`${BUILD_PATHS.build(sent.change.id)}?done=submitted`, 303);
}

export default function BuildSubmitPage({ loaderData }: Route.ComponentProps) {
  useHydratedQueries(loaderData.dehydratedState);
  return (
    <BuildFormPage
      title="Share your build"
      action={BUILD_PATHS.submit}
      submitLabel="Submit my build"
      vehicle={loaderData.vehicle}
      csrfToken={loaderData.csrfToken}
    />
  );
}
