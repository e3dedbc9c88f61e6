// The shop's vocabulary is written out once, in its home; everything else imports it or derives from it
// (ISSUE 9 point 1). This test reads the source of every package and app and fails on a second copy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../apps/commerce-api/src/http/schemas';
import { PROMO_TEXTS } from '../packages/commerce-hooks/src/promo-texts';
import { DRILL_UNSELECTED } from '../packages/fitment/src/drills/types';
import { FITMENT_LEVELS } from '../packages/fitment/src/model';
import { VEHICLE_SELECTOR_MODES } from '../packages/fitment/src/navigation';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A list of words with the one file allowed to write it out. */
interface Vocabulary {
  name: string;
  home: string;
  words: readonly string[];
}

const VOCABULARIES: readonly Vocabulary[] = [
  { name: 'fitment levels', home: 'packages/fitment/src/model.ts', words: FITMENT_LEVELS },
  { name: 'vehicle dialog modes', home: 'packages/fitment/src/navigation.ts', words: VEHICLE_SELECTOR_MODES },
  { name: 'API error codes', home: 'apps/commerce-api/src/http/schemas.ts', words: ERROR_CODES },
  {
    name: 'promo code texts',
    home: 'packages/commerce-hooks/src/promo-texts.ts',
    words: Object.values(PROMO_TEXTS),
  },
];

const UNSELECTED_HOME = 'packages/fitment/src/drills/types.ts';

/** Names declared once in the whole code base: the vocabulary, and names that once meant two things. */
const DECLARED_ONCE = [
  'FITMENT_LEVELS',
  'REQUIRED_FITMENT_LEVELS',
  'VEHICLE_SELECTOR_MODES',
  'DRILL_UNSELECTED',
  'ERROR_CODES',
  'PROMO_TEXTS',
  'promoText',
  'DrillOption',
  'notApplicableText',
  'VehiclePathParams',
  'DrillResult',
  'ProductCard',
  'Garage',
  'SavedVehicles',
];

const SOURCE_DIRS = ['packages', 'apps'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.react-router', 'storybook-static', 'seed']);
// Tests, story fixtures and generated files may spell the words out.
const SKIPPED_FILES = /\.(test|stories|fixtures)\.|\.test\.helper\.|\.stories\.data\.|\.gen\.ts$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !SKIPPED_FILES.test(entry.name) ? [full] : [];
  });
}

/** The text without comments, so prose about the words is not taken for a copy of them. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const STRING = String.raw`(?:'[^'\n]*'|"[^"\n]*")`;
// An array of string literals, or a union of string literal types.
const STRING_ARRAY = new RegExp(String.raw`\[\s*${STRING}(?:\s*,\s*${STRING})+\s*,?\s*\]`, 'g');
const STRING_UNION = new RegExp(String.raw`${STRING}(?:\s*\|\s*${STRING})+`, 'g');
// An object literal without nested braces: its string values are read as a list (`{ fits: 'FITS', mmy: 'MMY' }`).
const FLAT_OBJECT = /\{[^{}]*\}/g;
const OBJECT_VALUE = new RegExp(String.raw`:\s*${STRING}`, 'g');

function literals(list: string): string[] {
  return [...list.matchAll(new RegExp(STRING, 'g'))].map((match) => match[0].slice(1, -1));
}

/** One place where a vocabulary is written out again. */
interface Twin {
  vocabulary: string;
  text: string;
}

/**
 * The vocabulary lists a source text writes out again (two or more words of one list in one array literal, string
 * union or object literal's values), and the unchosen drill value spelled as a literal.
 */
function findTwins(text: string, vocabularies: readonly Vocabulary[]): Twin[] {
  const code = withoutComments(text);
  const objectValues = (code.match(FLAT_OBJECT) ?? []).map((object) =>
    (object.match(OBJECT_VALUE) ?? []).map((value) => value.replace(/^:\s*/, '')).join(', '),
  );
  const lists = [...(code.match(STRING_ARRAY) ?? []), ...(code.match(STRING_UNION) ?? []), ...objectValues];
  const twins = lists.flatMap((list) => {
    const words = literals(list);
    return vocabularies
      .filter((vocabulary) => words.filter((word) => vocabulary.words.includes(word)).length >= 2)
      .map((vocabulary) => ({ vocabulary: vocabulary.name, text: list }));
  });
  const unselected = String(DRILL_UNSELECTED);
  const spelled = new RegExp(
    String.raw`['"]${unselected}['"]|\bconst\s+\w+\s*(?::[^=\n]+)?=\s*${unselected}\s*;|currentValue\s*(?:[!=]==?|:)\s*${unselected}\b`,
    'g',
  );
  for (const match of code.match(spelled) ?? [])
    twins.push({ vocabulary: 'unchosen drill value', text: match });
  return twins;
}

