// What the benchmarks in bench/ drive (package entry `@fitkit/commerce-api/bench`): the app, its database layer and
// the query builder it uses, so they measure the API's own code without reaching into its folders.
export { type SQL, sql } from 'drizzle-orm';
export { PgDialect } from 'drizzle-orm/pg-core';
export { buildApp } from './app';
export { type Database, openDatabase } from './db/client';
export { LARGE_DEFAULTS } from './db/large/generate';
export { loadLargeDataSet } from './db/large/load';
export { migrate } from './db/migrate';
export { type DriverCall, observeDriverCalls, replayDriverCall } from './db/prepared';
export { countPostgresRoundTrips, type RoundTripCounter } from './db/round-trips';
export { queryRows } from './db/rows';
export { seedDatabase } from './db/seed';
export { createRandom } from './db/seed/generate';
export { openPreparedDatabase } from './db/setup';
export { addToCart } from './modules/cart/service';
export { DEMO_CONTACT } from './modules/orders/fulfilment';
export { registryOf } from './modules/payments/providers/registry';
export { SandboxProvider } from './modules/payments/providers/sandbox';
export { fitmentOptions } from './modules/vehicles/queries';
export { startSandbox, TEST_SHOP_ORIGIN } from './payments-sandbox.test.helper';
