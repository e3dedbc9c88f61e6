import { type FormEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../button';
import { GeneralError, type PostedFormProps, SelectField, TextField, useServerCheckedForm } from '../forms';
import type { FormValidation } from '../forms/use-form-validation';
import { cn } from '../utils/cn';
import { useHydrated } from '../utils/use-hydrated';
import {
  ADDRESS_COUNTRIES,
  type Contact,
  type ContactKind,
  contactFieldName,
  contactFromValues,
  contactRules,
  DEFAULT_COUNTRY,
  ZIPCODE_PATTERN,
} from './contact';
import { US_STATES } from './us-states';

/** The name of the 'billing same as shipping' box, as the server reads it. */
export const BILLING_SAME_FIELD = 'billingSameAsShipping';

/** What a valid address form holds. */
export type AddressFormValues = {
  /** Where the order ships. */
  shippingContact: Contact;
  /** Who pays; the shipping contact when the shopper kept 'same as shipping'. */
  billingContact: Contact;
  /** The shopper kept 'Billing address is the same as shipping'. */
  billingSameAsShipping: boolean;
};

/** Props of {@link AddressForm}. */
export type AddressFormProps = PostedFormProps & {
  /** Form method without JavaScript. */
  method?: 'get' | 'post';
  /** Contacts to start with, e.g. what the shopper posted or entered before. */
  defaultValues?: { shippingContact?: Partial<Contact>; billingContact?: Partial<Contact> };
  /** Whether 'billing same as shipping' starts ticked (default true). */
  defaultBillingSameAsShipping?: boolean;
  /** Called with the contacts when nothing is wrong; without it the form posts to `action`. */
  onValidSubmit?: (values: AddressFormValues, event: FormEvent<HTMLFormElement>) => void;
  /** Text of the submit button. */
  submitLabel?: string;
  /** Shown above the submit button inside the form, e.g. the shipping methods, so one post carries both. */
  children?: ReactNode;
};

/**
 * The checkout address step (SPEC §3, §5): shipping and billing contacts with every field, 'billing same as
 * shipping', checked by the form core on blur and submit, the server's errors on the fields and in the red box.
 * Without JavaScript it posts to `action` with the server's field names.
 */
export function AddressForm({
  action,
  method = 'post',
  defaultValues = {},
  defaultBillingSameAsShipping = true,
  onValidSubmit,
  errors,
  generalError,
  waiting = false,
  submitLabel = 'Continue to Payment',
  children,
  className,
  ...props
}: AddressFormProps) {
  const [same, setSame] = useState(defaultBillingSameAsShipping);
  const hydrated = useHydrated();
  const fields = useMemo(
    () => [...contactRules('shippingContact'), ...contactRules('billingContact', !same)],
    [same],
  );
  const subscribed = useRef(defaultValues.shippingContact?.subscribe ?? true);
  const onValid = useCallback(
    (values: Record<string, string>, event: FormEvent<HTMLFormElement>) => {
      if (!onValidSubmit) return;
      event.preventDefault();
      if (waiting) return;
      const shippingContact = contactFromValues('shippingContact', values, subscribed.current);
      const billingContact = same
        ? { ...shippingContact, subscribe: false }
        : contactFromValues('billingContact', values, false);
      onValidSubmit({ shippingContact, billingContact, billingSameAsShipping: same }, event);
    },
    [onValidSubmit, same, waiting],
  );
  const validation = useServerCheckedForm({ fields, onValidSubmit: onValid, errors, generalError });
  return (
    <form
      action={action}
      method={method}
      aria-label="Shipping and billing address"
      data-slot="address-form"
      data-state={waiting ? 'waiting' : 'idle'}
      className={cn('fk-address-form', className)}
      {...validation.formProps}
      {...props}
    >
      <GeneralError message={validation.generalError} />
      <ContactFieldset
        kind="shippingContact"
        legend="Shipping address"
        validation={validation}
        defaults={defaultValues.shippingContact}
      >
        <label className="fk-address-form__check">
          <input
            type="checkbox"
            name={contactFieldName('shippingContact', 'subscribe')}
            value="true"
            defaultChecked={subscribed.current}
            onChange={(event) => {
              subscribed.current = event.currentTarget.checked;
            }}
          />
          Email me news and offers
        </label>
      </ContactFieldset>
      <label className="fk-address-form__check fk-address-form__same">
        <input
          type="checkbox"
          name={BILLING_SAME_FIELD}
          value="true"
          checked={same}
          onChange={(event) => setSame(event.currentTarget.checked)}
        />
        Billing address is the same as shipping
      </label>
      {/* Without JavaScript the billing fields are always sent; CSS hides them while the box is ticked. */}
      {!same || !hydrated ? (
        <ContactFieldset
          kind="billingContact"
          legend="Billing address"
          validation={validation}
          defaults={defaultValues.billingContact}
          className="fk-address-form__billing"
        />
      ) : null}
      {children}
      <Button type="submit" color="ACTION" size="LARGE" waiting={waiting} className="fk-address-form__submit">
        {submitLabel}
      </Button>
    </form>
  );
}

/** Props of {@link ContactFieldset}. */
export type ContactFieldsetProps = {
  /** Which contact: its fields are named `<kind>.<field>` and checked by its rules. */
  kind: ContactKind;
  legend: string;
  /** The form core's validation of the form the fieldset sits in. */
  validation: FormValidation;
  defaults: Partial<Contact> | undefined;
  className?: string;
  children?: ReactNode;
};

/** One contact's fields in a fieldset with its legend, with the browser's autofill sections. */
export function ContactFieldset({
  kind,
  legend,
  validation,
  defaults = {},
  className,
  children,
}: ContactFieldsetProps) {
  const section = kind === 'shippingContact' ? 'shipping' : 'billing';
  const name = (field: Parameters<typeof contactFieldName>[1]) => contactFieldName(kind, field);
  const text = (field: Exclude<keyof Contact, 'subscribe'>) => ({
    name: name(field),
    validation,
    defaultValue: defaults[field],
  });
  return (
    <fieldset className={cn('fk-address-form__contact', className)}>
      <legend className="fk-address-form__legend">{legend}</legend>
      <div className="fk-address-form__grid">
        <TextField label="Full name" autoComplete={`${section} name`} {...text('fullName')} />
        <TextField label="Company" autoComplete={`${section} organization`} {...text('company')} />
        <TextField
          label="Address"
          autoComplete={`${section} address-line1`}
          className="fk-address-form__wide"
          {...text('address1')}
        />
        <TextField
          label="Apartment, suite, etc."
          autoComplete={`${section} address-line2`}
          className="fk-address-form__wide"
          {...text('address2')}
        />
        <TextField label="City" autoComplete={`${section} address-level2`} {...text('city')} />
        <SelectField label="State" autoComplete={`${section} address-level1`} {...text('stateId')}>
          <option value="">Select a state</option>
          {US_STATES.map((state) => (
            <option key={state.id} value={state.id}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Zip code"
          autoComplete={`${section} postal-code`}
          inputMode="numeric"
          pattern={ZIPCODE_PATTERN}
          title="5-digit zip code, e.g. 80202"
          {...text('zipcode')}
        />
        <SelectField
          label="Country"
          autoComplete={`${section} country-name`}
          {...text('country')}
          defaultValue={defaults.country || DEFAULT_COUNTRY}
        >
          {ADDRESS_COUNTRIES.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Email" autoComplete="email" {...text('email')} />
        <TextField label="Phone" autoComplete={`${section} tel`} {...text('phone')} />
      </div>
      {children}
    </fieldset>
  );
}
