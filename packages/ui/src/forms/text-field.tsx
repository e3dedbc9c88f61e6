import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../utils/cn';
import { FieldError } from './form-messages';
import type { FormValidation } from './use-form-validation';

type LabelledFieldProps = {
  /** The visible label. */
  label: string;
  /** The field's name; its rule in `validation` gives the type and constraints. */
  name: string;
  /** The form's validation, which owns the field's error. */
  validation: FormValidation;
};

/** Props of {@link TextField}. */
export type TextFieldProps = Omit<ComponentProps<'input'>, 'name' | 'form'> & LabelledFieldProps;

/** Props of {@link SelectField}. */
export type SelectFieldProps = Omit<ComponentProps<'select'>, 'name' | 'form'> & LabelledFieldProps;

type FieldFrameProps = LabelledFieldProps & {
  className: string | undefined;
  control: (id: string) => ReactNode;
  id: string | undefined;
};

/** The label above, the control, the error line beneath; '(optional)' marks a field that is not required. */
function FieldFrame({ label, name, validation, className, control, id }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div data-slot="text-field" className={cn('fk-text-field', className)}>
      <label htmlFor={controlId} className="fk-text-field__label">
        {validation.fieldProps(name).required ? label : `${label} (optional)`}
      </label>
      {control(controlId)}
      <FieldError id={validation.errorId(name)} message={validation.errors[name]} />
    </div>
  );
}

/** A labelled input wired to the form core of SPEC §5, with its error line beneath. */
export function TextField({ label, name, validation, id, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, name, validation, id, className }}
      control={(controlId) => (
        <input id={controlId} className="fk-input" {...props} {...validation.fieldProps(name)} />
      )}
    />
  );
}

/** A labelled native select wired to the form core of SPEC §5, with its error line beneath. */
export function SelectField({
  label,
  name,
  validation,
  id,
  className,
  children,
  ...props
}: SelectFieldProps) {
  // A select has no text type or length: only the rule's name, required flag and error wiring apply.
  const { type: _type, minLength: _min, maxLength: _max, ...field } = validation.fieldProps(name);
  return (
    <FieldFrame
      {...{ label, name, validation, id, className }}
      control={(controlId) => (
        <select id={controlId} className="fk-input" {...props} {...field}>
          {children}
        </select>
      )}
    />
  );
}
