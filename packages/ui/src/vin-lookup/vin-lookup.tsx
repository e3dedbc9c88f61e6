import { type ClipboardEvent, type ComponentProps, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../button';
import { AlertIcon, CheckIcon } from '../icons';
import { cn } from '../utils/cn';
import { normalizeVin, VIN_LENGTH, VIN_PATTERN, vinProblem } from './vin';

/** The states the VIN form is drawn in. */
export const VIN_LOOKUP_STATES = ['idle', 'invalid', 'decoding', 'error', 'found'] as const;
/** One of {@link VIN_LOOKUP_STATES}. */
export type VinLookupState = (typeof VIN_LOOKUP_STATES)[number];

/** Props of {@link VinLookup}. */
export type VinLookupProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit' | 'defaultValue'> & {
  /** Called with a well-formed VIN (17 characters, no I, O or Q, capitalised) when the shopper decodes it. */
  onDecode: (vin: string) => void;
  /** Shows the button waiting while the VIN is being decoded. */
  decoding?: boolean;
  /** Why the last decoded VIN gave no vehicle, e.g. that the vehicle is not in the catalogue yet. */
  error?: string | null;
  /** What the last decoded VIN turned out to be, e.g. 'Found 2021 Jeep Wrangler'. */
  result?: string | null;
  /** VIN to start with. */
  defaultValue?: string;
  /** Label of the input. */
  label?: string;
  /** Help under the label. */
  hint?: string;
  /** Text of the submit button. */
  decodeLabel?: string;
};

/**
 * A small form that decodes a vehicle identification number. The VIN is checked here first (length, letters I, O
 * and Q), so `onDecode` only ever sees a well-formed one; `error` and `result` report the decoder's answer.
 */
export function VinLookup({
  onDecode,
  decoding = false,
  error,
  result,
  defaultValue = '',
  label = 'VIN',
  hint = `${VIN_LENGTH} characters, on the driver's side of the dashboard or the door pillar.`,
  decodeLabel = 'Decode VIN',
  className,
  'aria-label': ariaLabel = 'Find your vehicle by VIN',
  ...props
}: VinLookupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(() => normalizeVin(defaultValue).slice(0, VIN_LENGTH));
  const [problem, setProblem] = useState<string | null>(null);
  // The decoder's answer belongs to the VIN that was sent; once the shopper edits it, the answer is stale.
  const [edited, setEdited] = useState(false);

  const update = (next: string) => {
    setValue(next);
    setEdited(true);
    // An error already shown follows the typing, so it clears as soon as the VIN is right.
    if (problem) setProblem(vinProblem(next));
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // maxLength would cut a pasted VIN with spaces around it before it could be trimmed.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    const pasted = normalizeVin(event.clipboardData.getData('text'));
    update((value.slice(0, start) + pasted + value.slice(end)).slice(0, VIN_LENGTH));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decoding) return;
    const found = vinProblem(value);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    setEdited(false);
    onDecode(value);
  };

  const answer = edited || decoding ? null : error ? 'error' : result ? 'found' : null;
  const state: VinLookupState = problem ? 'invalid' : decoding ? 'decoding' : (answer ?? 'idle');
  const message = problem ?? (answer === 'error' ? error : answer === 'found' ? result : null);

  return (
    <form
      noValidate
      aria-label={ariaLabel}
      data-slot="vin-lookup"
      data-state={state}
      className={cn('fk-vin-lookup', className)}
      onSubmit={onSubmit}
      {...props}
    >
      <label htmlFor={id} className="fk-vin-lookup__label">
        {label}
      </label>
      <p id={hintId} className="fk-vin-lookup__hint">
        {hint}
      </p>
      <div className="fk-vin-lookup__row">
        <input
          ref={inputRef}
          id={id}
          name="vin"
          type="text"
          className="fk-input fk-vin-lookup__input"
          value={value}
          maxLength={VIN_LENGTH}
          minLength={VIN_LENGTH}
          pattern={VIN_PATTERN}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
          onChange={(event) => update(normalizeVin(event.currentTarget.value))}
          onPaste={onPaste}
          onBlur={() => {
            // Leaving an empty field is not a mistake yet; leaving a half-typed VIN is.
            if (value) setProblem(vinProblem(value));
          }}
        />
        <Button type="submit" color="PRIMARY" waiting={decoding}>
          {decodeLabel}
        </Button>
      </div>
      {/* Always present, so screen readers announce each new message. */}
      <div className="fk-vin-lookup__messages" aria-live="polite">
        {message ? (
          <p id={messageId} className="fk-vin-lookup__message" data-state={state}>
            {state === 'found' ? <CheckIcon /> : <AlertIcon />} {message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
