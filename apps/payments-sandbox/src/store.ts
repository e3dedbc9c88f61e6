// The sandbox's state in one small JSON file, rewritten atomically after every change, so payments, unused
// tokens and idempotent answers survive a restart (a reconciliation job may ask about an answer that never came).
// One process owns the folder: a second sandbox on it would overwrite the first one's payments.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import type { CardOutcome, CardSummary } from './cards';
import type { Payment } from './types';

/** A token: the card's summary and test outcome, never its number. */
export interface TokenRecord {
  /** What may be kept of the card. */
  card: CardSummary;
  /** What charging it does. */
  outcome: CardOutcome;
  /** The payment that used it; tokens are single-use. */
  usedBy: string | null;
  /** ISO time. */
  createdAt: string;
}

/** A payment plus what only the sandbox needs to finish it. */
export interface StoredPayment extends Payment {
  /** Capture at once when the shopper confirms. */
  captureRequested: boolean;
  /** Shop page the confirmation page returns the shopper to. */
  returnUrl: string | null;
}

/** The answer once given to an idempotency key, replayed for the same request. */
export interface StoredAnswer {
  /** Hash of method, path and body. */
  requestHash: string;
  /** HTTP status. */
  statusCode: number;
  /** JSON body. */
  body: string;
}

interface State {
  payments: Record<string, StoredPayment>;
  tokens: Record<string, TokenRecord>;
  answers: Record<string, StoredAnswer>;
}

/** The persisted state; mutate its records, then call `persist()` before answering. */
export class SandboxStore {
  /** Payments by id. */
  readonly payments: Map<string, StoredPayment>;
  /** Tokens by id. */
  readonly tokens: Map<string, TokenRecord>;
  /** Idempotent answers by key. */
  readonly answers: Map<string, StoredAnswer>;
  /** Gives the folder back; call when the server closes. */
  readonly release: () => void;
  private readonly file: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    // The lock's heartbeat, not a pid, tells a live holder from a dead one (stale after 10 s).
    try {
      this.release = lockfile.lockSync(dataDir, {
        lockfilePath: join(dataDir, 'sandbox.lock'),
        stale: 10_000,
        update: 2_500,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      throw new Error(
        `the data folder ${dataDir} is in use by another sandbox process: stop it, or set SANDBOX_DATA_DIR.`,
      );
    }
    this.file = join(dataDir, 'sandbox-state.json');
    const state: State = existsSync(this.file)
      ? (JSON.parse(readFileSync(this.file, 'utf8')) as State)
      : { payments: {}, tokens: {}, answers: {} };
    this.payments = new Map(Object.entries(state.payments));
    this.tokens = new Map(Object.entries(state.tokens));
    this.answers = new Map(Object.entries(state.answers));
  }

  /** Writes the whole state (write to a temporary file, then rename, so a crash never leaves half a file). */
  persist(): void {
    const state: State = {
      payments: Object.fromEntries(this.payments),
      tokens: Object.fromEntries(this.tokens),
      answers: Object.fromEntries(this.answers),
    };
    writeFileSync(`${this.file}.tmp`, JSON.stringify(state));
    renameSync(`${this.file}.tmp`, this.file);
  }
}
