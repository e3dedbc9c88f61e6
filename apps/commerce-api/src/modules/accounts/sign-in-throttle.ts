/** Failed sign-ins in a row a key may have before each further attempt waits. */
export const FREE_SIGN_IN_FAILURES = 20;

/** The longest wait between attempts once throttled. */
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;

/** Failed sign-ins of one key (an IP address or an e-mail, known or not) and when the last one was. */
export interface FailureCount {
  failures: number;
  lastFailureAt: Date;
}

/**
 * Seconds to wait after the last failure before the next attempt: none for the first 20 failures in a row, then
 * 1 s, 2 s, 4 s… doubling up to 15 minutes. Never a lock-out: the shopper can always try again later.
 */
export function signInDelaySeconds(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, 2 ** Math.min(failures - FREE_SIGN_IN_FAILURES, 30));
}

/** Seconds still to wait before a key may try again at `now` (0: it may). */
export function signInWaitSeconds(count: FailureCount | undefined, now: Date): number {
  if (!count) return 0;
  const readyAt = count.lastFailureAt.getTime() + signInDelaySeconds(count.failures) * 1000;
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
}

/** The throttle keys of one attempt: the shopper's IP and the e-mail typed (lower-cased, whether or not it exists). */
export function signInKeys(ip: string, email: string): string[] {
  return [`ip:${ip}`, `email:${email.trim().toLowerCase()}`];
}
