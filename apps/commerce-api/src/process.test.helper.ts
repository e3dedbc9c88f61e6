import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The API's server and scripts as real processes, started from their sources as a user would start them.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const running = new Set<ChildProcess>();

/** A started script: its process, everything it printed so far, and its exit code once it ends. */
export interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `script` (a path under the package, e.g. src/server.ts) with `env` added to this process's environment. */
export function startScript(script: string, env: Record<string, string>, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--conditions=@fitkit/source', '--import', 'tsx', script, ...args], {
    cwd: packageDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  running.add(child);
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => text, exited };
}

/** Kills every process a test started and has not seen end (for afterAll). */
export function killStartedScripts(): void {
  for (const child of running) child.kill('SIGKILL');
}
