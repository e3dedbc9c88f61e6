// The sandbox's state: a snapshot file plus an append-only journal. A commit appends one line holding only the
// records it changed, so its cost follows the change, not the number of payments kept. At start the journal is
// replayed onto the snapshot and compacted into a new one (again when it outgrows the snapshot while running).
// Payments, unused tokens and idempotent answers survive a restart (a reconciliation job may ask about an answer
// that never came). One process owns the folder: a second sandbox on it would write over the first one's journal.
import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

/** A card kept for a shopper's later payments (`pm_…`): its summary and test outcome, never its number. */
export interface PaymentMethodRecord {
  /** What may be kept of the card. */
  card: CardSummary;
  /** What charging it does. */
  outcome: CardOutcome;
  /** Detached methods can no longer be charged. */
  detached: boolean;
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

interface Records {
  payments: StoredPayment;
  tokens: TokenRecord;
  answers: StoredAnswer;
  methods: PaymentMethodRecord;
}

type Kind = keyof Records;

/** The snapshot's shape; a journal line is the same with only the changed records. */
type State = { [K in Kind]: Record<string, Records[K]> };

const KINDS: readonly Kind[] = ['payments', 'tokens', 'answers', 'methods'];

/** Below this the journal is never compacted while running; above it, once it is larger than the snapshot. */
const COMPACT_AFTER_BYTES = 16 * 1024 * 1024;

/** The persisted state. Change records through `save…`, then call `persist()` before answering. */
export class SandboxStore {
  /** Payments by id. */
  readonly payments: ReadonlyMap<string, StoredPayment>;
  /** Tokens by id. */
  readonly tokens: ReadonlyMap<string, TokenRecord>;
  /** Idempotent answers by key. */
  readonly answers: ReadonlyMap<string, StoredAnswer>;
  /** Saved payment methods by id. */
  readonly methods: ReadonlyMap<string, PaymentMethodRecord>;
  /** Gives the folder back; call when the server closes. */
  readonly release: () => void;
  private readonly maps: { [K in Kind]: Map<string, Records[K]> };
  private readonly changed: { [K in Kind]: Set<string> } = {
    payments: new Set(),
    tokens: new Set(),
    answers: new Set(),
    methods: new Set(),
  };
  private readonly byOrder = new Map<string, string[]>();
  private readonly snapshotFile: string;
  private readonly journalFile: string;
  private readonly journal: number;
  private journalBytes = 0;
  private snapshotBytes = 0;

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
    this.snapshotFile = join(dataDir, 'sandbox-state.json');
    this.journalFile = join(dataDir, 'sandbox-journal.ndjson');
    const lock = this.release;
    try {
      this.maps = this.load();
      this.journal = openSync(this.journalFile, 'a');
      this.snapshotBytes = existsSync(this.snapshotFile) ? statSync(this.snapshotFile).size : 0;
      this.compact();
    } catch (error) {
      lock();
      throw error;
    }
    this.payments = this.maps.payments;
    this.tokens = this.maps.tokens;
    this.answers = this.maps.answers;
    this.methods = this.maps.methods;
    for (const payment of this.maps.payments.values()) this.index(payment);
    this.release = () => {
      closeSync(this.journal);
      lock();
    };
  }

  /** Adds or replaces a payment (also after changing it in place). */
  savePayment(payment: StoredPayment): void {
    if (!this.maps.payments.has(payment.id)) this.index(payment);
    this.save('payments', payment.id, payment);
  }

  /** Adds or replaces a token. */
  saveToken(id: string, token: TokenRecord): void {
    this.save('tokens', id, token);
  }

  /** Adds or replaces a saved payment method. */
  saveMethod(id: string, method: PaymentMethodRecord): void {
    this.save('methods', id, method);
  }

  /** Keeps the answer given to an idempotency key. */
  saveAnswer(key: string, answer: StoredAnswer): void {
    this.save('answers', key, answer);
  }

  /** The payments made for an order (metadata.orderId), oldest first. */
  paymentsOfOrder(orderId: string): StoredPayment[] {
    return (this.byOrder.get(orderId) ?? []).map((id) => this.maps.payments.get(id)!);
  }

  /**
   * Appends the records saved since the last call as one journal line. One write of one line: a crash leaves
   * at most a torn last line, which was never acknowledged and is skipped at start.
   */
  persist(): void {
    const line: Partial<State> = {};
    for (const kind of KINDS) {
      const ids = this.changed[kind];
      if (ids.size === 0) continue;
      const records: Record<string, unknown> = {};
      for (const id of ids) records[id] = this.maps[kind].get(id);
      (line as Record<Kind, unknown>)[kind] = records;
      ids.clear();
    }
    if (Object.keys(line).length === 0) return;
    const text = `${JSON.stringify(line)}\n`;
    appendFileSync(this.journal, text);
    this.journalBytes += Buffer.byteLength(text);
    if (this.journalBytes > Math.max(COMPACT_AFTER_BYTES, this.snapshotBytes)) this.compact();
  }

  private save<K extends Kind>(kind: K, id: string, record: Records[K]): void {
    this.maps[kind].set(id, record);
    this.changed[kind].add(id);
  }

  private index(payment: StoredPayment): void {
    const orderId = payment.metadata.orderId;
    if (orderId === undefined) return;
    const ids = this.byOrder.get(orderId);
    if (ids) ids.push(payment.id);
    else this.byOrder.set(orderId, [payment.id]);
  }

  /** The snapshot with the journal replayed onto it. */
  private load(): { [K in Kind]: Map<string, Records[K]> } {
    const state: State = existsSync(this.snapshotFile)
      ? (JSON.parse(readFileSync(this.snapshotFile, 'utf8')) as State)
      : { payments: {}, tokens: {}, answers: {}, methods: {} };
    const maps = {
      payments: new Map(Object.entries(state.payments)),
      tokens: new Map(Object.entries(state.tokens)),
      answers: new Map(Object.entries(state.answers)),
      // Snapshots written before saved cards existed have none.
      methods: new Map(Object.entries(state.methods ?? {})),
    };
    if (!existsSync(this.journalFile)) return maps;
    // What follows the last newline is empty, or a torn line that was never acknowledged. Lines are whole
    // records, so a line replayed twice (a crash between compaction's rename and truncate) is harmless.
    const lines = readFileSync(this.journalFile, 'utf8').split('\n').slice(0, -1);
    for (const [i, line] of lines.entries()) {
      let change: Partial<State>;
      try {
        change = JSON.parse(line) as Partial<State>;
      } catch {
        throw new Error(
          `${this.journalFile} is damaged at line ${i + 1}: restore the data folder from a backup, or delete it to start empty.`,
        );
      }
      for (const kind of KINDS) {
        for (const [id, record] of Object.entries(change[kind] ?? {})) {
          (maps[kind] as Map<string, unknown>).set(id, record);
        }
      }
    }
    return maps;
  }

  /** Writes the whole state as the new snapshot (temporary file, then rename), then empties the journal. */
  private compact(): void {
    if (fstatSync(this.journal).size === 0) return;
    const state: State = {
      payments: Object.fromEntries(this.maps.payments),
      tokens: Object.fromEntries(this.maps.tokens),
      answers: Object.fromEntries(this.maps.answers),
      methods: Object.fromEntries(this.maps.methods),
    };
    const text = JSON.stringify(state);
    writeFileSync(`${this.snapshotFile}.tmp`, text);
    renameSync(`${this.snapshotFile}.tmp`, this.snapshotFile);
    ftruncateSync(this.journal, 0);
    this.snapshotBytes = Buffer.byteLength(text);
    this.journalBytes = 0;
  }
}
