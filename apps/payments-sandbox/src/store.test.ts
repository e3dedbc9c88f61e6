import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SandboxStore, type StoredPayment } from './store';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
  dirs.push(dir);
  return dir;
}

function payment(id: string, orderId: string): StoredPayment {
  return {
    id,
    status: 'authorised',
    amount: 1000,
    currency: 'usd',
    capturedAmount: 0,
    refundedAmount: 0,
    declineCode: null,
    confirmationUrl: null,
    shopperConfirmation: null,
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    paymentMethod: null,
    metadata: { orderId },
    refunds: [],
    createdAt: '2026-11-25T00:00:00.000Z',
    updatedAt: '2026-11-25T00:00:00.000Z',
    captureRequested: false,
    returnUrl: null,
  };
}

const journal = (dir: string) => join(dir, 'sandbox-journal.ndjson');

describe('SandboxStore', () => {
  it('appends only the records a commit changed, whatever the number kept', () => {
    const dir = folder();
    const store = new SandboxStore(dir);
    for (let i = 0; i < 200; i++) {
      store.savePayment(payment(`pay_${i}`, `order-${i}`));
      store.persist();
    }
    const before = statSync(journal(dir)).size;
    store.savePayment({ ...payment('pay_new', 'order-new') });
    store.saveAnswer('key-1', { requestHash: 'h', statusCode: 201, body: '{}' });
    store.persist();
    const lines = readFileSync(journal(dir), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(201);
    expect(Object.keys(JSON.parse(lines.at(-1)!))).toEqual(['payments', 'answers']);
    expect(statSync(journal(dir)).size - before).toBeLessThan(1000);
    store.persist();
    expect(readFileSync(journal(dir), 'utf8').trimEnd().split('\n')).toHaveLength(201);
    store.release();
  });

  it('replays the journal at start and compacts it into the snapshot', () => {
    const dir = folder();
    const first = new SandboxStore(dir);
    const paid = payment('pay_1', 'order-1');
    first.savePayment(paid);
    first.saveToken('tok_1', {
      card: paid.card,
      outcome: 'approve',
      usedBy: 'pay_1',
      createdAt: paid.createdAt,
    });
    first.persist();
    paid.status = 'captured';
    first.savePayment(paid);
    first.persist();
    first.release();

    const second = new SandboxStore(dir);
    expect(second.payments.get('pay_1')?.status).toBe('captured');
    expect(second.tokens.get('tok_1')?.usedBy).toBe('pay_1');
    expect(second.paymentsOfOrder('order-1').map((p) => p.id)).toEqual(['pay_1']);
    expect(statSync(journal(dir)).size).toBe(0);
    const snapshot = JSON.parse(readFileSync(join(dir, 'sandbox-state.json'), 'utf8'));
    expect(snapshot.payments.pay_1.status).toBe('captured');
    second.release();
  });

  it('skips a torn last line, which was never acknowledged', () => {
    const dir = folder();
    const store = new SandboxStore(dir);
    store.savePayment(payment('pay_1', 'order-1'));
    store.persist();
    store.release();
    appendFileSync(journal(dir), '{"payments":{"pay_2":{"id":"pay_');
    const again = new SandboxStore(dir);
    expect([...again.payments.keys()]).toEqual(['pay_1']);
    again.release();
  });

  it('refuses a damaged journal, naming it, and leaves the folder unlocked', () => {
    const dir = folder();
    writeFileSync(journal(dir), 'not json\n{}\n');
    expect(() => new SandboxStore(dir)).toThrow(/sandbox-journal\.ndjson is damaged at line 1/);
    writeFileSync(journal(dir), '');
    new SandboxStore(dir).release();
  });
});
