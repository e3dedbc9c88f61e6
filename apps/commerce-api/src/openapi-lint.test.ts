// The OpenAPI document as its consumers read it: Redocly's linter with its recommended rules finds nothing (the three
// findings kept on purpose are listed in .redocly.lint-ignore.yaml), and the error statuses the framework answers
// before any handler runs are both answered and documented on every operation.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from './app';
import * as helper from './app.test.helper';
import { SESSION_SCHEME } from './http/openapi';

const dir = fileURLToPath(new URL('..', import.meta.url));

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}
const document = JSON.parse(readFileSync(`${dir}openapi.json`, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

let ctx: helper.TestContext;
beforeAll(async () => {
  ctx = await helper.testContext();
});

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with the recommended rules: 0 errors, 0 warnings, only the three known exceptions', () => {
    const lint = spawnSync('pnpm', ['exec', 'redocly', 'lint', 'openapi.json', '--format=json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const report = JSON.parse(lint.stdout) as { totals: Record<string, number>; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 3 });
    expect(lint.status).toBe(0);
  });

  it('names every operation once and says which need the session cookie', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    // The two sign-in calls answer 401 for a refused sign-in, not for a missing session.
    const signIns = ['POST /account/sign-in', 'POST /account/hosted-sign-in/return'];
    for (const { path, method, operation } of operations) {
      const requirements = operation.security ?? [];
      const needsSession = requirements.some((s) => SESSION_SCHEME in s);
      if ('401' in operation.responses && !signIns.includes(`${method} ${path}`)) {
        expect(needsSession, `${method} ${path}`).toBe(true);
      }
      if (needsSession && requirements.length === 1) {
        expect(operation.responses, `${method} ${path}`).toHaveProperty('401');
      }
    }
    const garage = document.paths['/account/garage']!.get!;
    expect(garage).toMatchObject({ operationId: 'getAccountGarage', security: [{ [SESSION_SCHEME]: [] }] });
    expect(document.paths['/health']!.get!.security).toEqual([]);
  });

  it('answers 414 with the one error body, as documented, for an over-long id on every path with one', async () => {
    const long = 'a'.repeat(300);
    const withIds = operations.filter((o) => o.path.includes('{'));
    expect(withIds.length).toBeGreaterThan(40);
    for (const { path, method, operation } of withIds) {
      const url = path.replace(/\{[^}]+\}/g, long);
      const res = await ctx.app.inject({ method: method as 'GET', url, headers: helper.SITE });
      expect(res.statusCode, `${method} ${path}`).toBe(414);
      expect(helper.errorOf(res).code).toBe('VALIDATION_ERROR');
      expect(operation.responses, `${method} ${path}`).toHaveProperty('414');
      expect(operation.responses, `${method} ${path}`).toHaveProperty('404');
    }
  });

  it('answers 413 with the one error body, as documented, for a body over the limit on every call that takes one', async () => {
    const withBody = operations.filter((o) => o.method !== 'GET');
    // Over every route's limit: the JSON one and the larger ones of webhooks and photo uploads.
    const payload = JSON.stringify({ filler: 'x'.repeat(BODY_LIMIT * 5) });
    for (const { path, method, operation } of withBody) {
      const url = path.replace(/\{[^}]+\}/g, 'abcdefgh1234');
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { ...helper.SITE, 'content-type': 'application/json' },
        payload,
      });
      expect(operation.responses, `${method} ${path}`).toHaveProperty('413');
      expect(res.statusCode, `${method} ${path}`).toBe(413);
      expect(helper.errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
    }
  });

  it('answers 415, as documented, for a body that is not JSON (webhooks take any: their signature covers the bytes)', async () => {
    const withBody = operations.filter((o) => o.method !== 'GET' && !o.path.startsWith('/webhooks/'));
    for (const { path, method, operation } of withBody) {
      const url = path.replace(/\{[^}]+\}/g, 'abcdefgh1234');
      const res = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { ...helper.SITE, 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(res.statusCode, `${method} ${path}`).toBe(415);
      expect(operation.responses, `${method} ${path}`).toHaveProperty('415');
    }
  });
});
