import { readFileSync } from 'node:fs';

const README = new URL('../../../README.md', import.meta.url);

/**
 * The tables of one `## ` section of the repository's README, each as its body rows of trimmed cells (header and
 * separator rows left out), so tests can hold the README to what the code does.
 */
export function readmeTables(heading: string): string[][][] {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no section "${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  const lines = text.slice(start, end < 0 ? undefined : end).split('\n');
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of lines) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split('|')
      .map((cell) => cell.trim());
    if (current === null) {
      // The header row opens a table; the separator row follows it.
      current = [];
      tables.push(current);
    } else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) {
      current.push(cells);
    }
  }
  return tables;
}

/** The `code` spans of a README cell, in order. */
export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}