/** The declarations of a name (const, function, type, interface, class) in a source text. */
function declarations(text: string, name: string): number {
  // Followed by what a declaration has next, so `import { type Name }` is not one.
  const pattern = new RegExp(
    String.raw`\b(?:const|let|function|interface|type|class|enum)\s+${name}(?=\s*(?:[=<({:]|extends\b))`,
    'g',
  );
  return (withoutComments(text).match(pattern) ?? []).length;
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}));

describe('the vocabulary has one home', () => {
  it('scans the sources of every package and app', () => {
    expect(files.length).toBeGreaterThan(100);
    for (const home of [...VOCABULARIES.map((v) => v.home), UNSELECTED_HOME]) {
      expect(files.map((f) => f.file)).toContain(home);
    }
  });

  it('writes each vocabulary list out only in its home', () => {
    const twins = files.flatMap(({ file, text }) =>
      findTwins(
        text,
        VOCABULARIES.filter((vocabulary) => vocabulary.home !== file),
      )
        .filter((twin) => !(file === UNSELECTED_HOME && twin.vocabulary === 'unchosen drill value'))
        .map((twin) => `${file}: ${twin.vocabulary}: ${twin.text.replace(/\s+/g, ' ')}`),
    );
    expect(twins, 'import the list (or derive from it) instead of writing it out again').toEqual([]);
  });

  it('declares each vocabulary name once', () => {
    const repeated = DECLARED_ONCE.flatMap((name) => {
      const where = files.filter(({ text }) => declarations(text, name) > 0).map(({ file }) => file);
      return where.length > 1 ? [`${name}: ${where.join(', ')}`] : [];
    });
    expect(repeated).toEqual([]);
  });
});

describe('findTwins', () => {
  const levels = VOCABULARIES.filter((vocabulary) => vocabulary.name === 'fitment levels');

  it('finds a list of levels written out again, as an array or a union', () => {
    expect(findTwins("const REQUIRED = ['year', 'make', 'model'] as const;", levels)).toHaveLength(1);
    expect(findTwins("type Level =\n  | 'year'\n  | 'make'\n  | 'model';", levels)).toHaveLength(1);
    expect(findTwins('z.enum(["body", "bed"])', levels)).toHaveLength(1);
    expect(findTwins("const BY_PARAM = { y: 'year', mk: 'make' } as const;", levels)).toHaveLength(1);
  });

  it('finds the promo code texts written out again', () => {
    const promo = VOCABULARIES.filter((vocabulary) => vocabulary.name === 'promo code texts');
    const copy =
      "const TEXTS = { SUCCESS: 'Promo code successfully applied!', BAD: 'Promo code not valid.' };";
    expect(findTwins(copy, promo)).toHaveLength(1);
    expect(findTwins("expect(message).toBe('Promo code not valid.');", promo)).toEqual([]);
  });

  it('finds the unchosen drill value spelled out', () => {
    expect(findTwins("export const UNSELECTED_DRILL_VALUE = '-1';", [])).toHaveLength(1);
    expect(findTwins('const UNSELECTED = -1;', [])).toHaveLength(1);
    expect(findTwins("onChange={(value) => select(value === '-1' ? null : value)}", [])).toHaveLength(1);
    expect(findTwins('if (drill.currentValue === -1) return;', [])).toHaveLength(1);
  });

  it('leaves single words, other lists, comments and other uses of -1 alone', () => {
    const fine = [
      "if (level === 'year') return 'year';",
      "const FACETS = ['category', 'price', 'brand'] as const;",
      "const KEYS = { year: 'year', make: 'makeSlug' } satisfies Record<Level, string>;",
      "// levels: ['year', 'make', 'model']",
      '/** Reset to unselected, -1. */',
      'const at = text.indexOf(x); if (at === -1) return;',
      'const splitIndex = found ? types.indexOf(splitAt) : -1;',
    ].join('\n');
    expect(findTwins(fine, levels)).toEqual([]);
  });
});
