import { describe, expect, it } from 'vitest';
import { dataOr404 } from './result.server';

/** What dataOr404 throws for a failed result. */
function thrownBy(error: Parameters<typeof dataOr404>[0] & { ok: false }) {
  try {
    dataOr404(error);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('dataOr404 did not throw');
}

const GENERAL = 'There was a problem loading this page. Please refresh to try again.';

describe('dataOr404', () => {
  it('shows the message the API marked as written for shoppers on the error page', () => {
    const error = {
      kind: 'http',
      status: 410,
      code: 'PAY_LINK_EXPIRED',
      message: 'This link has expired',
    } as const;
    expect(thrownBy({ ok: false, error: { ...error, forShopper: true } })).toMatchObject({
      data: 'This link has expired',
      init: { status: 500 },
    });
    // Unmarked messages are for developers: the general text shows instead (SPEC §2 'Internal Error').
    expect(thrownBy({ ok: false, error })).toMatchObject({ data: GENERAL, init: { status: 500 } });
    expect(thrownBy({ ok: false, error: { kind: 'timeout' } })).toMatchObject({ data: GENERAL });
  });

  it('turns the API 404 into the shop 404', () => {
    const error = {
      kind: 'http',
      status: 404,
      code: 'NOT_FOUND',
      message: 'Route GET /x not found',
    } as const;
    expect(thrownBy({ ok: false, error })).toMatchObject({ data: 'Not Found', init: { status: 404 } });
  });

  it('turns the API 414 of an over-long path segment into the shop 404', () => {
    const error = {
      kind: 'http',
      status: 414,
      code: 'VALIDATION_ERROR',
      message: 'A part of the path is too long',
    } as const;
    expect(thrownBy({ ok: false, error })).toMatchObject({ data: 'Not Found', init: { status: 404 } });
  });
});
