/**
 * The action of a route that only answers GET (a redirect or a file): a plain 405 that names the allowed methods,
 * instead of the generic error body React Router gives a resource route without an action.
 */
export function getOnly(): never {
  throw new Response('Method Not Allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
