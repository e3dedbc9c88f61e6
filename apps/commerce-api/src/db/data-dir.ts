import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite is one PostgreSQL process compiled into ours: two processes on one data folder each believe they own it,
// lose each other's writes and can leave it unreadable. So whoever opens the folder first holds a lock beside it
// (`<folder>.lock`, a directory whose mtime is refreshed as a heartbeat) and writes who it is next to it
// (`<folder>.lock.json`), and every later opener stops and names that holder. A holder killed with -9 stops the
// heartbeat: its lock counts as stale after DATA_DIR_LOCK_STALE_MS and the next start takes it over. The
// heartbeat, not the pid, decides, so a pid reused by another program does not keep the folder locked.

/** Default time after which a lock whose heartbeat stopped is taken over. */
export const DEFAULT_LOCK_STALE_MS = 10_000;

/** Who holds a data folder, as written beside its lock. */
export interface DataDirHolder {
  /** Process id of the holder. */
  pid: number;
  /** Machine the holder runs on (the folder may be on a shared disk). */
  host: string;
  /** When the holder took the lock (ISO 8601). */
  startedAt: string;
  /** The holder's command line. */
  command: string;
  /** Loopback address of the running API's admin routes, once it listens (backups go through it). */
  adminUrl?: string;
  /** Secret the admin routes require; whoever can read it can read the data folder anyway. */
  adminToken?: string;
}

/** A data folder this process holds; release it before exiting (exiting releases it too). */
export interface DataDirLock {
  /** Who holds it: this process. */
  readonly holder: DataDirHolder;
  /** Adds the running API's admin address to the holder file, so scripts go through it. */
  advertise(admin: Pick<DataDirHolder, 'adminUrl' | 'adminToken'>): void;
  /** Gives the folder up. */
  release(): Promise<void>;
}

/** The data folder is held by another process; the message names it and says what to do. */
export class DataDirBusyError extends Error {
  /** The holder as it described itself, or null when its file is missing or unreadable. */
  readonly holder: DataDirHolder | null;

  constructor(dataDir: string, holder: DataDirHolder | null, staleMs: number) {
    super(busyMessage(dataDir, holder, staleMs));
    this.name = 'DataDirBusyError';
    this.holder = holder;
  }
}

/** The data folder exists but the database in it cannot be opened; the message gives the recovery steps. */
export class DataDirUnreadableError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(unreadableMessage(dataDir, cause), { cause });
    this.name = 'DataDirUnreadableError';
  }
}

/** The lock directory of a data folder. */
export function lockPathOf(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** The holder file beside the lock. */
export function holderPathOf(dataDir: string): string {
  return `${dataDir}.lock.json`;
}

/** The stale period from DATA_DIR_LOCK_STALE_MS (tests shorten it; the lock library's floor is 2 s). */
export function lockStaleMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = Number(env.DATA_DIR_LOCK_STALE_MS);
  return Number.isFinite(raw) && raw > 0 ? Math.max(2_000, raw) : DEFAULT_LOCK_STALE_MS;
}

/** Reads the holder file of a data folder; null when it is missing or not one. */
export function readDataDirHolder(dataDir: string): DataDirHolder | null {
  try {
    const holder = JSON.parse(readFileSync(holderPathOf(dataDir), 'utf8')) as Partial<DataDirHolder>;
    return typeof holder.pid === 'number' && typeof holder.startedAt === 'string'
      ? (holder as DataDirHolder)
      : null;
  } catch {
    return null;
  }
}

function writeHolder(dataDir: string, holder: DataDirHolder): void {
  // Written aside then renamed, so a reader never sees half a file; owner-only, it may carry the admin token.
  const path = holderPathOf(dataDir);
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}`);
  writeFileSync(temporary, `${JSON.stringify(holder, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
}

/**
 * Takes the lock of a data folder (which must exist) or throws DataDirBusyError naming its holder. Losing the lock
 * while holding it (another process took it over after this one stalled longer than the stale period) ends the
 * process: writing on would corrupt the folder.
 */
export async function lockDataDir(
  dataDir: string,
  { staleMs = lockStaleMs() }: { staleMs?: number } = {},
): Promise<DataDirLock> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPathOf(dataDir),
      stale: staleMs,
      update: Math.max(1_000, staleMs / 4),
      realpath: false,
      onCompromised: (error) => {
        console.error(
          `fitkit: the lock of the data folder ${dataDir} was lost (${error.message}); stopping so that two ` +
            'processes never write to it at once.',
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirBusyError(dataDir, readDataDirHolder(dataDir), staleMs);
    }
    throw error;
  }
  let holder: DataDirHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    command: ['node', ...process.argv.slice(1)].join(' '),
  };
  writeHolder(dataDir, holder);
  return {
    get holder() {
      return holder;
    },
    advertise(admin) {
      holder = { ...holder, ...admin };
      writeHolder(dataDir, holder);
    },
    async release() {
      rmSync(holderPathOf(dataDir), { force: true });
      await release();
    },
  };
}

/** One line naming a holder: pid, host, start time and command. */
export function describeHolder(holder: DataDirHolder): string {
  return `pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}: ${holder.command}`;
}

function busyMessage(dataDir: string, holder: DataDirHolder | null, staleMs: number): string {
  const who = holder ? `another process (${describeHolder(holder)})` : 'another process';
  const stop = holder ? `stop it first (kill ${holder.pid}, or Ctrl-C where it runs)` : 'stop it first';
  return [
    `fitkit: the data folder ${dataDir} is in use by ${who}.`,
    'Two processes on one embedded database lose writes and can damage it, so this one stops without opening it.',
    `To go on: ${stop}, or give this process its own folder with DATA_DIR.`,
    'To back up the folder while the API runs: pnpm db:backup (it asks the running API).',
    `If that process is gone (killed, or the machine restarted), its lock counts as stale after ${staleMs / 1000} s: start again then.`,
  ].join('\n');
}

function unreadableMessage(dataDir: string, cause: unknown): string {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return [
    `fitkit: the data folder ${dataDir} could not be opened as a database (${reason}).`,
    'It is damaged (for example written by two processes at once, or cut off by a full disk) or is not a fitkit data folder.',
    'To recover, with the API stopped, either:',
    `  - restore a backup: mv ${dataDir} ${dataDir}.damaged && mkdir ${dataDir} && tar xzf <backup.tar.gz> -C ${dataDir}`,
    `  - or start afresh: mv ${dataDir} ${dataDir}.damaged; the next start creates the folder again and loads the demo data (what was written since is lost).`,
  ].join('\n');
}

/** For a command's entry: prints a data-folder error as its plain message and exits 1; rethrows anything else. */
export function exitOnDataDirError(error: unknown): never {
  if (error instanceof DataDirBusyError || error instanceof DataDirUnreadableError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
