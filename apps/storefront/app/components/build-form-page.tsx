import type { Build } from '@fitkit/commerce-hooks';
import type { PartialFitment } from '@fitkit/fitment';
import { BuildForm, type BuildFormValues } from '@fitkit/ui/build-form';
import { useActionData, useNavigation } from 'react-router';
import { CSRF_FIELD } from '../lib/csrf-field';
import type { BuildFormAnswer } from '../server/builds.server';
import { BuildVehicleFields } from './build-vehicle-fields';

/** Props of {@link BuildFormPage}. */
export type BuildFormPageProps = {
  title: string;
  action: string;
  submitLabel: string;
  /** The vehicle the selects start from. */
  vehicle: PartialFitment | null;
  values?: BuildFormValues;
  photos?: Build['photos'];
  /** The private page's CSRF token, posted with the form. */
  csrfToken: string;
};

/** The submit and edit pages: the build form with the action's answer (errors and the typed text) put back on it. */
export function BuildFormPage({
  title,
  action,
  submitLabel,
  vehicle,
  values,
  photos,
  csrfToken,
}: BuildFormPageProps) {
  const answer = useActionData<BuildFormAnswer>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="page build-form-page">
      <h1>{title}</h1>
      <BuildForm
        action={action}
        submitLabel={submitLabel}
        vehicleFields={<BuildVehicleFields initial={vehicle} />}
        values={answer?.values ?? values}
        {...(photos ? { photos } : {})}
        errors={answer?.errors ?? {}}
        generalError={answer?.generalError ?? null}
        busy={busy}
        hiddenFields={{ [CSRF_FIELD]: csrfToken }}
      />
    </div>
  );
}
