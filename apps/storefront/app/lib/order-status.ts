/** An order's, a line's or a shipment's status as the shopper reads it: `RETURN_REQUESTED` → 'Return requested'. */
export function statusText(status: string): string {
  const words = status.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A date of the API (ISO) as the shopper reads it, the same on the server and in the browser. */
export function dateText(iso: string | null): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}
