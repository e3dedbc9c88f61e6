import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NavbarTreeGroup } from './navbar-types';
import { TREE_MENU_COLUMN_SIZE } from './navbar-types';
import { treeMenuColumns } from './tree-columns';

const links = (count: number, prefix = 'Link') =>
  Array.from({ length: count }, (_, i) => ({ text: `${prefix} ${i + 1}`, href: `/c/${prefix}-${i + 1}/` }));

describe('treeMenuColumns', () => {
  it('holds 14 links per column (SPEC §9)', () => {
    expect(TREE_MENU_COLUMN_SIZE).toBe(14);
    const columns = treeMenuColumns([{ text: 'Exterior', items: links(14) }]);
    expect(columns).toHaveLength(1);
    expect(columns[0]?.links).toHaveLength(14);
  });

  it('wraps a 15th link into a continuation column of the same group', () => {
    const exterior: NavbarTreeGroup = { text: 'Exterior', items: links(30) };
    const columns = treeMenuColumns([exterior, { text: 'Interior', items: links(3, 'Mat') }]);
    expect(columns.map((column) => [column.group.text, column.part, column.links.length])).toEqual([
      ['Exterior', 0, 14],
      ['Exterior', 1, 14],
      ['Exterior', 2, 2],
      ['Interior', 0, 3],
    ]);
    expect(columns[1]?.links[0]?.text).toBe('Link 15');
  });

  it('keeps a heading-only group as one empty column', () => {
    expect(treeMenuColumns([{ text: 'Brands', href: '/brands/', items: [] }])).toEqual([
      { group: { text: 'Brands', href: '/brands/', items: [] }, part: 0, links: [] },
    ]);
  });

  it('rejects a column size below one', () => {
    expect(() => treeMenuColumns([], 0)).toThrow(RangeError);
  });

  it('keeps every link once, in order, never more than the size per column', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 40 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 20 }),
        (counts, size) => {
          const groups = counts.map((count, i) => ({ text: `G${i}`, items: links(count, `G${i}`) }));
          const columns = treeMenuColumns(groups, size);
          expect(columns.flatMap((column) => column.links)).toEqual(groups.flatMap((group) => group.items));
          for (const column of columns) expect(column.links.length).toBeLessThanOrEqual(size);
          expect(columns.filter((column) => column.part === 0)).toHaveLength(groups.length);
        },
      ),
    );
  });
});
