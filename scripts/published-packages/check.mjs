#!/usr/bin/env node
// The packages as their users get them (`pnpm test:registry`, after `pnpm build`): the publishable packages are
// packed with `pnpm pack` and published to a throwaway Verdaccio on a loopback port that holds only `@fitkit/*` (no
// uplinks); a small host in a temporary folder outside the workspace installs them with npm (its `.npmrc` points only
// the `@fitkit` scope there; everything else comes from the usual registry or npm's cache), type-checks against their
// published declarations with `skipLibCheck: false`, builds with Vite and renders on the server. Then a release dry
// run: `changeset version` on a copy of the workspace and `changeset publish` to the same registry.
// `--results=<file>` writes the checks' counts for `pnpm test`'s summary; KEEP_PACKAGES_CHECK=1 keeps the folder.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const resultsFile = process.argv.find((arg) => arg.startsWith('--results='))?.slice('--results='.length);

/** The published packages, each before the packages that depend on it. */
const PUBLISHED = ['store', 'fitment', 'commerce-hooks', 'ui', 'cms-blocks'];
// A new host's TypeScript (the registry's latest when this was written), besides the workspace's own.
const HOST_TYPESCRIPT = '7.0.2';
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const manifestOf = (dir) => readJson(join(root, 'packages', dir, 'package.json'));

const work = mkdtempSync(join(tmpdir(), 'fitkit-packages-'));
const checks = { passed: 0, failed: 0 };
let registry;

function check(name, ok, detail = '') {
  checks[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : `\n  ${detail}`}`);
}

function run(cmd, args, options = {}) {
  const t = Date.now();
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  const secs = ((Date.now() - t) / 1000).toFixed(1);
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ?? ''}`.trim();
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}) after ${secs} s:\n${output}`);
  console.log(`  ${cmd} ${args.join(' ')} (${secs} s)`);
  return r.stdout;
}

/** The manifest inside a tarball, as a registry and npm read it. */
function packedManifest(tarball) {
  return JSON.parse(run('tar', ['-xOzf', tarball, 'package/package.json']));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A Verdaccio holding only `@fitkit/*`: no uplinks, so anything else is not found there. */
async function startRegistry() {
  const dir = join(work, 'registry');
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      "  '@fitkit/*':",
      '    access: $all',
      '    publish: $authenticated',
      // JWT tokens: the legacy ones make Verdaccio verify the bcrypt password again on every request.
      'security:',
      '  api:',
      '    jwt:',
      '      sign:',
      '        expiresIn: 1h',
      'web:',
      '  enable: false',
      'max_body_size: 50mb',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const bin = join(require.resolve('verdaccio/package.json'), '..', 'bin', 'verdaccio');
  const child = spawn(
    process.execPath,
    [bin, '--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  registry = { child, url, host: `//127.0.0.1:${port}/` };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
    } catch {}
    if (tries > 300 || child.exitCode !== null) throw new Error('Verdaccio did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The one publisher: a user added as `npm adduser` would, whose token goes in the publishing `.npmrc`.
  const answer = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-dry-run' }),
  });
  registry.token = (await answer.json()).token;
  console.log(`Verdaccio on ${url}`);
}

/** `.npmrc` lines pointing only the `@fitkit` scope at the local registry, with the publisher's token if asked. */
function scopeNpmrc({ publish = false } = {}) {
  const lines = [`@fitkit:registry=${registry.url}`];
  if (publish) lines.push(`${registry.host}:_authToken=${registry.token}`);
  return `${lines.join('\n')}\n`;
}

