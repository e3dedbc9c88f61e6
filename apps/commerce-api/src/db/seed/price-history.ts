import { CATALOGUE_EPOCH, idFraction, type SeedRows } from './generate';

/** An entry of the price history (`product_prices`) as the seed writes it (a type, so it passes as a row). */
export type PriceEntryRow = {
  productId: number;
  /** ISO date-time the price took effect. */
  effectiveFrom: string;
  priceCents: number;
  originalPriceCents: number | null;
};

/** About this share of the seeded lines had other prices before today's. */
const REPRICED_SHARE = 0.15;

/** Whether a seeded line was repriced once before the epoch (deterministic per id). */
export function wasRepriced(lineId: number): boolean {
  return idFraction(lineId, 3) < REPRICED_SHARE;
}

// Whole dollars less a cent, as the seed's prices are.
const toPriceCents = (cents: number) => Math.max(1, Math.round(cents / 100)) * 100 - 1;

/**
 * The seed's price history: every SKU's current price as its first entry, in effect since its line was added.
 * Only so that the demo's timeTravel (SPEC §2/§7) shows something, about one line in seven was repriced once: from
 * its addition until a day between a third and two thirds of the way to the catalogue's epoch its SKUs cost
 * 10–25 % more (most of them) or 10–20 % less, compare-at prices alike; then today's prices took effect. A line's
 * SKUs change together, as a brand's price list does. Drawn from the ids, not the seed's random stream, so the rest
 * of the catalogue is the same as without it.
 */
export function generatePriceHistory(rows: Pick<SeedRows, 'productLines' | 'products'>): PriceEntryRow[] {
  const addedAt = new Map(rows.productLines.map((line) => [line.id, line.createdAt]));
  const entries: PriceEntryRow[] = [];
  for (const product of rows.products) {
    const lineId = product.productLineId;
    const since = addedAt.get(lineId)!;
    const today = { priceCents: product.priceCents, originalPriceCents: product.originalPriceCents };
    if (!wasRepriced(lineId)) {
      entries.push({ productId: product.id, effectiveFrom: since, ...today });
      continue;
    }
    const g = idFraction(lineId, 4);
    const factor = g < 0.6 ? 1.1 + (g / 0.6) * 0.15 : 0.8 + ((g - 0.6) / 0.4) * 0.1;
    const priceCents = toPriceCents(product.priceCents * factor);
    const original =
      product.originalPriceCents === null ? null : toPriceCents(product.originalPriceCents * factor);
    const sinceMs = Date.parse(since);
    const changedAt = sinceMs + (CATALOGUE_EPOCH - sinceMs) * (1 / 3 + idFraction(lineId, 5) / 3);
    entries.push(
      {
        productId: product.id,
        effectiveFrom: since,
        priceCents,
        originalPriceCents: original !== null && original > priceCents ? original : null,
      },
      { productId: product.id, effectiveFrom: new Date(Math.round(changedAt)).toISOString(), ...today },
    );
  }
  return entries;
}
