import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exitOnDataDirError } from './db/data-dir';
import { configuredTarget, openPreparedDatabase } from './db/setup';
import { formatAcesReport, importAces } from './modules/aces/import';
import { AcesParseError, parseAces, parseBaseVehicleMapping } from './modules/aces/parse';

// `aces:import <file.xml> [--mapping basevehicles.csv] [--dry-run]`: imports fitment applications into the
// configured database (DATABASE_URL, else the PGlite folder). Exit 0 when the file was processed, even with
// rejected applications; 1 when the file or the mapping cannot be read.

const USAGE = 'usage: aces:import <file.xml> [--mapping basevehicles.csv] [--dry-run]';

// pnpm runs package scripts in the package folder; paths typed by the user are relative to where they were.
function inputPath(path: string): string {
  if (isAbsolute(path)) return path;
  const fromCaller = process.env.INIT_CWD ? resolve(process.env.INIT_CWD, path) : null;
  return fromCaller && existsSync(fromCaller) ? fromCaller : resolve(process.cwd(), path);
}

function fail(message: string): never {
  console.error(`aces:import: ${message}`);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      options: { mapping: { type: 'string' }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
}

const args = readArgs();
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.positionals.length !== 1) fail(USAGE);

const file = inputPath(args.positionals[0]!);
let parsed: ReturnType<typeof parseAces>;
let baseVehicles: ReturnType<typeof parseBaseVehicleMapping> | undefined;
try {
  parsed = parseAces(readFileSync(file, 'utf8'));
  if (args.values.mapping) {
    baseVehicles = parseBaseVehicleMapping(readFileSync(inputPath(args.values.mapping), 'utf8'));
  }
} catch (error) {
  if (error instanceof AcesParseError || (error as NodeJS.ErrnoException).code !== undefined) {
    fail(`${file}: ${(error as Error).message}`);
  }
  throw error;
}

// A running API holds the data folder: the import stops and names it rather than write behind its back.
const { handle } = await openPreparedDatabase(configuredTarget()).catch(exitOnDataDirError);
try {
  const report = await importAces(handle.db, parsed, {
    baseVehicles,
    dryRun: args.values['dry-run'] ?? false,
  });
  process.stdout.write(formatAcesReport(report));
} finally {
  await handle.close();
}
