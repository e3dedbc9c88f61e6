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
export function signInKeys(ip: string, email: string): { ip: string; email: string } {
  return { ip: `ip:${ip}`, email: `email:${email.trim().toLowerCase()}` };
}

/** Whether an e-mail has failed often enough that a sign-in from a new IP needs an e-mailed link. */
export function needsSignInLink(emailCount: FailureCount | undefined): boolean {
  return (emailCount?.failures ?? 0) >= FREE_SIGN_IN_FAILURES;
}

/** What a sign-in attempt may do: wait, get a link by e-mail instead of using the password, or try the password. */
export type SignInGate =
  | { kind: 'wait'; seconds: number; link: boolean }
  | { kind: 'link' }
  | { kind: 'password' };

/**
 * The gate of an attempt. The IP's own failures make it wait (growing delays). After 20 failures for the e-mail, an
 * IP the account has signed in from still uses the password, so nobody can lock the owner out; any other IP gets an
 * e-mailed link instead (never a password check), itself spaced by the e-mail's growing delays. An unknown e-mail
 * has no known IP, so it is answered like any other.
 */
export function signInGate(
  { ip, email }: { ip: FailureCount | undefined; email: FailureCount | undefined },
  knownIp: boolean,
  now: Date,
): SignInGate {
  const ipWait = signInWaitSeconds(ip, now);
  if (ipWait > 0) return { kind: 'wait', seconds: ipWait, link: false };
  if (!needsSignInLink(email) || knownIp) return { kind: 'password' };
  // The first link goes at once; each further one waits as a further failure would (1 s, 2 s, 4 s…).
  const emailWait = signInWaitSeconds(email && { ...email, failures: email.failures - 1 }, now);
  return emailWait > 0 ? { kind: 'wait', seconds: emailWait, link: true } : { kind: 'link' };
}
