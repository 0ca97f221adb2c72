import { describe, expect, it } from 'vitest';
import { dropPosition, type DropPosition, type DropQuery } from '../../../../shared/dashboard/drop-rules.ts';
import type { Layout, LayoutType } from '../../../../shared/dashboard/layout.ts';
import { buildLayout, chart, gridLayout, n } from './layout-fixtures.ts';

// Layouts that put a target under each parent type and at each depth Superset's drop table distinguishes.
const emptyGrid = gridLayout();
const gridWithRow = gridLayout(n('ROW-a', 'ROW', [chart('CHART-a')]));
const emptyRowInGrid = gridLayout(n('ROW-e', 'ROW'));
const columnInRow = gridLayout(n('ROW-a', 'ROW', [n('COLUMN-a', 'COLUMN', [], { width: 4 })]));
const filledColumnInRow = gridLayout(
  n('ROW-a', 'ROW', [n('COLUMN-a', 'COLUMN', [n('ROW-in', 'ROW', [chart('CHART-in')])], { width: 6 })]),
);
const deepRow = gridLayout(n('ROW-a', 'ROW', [n('COLUMN-a', 'COLUMN', [n('ROW-deep', 'ROW')], { width: 6 })]));
const nestedTabs = gridLayout(
  n('TABS-a', 'TABS', [n('TAB-a', 'TAB', [n('ROW-t', 'ROW', [chart('CHART-t')])], { text: 'One' })]),
);
const tabsInColumn = gridLayout(
  n('ROW-a', 'ROW', [
    n('COLUMN-a', 'COLUMN', [n('TABS-c', 'TABS', [n('TAB-c', 'TAB', [], { text: 'C' })])], { width: 6 }),
  ]),
);
const topLevelTabs = buildLayout(
  n('ROOT_ID', 'ROOT', [
    n('TABS-top', 'TABS', [n('TAB-1', 'TAB', [n('ROW-1', 'ROW', [chart('CHART-1')])]), n('TAB-2', 'TAB')]),
  ]),
);

const box = { width: 100, height: 100 };
const at = (x: number, y: number) => ({ x, y, ...box });

interface Row {
  name: string;
  layout: Layout;
  dragging: { id?: string; type: LayoutType };
  targetId: string;
  pointer?: DropQuery['pointer'];
  shallow?: boolean;
  expected: DropPosition | null;
}

