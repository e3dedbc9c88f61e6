// The API's hostile-input suites' one refusal check and path loop (the buying and the account suites).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { errorOf } from '../app.test.helper';
import { hostileSegmentCases, LEAKED_INTERNALS, NUL } from '../test/hostile-input';

/** Sends a request and asserts a 4xx from `statuses` with the one error body; answers that body. */
export type ExpectRefused = (
  options: InjectOptions,
  statuses: readonly number[],
) => Promise<ReturnType<typeof errorOf>>;

/** An {@link ExpectRefused} over `send` (which adds the suite's shopper): no NUL and no stack in the answer. */
export function refusalCheck(
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>,
): ExpectRefused {
  return async (options, statuses) => {
    const response = await send(options);
    expect(
      statuses,
      `${options.method} ${String(options.url).slice(0, 80)}: ${response.body.slice(0, 200)}`,
    ).toContain(response.statusCode);
    const body = errorOf(response);
    expect(body.message).not.toContain(NUL);
    expect(response.body).not.toMatch(LEAKED_INTERNALS);
    return body;
  };
}

/**
 * One test per hostile segment: every path of `pathsWith(segment)` answers a 4xx from `statuses` with the error
 * body, and `snapshot` (the shopper's state) is the same after all of them.
 */
export function itRefusesHostileSegments(
  statuses: readonly number[],
  pathsWith: (segment: string) => [InjectOptions['method'], string][],
  expectRefused: ExpectRefused,
  snapshot: () => Promise<unknown>,
) {
  it.each(hostileSegmentCases(statuses))(
    '%s in an id answers a 4xx with the error body and changes nothing',
    async (_name, segment, allowed) => {
      const before = await snapshot();
      for (const [method, url] of pathsWith(segment)) {
        await expectRefused(
          { method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} },
          allowed,
        );
      }
      expect(await snapshot()).toEqual(before);
    },
  );
}
