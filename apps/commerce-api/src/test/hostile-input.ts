// The hostile-input suites' fixtures, one copy for the API's suites and the journeys behind the shop's proxy:
// what a hostile request carries, and what an answer to one must never show. It imports no test runner.

/** A 300-character path segment, query value or field. */
export const LONG = 'a'.repeat(300);

/** A NUL byte, to put in fields. */
export const NUL = '\u0000';

/** A valid address-book contact whose fields the suites poison one at a time. */
export const CONTACT = {
  fullName: 'Sam Shopper',
  address1: '1 Main St',
  city: 'Austin',
  stateId: 'TX',
  zipcode: '78701',
  email: 'sam@example.test',
  phone: '5125550100',
};

/** What a hostile segment in an id looks like, each with its name: NULs, a broken encoding, 300 characters. */
export const HOSTILE_SEGMENTS = [
  ['a NUL byte', '%00'],
  ['a NUL byte inside an id', 'ab%00cd'],
  ['a broken percent-encoding', '%ff%fe'],
  ['a 300-character segment', LONG],
] as const;

/**
 * {@link HOSTILE_SEGMENTS} with the statuses a path carrying each may answer: `statuses`, and 414 too for the
 * 300-character one.
 */
export function hostileSegmentCases(statuses: readonly number[]): [string, string, number[]][] {
  return HOSTILE_SEGMENTS.map(([name, segment]) => [
    name,
    segment,
    segment === LONG ? [...statuses, 414] : [...statuses],
  ]);
}

/**
 * A stack frame (after a newline, or the `\n` of a JSON string) or a dependency path: never in an answer, be it an
 * error body or a page.
 */
export const LEAKED_INTERNALS = /(?:\n|\\n)\s+at .+\(.+:\d+:\d+\)|node_modules/;
