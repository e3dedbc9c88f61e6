import { type ComponentProps, type FormEvent, useCallback, useId, useRef } from 'react';
import { Button } from '../button';
import { FieldError, type FieldRule, useFormValidation } from '../forms';
import { cn } from '../utils/cn';
import { useFocusOnChange } from '../utils/use-focus-on-change';
import { promoOutcome } from './promo-outcome';

/** The promo code field's name, as the server reads it. */
export const PROMO_CODE_FIELD = 'promoCode';

const FIELDS: readonly FieldRule[] = [{ name: PROMO_CODE_FIELD, required: true }];

/** Props of {@link PromoCodeForm}. */
export type PromoCodeFormProps = Omit<
  ComponentProps<'form'>,
  'children' | 'onSubmit' | 'action' | 'method'
> & {
  /** Where the form posts without JavaScript. */
  action?: string;
  /** Form method without JavaScript. */
  method?: 'get' | 'post';
  /** Applies the trimmed code in the page; without it the form posts to `action`. */
  onApply?: (code: string) => void;
  /** The answer code of the last attempt (SUCCESS, PROMO_CODE_NOT_APPLIED, an error code); null shows nothing. */
  outcomeCode?: string | null;
  /** The code is being applied: spinner on the button. */
  waiting?: boolean;
  /** Code to start with, e.g. the one just tried. */
  defaultCode?: string;
};

/** The promo code box: a code, 'Apply', and the SPEC §5/§8 text of the answer announced in a live region. */
export function PromoCodeForm({
  action,
  method = 'post',
  onApply,
  outcomeCode = null,
  waiting = false,
  defaultCode,
  className,
  ...props
}: PromoCodeFormProps) {
  const inputId = useId();
  const outcomeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const onValidSubmit = useCallback(
    (values: Record<string, string>, event: FormEvent<HTMLFormElement>) => {
      if (!onApply) return;
      event.preventDefault();
      if (!waiting) onApply(values[PROMO_CODE_FIELD] ?? '');
    },
    [onApply, waiting],
  );
  const validation = useFormValidation({ fields: FIELDS, onValidSubmit });
  const outcome = outcomeCode ? promoOutcome(outcomeCode) : null;
  const refused = outcome?.tone === 'error';
  useFocusOnChange(refused ? outcomeCode : null, input);
  const field = validation.fieldProps(PROMO_CODE_FIELD);
  return (
    <form
      action={action}
      method={method}
      data-slot="promo-code-form"
      data-state={waiting ? 'waiting' : (outcome?.tone ?? 'idle')}
      className={cn('fk-promo-code-form', className)}
      {...validation.formProps}
      {...props}
    >
      <label htmlFor={inputId} className="fk-text-field__label">
        Promo code
      </label>
      <div className="fk-promo-code-form__row">
        <input
          ref={input}
          id={inputId}
          className="fk-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={defaultCode}
          {...field}
          aria-invalid={field['aria-invalid'] || refused}
          aria-describedby={field['aria-describedby'] ?? (outcome ? outcomeId : undefined)}
        />
        <Button type="submit" variant="OUTLINE" color="GRAY_DARKEST" waiting={waiting}>
          Apply
        </Button>
      </div>
      <FieldError id={validation.errorId(PROMO_CODE_FIELD)} message={validation.errors[PROMO_CODE_FIELD]} />
      {/* Always present, so the answer is announced when it arrives. */}
      <p id={outcomeId} role="status" className="fk-outcome" data-tone={outcome?.tone}>
        {outcome?.message}
      </p>
    </form>
  );
}
