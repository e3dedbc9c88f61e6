import { useFitmentOptionsLoader } from '@fitkit/commerce-hooks/react';
import type { SelectError } from '@fitkit/fitment';
import { useFitmentSelects } from '@fitkit/fitment/react';
import { VehicleDialog } from '@fitkit/ui/vehicle-dialog';
import { useFetcher, useLocation, useMatches, useNavigate } from 'react-router';
import { overlayOf, withoutOverlay } from '../lib/overlay';
import { useShop } from '../lib/shop';

const SELECT_ERROR_TEXT: Record<SelectError, (label: string) => string> = {
  'no-options': (label) => `No ${label.toLowerCase()} matches this vehicle.`,
  'load-failed': () => 'Sorry, something went wrong.  Please refresh this page and try again.',
};

/**
 * The vehicle dialog, open while the URL has ?mod=fitment. Saving posts to the /fitment/ action, which sets the
 * fitmentData cookie and redirects by the save-navigation rules (the same form works without JavaScript).
 */
export default function VehicleDialogOverlay({ is404 = false }: { is404?: boolean }) {
  const { fitment } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  // A fetcher: the action's redirect navigates, and a refusal (400) stays here to be shown in the dialog.
  const fetcher = useFetcher<{ error?: string }>();
  const matches = useMatches();
  const open = overlayOf(location.search) === 'fitment';
  const cascade = useFitmentSelects({ loader: useFitmentOptionsLoader(), initial: fitment });
  // A route whose name depends on its URL (the category splat) says it in its loader data.
  const deepest = matches.at(-1);
  const routeName =
    (deepest?.loaderData as { routeName?: string } | undefined)?.routeName ?? deepest?.id ?? 'home';
  const saving = fetcher.state !== 'idle';

  const save = () => {
    const chosen = cascade.fitmentToSave;
    if (!chosen) return;
    const form = new FormData();
    for (const [key, value] of Object.entries(chosen)) if (value !== undefined) form.set(key, String(value));
    form.set('routeName', routeName);
    form.set('path', location.pathname);
    form.set('search', new URLSearchParams(withoutOverlay(location).split('?')[1] ?? '').toString());
    form.set('is404', String(is404));
    void fetcher.submit(form, { method: 'post', action: '/fitment/' });
  };

  return (
    <VehicleDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) navigate(withoutOverlay(location), { preventScrollReset: true, replace: true });
      }}
      selects={cascade.selects.map((select) => ({
        type: select.type,
        label: select.label,
        options: select.options,
        value: select.value,
        disabled: select.isDisabled,
        loading: select.status === 'loading',
        error: select.error ? SELECT_ERROR_TEXT[select.error](select.label) : null,
        optional: select.requirement === 'optional',
      }))}
      onSelect={cascade.select}
      canSave={cascade.canSave}
      onSave={save}
      saving={saving}
      saveLabel="Shop Now"
    />
  );
}
