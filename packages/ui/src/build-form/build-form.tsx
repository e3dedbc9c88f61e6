import type { BuildPhoto } from '@fitkit/commerce-hooks';
import type { ComponentProps, ReactNode } from 'react';
import { BUILD_PHOTO_MODE } from '../build-card';
import { Button } from '../button';
import { FieldError, GeneralError } from '../forms';
import { useUi } from '../provider';
import { cn } from '../utils/cn';

/** The build form's limits, as the API enforces them. */
export const BUILD_FORM_LIMITS = {
  title: 120,
  story: 5000,
  photos: 8,
  photoMegabytes: 10,
  parts: 20,
} as const;

/** The picture types a build photo may be. */
export const BUILD_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** What the form shows again: the shopper's text and, when editing, the build's photos. */
export type BuildFormValues = {
  title: string;
  story: string;
  /** Part numbers, one per line. */
  parts: string;
};

/** Props of {@link BuildForm}. */
export type BuildFormProps = Omit<ComponentProps<'form'>, 'children' | 'method' | 'encType'> & {
  /** Where the form posts (a multipart form that works without JavaScript). */
  action: string;
  /** The vehicle's selects (the host's fitment cascade), posted with the form. */
  vehicleFields: ReactNode;
  /** The values to show (empty for a new build). */
  values?: BuildFormValues;
  /** The build's current photos (editing): each kept unless the shopper unticks it. */
  photos?: readonly BuildPhoto[];
  /** Field errors by field name (`title`, `story`, `parts`, `photos`, `vehicle`). */
  errors?: Readonly<Record<string, string>>;
  /** A form-wide error. */
  generalError?: string | null;
  /** The submit button's text. */
  submitLabel: string;
  /** The form is being sent. */
  busy?: boolean;
  /** Fields posted as they are (a private page's CSRF token). */
  hiddenFields?: Readonly<Record<string, string>>;
};

const EMPTY: BuildFormValues = { title: '', story: '', parts: '' };
const THUMB = { w: 160, h: 120, fit: 'cover', mode: BUILD_PHOTO_MODE } as const;

function describedBy(id: string, hint: string | null, error: string | undefined) {
  return [hint, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * The build form, for submitting and editing: the vehicle (the host's selects), a title, the story, the part
 * numbers used and photos. A plain multipart form: it posts without JavaScript, and the API checks everything
 * again (photos by their content, not their names).
 */
export function BuildForm({
  action,
  vehicleFields,
  values = EMPTY,
  photos = [],
  errors = {},
  generalError,
  submitLabel,
  busy = false,
  hiddenFields = {},
  className,
  ...props
}: BuildFormProps) {
  const { imageUrl } = useUi();
  const field = (name: keyof BuildFormValues | 'photos') => ({
    id: `build-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
  });
  return (
    <form
      data-slot="build-form"
      method="post"
      encType="multipart/form-data"
      action={action}
      className={cn('fk-build-form', className)}
      aria-busy={busy || undefined}
      {...props}
    >
      <GeneralError message={generalError} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset
        className="fk-build-form__vehicle"
        aria-describedby={errors.vehicle ? 'build-vehicle-error' : undefined}
      >
        <legend>Your vehicle</legend>
        {vehicleFields}
        <FieldError id="build-vehicle-error" message={errors.vehicle} />
      </fieldset>
      <div className="fk-text-field">
        <label htmlFor="build-title" className="fk-text-field__label">
          Title
        </label>
        <input
          {...field('title')}
          className="fk-input"
          required
          maxLength={BUILD_FORM_LIMITS.title}
          defaultValue={values.title}
          aria-describedby={describedBy('build-title', null, errors.title)}
        />
        <FieldError id="build-title-error" message={errors.title} />
      </div>
      <div className="fk-text-field">
        <label htmlFor="build-story" className="fk-text-field__label">
          Your story
        </label>
        <textarea
          {...field('story')}
          className="fk-input fk-build-form__story"
          required
          rows={8}
          maxLength={BUILD_FORM_LIMITS.story}
          defaultValue={values.story}
          aria-describedby={describedBy('build-story', null, errors.story)}
        />
        <FieldError id="build-story-error" message={errors.story} />
      </div>
      <div className="fk-text-field">
        <label htmlFor="build-parts" className="fk-text-field__label">
          Parts used (optional)
        </label>
        <p id="build-parts-hint" className="fk-build-form__hint">
          Part numbers from our shop, one per line (up to {BUILD_FORM_LIMITS.parts}).
        </p>
        <textarea
          {...field('parts')}
          className="fk-input"
          rows={4}
          defaultValue={values.parts}
          aria-describedby={describedBy('build-parts', 'build-parts-hint', errors.parts)}
        />
        <FieldError id="build-parts-error" message={errors.parts} />
      </div>
      {photos.length > 0 ? (
        <fieldset className="fk-build-form__kept">
          <legend>Photos to keep</legend>
          <ul>
            {photos.map((photo, n) => (
              <li key={photo.key}>
                <label>
                  <input type="checkbox" name="keepPhotos" value={photo.key} defaultChecked />
                  <img src={imageUrl(photo, THUMB)} alt="" width={THUMB.w} height={THUMB.h} />
                  Keep photo {n + 1}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <div className="fk-text-field">
        <label htmlFor="build-photos" className="fk-text-field__label">
          {photos.length > 0 ? 'Add photos (optional)' : 'Photos (optional)'}
        </label>
        <p id="build-photos-hint" className="fk-build-form__hint">
          Up to {BUILD_FORM_LIMITS.photos} photos of {BUILD_FORM_LIMITS.photoMegabytes} MB each: JPEG, PNG or
          WebP. We remove their hidden details (such as where they were taken).
        </p>
        <input
          {...field('photos')}
          type="file"
          multiple
          accept={BUILD_PHOTO_TYPES}
          aria-describedby={describedBy('build-photos', 'build-photos-hint', errors.photos)}
        />
        <FieldError id="build-photos-error" message={errors.photos} />
      </div>
      <Button type="submit" color="ACTION" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
