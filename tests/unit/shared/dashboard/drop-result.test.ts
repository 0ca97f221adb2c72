import { describe, expect, it } from 'vitest';
import {
  NEW_COMPONENTS_SOURCE_ID,
  NOT_ENOUGH_SPACE_MESSAGE,
  TOP_LEVEL_TAB_INTO_NESTED_MESSAGE,
  dropResultFor,
  refusedDropMessage,
  type DraggedComponent,
  type DropPosition,
  type DropResult,
} from '../../../../shared/dashboard/drop-rules.ts';
import { widthAfterDrop } from '../../../../shared/dashboard/drop-width.ts';
import { buildLayout, chart, gridLayout, item, n } from './layout-fixtures.ts';

const layout = gridLayout(
  n('ROW-a', 'ROW', [chart('CHART-a'), chart('CHART-b')]),
  n('ROW-b', 'ROW', [chart('CHART-c', 8)]),
  n('HEADER-h', 'HEADER', [], { text: 'Notes' }),
  n('TABS-n', 'TABS', [n('TAB-n', 'TAB', [n('ROW-n', 'ROW', [chart('CHART-n')])])]),
);

describe('dropResultFor', () => {
  const cases: {
    name: string;
    dragging: DraggedComponent;
    targetId: string;
    position: DropPosition;
    expected: Omit<DropResult, 'dragging' | 'position'> | null;
  }[] = [
    {
      name: 'a new chart at the bottom edge of a row goes after the row in the grid',
      dragging: { type: 'CHART', meta: { chartId: 9 } },
      targetId: 'ROW-a',
      position: 'bottom',
      expected: {
        source: { id: NEW_COMPONENTS_SOURCE_ID, type: undefined, index: 0 },
        destination: { id: 'GRID_ID', type: 'GRID', index: 1 },
      },
    },
    {
      name: 'a chart dropped inside another row joins its end',
      dragging: { id: 'CHART-a', type: 'CHART' },
      targetId: 'ROW-b',
      position: 'right',
      expected: { source: { id: 'ROW-a', type: 'ROW', index: 0 }, destination: { id: 'ROW-b', type: 'ROW', index: 1 } },
    },
    {
      name: 'a chart moved right of its neighbour counts the gap it leaves',
      dragging: { id: 'CHART-a', type: 'CHART' },
      targetId: 'CHART-b',
      position: 'right',
      expected: { source: { id: 'ROW-a', type: 'ROW', index: 0 }, destination: { id: 'ROW-a', type: 'ROW', index: 1 } },
    },
    {
      name: 'a chart moved left of its neighbour',
      dragging: { id: 'CHART-b', type: 'CHART' },
      targetId: 'CHART-a',
      position: 'left',
      expected: { source: { id: 'ROW-a', type: 'ROW', index: 1 }, destination: { id: 'ROW-a', type: 'ROW', index: 0 } },
    },
    {
      name: 'a row moved below the header',
      dragging: { id: 'ROW-a', type: 'ROW' },
      targetId: 'HEADER-h',
      position: 'bottom',
      expected: {
        source: { id: 'GRID_ID', type: 'GRID', index: 0 },
        destination: { id: 'GRID_ID', type: 'GRID', index: 2 },
      },
    },
    {
      name: 'a chart dropped on a tab title joins the tab',
      dragging: { id: 'CHART-c', type: 'CHART' },
      targetId: 'TAB-n',
      position: 'bottom',
      expected: { source: { id: 'ROW-b', type: 'ROW', index: 0 }, destination: { id: 'TAB-n', type: 'TAB', index: 1 } },
    },
    {
      name: 'new tabs dropped on the root go first',
      dragging: { type: 'TABS' },
      targetId: 'ROOT_ID',
      position: 'bottom',
      expected: {
        source: { id: NEW_COMPONENTS_SOURCE_ID, type: undefined, index: 0 },
        destination: { id: 'ROOT_ID', type: 'ROOT', index: 0 },
      },
    },
    {
      name: 'a forbidden position drops nothing',
      dragging: { type: 'CHART' },
      targetId: 'ROW-a',
      position: 'forbidden',
      expected: null,
    },
  ];

  it.each(cases)('$name', ({ dragging, targetId, position, expected }) => {
    // Act
    const result = dropResultFor(layout, dragging, targetId, position);

    // Assert
    expect(result && { source: result.source, destination: result.destination }).toEqual(expected);
  });

  it('names a new component by its type and keeps its meta', () => {
    // Act
    const result = dropResultFor(layout, { type: 'MARKDOWN', meta: { code: '# Hi' } }, 'ROW-a', 'top');

    // Assert
    expect(result?.dragging).toEqual({ id: 'NEW-MARKDOWN', type: 'MARKDOWN', meta: { code: '# Hi' } });
  });
});

