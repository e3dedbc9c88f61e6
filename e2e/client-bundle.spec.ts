import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
