const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDate(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isReviewDate(value: string): boolean {
  return utcDate(value) !== null;
}

/** 'Nov 3, 2026' from '2026-11-03'; the same on every machine, whatever its time zone. */
export function reviewDateText(value: string): string {
  const date = utcDate(value);
  if (!date) throw new RangeError(`not a calendar date: ${value}`);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** 'Rated 4 out of 5 stars' (the stars' accessible text). */
export function ratingText(rating: number): string {
  return `Rated ${rating} out of 5 stars`;
}
