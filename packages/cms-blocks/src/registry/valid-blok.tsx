import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import type { BlokProblemReason, InvalidBlokReport } from '../cms-provider/cms-provider';
import type { RawBlok } from '../fields/fields';
import { BlokProblem } from './blok-problem';

/** Props every registered block component takes: the blok as the CMS sent it. */
export interface BlokComponentProps {
  /** The unvalidated blok; the component validates it against its own schema. */
  blok: RawBlok;
}

/** A registered block component (also the shape `@storyblok/react` expects in its components map). */
export type BlokComponent = (props: BlokComponentProps) => ReactNode;

/** Builds the report for a blok that could not be rendered. */
export function blokProblemReport(
  blok: unknown,
  reason: BlokProblemReason,
  error?: z.core.$ZodError,
): InvalidBlokReport {
  const fields = blok && typeof blok === 'object' ? (blok as Record<string, unknown>) : {};
  return {
    reason,
    component: typeof fields.component === 'string' ? fields.component : '',
    uid: typeof fields._uid === 'string' ? fields._uid : null,
    issues: (error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/** Props of {@link ValidBlok}. */
export interface ValidBlokProps<Schema extends z.core.$ZodType> {
  /** The block's schema. */
  schema: Schema;
  /** The blok as the CMS sent it. */
  blok: unknown;
  /** Renders the validated blok. */
  children: (blok: z.output<Schema>) => ReactNode;
}

/** Validates a blok against its schema and renders it, or renders {@link BlokProblem} when it fails. */
export function ValidBlok<Schema extends z.core.$ZodType>({
  schema,
  blok,
  children,
}: ValidBlokProps<Schema>) {
  const result = z.safeParse(schema, blok);
  if (!result.success) return <BlokProblem report={blokProblemReport(blok, 'invalid', result.error)} />;
  return <>{children(result.data)}</>;
}
