import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../utils/cn';

/** Props of {@link Toggletip}. */
export type ToggletipProps = {
  /** The text of the button that toggles the tip. */
  label: ReactNode;
  /** Accessible name of the button when `label` is an icon. */
  'aria-label'?: string;
  /** What the tip says. */
  children: ReactNode;
  /** Extra class for the wrapper. */
  className?: string;
};

/**
 * A click-to-toggle tip (SPEC §4 Tooltip, click mode): the button says whether it is expanded and the text is
 * announced when it appears. Escape and a click elsewhere close it. No positioning library, to stay light.
 */
export function Toggletip({ label, 'aria-label': ariaLabel, children, className }: ToggletipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <span
      ref={root}
      data-slot="toggletip"
      data-state={open ? 'open' : 'closed'}
      className={cn('fk-toggletip', className)}
    >
      <button
        type="button"
        className="fk-toggletip__button fk-link-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {/* The live region stays in the page so screen readers announce the text when it is put inside. */}
      <span id={id} role="status" className="fk-toggletip__region">
        {open ? <span className="fk-toggletip__bubble">{children}</span> : null}
      </span>
    </span>
  );
}
