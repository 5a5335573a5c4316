import type { MenuItem } from '@shop/contracts';
import {
  MEGA_MENU_DEFAULT_COLUMNS,
  MEGA_MENU_DEFAULT_ROWS,
  MEGA_MENU_MAX_COLUMNS,
  MEGA_MENU_MAX_ROWS,
} from '~/lib/constants.ts';

export interface MegaMenuGrid {
  columns: number;
  rows: number;
}

export const DEFAULT_MEGA_MENU_GRID: MegaMenuGrid = {
  columns: MEGA_MENU_DEFAULT_COLUMNS,
  rows: MEGA_MENU_DEFAULT_ROWS,
};
export const MAX_MEGA_MENU_GRID: MegaMenuGrid = { columns: MEGA_MENU_MAX_COLUMNS, rows: MEGA_MENU_MAX_ROWS };

/** One row of a column: a second-level item (a heading) or a third-level item listed under it. */
export interface MegaMenuEntry {
  item: MenuItem;
  level: 2 | 3;
}

export interface MegaMenuPanelLayout {
  grid: MegaMenuGrid;
  columns: MegaMenuEntry[][];
  /** Image-type children, shown beside the columns as large pictures. */
  images: MenuItem[];
  /** Entries that did not fit the grid; the panel then offers the root's "view all" link. */
  hiddenCount: number;
}

/** Fills columns of `grid` with the groups in order; what does not fit is counted, not shown. */
function packColumns(groups: MegaMenuEntry[][], grid: MegaMenuGrid) {
  const columns: MegaMenuEntry[][] = [[]];
  let hiddenCount = 0;
  const current = () => columns[columns.length - 1]!;
  for (const group of groups) {
    const remaining = grid.rows - current().length;
    if (current().length > 0 && group.length > remaining && group.length <= grid.rows) columns.push([]);
    for (const entry of group) {
      if (current().length === grid.rows) columns.push([]);
      if (columns.length > grid.columns) {
        hiddenCount += 1;
        continue;
      }
      current().push(entry);
    }
  }
  return { columns: columns.slice(0, grid.columns).filter((column) => column.length > 0), hiddenCount };
}

/**
 * Lays out the children of one mega menu root item (spec sections 2 and 9): second-level items with their
 * third-level children under them, filled column by column. A group that would not fit in what is left
 * of a column starts a new column, unless it is taller than a whole column anyway. A panel that fits 3
 * columns of 7 rows uses that; a bigger one gets up to 5 columns of 9 rows and the rest is cut.
 */
export function layoutMegaMenuPanel(root: MenuItem): MegaMenuPanelLayout {
  const images = root.children.filter((child) => child.type === 'image');
  const groups: MegaMenuEntry[][] = root.children
    .filter((child) => child.type !== 'image')
    .map((child) => [
      { item: child, level: 2 },
      ...child.children
        .filter((grandchild) => grandchild.type !== 'image')
        .map((grandchild): MegaMenuEntry => ({ item: grandchild, level: 3 })),
    ]);

  const compact = packColumns(groups, DEFAULT_MEGA_MENU_GRID);
  if (compact.hiddenCount === 0) return { grid: DEFAULT_MEGA_MENU_GRID, images, ...compact };
  return { grid: MAX_MEGA_MENU_GRID, images, ...packColumns(groups, MAX_MEGA_MENU_GRID) };
}
