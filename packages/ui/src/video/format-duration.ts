/** A video length both ways: 'mm:ss' for people and ISO-like 'T{m}M{s}S' for machines (SPEC §9). */
export type FormattedDuration = {
  /** '01:05', '12:00', '75:03'. */
  clock: string;
  /** 'T1M5S', 'T12M0S'; put 'P' before it for an ISO 8601 duration. */
  iso: string;
};

/** Formats a length in seconds (fractions dropped, negatives as zero). */
export function formatDuration(seconds: number): FormattedDuration {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return {
    clock: `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`,
    iso: `T${minutes}M${rest}S`,
  };
}
