/** Characters in a VIN (ISO 3779, every vehicle since model year 1981). */
export const VIN_LENGTH = 17;

/** What a VIN may hold: digits and capital letters except I, O and Q (too easily read as 1 and 0). */
export const VIN_PATTERN = '[A-HJ-NPR-Z0-9]{17}';

/** A typed or pasted VIN as the shop reads it: no whitespace, capital letters. */
export function normalizeVin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Why a (normalized) VIN cannot be decoded, in words for the shopper; null when it can be sent. */
export function vinProblem(vin: string): string | null {
  if (vin.length === 0) return `Enter your ${VIN_LENGTH}-character VIN.`;
  if (/[IOQ]/.test(vin)) {
    return 'A VIN never uses the letters I, O or Q. Check for the digits 1 and 0 instead.';
  }
  if (/[^A-Z0-9]/.test(vin)) return 'A VIN has only letters and digits.';
  if (vin.length !== VIN_LENGTH) {
    return `A VIN has ${VIN_LENGTH} characters; this one has ${vin.length}.`;
  }
  return null;
}
