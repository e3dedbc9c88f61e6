import { DRILL_UNSELECTED } from '@fitkit/fitment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/errors';
import { centsSchema, errorResponses, type Fitment, fitmentSchema, imageSchema } from '../../http/schemas';
import { lineFitment } from '../products/queries';
import { resolveVehicle } from '../vehicles/queries';
import { fitmentOfChoices, type LineData, type OrderControlsAnswer, resolveStep, rowsFor } from './controls';
import { type Choice, checkChoices, drillConfig, nextStep } from './drills';
import { findControlLine, lineSkus, lineVehicles } from './queries';

/** Message of a 400 for a value that is not among a drill's options (the storefront's DRILL_VALUE_NOT_FOUND). */
export const DRILL_VALUE_NOT_FOUND_MESSAGE = 'Drill value not found';

/** Message of a 400 for a drill type the product line does not have. */
export const UNKNOWN_DRILL_TYPE_MESSAGE = 'Unknown drill type';

const choiceSchema = z.object({
  type: z.string().min(1).max(32),
  value: z.string().min(1).max(64),
});

const bodySchema = z
  .object({
    selections: z.array(choiceSchema).max(12),
    groupSelections: z.array(choiceSchema).max(12).optional(),
    groupValue: z.string().min(1).max(64).nullable().optional(),
    fitment: fitmentSchema.optional(),
    // The drill machine also sends these; the path and the lists above are what count.
    slug: z.string().max(200).optional(),
    ignoreSplitters: z.boolean().optional(),
    drillType: z.string().max(32).optional(),
    value: z.string().max(64).optional(),
    isAutoSelect: z.boolean().optional(),
  })
  .meta({ id: 'DrillSelectionRequest' });

const optionSchema = z.object({
  value: z.string(),
  text: z.string(),
  isDisabled: z.boolean(),
  isHidden: z.boolean(),
});

/** A drill on the wire (SPEC §3 Drill). */
export const drillSchema = z
  .object({
    type: z.string(),
    options: z.array(optionSchema),
    currentValue: z.union([z.string(), z.literal(DRILL_UNSELECTED)]),
    isDisabled: z.boolean(),
    isFitment: z.boolean(),
    groupValue: z.string().nullable(),
  })
  .meta({ id: 'Drill' });

const drillProductSchema = z
  .object({
    productId: z.number().int(),
    productLineSlug: z.string(),
    skuSlug: z.string(),
    sku: z.string(),
    name: z.string(),
    basePrice: centsSchema,
    actualPrice: centsSchema,
    originalPrice: centsSchema.nullable(),
    isOutOfStock: z.boolean(),
    isPreOrder: z.boolean(),
    image: imageSchema,
    fitment: fitmentSchema.nullable(),
    appNote: z.string().nullable(),
  })
  .meta({ id: 'DrillProduct' });

/** A group of SKUs below the split (SPEC §3 Group). */
export const drillGroupSchema = z
  .object({
    title: z.string(),
    image: z.string().nullable(),
    basePrice: centsSchema,
    actualPrice: centsSchema,
    product: drillProductSchema,
    drills: z.array(drillSchema),
  })
  .meta({ id: 'DrillGroup' });

/** The arrangement of a line's drills (SPEC §3 drillConfig) plus the labels of its drill types. */
export const drillConfigSchema = z
  .object({
    all: z.array(z.string()),
    top: z.array(z.string()),
    bottom: z.array(z.string()),
    splitAt: z.string().nullable(),
    fitment: z.array(z.string()),
    lastFitment: z.string().nullable(),
    integration: z.string().nullable(),
    nameMap: z.record(z.string(), z.string()),
  })
  .meta({ id: 'DrillConfig' });

const resultSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('groups'), groups: z.array(drillGroupSchema) }),
    z.object({ type: z.literal('drill'), drill: drillSchema }),
    z.object({ type: z.literal('product'), product: drillProductSchema }),
    z.object({ type: z.literal('none') }),
  ])
  .meta({ id: 'OrderControlsAnswer' });

