import { LOADING_BAR_DELAY_MS, useDelayedFlag } from './use-delayed-flag';

/** Props of {@link LoadingBar}. */
export type LoadingBarProps = {
  /** Whether the next page is loading. */
  loading: boolean;
  /** How long loading must last before the bar shows; default {@link LOADING_BAR_DELAY_MS}. */
  delayMs?: number;
  /** Accessible name of the progress bar. */
  label?: string;
};

/** The thin bar at the top of the page, shown once a page has been loading for a second (SPEC §2). */
export function LoadingBar({
  loading,
  delayMs = LOADING_BAR_DELAY_MS,
  label = 'Loading page',
}: LoadingBarProps) {
  const shown = useDelayedFlag(loading, delayMs);
  if (!shown) return null;
  return (
    <div className="fk-loading-bar" role="progressbar" aria-label={label}>
      <div className="fk-loading-bar__fill" />
    </div>
  );
}
