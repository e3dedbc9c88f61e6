import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killStartedScripts, type Run, startScript } from '../process.test.helper';
import { type DataDirHolder, lockPathOf, readDataDirHolder } from './data-dir';

// Real processes on one temporary data folder: the API server and the scripts, started as a user would start them.
// Long enough that a slow machine's stalls (PGlite blocks the event loop while it seeds) never miss a heartbeat.
const STALE_MS = 10_000;
const root = mkdtempSync(join(tmpdir(), 'fitkit-lock-'));

afterAll(() => {
  killStartedScripts();
  rmSync(root, { recursive: true, force: true });
});

function start(script: string, dataDir: string, args: string[] = []): Run {
  return startScript(
    script,
    {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      DATA_DIR_LOCK_STALE_MS: String(STALE_MS),
      API_PORT: '0',
      INIT_CWD: root,
    },
    args,
  );
}

/** Waits until the server of `run` holds the folder and listens (it writes its admin address beside the lock). */
async function listening(run: Run, dataDir: string): Promise<DataDirHolder> {
  // A first start migrates and seeds a new folder; on a busy machine that takes a while, but not this long.
  const deadline = Date.now() + 240_000;
  for (;;) {
    const holder = readDataDirHolder(dataDir);
    if (holder && holder.pid === run.child.pid && holder.adminUrl) return holder;
    if (run.child.exitCode !== null) throw new Error(`server exited:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not listen within 240 s:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts the server until it takes the folder over: each start before the lock is stale is refused as busy. */
async function startOnceStale(dataDir: string): Promise<Run> {
  for (;;) {
    const run = start('src/server.ts', dataDir);
    const refused = await Promise.race([
      run.exited.then(() => true),
      listening(run, dataDir).then(
        () => false,
        () => true,
      ),
    ]);
    if (!refused) return run;
    expect(run.output()).toContain('is in use by another process');
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('the data folder lock', () => {
  const dataDir = join(root, 'pglite');

  it('refuses a second start on a held folder, naming the holder, and lets scripts and backups not go behind it', async () => {
    const first = start('src/server.ts', dataDir);
    const holder = await listening(first, dataDir);

    const second = start('src/server.ts', dataDir);
    expect(await second.exited).toBe(1);
    const refusal = second.output();
    expect(refusal).toContain(`the data folder ${dataDir} is in use by another process`);
    expect(refusal).toContain(`pid ${first.child.pid}`);
    expect(refusal).toContain(holder.startedAt);
    expect(refusal).toContain('src/server.ts');
    expect(refusal).toContain(`kill ${first.child.pid}`);
    expect(refusal).not.toMatch(/^\s+at /m);

    // A script that writes (migrate + seed) stops the same way; the first server is untouched and answers.
    const setup = start('src/setup.ts', dataDir);
    expect(await setup.exited).toBe(1);
    expect(setup.output()).toContain(`pid ${first.child.pid}`);
    expect(readDataDirHolder(dataDir)?.pid).toBe(first.child.pid);
    expect((await fetch(`${holder.adminUrl}/health`)).status).toBe(200);

    // A backup goes through the running API; without its token the route is a plain 404.
    const backup = start('src/backup.ts', dataDir, ['held.tar.gz']);
    expect(await backup.exited).toBe(0);
    expect(backup.output()).toContain(`through the running API (pid ${first.child.pid})`);
    expect([...readFileSync(join(root, 'held.tar.gz')).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect((await fetch(`${holder.adminUrl}/admin/backup`)).status).toBe(404);
    expect(
      (await fetch(`${holder.adminUrl}/admin/backup`, { headers: { 'x-admin-token': 'guess' } })).status,
    ).toBe(404);

    // users:admin grants the role through the running API too (its loopback route and the holder file's token).
    const email = `lock-admin-${Date.now()}@example.test`;
    const post = (path: string, body: object) =>
      fetch(`${holder.adminUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const password = 'correct horse battery';
    expect((await post('/account/sign-up', { name: 'Ada Admin', email, password })).status).toBe(202);
    const outbox = (await (
      await fetch(`${holder.adminUrl}/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { body: string }[];
    };
    const token = outbox.messages[0]?.body.match(/\/account\/verify\/([^/\s]+)\//)?.[1];
    expect((await post('/account/verify', { token: decodeURIComponent(token ?? '') })).status).toBe(204);
    const grant = start('src/users-admin.ts', dataDir, ['grant', email]);
    expect(await grant.exited).toBe(0);
    expect(grant.output()).toContain(`now an admin (through the running API (pid ${first.child.pid}))`);
    const signIn = await post('/account/sign-in', { email, password });
    expect(((await signIn.json()) as { user: { role: string } }).user.role).toBe('admin');
    const unknown = start('src/users-admin.ts', dataDir, ['grant', 'nobody@example.test']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.output()).toContain('no account with the e-mail nobody@example.test');

    // Killed with -9, the holder cannot release: its lock goes stale and the next start takes the folder over.
    // Until then (its last heartbeat is fresh) a start is still refused: no takeover at once, and no timing asserted.
    first.child.kill('SIGKILL');
    await first.exited;
    const early = start('src/server.ts', dataDir);
    expect(await early.exited).toBe(1);
    expect(early.output()).toContain('is in use by another process');
    const third = await startOnceStale(dataDir);

    // A clean shutdown gives the folder up at once.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(lockPathOf(dataDir))).toBe(false);
    expect(readDataDirHolder(dataDir)).toBeNull();

    // With nobody holding it, the backup locks the folder itself.
    const offline = start('src/backup.ts', dataDir, ['offline.tar.gz']);
    expect(await offline.exited).toBe(0);
    expect(offline.output()).toContain('from the data folder');
  }, 420_000);

  it('says in plain words how to recover when the folder cannot be opened', async () => {
    const damaged = join(root, 'damaged');
    mkdirSync(join(damaged, 'global'), { recursive: true });
    writeFileSync(join(damaged, 'PG_VERSION'), 'not a version\n');
    writeFileSync(join(damaged, 'global', 'pg_control'), Buffer.alloc(8192, 0xa5));

    const run = start('src/server.ts', damaged);
    expect(await run.exited).toBe(1);
    const message = run.output();
    expect(message).toContain(`the data folder ${damaged} could not be opened as a database`);
    expect(message).toContain('restore a backup');
    expect(message).toContain(`mv ${damaged} ${damaged}.damaged`);
    expect(message).not.toMatch(/^\s+at /m);
    expect(existsSync(lockPathOf(damaged))).toBe(false);
  }, 60_000);
});
