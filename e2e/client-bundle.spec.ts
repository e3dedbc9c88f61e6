import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The browser build the journeys run against: content is read on the server, so no CMS token and no CMS API
// client may reach it (Storyblok's SDK is used for rendering, the bridge and rich text only).
const CLIENT = fileURLToPath(new URL('../apps/storefront/build/client/', import.meta.url));

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return /\.(m?js|map)$/.test(entry.name) ? [path] : [];
  });
}

/** Strings only `storyblok-js-client` carries (its rate-limit header and throttle error). */
const API_CLIENT_MARKERS = ['x-ratelimit-policy', 'Throttle function aborted'];

/** A token written into code: an `accessToken`/`token` option or a `token=` query with a value. */
const TOKEN_IN_CODE =
  /(?:accessToken|previewToken|["']?token["']?)\s*[:=]\s*["'`][A-Za-z0-9]{12,}["'`]|[?&]token=[A-Za-z0-9]{12,}/;

test('the browser build carries no CMS token and no CMS API client', () => {
  const files = scripts(CLIENT);
  expect(files.length).toBeGreaterThan(10);
  const tokens = [process.env.STORYBLOK_TOKEN, process.env.STORYBLOK_PREVIEW_TOKEN].filter(
    (token): token is string => Boolean(token),
  );
  const found = files.flatMap((file) => {
    const code = readFileSync(file, 'utf8');
    return [
      ...API_CLIENT_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`),
      ...tokens.filter((token) => code.includes(token)).map(() => `${file}: a STORYBLOK token`),
      ...(TOKEN_IN_CODE.test(code) ? [`${file}: ${TOKEN_IN_CODE.exec(code)?.[0]}`] : []),
    ];
  });
  expect(found).toEqual([]);
});

test('the scan notices the API client and a token', () => {
  // The API client as installed beside the SDK that @fitkit/cms-blocks depends on.
  const fromBlocks = createRequire(new URL('../packages/cms-blocks/package.json', import.meta.url));
  const client = readFileSync(
    createRequire(fromBlocks.resolve('@storyblok/js')).resolve('storyblok-js-client'),
    'utf8',
  );
  expect(API_CLIENT_MARKERS.every((marker) => client.includes(marker))).toBe(true);
  expect(TOKEN_IN_CODE.test('new C({accessToken:"Xn7bIBwWkSs8bG6FBZXmaQtt"})')).toBe(true);
  expect(TOKEN_IN_CODE.test('fetch(`/cdn/stories?token=Xn7bIBwWkSs8bG6FBZXmaQtt`)')).toBe(true);
});

/** DESIGN §5 and ARCHITECTURE.md "What a page loads first": a page starts from ≤ 15 script files, ≤ 150 KB gzip. */
const FIRST_LOAD = { files: 15, gzipKb: 150 };

type RouteEntry = { module: string; imports?: string[]; parentId?: string; hasDefaultExport?: boolean };

/** Every page route's first load by the build's route manifest: the entry's, the root's and its own modules. */
function firstLoads(): { route: string; files: string[] }[] {
  const assets = join(CLIENT, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error('no route manifest in the build');
  const manifest: { entry: RouteEntry; routes: Record<string, RouteEntry & { id: string }> } = JSON.parse(
    readFileSync(join(assets, file), 'utf8')
      .replace(/^window\.__reactRouterManifest=/, '')
      .replace(/;\s*$/, ''),
  );
  const own = (entry: RouteEntry) => [entry.module, ...(entry.imports ?? [])];
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && route.id !== 'root')
    .map((route) => {
      const files = new Set(own(manifest.entry));
      for (
        let at: RouteEntry | undefined = route;
        at;
        at = at.parentId ? manifest.routes[at.parentId] : undefined
      )
        for (const path of own(at)) files.add(path);
      return { route: route.id, files: [...files] };
    });
}

test('every page starts from at most 15 script files and 150 KB gzip', () => {
  const gzipKb = (files: string[]) =>
    files.reduce((sum, path) => sum + gzipSync(readFileSync(join(CLIENT, path)), { level: 9 }).length, 0) /
    1024;
  const pages = firstLoads();
  expect(pages.length).toBeGreaterThan(30);
  const over = pages.flatMap(({ route, files }) => {
    const kb = gzipKb(files);
    return files.length > FIRST_LOAD.files || kb > FIRST_LOAD.gzipKb
      ? [`${route}: ${files.length} files, ${kb.toFixed(1)} KB gzip`]
      : [];
  });
  expect(over).toEqual([]);
});
