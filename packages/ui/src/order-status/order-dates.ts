// Fixed locale and zone, so the server's HTML and the browser's render agree (no hydration mismatch).
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An ISO date as a day, e.g. 'Nov 25, 2026'; '' when it cannot be read. */
export function formatOrderDate(iso: string): string {
  const date = parse(iso);
  return date ? DAY.format(date) : '';
}

/** An ISO timestamp as a day and time in UTC, e.g. 'Nov 25, 2026, 2:05 PM UTC'; '' when it cannot be read. */
export function formatEventTime(iso: string): string {
  const date = parse(iso);
  return date ? `${MOMENT.format(date)} UTC` : '';
}