const slugParam = z.string().regex(/^[a-z0-9-]{1,128}$/, 'invalid product slug');

// An encoded slash (`street-wheels%2Fblack`) arrives inside the one parameter.
const slugWithSuffixParam = z
  .string()
  .regex(/^[a-z0-9-]{1,128}(\/[a-z0-9/-]{0,128})?$/, 'invalid product slug');

/** `POST /order-controls/:slug`: the next step of a product line's drill selection (SPEC §4). */
export const orderControlsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  async function answer(
    slug: string,
    ignoreSplitters: boolean,
    body: z.infer<typeof bodySchema>,
  ): Promise<OrderControlsAnswer> {
    const line = await findControlLine(db, slug);
    if (!line) throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'Product not found');
    const config = drillConfig(
      line.drill_types ?? [],
      line.split_at,
      ignoreSplitters || body.ignoreSplitters === true,
    );
    const groupValue = body.groupValue ?? null;
    const groupSelections = body.groupSelections ?? [];
    const unknown = [...body.selections, ...groupSelections].find(
      (choice) => !config.all.includes(choice.type),
    );
    if (unknown) {
      throw new ApiError(400, 'VALIDATION_ERROR', UNKNOWN_DRILL_TYPE_MESSAGE, [
        { path: 'body.selections', message: `Unknown drill type "${unknown.type}" for this product` },
      ]);
    }
    const [skus, vehicles] = await Promise.all([
      lineSkus(db, line.id),
      config.fitment.length > 0 ? lineVehicles(db, line.id) : Promise.resolve([]),
    ]);
    const data: LineData = { line, skus, vehicles };
    const problems = [
      ...checkChoices(config, body.selections, (type) => rowsFor(data, type), 'body.selections'),
      ...checkChoices(config, groupSelections, (type) => rowsFor(data, type), 'body.groupSelections'),
    ];
    if (groupValue !== null) {
      const splitAt = config.splitAt;
      if (!splitAt || !skus.some((sku) => sku.facts[splitAt]?.value === groupValue)) {
        problems.push({
          path: 'body.groupValue',
          message: `Group "${groupValue}" not found for this product`,
        });
      }
    }
    if (problems.length > 0) {
      const typeProblem = problems.some((problem) => problem.path.endsWith('.type'));
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        typeProblem ? UNKNOWN_DRILL_TYPE_MESSAGE : DRILL_VALUE_NOT_FOUND_MESSAGE,
        problems,
      );
    }
    const step = nextStep(config, groupValue === null ? body.selections : groupSelections, groupValue);
    const choices: Choice[] =
      groupValue === null
        ? body.selections
        : [...body.selections, { type: config.splitAt!, value: groupValue }, ...groupSelections];
    let fitment: Fitment | null = null;
    let appNote: string | null = null;
    if (step.kind !== 'drill') {
      fitment = fitmentOfChoices(body.selections) ?? body.fitment ?? null;
      if (fitment && !line.is_universal) {
        const vehicle = await resolveVehicle(db, fitment);
        if (vehicle) appNote = (await lineFitment(db, line.id, vehicle)).appNote;
      }
    }
    return resolveStep(config, data, step, choices, { fitment, appNote });
  }

  const schema = {
    tags: ['product'],
    summary: 'The next drill, the groups, the product (SKU) or nothing for the drill choices so far',
    body: bodySchema,
    response: { 200: resultSchema, ...errorResponses(400, 404, 413, 415) },
  };

  app.post(
    '/order-controls/:slug',
    { schema: { ...schema, params: z.object({ slug: slugWithSuffixParam }) } },
    async (request) => {
      const [slug, ...rest] = request.params.slug.split('/');
      return answer(slug!, rest.length > 0, request.body);
    },
  );
  // A slug with a slash (`street-wheels/black`): the first part names the line, and the line never splits.
  app.post(
    '/order-controls/:slug/*',
    // Documented once, as the encoded form of the path above.
    { schema: { ...schema, hide: true, params: z.object({ slug: slugParam, '*': z.string().max(200) }) } },
    async (request) => answer(request.params.slug, true, request.body),
  );
};
