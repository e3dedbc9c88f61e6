/** A link to a page of the storefront at `shopUrl` (with or without its trailing slash), for e-mails and answers. */
export function shopLink(shopUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, shopUrl.endsWith('/') ? shopUrl : `${shopUrl}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
