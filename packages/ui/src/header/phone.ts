/** A `tel:` link for a displayed phone number: keeps digits and a leading plus, drops the rest. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') throw new RangeError(`not a phone number: ${phone}`);
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
