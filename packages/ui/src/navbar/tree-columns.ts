import { type NavbarLink, type NavbarTreeGroup, TREE_MENU_COLUMN_SIZE } from './navbar-types';

/** One column of a tree menu panel. */
export type TreeMenuColumn = {
  /** The group the column belongs to. */
  group: NavbarTreeGroup;
  /** Position of the column within its group: 0 carries the heading, later ones continue the list. */
  part: number;
  /** The links in this column. */
  links: readonly NavbarLink[];
};

/**
 * Lays tree menu groups out as columns of at most `size` links (SPEC §9: 14): a longer group wraps into
 * further columns that continue under the same heading. A group without links still gets its heading column.
 */
export function treeMenuColumns(
  groups: readonly NavbarTreeGroup[],
  size: number = TREE_MENU_COLUMN_SIZE,
): TreeMenuColumn[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`column size must be a whole number ≥ 1`);
  return groups.flatMap((group) => {
    if (group.items.length === 0) return [{ group, part: 0, links: [] }];
    const columns: TreeMenuColumn[] = [];
    for (let start = 0; start < group.items.length; start += size) {
      columns.push({ group, part: columns.length, links: group.items.slice(start, start + size) });
    }
    return columns;
  });
}
