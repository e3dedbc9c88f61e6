/** The overlays a `mod` query parameter can open (SPEC §2); only the vehicle dialog exists so far. */
export const OVERLAYS = ['fitment'] as const;
/** One of {@link OVERLAYS}. */
export type Overlay = (typeof OVERLAYS)[number];

type At = { pathname: string; search: string };

/** The current URL with `mod` set: showing an overlay adds it to the URL. */
export function withOverlay({ pathname, search }: At, overlay: Overlay): string {
  const params = new URLSearchParams(search);
  params.set('mod', overlay);
  return `${pathname}?${params}`;
}

/** The current URL without `mod`: closing an overlay removes it. */
export function withoutOverlay({ pathname, search }: At): string {
  const params = new URLSearchParams(search);
  params.delete('mod');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The overlay the URL asks for, if it is one we know. */
export function overlayOf(search: string): Overlay | null {
  const mod = new URLSearchParams(search).get('mod');
  return OVERLAYS.find((o) => o === mod) ?? null;
}

/** The vehicle dialog's modes by their `fitmentMode` query values (SPEC §2: fits, same-day shipping, make/model/year). */
const DIALOG_MODES = { fits: 'FITS', 'same-day': 'SAME_DAY_SHIPPING', mmy: 'MMY' } as const;

/** The dialog mode a URL asks for with `fitmentMode`, or null (then the page decides). */
export function requestedDialogMode(search: string): (typeof DIALOG_MODES)[keyof typeof DIALOG_MODES] | null {
  const asked = new URLSearchParams(search).get('fitmentMode');
  return asked && Object.hasOwn(DIALOG_MODES, asked)
    ? DIALOG_MODES[asked as keyof typeof DIALOG_MODES]
    : null;
}
