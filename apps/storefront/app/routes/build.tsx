import type { Build } from '@fitkit/commerce-hooks';
import { useBuild } from '@fitkit/commerce-hooks/react';
import { BUILD_PHOTO_MODE } from '@fitkit/ui/build-card';
import { BuildDelete, DELETE_BUILD_INTENT } from '@fitkit/ui/build-delete';
import { BuildGallery } from '@fitkit/ui/build-gallery';
import { BuildParts } from '@fitkit/ui/build-parts';
import { BuildStatusBadge } from '@fitkit/ui/build-status-badge';
import { Button } from '@fitkit/ui/button';
import { buildImageUrl } from '@fitkit/ui/provider';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import { BUILD_SEO, buildJsonLd } from '../lib/build-seo';
import { CSRF_FIELD } from '../lib/csrf-field';
import { headMeta } from '../lib/head';
import { addBuildPartsToCart, buildPageIntent, deleteOwnBuild, moderate } from '../server/builds.server';
import { commerceContext } from '../server/commerce.server';
import { requireCsrfToken, withCsrfToken } from '../server/csrf.server';
import { declarePage, tagPage } from '../server/page-kind.server';
import { purgeDocuments } from '../server/purge.server';
import { purgeKey } from '../server/purge-keys';
import { dataOr404 } from '../server/result.server';
import { pageHead, publicOrigin } from '../server/seo.server';
import { shopperContext } from '../server/shopper.server';
import { BUILD_PATHS, CHECKOUT_PATHS, SHOP_ROUTES } from '../shop-routes';
import type { Route } from './+types/build';

/** What the pages that send the shopper here tell them (`?done=`). */
const NOTICES: Record<string, string> = {
  submitted:
    "Thanks for sharing your build! We've e-mailed you a link: open it to send your build for review.",
  confirmed: 'Your build is confirmed. Our team will review it before it shows on the builds page.',
  saved: 'Your changes are saved. Our team reviews a changed build again before it shows on the builds page.',
  published: 'The build is published.',
  rejected: 'The build is not published.',
};

/**
 * A build. Published, it is a public page, the same for everyone: what its owner or an admin may do comes from a
 * request after paint. Unpublished, only its owner and the admins reach it (404 for anyone else), on a private page
 * that shows their controls at once.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const build = dataOr404(await context.get(commerceContext).client.getBuild(params.buildId));
  const isPublic = build.status === 'published';
  if (isPublic) {
    declarePage(context, 'public');
    tagPage(context, purgeKey('build', build.id));
  } else declarePage(context, 'private');
  const shown: Build = isPublic
    ? { ...build, viewer: { isOwner: false, isAdmin: false, decisions: [] } }
    : build;
  const photoUrls = build.photos.map((photo) =>
    buildImageUrl(photo, { w: 1200, h: 900, mode: BUILD_PHOTO_MODE }),
  );
  const head = pageHead(
    request,
    BUILD_SEO.build,
    { name: build.title },
    isPublic
      ? { jsonLd: [buildJsonLd(publicOrigin(request), build, photoUrls, SHOP_ROUTES.sku)] }
      : { noindex: true },
  );
  const notice = NOTICES[new URL(request.url).searchParams.get('done') ?? ''] ?? null;
  // A public page carries no per-browser token; the private one's moderation form does.
  if (isPublic) return { build: shown, notice, head, csrfToken: null };
  return withCsrfToken(request, { build: shown, notice, head });
}

export const meta: Route.MetaFunction = ({ loaderData }) => headMeta(loaderData?.head);

/** 'Add all to cart' (to the cart page), an admin's decision (back here), or the owner's deletion (to the list). */
export async function action({ request, context, params }: Route.ActionArgs) {
  declarePage(context, 'private');
  const shopper = context.get(shopperContext);
  const form = await request.formData();
  const intent = buildPageIntent(form);
  if (!intent) throw data('This form is not known.', { status: 400 });
  if (intent === 'publish' || intent === 'reject' || intent === DELETE_BUILD_INTENT) {
    // Moderating or deleting an unpublished build is a private page's form: it carries the token. A published
    // build's public page has none; its owner's and admins' buttons rely on the Origin / Sec-Fetch-Site check and
    // SameSite=Lax, as public pages' forms do.
    const build = dataOr404(await context.get(commerceContext).client.getBuild(params.buildId));
    if (build.status !== 'published') requireCsrfToken(request, form);
    if (intent === DELETE_BUILD_INTENT) {
      const deleted = await deleteOwnBuild(shopper, params.buildId);
      if (!deleted.ok) return data({ error: deleted.message, deleting: true }, { status: deleted.status });
      // Its kept public page (the shop's, in every worker) goes with it; a CDN purges the same key.
      await purgeDocuments([purgeKey('build', params.buildId)]);
      return redirect(`${BUILD_PATHS.list}?done=deleted`, 303);
    }
    const result = await moderate(shopper, params.buildId, intent);
    if (!result.ok) return data({ error: result.message }, { status: result.status });
    await purgeDocuments([purgeKey('build', params.buildId)]);
    return redirect(
      `${BUILD_PATHS.build(params.buildId)}?done=${intent === 'publish' ? 'published' : 'rejected'}`,
      303,
    );
  }
  const build = dataOr404(await context.get(commerceContext).client.getBuild(params.buildId));
  const added = await addBuildPartsToCart(shopper, build);
  if (!added.ok) return data({ error: added.message }, { status: added.status });
  return redirect(CHECKOUT_PATHS.cart, 303);
}

