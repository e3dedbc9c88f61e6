import pg from 'pg';

/** A running count of the statements sent to PostgreSQL. */
export interface RoundTripCounter {
  /** Statements sent since the counter started (each a round trip: node-postgres sends one at a time). */
  readonly count: number;
  /** Stops counting. */
  stop(): void;
}

/**
 * Counts every statement node-postgres sends from now on, BEGIN and COMMIT included, in this process:
 * the benchmarks' round trips per operation. Not for the app itself.
 */
export function countPostgresRoundTrips(): RoundTripCounter {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    stop() {
      proto.query = original;
    },
  };
}
