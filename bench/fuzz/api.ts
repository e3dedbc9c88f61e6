// Nightly-size schema-driven fuzz of the API (issue 14): requests generated from openapi.json, valid and broken, sent
// to the real app on a migrated, seeded PGlite (in memory) and checked as src/http/fuzz.test.ts checks its seeded
// few hundred. Prints the figures; exits 1 on any finding.
// Usage: bash bench/fuzz/run.sh [runs per operation, default 110] [seed, default 14]
import { readFileSync } from 'node:fs';
import { buildApp, openPreparedDatabase } from '@fitkit/commerce-api/bench';
import { fuzzFixtures } from '../../apps/commerce-api/src/test/fuzz/fixtures';
import type { OpenApiDocument } from '../../apps/commerce-api/src/test/fuzz/requests';
import { fuzzApi, summarize } from '../../apps/commerce-api/src/test/fuzz/run';

const runs = Number(process.argv[2] ?? 110);
const seed = Number(process.argv[3] ?? 14);
const doc = JSON.parse(
  readFileSync(new URL('../../apps/commerce-api/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;
const { handle } = await openPreparedDatabase({ memory: true });
const app = await buildApp({ db: handle.db });
const started = performance.now();
const figures = await fuzzApi({
  app,
  db: handle.db,
  doc,
  seed,
  runsPerOperation: runs,
  fixtures: await fuzzFixtures(app, handle.db, `bench-fuzz-${seed}`),
});
const seconds = (performance.now() - started) / 1000;
await app.close();
await handle.close();

const share = (n: number) => `${((100 * n) / figures.requests).toFixed(2)} %`;
console.log(`API fuzz, seed ${seed}, ${runs} per operation, ${Object.keys(doc.paths).length} paths`);
console.log(
  `requests            ${figures.requests} (${figures.valid} valid, ${figures.broken} broken) in ${seconds.toFixed(0)} s`,
);
console.log(
  `valid answered 2xx  ${figures.validAnswered2xx} (${share(figures.validAnswered2xx)} of all requests)`,
);
console.log(`5xx                 ${figures.serverErrors}`);
console.log(`schema mismatches   ${figures.schemaMismatches}`);
console.log(`rows changed by a rejected request  ${figures.rowsChangedByRejected}`);
console.log(`429                 ${figures.rateLimited} (${share(figures.rateLimited)})`);
console.log(`statuses            ${JSON.stringify(figures.statuses)}`);
console.log(`operations with no 2xx (${figures.never2xx.length}): ${figures.never2xx.join(', ')}`);
if (figures.findings.length > 0) {
  console.log(summarize(figures.findings, 60));
  process.exitCode = 1;
}
