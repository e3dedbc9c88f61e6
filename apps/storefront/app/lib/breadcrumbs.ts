/** A breadcrumb as the API gives it: a name and a path relative to its route (`interior/floor-mats`). */
export type Crumb = { name: string; path: string };

const ROUTE_PREFIX = { category: '/c/', mmy: '/v/' } as const;

/** The shop URL of a breadcrumb: category crumbs live under /c/, vehicle crumbs under /v/. */
export function crumbHref(route: keyof typeof ROUTE_PREFIX, crumb: Crumb): string {
  return `${ROUTE_PREFIX[route]}${crumb.path.replace(/^\/+|\/+$/g, '')}/`;
}
