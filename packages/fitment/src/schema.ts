import { en } from 'zod/locales';
import { z } from 'zod/mini';
import {
  FITMENT_SLUG_PATTERN,
  FITMENT_YEAR_RANGE,
  type Fitment,
  type PartialFitment,
  stripUndefined,
} from './model';

// The schemas live apart from the model so browser code that only needs the model's plain checks
// (isCompleteFitment, parseVehiclePath) never pulls zod into its bundle.

/**
 * zod/mini ships without messages ("Invalid input" for everything); classic zod installed English as the default
 * locale on first use, so do the same, leaving any locale the app configured in place. Done when a schema is
 * built (not at import) so a bundle that drops every schema drops zod too.
 */
function withEnglishMessages<T>(schema: T): T {
  if (!z.config().localeError) z.config(en());
  return schema;
}

/**
 * A schema built on first use. Module-level zod calls that a bundler cannot prove pure would put zod into every
 * browser bundle that imports the module, even one that never validates; the rule of this package is that only
 * code that parses builds a schema.
 */
export function lazySchema<T>(build: () => T): () => T {
  let schema: T | undefined;
  return () => {
    schema ??= build();
    return schema;
  };
}

/** zod schema of one fitment slug. */
export const fitmentSlugSchema = withEnglishMessages(z.string().check(z.regex(FITMENT_SLUG_PATTERN)));

/** zod schema of a model year. */
export const fitmentYearSchema = z
  .number()
  .check(z.int(), z.gte(FITMENT_YEAR_RANGE.min), z.lte(FITMENT_YEAR_RANGE.max));

/** zod schema of a saved vehicle; unknown keys are dropped. */
export const fitmentSchema = z.object({
  year: fitmentYearSchema,
  makeSlug: fitmentSlugSchema,
  modelSlug: fitmentSlugSchema,
  bodySlug: z.optional(fitmentSlugSchema),
  bedSlug: z.optional(fitmentSlugSchema),
  engineSlug: z.optional(fitmentSlugSchema),
}) satisfies z.ZodMiniType<Fitment>;

/** zod schema of a vehicle picked up to some level. */
export const partialFitmentSchema = z.partial(fitmentSchema) satisfies z.ZodMiniType<PartialFitment>;

/** Parses unknown input into a Fitment, or null when it is not one. */
export function parseFitment(input: unknown): Fitment | null {
  const parsed = fitmentSchema.safeParse(input);
  return parsed.success ? stripUndefined(parsed.data) : null;
}
