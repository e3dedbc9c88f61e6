import { describe, expect, it } from 'vitest';
import { ApiError, ShopperError, toErrorBody } from './errors';
import { errorBodySchema } from './schemas';

describe('toErrorBody', () => {
  it('marks a ShopperError message as written for shoppers', () => {
    const body = toErrorBody(new ShopperError(410, 'PAY_LINK_EXPIRED', 'This payment link has expired'));
    expect(body).toEqual({
      statusCode: 410,
      code: 'PAY_LINK_EXPIRED',
      message: 'This payment link has expired',
      forShopper: true,
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('leaves other messages unmarked, and never sends an unexpected error its message', () => {
    expect(toErrorBody(new ApiError(400, 'VALIDATION_ERROR', 'query.year is not valid'))).not.toHaveProperty(
      'forShopper',
    );
    expect(toErrorBody(new Error('db password wrong'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal Error',
    });
  });
});

describe('an unreachable database', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['an administrator shutdown', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a connection reused after it dropped',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a wrapped refusal',
      new Error('Failed query', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }),
    ],
  ])('answers %s with 503 DATABASE_UNAVAILABLE, naming no host', (_name, error) => {
    const body = toErrorBody(error);
    expect(body).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database cannot be reached; try again shortly',
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('keeps a wrong query a 500', () => {
    expect(toErrorBody(Object.assign(new Error('syntax error'), { code: '42601' })).statusCode).toBe(500);
  });
});
