import type { Fitment, VehicleSelectorMode } from '@fitkit/fitment';
import { useFetcher, useLocation, useMatches } from 'react-router';
import { withoutOverlay } from './overlay';

/** What the /fitment/ action can do with the shopper's vehicle. */
export type VehicleIntent =
  | { intent: 'save'; fitment: Fitment }
  | { intent: 'clear' }
  | { intent: 'switch'; id: string }
  | { intent: 'remove'; id: string };

/**
 * Posts vehicle changes to the /fitment/ action with where the shopper is (route name, path, kept query), so the
 * action can apply the save-navigation rules. A fetcher: redirects navigate; a refusal stays here as `error`.
 */
export function useVehicleAction({
  mode,
  is404 = false,
}: {
  mode?: VehicleSelectorMode;
  is404?: boolean;
} = {}) {
  const fetcher = useFetcher<{ error?: string }>();
  const location = useLocation();
  const matches = useMatches();
  // A route whose name depends on its URL (the category splat, the listings' twins) says it in its loader data.
  const deepest = matches.at(-1);
  const routeName =
    (deepest?.loaderData as { routeName?: string } | undefined)?.routeName ?? deepest?.id ?? 'home';

  const send = (change: VehicleIntent) => {
    const form = new FormData();
    form.set('intent', change.intent);
    if (change.intent === 'save') {
      for (const [key, value] of Object.entries(change.fitment)) {
        if (value !== undefined) form.set(key, String(value));
      }
    }
    if (change.intent === 'switch' || change.intent === 'remove') form.set('id', change.id);
    form.set('routeName', routeName);
    form.set('path', location.pathname);
    form.set('search', withoutOverlay(location).split('?')[1] ?? '');
    form.set('is404', String(is404));
    if (mode) form.set('mode', mode);
    void fetcher.submit(form, { method: 'post', action: '/fitment/' });
  };
  return { send, busy: fetcher.state !== 'idle', error: fetcher.data?.error ?? null };
}
