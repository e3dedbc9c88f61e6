import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/client';
import { openPreparedDatabase } from './db/setup';
import { diskPhotoStore } from './modules/builds/photo-store';
import { diskRasterImages } from './modules/images/raster';

/** The app under test and the database behind it. */
export interface TestContext {
  app: FastifyInstance;
  db: Database;
  engine: 'pglite' | 'postgres';
}

/** The admin token of the app under test (the running API's comes from its holder file). */
export const TEST_ADMIN_TOKEN = 'test-admin-token-of-the-holder-file';

const KEY = Symbol.for('fitkit.commerce-api.test-context');
const holder = globalThis as typeof globalThis & { [KEY]?: Promise<TestContext> };

/**
 * The real app on a migrated, seeded database, created once per process and shared by every test file:
 * PostgreSQL when DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export function testContext(): Promise<TestContext> {
  holder[KEY] ??= (async () => {
    const url = process.env.DATABASE_URL?.trim();
    const { handle } = await openPreparedDatabase(url ? { databaseUrl: url } : { memory: true });
    // Build photos go to a folder of the run's own, never the package's data folder.
    const photoStore = diskPhotoStore(mkdtempSync(join(tmpdir(), 'fitkit-photos-')));
    const rasterImages = diskRasterImages(mkdtempSync(join(tmpdir(), 'fitkit-images-')));
    const app = await buildApp({ db: handle.db, photoStore, rasterImages, adminToken: TEST_ADMIN_TOKEN });
    return { app, db: handle.db, engine: handle.engine };
  })();
  return holder[KEY];
}

/** A fresh shopper id, so tests never see each other's carts (also on a reused PostgreSQL database). */
export function newPermId(): string {
  return `test-${randomUUID()}`;
}

/** The site header every cart call sends. */
export const SITE = { 'x-site': 'fitkit' } as const;

/** The Cookie header the shop forwards for a shopper: their permId, which their cart paths must match. */
export function ownerCookie(permId: string): { cookie: string } {
  return { cookie: `permId=${permId}` };
}

/** Headers of a cart or checkout call made by the path's own shopper (its permId cookie added). */
export function ownerHeaders(url: string, headers: Record<string, string> = SITE): Record<string, string> {
  const permId = /^\/(?:cart|checkout)\/([^/?]+)/.exec(url)?.[1];
  return permId && !('cookie' in headers)
    ? { ...headers, ...ownerCookie(decodeURIComponent(permId)) }
    : headers;
}

/**
 * `app.inject` as the shop calls the API: a cart or checkout path carries its own permId cookie (unless the test
 * sets one), other headers as given.
 */
export async function injectAsOwner(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const url = typeof options.url === 'string' ? options.url : '';
  const permId = /^\/(?:cart|checkout)\/([^/?]+)/.exec(url)?.[1];
  const headers = { ...(options.headers ?? {}) } as Record<string, string>;
  if (permId && !('cookie' in headers)) Object.assign(headers, ownerCookie(decodeURIComponent(permId)));
  return app.inject({ ...options, headers });
}

/** Parses a JSON response body. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

/** Asserts the stable error body shape and returns it. */
export function errorOf(response: LightMyRequestResponse): {
  statusCode: number;
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
} {
  const body = json<{ statusCode: number; code: string; message: string; stack?: unknown }>(response);
  if (body.statusCode !== response.statusCode) {
    throw new Error(`error body statusCode ${body.statusCode} differs from HTTP ${response.statusCode}`);
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string' || 'stack' in body) {
    throw new Error(`not a contract error body: ${response.body}`);
  }
  return body;
}
