import { Button } from '@fitkit/ui/button';
import { GeneralError } from '@fitkit/ui/forms';
import { data, Form, redirect, useActionData } from 'react-router';
import { privatePageMeta } from '../lib/meta';
import { declarePage } from '../server/page-kind.server';
import { shopperContext } from '../server/shopper.server';
import { callShopperApi } from '../server/shopper-api.server';
import { BUILD_PATHS } from '../shop-routes';
import type { Route } from './+types/build-confirm';

export const meta: Route.MetaFunction = () => privatePageMeta('Confirm your build');

// Reached from the confirmation e-mail (?token=). Confirming waits for the shopper's button press, so mail scanners
// that open links confirm nothing.
export function loader({ request, context }: Route.LoaderArgs) {
  declarePage(context, 'private');
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  declarePage(context, 'private');
  const token = (await request.formData()).get('token');
  const result = await callShopperApi(
    context.get(shopperContext),
    'POST',
    `builds/${encodeURIComponent(params.buildId)}/confirm`,
    {
      body: { token: typeof token === 'string' ? token : '' },
    },
  );
  if (!result.ok) return data({ error: result.message }, { status: result.status });
  return redirect(`${BUILD_PATHS.build(params.buildId)}?done=confirmed`, 303);
}

export default function BuildConfirmPage({ loaderData, params }: Route.ComponentProps) {
  const answer = useActionData<{ error: string }>();
  return (
    <div className="page build-confirm-page">
      <h1>Confirm your build</h1>
      <p>Confirm it and our team will review your build before it shows on the builds page.</p>
      <Form method="post" action={BUILD_PATHS.confirm(params.buildId)} reloadDocument>
        <GeneralError message={answer?.error} />
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" color="ACTION">
          Confirm my build
        </Button>
      </Form>
    </div>
  );
}
