/** The shop's name in titles (SPEC's [SITE] placeholder) when the theme config gives none. */
export const SITE_NAME = 'fitkit';

/**
 * The theme config's site name from the root loader's data (`shell.theme.siteName`), else {@link SITE_NAME}:
 * for meta functions (`siteNameFrom(matches[0]?.loaderData)`) and components (`useRouteLoaderData('root')`).
 */
export function siteNameFrom(root: unknown): string {
  if (!root || typeof root !== 'object' || !('shell' in root)) return SITE_NAME;
  const { shell } = root as { shell?: { theme?: { siteName?: unknown } } };
  const name = shell?.theme?.siteName;
  return typeof name === 'string' && name.trim() ? name : SITE_NAME;
}

/** The meta of a private page (an account or order page): its title with the shop's name, kept out of search. */
export function privatePageMeta(title: string) {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}
