// Schema-driven fuzz of the real app (issue 14): requests generated from openapi.json, valid and broken, checked
// against the document's promises (see src/test/fuzz/run.ts). A seeded few hundred here; bench/fuzz/api.ts sends
// the nightly-size run.
import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  type FastifyPluginAsyncZod,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as helper from '../app.test.helper';
import { fuzzFixtures } from '../test/fuzz/fixtures';
import type { OpenApiDocument } from '../test/fuzz/requests';
import { fuzzApi, refusalExcused, summarize } from '../test/fuzz/run';
import { installErrorHandling } from './errors';
import { openApiDocument, transformDocument } from './openapi';
import { errorResponses } from './schemas';

const doc = JSON.parse(
  readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument;
let ctx: helper.TestContext;

beforeAll(async () => {
  ctx = await helper.testContext();
});

describe('the API under schema-driven fuzz', () => {
  it('answers every generated request as the document promises', async () => {
    const fixtures = await fuzzFixtures(ctx.app, ctx.db, helper.newPermId());
    const figures = await fuzzApi({
      app: ctx.app,
      db: ctx.db,
      doc,
      seed: Number(process.env.FUZZ_SEED ?? 14),
      runsPerOperation: Number(process.env.FUZZ_RUNS ?? 3),
      fixtures,
      only: process.env.FUZZ_ONLY ? (key) => new RegExp(process.env.FUZZ_ONLY!).test(key) : undefined,
    });
    console.log(JSON.stringify({ ...figures, findings: figures.findings.length }));
    expect(figures.findings, summarize(figures.findings, 80)).toEqual([]);
  }, 600_000);

  // Valid by the document's types, refused by a rule its description states in words: found by the nightly run
  // (seed 14, 110 per operation), replayed here. Any other refusal of the same requests would still be a finding.
  it.each([
    ['POST /orders/lookup', '/orders/lookup', { orderReference: '-m-hcE99Z-M9-z', email: '' }, true],
    [
      'POST /vitals',
      '/vitals',
      {
        routeType: 'brand',
        metrics: [
          { name: 'TTFB', value: 4e-80 },
          { name: 'CLS', value: 0 },
          { name: 'TTFB', value: 1 },
        ],
      },
      true,
    ],
    ['POST /vitals', '/vitals', { routeType: 'home', metrics: [{ name: 'CLS', value: 1000 }] }, true],
    ['POST /orders/lookup', '/orders/lookup', { orderReference: 'no', email: 'jo@example.com' }, false],
  ])('%s: %j refused, excused by the stated rule: %s', async (operation, url, payload, excused) => {
    const res = await ctx.app.inject({ method: 'POST', url, payload, headers: helper.SITE });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(refusalExcused(operation, res.json())).toBe(excused);
  });

  it('finds a handler planted to throw on one input shape', async () => {
    // A handler with a classic bug: it cuts the name by UTF-16 units, so a character outside the Basic
    // Multilingual Plane (an emoji) throws. The name is valid by its schema, so only the fuzz can find it.
    const planted: FastifyPluginAsyncZod = async (app) => {
      app.post(
        '/planted/:id',
        {
          schema: {
            params: z.object({ id: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
            body: z.object({ name: z.string().min(1).max(40), qty: z.number().int().min(1).max(99) }),
            response: { 200: z.object({ initials: z.string() }), ...errorResponses(400, 404, 413, 415) },
          },
        },
        async (request) => {
          if (/[\u{10000}-\u{10FFFF}]/u.test(request.body.name)) throw new TypeError('a lone surrogate');
          return { initials: request.body.name.slice(0, 2) };
        },
      );
    };
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    await app.register(fastifySwagger, {
      openapi: openApiDocument,
      transform: jsonSchemaTransform,
      transformObject: transformDocument,
    });
    await app.register(planted);
    await app.ready();
    const figures = await fuzzApi({
      app,
      doc: app.swagger() as unknown as OpenApiDocument,
      seed: 14,
      runsPerOperation: 60,
    });
    await app.close();
    expect(figures.serverErrors).toBeGreaterThan(0);
    expect(figures.findings.find((f) => f.status === 500)?.payload).toMatch(/[\u{10000}-\u{10FFFF}]/u);
  });
});