function packAndPublish() {
  const tarballs = join(work, 'tarballs');
  const npmrc = join(work, 'publish.npmrc');
  writeFileSync(npmrc, scopeNpmrc({ publish: true }));
  const versions = Object.fromEntries(
    PUBLISHED.map((dir) => [manifestOf(dir).name, manifestOf(dir).version]),
  );
  for (const dir of PUBLISHED) {
    const { name, version } = manifestOf(dir);
    // pnpm's pack writes the versions of workspace dependencies in place of `workspace:` ranges (npm's would not).
    run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: join(root, 'packages', dir) });
    const tarball = join(tarballs, `${name.slice(1).replace('/', '-')}-${version}.tgz`);
    const deps = packedManifest(tarball).dependencies ?? {};
    const internal = Object.entries(deps).filter(([dep]) => dep in versions);
    check(
      `${name}: packed dependencies name published versions`,
      internal.every(([dep, range]) => range === `^${versions[dep]}`),
      JSON.stringify(deps),
    );
    run(
      'npm',
      ['publish', tarball, '--userconfig', npmrc, '--registry', registry.url, '--access', 'public'],
      {
        cwd: work,
      },
    );
  }
  return versions;
}

/** The host: a folder outside the workspace with its own package.json, installed by npm. */
function installHost(versions) {
  const host = join(work, 'host');
  cpSync(join(root, 'scripts/published-packages/host'), host, { recursive: true });
  const installed = (name) => readJson(join(root, 'node_modules', name, 'package.json')).version;
  const storefront = readJson(join(root, 'apps/storefront/package.json')).dependencies;
  writeFileSync(
    join(host, 'package.json'),
    `${JSON.stringify(
      {
        name: 'fitkit-host',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(
            ['@fitkit/ui', '@fitkit/cms-blocks', '@fitkit/commerce-hooks', '@fitkit/fitment'].map((name) => [
              name,
              versions[name],
            ]),
          ),
          '@tanstack/react-query': storefront['@tanstack/react-query'],
          react: storefront.react,
          'react-dom': storefront['react-dom'],
        },
        devDependencies: {
          '@types/react': `^${installed('@types/react')}`,
          '@types/react-dom': `^${installed('@types/react-dom')}`,
          typescript: HOST_TYPESCRIPT,
        },
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(join(host, '.npmrc'), scopeNpmrc());
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: host });
  return host;
}

async function checkHost(host, versions) {
  const entries = [];
  for (const [name, version] of Object.entries(versions)) {
    const file = join(host, 'node_modules', name, 'package.json');
    check(`host installed ${name}@${version}`, existsSync(file) && readJson(file).version === version);
    for (const subpath of Object.keys(readJson(file).exports)) {
      if (!/\.(json|css)$/.test(subpath)) entries.push(`${name}${subpath.slice(1)}`);
    }
  }
  // Every published entry's declarations in the type check, not only those the page imports.
  writeFileSync(
    join(host, 'src/every-entry.ts'),
    entries.map((entry, i) => `export type * as entry${i} from '${entry}';\n`).join(''),
  );
  const compilers = {
    [`TypeScript ${HOST_TYPESCRIPT} (the host's)`]: join(host, 'node_modules/typescript/bin/tsc'),
    [`TypeScript ${readJson(require.resolve('typescript/package.json')).version} (the workspace's)`]:
      require.resolve('typescript/bin/tsc'),
  };
  for (const [compiler, bin] of Object.entries(compilers)) {
    const tsc = spawnSync(process.execPath, [bin, '-p', join(host, 'tsconfig.json')], { encoding: 'utf8' });
    check(
      `every entry type-checks in the host with skipLibCheck: false, ${compiler}`,
      tsc.status === 0,
      `${tsc.stdout}${tsc.stderr}`,
    );
  }

  // Vite is the workspace's: the host installs what its code needs (the packages, React, TanStack Query, types).
  const { build } = await import('vite');
  const quiet = { root: host, logLevel: 'error', configFile: false };
  await build({ ...quiet, build: { outDir: 'dist/client' } });
  await build({ ...quiet, build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server' } });
  const { render } = await import(pathToFileURL(join(host, 'dist/server/entry-server.js')).href);
  const { html, problems } = render('http://127.0.0.1');
  check('the story validates', problems.length === 0, JSON.stringify(problems));
  check(
    'the page renders the Button',
    /<button[^>]*class="fk-button[^>]*>(<[^>]+>)*Select your vehicle</.test(html),
  );
  check(
    'the page renders the story through Blocks',
    html.includes('Floor liners') && html.includes('Shop liners'),
  );
  check(
    'the page renders the mini cart from the commerce hooks',
    html.includes('All-Weather Floor Liners, Front Row') && html.includes('Products In Cart'),
    html,
  );
  const assets = join(host, 'dist/client/assets');
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('');
  check(
    'the client build carries the kit stylesheet',
    css.includes('--fk-color-primary') && css.includes('.fk-button'),
  );
}

/** A copy of the workspace's release inputs: manifests, changesets and the packages' built files. */
function releaseCopy() {
  const copy = join(work, 'release');
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
    cpSync(join(root, file), join(copy, file), { recursive: true });
  }
  for (const app of readdirSync(join(root, 'apps'))) {
    if (!existsSync(join(root, 'apps', app, 'package.json'))) continue;
    cpSync(join(root, 'apps', app, 'package.json'), join(copy, 'apps', app, 'package.json'));
  }
  for (const dir of PUBLISHED) {
    const from = join(root, 'packages', dir);
    cpSync(from, join(copy, 'packages', dir), {
      recursive: true,
      filter: (path) => !path.startsWith(join(from, 'node_modules')),
    });
    // pnpm publish reads a workspace dependency's version through the package's node_modules link.
    const scope = join(from, 'node_modules', '@fitkit');
    if (!existsSync(scope)) continue;
    mkdirSync(join(copy, 'packages', dir, 'node_modules', '@fitkit'), { recursive: true });
    for (const dep of readdirSync(scope)) {
      symlinkSync(
        readlinkSync(join(scope, dep)),
        join(copy, 'packages', dir, 'node_modules', '@fitkit', dep),
      );
    }
  }
  // The changelog generator named in .changeset/config.json resolves from the workspace's modules.
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(join(copy, '.npmrc'), scopeNpmrc({ publish: true }));
  return copy;
}

async function releaseDryRun(versions) {
  const copy = releaseCopy();
  const changeset = require.resolve('@changesets/cli/bin.js');
  const pending = readdirSync(join(copy, '.changeset')).filter(
    (file) => file.endsWith('.md') && file !== 'README.md',
  );
  run(process.execPath, [changeset, 'version'], { cwd: copy });
  const bumped = Object.fromEntries(
    PUBLISHED.map((dir) => [
      manifestOf(dir).name,
      readJson(join(copy, 'packages', dir, 'package.json')).version,
    ]),
  );
  if (pending.length) {
    check(
      'changeset version bumps the packages with pending changesets',
      Object.entries(bumped).some(([name, version]) => version !== versions[name]),
      JSON.stringify(bumped),
    );
  }
  run(process.execPath, [changeset, 'publish', '--no-git-tag'], { cwd: copy });
  for (const [name, version] of Object.entries(bumped)) {
    const answer = await fetch(`${registry.url}${name.replace('/', '%2f')}`);
    const document = answer.ok ? await answer.json() : {};
    const published = document.versions?.[version];
    const deps = Object.values(published?.dependencies ?? {});
    check(
      `changeset publish released ${name}@${version}`,
      Boolean(published) &&
        document['dist-tags']?.latest === version &&
        !deps.some((r) => r.startsWith('workspace:')),
      JSON.stringify(published?.dependencies),
    );
  }
}

let crashed;
try {
  const t = Date.now();
  await startRegistry();
  const versions = packAndPublish();
  const host = installHost(versions);
  await checkHost(host, versions);
  await releaseDryRun(versions);
  console.log(`Done in ${((Date.now() - t) / 1000).toFixed(1)} s (${work})`);
} catch (error) {
  crashed = error;
  console.error(error);
} finally {
  registry?.child.kill();
  if (!process.env.KEEP_PACKAGES_CHECK) rmSync(work, { recursive: true, force: true });
}
if (crashed) checks.failed += 1;
if (resultsFile) {
  writeFileSync(
    resultsFile,
    JSON.stringify({ numPassedTests: checks.passed, numFailedTests: checks.failed }),
  );
}
console.log(`package registry checks: ${checks.passed} passed, ${checks.failed} failed`);
process.exit(checks.failed ? 1 : 0);
