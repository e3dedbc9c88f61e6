// Once per run, before the stories: which Chromium drew the baselines and which one runs now. Accepting new baselines
// (`vitest --update`) records the running version beside them; otherwise a difference is said once here and again in
// every failed comparison, where it explains the failure.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../scripts/chromium.mjs';
import { CHROMIUM_VERSION_FILE, chromiumMismatchNote, chromiumVersionOf } from './screenshot-rules';

declare module 'vitest' {
  interface ProvidedContext {
    screenshotChromium: { recorded?: string; running?: string };
  }
}

export default function recordChromium(project: TestProject): void {
  const file = path.join(project.config.root, CHROMIUM_VERSION_FILE);
  const running = chromiumVersionOf(
    execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  const recorded = existsSync(file) ? chromiumVersionOf(readFileSync(file, 'utf8')) : undefined;
  if (project.config.snapshotOptions.updateSnapshot === 'all' && running) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${running}\n`);
    project.provide('screenshotChromium', { recorded: running, running });
    return;
  }
  const note = chromiumMismatchNote(recorded, running);
  if (note) console.warn(`\n${note}\n`);
  project.provide('screenshotChromium', { recorded, running });
}