/**
 * The owner's edit link and delete, and an admin's decisions (the API answers which ones its transition table
 * allows).
 */
function BuildControls({ build, csrfToken }: { build: Build; csrfToken: string | null }) {
  const { decisions } = build.viewer;
  const answer = useActionData<{ error: string; deleting?: boolean }>();
  if (!build.viewer.isOwner && decisions.length === 0) return null;
  return (
    <div className="build-page__controls">
      <BuildStatusBadge status={build.status} />
      {build.viewer.isOwner ? <Link to={BUILD_PATHS.edit(build.id)}>Edit your build</Link> : null}
      {build.viewer.isOwner ? (
        <BuildDelete
          title={build.title}
          action={BUILD_PATHS.build(build.id)}
          hiddenFields={csrfToken ? { [CSRF_FIELD]: csrfToken } : {}}
          error={answer?.deleting ? answer.error : null}
        />
      ) : null}
      {decisions.length > 0 ? (
        <Form
          method="post"
          reloadDocument
          aria-label="Moderate this build"
          className="build-page__moderation"
        >
          {csrfToken ? <input type="hidden" name={CSRF_FIELD} value={csrfToken} /> : null}
          {decisions.map((decision) => (
            <Button
              key={decision}
              type="submit"
              name="intent"
              value={decision}
              variant={decision === 'reject' ? 'OUTLINE' : undefined}
            >
              {decision === 'publish' ? 'Publish' : 'Reject'}
            </Button>
          ))}
        </Form>
      ) : null}
    </div>
  );
}

/** On a published build's public page: the viewer's controls, from a request after paint. */
function ViewerControls({ buildId }: { buildId: string }) {
  const { data: viewed } = useBuild(buildId);
  return viewed ? <BuildControls build={viewed} csrfToken={null} /> : null;
}

export default function BuildPage({ loaderData }: Route.ComponentProps) {
  const { build, notice } = loaderData;
  const answer = useActionData<{ error: string; deleting?: boolean }>();
  return (
    <article className="page build-page" aria-labelledby="build-title">
      <p>
        <Link to={BUILD_PATHS.list}>All builds</Link>
      </p>
      <h1 id="build-title">{build.title}</h1>
      <p className="build-page__vehicle">
        {build.vehicle.name} · built by {build.authorName}
      </p>
      {notice ? (
        <p role="status" className="build-page__notice">
          {notice}
        </p>
      ) : null}
      {build.status === 'published' ? (
        <ViewerControls buildId={build.id} />
      ) : (
        <BuildControls build={build} csrfToken={loaderData.csrfToken} />
      )}
      <BuildGallery photos={build.photos} title={build.title} />
      <div className="build-page__story">
        {build.story.split(/\n{2,}/).map((paragraph, n) => (
          <p key={n}>{paragraph}</p>
        ))}
      </div>
      <BuildParts
        parts={build.parts}
        addAllAction={BUILD_PATHS.build(build.id)}
        error={answer && !answer.deleting ? answer.error : null}
      />
    </article>
  );
}
