#!/usr/bin/env node
// `pnpm dev`: the API and the payments sandbox (restarting on change) and the shop's Vite dev server on package
// sources, side by side.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { servicesEnv } from './services.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = servicesEnv();

const children = [
  spawn('pnpm', ['--filter', '@fitkit/commerce-api', 'dev'], { cwd: root, env, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@fitkit/payments-sandbox', 'dev'], { cwd: root, env, stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@fitkit/storefront', 'dev'], { cwd: root, env, stdio: 'inherit' }),
];
const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
