import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module run by node without a build
import { supervise } from './supervise.mjs';

type Supervisor = { child: ChildProcess; stop(): void };
let running: Supervisor | undefined;
afterEach(() => {
  running?.stop();
  running?.child.kill('SIGKILL');
});

// A stand-in for the API: a process that stays up until it is killed.
const longLived = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('supervise', { timeout: 30_000 }, () => {
  it('starts a killed process again', async () => {
    running = supervise(longLived, { minDelayMs: 10 }) as Supervisor;
    const first = running.child;
    await until(() => first.pid !== undefined);
    first.kill('SIGKILL');
    await until(() => running?.child !== first && running?.child.pid !== undefined);
    expect(running.child.exitCode).toBeNull();
  });

  it('waits longer after each quick failure, up to the cap', async () => {
    const delays: number[] = [];
    running = supervise(() => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' }), {
      minDelayMs: 5,
      maxDelayMs: 40,
      onRestart: (code: number, delayMs: number) => {
        expect(code).toBe(3);
        delays.push(delayMs);
      },
    }) as Supervisor;
    await until(() => delays.length >= 5);
    expect(delays.slice(0, 5)).toEqual([5, 10, 20, 40, 40]);
  });

  it('restarts nothing once stopped', async () => {
    let starts = 0;
    running = supervise(
      () => {
        starts++;
        return longLived();
      },
      { minDelayMs: 1 },
    ) as Supervisor;
    await until(() => running?.child.pid !== undefined);
    running.stop();
    const exited = new Promise((r) => running?.child.on('exit', r));
    running.child.kill('SIGKILL');
    await exited;
    await new Promise((r) => setTimeout(r, 50));
    expect(starts).toBe(1);
  });
});
