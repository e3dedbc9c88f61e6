import { fitmentOptionsNeeded } from '@fitkit/cms-blocks/server';
import { commerceQueries } from '@fitkit/commerce-hooks/query';
import { data, redirect } from 'react-router';
import { BuildFormPage } from '../components/build-form-page';
import { useHydratedQueries } from '../lib/hydrated-queries';
import { privatePageMeta } from '../lib/meta';
import { requireAccount } from '../server/account.server';
import { buildFormValues, sendBuildForm } from '../server/builds.server';
import { commerceContext, dehydratePublicQueries } from '../server/commerce.server';
import { requireCsrfToken, withCsrfToken } from '../server/csrf.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { shopperContext } from '../server/shopper.server';
import { BUILD_PATHS } from '../shop-routes';
import type { Route } from './+types/build-edit';

export const meta: Route.MetaFunction = () => privatePageMeta('Edit your build');

/** The owner's edit form, filled from the build; anyone else finds no such page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  declarePage(context, 'private');
  const shopper = context.get(shopperContext);
  await requireAccount(request, shopper);
  const { client, queryClient } = context.get(commerceContext);
  const build = dataOr404(await client.getBuild(params.buildId));
  if (!build.viewer.isOwner) throw data('Not Found', { status: 404 });
  const { name: _name, ...vehicle } = build.vehicle;
  await Promise.all(
    fitmentOptionsNeeded(vehicle).map(({ type, fitment }) =>
      queryClient.prefetchQuery(commerceQueries.fitmentOptions(client, type, fitment)),
    ),
  );
  return withCsrfToken(request, {
    vehicle,
    values: buildFormValues(build),
    photos: build.photos,
    dehydratedState: dehydratePublicQueries(context),
  });
}

/** Saves the owner's changes; a published or rejected build goes back to review. */
export async function action({ request, context, params }: Route.ActionArgs) {
  declarePage(context, 'private');
  const form = await request.formData();
  requireCsrfToken(request, form);
  const sent = await sendBuildForm(context.get(shopperContext), form, params.buildId);
  if (!sent.ok) return data(sent.answer, { status: sent.status });
  return redirect(`${BUILD_PATHS.build(params.buildId)}?done=saved`, 303);
}

export default function BuildEditPage({ loaderData, params }: Route.ComponentProps) {
  useHydratedQueries(loaderData.dehydratedState);
  return (
    <BuildFormPage
      title="Edit your build"
      action={BUILD_PATHS.edit(params.buildId)}
      submitLabel="Save changes"
      vehicle={loaderData.vehicle}
      values={loaderData.values}
      photos={loaderData.photos}
      csrfToken={loaderData.csrfToken}
    />
  );
}
