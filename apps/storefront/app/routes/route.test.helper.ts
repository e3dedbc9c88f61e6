import { RouterContextProvider } from 'react-router';
import { pageKindMiddleware } from '../server/page-kind.server';

/**
 * Runs a route's loader or action on `request` inside the root's page-kind middleware, with the context `fill`
 * prepares; answers what the function returned or threw, and the Cache-Control the page got.
 */
export async function runRoute(
  fn: (args: never) => unknown,
  request: Request,
  fill: (context: RouterContextProvider) => void,
): Promise<{ answer: unknown; cacheControl: string | null }> {
  const context = new RouterContextProvider();
  fill(context);
  let answer: unknown;
  const response = await pageKindMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '' },
    async () => {
      try {
        answer = await fn({ request, params: {}, context } as never);
      } catch (thrown) {
        answer = thrown;
      }
      return new Response(null);
    },
  );
  return { answer, cacheControl: (response as Response).headers.get('Cache-Control') };
}