const table: Row[] = [
  // Invalid child and invalid sibling.
  {
    name: 'a TAB over a ROW of the grid',
    layout: gridWithRow,
    dragging: { type: 'TAB' },
    targetId: 'ROW-a',
    expected: 'forbidden',
  },
  {
    name: 'a ROW over a TAB of tabs in a column (too deep)',
    layout: tabsInColumn,
    dragging: { type: 'ROW' },
    targetId: 'TAB-c',
    expected: 'forbidden',
  },
  {
    name: 'a ROW over a CHART of a row',
    layout: gridWithRow,
    dragging: { type: 'ROW' },
    targetId: 'CHART-a',
    expected: 'forbidden',
  },
  // Valid child, invalid sibling: dropped inside, at the start when empty and at the end otherwise.
  {
    name: 'a HEADER over the empty grid',
    layout: emptyGrid,
    dragging: { type: 'HEADER' },
    targetId: 'GRID_ID',
    expected: 'top',
  },
  {
    name: 'a HEADER over the filled grid',
    layout: gridWithRow,
    dragging: { type: 'HEADER' },
    targetId: 'GRID_ID',
    expected: 'bottom',
  },
  {
    name: 'a COLUMN over an empty row in a column',
    layout: deepRow,
    dragging: { type: 'COLUMN' },
    targetId: 'ROW-deep',
    expected: 'left',
  },
  {
    name: 'a COLUMN over a filled row in a column',
    layout: filledColumnInRow,
    dragging: { type: 'COLUMN' },
    targetId: 'ROW-in',
    expected: 'right',
  },
  {
    name: 'a CHART over a TAB title',
    layout: nestedTabs,
    dragging: { type: 'CHART' },
    targetId: 'TAB-a',
    expected: 'bottom',
  },
  {
    name: 'TABS over the root without top-level tabs',
    layout: gridWithRow,
    dragging: { type: 'TABS' },
    targetId: 'ROOT_ID',
    expected: 'bottom',
  },
  // Invalid child, valid sibling: the nearer half decides.
  {
    name: 'a HEADER in the upper half of a row',
    layout: gridWithRow,
    dragging: { type: 'HEADER' },
    targetId: 'ROW-a',
    pointer: at(50, 10),
    expected: 'top',
  },
  {
    name: 'a HEADER in the lower half of a row',
    layout: gridWithRow,
    dragging: { type: 'HEADER' },
    targetId: 'ROW-a',
    pointer: at(50, 55),
    expected: 'bottom',
  },
  {
    name: 'a MARKDOWN in the left half of a chart in a row',
    layout: gridWithRow,
    dragging: { type: 'MARKDOWN' },
    targetId: 'CHART-a',
    pointer: at(45, 50),
    expected: 'left',
  },
  {
    name: 'a MARKDOWN in the right half of a chart in a row',
    layout: gridWithRow,
    dragging: { type: 'MARKDOWN' },
    targetId: 'CHART-a',
    pointer: at(55, 50),
    expected: 'right',
  },
  {
    name: 'TABS over a row of a nested tab',
    layout: nestedTabs,
    dragging: { type: 'TABS' },
    targetId: 'ROW-t',
    pointer: at(50, 80),
    expected: 'bottom',
  },
  // Valid child and valid sibling, row orientation: top and bottom edges within 20 px make a sibling.
  {
    name: 'a CHART mid-height in an empty row',
    layout: emptyRowInGrid,
    dragging: { type: 'CHART' },
    targetId: 'ROW-e',
    pointer: at(10, 50),
    expected: 'left',
  },
  {
    name: 'a CHART mid-height in a filled row',
    layout: gridWithRow,
    dragging: { type: 'CHART' },
    targetId: 'ROW-a',
    pointer: at(10, 50),
    expected: 'right',
  },
  {
    name: 'a CHART 2 px under a row top',
    layout: gridWithRow,
    dragging: { type: 'CHART' },
    targetId: 'ROW-a',
    pointer: at(10, 2),
    expected: 'top',
  },
  {
    name: 'a CHART 19 px under a row top',
    layout: emptyRowInGrid,
    dragging: { type: 'CHART' },
    targetId: 'ROW-e',
    pointer: at(10, 19),
    expected: 'top',
  },
  {
    name: 'a CHART 20 px under a row top',
    layout: emptyRowInGrid,
    dragging: { type: 'CHART' },
    targetId: 'ROW-e',
    pointer: at(10, 20),
    expected: 'left',
  },
  {
    name: 'a CHART 5 px over a row bottom',
    layout: gridWithRow,
    dragging: { type: 'CHART' },
    targetId: 'ROW-a',
    pointer: at(10, 95),
    expected: 'bottom',
  },
  // Valid child and valid sibling, column orientation: left and right edges make a sibling.
  {
    name: 'a CHART mid-width in an empty column',
    layout: columnInRow,
    dragging: { type: 'CHART' },
    targetId: 'COLUMN-a',
    pointer: at(50, 0),
    expected: 'top',
  },
  {
    name: 'a CHART mid-width in a filled column',
    layout: filledColumnInRow,
    dragging: { type: 'CHART' },
    targetId: 'COLUMN-a',
    pointer: at(50, 0),
    expected: 'bottom',
  },
  {
    name: 'a CHART near a column left edge',
    layout: columnInRow,
    dragging: { type: 'CHART' },
    targetId: 'COLUMN-a',
    pointer: at(10, 2),
    expected: 'left',
  },
  {
    name: 'a CHART near a column right edge',
    layout: filledColumnInRow,
    dragging: { type: 'CHART' },
    targetId: 'COLUMN-a',
    pointer: at(90, 95),
    expected: 'right',
  },
  // Targets the pointer is not directly over answer only near their edges.
  {
    name: 'a deeper target far from its edges',
    layout: gridWithRow,
    dragging: { type: 'HEADER' },
    targetId: 'ROW-a',
    pointer: at(50, 50),
    shallow: false,
    expected: null,
  },
  {
    name: 'a deeper target near its edge',
    layout: gridWithRow,
    dragging: { type: 'HEADER' },
    targetId: 'ROW-a',
    pointer: at(50, 85),
    shallow: false,
    expected: 'bottom',
  },
  // Moving a component onto itself or into itself.
  {
    name: 'a row over itself',
    layout: gridWithRow,
    dragging: { id: 'ROW-a', type: 'ROW' },
    targetId: 'ROW-a',
    expected: null,
  },
  {
    name: 'a column into a row inside it',
    layout: filledColumnInRow,
    dragging: { id: 'COLUMN-a', type: 'COLUMN' },
    targetId: 'ROW-in',
    expected: 'forbidden',
  },
  {
    name: 'a column beside a chart inside it',
    layout: filledColumnInRow,
    dragging: { id: 'COLUMN-a', type: 'COLUMN' },
    targetId: 'CHART-in',
    expected: 'forbidden',
  },
  {
    name: 'a column beside an unrelated chart',
    layout: filledColumnInRow,
    dragging: { id: 'COLUMN-x', type: 'COLUMN' },
    targetId: 'CHART-in',
    pointer: at(90, 50),
    expected: 'right',
  },
  // The root takes tabs only while the dashboard has no top-level tabs.
  {
    name: 'TABS over the root with top-level tabs',
    layout: topLevelTabs,
    dragging: { type: 'TABS' },
    targetId: 'ROOT_ID',
    expected: 'forbidden',
  },
  {
    name: 'a ROW over a top-level tab',
    layout: topLevelTabs,
    dragging: { type: 'ROW' },
    targetId: 'TAB-2',
    expected: 'top',
  },
  { name: 'an unknown target', layout: emptyGrid, dragging: { type: 'CHART' }, targetId: 'CHART-gone', expected: null },
];

describe('dropPosition (Superset getDropPosition table)', () => {
  it.each(table)('$name -> $expected', ({ layout, dragging, targetId, pointer = at(0, 0), shallow, expected }) => {
    // Arrange
    const query: DropQuery = { layout, dragging, targetId, pointer, shallow };

    // Act
    const position = dropPosition(query);

    // Assert
    expect(position).toBe(expected);
  });
});
