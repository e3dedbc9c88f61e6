import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { PUBLIC } from '../../http/openapi';
import { errorResponses } from '../../http/schemas';
import { HOSTED_PROVIDER_ID } from './hosted-sign-in';
import {
  type AccountApp,
  type AccountDeps,
  isLibraryAnswer,
  libraryHeaders,
  passCookies,
  tags,
} from './library-calls';

/** Where a hosted sign-in that failed returns (the library appends `error=`); the shop answers it in its words. */
const HOSTED_ERROR_PATH = '/account/sign-in/?hosted=failed';

const returnPathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])/, 'Must be a path on the shop');

const notOffered = () => new ApiError(404, 'NOT_FOUND', 'Hosted sign-in is not offered by this shop.');

/** The library's redirect answer: thrown as an error with a Location header, or returned as a Response. */
function locationOf(answer: unknown): string | null {
  if (answer instanceof Response) return answer.headers.get('location');
  if (isLibraryAnswer(answer)) return new Headers(answer.headers).get('location');
  return null;
}

/**
 * The hosted sign-in service (SPEC §6, OpenID Connect): the start hands back the issuer's URL (state, nonce and
 * PKCE verifier stored, the state cookie set), the return exchanges the code for the shopper's session. Both are
 * answered 404 when the shop has no service configured.
 */
export function hostedRoutes(app: AccountApp, { auth, ipOf }: AccountDeps): void {
  app.post(
    '/account/hosted-sign-in',
    {
      schema: {
        tags,
        summary:
          "Starts a sign-in at the hosted service: the issuer's authorization URL and the state cookie",
        body: z.object({ returnUrl: returnPathSchema.default('/account/') }),
        response: { 200: z.object({ url: z.url() }), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { headers, response } = await auth.api
        .signInSocial({
          body: {
            provider: HOSTED_PROVIDER_ID,
            callbackURL: request.body.returnUrl,
            errorCallbackURL: HOSTED_ERROR_PATH,
            disableRedirect: true,
          },
          headers: libraryHeaders(request, ipOf(request)),
          returnHeaders: true,
        })
        .catch((error: unknown) => {
          if (isLibraryAnswer(error) && error.status === 'NOT_FOUND') throw notOffered();
          throw error;
        });
      if (!response.url) throw notOffered();
      passCookies(reply, headers);
      return { url: response.url };
    },
  );

  app.post(
    '/account/hosted-sign-in/return',
    {
      schema: {
        tags,
        summary:
          'Finishes a hosted sign-in with what the issuer sent back (state checked against the state cookie, the ' +
          'code exchanged with the PKCE verifier): a new session cookie and where to go next',
        body: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(4096).optional(),
          iss: z.string().max(2048).optional(),
          error: z.string().max(200).optional(),
        }),
        // 401 here is a sign-in the issuer refused, not a missing session.
        security: PUBLIC,
        response: { 200: z.object({ returnUrl: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const answer = await auth.api
        .callbackOAuth({
          method: 'GET',
          params: { id: HOSTED_PROVIDER_ID },
          query: request.body,
          headers: libraryHeaders(request, ipOf(request)),
          asResponse: true,
        })
        .catch((error: unknown) => error);
      const location = locationOf(answer);
      if (answer instanceof Response) passCookies(reply, answer.headers);
      const target = location ? new URL(location, 'http://shop.invalid') : null;
      if (!target || target.searchParams.has('error')) {
        throw new ApiError(
          401,
          'UNAUTHENTICATED',
          'The sign-in service did not sign you in. Please try again.',
        );
      }
      return { returnUrl: `${target.pathname}${target.search}` };
    },
  );
}
