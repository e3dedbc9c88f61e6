import { type StateId, US_STATES } from './us-states';

/** What a tax estimate is asked for. */
export interface TaxQuery {
  /** Where the order ships; null before the shopper gave an address (no tax is estimated then). */
  stateId: StateId | null;
  /** The taxable amount in cents. */
  amount: number;
}

/** Estimates sales tax; the embedded table is the default and a real tax service can take its place. */
export interface TaxService {
  /** The estimated tax in cents. */
  estimate(query: TaxQuery): Promise<number>;
}

/** Tax from the embedded state-wide rates, rounded half up to the cent. */
export const embeddedTaxService: TaxService = {
  async estimate({ stateId, amount }) {
    if (stateId === null || amount <= 0) return 0;
    return Math.round((amount * US_STATES[stateId].rate) / 10_000);
  },
};
