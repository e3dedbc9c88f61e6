import { fitmentOptionsNeeded } from '@fitkit/cms-blocks/server';
import type { BuildListParams, BuildStatus } from '@fitkit/commerce-hooks';
import { commerceQueries } from '@fitkit/commerce-hooks/query';
import type { PartialFitment } from '@fitkit/fitment';
import { BuildCard } from '@fitkit/ui/build-card';
import { BUILD_STATUS_TEXT } from '@fitkit/ui/build-status-badge';
import { Button } from '@fitkit/ui/button';
import { Link } from 'react-router';
import { BuildVehicleFields } from '../components/build-vehicle-fields';
import { BUILD_SEO, buildListJsonLd } from '../lib/build-seo';
import { headMeta } from '../lib/head';
import { useHydratedQueries } from '../lib/hydrated-queries';
import { commerceContext, dehydratePublicQueries } from '../server/commerce.server';
import { declarePage } from '../server/page-kind.server';
import { dataOr404 } from '../server/result.server';
import { pageHead, publicOrigin, urlVehicleValues } from '../server/seo.server';
import { BUILD_PATHS } from '../shop-routes';
import type { Route } from './+types/builds';

// The statuses, from their texts (one list, in the kit).
const STATUSES = Object.keys(BUILD_STATUS_TEXT) as BuildStatus[];

/** The list's filters from its query: the vehicle (the filter form's selects), the page, and an admin's status. */
function listParams(url: URL): BuildListParams & { status?: BuildStatus } {
  const query = url.searchParams;
  const year = Number(query.get('year'));
  const page = Number(query.get('page'));
  const status = STATUSES.find((s) => s === query.get('status'));
  return {
    ...(Number.isInteger(year) && year > 0 ? { year } : {}),
    ...(query.get('make') ? { makeSlug: query.get('make') as string } : {}),
    ...(query.get('make') && query.get('model') ? { modelSlug: query.get('model') as string } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(status && status !== 'published' ? { status } : {}),
  };
}

/**
 * Published builds, newest first, filtered by vehicle and paged: a public page. An admin's moderation queue is the
 * same list with `?status=` (confirmed, rejected…): private, and answered only to admins (404 for anyone else).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = listParams(new URL(request.url));
  // An admin's queue is theirs alone; the published list is the same for everyone.
  if (params.status) declarePage(context, 'private');
  else declarePage(context, 'public');
  const { client, queryClient } = context.get(commerceContext);
  // The vehicle chosen so far (a shopper without JavaScript picks year, then make, then model, one post each).
  const vehicle: PartialFitment | null =
    params.year || params.makeSlug
      ? {
          ...(params.year ? { year: params.year } : {}),
          ...(params.makeSlug ? { makeSlug: params.makeSlug } : {}),
          ...(params.modelSlug ? { modelSlug: params.modelSlug } : {}),
        }
      : null;
  const [list] = await Promise.all([
    client.listBuilds(params),
    ...fitmentOptionsNeeded(vehicle).map(({ type, fitment }) =>
      queryClient.prefetchQuery(commerceQueries.fitmentOptions(client, type, fitment)),
    ),
  ]);
  const page = dataOr404(list);
  const values = params.makeSlug
    ? urlVehicleValues({ makeSlug: params.makeSlug, modelSlug: params.modelSlug, year: params.year }, null)
    : {};
  const head = pageHead(request, BUILD_SEO.list, values, {
    jsonLd: [buildListJsonLd(publicOrigin(request), page.builds, BUILD_PATHS.build)],
    ...(params.status ? { noindex: true } : {}),
  });
  return {
    page,
    params,
    vehicle,
    heading: [values.year, values.make, values.model, 'Customer Builds'].filter(Boolean).join(' '),
    // After the owner deleted a build, the list says so (the same for everyone who opens this address).
    deleted: new URL(request.url).searchParams.get('done') === 'deleted',
    dehydratedState: dehydratePublicQueries(context),
    head,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

function pageLink(params: BuildListParams & { status?: BuildStatus }, page: number): string {
  const query = new URLSearchParams();
  if (params.year) query.set('year', String(params.year));
  if (params.makeSlug) query.set('make', params.makeSlug);
  if (params.modelSlug) query.set('model', params.modelSlug);
  if (params.status) query.set('status', params.status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${BUILD_PATHS.list}${search ? `?${search}` : ''}`;
}

export default function BuildsPage({ loaderData }: Route.ComponentProps) {
  useHydratedQueries(loaderData.dehydratedState);
  const { page, params, vehicle, heading, deleted } = loaderData;
  return (
    <div className="page builds-page">
      <h1>{heading}</h1>
      {deleted ? <p role="status">Your build is deleted.</p> : null}
      <p>
        <Link to={BUILD_PATHS.submit}>Share your build</Link>
      </p>
      <form
        method="get"
        action={BUILD_PATHS.list}
        className="builds-page__filter"
        aria-label="Filter builds by vehicle"
      >
        {params.status ? <input type="hidden" name="status" value={params.status} /> : null}
        <BuildVehicleFields initial={vehicle} />
        <Button type="submit">Show builds</Button>
        {vehicle ? (
          <Link to={pageLink({ ...(params.status ? { status: params.status } : {}) }, 1)}>
            Show all builds
          </Link>
        ) : null}
      </form>
      <h2>{params.status ? 'Builds to review' : 'Latest builds'}</h2>
      {page.builds.length === 0 ? (
        <p>No builds yet{vehicle ? ' for this vehicle' : ''}.</p>
      ) : (
        <ul className="builds-page__list">
          {page.builds.map((build) => (
            <li key={build.id}>
              <BuildCard
                build={build}
                href={BUILD_PATHS.build(build.id)}
                showStatus={Boolean(params.status)}
              />
            </li>
          ))}
        </ul>
      )}
      {page.pageCount > 1 ? (
        <nav aria-label="Pages of builds" className="builds-page__pages">
          {page.page > 1 ? <Link to={pageLink(params, page.page - 1)}>Previous page</Link> : null}
          <span>
            Page {page.page} of {page.pageCount}
          </span>
          {page.page < page.pageCount ? <Link to={pageLink(params, page.page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
