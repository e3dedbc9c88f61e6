/** The shop's name in titles (SPEC's [SITE] placeholder). */
export const SITE_NAME = 'fitkit';

/** Title and description tags of a page, the title suffixed with the site name. */
export function pageMeta(title: string, description?: string) {
  return [
    { title: `${title} | ${SITE_NAME}` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}