describe('refusedDropMessage and widthAfterDrop', () => {
  const drop = (
    draggingId: string,
    type: 'CHART' | 'TAB',
    from: string,
    fromType: 'ROW' | 'TABS',
    to: string,
    toType: 'ROW' | 'TABS' | 'COLUMN',
  ): DropResult => ({
    source: { id: from, type: fromType, index: 0 },
    destination: { id: to, type: toType, index: 0 },
    dragging: { id: draggingId, type },
    position: 'right',
  });

  it('refuses a chart a full row cannot take', () => {
    // Arrange: ROW-b holds 8 columns; CHART-a (4) would fit, a 12-wide row would not.
    const full = gridLayout(n('ROW-a', 'ROW', [chart('CHART-a')]), n('ROW-b', 'ROW', [chart('CHART-c', 12)]));

    // Act
    const message = refusedDropMessage(full, drop('CHART-a', 'CHART', 'ROW-a', 'ROW', 'ROW-b', 'ROW'));

    // Assert
    expect(message).toBe(NOT_ENOUGH_SPACE_MESSAGE);
  });

  it('lets a chart fill the room left in a row, shrinking it', () => {
    // Arrange
    const roomy = gridLayout(n('ROW-a', 'ROW', [chart('CHART-a', 6)]), n('ROW-b', 'ROW', [chart('CHART-c', 9)]));

    // Act
    const message = refusedDropMessage(roomy, drop('CHART-a', 'CHART', 'ROW-a', 'ROW', 'ROW-b', 'ROW'));
    const width = widthAfterDrop(roomy, item(roomy, 'CHART-a'), 'ROW-a', 'ROW-b');

    // Assert
    expect({ message, width }).toEqual({ message: null, width: 3 });
  });

  it('keeps the width of a chart moved within its row', () => {
    // Act
    const width = widthAfterDrop(layout, item(layout, 'CHART-c'), 'ROW-b', 'ROW-b');

    // Assert
    expect(width).toBe(8);
  });

  it('measures a row inside a column by the column', () => {
    // Arrange: a 6-wide column whose row holds 4 columns already.
    const nested = gridLayout(
      n('ROW-o', 'ROW', [n('COLUMN-o', 'COLUMN', [n('ROW-i', 'ROW', [chart('CHART-i')])], { width: 6 })]),
      n('ROW-x', 'ROW', [chart('CHART-x', 3)]),
    );

    // Act
    const width = widthAfterDrop(nested, item(nested, 'CHART-x'), 'ROW-x', 'ROW-i');

    // Assert
    expect(width).toBe(2);
  });

  it('refuses to move a top-level tab into nested tabs', () => {
    // Arrange
    const tabbed = buildLayout(
      n('ROOT_ID', 'ROOT', [
        n('TABS-top', 'TABS', [n('TAB-1', 'TAB', [n('TABS-in', 'TABS', [n('TAB-in', 'TAB')])]), n('TAB-2', 'TAB')]),
      ]),
    );

    // Act
    const intoNested = refusedDropMessage(tabbed, drop('TAB-2', 'TAB', 'TABS-top', 'TABS', 'TABS-in', 'TABS'));
    const reorder = refusedDropMessage(tabbed, drop('TAB-2', 'TAB', 'TABS-top', 'TABS', 'TABS-top', 'TABS'));

    // Assert
    expect({ intoNested, reorder }).toEqual({ intoNested: TOP_LEVEL_TAB_INTO_NESTED_MESSAGE, reorder: null });
  });
});
