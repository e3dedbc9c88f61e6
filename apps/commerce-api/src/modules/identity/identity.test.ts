import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, newPermId, type TestContext, testContext } from '../../app.test.helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe('GET /global-id', () => {
  it('creates a global id on first sight and returns the same one afterwards', async () => {
    const permId = newPermId();
    const first = json<{ permId: string; globalId: string }>(
      await ctx.app.inject({ url: `/global-id?permId=${permId}` }),
    );
    expect(first.permId).toBe(permId);
    expect(first.globalId).toMatch(/^[0-9a-f-]{36}$/);
    const again = json(await ctx.app.inject({ url: `/global-id?permId=${permId}` }));
    expect(again).toEqual(first);
    const other = json<{ globalId: string }>(
      await ctx.app.inject({ url: `/global-id?permId=${newPermId()}` }),
    );
    expect(other.globalId).not.toBe(first.globalId);
  });

  it('gives one global id to concurrent first requests', async () => {
    const permId = newPermId();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.inject({ url: `/global-id?permId=${permId}` })),
    );
    const ids = new Set(responses.map((r) => json<{ globalId: string }>(r).globalId));
    expect(ids.size).toBe(1);
  });

  it.each([
    ['missing', ''],
    ['too short', '?permId=abc'],
    ['too long', `?permId=${'a'.repeat(65)}`],
    ['bad characters', '?permId=abcdefgh%20ijk'],
    ['injection', "?permId=x'%3B%20drop%20table%20carts%3B--"],
  ])('rejects a %s permId with 400 VALIDATION_ERROR', async (_name, query) => {
    const res = await ctx.app.inject({ url: `/global-id${query}` });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues?.[0]?.path).toBe('query.permId');
  });
});
