import type { BlokProblemReason, InvalidBlokReport } from '../cms-provider/cms-provider';
import type { RawBlok } from '../fields/fields';

/**
 * What the server validation leaves in place of a blok it could not validate, in preview modes only: the
 * renderer shows editors a warning box there. Shoppers never get these (published content drops them).
 */
export type BlokProblemNode = {
  /** The blok's `_uid` ('' when missing). */
  _uid: string;
  /** The blok's component name as the CMS sent it ('' when missing). */
  component: string;
  /** What is wrong with it. */
  _problem: InvalidBlokReport;
};

/** Whether a validated blok is a stand-in for a blok that failed validation. */
export function isBlokProblemNode(blok: RawBlok): blok is RawBlok & BlokProblemNode {
  return typeof blok._problem === 'object' && blok._problem !== null;
}

/** Builds the report for a blok that could not be rendered. */
export function blokProblemReport(
  blok: unknown,
  reason: BlokProblemReason,
  issues: InvalidBlokReport['issues'] = [],
): InvalidBlokReport {
  const fields = blok && typeof blok === 'object' ? (blok as Record<string, unknown>) : {};
  return {
    reason,
    component: typeof fields.component === 'string' ? fields.component : '',
    uid: typeof fields._uid === 'string' ? fields._uid : null,
    issues,
  };
}
