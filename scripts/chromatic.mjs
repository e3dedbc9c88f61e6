#!/usr/bin/env node
// CI's Chromatic step: publishes Storybook for the designers' review only when CHROMATIC_PROJECT_TOKEN is set (the
// CLI reads the token from the environment, so it is never on a command line or in the log); without a token it
// says so and prints the command it would run. Visual changes are reviewed in Chromatic, so they do not fail CI.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The command the step runs: the `chromatic` script of package.json (it builds Storybook itself). */
export const CHROMATIC_COMMAND = ['pnpm', 'chromatic', '--exit-zero-on-changes'];

/** What the step does in this environment. */
export function chromaticStep(env = process.env) {
  const command = CHROMATIC_COMMAND.join(' ');
  if (!env.CHROMATIC_PROJECT_TOKEN) {
    return {
      run: false,
      message: `Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so Storybook is not published. With a token this step runs: ${command}`,
    };
  }
  return { run: true, message: `Chromatic: publishing Storybook: ${command}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = chromaticStep();
  console.log(step.message);
  if (step.run) {
    const [cmd, ...args] = CHROMATIC_COMMAND;
    const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: fileURLToPath(new URL('..', import.meta.url)) });
    process.exit(r.status ?? 1);
  }
}
