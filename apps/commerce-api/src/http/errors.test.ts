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
