import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, type TestContext, testContext } from '../../app.test.helper';
import { checkDigitOf } from './decode';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

type Lookup = {
  vin: string;
  decoded: { year: number; make: string | null; model: string | null };
  fitment: { year: number; makeSlug: string; modelSlug: string } | null;
  vehicle: {
    year?: number;
    make: { slug: string; name: string };
    model?: { slug: string; name: string };
  } | null;
  message?: string;
};

function withCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${checkDigitOf(vin)}${vin.slice(9)}`;
}

describe('GET /vin/:vin', () => {
  it.each([
    ['1FTFW1ET9DFC10312', 2013, 'ford', 'f-150', 'Ford', 'F-150'],
    ['1C4BJWDG5HL123450', 2017, 'jeep', 'wrangler', 'Jeep', 'Wrangler'],
    ['1C6RR7LT0ES123456', 2014, 'ram', '1500', 'Ram', '1500'],
    ['1GCVKREC4FZ123456', 2015, 'chevrolet', 'silverado-1500', 'Chevrolet', 'Silverado 1500'],
    ['5TFTX4CN1EX123456', 2014, 'toyota', 'tacoma', 'Toyota', 'Tacoma'],
    ['2HGFC2F5XGH123456', 2016, 'honda', 'civic', 'Honda', 'Civic'],
    ['JM1NDAB73G0123456', 2016, 'mazda', 'mx-5-miata', 'Mazda', 'MX-5 Miata'],
    ['1FT7W2BT7BEA12345', 2011, 'ford', 'f-250-super-duty', 'Ford', 'F-250 Super Duty'],
    ['3C6TRVDG2EE123456', 2014, 'ram', 'promaster', 'Ram', 'ProMaster'],
  ])('maps %s to %i %s %s', async (vin, year, makeSlug, modelSlug, makeName, modelName) => {
    const res = await ctx.app.inject({ url: `/vin/${vin}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = json<Lookup>(res);
    expect(body.vin).toBe(vin);
    expect(body.decoded).toMatchObject({ year });
    expect(body.fitment).toEqual({ year, makeSlug, modelSlug });
    expect(body.vehicle).toEqual({
      year,
      make: { slug: makeSlug, name: makeName },
      model: { slug: modelSlug, name: modelName },
    });
    // The fitment it hands back resolves through the vehicle route to the same vehicle.
    const check = await ctx.app.inject({
      url: `/fitment/vehicle?makeSlug=${makeSlug}&modelSlug=${modelSlug}&year=${year}`,
    });
    expect(json(check)).toEqual(body.vehicle);
  });

  it('accepts lower case and answers with the normalised VIN', async () => {
    const res = await ctx.app.inject({ url: '/vin/1ftfw1et9dfc10312' });
    expect(res.statusCode).toBe(200);
    expect(json<Lookup>(res).vin).toBe('1FTFW1ET9DFC10312');
  });

  it('refuses a bad check digit with 400 and says what it should be', async () => {
    const res = await ctx.app.inject({ url: '/vin/1FTFW1ET5DFC10312' });
    expect(res.statusCode).toBe(400);
    const body = errorOf(res);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(
      "The check digit (9th character) of this VIN should be '9' but is '5'; please check it for typos.",
    );
    expect(body.issues).toEqual([{ path: 'params.vin', message: body.message }]);
  });

  it('refuses wrong lengths and forbidden letters with 400', async () => {
    for (const [vin, text] of [
      ['1FTFW1ET9DFC1031', '17 characters; this one has 16'],
      ['1FTFW1ET9DFC103120', 'this one has 18'],
      ['1FTFW1ET9DFC1031O', "contains 'O'"],
      ['IFTFW1ET9DFC10312', "contains 'I'"],
      ['1FTFW1ET9DFC1031Q', "contains 'Q'"],
    ] as const) {
      const res = await ctx.app.inject({ url: `/vin/${vin}` });
      expect(res.statusCode, vin).toBe(400);
      expect(errorOf(res).message).toContain(text);
    }
    const long = await ctx.app.inject({ url: `/vin/${'1'.repeat(65)}` });
    expect(errorOf(long).code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 with the decoded vehicle when the model is not in the catalogue', async () => {
    const res = await ctx.app.inject({ url: '/vin/1G1YY22G3V5123456' });
    expect(res.statusCode).toBe(404);
    const body = errorOf(res);
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message).toBe(
      'We decoded this VIN as 1997 Chevrolet Corvette, which is not in our catalogue yet.',
    );
    expect(json(res)).toMatchObject({
      vin: '1G1YY22G3V5123456',
      decoded: { year: 1997, make: 'Chevrolet', model: 'Corvette' },
      fitment: null,
      vehicle: null,
    });
  });

  it('answers 404 when the make is not in the catalogue', async () => {
    const res = await ctx.app.inject({ url: '/vin/2C3CCAAG6CH123456' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(
      'We decoded this VIN as 2012 Chrysler 300, which is not in our catalogue yet.',
    );
  });

  it('answers 404 when the model is in the catalogue but not for that year', async () => {
    // The Ranger was not sold between 2012 and 2018.
    const vin = withCheckDigit('1FTER4FH0FLA12345');
    const res = await ctx.app.inject({ url: `/vin/${vin}` });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(
      'We decoded this VIN as 2015 Ford Ranger, which is not in our catalogue yet.',
    );
  });

  it('answers 404 with what it could read when make or model are unknown', async () => {
    const unknownModel = await ctx.app.inject({ url: `/vin/${withCheckDigit('1FTZZ9ZZ0DFC10312')}` });
    expect(unknownModel.statusCode).toBe(404);
    expect(errorOf(unknownModel).message).toBe(
      'We decoded this VIN as a 2013 Ford but could not tell its model.',
    );
    const unknownMake = await ctx.app.inject({ url: `/vin/${withCheckDigit('WVWZZZAK0AW123456')}` });
    expect(unknownMake.statusCode).toBe(404);
    expect(json(unknownMake)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'We could not tell the maker of this 2010 vehicle from its VIN.',
      decoded: { year: 2010, make: null, model: null },
    });
  });
});
